// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// The exit test of a loop that an access is not in, on that loop's own
// values (`k < 4 && i < n`, folded to one arith.andi), holds for every thread
// that gets past the loop: it is not a guard of the later tree reduction's
// accesses (HazardAccesses.cpp, exitOfFinishedLoop). Before, the reduction
// waited for the counter search to bind k and i and warned "the addresses ...
// differ by a value not known here".

__global__ void coarsened_sum(const signed char *col, long long *out, int n) {
  long long sum = 0;
  for (int i = blockIdx.x * blockDim.x * 4 + threadIdx.x, k = 0; k < 4 && i < n; ++k, i += blockDim.x)
    sum += col[i];
  __shared__ long long s_sum[256];
  s_sum[threadIdx.x] = sum;
  __syncthreads();
  for (int st = 128; st > 0; st >>= 1) {
    if (threadIdx.x < st)
      s_sum[threadIdx.x] += s_sum[threadIdx.x + st];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    out[blockIdx.x] = s_sum[0];
}
