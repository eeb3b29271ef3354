// @realcode block-scope synchronisation objects from libcu++ as task-queue code uses them: a cuda::binary_semaphore<cuda::thread_scope_block> in shared memory guarding a per-block critical section (acquire/release), a cuda::std::counting_semaphore<8> limiting how many warps hold a scratch slot at once (try_acquire loop), a cuda::latch<cuda::thread_scope_block> replacing __syncthreads for one phase (arrive_and_wait), and cuda::std::atomic_flag test_and_set/clear as a spin lock, placement-new'ed into __shared__ storage by thread 0.
// @let B = 4096
// @buf x i32[B * 256] uniform(-1000, 1000)
// @buf sums i64[B] zero
// @buf maxima i32[B] zero
// @buf peaks u32[B] zero
// @launch semaphore_blocks grid(B) block(256) args(x, sums, maxima, peaks)
// @check sums exact
// @check maxima exact
// @check peaks exact
#include <cuda/semaphore>
#include <cuda/latch>
#include <cuda/std/atomic>
#include <cuda/std/semaphore>
#include <new>

__global__ void semaphore_blocks(const int *__restrict__ x, long long *__restrict__ sums, int *__restrict__ maxima,
                                 unsigned *__restrict__ peaks) {
  using block_sem = cuda::binary_semaphore<cuda::thread_scope_block>;
  using block_latch = cuda::latch<cuda::thread_scope_block>;
  __shared__ alignas(block_sem) unsigned char sem_storage[sizeof(block_sem)];
  __shared__ alignas(block_latch) unsigned char latch_storage[sizeof(block_latch)];
  __shared__ alignas(cuda::std::atomic_flag) unsigned char flag_storage[sizeof(cuda::std::atomic_flag)];
  __shared__ alignas(cuda::std::counting_semaphore<8>) unsigned char slots_storage[sizeof(cuda::std::counting_semaphore<8>)];
  __shared__ long long total;
  __shared__ int best;
  __shared__ unsigned holders, peak;
  auto *sem = reinterpret_cast<block_sem *>(sem_storage);
  auto *lat = reinterpret_cast<block_latch *>(latch_storage);
  auto *flag = reinterpret_cast<cuda::std::atomic_flag *>(flag_storage);
  auto *slots = reinterpret_cast<cuda::std::counting_semaphore<8> *>(slots_storage);
  if (threadIdx.x == 0) {
    new (sem) block_sem(1);
    new (lat) block_latch(blockDim.x);
    new (flag) cuda::std::atomic_flag();
    new (slots) cuda::std::counting_semaphore<8>(2);
    total = 0;
    best = -2147483647 - 1;
    holders = 0;
    peak = 0;
  }
  __syncthreads();
  int v = x[blockIdx.x * blockDim.x + threadIdx.x];
  // One thread at a time in the critical section.
  sem->acquire();
  total += v;
  sem->release();
  // Phase boundary through the latch instead of __syncthreads.
  lat->arrive_and_wait();
  // A spin lock on an atomic_flag, one leader lane per warp.
  if ((threadIdx.x & 31) == 0) {
    int m = v;
    for (int k = 1; k < 32; ++k) m = max(m, x[blockIdx.x * blockDim.x + threadIdx.x + k]);
    while (flag->test_and_set(cuda::std::memory_order_acquire)) {}
    best = max(best, m);
    flag->clear(cuda::std::memory_order_release);
    // At most two warps in the "scratch" region: the peak count of holders stays <= 2.
    while (!slots->try_acquire()) {}
    unsigned now = atomicAdd(&holders, 1u) + 1u;
    atomicMax(&peak, now);
    atomicSub(&holders, 1u);
    slots->release();
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    sums[blockIdx.x] = total;
    maxima[blockIdx.x] = best;
    peaks[blockIdx.x] = peak <= 2u ? 1u : 0u;
  }
}
