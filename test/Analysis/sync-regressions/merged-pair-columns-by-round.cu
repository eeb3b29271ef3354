// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=warning:
// Issue 11 (branch sync32): column indices that an if/else picks per thread
// from the round counter (a round-robin tournament: pair 0 is (15, r), pair
// k is ((r + k) % 15, (r - k + 15) % 15)) were "not an affine function"
// (the merged value was not followed to the counter), then "have values not
// known here" (the table of `(r - k + 15) % 15` dropped the 15 and gave up on
// the negative rest). Now the counter search binds r and tabulates both
// columns: the pairs of a round are disjoint (silent), and pairs that share
// a column are an error with the round as witness.

__device__ __forceinline__ void tournament_pair(int r, int k, int &p, int &q) {
  if (k == 0) {
    p = 15;
    q = r;
  } else {
    p = (r + k) % 15;
    q = (r - k + 15) % 15;
  }
}

extern "C" __global__ void __launch_bounds__(8) rotate_disjoint_pairs(float *out) {
  __shared__ float col[16];
  const int k = threadIdx.x;
  col[k] = k;
  col[k + 8] = k + 8;
  __syncthreads();
  for (int r = 0; r < 15; r++) {
    int p, q;
    tournament_pair(r, k, p, q);
    const float x = col[p], y = col[q];
    col[p] = 0.5f * (x + y);
    col[q] = 0.5f * (x - y);
    __syncthreads();
  }
  out[k] = col[k];
}

// The second column one further round: (r + k) % 15 and (r + k + 1) % 15
// of neighbouring threads meet.
// CHECK: merged-pair-columns-by-round.cu:[[@LINE+23]]:{{[0-9]+}}: error: warp-synchronous shared-memory access without __syncwarp(): this write of @rotate_overlapping_pairs.col races (write-after-read) with another lane of the same warp (with a 8-thread block, threads 1 and 2, @rotate_overlapping_pairs.col[2], when the counter of the loop at line [[@LINE+19]] is 0)
// CHECK: merged-pair-columns-by-round.cu:[[@LINE+23]]:{{[0-9]+}}: error: {{.*}}(write-after-read){{.*}}threads 2 and 1
// CHECK: merged-pair-columns-by-round.cu:[[@LINE+22]]:{{[0-9]+}}: error: {{.*}}(write-after-write){{.*}}threads 2 and 1
__device__ __forceinline__ void overlapping_pair(int r, int k, int &p, int &q) {
  if (k == 0) {
    p = 15;
    q = r;
  } else {
    p = (r + k) % 15;
    q = (r + k + 1) % 15;
  }
}

extern "C" __global__ void __launch_bounds__(8) rotate_overlapping_pairs(float *out) {
  __shared__ float col[16];
  const int k = threadIdx.x;
  col[k] = k;
  col[k + 8] = k + 8;
  __syncthreads();
  for (int r = 0; r < 15; r++) {
    int p, q;
    overlapping_pair(r, k, p, q);
    const float x = col[p], y = col[q];
    col[p] = 0.5f * (x + y);
    col[q] = 0.5f * (x - y);
    __syncthreads();
  }
  out[k] = col[k];
}
