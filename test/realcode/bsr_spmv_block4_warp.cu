// @realcode block-sparse-row (BSR) sparse matrix-vector product as cuSPARSE's bsrmv and FEM/CFD codes with 4 x 4 nodal blocks use it: a block row pointer array, block column indices and dense 4 x 4 blocks stored row-major contiguous; one warp per block row, each group of four lanes works on one nonzero block at a time (lane % 4 is the block row, it dots its row with the 4-vector x slice loaded as a float4 through __ldg), partial sums are reduced across the groups with __shfl_xor_sync at offsets 16, 8 and 4, and lanes 0-3 write y (alpha * A x + beta * y); block column indices are made valid from random data by a setup kernel.
// @let NBR = 1 << 16
// @let MAXNB = 12
// @buf browptr i32[NBR + 1] rowptr(MAXNB)
// @buf bcol i32[NBR * MAXNB] uniform(0, 65536)
// @buf bval f32[NBR * MAXNB * 16] uniform(-1, 1)
// @buf x f32[NBR * 4] uniform(-1, 1)
// @buf y f32[NBR * 4] uniform(-1, 1)
// @launch sort_block_columns grid(cdiv(NBR, 128)) block(128) args(browptr, bcol, i32(NBR))
// @launch bsrmv_4x4_warp grid(NBR / 8) block(256) args(browptr, bcol, bval, x, y, i32(NBR), f32(1.5), f32(-0.5))
// @check bcol exact
// @check y abs=1e-4 rel=1e-5
#include <cstdint>

// Sorted, duplicate-free block columns per block row (insertion sort; duplicates bumped right).
__global__ void sort_block_columns(const int *__restrict__ rowptr, int *__restrict__ col, int nbr) {
  const int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= nbr) return;
  const int b = rowptr[r], e = rowptr[r + 1];
  for (int i = b + 1; i < e; ++i) {
    const int v = col[i];
    int j = i - 1;
    while (j >= b && col[j] > v) {
      col[j + 1] = col[j];
      --j;
    }
    col[j + 1] = v;
  }
  for (int i = b + 1; i < e; ++i)
    if (col[i] <= col[i - 1]) col[i] = min(col[i - 1] + 1, nbr - 1);
}

__global__ void __launch_bounds__(256) bsrmv_4x4_warp(const int *__restrict__ rowptr, const int *__restrict__ col,
                                                      const float *__restrict__ val, const float *__restrict__ x,
                                                      float *__restrict__ y, int nbr, float alpha, float beta) {
  const int brow = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  const int lane = threadIdx.x & 31;
  const int group = lane >> 2, r = lane & 3; // 8 groups of 4 lanes; r: row inside the block
  if (brow >= nbr) return;
  const int b = rowptr[brow], e = rowptr[brow + 1];
  float sum = 0.f;
  for (int k = b + group; k < e; k += 8) {
    const float4 a = __ldg(reinterpret_cast<const float4 *>(val + (size_t)k * 16) + r);
    const float4 xv = __ldg(reinterpret_cast<const float4 *>(x) + col[k]);
    sum += a.x * xv.x + a.y * xv.y + a.z * xv.z + a.w * xv.w;
  }
  sum += __shfl_xor_sync(0xffffffffu, sum, 16);
  sum += __shfl_xor_sync(0xffffffffu, sum, 8);
  sum += __shfl_xor_sync(0xffffffffu, sum, 4);
  if (lane < 4) y[brow * 4 + r] = alpha * sum + beta * y[brow * 4 + r];
}
