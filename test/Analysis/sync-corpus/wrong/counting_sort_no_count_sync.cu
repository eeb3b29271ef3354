// Block counting sort without the barrier after the counting atomics: the first warp reads count[]
// while other warps may still increment it.
// LAUNCH: grid=8 block=256 args=keys:i32[2048]:rand(0,16) out:i32[2048]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BINS 16

extern "C" __global__ void __launch_bounds__(256) counting_sort_no_count_sync(const int *keys, int *out) {
  __shared__ int count[BINS];
  __shared__ int offset[BINS];
  int t = threadIdx.x;
  int key = keys[blockIdx.x * 256 + t] & (BINS - 1);
  if (t < BINS) count[t] = 0;
  __syncthreads();
  atomicAdd(&count[key], 1);
  if (t < 32) {
  // CHECK: counting_sort_no_count_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-2]]{{(,|$)}}
    int c = (t < BINS) ? count[t] : 0;
    int incl = c;
    for (int o = 1; o < 32; o <<= 1) {
      int up = __shfl_up_sync(0xffffffffu, incl, o);
      if (t >= o) incl += up;
    }
    if (t < BINS) offset[t] = incl - c;
  }
  __syncthreads();
  int pos = atomicAdd(&offset[key], 1);
  out[blockIdx.x * 256 + pos] = key;
}
