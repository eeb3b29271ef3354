// @realcode Float-to-narrow-integer conversions as audio and imaging code writes them, without clamping first: float PCM to int16 with (short)(s * 32768.0f) (a full-scale +1.0 sample and overshoot past it), HDR pixels to 8-bit with (unsigned char)(v * 255.0f) for values above 1, signed 8-bit deltas, and a double depth map to uint16_t millimetres; nvcc converts through a 32-bit integer and keeps the low bits, so out-of-range values wrap rather than saturate, and the outputs are compared bit for bit.
// @let N = 1 << 22
// @buf pcm f32[N] uniform(-1.25, 1.25) set(0, 1.0) set(1, -1.0) set(2, 0.99999)
// @buf hdr f32[N * 3] uniform(-0.5, 300.0)
// @buf depth f64[N] uniform(0, 100)
// @buf out16 i16[N] zero
// @buf rgb u8[N * 3] zero
// @buf delta i8[N] zero
// @buf mm u16[N] zero
// @launch float_to_pcm16 grid(cdiv(N, 256)) block(256) args(pcm, out16, i32(N))
// @launch hdr_to_rgb8 grid(cdiv(N, 256)) block(256) args(hdr, rgb, delta, i32(N))
// @launch depth_to_mm16 grid(cdiv(N, 256)) block(256) args(depth, mm, i32(N))
// @check out16 exact
// @check rgb exact
// @check delta exact
// @check mm exact
#include <cstdint>

__global__ void float_to_pcm16(const float *__restrict__ pcm, short *__restrict__ out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = (short)(pcm[i] * 32768.0f);
}

__global__ void hdr_to_rgb8(const float *__restrict__ hdr, unsigned char *__restrict__ rgb, signed char *__restrict__ delta, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float r = hdr[3 * i], g = hdr[3 * i + 1], b = hdr[3 * i + 2];
  rgb[3 * i] = (unsigned char)(r * 255.0f);
  rgb[3 * i + 1] = (unsigned char)(g * 255.0f);
  rgb[3 * i + 2] = (unsigned char)(b * 255.0f);
  delta[i] = (signed char)(g - r);
}

__global__ void depth_to_mm16(const double *__restrict__ depth, uint16_t *__restrict__ mm, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) mm[i] = (uint16_t)(depth[i] * 1000.0);
}
