// @realcode MXFP8 quantisation as in microscaling training code: each 32-element block of a bf16 row gets a shared power-of-two scale (__nv_fp8_e8m0 from the block's amax over the E4M3 maximum, found with a warp max through __shfl_xor_sync), the elements become __nv_fp8x4_e4m3 quadruples of x / scale, and a dequantise kernel multiplies back (float(scale) * float4(q)); the scales also go through the C API with round-toward-zero for a second, tighter variant.
// @let ROWS = 4096
// @let COLS = 4096
// @buf x bf16[ROWS * COLS] uniform(-40, 40)
// @buf q u32[ROWS * COLS / 4] zero
// @buf scales u8[ROWS * COLS / 32] zero
// @buf scales_rz u8[ROWS * COLS / 32] zero
// @buf deq f32[ROWS * COLS] zero
// @launch mx_quantize grid(ROWS * COLS / 32 / 8) block(256) args(x, q, scales, scales_rz, i32(ROWS * COLS))
// @launch mx_dequantize grid(ROWS * COLS / 4 / 256) block(256) args(q, scales, deq, i32(ROWS * COLS))
// @check q exact
// @check scales exact
// @check scales_rz exact
// @check deq exact
#include <cuda_bf16.h>
#include <cuda_fp8.h>
#include <cuda_runtime.h>

namespace mx {
constexpr int kBlock = 32;
constexpr float kE4M3Max = 448.0f;

// 8 bf16 values per lane: 4 lanes cover one 32-element block.
struct alignas(16) Bf16x8 {
  __nv_bfloat162 v[4];
};

__device__ __forceinline__ float group_max(float v, int width) {
  for (int off = width / 2; off > 0; off >>= 1) v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, off, width));
  return v;
}
}  // namespace mx

__global__ void mx_quantize(const __nv_bfloat16 *__restrict__ x, unsigned *__restrict__ q,
                            __nv_fp8_e8m0 *__restrict__ scales, unsigned char *__restrict__ scales_rz, int n) {
  const int lane_elem = (blockIdx.x * blockDim.x + threadIdx.x) * 8;
  if (lane_elem >= n) return;
  const mx::Bf16x8 in = *reinterpret_cast<const mx::Bf16x8 *>(x + lane_elem);
  float f[8];
#pragma unroll
  for (int k = 0; k < 4; ++k) {
    float2 p = __bfloat1622float2(in.v[k]);
    f[2 * k] = p.x;
    f[2 * k + 1] = p.y;
  }
  float amax = 0.0f;
#pragma unroll
  for (int k = 0; k < 8; ++k) amax = fmaxf(amax, fabsf(f[k]));
  amax = mx::group_max(amax, 4);

  const __nv_fp8_e8m0 scale(amax / mx::kE4M3Max);
  const float inv = 1.0f / float(scale);
  const int block = lane_elem / mx::kBlock;
  if ((threadIdx.x & 3) == 0) {
    scales[block] = scale;
    scales_rz[block] = __nv_cvt_float_to_e8m0(amax / mx::kE4M3Max, __NV_SATFINITE, cudaRoundZero);
  }
  const __nv_fp8x4_e4m3 lo(make_float4(f[0] * inv, f[1] * inv, f[2] * inv, f[3] * inv));
  const __nv_fp8x4_e4m3 hi(make_float4(f[4] * inv, f[5] * inv, f[6] * inv, f[7] * inv));
  reinterpret_cast<uint2 *>(q)[lane_elem / 8] = make_uint2(lo.__x, hi.__x);
}

__global__ void mx_dequantize(const __nv_fp8x4_e4m3 *__restrict__ q, const __nv_fp8_e8m0 *__restrict__ scales,
                              float4 *__restrict__ out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i * 4 >= n) return;
  const float s = static_cast<float>(scales[i * 4 / mx::kBlock]);
  float4 v = static_cast<float4>(q[i]);
  v.x *= s;
  v.y *= s;
  v.z *= s;
  v.w *= s;
  out[i] = v;
}
