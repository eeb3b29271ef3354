// @realcode a distributed-shared-memory histogram written against the raw sm_90 intrinsics of crt/sm_90_rt.h rather than cooperative groups (as Hopper tuning guides and micro-benchmarks do): __cluster_dims__(4, 1, 1), each block owns a quarter of the bins in its shared memory, threads find the owning block with the bin index and add through __cluster_map_shared_rank pointers with atomicAdd on shared::cluster addresses, the split barrier __cluster_barrier_arrive/__cluster_barrier_wait brackets the phases (so no block exits while a peer still writes into its shared memory), __clusterRelativeBlockRank/__clusterSizeInBlocks name the block's share, and each block flushes its bins to the global histogram.
// @let N = 1 << 24
// @let NBINS = 4096
// @buf data u32[N] uniform(0, 4096)
// @buf hist u32[NBINS] zero
// @buf ranks u32[64] zero
// @launch cluster_histogram<1024> grid(256) block(256) args(data, hist, ranks, i32(N), i32(NBINS))
// @check hist exact
// @check ranks exact

template <int BINS_PER_BLOCK>
__global__ void __cluster_dims__(4, 1, 1) __launch_bounds__(256)
    cluster_histogram(const unsigned *__restrict__ data, unsigned *__restrict__ hist, unsigned *ranks, int n, int nbins) {
  __shared__ unsigned bins[BINS_PER_BLOCK];
  const unsigned rank = __clusterRelativeBlockRank();
  const unsigned csize = __clusterSizeInBlocks();
  for (int i = threadIdx.x; i < BINS_PER_BLOCK; i += blockDim.x) bins[i] = 0;
  // Every block's bins are zero before any peer adds into them.
  __cluster_barrier_arrive();
  __cluster_barrier_wait();
  unsigned *peer[4];
#pragma unroll
  for (int r = 0; r < 4; ++r) peer[r] = static_cast<unsigned *>(__cluster_map_shared_rank(bins, r));
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const unsigned b = data[i] % nbins;
    atomicAdd(peer[b / BINS_PER_BLOCK] + b % BINS_PER_BLOCK, 1u);
  }
  __cluster_barrier_arrive();
  __cluster_barrier_wait();
  for (int i = threadIdx.x; i < BINS_PER_BLOCK; i += blockDim.x)
    if (bins[i]) atomicAdd(&hist[rank * BINS_PER_BLOCK + i], bins[i]);
  if (threadIdx.x == 0 && blockIdx.x < 64) ranks[blockIdx.x] = rank * 16 + csize + (__cluster_query_shared_rank(peer[rank]) == rank ? 100 : 0);
}

template __global__ void cluster_histogram<1024>(const unsigned *, unsigned *, unsigned *, int, int);
