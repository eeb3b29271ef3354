// @realcode Single-pass sum with a last-block-done ticket in cuda::std::atomic: each block reduces its slice in shared memory and publishes a partial, then takes a ticket from a __device__ cuda::std::atomic<unsigned> (fetch_add, acq_rel); the block that draws the last ticket adds the partials (acquire) and resets the counter for the next launch.
// @let N = 1 << 24
// @let BLOCKS = 1024
// @buf in i32[N] uniform(-1000, 1000)
// @buf partial i64[BLOCKS] zero
// @buf total i64[1] zero
// @global tickets u32[1] zero
// @launch sum_with_ticket grid(BLOCKS) block(256) args(in, partial, total, i32(N))
// @launch sum_with_ticket grid(BLOCKS) block(256) args(in, partial, total, i32(N))
// @check total exact
// @check partial exact
#include <cuda/std/atomic>

__device__ cuda::std::atomic<unsigned> tickets;

__global__ void sum_with_ticket(const int *in, long long *partial, long long *total, int n) {
  __shared__ long long sums[256];
  __shared__ bool last_block;
  long long acc = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    acc += in[i];
  sums[threadIdx.x] = acc;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s)
      sums[threadIdx.x] += sums[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    partial[blockIdx.x] = sums[0];
    // release: the partial is visible to whoever draws the last ticket.
    unsigned t = tickets.fetch_add(1u, cuda::std::memory_order_acq_rel);
    last_block = (t == gridDim.x - 1);
  }
  __syncthreads();
  if (last_block && threadIdx.x == 0) {
    cuda::std::atomic_thread_fence(cuda::std::memory_order_acquire);
    long long grand = 0;
    for (unsigned b = 0; b < gridDim.x; ++b)
      grand += ((volatile long long *)partial)[b];
    *total += grand;  // two launches: the total of both
    tickets.store(0u, cuda::std::memory_order_relaxed);
  }
}
