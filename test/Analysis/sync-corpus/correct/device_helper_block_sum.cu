// A block-sum helper that synchronises inside (warp shuffles, per-warp
// partials, warp 0 finishes, the result broadcast through shared memory),
// called twice in a row for the mean and the variance of a row.
// LAUNCH: grid=12 block=256 args=x:f32[12000]:rand mean_out:f32[12]:zero var_out:f32[12]:zero C:i32=1000
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

__device__ float block_sum(float v, float *scratch) {
  int lane = threadIdx.x & 31;
  int warp = threadIdx.x >> 5;
  for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffff, v, o);
  if (lane == 0) scratch[warp] = v;
  __syncthreads();
  if (warp == 0) {
    v = (lane < (blockDim.x >> 5)) ? scratch[lane] : 0.0f;
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffff, v, o);
    if (lane == 0) scratch[32] = v;
  }
  __syncthreads();
  return scratch[32];
}

extern "C" __global__ void device_helper_block_sum(const float *x, float *mean_out, float *var_out, int C) {
  __shared__ float scratch[33];
  const float *row = x + blockIdx.x * C;

  float s = 0.0f;
  for (int i = threadIdx.x; i < C; i += blockDim.x) s += row[i];
  float mean = block_sum(s, scratch) / C;

  float q = 0.0f;
  for (int i = threadIdx.x; i < C; i += blockDim.x) {
    float d = row[i] - mean;
    q += d * d;
  }
  float var = block_sum(q, scratch) / C;

  if (threadIdx.x == 0) {
    mean_out[blockIdx.x] = mean;
    var_out[blockIdx.x] = var;
  }
}
