// @realcode k-means assignment step: 2^22 points of 8 features, 32 centroids held in __constant__, nearest centroid by squared distance, membership changes counted with a block reduction and one atomicAdd.
// @let NP = 1 << 22
// @let F = 8
// @let K = 32
// @buf features f32[NP * F] uniform(0, 1)
// @buf membership i32[NP] uniform(0, K)
// @buf changed i32[1] zero
// @const c_centroids f32[K * F] uniform(0, 1)
// @launch kmeans_assign_points grid(NP / 256) block(256) args(features, membership, changed, i32(NP))
// @check membership frac=1e-5 (near-equidistant points depend on FMA contraction)
// @check changed abs=64
#include <cuda_runtime.h>
#include <float.h>

#define NFEATURES 8
#define NCLUSTERS 32

__constant__ float c_centroids[NCLUSTERS * NFEATURES];

__global__ void kmeans_assign_points(const float *__restrict__ features, int *__restrict__ membership, int *changed,
                                     int npoints) {
  __shared__ int block_changes[256];
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  int delta = 0;
  if (p < npoints) {
    float x[NFEATURES];
#pragma unroll
    for (int f = 0; f < NFEATURES; ++f) x[f] = features[p * NFEATURES + f];
    int best = 0;
    float best_d = FLT_MAX;
    for (int c = 0; c < NCLUSTERS; ++c) {
      float d = 0.0f;
#pragma unroll
      for (int f = 0; f < NFEATURES; ++f) {
        float diff = x[f] - c_centroids[c * NFEATURES + f];
        d += diff * diff;
      }
      if (d < best_d) {
        best_d = d;
        best = c;
      }
    }
    if (membership[p] != best) {
      delta = 1;
      membership[p] = best;
    }
  }
  block_changes[threadIdx.x] = delta;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) block_changes[threadIdx.x] += block_changes[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) atomicAdd(changed, block_changes[0]);
}
