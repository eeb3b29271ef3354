// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// RUN: not kilnc %s --emit=simt -o /dev/null -DWRONG 2>&1 | FileCheck %s
// Issue 11 (branch sync26): an FFT stores its input at bit-reversed
// positions (`s[__brev(i) >> 23]`, not affine: listed execution by execution,
// HazardExecutions.cpp) and then runs its stages in a loop whose body ends
// with a barrier. Without the barrier between the two, the listed executions
// of the first stage's reads met the stores, but the stage counter was listed
// at all its values and its loop holds a barrier, so the list was no witness
// and the pair only a warning. The stores lie before that loop, so they meet
// its first iteration with no barrier between: the first value's executions
// are a witness (threads 128 and 1 on s[2] when half is 1).
__global__ void __launch_bounds__(256) fft_stages(const float *in, float *out) {
  __shared__ float s[512];
  const int t = threadIdx.x;
  for (int i = t; i < 512; i += 256)
    s[__brev(i) >> 23] = in[i];
#ifndef WRONG
  __syncthreads();
#endif
  for (int half = 1; half < 512; half <<= 1) {
    const int j = t & (half - 1);
    const int k = ((t - j) << 1) + j;
    // CHECK: first-iteration-listed-stages.cu:[[@LINE+1]]:{{.*}} error: shared-memory race (read-after-write){{.*}}threads {{[0-9]+}} and {{[0-9]+}}{{.*}}first iteration
    const float a = s[k], b = s[k + half];
    s[k] = a + b;
    s[k + half] = a - b;
    __syncthreads();
  }
  out[t] = s[t];
}
