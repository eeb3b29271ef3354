// Bitonic sort of 2048 keys per block with 256 threads in the tid ^ j
// style, each thread walking the keys i = tid, tid + 256, ... of every
// step: the lower key of each pair (i ^ j > i) compares and swaps, sorting
// up where i & k is 0. The pairs of a step are disjoint; the barrier ends
// every step.
// LAUNCH: grid=2 block=256 args=keys:f32[4096]:rand
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 2048

extern "C" __global__ void __launch_bounds__(256) bitonic_sort_xor_partner_block_strided(float *keys) {
  __shared__ float s[N];
  float *base = keys + blockIdx.x * N;
  for (unsigned i = threadIdx.x; i < N; i += blockDim.x)
    s[i] = base[i];
  __syncthreads();
  for (unsigned k = 2; k <= N; k <<= 1) {
    for (unsigned j = k >> 1; j > 0; j >>= 1) {
      for (unsigned i = threadIdx.x; i < N; i += blockDim.x) {
        const unsigned ixj = i ^ j;
        if (ixj > i) {
          const float a = s[i], b = s[ixj];
          if (((i & k) == 0) == (a > b)) {
            s[i] = b;
            s[ixj] = a;
          }
        }
      }
      __syncthreads();
    }
  }
  for (unsigned i = threadIdx.x; i < N; i += blockDim.x)
    base[i] = s[i];
}
