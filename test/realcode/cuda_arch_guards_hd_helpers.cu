// @realcode __host__ __device__ helpers with the preprocessor guards real libraries use (__CUDA_ARCH__ for device-only paths and the arch level, __CUDACC__ / __NVCC__ to pick CUDA builtins, a HOST_DEVICE macro, __CUDA_ARCH__ >= 800 for the redux path) over a per-row normalisation.
// @let R = 1 << 14
// @let C = 256
// @buf x f32[R * C] uniform(-4, 4)
// @buf y f32[R * C] zero
// @buf flags i32[R] zero
// @launch normalise_rows grid(R) block(256) args(x, y, flags, i32(C))
// @check y abs=1e-5 rel=1e-5
// @check flags exact

#if defined(__CUDACC__) || defined(__NVCC__)
#define HOST_DEVICE __host__ __device__
#define FORCE_INLINE __forceinline__
#else
#define HOST_DEVICE
#define FORCE_INLINE inline
#endif

HOST_DEVICE FORCE_INLINE float fast_rsqrt(float v) {
#ifdef __CUDA_ARCH__
  return rsqrtf(v);
#else
  return 1.0f / sqrtf(v);
#endif
}

HOST_DEVICE FORCE_INLINE int arch_level() {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
  return 90;
#elif defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
  return 80;
#elif defined(__CUDA_ARCH__)
  return 70;
#else
  return 0;
#endif
}

__device__ FORCE_INLINE unsigned warp_count_positive(bool p) {
#if __CUDA_ARCH__ >= 800
  return __reduce_add_sync(0xffffffffu, p ? 1u : 0u);
#else
  return __popc(__ballot_sync(0xffffffffu, p));
#endif
}

__global__ void normalise_rows(const float *__restrict__ x, float *__restrict__ y, int *__restrict__ flags, int cols) {
  __shared__ float partial[8];
  __shared__ unsigned positives[8];
  const float *row = x + (size_t)blockIdx.x * cols;
  float v = threadIdx.x < cols ? row[threadIdx.x] : 0.0f;
  float sq = v * v;
  for (int o = 16; o > 0; o >>= 1) sq += __shfl_xor_sync(0xffffffffu, sq, o);
  unsigned pos = warp_count_positive(v > 0.0f);
  if ((threadIdx.x & 31) == 0) {
    partial[threadIdx.x >> 5] = sq;
    positives[threadIdx.x >> 5] = pos;
  }
  __syncthreads();
  float total = 0.0f;
  unsigned npos = 0;
#pragma unroll
  for (int w = 0; w < 8; ++w) {
    total += partial[w];
    npos += positives[w];
  }
  float scale = fast_rsqrt(total / cols + 1e-6f);
  if (threadIdx.x < cols) y[(size_t)blockIdx.x * cols + threadIdx.x] = v * scale;
  if (threadIdx.x == 0) flags[blockIdx.x] = (int)npos * 100 + arch_level();
}
