// @realcode vLLM's fused_add_rms_norm over half rows with its _f16Vec<scalar_t, width> vector struct (operator+=, operator*=, sum_squares through a _typeConvert<T> trait with __half2float/__float2half_rn and half2 pairs), an enable_if'd vectorised kernel and a scalar fallback, cub::BlockReduce<float, 1024> for the variance, a __shared__ s_variance broadcast, residual updated in place and the normalised row written over the input.
// @let T = 4096
// @let H = 4096
// @buf input f16[T * H] uniform(-2, 2)
// @buf residual f16[T * H] uniform(-2, 2)
// @buf weight f16[H] uniform(0.5, 1.5)
// @buf input2 f16[T * 100] uniform(-2, 2)
// @buf residual2 f16[T * 100] uniform(-2, 2)
// @launch vllm::fused_add_rms_norm_kernel<__half, 8> grid(T) block(512) args(input, residual, weight, f32(1e-6), i32(T), i32(H))
// @launch vllm::fused_add_rms_norm_kernel<__half, 0> grid(T) block(128) args(input2, residual2, weight, f32(1e-6), i32(T), i32(100))
// @check input abs=2e-3 rel=2e-3
// @check residual abs=1e-3 rel=1e-3
// @check input2 abs=2e-3 rel=2e-3
// @check residual2 abs=1e-3 rel=1e-3
#include <cuda_fp16.h>
#include <cub/block/block_reduce.cuh>
#include <cuda/std/functional>
#include <type_traits>

namespace vllm {
template <typename torch_type> struct _typeConvert { static constexpr bool exists = false; };
template <> struct _typeConvert<__half> {
  static constexpr bool exists = true;
  using hip_type = __half;
  using packed_hip_type = __half2;
  __device__ static __forceinline__ float convert(hip_type x) { return __half2float(x); }
  __device__ static __forceinline__ float2 convert(packed_hip_type x) { return __half22float2(x); }
  __device__ static __forceinline__ hip_type convert(float x) { return __float2half_rn(x); }
  __device__ static __forceinline__ packed_hip_type convert(float2 x) { return __float22half2_rn(x); }
};

template <typename scalar_t, int width>
struct alignas(16) _f16Vec {
  static_assert(width > 0 && (width & (width - 1)) == 0, "Width is not a positive power of 2!");
  using Converter = _typeConvert<scalar_t>;
  using T1 = typename Converter::hip_type;
  using T2 = typename Converter::packed_hip_type;
  T1 data[width];

  __device__ _f16Vec &operator+=(const _f16Vec<scalar_t, width> &other) {
#pragma unroll
    for (int i = 0; i < width; i += 2) {
      T2 temp{data[i], data[i + 1]};
      temp += T2{other.data[i], other.data[i + 1]};
      data[i] = temp.x;
      data[i + 1] = temp.y;
    }
    return *this;
  }
  __device__ _f16Vec &operator*=(const _f16Vec<scalar_t, width> &other) {
#pragma unroll
    for (int i = 0; i < width; i += 2) {
      T2 temp{data[i], data[i + 1]};
      temp *= T2{other.data[i], other.data[i + 1]};
      data[i] = temp.x;
      data[i + 1] = temp.y;
    }
    return *this;
  }
  __device__ _f16Vec &operator*=(const float scale) {
#pragma unroll
    for (int i = 0; i < width; i += 2) {
      float2 temp_f = Converter::convert(T2{data[i], data[i + 1]});
      temp_f.x *= scale;
      temp_f.y *= scale;
      T2 temp = Converter::convert(temp_f);
      data[i] = temp.x;
      data[i + 1] = temp.y;
    }
    return *this;
  }
  __device__ float sum_squares() const {
    float result = 0.0f;
#pragma unroll
    for (int i = 0; i < width; i += 2) {
      float2 z = Converter::convert(T2{data[i], data[i + 1]});
      result += z.x * z.x + z.y * z.y;
    }
    return result;
  }
};

template <typename scalar_t, int width>
__global__ std::enable_if_t<(width > 0) && _typeConvert<scalar_t>::exists>
fused_add_rms_norm_kernel(scalar_t *__restrict__ input, scalar_t *__restrict__ residual,
                          const scalar_t *__restrict__ weight, const float epsilon, const int num_tokens,
                          const int hidden_size) {
  static_assert(sizeof(_f16Vec<scalar_t, width>) == sizeof(scalar_t) * width);
  const int vec_hidden_size = hidden_size / width;
  __shared__ float s_variance;
  float variance = 0.0f;
  auto *__restrict__ input_v = reinterpret_cast<_f16Vec<scalar_t, width> *>(input);
  auto *__restrict__ residual_v = reinterpret_cast<_f16Vec<scalar_t, width> *>(residual);
  auto *__restrict__ weight_v = reinterpret_cast<const _f16Vec<scalar_t, width> *>(weight);
  for (int idx = threadIdx.x; idx < vec_hidden_size; idx += blockDim.x) {
    int id = blockIdx.x * vec_hidden_size + idx;
    _f16Vec<scalar_t, width> temp = input_v[id];
    temp += residual_v[id];
    variance += temp.sum_squares();
    residual_v[id] = temp;
  }
  using BlockReduce = cub::BlockReduce<float, 1024>;
  __shared__ typename BlockReduce::TempStorage reduceStore;
  variance = BlockReduce(reduceStore).Reduce(variance, cuda::std::plus<float>(), blockDim.x);
  if (threadIdx.x == 0) s_variance = rsqrtf(variance / hidden_size + epsilon);
  __syncthreads();
  for (int idx = threadIdx.x; idx < vec_hidden_size; idx += blockDim.x) {
    int id = blockIdx.x * vec_hidden_size + idx;
    _f16Vec<scalar_t, width> temp = residual_v[id];
    temp *= s_variance;
    temp *= weight_v[idx];
    input_v[id] = temp;
  }
}

// Scalar fallback: any hidden size.
template <typename scalar_t, int width>
__global__ std::enable_if_t<(width == 0) || !_typeConvert<scalar_t>::exists>
fused_add_rms_norm_kernel(scalar_t *__restrict__ input, scalar_t *__restrict__ residual,
                          const scalar_t *__restrict__ weight, const float epsilon, const int num_tokens,
                          const int hidden_size) {
  __shared__ float s_variance;
  float variance = 0.0f;
  for (int idx = threadIdx.x; idx < hidden_size; idx += blockDim.x) {
    scalar_t z = input[blockIdx.x * hidden_size + idx];
    z += residual[blockIdx.x * hidden_size + idx];
    float x = (float)z;
    variance += x * x;
    residual[blockIdx.x * hidden_size + idx] = z;
  }
  using BlockReduce = cub::BlockReduce<float, 1024>;
  __shared__ typename BlockReduce::TempStorage reduceStore;
  variance = BlockReduce(reduceStore).Reduce(variance, cuda::std::plus<float>(), blockDim.x);
  if (threadIdx.x == 0) s_variance = rsqrtf(variance / hidden_size + epsilon);
  __syncthreads();
  for (int idx = threadIdx.x; idx < hidden_size; idx += blockDim.x) {
    float x = (float)residual[blockIdx.x * hidden_size + idx];
    input[blockIdx.x * hidden_size + idx] = ((scalar_t)(x * s_variance)) * weight[idx];
  }
}
template __global__ void fused_add_rms_norm_kernel<__half, 8>(__half *, __half *, const __half *, float, int, int);
template __global__ void fused_add_rms_norm_kernel<__half, 0>(__half *, __half *, const __half *, float, int, int);
}  // namespace vllm
