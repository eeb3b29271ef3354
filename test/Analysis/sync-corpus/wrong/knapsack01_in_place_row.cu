// knapsack01_capacity_rows_ping_pong updated in place in one row (the
// sequential 1-D knapsack loop run in parallel): thread c reads dp[c - w]
// while thread c - w overwrites it with this item's value. Which threads
// meet depends on the loaded weight, so a warning is a fair verdict too.
// LAUNCH: grid=2 block=256 args=weight:i32[32]:rand(1,40) value:i32[32]:rand(1,100) out:i32[512]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2> %t.err; %sync_diags < %t.err | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) knapsack01_in_place_row(const int *weight, const int *value, int *out) {
  __shared__ int dp[256];
  const int c = threadIdx.x;
  dp[c] = 0;
  __syncthreads();
  for (int it = 0; it < 32; ++it) {
    const int w = weight[it] + (int)blockIdx.x, v = value[it];
    int best = dp[c];
    if (c >= w)
      best = max(best, dp[c - w] + v);
    // CHECK: knapsack01_in_place_row.cu:[[@LINE+1]]: {{error|warning}} race
    dp[c] = best;
    __syncthreads();
  }
  out[blockIdx.x * 256 + c] = dp[c];
}
