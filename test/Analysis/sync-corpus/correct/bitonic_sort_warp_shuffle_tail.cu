// Bitonic sort of 256 keys per block, one key a thread kept in a register:
// the stages whose partner is 32 or more threads away exchange through
// shared memory (store, barrier, read the partner, barrier), the stages
// below 32 with __shfl_xor_sync inside the warp.
// LAUNCH: grid=4 block=256 args=data:f32[1024]:rand
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 256

extern "C" __global__ void bitonic_sort_warp_shuffle_tail(float *data) {
  __shared__ float s[N];
  unsigned t = threadIdx.x;
  float v = data[blockIdx.x * N + t];
  for (unsigned k = 2; k <= N; k <<= 1) {
    for (unsigned j = k >> 1; j > 0; j >>= 1) {
      float o;
      if (j >= 32) {
        s[t] = v;
        __syncthreads();
        o = s[t ^ j];
        __syncthreads();
      } else {
        o = __shfl_xor_sync(0xffffffff, v, j);
      }
      bool up = (t & k) == 0;
      bool lower = (t & j) == 0;
      v = (lower == up) ? fminf(v, o) : fmaxf(v, o);
    }
  }
  data[blockIdx.x * N + t] = v;
}
