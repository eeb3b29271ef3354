// @realcode Stream filter with warp-aggregated atomics: __ballot_sync of the predicate, the leader lane reserves the warp's slots with one atomicAdd, __shfl_sync broadcasts the base, __popc of the lower-lane mask gives each lane its slot.
// @let N = 1 << 26
// @buf in i32[N] uniform(-1000, 1000)
// @buf out i32[N] zero
// @buf count i32[1] zero
// @launch filter_positive_warp_agg grid(N / 256) block(256) args(out, count, in, i32(N))
// @check count exact
// @check out unordered
#include <cuda_runtime.h>

__device__ __forceinline__ int lane_id() { return threadIdx.x & 31; }

// Returns this lane's slot in dst; every active lane that wants one must call it together.
__device__ int atomic_agg_inc(int *ctr) {
  unsigned int active = __activemask();
  int leader = __ffs(active) - 1;
  int change = __popc(active);
  unsigned int lanemask_lt = (1u << lane_id()) - 1;
  int rank = __popc(active & lanemask_lt);
  int warp_res;
  if (lane_id() == leader) warp_res = atomicAdd(ctr, change);
  warp_res = __shfl_sync(active, warp_res, leader);
  return warp_res + rank;
}

__global__ void filter_positive_warp_agg(int *dst, int *nres, const int *src, int n) {
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  if (i >= n) return;
  if (src[i] > 0) dst[atomic_agg_inc(nres)] = src[i];
}
