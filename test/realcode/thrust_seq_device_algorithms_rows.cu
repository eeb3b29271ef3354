// @realcode Thrust's sequential execution policy inside kernels, as simulation and vision code calls it per thread or per row: thrust::sort(thrust::seq, ...) of a 16-element local window for a median and trimmed mean, thrust::sort_by_key with thrust::greater on (label, score) pairs in registers, thrust::reduce and thrust::transform_reduce with thrust::plus and a functor, thrust::lower_bound / upper_bound on a sorted row for rank counts, and thrust::minmax_element, each on a thread's own data.
// @let NROWS = 1 << 16
// @buf data f32[NROWS * 16] uniform(-100, 100)
// @buf labels i32[NROWS * 8] uniform(0, 1000)
// @buf med f32[NROWS] zero
// @buf trim f32[NROWS] zero
// @buf topl i32[NROWS * 2] zero
// @buf ranks i32[NROWS * 2] zero
// @buf spread f32[NROWS] zero
// @launch row_stats grid(NROWS / 128) block(128) args(data, labels, med, trim, topl, ranks, spread, i32(NROWS))
// The trimmed mean adds 12 sorted values in order and the sum of squares uses a functor whose products may
// fuse; the rest is comparisons and integer counts.
// @check med exact
// @check trim abs=1e-4 rel=1e-6
// @check topl exact
// @check ranks exact
// @check spread abs=1e-3 rel=1e-6
#include <thrust/binary_search.h>
#include <thrust/execution_policy.h>
#include <thrust/extrema.h>
#include <thrust/functional.h>
#include <thrust/reduce.h>
#include <thrust/sort.h>
#include <thrust/transform_reduce.h>

struct squared_deviation {
  float mean;
  __host__ __device__ float operator()(float x) const { return (x - mean) * (x - mean); }
};

__global__ void row_stats(const float* __restrict__ data, const int* __restrict__ labels, float* __restrict__ med, float* __restrict__ trim,
                          int* __restrict__ topl, int* __restrict__ ranks, float* __restrict__ spread, int nrows) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= nrows) return;
  float w[16];
  for (int i = 0; i < 16; ++i) w[i] = data[(size_t)r * 16 + i];
  auto mm = thrust::minmax_element(thrust::seq, w, w + 16);
  float lo = *mm.first, hi = *mm.second;
  thrust::sort(thrust::seq, w, w + 16);
  med[r] = 0.5f * (w[7] + w[8]);
  float mid = thrust::reduce(thrust::seq, w + 2, w + 14, 0.0f, thrust::plus<float>()) / 12.0f;
  trim[r] = mid;
  float ss = thrust::transform_reduce(thrust::seq, w, w + 16, squared_deviation{mid}, 0.0f, thrust::plus<float>());
  spread[r] = sqrtf(ss / 16.0f) + (hi - lo) * 1e-3f;
  // Ranks of zero and of the row's first raw value in the sorted window.
  float first = data[(size_t)r * 16];
  ranks[2 * r] = (int)(thrust::lower_bound(thrust::seq, w, w + 16, 0.0f) - w);
  ranks[2 * r + 1] = (int)(thrust::upper_bound(thrust::seq, w, w + 16, first) - w);
  // The two highest labels and the score that goes with the highest.
  int keys[8];
  float vals[8];
  for (int i = 0; i < 8; ++i) {
    keys[i] = labels[(size_t)r * 8 + i];
    vals[i] = w[2 * i];
  }
  thrust::sort_by_key(thrust::seq, keys, keys + 8, vals, thrust::greater<int>());
  topl[2 * r] = keys[0] * 1000 + keys[1] % 1000;
  topl[2 * r + 1] = (int)vals[0];
}
