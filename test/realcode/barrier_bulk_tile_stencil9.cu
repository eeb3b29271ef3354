// @realcode 1-D 9-point stencil whose tile plus halo one thread stages with a single cuda::memcpy_async into a block-scope cuda::barrier (a 16-byte aligned size: on sm_90 a bulk copy the barrier's transaction count completes), while the other threads only arrive; arrive() returns a token and wait(std::move(token)) blocks on it.
// @let N = 1 << 24
// @let B = 256
// @let R = 4
// @buf in f32[N + 2 * R] uniform(-1, 1)
// @buf out f32[N] zero
// @launch stencil9_bulk grid(N / B) block(B) args(in, out)
// @check out abs=1e-6 rel=1e-5
#include <cuda/barrier>
#include <utility>

constexpr int kBlock = 256;
constexpr int kRadius = 4;

__constant__ float c_weights[2 * kRadius + 1] = {0.02f, 0.05f, 0.1f, 0.18f, 0.3f, 0.18f, 0.1f, 0.05f, 0.02f};

__global__ void stencil9_bulk(const float *__restrict__ in, float *__restrict__ out) {
  // (kBlock + 2 * kRadius) floats: 1056 bytes, a multiple of 16.
  __shared__ alignas(16) float tile[kBlock + 2 * kRadius];
#pragma nv_diag_suppress static_var_with_dynamic_init
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  if (threadIdx.x == 0)
    init(&bar, blockDim.x);
  __syncthreads();

  const size_t first = (size_t)blockIdx.x * kBlock; // `in` is padded by kRadius on each side
  if (threadIdx.x == 0)
    cuda::memcpy_async(tile, in + first, cuda::aligned_size_t<16>(sizeof(tile)), bar);
  cuda::barrier<cuda::thread_scope_block>::arrival_token token = bar.arrive();
  bar.wait(std::move(token));

  float acc = 0.0f;
#pragma unroll
  for (int k = 0; k <= 2 * kRadius; ++k)
    acc += c_weights[k] * tile[threadIdx.x + k];
  out[first + threadIdx.x] = acc;
}
