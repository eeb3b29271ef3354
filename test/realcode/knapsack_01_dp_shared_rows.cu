// @realcode 0/1 knapsack by dynamic programming, one block per instance: the capacity row lives in shared memory, each item updates it from high to low capacity in one parallel step through a double buffer, and the best value per capacity is written out.
// @let INST = 2048
// @let ITEMS = 96
// @let CAP = 1024
// @buf weight i32[INST * ITEMS] uniform(1, 64)
// @buf value i32[INST * ITEMS] uniform(1, 1000)
// @buf best i32[INST * CAP] zero
// @launch knapsack_block<1024> grid(INST) block(256) args(weight, value, best, i32(ITEMS))
// @check best exact

template <int CAPACITY>
__global__ void __launch_bounds__(256) knapsack_block(const int *__restrict__ weight, const int *__restrict__ value,
                                                      int *__restrict__ best, int items) {
  __shared__ int dp[2][CAPACITY];
  for (int c = threadIdx.x; c < CAPACITY; c += blockDim.x) dp[0][c] = 0;
  __syncthreads();
  int cur = 0;
  for (int it = 0; it < items; ++it) {
    int w = weight[blockIdx.x * items + it], v = value[blockIdx.x * items + it];
    // Reads the previous row only, so every capacity updates at once.
    for (int c = threadIdx.x; c < CAPACITY; c += blockDim.x) {
      int keep = dp[cur][c];
      dp[cur ^ 1][c] = c >= w ? max(keep, dp[cur][c - w] + v) : keep;
    }
    cur ^= 1;
    __syncthreads();
  }
  for (int c = threadIdx.x; c < CAPACITY; c += blockDim.x) best[size_t(blockIdx.x) * CAPACITY + c] = dp[cur][c];
}

// The instantiation the host code launches.
template __global__ void knapsack_block<1024>(const int *, const int *, int *, int);
