// @realcode the explicitly rounded arithmetic and conversion intrinsics numerical libraries use for error-free transforms and interval bounds: __fdiv_rn/rz/ru/rd, __fmul_ru/__fmul_rd, __fadd_rz, __fsub_ru, __fmaf_rz/__fmaf_ru, __frcp_rz, __dadd_rn/__dmul_rz/__ddiv_ru/__dsqrt_rd/__fma_rz, conversions __float2uint_ru, __float2ll_rd, __double2ll_rn, __double2float_ru, __ll2float_rd, __ull2double_ru, __int2bfloat16_rn, __half2ushort_rz, __float2half_rd, __uint2float_rz, __double2int_rz, __frsqrt_rn, __fsqrt_ru; all bit-exact.
// @let N = 1 << 22
// @buf a f32[N] uniform(-100, 100)
// @buf b f32[N] uniform(0.01, 50)
// @buf da f64[N] uniform(-1e6, 1e6)
// @buf db f64[N] uniform(0.001, 1000)
// @buf fo f32[N * 12] zero
// @buf dd f64[N * 5] zero
// @buf io i64[N * 8] zero
// @launch rounding_sweep grid(cdiv(N, 256)) block(256) args(a, b, da, db, fo, dd, io, i32(N))
// @check fo exact
// @check dd exact
// @check io exact
#include <cuda_fp16.h>
#include <cuda_bf16.h>

__global__ void rounding_sweep(const float *__restrict__ a, const float *__restrict__ b, const double *__restrict__ da,
                               const double *__restrict__ db, float *__restrict__ fo, double *__restrict__ dd,
                               long long *__restrict__ io, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = a[i], y = b[i];
  double u = da[i], v = db[i];
  float *f = fo + (size_t)i * 12;
  f[0] = __fdiv_rn(x, y);
  f[1] = __fdiv_rz(x, y);
  f[2] = __fdiv_ru(x, y);
  f[3] = __fdiv_rd(x, y);
  f[4] = __fmul_ru(x, y) - __fmul_rd(x, y);
  f[5] = __fadd_rz(x, y * 1e-7f);
  f[6] = __fsub_ru(x, y);
  f[7] = __fmaf_rz(x, y, -x) + __fmaf_ru(x, 1.0f / 3.0f, y);
  f[8] = __frcp_rz(y);
  f[9] = __double2float_ru(u) + __ll2float_rd((long long)(u * 1e9));
  f[10] = __uint2float_rz(0xffffff81u + (unsigned)i) + __bfloat162float(__int2bfloat16_rn(i * 7 - 12345));
  f[11] = __half2float(__float2half_rd(x / 64.f));
  double *d = dd + (size_t)i * 5;
  d[0] = __dadd_rn(u, v * 1e-9);
  d[1] = __dmul_rz(u, v);
  d[2] = __ddiv_ru(u, v);
  d[3] = __dsqrt_rd(v);
  d[4] = __fma_rz(u, v, -u * v) + __ull2double_ru(0xfffffffffffff801ull + (unsigned long long)i);
  long long *o = io + (size_t)i * 8;
  o[0] = __float2uint_ru(fabsf(x) * 1000.f);
  o[1] = __float2ll_rd(x * 1e6f);
  o[2] = __double2ll_rn(u * 12345.5);
  o[3] = __double2int_rz(u / 3.0);
  o[4] = __half2ushort_rz(__float2half(fabsf(x) * 100.f));
  o[5] = __float2int_rn(x * 0.5f) + __float2int_ru(x) * 1000 + __float2int_rd(x) * 1000000;
  o[6] = __double2uint_ru(fabs(u)) ^ __double2ull_rz(v * 1e12);
  o[7] = __float_as_int(__frsqrt_rn(y)) + (long long)__float_as_uint(__fsqrt_ru(y)) * 3;
}
