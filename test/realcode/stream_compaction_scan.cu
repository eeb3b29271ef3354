// @realcode Order-preserving stream compaction in three launches: per-block counts of kept elements, an exclusive scan of the counts in one block, then each block scatters its kept elements at its offset after a block-local scan (__syncthreads_count, ballots).
// @let N = 1 << 26
// @let B = 512
// @let G = N / B
// @buf in i32[N] uniform(-50, 50)
// @buf flags_count i32[G] zero
// @buf out i32[N] zero
// @launch count_kept grid(G) block(B) args(in, flags_count, i32(N))
// @launch exclusive_scan_counts grid(1) block(1024) args(flags_count, i32(G))
// @launch scatter_kept grid(G) block(B) args(in, flags_count, out, i32(N))
// @check out exact
// @check flags_count exact
#include <cuda_runtime.h>

__device__ __forceinline__ bool keep(int v) { return (v & 1) == 0 && v > -20; }

__global__ void count_kept(const int *in, int *block_counts, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int c = __syncthreads_count(i < n && keep(in[i]));
  if (threadIdx.x == 0) block_counts[blockIdx.x] = c;
}

// One block of 1024 threads; each thread scans a contiguous chunk serially, then the chunk totals are scanned in shared memory.
__global__ void exclusive_scan_counts(int *counts, int n) {
  __shared__ int totals[1024];
  int per = (n + blockDim.x - 1) / blockDim.x;
  int begin = threadIdx.x * per, end = min(begin + per, n);
  int sum = 0;
  for (int i = begin; i < end; ++i) sum += counts[i];
  totals[threadIdx.x] = sum;
  __syncthreads();
  for (int off = 1; off < blockDim.x; off *= 2) {
    int v = threadIdx.x >= off ? totals[threadIdx.x - off] : 0;
    __syncthreads();
    totals[threadIdx.x] += v;
    __syncthreads();
  }
  int run = totals[threadIdx.x] - sum;  // exclusive prefix of this chunk
  for (int i = begin; i < end; ++i) {
    int c = counts[i];
    counts[i] = run;
    run += c;
  }
}

__global__ void scatter_kept(const int *in, const int *block_offsets, int *out, int n) {
  __shared__ int warp_base[32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  int v = i < n ? in[i] : 0;
  bool k = i < n && keep(v);
  unsigned ballot = __ballot_sync(0xffffffffu, k);
  if (lane == 0) warp_base[warp] = __popc(ballot);
  __syncthreads();
  if (warp == 0) {
    int c = lane < (blockDim.x >> 5) ? warp_base[lane] : 0;
    int incl = c;
    for (int d = 1; d < 32; d <<= 1) {
      int up = __shfl_up_sync(0xffffffffu, incl, d);
      if (lane >= d) incl += up;
    }
    warp_base[lane] = incl - c;
  }
  __syncthreads();
  if (k) out[block_offsets[blockIdx.x] + warp_base[warp] + __popc(ballot & ((1u << lane) - 1))] = v;
}
