// The canonicalizer must not merge the two arms of a divergent branch that
// end alike: merged, `if (v < split) push(&ctl[1]) else push(&ctl[2])` runs
// one warp-aggregated push for the lanes of both arms (one __activemask()
// that sees the whole warp, one atomicAdd on whichever counter the leader
// picked), so slots are reserved in the wrong queue. realcode
// sssp_near_far_worklist_atomicmin gave wrong distances on the H100 from
// this (MLIR's block merging, the Aggressive region simplification, folded
// the arms into selects and one call before inlining).
// RUN: kilnc %s --arch=sm_90 --emit=simt | FileCheck %s --check-prefix=SIMT
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

__device__ __forceinline__ int warp_push(int *counter) {
  const unsigned active = __activemask();
  const int lane = threadIdx.x & 31;
  const int leader = __ffs(active) - 1;
  int base = 0;
  if (lane == leader) base = atomicAdd(counter, __popc(active));
  base = __shfl_sync(active, base, leader);
  return base + __popc(active & ((1u << lane) - 1));
}

__global__ void split_queues(const int *in, int *ctl, int *near_q, int *far_q, int split) {
  const int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  if (v < split) {
    const int s = warp_push(&ctl[1]);
    near_q[s] = v;
  } else {
    const int s = warp_push(&ctl[2]);
    far_q[s] = v;
  }
}

// One active mask per arm, each under the branch on `v < split`.
// SIMT-LABEL: func.func @_Z12split_queues
// SIMT: arith.cmpi slt
// SIMT-NEXT: cf.cond_br
// SIMT: simt.active_mask
// SIMT: simt.active_mask
// SIMT: return

// CHECK-LABEL: .entry _Z12split_queues
// CHECK: activemask.b32
// CHECK: atom.global.add
// CHECK: shfl.sync.idx.b32
// CHECK: activemask.b32
// CHECK: atom.global.add
// CHECK: shfl.sync.idx.b32
// CHECK: }
