// @realcode Scoped, ordered atomics in the CUDA 12.8 builtin spelling (__nv_atomic_fetch_add / __nv_atomic_load_n / __nv_atomic_store_n / __nv_atomic_compare_exchange_n with __NV_ATOMIC_* orders and __NV_THREAD_SCOPE_* scopes): a two-level histogram where each block accumulates into shared-memory bins with relaxed block-scope adds and flushes them with relaxed device-scope adds, and a last-block-done reduction where every block publishes its partial sum with a release store, bumps a device-scope ticket with acq_rel, and the block that takes the last ticket reads every partial with acquire loads; a claim-once flag per bin uses a relaxed compare-exchange.
// @let N = 1 << 24
// @let BINS = 256
// @let NB = 512
// @buf data u32[N] uniform(0, 1 << 20)
// @buf hist u32[BINS] zero
// @buf first_block i32[BINS] fill(-1)
// @buf partial u64[NB] zero
// @buf ticket u32[1] zero
// @buf total u64[1] zero
// @launch hist_and_sum grid(NB) block(256) args(data, hist, first_block, partial, ticket, total, i32(N))
// @check hist exact
// @check first_block exact
// @check partial exact
// @check total exact
// @check ticket exact
#include <cstdint>
#include <cuda_runtime.h>

#define NBINS 256

__device__ __forceinline__ unsigned bin_of(unsigned v) { return (v * 2654435761u) >> 24; }

__global__ void __launch_bounds__(256) hist_and_sum(const unsigned *__restrict__ data, unsigned *hist,
                                                    int *first_block, unsigned long long *partial, unsigned *ticket,
                                                    unsigned long long *total, int n) {
  __shared__ unsigned local[NBINS];
  __shared__ unsigned long long warp_sums[8];
  __shared__ bool is_last;
  local[threadIdx.x] = 0;
  __syncthreads();
  unsigned long long sum = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    unsigned v = data[i];
    sum += v;
    __nv_atomic_fetch_add(&local[bin_of(v)], 1u, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_BLOCK);
  }
  __syncthreads();
  unsigned c = local[threadIdx.x];
  if (c) {
    __nv_atomic_add(&hist[threadIdx.x], c, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
    // The smallest block id that saw this bin (min over blocks, lock-free).
    int seen = __nv_atomic_load_n(&first_block[threadIdx.x], __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
    while ((seen < 0 || (int)blockIdx.x < seen) &&
           !__nv_atomic_compare_exchange_n(&first_block[threadIdx.x], &seen, (int)blockIdx.x, false,
                                           __NV_ATOMIC_RELAXED, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE)) {
    }
  }
  for (int off = 16; off > 0; off >>= 1) sum += __shfl_down_sync(0xffffffffu, sum, off);
  if ((threadIdx.x & 31) == 0) warp_sums[threadIdx.x >> 5] = sum;
  __syncthreads();
  if (threadIdx.x == 0) {
    unsigned long long s = 0;
    for (int w = 0; w < 8; ++w) s += warp_sums[w];
    __nv_atomic_store_n(&partial[blockIdx.x], s, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_DEVICE);
    unsigned t = __nv_atomic_fetch_add(ticket, 1u, __NV_ATOMIC_ACQ_REL, __NV_THREAD_SCOPE_DEVICE);
    is_last = t == gridDim.x - 1;
  }
  __syncthreads();
  if (is_last && threadIdx.x == 0) {
    unsigned long long s = 0;
    for (int b = 0; b < (int)gridDim.x; ++b)
      s += __nv_atomic_load_n(&partial[b], __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_DEVICE);
    *total = s;
  }
}
