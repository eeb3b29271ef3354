// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// Sixteen threads per row: the early exit splits a warp (so it is not the
// warp-uniform case, and the early-exit warning stays), and the full-mask
// shuffle after it is reached by only half of its lanes.
__global__ void half_warp_rows(const float *x, float *y, int rows) {
  int row = (blockIdx.x * blockDim.x + threadIdx.x) / 16;
  if (row >= rows) return;
  float v = x[blockIdx.x * blockDim.x + threadIdx.x];
  // CHECK: warp-uniform-early-exit-wrong.cu:[[@LINE+1]]:{{.*}}: warning: threads that leave early at line 7 never reach this warp shuffle
  v += __shfl_xor_sync(0xffffffff, v, 8);
  y[row] = v;
}
