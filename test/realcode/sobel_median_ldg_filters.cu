// @realcode Texture-free image filters in the style of image-processing samples: a 3x3 median via a min/max exchange network in registers, a Sobel gradient magnitude and direction bin, and a separable 5-tap blur, all reading through const __restrict__ pointers and __ldg with clamped borders, 2-D blocks, and #pragma unroll with explicit counts.
// @let W = 4096
// @let H = 2048
// @buf img u8[W * H] uniform(0, 256)
// @buf med u8[W * H] zero
// @buf mag f32[W * H] zero
// @buf dir u8[W * H] zero
// @buf tmp f32[W * H] zero
// @buf blur f32[W * H] zero
// @launch median3x3 grid(cdiv(W, 32), cdiv(H, 8)) block(32, 8) args(img, med, i32(W), i32(H))
// @launch sobel grid(cdiv(W, 32), cdiv(H, 8)) block(32, 8) args(med, mag, dir, i32(W), i32(H))
// @launch blur_rows grid(cdiv(W, 32), cdiv(H, 8)) block(32, 8) args(mag, tmp, i32(W), i32(H))
// @launch blur_cols grid(cdiv(W, 32), cdiv(H, 8)) block(32, 8) args(tmp, blur, i32(W), i32(H))
// @check med exact
// @check mag abs=1e-3 rel=1e-5
// @check dir frac=1e-4 (an angle on a bin edge may round to either side)
// @check blur abs=1e-3 rel=1e-5
#include <cuda_runtime.h>

__device__ __forceinline__ int clampi(int v, int lo, int hi) { return v < lo ? lo : (v > hi ? hi : v); }

__device__ __forceinline__ void sort2(unsigned &a, unsigned &b) {
  unsigned lo = min(a, b), hi = max(a, b);
  a = lo;
  b = hi;
}

__global__ void median3x3(const unsigned char *__restrict__ src, unsigned char *__restrict__ dst,
                          int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h)
    return;
  unsigned p[9];
#pragma unroll 3
  for (int dy = -1; dy <= 1; ++dy) {
#pragma unroll
    for (int dx = -1; dx <= 1; ++dx)
      p[(dy + 1) * 3 + dx + 1] = __ldg(&src[clampi(y + dy, 0, h - 1) * w + clampi(x + dx, 0, w - 1)]);
  }
  // The classic 19-exchange median-of-9 network.
  sort2(p[1], p[2]); sort2(p[4], p[5]); sort2(p[7], p[8]);
  sort2(p[0], p[1]); sort2(p[3], p[4]); sort2(p[6], p[7]);
  sort2(p[1], p[2]); sort2(p[4], p[5]); sort2(p[7], p[8]);
  sort2(p[0], p[3]); sort2(p[5], p[8]); sort2(p[4], p[7]);
  sort2(p[3], p[6]); sort2(p[1], p[4]); sort2(p[2], p[5]);
  sort2(p[4], p[7]); sort2(p[4], p[2]); sort2(p[6], p[4]);
  sort2(p[4], p[2]);
  dst[y * w + x] = (unsigned char)p[4];
}

__global__ void sobel(const unsigned char *__restrict__ src, float *__restrict__ magnitude,
                      unsigned char *__restrict__ direction, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h)
    return;
  const int kx[3][3] = {{-1, 0, 1}, {-2, 0, 2}, {-1, 0, 1}};
  const int ky[3][3] = {{-1, -2, -1}, {0, 0, 0}, {1, 2, 1}};
  int gx = 0, gy = 0;
#pragma unroll
  for (int j = 0; j < 3; ++j)
#pragma unroll
    for (int i = 0; i < 3; ++i) {
      int v = __ldg(src + clampi(y + j - 1, 0, h - 1) * w + clampi(x + i - 1, 0, w - 1));
      gx += kx[j][i] * v;
      gy += ky[j][i] * v;
    }
  float fx = (float)gx, fy = (float)gy;
  magnitude[y * w + x] = sqrtf(fx * fx + fy * fy);
  float angle = atan2f(fy, fx); // [-pi, pi]
  int bin = (int)floorf((angle + 3.14159265f) * (8.0f / 6.2831853f));
  direction[y * w + x] = (unsigned char)(bin & 7);
}

__constant__ float c_taps[5] = {0.0625f, 0.25f, 0.375f, 0.25f, 0.0625f};

__global__ void blur_rows(const float *__restrict__ src, float *__restrict__ dst, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h)
    return;
  float acc = 0.0f;
#pragma unroll 5
  for (int t = -2; t <= 2; ++t)
    acc += c_taps[t + 2] * __ldg(&src[y * w + clampi(x + t, 0, w - 1)]);
  dst[y * w + x] = acc;
}

__global__ void blur_cols(const float *__restrict__ src, float *__restrict__ dst, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h)
    return;
  float acc = 0.0f;
#pragma unroll 5
  for (int t = -2; t <= 2; ++t)
    acc += c_taps[t + 2] * __ldg(&src[clampi(y + t, 0, h - 1) * w + x]);
  dst[y * w + x] = acc;
}
