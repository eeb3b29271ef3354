// kmeans_shared_centroids without the barrier after staging the centroids:
// a thread reads sc[c * D + j], staged by another thread of the block.
// LAUNCH: grid=8 block=128 args=points:f32[8192]:rand centroids:f32[40]:rand membership:i32[1024]:zero npoints:i32=1024
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define K 5
#define D 8

extern "C" __global__ void kmeans_centroids_no_sync(const float *points, const float *centroids, int *membership,
                                                    int npoints) {
  __shared__ float sc[K * D];
  for (int i = threadIdx.x; i < K * D; i += blockDim.x) sc[i] = centroids[i];
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= npoints) return;
  int best = 0;
  float bestd = 3.402823e38f;
  for (int c = 0; c < K; c++) {
    float d = 0.0f;
    for (int j = 0; j < D; j++) {
      // CHECK: kmeans_centroids_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
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
