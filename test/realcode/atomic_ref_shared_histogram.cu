// @realcode A 256-bin byte histogram written with libcu++ instead of atomicAdd: per-block bins in shared memory updated through cuda::atomic_ref<unsigned, cuda::thread_scope_block> (relaxed fetch_add, red.shared in PTX), then merged into 64-bit global bins with cuda::atomic_ref<unsigned long long, cuda::thread_scope_device>; the input is read as uint4 words.
// @let N = 1 << 26
// @buf data u8[N] uniform(0, 256)
// @buf bins u64[256] zero
// @launch histogram_atomic_ref grid(528) block(256) args(data, bins, i32(N / 16))
// @check bins exact
#include <cuda/atomic>

__global__ void histogram_atomic_ref(const uint4 *data, unsigned long long *bins, int words) {
  __shared__ unsigned local[256];
  local[threadIdx.x] = 0;
  __syncthreads();
  for (int w = blockIdx.x * blockDim.x + threadIdx.x; w < words; w += gridDim.x * blockDim.x) {
    uint4 v = data[w];
    unsigned parts[4] = {v.x, v.y, v.z, v.w};
#pragma unroll
    for (int p = 0; p < 4; ++p)
#pragma unroll
      for (int b = 0; b < 4; ++b) {
        cuda::atomic_ref<unsigned, cuda::thread_scope_block> bin(local[(parts[p] >> (8 * b)) & 0xFF]);
        bin.fetch_add(1u, cuda::std::memory_order_relaxed);
      }
  }
  __syncthreads();
  cuda::atomic_ref<unsigned long long, cuda::thread_scope_device> total(bins[threadIdx.x]);
  total.fetch_add(local[threadIdx.x], cuda::std::memory_order_relaxed);
}
