// @realcode Sum and max with cg::reduce over 32-thread tiles, block combine through shared memory, one atomic per block.
// @let N = 1 << 26
// @let B = 256
// @let G = 2112
// @buf in f32[N] uniform(-2, 2)
// @buf sum f32[1] zero
// @buf maxv f32[G] zero
// @launch reduce_cg_sum_max grid(G) block(B) args(in, sum, maxv, i32(N))
// @check sum rel=1e-4 abs=1e-2
// @check maxv exact
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <float.h>

namespace cg = cooperative_groups;

__global__ void reduce_cg_sum_max(const float *__restrict__ x, float *sum_out, float *max_out, int n) {
  __shared__ float s_sum[32];
  __shared__ float s_max[32];
  auto block = cg::this_thread_block();
  auto warp = cg::tiled_partition<32>(block);
  float acc = 0.0f, mx = -FLT_MAX;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    float v = x[i];
    acc += v;
    mx = fmaxf(mx, v);
  }
  acc = cg::reduce(warp, acc, cg::plus<float>());
  mx = cg::reduce(warp, mx, cg::greater<float>());
  if (warp.thread_rank() == 0) {
    s_sum[warp.meta_group_rank()] = acc;
    s_max[warp.meta_group_rank()] = mx;
  }
  block.sync();
  if (warp.meta_group_rank() == 0) {
    bool live = warp.thread_rank() < warp.meta_group_size();
    acc = live ? s_sum[warp.thread_rank()] : 0.0f;
    mx = live ? s_max[warp.thread_rank()] : -FLT_MAX;
    acc = cg::reduce(warp, acc, cg::plus<float>());
    mx = cg::reduce(warp, mx, cg::greater<float>());
    if (warp.thread_rank() == 0) {
      atomicAdd(sum_out, acc);
      max_out[blockIdx.x] = mx;
    }
  }
}
