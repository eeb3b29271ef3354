// CSR-Adaptive SpMV in the style of Greathouse and Daga: a row-block table
// (computed on the host) gives each block a run of short rows whose
// nonzeros fit in shared memory. The block streams the products of the whole
// run into shared memory (one product per thread, block-strided), and after
// one barrier each of the first nrows threads sums its row's range of the
// stream -- a range that depends on the row pointers.
// LAUNCH: grid=4 block=128 args=row_ptr:i32[129]:iota(0,3) cols:i32[384]:rand(0,64) vals:f32[384]:rand x:f32[64]:rand row_blocks:i32[5]:iota(0,32) y:f32[128]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define NNZ_PER_WG 512

extern "C" __global__ void spmv_csr_adaptive_stream_rows(const int *row_ptr, const int *cols, const float *vals,
                                                         const float *x, const int *row_blocks, float *y) {
  __shared__ float partial[NNZ_PER_WG];
  const int first_row = row_blocks[blockIdx.x];
  const int last_row = row_blocks[blockIdx.x + 1];
  const int block_start = row_ptr[first_row];
  const int block_end = row_ptr[last_row];
  const int nnz = min(block_end - block_start, NNZ_PER_WG);

  for (int i = threadIdx.x; i < nnz; i += blockDim.x)
    partial[i] = vals[block_start + i] * x[cols[block_start + i]];
  __syncthreads();

  const int nrows = last_row - first_row;
  for (int r = threadIdx.x; r < nrows; r += blockDim.x) {
    const int row = first_row + r;
    const int lo = row_ptr[row] - block_start;
    const int hi = row_ptr[row + 1] - block_start;
    float sum = 0.0f;
    for (int j = lo; j < hi; j++)
      sum += partial[j];
    y[row] = sum;
  }
}
