// @realcode TensorRT-LLM-style fused kernels on __nv_bfloat162: packed_type<T> / num_elems<T> traits, cuda_cast<To, From> function-template specialisations (float2 <-> bf162, bf16 -> int8 through __float2int_rn with clamping), cuda_sum / cuda_max overloads, add(a, b) helpers on packed types, a generalised fused residual-add + RMSNorm with per-token dynamic int8 quantisation (scale = max|x| / 127, one block a token, blockReduceSum / blockReduceMax with a static __shared__ array and a "no NaN" flag), residual written back, and the quantised rows plus their float scales as outputs.
// @let TOK = 8192
// @let HID = 4096
// @buf inp bf16[TOK * HID] uniform(-3, 3)
// @buf res bf16[TOK * HID] uniform(-3, 3)
// @buf gamma bf16[HID] uniform(0.5, 1.5)
// @buf q8 i8[TOK * HID] zero
// @buf scales f32[TOK] zero
// @buf res_out bf16[TOK * HID] zero
// @launch tensorrt_llm::kernels::generalLayerNorm<__nv_bfloat16, true> grid(TOK) block(512) shared(HID * 2) args(inp, res, gamma, res_out, q8, scales, f32(1e-6), i32(TOK), i32(HID))
// @check res_out rel=1e-2 abs=1e-2
// @check scales rel=1e-3 abs=1e-5
// @check q8 frac=1e-3 (a bf16 product or the float scale at a rounding edge may round the other way)
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cstdint>

namespace tensorrt_llm {
namespace common {

template <typename T>
struct packed_type;
template <>
struct packed_type<float> {
  using type = float;
};
template <>
struct packed_type<__nv_bfloat16> {
  using type = __nv_bfloat162;
};
template <>
struct packed_type<half> {
  using type = half2;
};

template <typename T>
struct num_elems;
template <>
struct num_elems<float> {
  static constexpr int value = 1;
};
template <>
struct num_elems<__nv_bfloat162> {
  static constexpr int value = 2;
};
template <>
struct num_elems<half2> {
  static constexpr int value = 2;
};

template <typename T, int num>
struct packed_as;
template <typename T>
struct packed_as<T, 1> {
  using type = T;
};
template <>
struct packed_as<float, 2> {
  using type = float2;
};
template <>
struct packed_as<int8_t, 2> {
  using type = char2;
};

template <typename T_OUT, typename T_IN>
__device__ inline T_OUT cuda_cast(T_IN val) {
  return val;
}
template <>
__device__ inline float2 cuda_cast<float2, __nv_bfloat162>(__nv_bfloat162 val) {
  return __bfloat1622float2(val);
}
template <>
__device__ inline __nv_bfloat162 cuda_cast<__nv_bfloat162, float2>(float2 val) {
  return __float22bfloat162_rn(val);
}
template <>
__device__ inline float cuda_cast<float, __nv_bfloat16>(__nv_bfloat16 val) {
  return __bfloat162float(val);
}
template <>
__device__ inline int8_t cuda_cast<int8_t, float>(float val) {
  union {
    int8_t int8[2];
    int16_t int16;
  };
  asm volatile("cvt.rni.sat.s8.f32 %0, %1;" : "=h"(int16) : "f"(val));
  return int8[0];
}
template <>
__device__ inline char2 cuda_cast<char2, float2>(float2 val) {
  union {
    char2 c2;
    int16_t i16;
  };
  c2.x = cuda_cast<int8_t>(val.x);
  c2.y = cuda_cast<int8_t>(val.y);
  (void)i16;
  return c2;
}

__device__ inline float cuda_sum(float2 v) { return v.x + v.y; }
__device__ inline float cuda_max(float2 v) { return fmaxf(v.x, v.y); }
__device__ inline float cuda_abs_max(float2 v) { return fmaxf(fabsf(v.x), fabsf(v.y)); }

template <typename T>
__device__ inline T add(T a, T b) {
  return a + b;
}
template <>
__device__ inline __nv_bfloat162 add(__nv_bfloat162 a, __nv_bfloat162 b) {
  return __hadd2(a, b);
}

template <typename T>
__inline__ __device__ T warpReduceSum(T val) {
#pragma unroll
  for (int mask = 16; mask > 0; mask >>= 1) val = add<T>(val, __shfl_xor_sync(0xffffffff, val, mask, 32));
  return val;
}
template <typename T>
__inline__ __device__ T warpReduceMax(T val) {
#pragma unroll
  for (int mask = 16; mask > 0; mask >>= 1) val = max(val, __shfl_xor_sync(0xffffffff, val, mask, 32));
  return val;
}
template <typename T>
__inline__ __device__ T blockReduceSum(T val) {
  static __shared__ T shared[32];
  int lane = threadIdx.x & 0x1f;
  int wid = threadIdx.x >> 5;
  val = warpReduceSum<T>(val);
  if (lane == 0) shared[wid] = val;
  __syncthreads();
  val = (threadIdx.x < (blockDim.x / 32.f)) ? shared[lane] : (T)(0.0f);
  val = warpReduceSum<T>(val);
  return val;
}
template <typename T>
__inline__ __device__ T blockReduceMax(T val) {
  static __shared__ T shared[32];
  int lane = threadIdx.x & 0x1f;
  int wid = threadIdx.x >> 5;
  val = warpReduceMax(val);
  if (lane == 0) shared[wid] = val;
  __syncthreads();
  val = (threadIdx.x < (blockDim.x / 32.f)) ? shared[lane] : -1e20f;
  val = warpReduceMax(val);
  return val;
}

}  // namespace common

namespace kernels {
using namespace tensorrt_llm::common;

template <typename T, bool DYNAMIC_SCALING>
__global__ void generalLayerNorm(const T *input, const T *residual, const T *gamma, T *residual_out,
                                 int8_t *normed_output_quant, float *dynamic_scale, const float eps, int tokens,
                                 int hidden_dim) {
  constexpr int num_elems_T = num_elems<typename packed_type<T>::type>::value;
  using T_packed = typename packed_type<T>::type;
  using float_packed = typename packed_as<float, num_elems_T>::type;
  using int8_packed = typename packed_as<int8_t, num_elems_T>::type;
  static_assert(num_elems_T == 2, "bf16 rows are processed in pairs");

  extern __shared__ __align__(sizeof(float)) char _shmem[];
  T_packed *shmem = reinterpret_cast<T_packed *>(_shmem);  // the residual-added row, packed

  __shared__ float s_variance;
  const int tidx = threadIdx.x;
  const int bidx = blockIdx.x;
  const int n_elems = hidden_dim / num_elems_T;
  const T_packed *in_p = reinterpret_cast<const T_packed *>(input) + (size_t)bidx * n_elems;
  const T_packed *res_p = reinterpret_cast<const T_packed *>(residual) + (size_t)bidx * n_elems;
  T_packed *res_out_p = reinterpret_cast<T_packed *>(residual_out) + (size_t)bidx * n_elems;
  const T_packed *gamma_p = reinterpret_cast<const T_packed *>(gamma);

  float local_var_sum = 0.0f;
  for (int i = tidx; i < n_elems; i += blockDim.x) {
    T_packed val = add(in_p[i], res_p[i]);
    shmem[i] = val;
    res_out_p[i] = val;
    const float_packed f = cuda_cast<float_packed>(val);
    local_var_sum += cuda_sum(float_packed{f.x * f.x, f.y * f.y});
  }
  const float variance = blockReduceSum(local_var_sum);
  if (threadIdx.x == 0) s_variance = rsqrtf(variance / hidden_dim + eps);
  __syncthreads();

  float abs_max = 0.0f;
  for (int i = tidx; i < n_elems; i += blockDim.x) {
    const float_packed f = cuda_cast<float_packed>(shmem[i]);
    const float_packed g = cuda_cast<float_packed>(gamma_p[i]);
    const T_packed normed = cuda_cast<T_packed>(float_packed{f.x * s_variance * g.x, f.y * s_variance * g.y});
    shmem[i] = normed;
    if (DYNAMIC_SCALING) abs_max = fmaxf(abs_max, cuda_abs_max(cuda_cast<float_packed>(normed)));
  }

  float scale_orig_quant = 1.0f;
  if (DYNAMIC_SCALING) {
    __shared__ float s_scale;
    const float block_max = blockReduceMax(abs_max);
    if (tidx == 0) {
      s_scale = block_max / 127.f;
      dynamic_scale[bidx] = s_scale;
    }
    __syncthreads();
    scale_orig_quant = s_scale > 0.f ? 1.f / s_scale : 0.f;
  }

  int8_packed *q_p = reinterpret_cast<int8_packed *>(normed_output_quant) + (size_t)bidx * n_elems;
  for (int i = tidx; i < n_elems; i += blockDim.x) {
    const float_packed f = cuda_cast<float_packed>(shmem[i]);
    q_p[i] = cuda_cast<int8_packed>(float_packed{f.x * scale_orig_quant, f.y * scale_orig_quant});
  }
  (void)tokens;
}

template __global__ void generalLayerNorm<__nv_bfloat16, true>(const __nv_bfloat16 *, const __nv_bfloat16 *,
                                                               const __nv_bfloat16 *, __nv_bfloat16 *, int8_t *,
                                                               float *, const float, int, int);

}  // namespace kernels
}  // namespace tensorrt_llm
