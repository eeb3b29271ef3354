// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// Eight threads per row: the early exit splits the 16-lane segments the
// shuffle reads within (lane ^ 8 is in the other row), so a lane may read one
// that left (so it is not the warp-uniform case, and the early-exit warning
// stays).
__global__ void half_warp_rows(const float *x, float *y, int rows) {
  int row = (blockIdx.x * blockDim.x + threadIdx.x) / 8;
  if (row >= rows) return;
  float v = x[blockIdx.x * blockDim.x + threadIdx.x];
  // CHECK: warp-uniform-early-exit-wrong.cu:[[@LINE+1]]:{{.*}}: warning: threads that leave early at line 8 never reach this warp shuffle
  v += __shfl_xor_sync(0xffffffff, v, 8);
  y[row] = v;
}

// Sixteen threads per row: the exit takes whole 16-lane segments (blockDim.x
// a power of two or a multiple of 32) and the shuffle reads within its
// segment, so every lane it reads is still there (CUDA: only the non-exited
// threads of the mask must arrive): silent.
// CHECK-NOT: warp-uniform-early-exit-wrong.cu:{{1[6-9]|2[0-9]}}:{{.*}}{{error|warning}}
__global__ void sixteen_lane_rows(const float *x, float *y, int rows) {
  int row = (blockIdx.x * blockDim.x + threadIdx.x) / 16;
  if (row >= rows) return;
  float v = x[blockIdx.x * blockDim.x + threadIdx.x];
  v += __shfl_xor_sync(0xffffffff, v, 8);
  y[row] = v;
}
