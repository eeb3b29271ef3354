// @realcode Single-pass sum and max with the last-block-finalises pattern written against libcu++ as current CCCL-era code does: the block counter is a namespace-scope __device__ cuda::atomic<unsigned, cuda::thread_scope_device> with acq_rel fetch_add, a __device__ cuda::std::atomic<int> counts launches, cuda::atomic_ref<float>::fetch_max keeps the running maximum, cuda::atomic_thread_fence orders the partials, and <nv/target>'s NV_IF_ELSE_TARGET(NV_PROVIDES_SM_80, ...) picks __reduce_max_sync over the shuffle fallback for the integer maximum of each warp; the last block sums the partials in a fixed order and resets the counter for the next launch (the kernel runs in a launch loop).
// @let N = 1 << 24
// @let B = 256
// @let REPS = 4
// @global g_blocks_done u32[1] zero
// @global g_launches i32[1] zero
// @buf x f32[N] uniform(-1, 1)
// @buf keys u32[N] uniform(0, 1000000)
// @buf partial f32[N / (4 * B)] zero
// @buf out f32[2] fill(-1000)
// @buf kmax u32[N / 32] zero
// @buf launches i32[1] zero
// @loop r = 0; r < REPS; r = r + 1
//   @launch sum_max_last_block grid(N / (4 * B)) block(B) args(x, keys, partial, out, kmax, launches, i32(N))
// @end
// @check partial exact
// @check out exact
// @check kmax exact
// @check launches exact
#include <cuda/atomic>
#include <cuda/std/atomic>
#include <nv/target>

__device__ cuda::atomic<unsigned, cuda::thread_scope_device> g_blocks_done{0};
__device__ cuda::std::atomic<int> g_launches{0};

__device__ __forceinline__ unsigned warp_max(unsigned v) {
  NV_IF_ELSE_TARGET(NV_PROVIDES_SM_80, (return __reduce_max_sync(0xffffffffu, v);), (
    for (int off = 16; off; off >>= 1) v = max(v, __shfl_xor_sync(0xffffffffu, v, off));
    return v;
  ))
}

__global__ void __launch_bounds__(256) sum_max_last_block(const float *__restrict__ x, const unsigned *__restrict__ keys,
                                                          float *partial, float *out, unsigned *kmax, int *launches, int n) {
  __shared__ float s[256];
  __shared__ bool is_last;
  const int base = blockIdx.x * 4 * blockDim.x + threadIdx.x;
  float v = 0.f, m = -INFINITY;
#pragma unroll
  for (int k = 0; k < 4; ++k) {
    const float xi = x[base + k * blockDim.x];
    v += xi;
    m = fmaxf(m, xi);
    const unsigned km = warp_max(keys[base + k * blockDim.x]);
    if ((threadIdx.x & 31) == 0) kmax[(base + k * blockDim.x) / 32] = km;
  }
  s[threadIdx.x] = v;
  __syncthreads();
  for (int o = blockDim.x / 2; o; o >>= 1) {
    if (threadIdx.x < o) s[threadIdx.x] += s[threadIdx.x + o];
    __syncthreads();
  }
  for (int off = 16; off; off >>= 1) m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, off));
  if ((threadIdx.x & 31) == 0) {
    cuda::atomic_ref<float, cuda::thread_scope_device> ref(out[1]);
    ref.fetch_max(m, cuda::std::memory_order_relaxed);
  }
  if (threadIdx.x == 0) {
    partial[blockIdx.x] = s[0];
    const unsigned ticket = g_blocks_done.fetch_add(1, cuda::std::memory_order_acq_rel);
    is_last = ticket == gridDim.x - 1;
  }
  __syncthreads();
  if (is_last && threadIdx.x == 0) {
    cuda::atomic_thread_fence(cuda::std::memory_order_acquire, cuda::thread_scope_device);
    float total = 0.f;
    for (unsigned b = 0; b < gridDim.x; ++b) total += partial[b];
    out[0] = total;
    g_blocks_done.store(0, cuda::std::memory_order_relaxed);
    *launches = g_launches.fetch_add(1, cuda::std::memory_order_relaxed) + 1;
  }
}
