// embedding_bag_shared_indices without the barrier at the end of a bag: the first 32 threads stage
// the next bag's indices while other threads may still read this bag's.
// LAUNCH: grid=4 block=128 args=table:f32[8192]:rand indices:i32[512]:rand(0,64) weights:f32[512]:rand out:f32[2048]:zero bags:i32=16
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BAG 32
#define DIM 128

extern "C" __global__ void __launch_bounds__(DIM)
embedding_bag_no_next_bag_sync(const float *table, const int *indices, const float *weights, float *out, int bags) {
  __shared__ int s_idx[BAG];
  __shared__ float s_w[BAG];
  for (int b = blockIdx.x; b < bags; b += gridDim.x) {
    if (threadIdx.x < BAG) {
      // CHECK: embedding_bag_no_next_bag_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      s_idx[threadIdx.x] = indices[b * BAG + threadIdx.x];
      s_w[threadIdx.x] = weights[b * BAG + threadIdx.x];
    }
    __syncthreads();
    float acc = 0.0f;
    for (int j = 0; j < BAG; ++j) acc += s_w[j] * table[s_idx[j] * DIM + threadIdx.x];
    out[b * DIM + threadIdx.x] = acc;
  }
}
