// @realcode llm.c-style matmul backward bias: dbias[oc] += sum over B*T rows of dout[row, oc], one block of warps per group of 32 output channels, each warp striding over rows with coalesced loads, per-lane partials combined through shared memory, then cg::reduce over a tiled_partition<32> for a second, row-major variant; results accumulated (+=) into an existing gradient as llm.c does.
// @let BT = 8192
// @let OC = 3072
// @buf dout f32[BT * OC] uniform(-1, 1)
// @buf dbias f32[OC] uniform(-0.5, 0.5)
// @buf dbias2 f32[OC] uniform(-0.5, 0.5)
// @launch matmul_backward_bias_shared grid(OC / 32) block(256) args(dbias, dout, i32(BT), i32(OC))
// @launch matmul_backward_bias_cg grid(OC / 8) block(256) args(dbias2, dout, i32(BT), i32(OC))
// @check dbias abs=1e-3 rel=1e-5
// @check dbias2 abs=1e-3 rel=1e-5
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>

namespace cg = cooperative_groups;

// 8 warps; lane l owns channel blockIdx.x * 32 + l; warp w takes rows w, w + 8, ...
__global__ void matmul_backward_bias_shared(float *dbias, const float *dout, int BT, int OC) {
  __shared__ float partial[8][32];
  const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  const int oc = blockIdx.x * 32 + lane;
  float sum = 0.f;
  for (int row = warp; row < BT; row += 8)
    sum += dout[(size_t)row * OC + oc];
  partial[warp][lane] = sum;
  __syncthreads();
  if (warp == 0) {
    float total = 0.f;
#pragma unroll
    for (int w = 0; w < 8; ++w)
      total += partial[w][lane];
    dbias[oc] += total;
  }
}

// One warp per channel: the warp walks its channel's column, cg::reduce adds the lanes.
__global__ void matmul_backward_bias_cg(float *dbias, const float *dout, int BT, int OC) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  const int oc = blockIdx.x * warp.meta_group_size() + warp.meta_group_rank();
  if (oc >= OC)
    return;
  float sum = 0.f;
  for (int row = warp.thread_rank(); row < BT; row += warp.size())
    sum += dout[(size_t)row * OC + oc];
  sum = cg::reduce(warp, sum, cg::plus<float>{});
  if (warp.thread_rank() == 0)
    dbias[oc] += sum;
}
