// @realcode CUDA-samples-eigenvalues-style bisection: every thread isolates one eigenvalue of a symmetric tridiagonal matrix (diagonal and off-diagonal in __constant__ memory) by bisection on the Sturm sequence count, with Gerschgorin bounds computed by a block reduction in shared memory (min/max with __syncthreads), a __device__ __forceinline__ count routine guarding tiny pivots, and float bisection to a fixed iteration count.
// @let N = 1024
// @let NM = 4096
// @const c_diag f32[1024] uniform(-2, 2)
// @const c_off f32[1024] uniform(-1, 1)
// @buf eig f32[NM] zero
// @buf counts i32[NM] zero
// @launch bisect_eigenvalues grid(NM / 256) block(256) args(eig, counts, i32(N), i32(NM))
// @check eig abs=1e-4 rel=1e-5
// @check counts frac=1e-3 (a midpoint one ulp apart, from a differently rounded bisection step, may count one eigenvalue more)
#include <cuda_runtime.h>
#include <float.h>

__constant__ float c_diag[1024];
__constant__ float c_off[1024];  // c_off[0] unused: the coupling between i-1 and i is c_off[i]

// Number of eigenvalues less than x (Sturm sequence of the LDL^T factorisation).
__device__ __forceinline__ int count_below(float x, int n) {
  int count = 0;
  float d = 1.0f;
  for (int i = 0; i < n; ++i) {
    float e2 = i ? c_off[i] * c_off[i] : 0.0f;
    d = c_diag[i] - x - (i ? e2 / d : 0.0f);
    if (fabsf(d) < 1e-20f)
      d = -1e-20f;
    count += d < 0.0f;
  }
  return count;
}

__global__ void bisect_eigenvalues(float *eig, int *counts, int n, int nm) {
  __shared__ float s_lo[256];
  __shared__ float s_hi[256];
  // Gerschgorin interval, reduced over the block.
  float lo = FLT_MAX, hi = -FLT_MAX;
  for (int i = threadIdx.x; i < n; i += blockDim.x) {
    float r = (i ? fabsf(c_off[i]) : 0.0f) + (i + 1 < n ? fabsf(c_off[i + 1]) : 0.0f);
    lo = fminf(lo, c_diag[i] - r);
    hi = fmaxf(hi, c_diag[i] + r);
  }
  s_lo[threadIdx.x] = lo;
  s_hi[threadIdx.x] = hi;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) {
      s_lo[threadIdx.x] = fminf(s_lo[threadIdx.x], s_lo[threadIdx.x + s]);
      s_hi[threadIdx.x] = fmaxf(s_hi[threadIdx.x], s_hi[threadIdx.x + s]);
    }
    __syncthreads();
  }
  lo = s_lo[0];
  hi = s_hi[0];
  // Thread k of the grid looks for eigenvalue number k % n (several copies of the problem, as
  // the sample's multi-interval mode processes many matrices).
  const int k = blockIdx.x * blockDim.x + threadIdx.x;
  if (k >= nm)
    return;
  const int target = k % n;
  float a = lo, b = hi;
  for (int it = 0; it < 40; ++it) {
    float mid = 0.5f * (a + b);
    if (count_below(mid, n) > target)
      b = mid;
    else
      a = mid;
  }
  eig[k] = 0.5f * (a + b);
  counts[k] = count_below(0.5f * (a + b), n);
}
