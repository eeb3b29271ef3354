// @realcode k-core decomposition by peeling, as GPU graph libraries run it on graphs that fit one block's sweep: a single 1024-thread block sweeping all vertices per round, removing those whose remaining degree is below k with atomicSub on their neighbours' degrees, __syncthreads_or deciding whether another round is needed and __syncthreads_count how many vertices are left, the core number of each vertex recorded as the level it was peeled at.
// @let N = 1 << 16
// @let MAXLEN = 16
// @buf row_ptr i32[N + 1] rowptr(MAXLEN)
// @buf cols i32[N * MAXLEN] uniform(0, N)
// @buf degree i32[N] zero
// @buf core i32[N] zero
// @buf levels i32[1] zero
// @launch kcore_peel grid(1) block(1024) args(row_ptr, cols, degree, core, levels, i32(N))
// @check core exact
// @check degree exact
// @check levels exact
__global__ void __launch_bounds__(1024) kcore_peel(const int *__restrict__ row_ptr, const int *__restrict__ cols,
                                                   int *degree, int *core, int *levels, int n) {
  for (int v = threadIdx.x; v < n; v += blockDim.x) {
    degree[v] = row_ptr[v + 1] - row_ptr[v];
    core[v] = -1;
  }
  __syncthreads();
  int k = 1;
  int left = n;
  while (left > 0) {
    int removed;
    do {
      removed = 0;
      for (int v = threadIdx.x; v < n; v += blockDim.x) {
        if (core[v] < 0 && atomicAdd(&degree[v], 0) < k) {
          core[v] = k - 1;
          removed = 1;
          for (int e = row_ptr[v]; e < row_ptr[v + 1]; ++e)
            atomicSub(&degree[cols[e]], 1);
        }
      }
    } while (__syncthreads_or(removed));
    int alive = 0;
    for (int v = threadIdx.x; v < n; v += blockDim.x)
      alive += core[v] < 0;
    left = __syncthreads_count(alive > 0) > 0 ? 1 : 0;
    if (left)
      ++k;
  }
  if (threadIdx.x == 0)
    *levels = k;
}
