// @realcode Warp-aggregated atomics in the CUDA-samples style: filter the positive elements of an array, coalesced_threads() elects one leader per active group, g.num_threads() reserves the slots, g.shfl broadcasts the base and thread_rank() places each element.
// @let N = 1 << 24
// @buf src i32[N] uniform(-100, 100)
// @buf dst i32[N] zero
// @buf nres i32[1] zero
// @launch filter_arr grid(N / 256) block(256) args(dst, nres, src, i32(N))
// @check nres exact
// @check dst unordered
#include <cooperative_groups.h>
#include <cuda_runtime.h>

namespace cg = cooperative_groups;

__device__ int atomicAggInc(int *ctr) {
  cg::coalesced_group active = cg::coalesced_threads();
  int warp_res = 0;
  if (active.thread_rank() == 0) warp_res = atomicAdd(ctr, (int)active.num_threads());
  return active.shfl(warp_res, 0) + active.thread_rank();
}

__global__ void filter_arr(int *dst, int *nres, const int *src, int n) {
  int id = threadIdx.x + blockIdx.x * blockDim.x;
  for (int i = id; i < n; i += gridDim.x * blockDim.x) {
    if (src[i] > 0) dst[atomicAggInc(nres)] = src[i];
  }
}
