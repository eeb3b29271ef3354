// Block-local counting sort of 4-bit keys: count with shared atomics, an
// exclusive scan of the 16 counts by the first warp's shuffles, then each
// thread claims its output slot with an atomicAdd on its key's offset.
// LAUNCH: grid=8 block=256 args=keys:i32[2048]:rand(0,16) out:i32[2048]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BINS 16

extern "C" __global__ void __launch_bounds__(256) counting_sort_shared_keys(const int *keys, int *out) {
  __shared__ int count[BINS];
  __shared__ int offset[BINS];
  int t = threadIdx.x;
  int key = keys[blockIdx.x * 256 + t] & (BINS - 1);
  if (t < BINS) count[t] = 0;
  __syncthreads();
  atomicAdd(&count[key], 1);
  __syncthreads();
  if (t < 32) {
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
