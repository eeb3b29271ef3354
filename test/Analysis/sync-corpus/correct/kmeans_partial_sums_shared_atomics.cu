// k-means update step with per-block partial sums: each thread assigns its points
// (grid-stride) to the nearest centroid, read from a shared copy, and accumulates
// the point into shared per-cluster sums and counts with shared atomics; the block
// then flushes its partials to global memory with global atomics. The shared
// arrays have different sizes (K * DIM sums, K counts, K * DIM centroids) and are
// cleared and flushed by block-strided loops.
// LAUNCH: grid=4 block=128 tol=0.001 args=points:f32[4000]:urand centroids:f32[32]:urand sums:f32[32]:zero counts:i32[8]:zero n:i32=1000
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define K 8
#define DIM 4

extern "C" __global__ void kmeans_partial_sums_shared_atomics(const float *points, const float *centroids,
                                                              float *sums, int *counts, int n) {
  __shared__ float s_cent[K * DIM];
  __shared__ float s_sum[K * DIM];
  __shared__ int s_count[K];
  for (int i = threadIdx.x; i < K * DIM; i += blockDim.x) {
    s_cent[i] = centroids[i];
    s_sum[i] = 0.0f;
  }
  for (int i = threadIdx.x; i < K; i += blockDim.x) s_count[i] = 0;
  __syncthreads();

  for (int p = blockIdx.x * blockDim.x + threadIdx.x; p < n; p += gridDim.x * blockDim.x) {
    float x[DIM];
#pragma unroll
    for (int d = 0; d < DIM; d++) x[d] = points[p * DIM + d];
    int best = 0;
    float bestDist = INFINITY;
    for (int c = 0; c < K; c++) {
      float dist = 0.0f;
#pragma unroll
      for (int d = 0; d < DIM; d++) {
        float diff = x[d] - s_cent[c * DIM + d];
        dist += diff * diff;
      }
      if (dist < bestDist) {
        bestDist = dist;
        best = c;
      }
    }
#pragma unroll
    for (int d = 0; d < DIM; d++) atomicAdd(&s_sum[best * DIM + d], x[d]);
    atomicAdd(&s_count[best], 1);
  }
  __syncthreads();

  for (int i = threadIdx.x; i < K * DIM; i += blockDim.x) atomicAdd(&sums[i], s_sum[i]);
  for (int i = threadIdx.x; i < K; i += blockDim.x) atomicAdd(&counts[i], s_count[i]);
}
