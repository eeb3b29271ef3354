// @realcode Parboil tpacf-style pair histogram: every pair (i < j) of integer 3-D points binned by its dot product through a binary search over bin boundaries that a setup kernel writes into a __device__ array, one shared-memory histogram per block of rows (shared atomicAdd), merged into the global histogram with atomicAdd; the j loop is tiled through shared memory with a struct-of-arrays point layout.
// @let NP = 16384
// @let NBINS = 32
// @buf px i32[NP] uniform(-100, 100)
// @buf py i32[NP] uniform(-100, 100)
// @buf pz i32[NP] uniform(-100, 100)
// @buf hist u64[NBINS] zero
// @global d_bounds i32[32] zero
// @launch make_bounds grid(1) block(32) args()
// @launch pair_histogram grid(NP / 128) block(128) args(px, py, pz, i32(NP), hist)
// @check hist exact
#include <cuda_runtime.h>

#define NBINS 32
#define TILE 128

__device__ int d_bounds[NBINS];

// Boundaries between bins: ascending, covering the dot products of points in [-100, 100)^3.
__global__ void make_bounds() {
  int b = threadIdx.x;
  // Finer bins near zero, where most random dot products fall.
  int t = b - NBINS / 2;
  d_bounds[b] = (t < 0 ? -1 : 1) * t * t * 120;
}

__device__ __forceinline__ int find_bin(int dot, const int *bounds) {
  int lo = 0, hi = NBINS;  // first boundary greater than dot, minus one
  while (lo < hi) {
    int mid = (lo + hi) >> 1;
    if (bounds[mid] <= dot)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo == 0 ? 0 : lo - 1;
}

struct Points {
  const int *x, *y, *z;
};

__global__ void pair_histogram(const int *px, const int *py, const int *pz, int n,
                               unsigned long long *hist) {
  __shared__ int s_bounds[NBINS];
  __shared__ unsigned int s_hist[NBINS];
  __shared__ int sx[TILE], sy[TILE], sz[TILE];
  Points p{px, py, pz};
  if (threadIdx.x < NBINS) {
    s_bounds[threadIdx.x] = d_bounds[threadIdx.x];
    s_hist[threadIdx.x] = 0;
  }
  const int i = blockIdx.x * TILE + threadIdx.x;
  const int xi = p.x[i], yi = p.y[i], zi = p.z[i];
  for (int base = blockIdx.x * TILE; base < n; base += TILE) {
    __syncthreads();
    sx[threadIdx.x] = p.x[base + threadIdx.x];
    sy[threadIdx.x] = p.y[base + threadIdx.x];
    sz[threadIdx.x] = p.z[base + threadIdx.x];
    __syncthreads();
    for (int k = 0; k < TILE; ++k) {
      int j = base + k;
      if (j <= i)
        continue;
      int dot = xi * sx[k] + yi * sy[k] + zi * sz[k];
      atomicAdd(&s_hist[find_bin(dot, s_bounds)], 1u);
    }
  }
  __syncthreads();
  if (threadIdx.x < NBINS)
    atomicAdd(&hist[threadIdx.x], (unsigned long long)s_hist[threadIdx.x]);
}
