// Two arrays carved from one extern __shared__ buffer at offsets computed from
// blockDim: keys (an int array of blockDim.x) then a float array of
// 2 * blockDim.x holding the values and their squares. Each thread reads its
// mirror's slots after a barrier.
// LAUNCH: grid=6 block=128 smem=1536 args=vals:f32[768]:rand keys:i32[768]:rand(0,50) out:f32[768]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void extern_shared_blockdim_offsets(const float *vals, const int *keys, float *out) {
  extern __shared__ unsigned char smem[];
  int *s_keys = (int *)smem;
  float *s_vals = (float *)(smem + blockDim.x * sizeof(int));
  unsigned t = threadIdx.x;
  unsigned g = blockIdx.x * blockDim.x + t;
  s_keys[t] = keys[g];
  float v = vals[g];
  s_vals[t] = v;
  s_vals[blockDim.x + t] = v * v;
  __syncthreads();
  unsigned m = blockDim.x - 1 - t;
  out[g] = s_keys[m] > s_keys[t] ? s_vals[m] : s_vals[blockDim.x + m];
}
