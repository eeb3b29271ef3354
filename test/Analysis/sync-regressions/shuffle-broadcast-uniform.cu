// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | count 0
// RUN: kilnc %s --arch=sm_90 -DWRONG -o /dev/null 2>&1 | FileCheck %s --check-prefix=WRONG
// Issue 11: `__shfl_sync(full, v, 0)` gives every lane lane 0's value, so a
// branch on it is warp-uniform even when `v` itself differs between lanes
// (set by lane 0 alone from an atomic). The uniformity of an index shuffle
// used to be the less uniform of "warp" and the value's, which made the
// persistent-warp work queue's `if (base >= n) break;` lane-dependent and
// the full-mask ballot after it a warning.

__global__ void work_queue(unsigned *head, unsigned *out, unsigned n) {
  const unsigned lane = threadIdx.x % 32;
  while (true) {
    unsigned base = 0;
    if (lane == 0)
      base = atomicAdd(head, 32u);
    base = __shfl_sync(0xffffffffu, base, 0);
    if (base >= n)
      break;
    unsigned item = base + lane;
    unsigned mine = item < n;
    if (mine)
      out[item] = item * 3u;
    unsigned done = __popc(__ballot_sync(0xffffffffu, mine));
    if (lane == 0)
      atomicAdd(out + n, done);
  }
}

#ifdef WRONG
// A shuffle from a lane that differs per lane (`lane ^ 1`) is not a
// broadcast: the branch on its result is lane-dependent, and the full-mask
// ballot under it is reached by only some lanes of a warp (a branch on a
// broadcast would be silent). (Not an early `return`: a vote after lanes
// left the kernel counts the remaining lanes, which CUDA defines; branch
// sync18.)
__global__ void not_a_broadcast(const unsigned *in, unsigned *out) {
  const unsigned lane = threadIdx.x % 32;
  unsigned v = in[threadIdx.x];
  unsigned other = __shfl_sync(0xffffffffu, v, lane ^ 1);
  unsigned b = 0;
  if (other <= 7)
    // WRONG: shuffle-broadcast-uniform.cu:[[@LINE+1]]:{{[0-9]+}}: {{warning|error}}: {{.*}}warp vote
    b = __ballot_sync(0xffffffffu, v & 1);
  out[threadIdx.x] = b;
}
#endif
