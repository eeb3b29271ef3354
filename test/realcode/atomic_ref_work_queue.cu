// @realcode Dynamic work distribution with libcu++: persistent blocks pull batches of items from a lock-free queue head (cuda::atomic_ref<unsigned, thread_scope_device>::fetch_add, relaxed), lane 0 of each warp claiming a batch for its warp, and count finished items with an acq_rel counter; the work per item (Collatz trajectories) is deliberately uneven.
// @let N = 1 << 21
// @let BATCH = 32
// @buf seeds u32[N] uniform(1, 1000000)
// @buf head u32[1] zero
// @buf done_count u32[1] zero
// @buf steps u32[N] zero
// @buf peaks u64[N] zero
// @launch collatz_queue grid(264) block(256) args(seeds, head, done_count, steps, peaks, u32(N))
// @check steps exact
// @check peaks exact
// @check done_count exact
#include <cuda/atomic>
#include <cstdint>

constexpr unsigned kBatch = 32;

__device__ unsigned collatz(uint64_t x, uint64_t &peak) {
  unsigned n = 0;
  peak = x;
  while (x != 1) {
    x = (x & 1) ? 3 * x + 1 : x >> 1;
    peak = x > peak ? x : peak;
    ++n;
  }
  return n;
}

__global__ void collatz_queue(const unsigned *seeds, unsigned *head, unsigned *done_count,
                              unsigned *steps, unsigned long long *peaks, unsigned n) {
  cuda::atomic_ref<unsigned, cuda::thread_scope_device> next(*head);
  cuda::atomic_ref<unsigned, cuda::thread_scope_device> finished(*done_count);
  const unsigned lane = threadIdx.x % 32;
  while (true) {
    unsigned base = 0;
    if (lane == 0)
      base = next.fetch_add(kBatch, cuda::std::memory_order_relaxed);
    base = __shfl_sync(0xffffffffu, base, 0);
    if (base >= n)
      break;
    unsigned item = base + lane;
    unsigned mine = 0;
    if (item < n) {
      uint64_t peak;
      steps[item] = collatz(seeds[item], peak);
      peaks[item] = peak;
      mine = 1;
    }
    unsigned batch_done = __popc(__ballot_sync(0xffffffffu, mine));
    if (lane == 0)
      finished.fetch_add(batch_done, cuda::std::memory_order_acq_rel);
  }
}
