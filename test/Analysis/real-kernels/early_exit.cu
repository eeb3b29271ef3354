// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
// The frontend sends `return` to one shared return block; the pipeline puts
// the returns back in place, so an early exit before a barrier is the
// documented warning, not the error for a barrier under `if`.
extern "C" __global__ void bounded(float *x, int n) {
  __shared__ float s[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: early_exit.cu:[[@LINE+3]]:3: warning: threads that leave early at line [[@LINE+1]] never reach this block barrier
  if (i >= n) return;
  s[threadIdx.x] = x[i];
  __syncthreads();
  x[i] = s[255 - threadIdx.x];
}
