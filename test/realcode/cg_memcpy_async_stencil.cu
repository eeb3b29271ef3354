// @realcode 1-D 7-point stencil that stages its tile plus halo in shared memory with cg::memcpy_async(block, ...) and cg::wait(block) (the asynchronous-copy form of the stencil sample), then each thread reads its neighbours from shared memory.
// @let N = 1 << 24
// @let B = 256
// @let R = 3
// @buf in f32[N + 2 * R] uniform(-1, 1)
// @buf out f32[N] zero
// @launch stencil_async grid(N / B) block(B) args(in, out, i32(N))
// @check out abs=1e-6 rel=1e-5
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>

namespace cg = cooperative_groups;

constexpr int RADIUS = 3;
constexpr int BLOCK = 256;

__global__ void stencil_async(const float *__restrict__ in, float *__restrict__ out, int n) {
  __shared__ float tile[BLOCK + 2 * RADIUS];
  cg::thread_block block = cg::this_thread_block();
  int first = blockIdx.x * BLOCK;  // `in` is padded by RADIUS on each side
  cg::memcpy_async(block, tile, in + first, sizeof(float) * (BLOCK + 2 * RADIUS));
  cg::wait(block);

  int i = first + block.thread_rank();
  if (i < n) {
    const float w[2 * RADIUS + 1] = {0.05f, 0.1f, 0.2f, 0.3f, 0.2f, 0.1f, 0.05f};
    float acc = 0.0f;
#pragma unroll
    for (int k = 0; k <= 2 * RADIUS; ++k) acc += w[k] * tile[block.thread_rank() + k];
    out[i] = acc;
  }
}
