// The arms of a divergent branch that end alike stay separate for every
// spelling of a warp-aggregated update, not only the __activemask() helper
// of canonicalize-no-block-merging.cu: cg::coalesced_threads() (the
// CUDA-samples atomicAggInc), a __ballot_sync(__activemask(), 1) leader with
// __popc ranks, and __match_any_sync groups. Merged, one collective would
// see the lanes of both arms and one leader would update the counter its
// own arm picked for all of them (realcode cg_coalesced_migrate_two_outboxes,
// ballot_activemask_delta_stepping_buckets, match_any_hot_cold_key_counters).
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

__device__ __forceinline__ int append_slot(int *counter) {
  cg::coalesced_group g = cg::coalesced_threads();
  int base = 0;
  if (g.thread_rank() == 0) base = atomicAdd(counter, static_cast<int>(g.size()));
  return g.shfl(base, 0) + static_cast<int>(g.thread_rank());
}

// CHECK-LABEL: .entry _Z14coalesced_arms
// CHECK: activemask.b32
// CHECK: atom.global.add
// CHECK: shfl.sync.idx.b32
// CHECK: activemask.b32
// CHECK: atom.global.add
// CHECK: shfl.sync.idx.b32
// CHECK: }
__global__ void coalesced_arms(const float *x, int *counts, int *left, int *right) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (x[i] < 0.5f) {
    left[append_slot(&counts[0])] = i;
  } else {
    right[append_slot(&counts[1])] = i;
  }
}

// CHECK-LABEL: .entry _Z11ballot_arms
// CHECK: vote.sync.ballot.b32
// CHECK: atom.global.add
// CHECK: shfl.sync.idx.b32
// CHECK: vote.sync.ballot.b32
// CHECK: atom.global.add
// CHECK: shfl.sync.idx.b32
// CHECK: }
__global__ void ballot_arms(const int *w, int *ctl, int *light, int *heavy, int delta) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int lane = threadIdx.x & 31;
  if (w[i] <= delta) {
    const unsigned mask = __ballot_sync(__activemask(), 1);
    const int leader = __ffs(mask) - 1;
    int base = 0;
    if (lane == leader) base = atomicAdd(&ctl[0], __popc(mask));
    light[__shfl_sync(mask, base, leader) + __popc(mask & ((1u << lane) - 1))] = i;
  } else {
    const unsigned mask = __ballot_sync(__activemask(), 1);
    const int leader = __ffs(mask) - 1;
    int base = 0;
    if (lane == leader) base = atomicAdd(&ctl[1], __popc(mask));
    heavy[__shfl_sync(mask, base, leader) + __popc(mask & ((1u << lane) - 1))] = i;
  }
}

// CHECK-LABEL: .entry _Z10match_arms
// CHECK: match.any.sync.b32
// CHECK: atom.global.add
// CHECK: match.any.sync.b32
// CHECK: atom.global.add
// CHECK: }
__global__ void match_arms(const unsigned *keys, unsigned *hot, unsigned *cold, unsigned nhot) {
  const unsigned key = keys[blockIdx.x * blockDim.x + threadIdx.x];
  const unsigned lane = threadIdx.x & 31;
  if (key < nhot) {
    const unsigned peers = __match_any_sync(__activemask(), key);
    if (lane == __ffs(peers) - 1) atomicAdd(&hot[key], __popc(peers));
  } else {
    const unsigned peers = __match_any_sync(__activemask(), key);
    if (lane == __ffs(peers) - 1) atomicAdd(&cold[key], __popc(peers));
  }
}
