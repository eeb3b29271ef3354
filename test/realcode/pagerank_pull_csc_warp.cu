// @realcode PageRank by power iteration in the pull style of Gunrock/GraphBLAST-like code: in-edges in CSC (column offsets + source ids), a contribution vector r[u] / outdeg[u] computed once per iteration, one warp per vertex summing its in-neighbours' contributions with __shfl_xor_sync, the dangling vertices' rank gathered with a block reduction and one double atomicAdd per block, then the damping update with the teleport and dangling terms; ten iterations ping-pong the rank vectors, and an L1 residual per iteration is accumulated in double.
// @let NV = 1 << 20
// @let MAXDEG = 24
// @buf colptr i32[NV + 1] rowptr(MAXDEG)
// @buf src i32[NV * MAXDEG] uniform(0, 1048576)
// @buf outdeg i32[NV] zero
// @buf ra f32[NV] fill(0.00000095367431640625)
// @buf rb f32[NV] zero
// @buf contrib f32[NV] zero
// @buf dangling f64[16] zero
// @buf resid f64[16] zero
// @launch out_degrees grid(cdiv(NV, 256)) block(256) args(colptr, src, outdeg, i32(NV))
// @loop it = 0; it < 10; it = it + 1
//   @launch pr_contrib grid(cdiv(NV, 256)) block(256) args(sel(it % 2, rb, ra), outdeg, contrib, dangling, i32(it), i32(NV))
//   @launch pr_pull grid(cdiv(NV, 8)) block(256) args(colptr, src, contrib, sel(it % 2, rb, ra), sel(it % 2, ra, rb), dangling, resid, i32(it), i32(NV), f32(0.85))
// @end
// @check ra abs=1e-9 rel=1e-4
// @check outdeg exact
// @check dangling abs=1e-7 rel=1e-6
// @check resid abs=1e-7 rel=1e-5
#include <cuda_runtime.h>

constexpr unsigned FULL = 0xffffffffu;

__global__ void out_degrees(const int *__restrict__ colptr, const int *__restrict__ src, int *outdeg, int nv) {
  const int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= nv) return;
  for (int e = colptr[v]; e < colptr[v + 1]; ++e) atomicAdd(outdeg + src[e], 1);
}

template <int BLOCK>
__device__ double block_sum(double v) {
  __shared__ double warp_part[BLOCK / 32];
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(FULL, v, o);
  if (lane == 0) warp_part[warp] = v;
  __syncthreads();
  v = threadIdx.x < BLOCK / 32 ? warp_part[threadIdx.x] : 0.0;
  if (warp == 0) {
#pragma unroll
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(FULL, v, o);
  }
  return v;
}

__global__ void __launch_bounds__(256) pr_contrib(const float *__restrict__ rank, const int *__restrict__ outdeg,
                                                 float *__restrict__ contrib, double *dangling, int it, int nv) {
  const int u = blockIdx.x * blockDim.x + threadIdx.x;
  double d = 0.0;
  if (u < nv) {
    const int deg = outdeg[u];
    contrib[u] = deg > 0 ? rank[u] / deg : 0.f;
    if (deg == 0) d = rank[u];
  }
  d = block_sum<256>(d);
  if (threadIdx.x == 0) atomicAdd(dangling + it, d);
}

__global__ void __launch_bounds__(256) pr_pull(const int *__restrict__ colptr, const int *__restrict__ src,
                                              const float *__restrict__ contrib, const float *__restrict__ rank_in,
                                              float *__restrict__ rank_out, const double *__restrict__ dangling,
                                              double *resid, int it, int nv, float damping) {
  const int lane = threadIdx.x & 31;
  const int v = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  double delta = 0.0;
  if (v < nv) {
    float sum = 0.f;
    for (int e = colptr[v] + lane; e < colptr[v + 1]; e += 32) sum += __ldg(contrib + src[e]);
#pragma unroll
    for (int o = 16; o > 0; o >>= 1) sum += __shfl_xor_sync(FULL, sum, o);
    const float base = (1.f - damping) / nv + damping * (float)(dangling[it] / nv);
    const float r = base + damping * sum;
    if (lane == 0) {
      rank_out[v] = r;
      delta = fabs((double)r - (double)rank_in[v]);
    }
  }
  delta = block_sum<256>(delta);
  if (threadIdx.x == 0) atomicAdd(resid + it, delta);
}
