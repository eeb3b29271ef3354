// knn_warp_sorted_list_lane0_insert without the __syncwarp() between the vote and lane 0's
// insertions: lane 1 may still read best[warp][K - 1] for its vote while lane 0, past the
// ballot, already shifts the list (the ballot orders nothing in memory).
// LAUNCH: grid=4 block=128 args=pts:f32[1024]:rand queries:f32[16]:rand out:f32[128]:zero npts:i32=1024
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2> %t.err; %sync_diags < %t.err | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define K 8

extern "C" __global__ void __launch_bounds__(128) knn_warp_list_insert_no_vote_syncwarp(const float *pts,
                                                                                       const float *queries,
                                                                                       float *out, int npts) {
  __shared__ float best[4][K];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  const float q = queries[blockIdx.x * 4 + warp];
  if (lane < K)
    best[warp][lane] = INFINITY;
  __syncwarp();
  for (int base = 0; base < npts; base += 32) {
    const float d = fabsf(pts[base + lane] - q);
    const unsigned cand = __ballot_sync(0xffffffffu, d < best[warp][K - 1]);
    for (unsigned rest = cand; rest; rest &= rest - 1) {
      const float v = __shfl_sync(0xffffffffu, d, __ffs(rest) - 1);
      if (lane == 0) {
        int j = K - 1;
        if (v < best[warp][j]) {
          while (j > 0 && best[warp][j - 1] > v) {
            // Whether lane 0 shifts the list depends on the distances (data): a warning may do.
            // CHECK: knn_warp_list_insert_no_vote_syncwarp.cu:[[@LINE+1]]: {{error|warning}} race
            best[warp][j] = best[warp][j - 1];
            --j;
          }
          best[warp][j] = v;
        }
      }
    }
    __syncwarp();
  }
  if (lane < K)
    out[(blockIdx.x * 4 + warp) * K + lane] = best[warp][lane];
}
