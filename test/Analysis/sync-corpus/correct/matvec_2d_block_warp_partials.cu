// Matrix-vector product with a 32x8 block: threadIdx.y picks one of eight
// column slices, threadIdx.x the lane; each warp reduces its slice's
// partial dot product with shuffles, lane 0 stores it in part[ty][row], and
// after the barrier the first row of threads sums the eight slices.
// LAUNCH: grid=8 block=32,8 args=A:f32[65536]:rand x:f32[256]:rand y:f32[256]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define COLS 256
#define ROWS_PER_BLOCK 32
#define SLICES 8

extern "C" __global__ void matvec_2d_block_warp_partials(const float *A, const float *x, float *y) {
  __shared__ float part[SLICES][ROWS_PER_BLOCK];
  int lane = threadIdx.x, slice = threadIdx.y;
  for (int r = 0; r < ROWS_PER_BLOCK; ++r) {
    int row = blockIdx.x * ROWS_PER_BLOCK + r;
    float v = 0.0f;
    for (int c = slice * 32 + lane; c < COLS; c += SLICES * 32) v += A[row * COLS + c] * x[c];
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffff, v, o);
    if (lane == 0) part[slice][r] = v;
  }
  __syncthreads();
  if (slice == 0) {
    float sum = 0.0f;
    for (int s = 0; s < SLICES; ++s) sum += part[s][lane];
    y[blockIdx.x * ROWS_PER_BLOCK + lane] = sum;
  }
}
