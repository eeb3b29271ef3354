// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// RUN: not kilnc %s --emit=simt -o /dev/null -DMISSING_SYNC 2>&1 | FileCheck %s
// The lane id read through PTX (`mov.u32 %0, %%laneid;`) is tabulated like
// simt.lane_id: s[warp][lane ^ 1] after __syncwarp() is the warp's own row.
__device__ unsigned my_lane() {
  unsigned l;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(l));
  return l;
}
__global__ void lane_slots(float *out) {
  __shared__ float s[4][32];
  unsigned lane = my_lane(), warp = threadIdx.x / 32;
  s[warp][lane] = lane;
#ifndef MISSING_SYNC
  __syncwarp();
#endif
  // CHECK: asm-laneid.cu:[[@LINE+1]]:{{.*}} error: warp-synchronous shared-memory access without __syncwarp(){{.*}}threads {{[0-9]+}} and {{[0-9]+}}
  out[threadIdx.x] = s[warp][lane ^ 1u];
}
