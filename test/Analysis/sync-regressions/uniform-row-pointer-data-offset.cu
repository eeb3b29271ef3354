// RUN: kilnc %s --arch=sm_90 -o /dev/null 2> %t.err; FileCheck %s --implicit-check-not=warning: --implicit-check-not=error: < %t.err
// Issue 11 (branch sync36): ping-pong rows through a row pointer, `prev =
// dp[it & 1]` read at `prev[c - w]` (w an item's weight, loaded: a uniform
// value nothing knows) while `dp[(it + 1) & 1][c]` is written, one barrier
// per item (the 0/1 knapsack). "the addresses ... differ by a value not
// known here", a warning: but C++ keeps `prev + (c - w)` inside the row
// `prev` points into, and the two rows differ in every iteration, so the
// accesses never meet whatever w is.

// Silent.
extern "C" __global__ void __launch_bounds__(256) knapsack_rows(const int *weight, const int *value, int *out) {
  __shared__ int dp[2][256];
  const int c = threadIdx.x;
  dp[0][c] = 0;
  __syncthreads();
  for (int it = 0; it < 32; ++it) {
    const int w = weight[it], v = value[it];
    const int *prev = dp[it & 1];
    int best = prev[c];
    if (c >= w)
      best = max(best, prev[c - w] + v);
    dp[(it + 1) & 1][c] = best;
    __syncthreads();
  }
  out[c] = dp[0][c];
}

// Silent: three rows picked by `it % 3` and `(it + 1) % 3`.
extern "C" __global__ void __launch_bounds__(256) three_rows(const int *shift, int *out) {
  __shared__ int rows[3][256];
  const int c = threadIdx.x;
  rows[0][c] = c;
  __syncthreads();
  for (int it = 0; it < 30; ++it) {
    const int s = shift[it];
    const int *src = rows[it % 3];
    rows[(it + 1) % 3][c] = c >= s ? src[c - s] : 0;
    __syncthreads();
  }
  out[c] = rows[0][c];
}

// One row updated in place: the row indices are equal, the race stays.
extern "C" __global__ void __launch_bounds__(256) knapsack_in_place(const int *weight, const int *value, int *out) {
  __shared__ int dp[2][256];
  const int c = threadIdx.x;
  dp[0][c] = 0;
  __syncthreads();
  for (int it = 0; it < 32; ++it) {
    const int w = weight[it], v = value[it];
    int *row = dp[it & 1];
    int best = row[c];
    if (c >= w)
      best = max(best, row[c - w] + v);
    // CHECK: uniform-row-pointer-data-offset.cu:[[@LINE+1]]:{{[0-9]+}}: {{error|warning}}: {{.*}}(write-after-read)
    row[c] = best;
    __syncthreads();
  }
  out[c] = dp[0][c];
}
