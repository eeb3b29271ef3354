// @realcode C-style variadic device helpers as older CUDA code bases keep them: a `__device__ float weighted(int n, ...)` that walks (weight, sample) pairs with va_arg (floats arrive promoted to double, ints as int), a mixed-type `__device__ long long checksum(const char *types, ...)` driven by a format string, and a debug printf behind a flag (never set here); a 5-point stencil built from them.
// @let W = 2048
// @let H = 2048
// @buf img f32[W * H] uniform(0, 1)
// @buf out f32[W * H] zero
// @buf sums i64[W * H] zero
// @launch stencil_variadic grid(W / 32, H / 8) block(32, 8) args(img, out, sums, i32(W), i32(H), i32(0))
// @check out rel=1e-6 abs=1e-6
// @check sums exact
#include <cstdarg>
#include <cstdio>
#include <cuda_runtime.h>

__device__ float weighted(int n, ...) {
  va_list ap;
  va_start(ap, n);
  double acc = 0.0, wsum = 0.0;
  for (int i = 0; i < n; ++i) {
    double w = va_arg(ap, double);  // a float argument is promoted to double
    double x = va_arg(ap, double);
    acc += w * x;
    wsum += w;
  }
  va_end(ap);
  return (float)(acc / wsum);
}

// 'i' int, 'l' long long, 'd' double, 'p' pointer (its low bits).
__device__ long long checksum(const char *types, ...) {
  va_list ap;
  va_start(ap, types);
  long long h = 1469598103934665603ll;
  for (const char *t = types; *t; ++t) {
    long long v = 0;
    switch (*t) {
      case 'i': v = va_arg(ap, int); break;
      case 'l': v = va_arg(ap, long long); break;
      case 'd': v = (long long)(va_arg(ap, double) * 1e6); break;
      case 'p': v = (long long)((unsigned long long)va_arg(ap, const void *) & 0xfff); break;
    }
    h = (h ^ v) * 1099511628211ll;
  }
  va_end(ap);
  return h;
}

__global__ void stencil_variadic(const float *img, float *out, long long *sums, int w, int h, int debug) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  int xm = max(x - 1, 0), xp = min(x + 1, w - 1), ym = max(y - 1, 0), yp = min(y + 1, h - 1);
  float c = img[y * w + x];
  float r = weighted(5, 4.0f, c, 1.0f, img[y * w + xm], 1.0f, img[y * w + xp], 1.0f, img[ym * w + x], 1.0f,
                     img[yp * w + x]);
  out[y * w + x] = r;
  sums[y * w + x] = checksum("iildi", x, y, (long long)x * y, (double)c, x ^ y);
  if (debug) printf("pixel (%d, %d): %f -> %f\n", x, y, c, r);
}
