// Block-wide bitonic sort with the partner spelled through the j bit: the
// thread whose j bit is clear owns the pair (tid, tid | j) and swaps it in the
// direction the k bit gives; one barrier per (k, j) step.
// LAUNCH: grid=2 block=512 args=data:f32[1024]:rand
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 512

extern "C" __global__ void __launch_bounds__(N) bitonic_sort_and_partner(float *data) {
  __shared__ float s[N];
  const unsigned tid = threadIdx.x;
  s[tid] = data[blockIdx.x * N + tid];
  __syncthreads();
  for (unsigned k = 2; k <= N; k <<= 1) {
    for (unsigned j = k >> 1; j > 0; j >>= 1) {
      if ((tid & j) == 0) {
        unsigned p = tid | j;
        float a = s[tid], b = s[p];
        bool ascending = (tid & k) == 0;
        if ((a > b) == ascending) {
          s[tid] = b;
          s[p] = a;
        }
      }
      __syncthreads();
    }
  }
  data[blockIdx.x * N + tid] = s[tid];
}
