// The K nearest neighbours (distances) of one query per warp: each round the lanes compute
// 32 distances, vote on those below the warp's current K-th best, and lane 0 alone inserts
// the candidates, in lane order, into the warp's sorted list in shared memory. A __syncwarp()
// separates the lanes' reads of the threshold from lane 0's insertions, and another the
// insertions from the next round's reads; warps never touch each other's lists.
// LAUNCH: grid=4 block=128 args=pts:f32[1024]:rand queries:f32[16]:rand out:f32[128]:zero npts:i32=1024
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define K 8

extern "C" __global__ void __launch_bounds__(128) knn_warp_sorted_list_lane0_insert(const float *pts,
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
    __syncwarp();
    for (unsigned rest = cand; rest; rest &= rest - 1) {
      const float v = __shfl_sync(0xffffffffu, d, __ffs(rest) - 1);
      if (lane == 0) {
        int j = K - 1;
        if (v < best[warp][j]) {
          while (j > 0 && best[warp][j - 1] > v) {
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
