// CSR sparse matrix-vector product, one warp per row ("vector" kernel): the
// lanes stride over the row's nonzeros and a full-mask shuffle tree sums
// them inside 'if (row < rows)', where row is the warp's global index.
// LAUNCH: grid=63 block=256 args=rows:i32=500 row_ptr:i32[501]:iota(0,7) cols:i32[3500]:rand(0,256) vals:f32[3500]:rand x:f32[256]:rand y:f32[500]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void spmv_csr_vector(int rows, const int *row_ptr, const int *cols, const float *vals,
                                           const float *x, float *y) {
  int thread_id = blockIdx.x * blockDim.x + threadIdx.x;
  int row = thread_id / 32;
  int lane = threadIdx.x & 31;
  if (row < rows) {
    float sum = 0.0f;
    for (int jj = row_ptr[row] + lane; jj < row_ptr[row + 1]; jj += 32) sum += vals[jj] * x[cols[jj]];
    for (int o = 16; o > 0; o >>= 1) sum += __shfl_down_sync(0xffffffff, sum, o);
    if (lane == 0) y[row] = sum;
  }
}
