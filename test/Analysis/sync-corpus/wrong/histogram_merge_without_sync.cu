// Shared histogram merged into global memory while other threads are still
// incrementing: the read of s_hist[b] is not ordered after their atomics.
// LAUNCH: grid=16 block=128 args=data:u8[30000]:rand(0,256) hist:u32[256]:zero n:i32=30000
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BINS 256

extern "C" __global__ void histogram_merge_without_sync(const unsigned char *data, unsigned int *hist, int n) {
  __shared__ unsigned int s_hist[BINS];
  for (int b = threadIdx.x; b < BINS; b += blockDim.x) s_hist[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    atomicAdd(&s_hist[data[i]], 1u); // (a)
  // CHECK: histogram_merge_without_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-1]]{{(,|$)}}
  for (int b = threadIdx.x; b < BINS; b += blockDim.x) atomicAdd(&hist[b], s_hist[b]);
}
