// @realcode Histogram-of-oriented-gradients features: central-difference gradients of an 8-bit image (uchar loads through __ldg), unsigned orientation in [0, 180) from atan2f with bilinear voting into 9 bins, one warp per 8 x 8 cell (each lane two pixels) keeping its votes in a register array and combining them with __shfl_down_sync, then 2 x 2 block normalisation (L2-Hys with clipping at 0.2) in a second kernel.
// @let W = 2048
// @let H = 2048
// @buf img u8[W * H] uniform(0, 256)
// @buf cells f32[(W / 8) * (H / 8) * 9] zero
// @buf blocks f32[(W / 8 - 1) * (H / 8 - 1) * 36] zero
// @launch hog_cells grid((W / 8) * (H / 8) / 8) block(256) args(img, cells, i32(W), i32(H))
// @launch hog_blocks grid(cdiv((W / 8 - 1) * (H / 8 - 1), 128)) block(128) args(cells, blocks, i32(W / 8), i32(H / 8))
// @check cells abs=1e-3 rel=1e-4
// @check blocks abs=1e-5 rel=1e-4
#include <cuda_runtime.h>
#include <math_constants.h>

constexpr int kBins = 9;

__global__ void hog_cells(const unsigned char *__restrict__ img, float *__restrict__ cells, int w, int h) {
  const int warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  const int lane = threadIdx.x & 31;
  const int cells_x = w / 8;
  if (warp >= cells_x * (h / 8)) return;
  const int cx = warp % cells_x, cy = warp / cells_x;
  float bins[kBins];
#pragma unroll
  for (int b = 0; b < kBins; ++b) bins[b] = 0.0f;
#pragma unroll
  for (int r = 0; r < 2; ++r) {
    const int p = lane * 2 + r;
    const int x = cx * 8 + (p & 7), y = cy * 8 + (p >> 3);
    const int xl = max(x - 1, 0), xr = min(x + 1, w - 1), yu = max(y - 1, 0), yd = min(y + 1, h - 1);
    const float gx = static_cast<float>(__ldg(img + y * w + xr)) - static_cast<float>(__ldg(img + y * w + xl));
    const float gy = static_cast<float>(__ldg(img + yd * w + x)) - static_cast<float>(__ldg(img + yu * w + x));
    const float mag = sqrtf(gx * gx + gy * gy);
    float ang = atan2f(gy, gx) * (180.0f / CUDART_PI_F);
    if (ang < 0.0f) ang += 180.0f;
    if (ang >= 180.0f) ang -= 180.0f;
    const float pos = ang / 20.0f - 0.5f;
    int b0 = static_cast<int>(floorf(pos));
    const float frac = pos - b0;
    int b1 = b0 + 1;
    b0 = (b0 + kBins) % kBins;
    b1 = b1 % kBins;
#pragma unroll
    for (int b = 0; b < kBins; ++b) bins[b] += (b == b0 ? (1.0f - frac) * mag : 0.0f) + (b == b1 ? frac * mag : 0.0f);
  }
#pragma unroll
  for (int b = 0; b < kBins; ++b)
#pragma unroll
    for (int o = 16; o > 0; o >>= 1) bins[b] += __shfl_down_sync(0xffffffffu, bins[b], o);
  if (lane == 0) {
#pragma unroll
    for (int b = 0; b < kBins; ++b) cells[warp * kBins + b] = bins[b];
  }
}

__global__ void hog_blocks(const float *__restrict__ cells, float *__restrict__ blocks, int cw, int ch) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int bw = cw - 1;
  if (i >= bw * (ch - 1)) return;
  const int bx = i % bw, by = i / bw;
  float v[4 * kBins];
  float ss = 1e-6f;
#pragma unroll
  for (int c = 0; c < 4; ++c) {
    const float *cell = cells + ((by + (c >> 1)) * cw + bx + (c & 1)) * kBins;
#pragma unroll
    for (int b = 0; b < kBins; ++b) { v[c * kBins + b] = cell[b]; ss += cell[b] * cell[b]; }
  }
  float inv = rsqrtf(ss), ss2 = 1e-6f;
#pragma unroll
  for (int k = 0; k < 4 * kBins; ++k) { v[k] = fminf(v[k] * inv, 0.2f); ss2 += v[k] * v[k]; }
  inv = rsqrtf(ss2);
#pragma unroll
  for (int k = 0; k < 4 * kBins; ++k) blocks[static_cast<size_t>(i) * 4 * kBins + k] = v[k] * inv;
}
