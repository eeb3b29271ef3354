// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// RUN: not kilnc %s --emit=simt -o /dev/null -DWRONG 2>&1 | FileCheck %s
// RUN: not kilnc %s --emit=simt -o /dev/null -DMASK 2>&1 | FileCheck %s --check-prefix=MASK
// Issue 11 (branch sync18): a warp vote after `if (i >= n) return;` is
// defined: CUDA evaluates __ballot_sync / __any_sync / __all_sync "for all
// non-exited threads in mask" (PTX vote.sync waits for the non-exited
// threads of membermask), so lanes that left the kernel are simply not in
// the ballot. Votes (simt.vote, and inline PTX whose only collective is
// vote.sync) whose lane-divergent branches all leave the kernel for good are
// proven safe; before they were "CUDA leaves this undefined" warnings
// (realcode fp16_nan_inf_census, inline_ptx_lop3_templates). A shuffle after
// the same exit keeps its warning: it may read a lane that left. The twin
// skips the vote without leaving (`if (i < n) { ballot }`): the lanes past n
// are named in the mask, have not exited and never arrive. With -DMASK the
// ballot's complement becomes the lane mask of a shuffle: it names the lanes
// that left, so the vote is not proven safe (here an error: the returns
// share one block, so the exit is judged as lane-dependent control flow).
__global__ void count_negative(const float *x, unsigned *count, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
#ifdef WRONG
  unsigned b = 0;
  if (i < n) {
    // CHECK: vote-after-early-exit.cu:[[@LINE+1]]:{{.*}} error: warp vote with a full lane mask is reached under lane-dependent control flow{{.*}}disagree
    b = __ballot_sync(0xffffffffu, x[i] < 0.f);
  }
#else
  if (i >= n) return;
  const unsigned b = __ballot_sync(0xffffffffu, x[i] < 0.f);
#endif
  unsigned any_nan;
  asm volatile("{\n\t.reg .pred p, q;\n\tsetp.ne.u32 p, %1, 0;\n\tvote.sync.any.pred q, p, 0xffffffff;\n\tselp.u32 %0, 1, 0, q;\n\t}"
               : "=r"(any_nan)
               : "r"((unsigned)(x[i] != x[i])));
  const bool clean = __all_sync(0xffffffffu, any_nan == 0);
#ifdef MASK
  // MASK: vote-after-early-exit.cu:[[@LINE+1]]:{{.*}} error: warp vote with a full lane mask is reached under lane-dependent control flow
  const unsigned others = ~__ballot_sync(0xffffffffu, x[i] > 1.f);
  if (x[i] <= 1.f) any_nan += __shfl_sync(others, any_nan, __ffs(others) - 1);
#endif
  if ((threadIdx.x & 31) == 0) {
    atomicAdd(count, __popc(b));
    if (!clean) atomicAdd(count + 1, 1u);
  }
}
