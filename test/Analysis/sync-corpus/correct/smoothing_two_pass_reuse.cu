// Two smoothing passes in one shared buffer: pass one reads neighbours into
// registers, a barrier, writes back; a barrier before pass two reads them
// again. Every read-then-overwrite is split by a barrier.
// LAUNCH: grid=16 block=256 args=data:f32[4096]:rand
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) smoothing_two_pass_reuse(float *data) {
  __shared__ float s[256];
  int t = threadIdx.x;
  s[t] = data[blockIdx.x * 256 + t];
  __syncthreads();
  for (int pass = 0; pass < 2; ++pass) {
    float l = s[t > 0 ? t - 1 : t], r = s[t < 255 ? t + 1 : t];
    float v = 0.25f * l + 0.5f * s[t] + 0.25f * r;
    __syncthreads();
    s[t] = v;
    __syncthreads();
  }
  data[blockIdx.x * 256 + t] = s[t];
}
