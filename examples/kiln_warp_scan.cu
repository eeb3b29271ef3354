// Inclusive prefix sum in Kiln spelling: a warp-shuffle scan per warp, warp
// totals scanned through shared memory, one block-scope sync between phases.
#include <kiln/simt.hpp>

__device__ int warp_inclusive_scan(int v) {
  unsigned lane = kiln::lane_id();
  for (int d = 1; d < 32; d <<= 1) {
    int up = kiln::shuffle_up(v, d);
    if (lane >= (unsigned)d)
      v += up;
  }
  return v;
}

extern "C" __global__ void __launch_bounds__(1024) kiln_block_scan(const int *__restrict__ in,
                                                                   int *out, int n) {
  __shared__ int warp_totals[32];
  int i = kiln::block_idx().x * kiln::block_dim().x + kiln::thread_idx().x;
  int v = i < n ? in[i] : 0;
  v = warp_inclusive_scan(v);
  unsigned lane = kiln::lane_id(), warp = kiln::warp_id();
  if (lane == 31)
    warp_totals[warp] = v;
  kiln::sync(kiln::scope::block);
  if (warp == 0) {
    unsigned warps = (kiln::block_dim().x + 31) / 32;
    int t = lane < warps ? warp_totals[lane] : 0;
    warp_totals[lane] = warp_inclusive_scan(t);
  }
  kiln::sync(kiln::scope::block);
  if (warp > 0)
    v += warp_totals[warp - 1];
  if (i < n)
    out[i] = v;
}
