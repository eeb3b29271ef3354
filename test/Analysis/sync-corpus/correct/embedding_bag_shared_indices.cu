// EmbeddingBag (sum mode with per-sample weights, as PyTorch's embedding_bag kernels): a block per
// bag in a grid-stride loop; the first 32 threads stage the bag's indices and weights in shared
// memory, a barrier, every thread sums one feature column over the bag, and a barrier before the
// next bag overwrites the staged indices.
// LAUNCH: grid=4 block=128 args=table:f32[8192]:rand indices:i32[512]:rand(0,64) weights:f32[512]:rand out:f32[2048]:zero bags:i32=16
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BAG 32
#define DIM 128

extern "C" __global__ void __launch_bounds__(DIM)
embedding_bag_shared_indices(const float *table, const int *indices, const float *weights, float *out, int bags) {
  __shared__ int s_idx[BAG];
  __shared__ float s_w[BAG];
  for (int b = blockIdx.x; b < bags; b += gridDim.x) {
    if (threadIdx.x < BAG) {
      s_idx[threadIdx.x] = indices[b * BAG + threadIdx.x];
      s_w[threadIdx.x] = weights[b * BAG + threadIdx.x];
    }
    __syncthreads();
    float acc = 0.0f;
    for (int j = 0; j < BAG; ++j) acc += s_w[j] * table[s_idx[j] * DIM + threadIdx.x];
    out[b * DIM + threadIdx.x] = acc;
    __syncthreads();
  }
}
