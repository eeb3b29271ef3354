// Dense matrix-vector product, one warp per row: the warp-uniform row guard
// encloses the lane-strided dot product and the full-mask shuffle
// reduction (every lane of a warp takes the same side of it).
// LAUNCH: grid=4 block=128 args=a:f32[8000]:rand x:f32[500]:rand y:f32[16]:zero rows:i32=16 cols:i32=500
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void matvec_warp_per_row_guard(const float *a, const float *x, float *y, int rows, int cols) {
  int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int lane = threadIdx.x & 31;
  if (row < rows) {
    float sum = 0.f;
    for (int c = lane; c < cols; c += 32) sum += a[row * cols + c] * x[c];
    for (int off = 16; off > 0; off /= 2) sum += __shfl_xor_sync(0xffffffff, sum, off);
    if (lane == 0) y[row] = sum;
  }
}
