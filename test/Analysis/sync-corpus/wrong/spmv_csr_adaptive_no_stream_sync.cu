// spmv_csr_adaptive_stream_rows without the barrier after the products are
// streamed into shared memory: a row's sum reads products other threads store.
// The range read depends on the row pointers (data): the analysis can only
// say the accesses may meet (a warning; kilnc's exit status is not checked).
// LAUNCH: grid=4 block=128 args=row_ptr:i32[129]:iota(0,3) cols:i32[384]:rand(0,64) vals:f32[384]:rand x:f32[64]:rand row_blocks:i32[5]:iota(0,32) y:f32[128]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2> %t.err; %sync_diags < %t.err | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define NNZ_PER_WG 512

extern "C" __global__ void spmv_csr_adaptive_no_stream_sync(const int *row_ptr, const int *cols, const float *vals,
                                                         const float *x, const int *row_blocks, float *y) {
  __shared__ float partial[NNZ_PER_WG];
  const int first_row = row_blocks[blockIdx.x];
  const int last_row = row_blocks[blockIdx.x + 1];
  const int block_start = row_ptr[first_row];
  const int block_end = row_ptr[last_row];
  const int nnz = min(block_end - block_start, NNZ_PER_WG);

  for (int i = threadIdx.x; i < nnz; i += blockDim.x)
    partial[i] = vals[block_start + i] * x[cols[block_start + i]];

  const int nrows = last_row - first_row;
  for (int r = threadIdx.x; r < nrows; r += blockDim.x) {
    const int row = first_row + r;
    const int lo = row_ptr[row] - block_start;
    const int hi = row_ptr[row + 1] - block_start;
    float sum = 0.0f;
    for (int j = lo; j < hi; j++)
      // CHECK: spmv_csr_adaptive_no_stream_sync.cu:[[@LINE+1]]: {{error|warning}} race
      sum += partial[j];
    y[row] = sum;
  }
}
