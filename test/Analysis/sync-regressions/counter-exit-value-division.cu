// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// Issue 11: the counter search also tries a loop counter's exit value (the
// loop test rules it out inside the body). A bitonic step indexing with
// `t / half` then divided by zero at `half = 0`, and the whole pair became
// "loop counters ... have values not known here" (a warning on the
// realcode bitonic and odd-even sorts). Values at which no thread runs the
// access are now skipped before its address is computed.

// CHECK-NOT: counter-exit-value-division.cu:{{(1[0-9]|2[0-9])}}:{{.*}}{{error|warning}}
__global__ void bitonic_pairs(unsigned *keys) {
  __shared__ unsigned sk[2048];
  const unsigned t = threadIdx.x;
  sk[t] = keys[t];
  sk[t + 1024] = keys[t + 1024];
  for (unsigned width = 2; width <= 2048; width *= 2) {
    for (unsigned half = width / 2; half >= 1; half /= 2) {
      __syncthreads();
      unsigned lo = (t / half) * half * 2 + (t % half);
      unsigned a = sk[lo], b = sk[lo + half];
      if (a > b) { sk[lo] = b; sk[lo + half] = a; }
    }
  }
  __syncthreads();
  keys[t] = sk[t];
}

// The same steps with the barrier missing: still a proven race.
__global__ void bitonic_pairs_no_sync(unsigned *keys) {
  __shared__ unsigned sk[2048];
  const unsigned t = threadIdx.x;
  sk[t] = keys[t];
  sk[t + 1024] = keys[t + 1024];
  __syncthreads();
  for (unsigned width = 2; width <= 2048; width *= 2) {
    for (unsigned half = width / 2; half >= 1; half /= 2) {
      unsigned lo = (t / half) * half * 2 + (t % half);
      // CHECK: counter-exit-value-division.cu:[[@LINE+1]]:{{.*}}error: shared-memory race
      unsigned a = sk[lo], b = sk[lo + half];
      if (a > b) { sk[lo] = b; sk[lo + half] = a; }
    }
  }
}
