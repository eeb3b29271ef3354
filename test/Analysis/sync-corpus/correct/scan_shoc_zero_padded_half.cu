// SHOC-style scanLocalMem: a block-wide inclusive scan over 2 * blockDim.x
// shared words whose lower half is zero, so s_data[idx - i] never leaves the
// array; each step reads, barriers, then adds (the read and the write of one
// step are apart by the barrier between them). The block sum is written by
// the last thread.
// LAUNCH: grid=8 block=256 args=in:f32[2048]:rand out:f32[2048]:zero sums:f32[8]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

__device__ float scanLocalMem(float val, volatile float *s_data) {
  int idx = threadIdx.x;
  s_data[idx] = 0.0f;
  idx += blockDim.x;
  s_data[idx] = val;
  __syncthreads();
  float t;
  for (int i = 1; i < blockDim.x; i *= 2) {
    t = s_data[idx - i];
    __syncthreads();
    s_data[idx] += t;
    __syncthreads();
  }
  return s_data[idx];
}

extern "C" __global__ void __launch_bounds__(256) scan_shoc_zero_padded_half(const float *in, float *out, float *sums) {
  __shared__ float s_scan[512];
  int gid = blockIdx.x * blockDim.x + threadIdx.x;
  float v = scanLocalMem(in[gid], s_scan);
  out[gid] = v;
  if (threadIdx.x == blockDim.x - 1) sums[blockIdx.x] = v;
}
