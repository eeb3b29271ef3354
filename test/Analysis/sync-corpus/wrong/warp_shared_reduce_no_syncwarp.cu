// Warp-synchronous shared-memory reduction written for pre-Volta lockstep:
// no __syncwarp() between one lane's read of s[t + off] and the owner's
// write of it in the same step (independent thread scheduling breaks it).
// LAUNCH: grid=8 block=256 args=in:f32[2048]:rand out:f32[64]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) warp_shared_reduce_no_syncwarp(const float *in, float *out) {
  __shared__ float s[256];
  int t = threadIdx.x, lane = t % 32;
  s[t] = in[blockIdx.x * 256 + t];
  __syncwarp();
  for (int off = 16; off > 0; off >>= 1) {
    // CHECK: warp_shared_reduce_no_syncwarp.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    if (lane < off) s[t] += s[t + off];
  }
  if (lane == 0) out[blockIdx.x * 8 + t / 32] = s[t];
}
