// @realcode Porter-Duff "over" of premultiplied RGBA8 layers onto a canvas with the exact divide-by-255 trick ((x + 128) * 257 >> 16), one uint32 pixel per thread, several layers blended in one pass with per-layer opacity.
// @let W = 4096
// @let H = 4096
// @let LAYERS = 4
// @buf layers u32[LAYERS * W * H] uniform(0, 4294967295)
// @buf opacity u8[LAYERS] uniform(0, 255)
// @buf canvas u32[W * H] uniform(0, 4294967295)
// @launch composite_over grid(cdiv(W * H, 256)) block(256) args(layers, opacity, canvas, i32(W * H), i32(LAYERS))
// @check canvas exact
#include <cstdint>

// x * y / 255 rounded, exact for 8-bit x and y (Blinn's trick).
__device__ __forceinline__ uint32_t mul255(uint32_t x, uint32_t y) {
  uint32_t t = x * y + 128;
  return (t + (t >> 8)) >> 8;
}

union Rgba {
  uint32_t word;
  uint8_t c[4];  // r, g, b, a (little-endian bytes)
};

// A premultiplied source must not exceed its alpha in any colour channel;
// random words are clamped to that first.
__device__ __forceinline__ Rgba premultiplied(uint32_t word, uint32_t opacity) {
  Rgba p;
  p.word = word;
  uint32_t a = mul255(p.c[3], opacity);
#pragma unroll
  for (int k = 0; k < 3; ++k) p.c[k] = uint8_t(min(mul255(p.c[k], opacity), a));
  p.c[3] = uint8_t(a);
  return p;
}

__global__ void composite_over(const uint32_t *__restrict__ layers, const uint8_t *__restrict__ opacity,
                               uint32_t *__restrict__ canvas, int pixels, int nlayers) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= pixels) return;
  Rgba dst;
  dst.word = canvas[i];
  for (int l = 0; l < nlayers; ++l) {
    Rgba src = premultiplied(__ldg(&layers[size_t(l) * pixels + i]), opacity[l]);
    uint32_t keep = 255u - src.c[3];
#pragma unroll
    for (int k = 0; k < 4; ++k) dst.c[k] = uint8_t(min(255u, src.c[k] + mul255(dst.c[k], keep)));
  }
  canvas[i] = dst.word;
}
