// Warp-synchronous tree reduction in each warp's own 32-slot shared
// segment, with __syncwarp() between the read and the write of every step
// (the Volta-safe form), then warp 0 combines the per-warp totals.
// LAUNCH: grid=8 block=256 args=in:f32[2048]:rand out:f32[8]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) warp_sync_reduce_shared(const float *in, float *out) {
  __shared__ float s[256];
  __shared__ float totals[8];
  int t = threadIdx.x, lane = t % 32, warp = t / 32;
  float v = in[blockIdx.x * 256 + t];
  s[t] = v;
  __syncwarp();
  for (int off = 16; off > 0; off >>= 1) {
    if (lane < off) v += s[t + off];
    __syncwarp();
    if (lane < off) s[t] = v;
    __syncwarp();
  }
  if (lane == 0) totals[warp] = s[t];
  __syncthreads();
  if (warp == 0) {
    float w = lane < 8 ? totals[lane] : 0.f;
    for (int off = 4; off > 0; off >>= 1) w += __shfl_down_sync(0xffffffff, w, off);
    if (lane == 0) out[blockIdx.x] = w;
  }
}
