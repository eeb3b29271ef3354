// @realcode Broad-phase collision by sweep and prune along x: boxes arrive sorted by their minimum x (a block-wide odd-even merge per tile would do it in a full engine; here the keys are generated in order), each thread binary-searches how far its box's x-interval reaches and tests the y/z intervals of every box in that window.
// @let N = 1 << 18
// @buf base f32[N] uniform(0, 1)
// @buf ext f32[N * 3] uniform(0.0005, 0.004)
// @buf yz f32[N * 2] uniform(0, 1)
// @buf minx f32[N] zero
// @buf pairs u32[N] zero
// @buf total u32[1] zero
// @launch sorted_starts grid(cdiv(N, 256)) block(256) args(base, minx, i32(N))
// @launch count_overlaps grid(cdiv(N, 256)) block(256) args(minx, ext, yz, pairs, total, i32(N))
// @check minx rel=1e-6
// @check pairs exact
// @check total exact
#include <cuda_runtime.h>

// Minimum x of box i: i / N plus a small jitter, so the keys are ascending.
__global__ void sorted_starts(const float *base, float *minx, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) minx[i] = (float(i) + 0.5f * base[i]) / float(n);
}

struct Aabb {
  float lo[3], hi[3];
};

__device__ __forceinline__ Aabb box(const float *minx, const float *ext, const float *yz, int i) {
  Aabb b;
  b.lo[0] = minx[i];
  b.lo[1] = yz[2 * i];
  b.lo[2] = yz[2 * i + 1];
#pragma unroll
  for (int k = 0; k < 3; ++k) b.hi[k] = b.lo[k] + ext[3 * i + k];
  return b;
}

// Last index whose minimum x is <= x (the keys ascend).
__device__ int upper_index(const float *minx, int n, float x) {
  int lo = 0, hi = n;
  while (lo < hi) {
    int mid = (lo + hi) / 2;
    if (minx[mid] <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

__global__ void count_overlaps(const float *__restrict__ minx, const float *__restrict__ ext, const float *__restrict__ yz,
                               unsigned *__restrict__ pairs, unsigned *total, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Aabb a = box(minx, ext, yz, i);
  int stop = upper_index(minx, n, a.hi[0]);
  unsigned count = 0;
  for (int j = i + 1; j < stop; ++j) {
    Aabb b = box(minx, ext, yz, j);
    bool hit = a.lo[1] <= b.hi[1] && b.lo[1] <= a.hi[1] && a.lo[2] <= b.hi[2] && b.lo[2] <= a.hi[2];
    count += hit;
  }
  pairs[i] = count;
  // One atomic per warp: the warp's sum from a shuffle reduction.
  unsigned warp = count;
  for (int off = 16; off; off >>= 1) warp += __shfl_down_sync(__activemask(), warp, off);
  if ((threadIdx.x & 31) == 0) atomicAdd(total, warp);
}
