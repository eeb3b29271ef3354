// Jacobi iteration in the style of the CUDA samples' jacobiCudaGraphs JacobiMethod: the current
// vector x is staged whole into dynamic shared memory with a block-strided loop, then each warp
// (a thread_block_tile<32>) takes rows, reduces its dot product with shfl_down, and lane 0
// writes the new element; a second shared array keeps the block's right-hand sides.
// LAUNCH: grid=4 block=128 smem=512 args=A:f32[2048]:ddom(32) b:f32[32]:rand x:f32[32]:rand xnew:f32[32]:zero n:i32=32
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
#define ROWS_PER_BLOCK 8

extern "C" __global__ void jacobi_cg_warp_rows_extern_x(const float *A, const float *b, const float *x, float *xnew,
                                                         int n) {
  cg::thread_block cta = cg::this_thread_block();
  extern __shared__ float x_shared[];
  __shared__ float b_shared[ROWS_PER_BLOCK + 1];
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    x_shared[i] = x[i];
  if (threadIdx.x < ROWS_PER_BLOCK) {
    int k = blockIdx.x * ROWS_PER_BLOCK + threadIdx.x;
    b_shared[threadIdx.x] = k < n ? b[k] : 0.f;
  }
  cta.sync();
  cg::thread_block_tile<32> tile32 = cg::tiled_partition<32>(cta);
  for (int k = 0, i = blockIdx.x * ROWS_PER_BLOCK; k < ROWS_PER_BLOCK && i < n; k++, i++) {
    if (tile32.meta_group_rank() != k % tile32.meta_group_size())
      continue;
    float rowThreadSum = 0.f;
    for (int j = tile32.thread_rank(); j < n; j += 32)
      rowThreadSum += A[i * n + j] * x_shared[j];
    for (int offset = tile32.size() / 2; offset > 0; offset /= 2)
      rowThreadSum += tile32.shfl_down(rowThreadSum, offset);
    if (tile32.thread_rank() == 0) {
      float diag = A[i * n + i];
      xnew[i] = (b_shared[k] - (rowThreadSum - diag * x_shared[i])) / diag;
    }
  }
}
