// @realcode 2-opt local search for the travelling-salesman problem as GPU TSP heuristics evaluate it (one block per tour, a restart per block): the tour's city coordinates are gathered into shared memory in tour order, every pair of edges (i, j) is scored with the 2-opt length change in float over a flattened triangular index space, the best move is packed as (biased float bits of the delta << 32 | pair index) and reduced with 64-bit atomicMin in shared memory, and the block applies the winning reversal in parallel (threads swap mirrored positions) and repeats for a fixed number of iterations; the integer tour and the per-iteration best deltas are written out.
// @let NT = 256
// @let NC = 512
// @let ITERS = 32
// @buf cx f32[NC] uniform(0, 1000)
// @buf cy f32[NC] uniform(0, 1000)
// @buf tours i32[NT * NC] zero
// @buf deltas f32[NT * ITERS] zero
// @launch init_tours grid(NT) block(256) args(tours, i32(NC))
// @launch two_opt grid(NT) block(512) args(cx, cy, tours, deltas, i32(NC), i32(ITERS))
// @check tours exact
// @check deltas exact
#include <cstdint>
#include <cuda_runtime.h>

// Restart r visits the cities in the order (k * stride + r) mod n with an odd stride: every tour is a permutation.
__global__ void init_tours(int *tours, int n) {
  for (int k = threadIdx.x; k < n; k += blockDim.x) tours[blockIdx.x * n + k] = (k * (2 * blockIdx.x + 1) + blockIdx.x) % n;
}

__device__ __forceinline__ float dist(float2 a, float2 b) {
  const float dx = a.x - b.x, dy = a.y - b.y;
  return sqrtf(dx * dx + dy * dy);
}

// Order-preserving map of a float to an unsigned key (negative values below positive ones).
__device__ __forceinline__ uint32_t float_key(float f) {
  const uint32_t u = __float_as_uint(f);
  return (u & 0x80000000u) ? ~u : (u | 0x80000000u);
}

__global__ void __launch_bounds__(512) two_opt(const float *__restrict__ cx, const float *__restrict__ cy, int *tours, float *deltas,
                                               int n, int iters) {
  __shared__ float2 pos[512];
  __shared__ int order[512];
  __shared__ unsigned long long best;
  int *tour = tours + blockIdx.x * n;
  for (int k = threadIdx.x; k < n; k += blockDim.x) {
    order[k] = tour[k];
    pos[k] = make_float2(cx[order[k]], cy[order[k]]);
  }
  const long long npairs = (long long)n * (n - 1) / 2;
  for (int it = 0; it < iters; ++it) {
    if (threadIdx.x == 0) best = ~0ull;
    __syncthreads();
    unsigned long long mine = ~0ull;
    for (long long p = threadIdx.x; p < npairs; p += blockDim.x) {
      // Unrank p into i < j with j >= i + 2 skipped by scoring them as no move.
      int j = (int)((1.0 + sqrt(1.0 + 8.0 * (double)p)) / 2.0);
      while ((long long)j * (j - 1) / 2 > p) --j;
      while ((long long)(j + 1) * j / 2 <= p) ++j;
      const int i = (int)(p - (long long)j * (j - 1) / 2);
      if (j < i + 2 || (i == 0 && j == n - 1)) continue;
      const float2 a = pos[i], b = pos[i + 1], c = pos[j], d = pos[(j + 1) % n];
      const float delta = dist(a, c) + dist(b, d) - dist(a, b) - dist(c, d);
      const unsigned long long key = ((unsigned long long)float_key(delta) << 32) | (unsigned)p;
      mine = key < mine ? key : mine;
    }
    atomicMin(&best, mine);
    __syncthreads();
    const unsigned long long win = best;
    const float win_delta = __uint_as_float((uint32_t)(win >> 32) & 0x80000000u ? (uint32_t)(win >> 32) & 0x7fffffffu
                                                                                   : ~(uint32_t)(win >> 32));
    if (threadIdx.x == 0) deltas[blockIdx.x * iters + it] = win == ~0ull ? 0.f : win_delta;
    if (win != ~0ull && win_delta < 0.f) {
      const long long p = (long long)(win & 0xffffffffu);
      int j = (int)((1.0 + sqrt(1.0 + 8.0 * (double)p)) / 2.0);
      while ((long long)j * (j - 1) / 2 > p) --j;
      while ((long long)(j + 1) * j / 2 <= p) ++j;
      const int i = (int)(p - (long long)j * (j - 1) / 2);
      // Reverse positions i+1 .. j.
      const int len = j - i;
      for (int k = threadIdx.x; k < len / 2; k += blockDim.x) {
        const int l = i + 1 + k, r = j - k;
        const float2 tp = pos[l];
        pos[l] = pos[r];
        pos[r] = tp;
        const int to = order[l];
        order[l] = order[r];
        order[r] = to;
      }
    }
    __syncthreads();
  }
  for (int k = threadIdx.x; k < n; k += blockDim.x) tour[k] = order[k];
}
