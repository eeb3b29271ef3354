// RUN: not kilnc %s --arch=sm_90a --emit=simt -o /dev/null 2>&1 | FileCheck %s
// Issue 14: wgmma and setmaxnreg (here as inline PTX) are collectives of a
// warpgroup, 128 consecutive threads, not of the block. A producer
// warpgroup that leaves after lowering its registers keeps the other
// warpgroups whole: silent. An exit that splits a warpgroup is an error.

// CHECK-NOT: warpgroup-early-exit.cu:{{1[0-9]|2[0-2]}}:{{.*}}{{error|warning}}
__global__ void __launch_bounds__(384) producer_leaves(float *out) {
  int warp = threadIdx.x / 32;
  if (warp >= 8) {
    asm volatile("setmaxnreg.dec.sync.aligned.u32 40;");
    return;
  }
  asm volatile("setmaxnreg.inc.sync.aligned.u32 232;");
  asm volatile("wgmma.fence.sync.aligned;");
  out[threadIdx.x] = 1.0f;
}

__global__ void __launch_bounds__(384) half_warpgroup_leaves(float *out) {
  int warp = threadIdx.x / 32;
  if (warp >= 10)
    return;
  // CHECK: warpgroup-early-exit.cu:[[@LINE+1]]:{{.*}}error: inline asm 'wgmma.fence.sync.aligned' needs all 128 threads of warpgroup 2 (threads 256..383) but only threads 256..319 reach it: the others leave early at line 21 (thread 256 arrives, thread 320 does not)
  asm volatile("wgmma.fence.sync.aligned;");
  out[threadIdx.x] = 1.0f;
}
