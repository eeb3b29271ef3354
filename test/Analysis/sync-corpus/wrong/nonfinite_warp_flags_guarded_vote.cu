// nonfinite_warp_flags_vote_exit with the bounds check written as a guard
// around the vote instead of an exit: the lanes past n are still running,
// are named in the full mask and never execute the ballot (undefined in
// CUDA: every non-exited lane of the mask must execute it). With n = 1000
// the last warp's lanes 8..31 skip it.
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void nonfinite_warp_flags_guarded_vote(const float *g, unsigned *flags, unsigned *count, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned ballot = 0;
  if (i < n) {
    const float v = g[i] * 1.0e38f;
    const bool bad = !isfinite(v * v);
    // CHECK: nonfinite_warp_flags_guarded_vote.cu:[[@LINE+1]]: error warp-mask threads={{[^- ]+}} lanes={{[^ ]+}} {{.*}}lines=[[#@LINE-3]]
    ballot = __ballot_sync(0xffffffffu, bad);
  }
  if ((threadIdx.x & 31) == 0 && ballot) {
    flags[i >> 5] = ballot;
    atomicAdd(count, __popc(ballot));
  }
}
