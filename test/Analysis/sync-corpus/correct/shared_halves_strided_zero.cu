// Two per-channel accumulators carved from one dynamic shared buffer at an
// argument offset (`sum = smem`, `sumsq = smem + channels`), cleared by a
// block-strided loop over `c < channels`, then filled with shared atomics.
// LAUNCH: grid=4 block=128 smem=2048 args=x:f32[4096]:rand out:f32[512]:zero rows:i32=16 channels:i32=256
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void shared_halves_strided_zero(const float *x, float *out, int rows, int channels) {
  extern __shared__ float smem[];
  float *sum = smem;
  float *sumsq = smem + channels;
  for (int c = threadIdx.x; c < channels; c += blockDim.x) {
    sum[c] = 0.0f;
    sumsq[c] = 0.0f;
  }
  __syncthreads();
  int r = blockIdx.x;
  if (r < rows) {
    for (int c = threadIdx.x; c < channels; c += blockDim.x) {
      float v = x[r * channels + c];
      atomicAdd(&sum[c], v);
      atomicAdd(&sumsq[c], v * v);
    }
  }
  __syncthreads();
  for (int c = threadIdx.x; c < channels; c += blockDim.x) {
    atomicAdd(&out[c], sum[c]);
    atomicAdd(&out[channels + c], sumsq[c]);
  }
}
