// Warp-aggregated atomic increment: a full-warp ballot of the predicate, the
// leader of the active lanes does one atomicAdd, and __shfl_sync with the
// ballot's mask broadcasts the base inside the divergent branch.
// LAUNCH: grid=40 block=256 args=in:i32[10000]:rand(-100,100) counter:i32[1]:zero ranks:i32[10000]:zero n:i32=10000
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void warp_aggregated_atomics(const int *in, int *counter, int *ranks, int n) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  bool pred = (g < n) && (in[g] > 0);
  unsigned int mask = __ballot_sync(0xffffffff, pred);
  if (pred) {
    int leader = __ffs(mask) - 1;
    int base = 0;
    if (lane == leader) base = atomicAdd(counter, __popc(mask));
    base = __shfl_sync(mask, base, leader);
    int rank = __popc(mask & ((1u << lane) - 1));
    ranks[g] = (base >= 0) ? rank : -1;
  }
}
