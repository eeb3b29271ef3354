// histogram_match_any_leader without the barrier before the merge: a thread
// reads bins[t] while other warps' leaders still add to it.
// LAUNCH: grid=4 block=256 args=hist:u32[256]:zero in:u32[8192]:rand perThread:i32=8
// The bins are per-thread data and the loop's trip count an argument, so the
// analysis can only say the accesses may meet (a warning; kilnc's exit status
// is deliberately not checked).
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2> %t.err; %sync_diags < %t.err | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
extern "C" __global__ void __launch_bounds__(256) histogram_match_any_no_merge_sync(unsigned *hist, const unsigned *in, int perThread) {
  __shared__ unsigned bins[256];
  int t = threadIdx.x, lane = t & 31;
  bins[t] = 0;
  __syncthreads();
  for (int k = 0; k < perThread; k++) {
    unsigned b = in[(blockIdx.x * perThread + k) * 256 + t] & 255;
    unsigned peers = __match_any_sync(0xffffffffu, b);
    if (lane == __ffs(peers) - 1) atomicAdd(&bins[b], __popc(peers));
  }
  // CHECK: histogram_match_any_no_merge_sync.cu:[[@LINE+1]]: {{error|warning}} race
  atomicAdd(&hist[t], bins[t]);
}
