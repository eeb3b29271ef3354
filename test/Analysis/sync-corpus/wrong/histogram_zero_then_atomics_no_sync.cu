// Shared histogram whose bins are still being zeroed when the atomics start:
// the plain store s_hist[b] = 0 of one thread and another thread's atomicAdd
// on the same bin are unordered.
// LAUNCH: grid=16 block=128 args=data:u8[30000]:rand(0,256) hist:u32[256]:zero n:i32=30000
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BINS 256

extern "C" __global__ void histogram_zero_then_atomics_no_sync(const unsigned char *data, unsigned int *hist, int n) {
  __shared__ unsigned int s_hist[BINS];
  for (int b = threadIdx.x; b < BINS; b += blockDim.x) s_hist[b] = 0; // (a)
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    // CHECK: histogram_zero_then_atomics_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-2]]{{(,|$)}}
    atomicAdd(&s_hist[data[i]], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < BINS; b += blockDim.x) atomicAdd(&hist[b], s_hist[b]);
}
