// @realcode Global extrema and an argmin key with libcu++ atomics on floating point: cuda::atomic_ref<float>::fetch_min/fetch_max and cuda::atomic_ref<double>::fetch_max (compare-and-swap loops inside libcu++), plus a 64-bit packed (orderable value, index) key updated with fetch_min on unsigned long long so that the argmin is unique whatever the order of the atomics.
// @let N = 1 << 24
// @buf x f32[N] uniform(-100, 100)
// @buf fmin_out f32[1] fill(1e30)
// @buf fmax_out f32[1] fill(-1e30)
// @buf dmax_out f64[1] fill(-1e300)
// @buf argmin_key u64[1] fill(-1)
// @launch extrema grid(1056) block(256) args(x, fmin_out, fmax_out, dmax_out, argmin_key, i32(N))
// @check fmin_out exact
// @check fmax_out exact
// @check dmax_out exact
// @check argmin_key exact
#include <cuda/atomic>

__device__ __forceinline__ unsigned long long pack_key(float v, unsigned i) {
  unsigned u = __float_as_uint(v);
  u = (u & 0x80000000u) ? ~u : (u | 0x80000000u);
  return ((unsigned long long)u << 32) | i;
}

__global__ void extrema(const float *x, float *fmin_out, float *fmax_out, double *dmax_out,
                        unsigned long long *argmin_key, int n) {
  float lo = INFINITY, hi = -INFINITY;
  double dhi = -INFINITY;
  unsigned long long best = ~0ull;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    float v = x[i];
    lo = fminf(lo, v);
    hi = fmaxf(hi, v);
    dhi = fmax(dhi, (double)v * (double)v);
    unsigned long long k = pack_key(v, (unsigned)i);
    best = k < best ? k : best;
  }
  constexpr auto relaxed = cuda::std::memory_order_relaxed;
  cuda::atomic_ref<float, cuda::thread_scope_device>(*fmin_out).fetch_min(lo, relaxed);
  cuda::atomic_ref<float, cuda::thread_scope_device>(*fmax_out).fetch_max(hi, relaxed);
  cuda::atomic_ref<double, cuda::thread_scope_device>(*dmax_out).fetch_max(dhi, relaxed);
  cuda::atomic_ref<unsigned long long, cuda::thread_scope_device>(*argmin_key).fetch_min(best, relaxed);
}
