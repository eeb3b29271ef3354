// Schoolbook multiplication of two 256-digit base-2^16 integers per block, in
// the style of GPU big-number libraries: both operands staged in shared
// memory, thread i sums the column products a[j] * b[i - j] of its two result
// columns (i and i + 256) into 64-bit column sums, and after a barrier one
// thread propagates the carries serially through the 512 columns.
// LAUNCH: grid=2 block=256 args=a:u32[512]:rand(0,65536) b:u32[512]:rand(0,65536) out:u32[1024]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define DIGITS 256

extern "C" __global__ void __launch_bounds__(256) bigint_schoolbook_column_products(const unsigned *a, const unsigned *b,
                                                                                 unsigned *out) {
  __shared__ unsigned sa[DIGITS], sb[DIGITS];
  __shared__ unsigned long long cols[2 * DIGITS];
  const int t = threadIdx.x;
  const unsigned *pa = a + blockIdx.x * DIGITS, *pb = b + blockIdx.x * DIGITS;
  sa[t] = pa[t] & 0xffffu;
  sb[t] = pb[t] & 0xffffu;
  __syncthreads();
  unsigned long long lo = 0, hi = 0;
  for (int j = 0; j <= t; ++j)
    lo += (unsigned long long)sa[j] * sb[t - j];
  for (int j = t + 1; j < DIGITS; ++j)
    hi += (unsigned long long)sa[j] * sb[DIGITS + t - j];
  cols[t] = lo;
  cols[DIGITS + t] = hi;
  __syncthreads();
  if (t == 0) {
    unsigned long long carry = 0;
    for (int i = 0; i < 2 * DIGITS; ++i) {
      unsigned long long v = cols[i] + carry;
      out[blockIdx.x * 2 * DIGITS + i] = (unsigned)(v & 0xffffu);
      carry = v >> 16;
    }
  }
}
