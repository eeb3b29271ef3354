// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// Issue 11, branch sync10 (HazardBitForms.cpp): with the counters bound, a
// sort's or scan's partner indices are sums of the thread index's bits with
// power-of-two weights: `pos = 2*t - (t & (stride - 1))` puts a 0 in bit
// log2(stride), `pos + stride` a 1, so no two threads meet, for every
// stride, without tabulating either side (a combination proven apart this
// way is skipped). The verdicts stay the tables' own: a partner one stride
// too far is not apart by its bits and is still a proven race.

// CHECK-NOT: {{error|warning}}
__global__ void __launch_bounds__(512) bitonic_pos(unsigned *keys) {
  __shared__ unsigned s[1024];
  unsigned t = threadIdx.x;
  s[t] = keys[t];
  s[t + 512] = keys[t + 512];
  for (unsigned size = 2; size <= 1024; size <<= 1)
    for (unsigned stride = size / 2; stride > 0; stride >>= 1) {
      __syncthreads();
      unsigned pos = 2 * t - (t & (stride - 1));
      unsigned a = s[pos], b = s[pos + stride];
      bool up = (t & (size / 2)) == 0;
      if ((a > b) == up) { s[pos] = b; s[pos + stride] = a; }
    }
  __syncthreads();
  keys[t] = s[t];
}

// The Blelloch up-sweep's `offset * (2t + 1) - 1` against `+ offset`, and
// `(t / half) * half * 2 + t % half` (division and remainder by the bound
// power of two): apart too.
__global__ void __launch_bounds__(256) upsweep_and_halves(unsigned *data) {
  __shared__ unsigned s[512];
  unsigned t = threadIdx.x;
  s[t] = data[t];
  s[t + 256] = data[t + 256];
  unsigned offset = 1;
  for (unsigned d = 256; d > 0; d >>= 1, offset <<= 1) {
    __syncthreads();
    if (t < d) s[offset * (2 * t + 2) - 1] += s[offset * (2 * t + 1) - 1];
  }
  for (unsigned half = 256; half >= 1; half /= 2) {
    __syncthreads();
    unsigned lo = (t / half) * half * 2 + t % half;
    s[lo] += s[lo + half];
  }
  __syncthreads();
  data[t] = s[t];
}

// Thread t's partner `pos + 2 * stride` is thread t + stride's pos: bit
// log2(stride) is a thread bit on both sides, so the forms decide nothing
// and the tables find the race.
// CHECK: partner-bit-forms.cu:[[@LINE+10]]:{{.*}}error: shared-memory race
// CHECK-NOT: {{error|warning}}:
__global__ void __launch_bounds__(512) bitonic_partner_too_far(unsigned *keys) {
  __shared__ unsigned s[2048];
  unsigned t = threadIdx.x;
  s[t] = keys[t];
  for (unsigned stride = 256; stride > 0; stride >>= 1) {
    __syncthreads();
    unsigned pos = 2 * t - (t & (stride - 1));
    unsigned a = s[pos];
    s[pos + 2 * stride] = a;
  }
  __syncthreads();
  keys[t] = s[t];
}
