// @realcode Weighted histogram in double precision with a 64-bit max tracker: atomicAdd(double*), atomicMax on unsigned long long, atomicCAS/atomicExch loops on 64-bit words, __double_as_longlong/__longlong_as_double and __double2hiint/__hiloint2double.
// @let N = 1 << 22
// @let BINS = 256
// @buf vals f32[N] uniform(0, 1)
// @buf wts f32[N] uniform(0, 2)
// @buf hist f64[BINS] zero
// @buf maxw u64[1] zero
// @buf minc f64[1] zero
// @buf last u64[BINS] zero
// @launch weighted_hist grid(cdiv(N, 256)) block(256) args(vals, wts, hist, maxw, minc, last, i32(N))
// @check hist abs=1e-6 rel=1e-9
// @check maxw exact
// @check minc exact
// @check last exact
#include <cuda_runtime.h>

#define NBINS 256

// atomicMin on a double via CAS, the classic pre-sm_90 idiom.
__device__ double atomic_min_double(double *addr, double v) {
  unsigned long long *p = (unsigned long long *)addr;
  unsigned long long old = *p, assumed;
  do {
    assumed = old;
    if (__longlong_as_double(assumed) <= v) break;
    old = atomicCAS(p, assumed, (unsigned long long)__double_as_longlong(v));
  } while (assumed != old);
  return __longlong_as_double(old);
}

__global__ void weighted_hist(const float *__restrict__ vals, const float *__restrict__ wts, double *hist,
                              unsigned long long *maxw, double *minc, unsigned long long *last, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int bin = min((int)(vals[i] * NBINS), NBINS - 1);
  double w = wts[i];
  atomicAdd(&hist[bin], w);
  // Positive doubles order like their bit patterns.
  atomicMax(maxw, (unsigned long long)__double_as_longlong(w));
  // The high word keeps sign and exponent: rebuild w from it and a zero low word.
  double coarse = __hiloint2double(__double2hiint(w), 0);
  atomic_min_double(minc, -coarse);
  // One writer per word: the exchange's result is deterministic.
  if (i < NBINS) atomicExch(&last[i], (unsigned long long)__double_as_longlong(coarse));
}
