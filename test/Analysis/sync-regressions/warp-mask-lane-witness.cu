// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// A warp collective whose constant mask disagrees with the lanes that reach
// it names one lane on the wrong side of the mask.
__global__ void half_mask_syncwarp(float *g) {
  __shared__ float s[32];
  s[threadIdx.x] = g[threadIdx.x];
  // CHECK: warp-mask-lane-witness.cu:[[@LINE+1]]:{{.*}}: error: warp barrier has lane mask 0x0000ffff but all 32 lanes of the warp reach it (lane 16 arrives and is not in the mask)
  __syncwarp(0x0000ffff);
  g[threadIdx.x] = s[31 - threadIdx.x];
}

__launch_bounds__(32) __global__ void exit_then_full_mask(float *g) {
  if (threadIdx.x >= 24) return;
  float v = g[threadIdx.x];
  // CHECK: warp-mask-lane-witness.cu:[[@LINE+1]]:{{.*}}: error: warp shuffle has lane mask 0xffffffff but lanes 0x00ffffff of warp 0 reach it (lane 24 is in the mask and never arrives)
  v += __shfl_xor_sync(0xffffffff, v, 1);
  g[threadIdx.x] = v;
}
