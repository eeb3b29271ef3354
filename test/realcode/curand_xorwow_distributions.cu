// @realcode cuRAND XORWOW distributions per thread: curand_uniform, curand_normal (Box-Muller pairs with the kept second value), curand_normal2, curand_log_normal, curand_uniform_double, curand_normal_double, curand_log_normal_double; bit-exact against nvcc.
// @let T = 1 << 16
// @let B = 256
// @buf f u32[T * 8] zero
// @buf d u64[T * 4] zero
// @launch xorwow_distributions grid(T / B) block(B) args(f, d, u64(42))
// @check f exact
// @check d exact
#include <curand_kernel.h>

__global__ void xorwow_distributions(unsigned int *f, unsigned long long *d, unsigned long long seed) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  curandState s;
  curand_init(seed, id, 0, &s);
  float u = curand_uniform(&s);
  float n0 = curand_normal(&s);
  float n1 = curand_normal(&s); // the pair's second value, no new draws
  float n2 = curand_normal(&s);
  float2 p = curand_normal2(&s);
  float ln = curand_log_normal(&s, 0.5f, 0.25f);
  float ln2 = curand_log_normal(&s, 0.5f, 0.25f);
  f[id * 8 + 0] = __float_as_uint(u);
  f[id * 8 + 1] = __float_as_uint(n0);
  f[id * 8 + 2] = __float_as_uint(n1);
  f[id * 8 + 3] = __float_as_uint(n2);
  f[id * 8 + 4] = __float_as_uint(p.x);
  f[id * 8 + 5] = __float_as_uint(p.y);
  f[id * 8 + 6] = __float_as_uint(ln);
  f[id * 8 + 7] = __float_as_uint(ln2);
  double du = curand_uniform_double(&s);
  double dn0 = curand_normal_double(&s);
  double dn1 = curand_normal_double(&s);
  double dl = curand_log_normal_double(&s, -1.0, 0.5);
  d[id * 4 + 0] = __double_as_longlong(du);
  d[id * 4 + 1] = __double_as_longlong(dn0);
  d[id * 4 + 2] = __double_as_longlong(dn1);
  d[id * 4 + 3] = __double_as_longlong(dl);
}
