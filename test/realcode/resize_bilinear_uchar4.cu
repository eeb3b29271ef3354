// @realcode Image resize by bilinear interpolation (the NPP/OpenCV-style pixel-centre mapping) on uchar4 RGBA pixels: float source coordinates clamped to the border, four taps read as uchar4, blended in float4 and written back with __float2uint_rn and __saturatef-style clamping; plus an RGBA to luma conversion kernel with the BT.601 weights.
// @let SW = 3000
// @let SH = 2000
// @let DW = 4096
// @let DH = 2731
// @buf src u8[SW * SH * 4] uniform(0, 256)
// @buf dst u8[DW * DH * 4] zero
// @buf luma u8[DW * DH] zero
// @launch resize_bilinear grid(cdiv(DW, 32), cdiv(DH, 8)) block(32, 8) args(src, i32(SW), i32(SH), dst, i32(DW), i32(DH))
// @launch rgba_to_luma grid(cdiv(DW * DH, 256)) block(256) args(dst, luma, i32(DW * DH))
// @check dst exact
// @check luma exact
#include <cuda_runtime.h>

__device__ __forceinline__ float4 to_float4(uchar4 p) { return make_float4(p.x, p.y, p.z, p.w); }

__device__ __forceinline__ unsigned char clamp_u8(float v) {
  return (unsigned char)__float2uint_rn(fminf(fmaxf(v, 0.0f), 255.0f));
}

__global__ void resize_bilinear(const uchar4 *__restrict__ src, int sw, int sh, uchar4 *__restrict__ dst, int dw,
                                int dh) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= dw || y >= dh) return;
  float sx = ((float)x + 0.5f) * ((float)sw / (float)dw) - 0.5f;
  float sy = ((float)y + 0.5f) * ((float)sh / (float)dh) - 0.5f;
  sx = fminf(fmaxf(sx, 0.0f), (float)(sw - 1));
  sy = fminf(fmaxf(sy, 0.0f), (float)(sh - 1));
  int x0 = (int)floorf(sx), y0 = (int)floorf(sy);
  int x1 = min(x0 + 1, sw - 1), y1 = min(y0 + 1, sh - 1);
  float ax = sx - x0, ay = sy - y0;
  float4 p00 = to_float4(src[y0 * sw + x0]), p01 = to_float4(src[y0 * sw + x1]);
  float4 p10 = to_float4(src[y1 * sw + x0]), p11 = to_float4(src[y1 * sw + x1]);
  float4 top, bot, r;
  top.x = p00.x + ax * (p01.x - p00.x); bot.x = p10.x + ax * (p11.x - p10.x); r.x = top.x + ay * (bot.x - top.x);
  top.y = p00.y + ax * (p01.y - p00.y); bot.y = p10.y + ax * (p11.y - p10.y); r.y = top.y + ay * (bot.y - top.y);
  top.z = p00.z + ax * (p01.z - p00.z); bot.z = p10.z + ax * (p11.z - p10.z); r.z = top.z + ay * (bot.z - top.z);
  top.w = p00.w + ax * (p01.w - p00.w); bot.w = p10.w + ax * (p11.w - p10.w); r.w = top.w + ay * (bot.w - top.w);
  dst[y * dw + x] = make_uchar4(clamp_u8(r.x), clamp_u8(r.y), clamp_u8(r.z), clamp_u8(r.w));
}

__global__ void rgba_to_luma(const uchar4 *__restrict__ rgba, unsigned char *__restrict__ luma, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  uchar4 p = rgba[i];
  float y = 0.299f * p.x + 0.587f * p.y + 0.114f * p.z;
  luma[i] = (unsigned char)(__saturatef(y / 255.0f) * 255.0f + 0.5f);
}
