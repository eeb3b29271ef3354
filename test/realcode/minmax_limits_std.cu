// @realcode Per-block min/max/argmin of a float array in the style of C++ CUDA code bases: CUDA's global min/max overloads (float and int), FLT_MAX/INT_MAX/INFINITY from <cfloat>/<climits>/<cmath>, std::numeric_limits on the host side of the file, warp shuffles then shared memory.
// @let N = 1 << 24
// @let B = 256
// @let G = 1024
// @buf x f32[N] uniform(-1000, 1000)
// @buf lo f32[G] zero
// @buf hi f32[G] zero
// @buf arg i32[G] zero
// @launch block_minmax<256> grid(G) block(B) args(x, lo, hi, arg, i32(N))
// @check lo exact
// @check hi exact
// @check arg exact
#include <cuda_runtime.h>
#include <cmath>
#include <cfloat>
#include <climits>
#include <limits>
#include <cstdio>

struct MinLoc {
  float v;
  int i;
};

__device__ __forceinline__ MinLoc better(MinLoc a, MinLoc b) {
  return (b.v < a.v || (b.v == a.v && b.i < a.i)) ? b : a;
}

template <int BLOCK>
__global__ void block_minmax(const float *__restrict__ x, float *lo, float *hi, int *arg, int n) {
  __shared__ float s_lo[BLOCK / 32], s_hi[BLOCK / 32];
  __shared__ MinLoc s_arg[BLOCK / 32];
  float mn = FLT_MAX;
  float mx = -FLT_MAX;
  MinLoc best = {INFINITY, INT_MAX};
  for (int i = blockIdx.x * BLOCK + threadIdx.x; i < n; i += BLOCK * gridDim.x) {
    float v = x[i];
    mn = min(mn, v);
    mx = max(mx, v);
    best = better(best, MinLoc{v, i});
  }
  for (int off = 16; off > 0; off >>= 1) {
    mn = min(mn, __shfl_xor_sync(0xffffffffu, mn, off));
    mx = max(mx, __shfl_xor_sync(0xffffffffu, mx, off));
    MinLoc other = {__shfl_xor_sync(0xffffffffu, best.v, off), __shfl_xor_sync(0xffffffffu, best.i, off)};
    best = better(best, other);
  }
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (lane == 0) {
    s_lo[warp] = mn;
    s_hi[warp] = mx;
    s_arg[warp] = best;
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    for (int w = 1; w < BLOCK / 32; ++w) {
      mn = min(mn, s_lo[w]);
      mx = max(mx, s_hi[w]);
      best = better(best, s_arg[w]);
    }
    lo[blockIdx.x] = mn;
    hi[blockIdx.x] = mx;
    arg[blockIdx.x] = best.i;
  }
}

template __global__ void block_minmax<256>(const float *__restrict__, float *, float *, int *, int);

// Host side: the identities agree with the C++ library's.
static_assert(std::numeric_limits<float>::max() == FLT_MAX, "FLT_MAX");
static_assert(std::numeric_limits<int>::max() == INT_MAX, "INT_MAX");
void report_minmax(const float *lo, const float *hi, int g) {
  float a = std::numeric_limits<float>::max(), b = std::numeric_limits<float>::lowest();
  for (int i = 0; i < g; ++i) {
    a = std::fmin(a, lo[i]);
    b = std::fmax(b, hi[i]);
  }
  printf("min %f max %f\n", a, b);
}
