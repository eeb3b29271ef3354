// Privatised block histogram with warp-level aggregation: lanes holding the
// same bin find each other with __match_any_sync and only the lowest of them
// adds the group's count to the shared bin; the bins are merged into the
// global histogram after a barrier.
// LAUNCH: grid=4 block=256 args=hist:u32[256]:zero in:u32[8192]:rand perThread:i32=8
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
extern "C" __global__ void __launch_bounds__(256) histogram_match_any_leader(unsigned *hist, const unsigned *in, int perThread) {
  __shared__ unsigned bins[256];
  int t = threadIdx.x, lane = t & 31;
  bins[t] = 0;
  __syncthreads();
  for (int k = 0; k < perThread; k++) {
    unsigned b = in[(blockIdx.x * perThread + k) * 256 + t] & 255;
    unsigned peers = __match_any_sync(0xffffffffu, b);
    if (lane == __ffs(peers) - 1) atomicAdd(&bins[b], __popc(peers));
  }
  __syncthreads();
  atomicAdd(&hist[t], bins[t]);
}
