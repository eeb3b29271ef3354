// Inclusive prefix sum of ints in two kernels. scan_block scans each block's blockDim.x elements
// (shuffle-up scan per warp, then a scan of the warp totals through shared memory) and writes each
// block's total to block_sums (if not null); after the block sums are scanned the same way,
// scan_add_offsets adds block b-1's running total to every element of block b.
// blockDim.x must be a multiple of 32 (at most 1024) and the same in both kernels.
extern "C" __global__ void scan_block(const int* __restrict__ in, int* __restrict__ out, int* __restrict__ block_sums,
                                      long n) {
  __shared__ int warp_sums[32];
  long i = (long)blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  int v = i < n ? in[i] : 0;
  for (int o = 1; o < 32; o <<= 1) {
    int up = __shfl_up_sync(0xffffffff, v, o);
    if (lane >= o) v += up;
  }
  if (lane == 31) warp_sums[warp] = v;
  __syncthreads();
  if (warp == 0) {
    int w = lane < (int)(blockDim.x >> 5) ? warp_sums[lane] : 0;
    for (int o = 1; o < 32; o <<= 1) {
      int up = __shfl_up_sync(0xffffffff, w, o);
      if (lane >= o) w += up;
    }
    warp_sums[lane] = w;
  }
  __syncthreads();
  if (warp > 0) v += warp_sums[warp - 1];
  if (i < n) out[i] = v;
  if (block_sums && threadIdx.x == blockDim.x - 1) block_sums[blockIdx.x] = v;
}

extern "C" __global__ void scan_add_offsets(int* __restrict__ out, const int* __restrict__ scanned_block_sums, long n) {
  long i = (long)blockIdx.x * blockDim.x + threadIdx.x;
  if (blockIdx.x > 0 && i < n) out[i] += scanned_block_sums[blockIdx.x - 1];
}
