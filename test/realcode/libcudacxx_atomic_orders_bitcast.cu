// @realcode libcu++ atomics with explicit scopes and memory orders: cuda::atomic_ref<T, cuda::thread_scope_device> over global words (fetch_add relaxed, fetch_max, compare_exchange_strong loops with acq_rel/acquire orders), cuda::atomic_ref on shared memory at block scope, cuda::std::bit_cast to order floats as integers, and <cuda/std/cstdint> / <cuda/std/limits> / <cuda/std/array> types throughout.
// @let N = 1 << 22
// @buf x f32[N] uniform(-100, 100)
// @buf gsum u64[1] zero
// @buf gmax u32[1] zero
// @buf hist u32[16] zero
// @buf flag i32[1] zero
// @launch ordered_atomics grid(N / 256) block(256) args(x, gsum, gmax, hist, flag, i32(N))
// @check gsum exact
// @check gmax exact
// @check hist exact
// @check flag exact
#include <cuda/atomic>
#include <cuda/std/array>
#include <cuda/std/bit>
#include <cuda/std/cstdint>
#include <cuda/std/limits>

using cuda::std::uint32_t;
using cuda::std::uint64_t;

__device__ __forceinline__ uint32_t orderable(float f) {
  uint32_t u = cuda::std::bit_cast<uint32_t>(f);
  return (u & 0x80000000u) ? ~u : (u | 0x80000000u);
}

__global__ void ordered_atomics(const float *__restrict__ x, uint64_t *gsum, uint32_t *gmax, uint32_t *hist, int *flag, int n) {
  __shared__ cuda::std::array<uint32_t, 16> local;
  if (threadIdx.x < 16) local[threadIdx.x] = 0;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? x[i] : -cuda::std::numeric_limits<float>::infinity();
  uint32_t key = orderable(v);
  cuda::atomic_ref<uint32_t, cuda::thread_scope_block> bucket(local[key >> 28]);
  bucket.fetch_add(1, cuda::std::memory_order_relaxed);
  cuda::atomic_ref<uint64_t, cuda::thread_scope_device> sum(*gsum);
  sum.fetch_add(static_cast<uint64_t>(static_cast<int64_t>(v * 16.f) + 4096), cuda::std::memory_order_relaxed);
  cuda::atomic_ref<uint32_t, cuda::thread_scope_device> mx(*gmax);
  uint32_t cur = mx.load(cuda::std::memory_order_acquire);
  while (cur < key && !mx.compare_exchange_strong(cur, key, cuda::std::memory_order_acq_rel, cuda::std::memory_order_acquire)) {
  }
  __syncthreads();
  if (threadIdx.x < 16) {
    cuda::atomic_ref<uint32_t, cuda::thread_scope_device> h(hist[threadIdx.x]);
    h.fetch_add(local[threadIdx.x], cuda::std::memory_order_relaxed);
  }
  if (threadIdx.x == 0) {
    cuda::atomic_ref<int, cuda::thread_scope_device> f(*flag);
    f.fetch_max(static_cast<int>(blockIdx.x), cuda::std::memory_order_release);
  }
}
