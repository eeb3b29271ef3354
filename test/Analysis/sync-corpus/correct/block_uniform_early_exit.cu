// Early returns that the whole block takes together (a kernel argument, the
// block index past the work) before barriers: no thread of a block that
// continues is missing at them.
// LAUNCH: grid=20 block=128 args=in:f32[2048]:rand out:f32[2048]:zero n:i32=2048 active_blocks:i32=16
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void block_uniform_early_exit(const float *in, float *out, int n, int active_blocks) {
  __shared__ float s[128];
  if (n == 0) return;
  if (blockIdx.x >= active_blocks) return;
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  s[threadIdx.x] = in[g];
  __syncthreads();
  out[g] = s[(threadIdx.x + 1) % blockDim.x] - s[threadIdx.x];
}
