// @realcode vLLM's reshape_and_cache_flash with an fp8 KV cache: tokens' keys and values [num_tokens, heads, head_size] scattered into paged caches [num_blocks, block_size, heads, head_size] through an int64 slot_mapping (padding slots of -1 skipped), a Fp8KVCacheDataType template enum choosing between a plain copy and a scaled __nv_fp8_e4m3 conversion (__nv_cvt_float_to_fp8 with saturation), a scaled_convert<Tout, Tin, kv_dt> helper with if constexpr, and the same cache read back by a dequantising gather.
// @let NT = 8192
// @let NH = 8
// @let HS = 128
// @let BS = 16
// @let NBLK = 1040
// @buf key f16[NT * NH * HS] uniform(-4, 4)
// @buf value f16[NT * NH * HS] uniform(-4, 4)
// @buf key_cache u8[NBLK * BS * NH * HS] zero
// @buf value_cache u8[NBLK * BS * NH * HS] zero
// @buf key_cache16 u16[NBLK * BS * NH * HS] zero
// @buf value_cache16 u16[NBLK * BS * NH * HS] zero
// @buf slots i64[NT] iota(3, 2) set(5, -1) set(77, -1) set(4000, -1)
// @buf gathered f32[NT * NH * HS] zero
// @launch vllm::reshape_and_cache_flash_kernel<unsigned short, unsigned char, (vllm::Fp8KVCacheDataType)1> grid(NT) block(512) args(key, value, key_cache, value_cache, slots, i64(NH * HS), i64(NH * HS), i32(NH), i32(HS), i32(BS), f32(0.05), f32(0.04))
// @launch vllm::reshape_and_cache_flash_kernel<unsigned short, unsigned short, (vllm::Fp8KVCacheDataType)0> grid(NT) block(512) args(key, value, key_cache16, value_cache16, slots, i64(NH * HS), i64(NH * HS), i32(NH), i32(HS), i32(BS), f32(1.0), f32(1.0))
// @launch vllm::gather_dequant_kernel grid(NT) block(256) args(key_cache, slots, gathered, i32(NH * HS), f32(0.05))
// @check key_cache exact
// @check value_cache exact
// @check key_cache16 exact
// @check value_cache16 exact
// @check gathered exact
#include <cuda_fp16.h>
#include <cuda_fp8.h>
#include <cstdint>
#include <type_traits>

namespace vllm {
enum class Fp8KVCacheDataType { kAuto = 0, kFp8E4M3 = 1, kFp8E5M2 = 2 };

namespace fp8 {
template <typename Tout, typename Tin>
__inline__ __device__ Tout scaled_vec_conversion(const Tin &x, const float scale, const __nv_fp8_interpretation_t fp8_type) {
  return x;
}
// half bits -> e4m3 byte, divided by the scale, saturated to the finite range.
template <>
__inline__ __device__ uint8_t scaled_vec_conversion<uint8_t, uint16_t>(const uint16_t &a, const float scale,
                                                                       const __nv_fp8_interpretation_t fp8_type) {
  __half_raw tmp;
  tmp.x = a;
  float f = __half2float(tmp) / scale;
  return (uint8_t)__nv_cvt_float_to_fp8(f, __NV_SATFINITE, fp8_type);
}
template <>
__inline__ __device__ float scaled_vec_conversion<float, uint8_t>(const uint8_t &a, const float scale,
                                                                  const __nv_fp8_interpretation_t fp8_type) {
  __half_raw res = __nv_cvt_fp8_to_halfraw(a, fp8_type);
  __half h;
  h = res;
  return __half2float(h) * scale;
}

template <typename Tout, typename Tin, Fp8KVCacheDataType kv_dt>
__inline__ __device__ Tout scaled_convert(const Tin &x, const float scale) {
  if constexpr (kv_dt == Fp8KVCacheDataType::kFp8E4M3) {
    return scaled_vec_conversion<Tout, Tin>(x, scale, __NV_E4M3);
  } else if constexpr (kv_dt == Fp8KVCacheDataType::kFp8E5M2) {
    return scaled_vec_conversion<Tout, Tin>(x, scale, __NV_E5M2);
  } else {
    static_assert(std::is_same_v<Tout, Tin>, "auto cache keeps the element type");
    return x;
  }
}
}  // namespace fp8

template <typename scalar_t, typename cache_t, Fp8KVCacheDataType kv_dt>
__global__ void reshape_and_cache_flash_kernel(const scalar_t *__restrict__ key, const scalar_t *__restrict__ value,
                                               cache_t *__restrict__ key_cache, cache_t *__restrict__ value_cache,
                                               const int64_t *__restrict__ slot_mapping, const int64_t key_stride,
                                               const int64_t value_stride, const int num_heads, const int head_size,
                                               const int block_size, const float k_scale, const float v_scale) {
  const int64_t token_idx = blockIdx.x;
  const int64_t slot_idx = slot_mapping[token_idx];
  if (slot_idx < 0) return;  // padding token
  const int64_t block_idx = slot_idx / block_size;
  const int64_t block_offset = slot_idx % block_size;
  const int n = num_heads * head_size;
  for (int i = threadIdx.x; i < n; i += blockDim.x) {
    const int64_t src_key_idx = token_idx * key_stride + i;
    const int64_t src_value_idx = token_idx * value_stride + i;
    const int head_idx = i / head_size;
    const int head_offset = i % head_size;
    const int64_t tgt = block_idx * block_size * num_heads * head_size + block_offset * num_heads * head_size +
                        head_idx * head_size + head_offset;
    scalar_t tgt_key = key[src_key_idx];
    scalar_t tgt_value = value[src_value_idx];
    key_cache[tgt] = fp8::scaled_convert<cache_t, scalar_t, kv_dt>(tgt_key, k_scale);
    value_cache[tgt] = fp8::scaled_convert<cache_t, scalar_t, kv_dt>(tgt_value, v_scale);
  }
}
template __global__ void reshape_and_cache_flash_kernel<uint16_t, uint8_t, Fp8KVCacheDataType::kFp8E4M3>(
    const uint16_t *, const uint16_t *, uint8_t *, uint8_t *, const int64_t *, int64_t, int64_t, int, int, int, float, float);
template __global__ void reshape_and_cache_flash_kernel<uint16_t, uint16_t, Fp8KVCacheDataType::kAuto>(
    const uint16_t *, const uint16_t *, uint16_t *, uint16_t *, const int64_t *, int64_t, int64_t, int, int, int, float, float);

// Reads each token's row back out of the fp8 cache (a padding slot leaves its row zero).
__global__ void gather_dequant_kernel(const uint8_t *__restrict__ cache, const int64_t *__restrict__ slot_mapping,
                                      float *__restrict__ out, int row, float scale) {
  const int64_t slot = slot_mapping[blockIdx.x];
  if (slot < 0) return;
  for (int i = threadIdx.x; i < row; i += blockDim.x)
    out[(int64_t)blockIdx.x * row + i] =
        fp8::scaled_convert<float, uint8_t, Fp8KVCacheDataType::kFp8E4M3>(cache[slot * row + i], scale);
}
}  // namespace vllm
