// @realcode KV-cache int8 quantisation per token and head (inference servers' cache compression): one warp per (token, head) reads the bf16 head vector with 16-byte loads, finds the absmax by shuffles, stores int8 codes and a half scale, and a second kernel dequantises for attention.
// @let T = 1 << 15
// @let H = 32
// @let D = 128
// @buf kv bf16[T * H * D] uniform(-4, 4)
// @buf codes i8[T * H * D] zero
// @buf scales f16[T * H] zero
// @buf restored bf16[T * H * D] zero
// @launch quantize_heads grid(T * H / 8) block(256) args(kv, codes, scales, i32(T * H))
// @launch dequantize_heads grid(T * H / 8) block(256) args(codes, scales, restored, i32(T * H))
// @check codes exact
// @check scales rel=1e-3
// @check restored abs=1e-2 rel=1e-2
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cstdint>

constexpr int kHeadDim = 128;
constexpr int kPerLane = kHeadDim / 32;  // four bf16 = 8 bytes per lane

union Bf16x4 {
  uint2 raw;
  __nv_bfloat162 pair[2];
};

__global__ void quantize_heads(const __nv_bfloat16 *__restrict__ kv, int8_t *__restrict__ codes, __half *__restrict__ scales, int rows) {
  int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32, lane = threadIdx.x & 31;
  if (row >= rows) return;
  Bf16x4 v;
  v.raw = reinterpret_cast<const uint2 *>(kv + size_t(row) * kHeadDim)[lane];
  float x[kPerLane];
  float2 a = __bfloat1622float2(v.pair[0]), b = __bfloat1622float2(v.pair[1]);
  x[0] = a.x, x[1] = a.y, x[2] = b.x, x[3] = b.y;
  float amax = 0.0f;
#pragma unroll
  for (int k = 0; k < kPerLane; ++k) amax = fmaxf(amax, fabsf(x[k]));
  for (int off = 16; off; off >>= 1) amax = fmaxf(amax, __shfl_xor_sync(0xffffffffu, amax, off));
  // The scale is stored in half: quantise with the rounded value, as the
  // dequantiser will see it.
  __half hs = __float2half_rn(amax / 127.0f);
  float s = __half2float(hs);
  float inv = s > 0.0f ? 1.0f / s : 0.0f;
  char4 q;
  q.x = int8_t(max(-127, min(127, __float2int_rn(x[0] * inv))));
  q.y = int8_t(max(-127, min(127, __float2int_rn(x[1] * inv))));
  q.z = int8_t(max(-127, min(127, __float2int_rn(x[2] * inv))));
  q.w = int8_t(max(-127, min(127, __float2int_rn(x[3] * inv))));
  reinterpret_cast<char4 *>(codes + size_t(row) * kHeadDim)[lane] = q;
  if (lane == 0) scales[row] = hs;
}

__global__ void dequantize_heads(const int8_t *__restrict__ codes, const __half *__restrict__ scales, __nv_bfloat16 *__restrict__ out, int rows) {
  int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32, lane = threadIdx.x & 31;
  if (row >= rows) return;
  float s = __half2float(scales[row]);
  char4 q = reinterpret_cast<const char4 *>(codes + size_t(row) * kHeadDim)[lane];
  Bf16x4 v;
  v.pair[0] = __floats2bfloat162_rn(q.x * s, q.y * s);
  v.pair[1] = __floats2bfloat162_rn(q.z * s, q.w * s);
  reinterpret_cast<uint2 *>(out + size_t(row) * kHeadDim)[lane] = v.raw;
}
