// @realcode Row statistics with CUDA 12's multi-warp cooperative-groups tiles: a 512-thread block splits into thread_block_tile<128> (one 128-wide row each) and thread_block_tile<256>; cg::reduce gives each row's sum and max and each half-block's sum, tile.shfl broadcasts the row's first value, tile.any/all flag rows with an outlier or all positive values, and tile.sync() orders a shared-memory neighbour exchange inside each row. A 64-thread-tile kernel centres 64-wide segments the same way.
// @let N = 1 << 24
// @buf x f32[N] uniform(-1, 1)
// @buf row_sum f32[N / 128] zero
// @buf row_max i32[N / 128] zero
// @buf half_sum f32[N / 256] zero
// @buf smooth f32[N] zero
// @buf flags i32[N / 128] zero
// @buf centred f32[N] zero
// @launch row_stats grid(N / 512) block(512) args(x, row_sum, row_max, half_sum, smooth, flags, i32(N))
// @launch centre_segments grid(N / 256) block(256) args(x, centred, i32(N))
// @check row_sum abs=1e-4 rel=1e-5
// @check row_max exact
// @check half_sum abs=1e-4 rel=1e-5
// @check smooth abs=1e-5 rel=1e-5
// @check flags exact
// @check centred abs=1e-5 rel=1e-5
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>

namespace cg = cooperative_groups;

__global__ void __launch_bounds__(512) row_stats(const float *__restrict__ x, float *__restrict__ row_sum,
                                                 int *__restrict__ row_max, float *__restrict__ half_sum,
                                                 float *__restrict__ smooth, int *__restrict__ flags, int n) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<128> row = cg::tiled_partition<128>(block);
  cg::thread_block_tile<256> half = cg::tiled_partition<256>(block);
  __shared__ float vals[512];

  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const float v = i < n ? x[i] : 0.0f;
  vals[threadIdx.x] = v;
  row.sync();
  // Three-point smoothing inside the row, wrapping at its ends.
  const unsigned r = row.thread_rank();
  const unsigned base = threadIdx.x - r;
  const float left = vals[base + ((r + 127) & 127)];
  const float right = vals[base + ((r + 1) & 127)];
  const float first = row.shfl(v, 0u);
  if (i < n)
    smooth[i] = 0.25f * left + 0.5f * v + 0.25f * right - 0.125f * first;

  const float s = cg::reduce(row, v, cg::plus<float>());
  const int q = int(v * 100000.0f);
  const int m = cg::reduce(row, q, cg::greater<int>());
  const int outlier = row.any(v > 0.999f);
  const int positive = row.all(v > 0.0f);
  const float hs = cg::reduce(half, v, cg::plus<float>());

  const int rows = n / 128;
  const int row_id = blockIdx.x * (blockDim.x / 128) + row.meta_group_rank();
  if (r == 0 && row_id < rows) {
    row_sum[row_id] = s;
    row_max[row_id] = m;
    flags[row_id] = outlier * 2 + positive + int(row.meta_group_size()) * 16;
  }
  if (half.thread_rank() == 0)
    half_sum[blockIdx.x * 2 + half.meta_group_rank()] = hs;
}

// 64-wide segments, each centred on its mean.
__global__ void __launch_bounds__(256) centre_segments(const float *__restrict__ x, float *__restrict__ out, int n) {
  auto seg = cg::tiled_partition<64>(cg::this_thread_block());
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const float v = i < n ? x[i] : 0.0f;
  const float mean = cg::reduce(seg, v, cg::plus<float>()) * (1.0f / 64.0f);
  if (i < n)
    out[i] = v - mean;
}
