// @realcode tiny-cuda-nn / instant-ngp style multiresolution hash encoding: a tcnn::vec<T, N> aggregate with operator[] and a templated fma, template <typename T, uint32_t N_POS_DIMS, uint32_t N_FEATURES_PER_LEVEL> kernels with one level per blockIdx.y, a GridOffsetTable struct passed by value, a constexpr prime table inside fast_hash, a capturing lambda that reads a whole vec<__half, 2> feature through a pointer cast, pos_fract with std::floor-like floorf, __half accumulation, and the backward pass scattering float gradients with atomicAdd.
// @let NE = 1 << 20
// @let L = 16
// @let T = 1 << 19
// @buf positions f32[3 * NE] uniform(0, 1)
// @buf offsets u32[18] zero set(1, 524288) set(2, 1048576) set(3, 1572864) set(4, 2097152) set(5, 2621440) set(6, 3145728) set(7, 3670016) set(8, 4194304) set(9, 4718592) set(10, 5242880) set(11, 5767168) set(12, 6291456) set(13, 6815744) set(14, 7340032) set(15, 7864320) set(16, 8388608) set(17, 17)
// @buf grid f16[L * T * 2] uniform(-0.1, 0.1)
// @buf encoded f16[L * 2 * NE] zero
// @buf dL_dy f32[L * 2 * NE] uniform(-1, 1)
// @buf grid_grad f32[L * T * 2] zero
// @launch tcnn::kernel_grid<__half, 3, 2> grid(cdiv(NE, 256), L) block(256) args(u32(NE), u32(L * 2), bytes(offsets), u32(16), f32(0.4), positions, grid, encoded)
// @launch tcnn::kernel_grid_backward<__half, 3, 2> grid(cdiv(NE, 256), L) block(256) args(u32(NE), u32(L * 2), bytes(offsets), u32(16), f32(0.4), positions, dL_dy, grid_grad)
// @check encoded abs=2e-3 rel=2e-3
// @check grid_grad abs=1e-3 rel=1e-4
#include <cstdint>
#include <cuda_fp16.h>

namespace tcnn {

#define TCNN_HOST_DEVICE __host__ __device__

template <typename T, uint32_t N> struct vec {
  T elems[N];
  TCNN_HOST_DEVICE T &operator[](uint32_t idx) { return elems[idx]; }
  TCNN_HOST_DEVICE const T &operator[](uint32_t idx) const { return elems[idx]; }
};

template <uint32_t N> using uvec = vec<uint32_t, N>;

template <typename T, uint32_t N> TCNN_HOST_DEVICE vec<T, N> fma(T a, const vec<T, N> &b, const vec<T, N> &c) {
  vec<T, N> r;
#pragma unroll
  for (uint32_t i = 0; i < N; ++i) r[i] = a * b[i] + c[i];
  return r;
}

static constexpr uint32_t MAX_N_LEVELS = 16;
struct GridOffsetTable {
  uint32_t data[MAX_N_LEVELS + 1] = {};
  uint32_t size = 0;
};

template <uint32_t N_DIMS> __device__ uint32_t fast_hash(const uvec<N_DIMS> &pos_grid) {
  static_assert(N_DIMS <= 7, "fast_hash can only hash up to 7 dimensions.");
  // Large primes; the first is 1 for better cache coherence.
  constexpr uint32_t primes[7] = {1u, 2654435761u, 805459861u, 3674653429u, 2097192037u, 1434869437u, 2165219737u};
  uint32_t result = 0;
#pragma unroll
  for (uint32_t i = 0; i < N_DIMS; ++i) result ^= pos_grid[i] * primes[i];
  return result;
}

template <uint32_t N_DIMS, uint32_t N_FEATURES_PER_LEVEL>
__device__ uint32_t grid_index(const uint32_t hashmap_size, const uint32_t grid_resolution, const uvec<N_DIMS> &pos_grid) {
  uint32_t stride = 1;
  uint32_t index = 0;
  // Dense indexing while the grid fits the table, hashing once it does not.
#pragma unroll
  for (uint32_t dim = 0; dim < N_DIMS && stride <= hashmap_size; ++dim) {
    index += pos_grid[dim] * stride;
    stride *= grid_resolution;
  }
  if (hashmap_size < stride) index = fast_hash<N_DIMS>(pos_grid);
  return index % hashmap_size;
}

__device__ inline float grid_scale(uint32_t level, float log2_per_level_scale, uint32_t base_resolution) {
  return exp2f(level * log2_per_level_scale) * base_resolution - 1.0f;
}

__device__ inline uint32_t grid_resolution(float scale) { return (uint32_t)ceilf(scale) + 1; }

__device__ inline void pos_fract(const float input, float *pos, uint32_t *pos_grid, float scale) {
  *pos = input * scale + 0.5f;
  float tmp = floorf(*pos);
  *pos_grid = (uint32_t)(int)tmp;
  *pos -= tmp;
}

template <typename T, uint32_t N_POS_DIMS, uint32_t N_FEATURES_PER_LEVEL>
__global__ void kernel_grid(const uint32_t num_elements, const uint32_t num_grid_features, const GridOffsetTable offset_table,
                            const uint32_t base_resolution, const float log2_per_level_scale,
                            const float *__restrict__ positions, const T *__restrict__ grid, T *__restrict__ encoded_positions) {
  const uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= num_elements) return;

  const uint32_t level = blockIdx.y;
  grid += offset_table.data[level] * N_FEATURES_PER_LEVEL;
  const uint32_t hashmap_size = offset_table.data[level + 1] - offset_table.data[level];
  const float scale = grid_scale(level, log2_per_level_scale, base_resolution);
  const uint32_t resolution = grid_resolution(scale);

  float pos[N_POS_DIMS];
  uvec<N_POS_DIMS> pos_grid;
#pragma unroll
  for (uint32_t dim = 0; dim < N_POS_DIMS; ++dim)
    pos_fract(positions[i + dim * num_elements], &pos[dim], &pos_grid[dim], scale);

  auto grid_val = [&](const uvec<N_POS_DIMS> &local_pos) {
    const uint32_t index = grid_index<N_POS_DIMS, N_FEATURES_PER_LEVEL>(hashmap_size, resolution, local_pos) * N_FEATURES_PER_LEVEL;
    return *(const vec<T, N_FEATURES_PER_LEVEL> *)&grid[index];
  };

  vec<T, N_FEATURES_PER_LEVEL> result = {};
#pragma unroll
  for (uint32_t idx = 0; idx < (1 << N_POS_DIMS); ++idx) {
    float weight = 1;
    uvec<N_POS_DIMS> pos_grid_local;
#pragma unroll
    for (uint32_t dim = 0; dim < N_POS_DIMS; ++dim) {
      if ((idx & (1 << dim)) == 0) {
        weight *= 1 - pos[dim];
        pos_grid_local[dim] = pos_grid[dim];
      } else {
        weight *= pos[dim];
        pos_grid_local[dim] = pos_grid[dim] + 1;
      }
    }
    result = fma((T)weight, grid_val(pos_grid_local), result);
  }

#pragma unroll
  for (uint32_t f = 0; f < N_FEATURES_PER_LEVEL; ++f)
    encoded_positions[i + (level * N_FEATURES_PER_LEVEL + f) * num_elements] = result[f];
}

template <typename T, uint32_t N_POS_DIMS, uint32_t N_FEATURES_PER_LEVEL>
__global__ void kernel_grid_backward(const uint32_t num_elements, const uint32_t num_grid_features,
                                     const GridOffsetTable offset_table, const uint32_t base_resolution,
                                     const float log2_per_level_scale, const float *__restrict__ positions,
                                     const float *__restrict__ dL_dy, float *__restrict__ grid_gradient) {
  const uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= num_elements) return;

  const uint32_t level = blockIdx.y;
  grid_gradient += offset_table.data[level] * N_FEATURES_PER_LEVEL;
  const uint32_t hashmap_size = offset_table.data[level + 1] - offset_table.data[level];
  const float scale = grid_scale(level, log2_per_level_scale, base_resolution);
  const uint32_t resolution = grid_resolution(scale);

  float pos[N_POS_DIMS];
  uvec<N_POS_DIMS> pos_grid;
#pragma unroll
  for (uint32_t dim = 0; dim < N_POS_DIMS; ++dim)
    pos_fract(positions[i + dim * num_elements], &pos[dim], &pos_grid[dim], scale);

  vec<float, N_FEATURES_PER_LEVEL> grad;
#pragma unroll
  for (uint32_t f = 0; f < N_FEATURES_PER_LEVEL; ++f)
    grad[f] = dL_dy[i + (level * N_FEATURES_PER_LEVEL + f) * num_elements];

  auto add_grid_gradient = [&](const uvec<N_POS_DIMS> &local_pos, const vec<float, N_FEATURES_PER_LEVEL> &g, const float weight) {
    uint32_t index = grid_index<N_POS_DIMS, N_FEATURES_PER_LEVEL>(hashmap_size, resolution, local_pos) * N_FEATURES_PER_LEVEL;
#pragma unroll
    for (uint32_t f = 0; f < N_FEATURES_PER_LEVEL; ++f) atomicAdd(&grid_gradient[index + f], weight * g[f]);
  };

#pragma unroll
  for (uint32_t idx = 0; idx < (1 << N_POS_DIMS); ++idx) {
    float weight = 1;
    uvec<N_POS_DIMS> pos_grid_local;
#pragma unroll
    for (uint32_t dim = 0; dim < N_POS_DIMS; ++dim) {
      if ((idx & (1 << dim)) == 0) {
        weight *= 1 - pos[dim];
        pos_grid_local[dim] = pos_grid[dim];
      } else {
        weight *= pos[dim];
        pos_grid_local[dim] = pos_grid[dim] + 1;
      }
    }
    add_grid_gradient(pos_grid_local, grad, weight);
  }
}

template __global__ void kernel_grid<__half, 3, 2>(const uint32_t, const uint32_t, const GridOffsetTable, const uint32_t,
                                                   const float, const float *__restrict__, const __half *__restrict__,
                                                   __half *__restrict__);
template __global__ void kernel_grid_backward<__half, 3, 2>(const uint32_t, const uint32_t, const GridOffsetTable,
                                                            const uint32_t, const float, const float *__restrict__,
                                                            const float *__restrict__, float *__restrict__);

} // namespace tcnn
