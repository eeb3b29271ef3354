// @realcode Warp groups of one block synchronising on their own named barriers (__barrier_sync_count(id, threads), PTX barrier.sync id, count), as warp-specialised kernels do: per row of a matrix, warps 0-3 compute the sum and sum of squares of the row's first half in a shared-memory tree synchronised by barrier 1 over 128 threads, while warps 4-7 compute the min and max of the second half synchronised by barrier 2; a whole-block __barrier_sync(0)-style __syncthreads joins them and thread 0 writes the row's mean, variance, min and max.
// @let ROWS = 1 << 14
// @let COLS = 2048
// @buf m f32[ROWS * COLS] uniform(-5, 5)
// @buf stats f32[ROWS * 4] zero
// @launch row_moments grid(ROWS) block(256) args(m, stats, i32(COLS))
// @check stats abs=1e-3 rel=1e-4
#include <cfloat>
#include <cuda_runtime.h>

#define GROUP 128

__global__ void __launch_bounds__(256) row_moments(const float *__restrict__ m, float4 *stats, int cols) {
  __shared__ float s_sum[GROUP], s_sq[GROUP], s_min[GROUP], s_max[GROUP];
  const float *row = m + (size_t)blockIdx.x * cols;
  const int half = cols / 2;
  const bool first = threadIdx.x < GROUP;
  const int t = first ? threadIdx.x : threadIdx.x - GROUP;
  if (first) {
    float s = 0.f, q = 0.f;
    for (int c = t; c < half; c += GROUP) {
      float v = row[c];
      s += v;
      q += v * v;
    }
    s_sum[t] = s;
    s_sq[t] = q;
    __barrier_sync_count(1, GROUP);
    for (int w = GROUP / 2; w > 0; w >>= 1) {
      if (t < w) {
        s_sum[t] += s_sum[t + w];
        s_sq[t] += s_sq[t + w];
      }
      __barrier_sync_count(1, GROUP);
    }
  } else {
    float lo = FLT_MAX, hi = -FLT_MAX;
    for (int c = half + t; c < cols; c += GROUP) {
      float v = row[c];
      lo = fminf(lo, v);
      hi = fmaxf(hi, v);
    }
    s_min[t] = lo;
    s_max[t] = hi;
    __barrier_sync_count(2, GROUP);
    for (int w = GROUP / 2; w > 0; w >>= 1) {
      if (t < w) {
        s_min[t] = fminf(s_min[t], s_min[t + w]);
        s_max[t] = fmaxf(s_max[t], s_max[t + w]);
      }
      __barrier_sync_count(2, GROUP);
    }
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    float mean = s_sum[0] / half;
    stats[blockIdx.x] = make_float4(mean, s_sq[0] / half - mean * mean, s_min[0], s_max[0]);
  }
}
