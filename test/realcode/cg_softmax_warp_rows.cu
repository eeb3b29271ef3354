// @realcode Row softmax with one 32-thread tile per row (llm.c style): tile.shfl_xor butterflies for the max, cg::reduce with cg::plus for the sum of exponentials, meta_group_rank() picks the row.
// @let ROWS = 1 << 15
// @let C = 512
// @buf inp f32[ROWS * C] uniform(-4, 4)
// @buf out f32[ROWS * C] zero
// @launch softmax_rows grid(ROWS / 8) block(256) args(out, inp, i32(ROWS), i32(C))
// @check out abs=1e-6 rel=1e-4
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <float.h>

namespace cg = cooperative_groups;

__global__ void softmax_rows(float *__restrict__ out, const float *__restrict__ inp, int rows, int cols) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  int row = blockIdx.x * warp.meta_group_size() + warp.meta_group_rank();
  if (row >= rows) return;
  const float *x = inp + (size_t)row * cols;
  float *y = out + (size_t)row * cols;

  float maxval = -FLT_MAX;
  for (int c = warp.thread_rank(); c < cols; c += warp.size()) maxval = fmaxf(maxval, x[c]);
  for (int mask = 16; mask > 0; mask >>= 1) maxval = fmaxf(maxval, warp.shfl_xor(maxval, mask));

  float sum = 0.0f;
  for (int c = warp.thread_rank(); c < cols; c += warp.size()) sum += expf(x[c] - maxval);
  sum = cg::reduce(warp, sum, cg::plus<float>());
  float inv = 1.0f / sum;
  for (int c = warp.thread_rank(); c < cols; c += warp.size()) y[c] = expf(x[c] - maxval) * inv;
}
