// Bit intrinsics, integer min/max/abs overloads, bit casts and __ldg.
#include <stdint.h>

extern "C" __global__ void bit_intrinsics(const unsigned* a, const unsigned long long* b, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned x = __ldg(a + i);
  unsigned long long y = __ldg(b + i);
  int* o = out + 16 * i;
  o[0] = __popc(x);
  o[1] = __popcll(y);
  o[2] = __clz((int)x);
  o[3] = __clzll((long long)y);
  o[4] = __ffs((int)x);
  o[5] = __ffsll((long long)y);
  o[6] = (int)__brev(x);
  o[7] = (int)(__brevll(y) >> 32);
  o[8] = (int)__umulhi(x, 0x9E3779B9u);
  o[9] = __mulhi((int)x, -123456789);
  o[10] = (int)(__umul64hi(y, 0x9E3779B97F4A7C15ull) >> 7);
  o[11] = (int)__mul64hi((long long)y, -987654321987LL);
  o[12] = abs((int)x) ^ (int)(llabs((long long)y) >> 20);
  o[13] = __float_as_int(__int_as_float((int)x)) == (int)x;
  o[14] = (int)__float_as_uint((float)(x & 0xffff) * 0.5f);
  o[15] = (int)(__double_as_longlong(__longlong_as_double((long long)y)) == (long long)y);
}

extern "C" __global__ void min_max(const int* a, const int* b, const float* f, const double* d, long long* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int x = a[i], y = b[i];
  unsigned ux = (unsigned)x, uy = (unsigned)y;
  long long lx = (long long)x * 100000, ly = (long long)y * 99999;
  unsigned long long ulx = (unsigned long long)lx, uly = (unsigned long long)ly;
  long long* o = out + 12 * i;
  o[0] = min(x, y);
  o[1] = max(x, y);
  o[2] = min(ux, uy);
  o[3] = max(ux, uy);
  o[4] = min(lx, ly);
  o[5] = max(lx, ly);
  o[6] = (long long)min(ulx, uly);
  o[7] = (long long)max(ulx, uly);
  o[8] = min(x, uy);  // mixed: unsigned comparison, as in CUDA
  o[9] = (long long)(min(f[i], 0.25f) * 1024.0f) + (long long)(max(f[i], -0.25f) * 1024.0f);
  o[10] = (long long)(min(d[i], 0.5) * 65536.0) + (long long)(max(d[i], -0.5) * 65536.0);
  o[11] = umin(ux, uy) + (long long)umax(ux, uy) + llmin(lx, ly) + llmax(lx, ly);
}
