// @realcode t-SNE gradient's attractive term over the sparse input affinities (CSR P from k nearest neighbours): one warp per point walks its row, weights each edge by the Student-t kernel 1 / (1 + |yi - yj|^2) of the 2-D embedding, and reduces the float2 force with shuffles.
// @let N = 1 << 19
// @let K = 48
// @buf rowptr i32[N + 1] iota(0, 48)
// @buf cols u32[N * K] uniform(0, 1 << 19)
// @buf pij f32[N * K] uniform(0, 0.001)
// @buf emb f32[N * 2] uniform(-30, 30)
// @buf force f32[N * 2] zero
// @launch attractive_forces grid(N / 8) block(256) args(rowptr, cols, pij, emb, force, i32(N))
// @check force abs=1e-6 rel=1e-4
#include <cuda_runtime.h>

__global__ void attractive_forces(const int *__restrict__ rowptr, const unsigned *__restrict__ cols,
                                  const float *__restrict__ pij, const float2 *__restrict__ y, float2 *__restrict__ force, int n) {
  int i = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32, lane = threadIdx.x & 31;
  if (i >= n) return;
  float2 yi = y[i];
  float fx = 0.0f, fy = 0.0f;
  for (int e = rowptr[i] + lane; e < rowptr[i + 1]; e += 32) {
    float2 yj = y[cols[e]];
    float dx = yi.x - yj.x, dy = yi.y - yj.y;
    float w = pij[e] / (1.0f + dx * dx + dy * dy);
    fx = fmaf(w, dx, fx);
    fy = fmaf(w, dy, fy);
  }
  for (int off = 16; off; off >>= 1) {
    fx += __shfl_xor_sync(0xffffffffu, fx, off);
    fy += __shfl_xor_sync(0xffffffffu, fy, off);
  }
  if (lane == 0) force[i] = make_float2(fx, fy);
}
