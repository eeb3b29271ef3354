// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// RUN: not kilnc %s --emit=simt -o /dev/null -DWRONG 2>&1 | FileCheck %s
// Issue 11 (branch sync18): FasterTransformer's softmax_kernel_v4 loads a
// register tile in `for (i = 0; blockDim.x * i + threadIdx.x < n && i < 4;
// i++)`, then picks `blockDim.x <= 32 ? warpReduceMax(m) :
// blockReduceMax(m)`. blockDim.x is first read in the loop's test, so after
// CSE the branch reads the op inside the loop that threads leave at
// different iterations, and was temporally divergent: 8 "lane-dependent
// control flow" warnings on the shuffles and barriers in the realcode file.
// A pure value computed only from values defined before the loop (or from
// none) is the same in every pass (Uniformity.cpp, sameEveryPass). The twin
// reads `i * blockDim.x`, which does change from pass to pass.
__global__ void tile_sum(const float *x, float *out, int n) {
  __shared__ float partial[32];
  float s = 0.f;
  int i = 0;
  for (; blockDim.x * i + threadIdx.x < n && i < 4; i++) s += x[blockDim.x * i + threadIdx.x];
#ifdef WRONG
  if (i * blockDim.x > 32) {
#else
  if (blockDim.x > 32) {
#endif
    if ((threadIdx.x & 31) == 0) partial[threadIdx.x >> 5] = s;
    // CHECK: loop-invariant-after-divergent-exit.cu:[[@LINE+1]]:{{.*}} error: block barrier is reached under thread-dependent control flow
    __syncthreads();
    s = threadIdx.x < blockDim.x / 32 ? partial[threadIdx.x] : 0.f;
  }
  for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffffu, s, o);
  if (threadIdx.x == 0) out[blockIdx.x] = s;
}
