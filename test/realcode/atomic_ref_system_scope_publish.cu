// @realcode host-visible progress publishing as zero-copy monitoring code writes it: cuda::atomic_ref<T, cuda::thread_scope_system> fetch_add/fetch_max/store(release) on counters, the legacy atomicAdd_system/atomicMax_system/atomicOr_system and atomicAdd_block/atomicExch_block scoped intrinsics, __threadfence_system before a flag store, and cuda::atomic_thread_fence with system scope; each block also keeps per-block scoped counters.
// @let N = 1 << 22
// @let B = N / 256
// @buf x i32[N] uniform(-1000, 1000)
// @buf totals i64[4] zero
// @buf maxima i32[4] fill(-2147483648)
// @buf bits u32[32] zero
// @buf done u32[B] zero
// @buf per_block i32[B * 2] zero
// @launch publish grid(B) block(256) args(x, totals, maxima, bits, done, per_block, i32(N))
// @check totals exact
// @check maxima exact
// @check bits exact
// @check done exact
// @check per_block exact
#include <cuda/atomic>

__global__ void publish(const int *__restrict__ x, long long *totals, int *maxima, unsigned *bits, unsigned *done,
                        int *per_block, int n) {
  __shared__ int block_sum, block_last;
  if (threadIdx.x == 0) { block_sum = 0; block_last = -1; }
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = i < n ? x[i] : 0;
  cuda::atomic_ref<long long, cuda::thread_scope_system> total(totals[0]);
  total.fetch_add(v, cuda::std::memory_order_relaxed);
  cuda::atomic_ref<int, cuda::thread_scope_system> hi(maxima[0]);
  hi.fetch_max(v, cuda::std::memory_order_relaxed);
  atomicAdd_system(reinterpret_cast<unsigned long long *>(&totals[1]), (unsigned long long)(v & 0xff));
  atomicMax_system(&maxima[1], -v);
  atomicOr_system(&bits[(unsigned)v % 32u], 1u << ((unsigned)(v >> 5) & 31u));
  cuda::atomic_ref<int, cuda::thread_scope_device> dev_hi(maxima[2]);
  dev_hi.fetch_max(v ^ 0x55, cuda::std::memory_order_relaxed);
  atomicAdd_block(&block_sum, v);
  if (v > 990) atomicExch_block(&block_last, 1);
  __syncthreads();
  if (threadIdx.x == 0) {
    per_block[blockIdx.x * 2] = block_sum;
    per_block[blockIdx.x * 2 + 1] = block_last;
    cuda::atomic_ref<long long, cuda::thread_scope_system>(totals[2]).fetch_add(block_sum, cuda::std::memory_order_relaxed);
    __threadfence_system();
    cuda::atomic_thread_fence(cuda::std::memory_order_release, cuda::thread_scope_system);
    cuda::atomic_ref<unsigned, cuda::thread_scope_system>(done[blockIdx.x]).store(1u, cuda::std::memory_order_release);
    cuda::atomic_ref<long long, cuda::thread_scope_system> finished(totals[3]);
    finished.fetch_add(1, cuda::std::memory_order_acq_rel);
  }
}
