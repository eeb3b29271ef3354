// matvec_2d_block_warp_partials without the barrier: the first row of threads
// sums part[s][lane], which the warps of the other slices may not have stored.
// LAUNCH: grid=8 block=32,8 args=A:f32[65536]:rand x:f32[256]:rand y:f32[256]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define COLS 256
#define ROWS_PER_BLOCK 32
#define SLICES 8

extern "C" __global__ void matvec_2d_no_partials_sync(const float *A, const float *x, float *y) {
  __shared__ float part[SLICES][ROWS_PER_BLOCK];
  int lane = threadIdx.x, slice = threadIdx.y;
  for (int r = 0; r < ROWS_PER_BLOCK; ++r) {
    int row = blockIdx.x * ROWS_PER_BLOCK + r;
    float v = 0.0f;
    for (int c = slice * 32 + lane; c < COLS; c += SLICES * 32) v += A[row * COLS + c] * x[c];
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffff, v, o);
    if (lane == 0) part[slice][r] = v;
  }
  if (slice == 0) {
    float sum = 0.0f;
    // CHECK: matvec_2d_no_partials_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    for (int s = 0; s < SLICES; ++s) sum += part[s][lane];
    y[blockIdx.x * ROWS_PER_BLOCK + lane] = sum;
  }
}
