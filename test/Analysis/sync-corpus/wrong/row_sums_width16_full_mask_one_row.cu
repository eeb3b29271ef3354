// row_sums_shfl_width16_2d_block with the final reduction run by the first
// block row only (`if (ty == 0)`) and the row sums written after it: in a
// 16x16 block that row is lanes 0..15 of warp 0, and the full-mask
// __shfl_xor_sync waits for lanes 16..31 (block row 1), which are still
// running (they store their row sum afterwards) and never arrive.
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define W 16

__device__ __forceinline__ float row_sum16(float v) {
#pragma unroll
  for (int o = W / 2; o > 0; o >>= 1)
    // CHECK: row_sums_width16_full_mask_one_row.cu:[[@LINE+1]]: error warp-mask threads={{[^- ]+}} lanes={{[^ ]+}}
    v += __shfl_xor_sync(0xffffffffu, v, o, W);
  return v;
}

extern "C" __global__ void row_sums_width16_full_mask_one_row(const float *in, float *rows, float *total) {
  __shared__ float part[W];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const float v = in[(blockIdx.x * W + ty) * W + tx];
  const float s = row_sum16(v);
  if (tx == 0) part[ty] = s;
  __syncthreads();
  if (ty == 0) {
    const float t = row_sum16(part[tx]);
    if (tx == 0) total[blockIdx.x] = t;
  }
  if (tx == 0) rows[blockIdx.x * W + ty] = s;
}
