// @realcode LayerNorm forward over rows of 768 bf16 (llm.c style): one 32-thread cooperative-groups tile per row, cg::reduce for mean and variance, fp32 statistics saved, __stcs on the bf16 output.
// @let ROWS = 1 << 16
// @let C = 768
// @buf inp bf16[ROWS * C] uniform(-3, 3)
// @buf weight bf16[C] uniform(0.5, 1.5)
// @buf bias bf16[C] uniform(-0.5, 0.5)
// @buf out bf16[ROWS * C] zero
// @buf mean f32[ROWS] zero
// @buf rstd f32[ROWS] zero
// @launch layernorm_forward_bf16 grid(ROWS / 8) block(256) args(out, mean, rstd, inp, weight, bias, i32(ROWS), i32(C))
// @check out rel=2e-2 abs=2e-2
// @check mean rel=1e-4 abs=1e-5
// @check rstd rel=1e-4 abs=1e-5
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda_bf16.h>
#include <cuda_runtime.h>

namespace cg = cooperative_groups;
typedef __nv_bfloat16 floatX;

__global__ void layernorm_forward_bf16(floatX *__restrict__ out, float *__restrict__ mean, float *__restrict__ rstd,
                                       const floatX *__restrict__ inp, const floatX *__restrict__ weight,
                                       const floatX *__restrict__ bias, int N, int C) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  int idx = blockIdx.x * warp.meta_group_size() + warp.meta_group_rank();
  if (idx >= N) return;
  const floatX *x = inp + idx * C;
  float sum = 0.0f;
  for (int i = warp.thread_rank(); i < C; i += warp.size()) sum += (float)x[i];
  sum = cg::reduce(warp, sum, cg::plus<float>{});
  float m = sum / C;
  if (warp.thread_rank() == 0 && mean != nullptr) __stcs(mean + idx, m);
  sum = 0.0f;
  for (int i = warp.thread_rank(); i < C; i += warp.size()) {
    float diff = (float)x[i] - m;
    sum += diff * diff;
  }
  sum = cg::reduce(warp, sum, cg::plus<float>{});
  float s = rsqrtf(sum / C + 1e-5f);
  if (warp.thread_rank() == 0 && rstd != nullptr) __stcs(rstd + idx, s);
  floatX *o = out + idx * C;
  for (int c = warp.thread_rank(); c < C; c += warp.size()) {
    float n = s * ((float)__ldcs(x + c) - m);
    __stcs(o + c, (floatX)(n * (float)weight[c] + (float)bias[c]));
  }
}
