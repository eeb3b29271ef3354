// @realcode The CUDA samples' simpleVoteIntrinsics, grown a little: __any_sync and __all_sync over per-lane predicates (lane ranges, data-dependent tests), __ballot_sync bit masks combined with __popc and __ffs to find the first and count the voters, __syncthreads_count/_and/_or for block-wide votes, each result written per thread so every lane's view is compared.
// @let N = 1 << 22
// @buf data i32[N] uniform(-100, 100)
// @buf any_out u32[N] zero
// @buf all_out u32[N] zero
// @buf ballot_out u32[N] zero
// @buf block_out i32[3 * (N / 256)] zero
// @launch vote_kernel grid(N / 256) block(256) args(data, any_out, all_out, ballot_out, block_out)
// @check any_out exact
// @check all_out exact
// @check ballot_out exact
// @check block_out exact
#include <cuda_runtime.h>

#define FULL_MASK 0xffffffffu

__global__ void vote_kernel(const int *data, unsigned *any_out, unsigned *all_out, unsigned *ballot_out,
                            int *block_out) {
  const int tid = blockDim.x * blockIdx.x + threadIdx.x;
  const int lane = threadIdx.x % warpSize;
  const int v = data[tid];

  // The sample's patterns: lanes at or above the middle, every lane, data tests.
  unsigned a = 0;
  a |= (unsigned)__any_sync(FULL_MASK, lane >= warpSize / 2) << 0;
  a |= (unsigned)__any_sync(FULL_MASK, v > 95) << 1;
  a |= (unsigned)__any_sync(FULL_MASK, v == 0) << 2;
  any_out[tid] = a;

  unsigned b = 0;
  b |= (unsigned)__all_sync(FULL_MASK, lane < warpSize) << 0;
  b |= (unsigned)__all_sync(FULL_MASK, v > -90) << 1;
  b |= (unsigned)__all_sync(FULL_MASK, (v & 1) == (lane & 1)) << 2;
  all_out[tid] = b;

  const unsigned positive = __ballot_sync(FULL_MASK, v > 0);
  const unsigned below_me = positive & ((1u << lane) - 1u);
  ballot_out[tid] = (positive ^ (unsigned)__popc(below_me)) + ((unsigned)__ffs(positive) << 24);

  const int count = __syncthreads_count(v > 50);
  const int every = __syncthreads_and(v > -99);
  const int some = __syncthreads_or(v == 99);
  if (threadIdx.x == 0) {
    block_out[3 * blockIdx.x + 0] = count;
    block_out[3 * blockIdx.x + 1] = every;
    block_out[3 * blockIdx.x + 2] = some;
  }
}
