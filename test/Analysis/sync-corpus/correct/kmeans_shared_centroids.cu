// Rodinia kmeans-style membership: the block stages all K*D centroid
// coordinates in shared memory with a block-strided loop, one barrier, then
// every point finds its nearest centroid.
// LAUNCH: grid=8 block=128 args=points:f32[8192]:rand centroids:f32[40]:rand membership:i32[1024]:zero npoints:i32=1024
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define K 5
#define D 8

extern "C" __global__ void kmeans_shared_centroids(const float *points, const float *centroids, int *membership,
                                                   int npoints) {
  __shared__ float sc[K * D];
  for (int i = threadIdx.x; i < K * D; i += blockDim.x) sc[i] = centroids[i];
  __syncthreads();
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= npoints) return;
  int best = 0;
  float bestd = 3.402823e38f;
  for (int c = 0; c < K; c++) {
    float d = 0.0f;
    for (int j = 0; j < D; j++) {
      float diff = points[p * D + j] - sc[c * D + j];
      d += diff * diff;
    }
    if (d < bestd) {
      bestd = d;
      best = c;
    }
  }
  membership[p] = best;
}
