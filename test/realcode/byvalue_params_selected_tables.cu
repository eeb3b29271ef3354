// @realcode By-value launch-parameter structs read through pointers the kernel picks at run time, as image and signal code does: `const float *m = hd ? p.m709 : p.m601` per pixel (a YUV->RGB matrix chosen by a per-pixel flag), a tap pointer walked with *w++ over an array member, and a lookup that falls back from the struct's table to a global one (`i < p.n ? p.lut : g_lut`, a generic pointer); nvcc reads all of them with ld.param (cvta.param for the generic one) instead of copying the struct to local memory.
// @let N = 1 << 22
// @buf cp f32[28] set(0, 1.164) set(1, 0.0) set(2, 1.596) set(3, 1.164) set(4, -0.392) set(5, -0.813) set(6, 1.164) set(7, 2.017) set(8, 0.0) set(9, 1.164) set(10, 0.0) set(11, 1.793) set(12, 1.164) set(13, -0.213) set(14, -0.533) set(15, 1.164) set(16, 2.112) set(17, 0.0) set(18, 0.0625) set(19, 0.5) set(20, 0.5) set(21, 0.25) set(22, 0.5) set(23, 0.125) set(24, 0.0625) set(25, 0.03125) set(26, 0.015625) set(27, 0.0)
// @buf lp f32[68] uniform(-1, 1) set(64, 0) set(65, 0) set(66, 0) set(67, 0)
// @buf yuv f32[N * 3] uniform(0, 1)
// @buf flags u8[N] uniform(0, 2)
// @buf rgb f32[N * 3] zero
// @buf g_lut f32[256] uniform(-2, 2)
// @buf codes i32[N] uniform(0, 256)
// @buf mapped f32[N] zero
// @launch yuv_to_rgb_selected grid(cdiv(N, 256)) block(256) args(bytes(cp), yuv, flags, rgb, i32(N))
// @launch lut_with_fallback grid(cdiv(N, 256)) block(256) args(bytes(lp), g_lut, codes, mapped, i32(N))
// @check rgb rel=1e-5 abs=1e-6
// @check mapped exact
#include <cstdint>

struct ColorParams {
  float m601[9];
  float m709[9];
  float offs[3];
  float taps[6];
  int ntaps;  // 0: all six
};
static_assert(sizeof(ColorParams) == 112, "28 words");

struct LutParams {
  float lut[64];
  int n;  // 0: the struct's 64 entries
  int pad[3];
};

__global__ void yuv_to_rgb_selected(ColorParams p, const float *__restrict__ yuv, const uint8_t *__restrict__ hd,
                                    float *__restrict__ rgb, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const float *m = hd[i] ? p.m709 : p.m601;
  float y = yuv[3 * i] - p.offs[0], u = yuv[3 * i + 1] - p.offs[1], v = yuv[3 * i + 2] - p.offs[2];
  // A short smoothing of the luma by taps walked through a pointer.
  const float *w = p.taps;
  int nt = p.ntaps > 0 ? p.ntaps : 6;
  float ys = 0.f;
  for (int k = 0; k < nt; ++k) ys += *w++ * yuv[3 * ((i + k) % n)];
  y = 0.75f * y + 0.25f * ys;
#pragma unroll
  for (int c = 0; c < 3; ++c) rgb[3 * i + c] = m[3 * c] * y + m[3 * c + 1] * u + m[3 * c + 2] * v;
}

__global__ void lut_with_fallback(LutParams p, const float *__restrict__ g_lut, const int *__restrict__ codes,
                                  float *__restrict__ out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int c = codes[i];
  int limit = p.n > 0 ? p.n : 64;
  const float *table = c < limit ? p.lut : g_lut;
  out[i] = table[c];
}
