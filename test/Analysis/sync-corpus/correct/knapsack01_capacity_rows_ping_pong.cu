// 0/1 knapsack over 32 items, one thread per capacity 0..255: row
// dp[it & 1] holds the best values with the first it items, the next row is
// built from it (dp[prev][c - w[it]] with the item's loaded weight) and one
// barrier per item separates the rows.
// LAUNCH: grid=2 block=256 args=weight:i32[32]:rand(1,40) value:i32[32]:rand(1,100) out:i32[512]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) knapsack01_capacity_rows_ping_pong(const int *weight, const int *value, int *out) {
  __shared__ int dp[2][256];
  const int c = threadIdx.x;
  dp[0][c] = 0;
  __syncthreads();
  for (int it = 0; it < 32; ++it) {
    const int w = weight[it] + (int)blockIdx.x, v = value[it];
    const int *prev = dp[it & 1];
    int best = prev[c];
    if (c >= w)
      best = max(best, prev[c - w] + v);
    dp[(it + 1) & 1][c] = best;
    __syncthreads();
  }
  out[blockIdx.x * 256 + c] = dp[0][c];
}
