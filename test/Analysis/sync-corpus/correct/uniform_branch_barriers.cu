// Barriers inside branches whose conditions are the same for the whole block:
// a kernel parameter, the block index, and a loop bound read from a kernel
// argument.
// LAUNCH: grid=8 block=128 args=in:f32[1024]:rand out:f32[1024]:zero mode:i32=1 rounds:i32=3
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void uniform_branch_barriers(const float *in, float *out, int mode, int rounds) {
  __shared__ float s[128];
  int t = threadIdx.x;
  int g = blockIdx.x * blockDim.x + t;
  s[t] = in[g];
  __syncthreads();
  if (mode == 1) {
    float v = s[127 - t];
    __syncthreads();
    s[t] = v;
    __syncthreads();
  }
  if (blockIdx.x % 2 == 0) {
    for (int r = 0; r < rounds; ++r) {
      float v = s[(t + 1) % 128];
      __syncthreads();
      s[t] = 0.5f * (s[t] + v);
      __syncthreads();
    }
  }
  out[g] = s[t];
}
