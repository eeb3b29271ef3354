// RUN: kilnc %s --arch=sm_90 -o /dev/null 2>&1 | count 0
// RUN: not kilnc %s --arch=sm_90 -o /dev/null -DNO_GROUP_SYNC 2>&1 | FileCheck %s --check-prefix=RACE
// Issue 11 (branch sync20): a block split into two groups of 128 threads,
// each reducing its own arrays between named barriers (bar.sync id, 128),
// indexes them with `t = first ? tid : tid - 128`. The ternary is a diamond
// whose join argument the race check saw inside `if (first)`: "the address
// is not an affine function of thread ids" warnings. simt-edge-conditions
// gives the uses that a branch on `first` decides the value of that side
// (s[tid] inside the branch). Without the group's first barrier the tree
// reads a neighbour's slot before it is written: an error with a witness.
__global__ void __launch_bounds__(256) two_groups(const float *in, float *out) {
  __shared__ float lo[128], hi[128];
  const bool first = threadIdx.x < 128;
  const int t = first ? threadIdx.x : threadIdx.x - 128;
  const float v = in[blockIdx.x * 256 + threadIdx.x];
  if (first) {
    lo[t] = v;
#ifndef NO_GROUP_SYNC
    __barrier_sync_count(1, 128);
#endif
    for (int w = 64; w > 0; w >>= 1) {
      // RACE: named-barrier-group-index.cu:[[@LINE+1]]:{{[0-9]+}}: error: shared-memory race
      if (t < w) lo[t] += lo[t + w];
      __barrier_sync_count(1, 128);
    }
  } else {
    hi[t] = v * v;
    __barrier_sync_count(2, 128);
    for (int w = 64; w > 0; w >>= 1) {
      if (t < w) hi[t] += hi[t + w];
      __barrier_sync_count(2, 128);
    }
  }
  __syncthreads();
  if (threadIdx.x == 0)
    out[blockIdx.x] = lo[0] + hi[0];
}
