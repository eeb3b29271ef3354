// Three arrays carved out of one extern __shared__ byte buffer (values, keys,
// results, blockDim.x each): every thread groups the block's values by key,
// then reads a neighbour's result.
// LAUNCH: grid=16 block=256 smem=3072 args=vals:f32[4096]:rand keys:i32[4096]:rand(0,8) out_vals:f32[4096]:zero out_counts:i32[4096]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void dynamic_shared_carved(const float *vals, const int *keys, float *out_vals, int *out_counts) {
  extern __shared__ unsigned char smem[];
  float *s_val = reinterpret_cast<float *>(smem);
  int *s_key = reinterpret_cast<int *>(s_val + blockDim.x);
  float *s_mean = reinterpret_cast<float *>(s_key + blockDim.x);
  int t = threadIdx.x;
  int g = blockIdx.x * blockDim.x + t;

  s_val[t] = vals[g];
  s_key[t] = keys[g];
  __syncthreads();

  int mine = s_key[t];
  int count = 0;
  float sum = 0.0f;
  for (int j = 0; j < blockDim.x; ++j) {
    if (s_key[j] == mine) {
      ++count;
      sum += s_val[j];
    }
  }
  s_mean[t] = sum / count;
  __syncthreads();

  out_vals[g] = s_mean[(t + 1) % blockDim.x];
  out_counts[g] = count;
}
