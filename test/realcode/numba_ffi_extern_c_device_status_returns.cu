// @realcode Device functions written for Numba's CUDA FFI (cuda.declare_device), with the driver kernels a test harness would add: extern "C" __device__ functions in Numba's calling convention (an int status return, the result through a leading T* return_value pointer, then the arguments by value), some __noinline__ so the result pointer is a real local address handed across a call, a status chain that skips later steps once one reports an error, a complex result returned as two floats through two pointers, a (double, int) pair through a struct pointer, and kernels that accumulate the results and count the non-zero statuses with atomicAdd.
// @let N = 1 << 21
// @buf x f32[N] uniform(-4, 4)
// @buf y f32[N] uniform(0, 3)
// @buf out f32[N] zero
// @buf cre f32[N] zero
// @buf cim f32[N] zero
// @buf dout f64[N] zero
// @buf errs u32[4] zero
// @launch numba_ffi_driver grid(cdiv(N, 256)) block(256) args(x, y, out, cre, cim, dout, errs, i32(N))
// @check out abs=1e-5 rel=1e-5
// @check cre abs=1e-5 rel=1e-5
// @check cim abs=1e-5 rel=1e-5
// @check dout abs=1e-9 rel=1e-9
// @check errs exact
#include <cstdint>

struct dbl_int { double d; int i; };

extern "C" __device__ int clipped_log(float *return_value, float x) {
  if (!(x > 0.0f)) { *return_value = 0.0f; return 1; }
  *return_value = logf(x);
  return 0;
}

extern "C" __device__ __noinline__ int hypot_scaled(float *return_value, float a, float b, float scale) {
  *return_value = scale * hypotf(a, b);
  return 0;
}

extern "C" __device__ __noinline__ int cmul_polar(float *re, float *im, float r, float theta) {
  float s, c;
  sincosf(theta, &s, &c);
  *re = r * c;
  *im = r * s;
  return r < 0.0f ? 2 : 0;
}

extern "C" __device__ __noinline__ int frexp_pair(dbl_int *return_value, double v) {
  int e = 0;
  return_value->d = frexp(v, &e);
  return_value->i = e;
  return v == 0.0 ? 3 : 0;
}

extern "C" __device__ int chain(float *return_value, float x, float y) {
  float l, h;
  int status = clipped_log(&l, x);
  if (status) return status;
  status = hypot_scaled(&h, l, y, 0.5f);
  if (status) return status;
  *return_value = h - l;
  return 0;
}

extern "C" __global__ void numba_ffi_driver(const float *x, const float *y, float *out, float *cre, float *cim, double *dout, unsigned int *errs, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float r;
  int s1 = chain(&r, x[i], y[i]);
  out[i] = s1 ? -1.0f : r;
  float re, im;
  int s2 = cmul_polar(&re, &im, y[i] - 1.0f, x[i]);
  cre[i] = re;
  cim[i] = im;
  dbl_int p;
  int s3 = frexp_pair(&p, (double)x[i] * (double)y[i]);
  dout[i] = p.d + p.i;
  if (s1) atomicAdd(&errs[0], 1u);
  if (s2) atomicAdd(&errs[1], 1u);
  if (s3) atomicAdd(&errs[2], 1u);
  if (s1 | s2 | s3) atomicAdd(&errs[3], 1u);
}
