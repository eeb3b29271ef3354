// RUN: kilnc %s --arch=sm_90 -o /dev/null 2> %t.err; FileCheck %s --implicit-check-not=warning: --implicit-check-not=error: < %t.err
// Issue 11 (branch sync36): ping-pong rows picked by a loop-carried toggle,
// `dp[cur ^ 1][c]` written while `dp[cur][c - w]` is read (w a loaded
// weight), `cur ^= 1` after each item's barrier (realcode
// knapsack_01_dp_shared_rows). The two row indices are symbols nothing
// relates ("the block-strided loop index ... is not compared with the other
// address", two warnings), but x ^ 1 != x whatever the toggle holds.

// Silent.
extern "C" __global__ void __launch_bounds__(256) toggled_rows(const int *weight, const int *value, int *out) {
  __shared__ int dp[2][1024];
  for (int c = threadIdx.x; c < 1024; c += blockDim.x)
    dp[0][c] = 0;
  __syncthreads();
  int cur = 0;
  for (int it = 0; it < 32; ++it) {
    const int w = weight[it], v = value[it];
    for (int c = threadIdx.x; c < 1024; c += blockDim.x) {
      int keep = dp[cur][c];
      dp[cur ^ 1][c] = c >= w ? max(keep, dp[cur][c - w] + v) : keep;
    }
    __syncthreads();
    cur ^= 1;
  }
  for (int c = threadIdx.x; c < 1024; c += blockDim.x)
    out[c] = dp[cur][c];
}

// Silent: `1 - cur` flips the row too.
extern "C" __global__ void __launch_bounds__(256) subtracted_rows(const int *shift, int *out) {
  __shared__ int rows[2][256];
  const int c = threadIdx.x;
  rows[0][c] = c;
  __syncthreads();
  int cur = 0;
  for (int it = 0; it < 16; ++it) {
    const int s = shift[it];
    rows[1 - cur][c] = c >= s ? rows[cur][c - s] : 0;
    __syncthreads();
    cur = 1 - cur;
  }
  out[c] = rows[cur][c];
}

// The row read is the row written: the race stays reported.
extern "C" __global__ void __launch_bounds__(256) same_row(const int *shift, int *out) {
  __shared__ int rows[2][256];
  const int c = threadIdx.x;
  rows[0][c] = c;
  __syncthreads();
  int cur = 0;
  for (int it = 0; it < 16; ++it) {
    const int s = shift[it];
    const int v = c >= s ? rows[cur][c - s] : 0;
    // CHECK: uniform-row-index-flipped.cu:[[@LINE+1]]:{{[0-9]+}}: {{error|warning}}: {{.*}}(write-after-read)
    rows[cur][c] = v;
    __syncthreads();
    cur ^= 1;
  }
  out[c] = rows[cur][c];
}

// Without the barrier, the toggle moves between the two accesses: the row
// written in one iteration is read in the next. Still errors.
extern "C" __global__ void __launch_bounds__(256) toggled_no_sync(const int *shift, int *out) {
  __shared__ int rows[2][256];
  const int c = threadIdx.x;
  rows[0][c] = c;
  __syncthreads();
  int cur = 0;
  for (int it = 0; it < 16; ++it) {
    // CHECK-COUNT-2: uniform-row-index-flipped.cu:[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}threads
    rows[cur ^ 1][c] = c >= 1 ? rows[cur][c - 1] : 0;
    cur ^= 1;
  }
  __syncthreads();
  out[c] = rows[cur][c];
}
