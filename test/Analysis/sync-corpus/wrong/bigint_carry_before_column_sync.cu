// bigint_schoolbook_column_products without the barrier between the column
// sums and the carry pass: thread 0 reads the columns of threads that may not
// have stored them yet.
// LAUNCH: grid=2 block=256 args=a:u32[512]:rand(0,65536) b:u32[512]:rand(0,65536) out:u32[1024]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2> %t.err; %sync_diags < %t.err | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define DIGITS 256

extern "C" __global__ void __launch_bounds__(256) bigint_carry_before_column_sync(const unsigned *a, const unsigned *b,
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
  if (t == 0) {
    unsigned long long carry = 0;
    for (int i = 0; i < 2 * DIGITS; ++i) {
      // CHECK: bigint_carry_before_column_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      unsigned long long v = cols[i] + carry;
      out[blockIdx.x * 2 * DIGITS + i] = (unsigned)(v & 0xffffu);
      carry = v >> 16;
    }
  }
}
