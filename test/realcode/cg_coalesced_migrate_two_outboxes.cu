// @realcode Domain-decomposed particle migration in the style of MD/PIC codes: each thread checks whether its particle left the slab along x; leavers go to the left or right outbox, a thread-dependent if/else whose two arms call the same warp-aggregated append (cg::coalesced_threads(), one atomicAdd per coalesced group by thread_rank() 0, g.shfl of the base) on two different counters, so the arms end alike and must stay separate collectives; stayers are compacted the same way into a third queue.
// @let N = 1 << 22
// @let XLO = 0.25
// @let XHI = 0.75
// @buf x f32[N] uniform(0, 1)
// @buf id i32[N] iota
// @buf left_out i32[N] zero
// @buf right_out i32[N] zero
// @buf keep i32[N] zero
// @buf counts i32[3] zero
// @launch migrate_particles grid(N / 256) block(256) args(x, id, left_out, right_out, keep, counts, f32(XLO), f32(XHI), i32(N))
// @check counts exact
// @check left_out unordered
// @check right_out unordered
// @check keep unordered
#include <cooperative_groups.h>
#include <cuda_runtime.h>

namespace cg = cooperative_groups;

enum Outbox { kLeft = 0, kRight = 1, kKeep = 2 };

// One atomic per coalesced group of callers; each caller gets its own slot.
__device__ __forceinline__ int append_slot(int *counter) {
  cg::coalesced_group g = cg::coalesced_threads();
  int base = 0;
  if (g.thread_rank() == 0) base = atomicAdd(counter, static_cast<int>(g.size()));
  return g.shfl(base, 0) + static_cast<int>(g.thread_rank());
}

__global__ void migrate_particles(const float *__restrict__ x, const int *__restrict__ id, int *left_out,
                                  int *right_out, int *keep, int *counts, float xlo, float xhi, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const float px = x[i];
  const int pid = id[i];
  if (px < xlo || px >= xhi) {
    // Leavers: which side decides the outbox.
    if (px < xlo) {
      const int s = append_slot(&counts[kLeft]);
      left_out[s] = pid;
    } else {
      const int s = append_slot(&counts[kRight]);
      right_out[s] = pid;
    }
  } else {
    const int s = append_slot(&counts[kKeep]);
    keep[s] = pid;
  }
}
