// @realcode Video colour conversion as decoders' post-processing kernels (NVDEC samples, DALI, FFmpeg filters) write it: an NV12 frame (a full-resolution luma plane and a half-resolution interleaved UV plane, both with a pitch) converted to packed RGBA with BT.709 limited-range coefficients in 10-bit fixed point, each thread producing a 2x2 pixel quad from one UV pair, luma read as uchar2 pairs, results packed with a macro into 32-bit words and stored as uint2; a second kernel does the inverse (RGBA to NV12, averaging the quad's chroma) so the round trip is checked too.
// @let W = 3840
// @let H = 2160
// @let PITCH = 4096
// @buf luma u8[PITCH * H] uniform(16, 236)
// @buf chroma u8[PITCH * H / 2] uniform(16, 241)
// @buf rgba u32[W * H] zero
// @buf luma2 u8[PITCH * H] zero
// @buf chroma2 u8[PITCH * H / 2] zero
// @launch nv12_to_rgba grid(cdiv(W / 2, 32), cdiv(H / 2, 8)) block(32, 8) args(luma, chroma, i32(PITCH), rgba, i32(W), i32(H))
// @launch rgba_to_nv12 grid(cdiv(W / 2, 32), cdiv(H / 2, 8)) block(32, 8) args(rgba, i32(W), i32(H), luma2, chroma2, i32(PITCH))
// @check rgba exact
// @check luma2 exact
// @check chroma2 exact
#include <cstdint>

#define PACK_RGBA(r, g, b, a) ((uint32_t)(r) | ((uint32_t)(g) << 8) | ((uint32_t)(b) << 16) | ((uint32_t)(a) << 24))
#define CLAMP_U8(v) ((v) < 0 ? 0 : ((v) > 255 ? 255 : (v)))

// BT.709 limited range, scaled by 1024: R = 1.164(Y-16) + 1.793(V-128), G = 1.164(Y-16) - 0.213(U-128) - 0.533(V-128),
// B = 1.164(Y-16) + 2.112(U-128).
struct Yuv2Rgb {
  static constexpr int kY = 1192, kRV = 1836, kGU = -218, kGV = -546, kBU = 2163;
};

__device__ __forceinline__ uint32_t yuv_pixel(int y, int u, int v) {
  const int c = Yuv2Rgb::kY * (y - 16) + 512;
  const int r = (c + Yuv2Rgb::kRV * v) >> 10;
  const int g = (c + Yuv2Rgb::kGU * u + Yuv2Rgb::kGV * v) >> 10;
  const int b = (c + Yuv2Rgb::kBU * u) >> 10;
  return PACK_RGBA(CLAMP_U8(r), CLAMP_U8(g), CLAMP_U8(b), 255);
}

__global__ void nv12_to_rgba(const uint8_t *__restrict__ luma, const uint8_t *__restrict__ chroma, int pitch,
                             uint32_t *__restrict__ rgba, int width, int height) {
  const int qx = blockIdx.x * blockDim.x + threadIdx.x, qy = blockIdx.y * blockDim.y + threadIdx.y;
  if (qx >= width / 2 || qy >= height / 2) return;
  const uchar2 uv = *reinterpret_cast<const uchar2 *>(chroma + (size_t)qy * pitch + 2 * qx);
  const int u = uv.x - 128, v = uv.y - 128;
#pragma unroll
  for (int dy = 0; dy < 2; ++dy) {
    const int y = 2 * qy + dy;
    const uchar2 yy = *reinterpret_cast<const uchar2 *>(luma + (size_t)y * pitch + 2 * qx);
    uint2 out;
    out.x = yuv_pixel(yy.x, u, v);
    out.y = yuv_pixel(yy.y, u, v);
    *reinterpret_cast<uint2 *>(rgba + (size_t)y * width + 2 * qx) = out;
  }
}

// Inverse, BT.709 limited range, scaled by 1024 (rounding right shifts).
__device__ __forceinline__ int rgb_to_y(int r, int g, int b) { return ((187 * r + 629 * g + 63 * b + 512) >> 10) + 16; }

__global__ void rgba_to_nv12(const uint32_t *__restrict__ rgba, int width, int height, uint8_t *__restrict__ luma,
                             uint8_t *__restrict__ chroma, int pitch) {
  const int qx = blockIdx.x * blockDim.x + threadIdx.x, qy = blockIdx.y * blockDim.y + threadIdx.y;
  if (qx >= width / 2 || qy >= height / 2) return;
  int rs = 0, gs = 0, bs = 0;
#pragma unroll
  for (int dy = 0; dy < 2; ++dy) {
    const uint2 px = *reinterpret_cast<const uint2 *>(rgba + (size_t)(2 * qy + dy) * width + 2 * qx);
    const uint32_t p[2] = {px.x, px.y};
    uchar2 ys;
#pragma unroll
    for (int dx = 0; dx < 2; ++dx) {
      const int r = p[dx] & 0xff, g = (p[dx] >> 8) & 0xff, b = (p[dx] >> 16) & 0xff;
      rs += r; gs += g; bs += b;
      const int yv = rgb_to_y(r, g, b);
      (dx ? ys.y : ys.x) = (unsigned char)CLAMP_U8(yv);
    }
    *reinterpret_cast<uchar2 *>(luma + (size_t)(2 * qy + dy) * pitch + 2 * qx) = ys;
  }
  // chroma from the quad's average (sums are 4x)
  const int u = ((-103 * rs - 346 * gs + 450 * bs + 2048) >> 12) + 128;
  const int v = ((450 * rs - 409 * gs - 41 * bs + 2048) >> 12) + 128;
  *reinterpret_cast<uchar2 *>(chroma + (size_t)qy * pitch + 2 * qx) =
      make_uchar2((unsigned char)CLAMP_U8(u), (unsigned char)CLAMP_U8(v));
}
