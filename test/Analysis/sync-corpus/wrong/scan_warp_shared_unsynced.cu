// Warp-synchronous scan through shared memory written for lockstep warps: no
// __syncwarp() between the steps, so lane 1 may read s[0] after lane 0 has
// already added into it (or before lane 0 stored it).
// LAUNCH: grid=8 block=256 args=in:i32[2048]:rand(0,100) out:i32[2048]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void scan_warp_shared_unsynced(const int *in, int *out) {
  __shared__ int s[256];
  int t = threadIdx.x;
  int lane = t & 31;
  int g = blockIdx.x * blockDim.x + t;
  s[t] = in[g];
  // CHECK: scan_warp_shared_unsynced.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
  if (lane >= 1) s[t] += s[t - 1];
  if (lane >= 2) s[t] += s[t - 2];
  if (lane >= 4) s[t] += s[t - 4];
  if (lane >= 8) s[t] += s[t - 8];
  if (lane >= 16) s[t] += s[t - 16];
  out[g] = s[t];
}
