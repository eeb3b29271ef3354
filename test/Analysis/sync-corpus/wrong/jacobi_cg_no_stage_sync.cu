// jacobi_cg_warp_rows_extern_x without cta.sync() after staging x and b: a warp reads x_shared
// elements that other warps' threads are still storing.
// LAUNCH: grid=4 block=128 smem=512 args=A:f32[2048]:ddom(32) b:f32[32]:rand x:f32[32]:rand xnew:f32[32]:zero n:i32=32
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
#define ROWS_PER_BLOCK 8

extern "C" __global__ void jacobi_cg_no_stage_sync(const float *A, const float *b, const float *x, float *xnew,
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
  cg::thread_block_tile<32> tile32 = cg::tiled_partition<32>(cta);
  for (int k = 0, i = blockIdx.x * ROWS_PER_BLOCK; k < ROWS_PER_BLOCK && i < n; k++, i++) {
    if (tile32.meta_group_rank() != k % tile32.meta_group_size())
      continue;
    float rowThreadSum = 0.f;
    for (int j = tile32.thread_rank(); j < n; j += 32)
      // CHECK: jacobi_cg_no_stage_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-11]]{{(,|$)}}
      rowThreadSum += A[i * n + j] * x_shared[j];
    for (int offset = tile32.size() / 2; offset > 0; offset /= 2)
      rowThreadSum += tile32.shfl_down(rowThreadSum, offset);
    if (tile32.thread_rank() == 0) {
      float diag = A[i * n + i];
      xnew[i] = (b_shared[k] - (rowThreadSum - diag * x_shared[i])) / diag;
    }
  }
}
