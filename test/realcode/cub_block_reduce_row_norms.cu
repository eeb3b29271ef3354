// @realcode Per-row L2 norm, max-abs and mean of a matrix (PyTorch-extension style, one block per row) with the CUDA toolkit's CUB: cub::BlockReduce<float, 256> Sum and Reduce with a custom functor, TempStorage for two reductions in a __shared__ union reused after __syncthreads(), cub::WarpReduce for a per-warp count, results broadcast through shared memory.
// @let ROWS = 8192
// @let COLS = 3000
// @buf x f32[ROWS * COLS] uniform(-2, 2)
// @buf norms f32[ROWS] zero
// @buf maxabs f32[ROWS] zero
// @buf centered f32[ROWS * COLS] zero
// @buf big i32[ROWS * 8] zero
// @launch row_stats<256> grid(ROWS) block(256) args(x, norms, maxabs, centered, big, i32(COLS))
// @check norms abs=1e-4 rel=1e-5
// @check maxabs exact
// @check centered abs=1e-5 rel=1e-5
// @check big exact
#include <cub/block/block_reduce.cuh>
#include <cub/warp/warp_reduce.cuh>

struct AbsMax {
  __device__ __forceinline__ float operator()(float a, float b) const { return fmaxf(fabsf(a), fabsf(b)); }
};

template <int BLOCK>
__global__ void __launch_bounds__(BLOCK) row_stats(const float *__restrict__ x, float *__restrict__ norms,
                                                   float *__restrict__ maxabs, float *__restrict__ centered,
                                                   int *__restrict__ big, int cols) {
  using BlockReduce = cub::BlockReduce<float, BLOCK>;
  using WarpReduce = cub::WarpReduce<int>;
  __shared__ union {
    typename BlockReduce::TempStorage reduce;
    typename WarpReduce::TempStorage warp[BLOCK / 32];
  } temp;
  __shared__ float s_mean;

  const float *row = x + (size_t)blockIdx.x * cols;
  float sq = 0.f, sum = 0.f, m = 0.f;
  int count = 0;
  for (int c = threadIdx.x; c < cols; c += BLOCK) {
    float v = row[c];
    sq += v * v;
    sum += v;
    m = fmaxf(m, fabsf(v));
    count += fabsf(v) > 1.5f;
  }
  float total_sq = BlockReduce(temp.reduce).Sum(sq);
  __syncthreads();
  float total = BlockReduce(temp.reduce).Sum(sum);
  __syncthreads();
  float block_max = BlockReduce(temp.reduce).Reduce(m, AbsMax());
  if (threadIdx.x == 0) {
    norms[blockIdx.x] = sqrtf(total_sq);
    maxabs[blockIdx.x] = block_max;
    s_mean = total / cols;
  }
  __syncthreads();
  int warp = threadIdx.x / 32;
  int warp_count = WarpReduce(temp.warp[warp]).Sum(count);
  if (threadIdx.x % 32 == 0)
    big[blockIdx.x * (BLOCK / 32) + warp] = warp_count;
  float mean = s_mean;
  for (int c = threadIdx.x; c < cols; c += BLOCK)
    centered[(size_t)blockIdx.x * cols + c] = row[c] - mean;
}

template __global__ void row_stats<256>(const float *, float *, float *, float *, int *, int);
