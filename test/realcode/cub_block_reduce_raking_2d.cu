// @realcode Tile statistics of an image with 2-D thread blocks, the way image and stencil code calls CUB: cub::BlockReduce<double, 16, cub::BLOCK_REDUCE_RAKING, 8> (BLOCK_DIM_X = 16, BLOCK_DIM_Y = 8) summing a 16x8 tile in double, a second raking-commutative-only reduction for the tile maximum, one 16x8 block per tile.
// @let W = 4096
// @let H = 2048
// @buf img f32[W * H] uniform(0, 1)
// @buf tsum f64[(W / 16) * (H / 8)] zero
// @buf tmax f32[(W / 16) * (H / 8)] zero
// @launch tile_stats grid(W / 16, H / 8) block(16, 8) args(img, tsum, tmax, i32(W))
// @check tsum abs=1e-9 rel=1e-12
// @check tmax exact
#include <cub/block/block_reduce.cuh>

struct MaxOp {
  __device__ __forceinline__ float operator()(const float &a, const float &b) const { return a > b ? a : b; }
};

__global__ void __launch_bounds__(128) tile_stats(const float *__restrict__ img, double *__restrict__ tsum,
                                                  float *__restrict__ tmax, int width) {
  using SumReduce = cub::BlockReduce<double, 16, cub::BLOCK_REDUCE_RAKING, 8>;
  using MaxReduce = cub::BlockReduce<float, 16, cub::BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY, 8>;
  __shared__ typename SumReduce::TempStorage sum_temp;
  __shared__ typename MaxReduce::TempStorage max_temp;

  const int x = blockIdx.x * 16 + threadIdx.x;
  const int y = blockIdx.y * 8 + threadIdx.y;
  const float v = img[(size_t)y * width + x];
  // Weighted by position inside the tile so that a wrong thread mapping changes the sum.
  const double w = 1.0 + 0.0625 * threadIdx.x + 0.125 * threadIdx.y;
  double s = SumReduce(sum_temp).Sum(w * (double)v);
  float m = MaxReduce(max_temp).Reduce(v, MaxOp());
  if (threadIdx.x == 0 && threadIdx.y == 0) {
    const int tile = blockIdx.y * gridDim.x + blockIdx.x;
    tsum[tile] = s;
    tmax[tile] = m;
  }
}
