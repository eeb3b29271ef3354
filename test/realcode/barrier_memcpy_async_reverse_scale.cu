// @realcode Block-reversal with a scale, staged through shared memory by libcu++'s asynchronous copies: every thread issues cuda::memcpy_async of its own float4 (cuda::aligned_size_t<16>) into the tile, completing into a block-scope cuda::barrier that thread 0 initialises with init(&bar, blockDim.x); arrive_and_wait() then makes the whole tile visible and each thread writes a mirrored float4.
// @let N = 1 << 24
// @let B = 256
// @buf in f32[N] uniform(-4, 4)
// @buf out f32[N] zero
// @launch reverse_scale grid(N / (4 * B)) block(B) args(in, out, f32(0.75))
// @check out exact
#include <cuda/barrier>

constexpr int kThreads = 256;

__global__ void reverse_scale(const float4 *__restrict__ in, float4 *__restrict__ out, float scale) {
  __shared__ float4 tile[kThreads];
#pragma nv_diag_suppress static_var_with_dynamic_init
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  if (threadIdx.x == 0)
    init(&bar, blockDim.x);
  __syncthreads();

  const size_t base = (size_t)blockIdx.x * kThreads;
  cuda::memcpy_async(&tile[threadIdx.x], &in[base + threadIdx.x], cuda::aligned_size_t<16>(sizeof(float4)), bar);
  bar.arrive_and_wait();

  float4 v = tile[kThreads - 1 - threadIdx.x];
  out[base + threadIdx.x] = make_float4(v.w * scale, v.z * scale, v.y * scale, v.x * scale);
}
