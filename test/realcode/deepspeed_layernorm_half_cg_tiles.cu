// @realcode DeepSpeed/Apex-style fused LayerNorm on __half: forward with the row in registers read as float2 (four halves a load), sums by cg::thread_block_tile<32> shfl_down in a loop over tile.size(), a __shared__ partials array across warps, the mean/rstd saved for the backward; backward (input gradient) with the same tile reductions, and Apex's cuWelfordOnlineSum / cuChanOnlineSum Welford merge over WARP_SHFL_XOR for the per-row statistics in fp32; gamma/beta gradient partials by column.
// @let ROWS = 16384
// @let H = 1024
// @buf x f16[ROWS * H] uniform(-2, 2)
// @buf gamma f16[H] uniform(0.5, 1.5)
// @buf beta f16[H] uniform(-0.5, 0.5)
// @buf y f16[ROWS * H] zero
// @buf mean f32[ROWS] zero
// @buf rstd f32[ROWS] zero
// @buf dy f16[ROWS * H] uniform(-1, 1)
// @buf dx f16[ROWS * H] zero
// @buf wmean f32[ROWS] zero
// @buf wvar f32[ROWS] zero
// @buf dgamma_part f32[(ROWS / 64) * H] zero
// @buf dbeta_part f32[(ROWS / 64) * H] zero
// @launch fused_ln_fwd<256> grid(ROWS) block(256) args(x, gamma, beta, y, mean, rstd, f32(1e-5), i32(H))
// @launch fused_ln_bwd<256> grid(ROWS) block(256) args(dy, x, gamma, mean, rstd, dx, i32(H))
// @launch welford_row_stats grid(ROWS / 8) block(32, 8) args(x, wmean, wvar, i32(ROWS), i32(H))
// @launch ln_param_grad_partials grid(H / 32, ROWS / 64) block(32, 8) args(dy, x, mean, rstd, dgamma_part, dbeta_part, i32(ROWS), i32(H))
// @check y rel=1e-2 abs=1e-2
// @check mean rel=1e-5 abs=1e-6
// @check rstd rel=1e-5 abs=1e-5
// @check dx rel=2e-2 abs=2e-2
// @check wmean rel=1e-5 abs=1e-6
// @check wvar rel=1e-4 abs=1e-5
// @check dgamma_part rel=1e-4 abs=1e-4
// @check dbeta_part rel=1e-4 abs=1e-4
#include <cooperative_groups.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

namespace cg = cooperative_groups;

#define MAX_WARP_NUM 32
#define WARP_SIZE 32
#define WARP_SHFL_XOR(mask, var, delta) __shfl_xor_sync(mask, var, delta)
#define WARP_SHFL(mask, var, lane) __shfl_sync(mask, var, lane)

namespace ds {

// Sum over the block: a tile reduction, one partial a warp in shared memory, a second tile reduction.
template <typename T>
__device__ __forceinline__ float block_sum(cg::thread_block &b, cg::thread_block_tile<WARP_SIZE> &g, float *shr,
                                           float v) {
  for (int i = 1; i < WARP_SIZE; i *= 2) v += g.shfl_down(v, i);
  const int warp = g.meta_group_rank();
  if (g.thread_rank() == 0) shr[warp] = v;
  b.sync();
  v = (g.thread_rank() < (int)(b.size() / WARP_SIZE)) ? shr[g.thread_rank()] : 0.f;
  for (int i = 1; i < WARP_SIZE; i *= 2) v += g.shfl_down(v, i);
  v = g.shfl(v, 0);
  b.sync();  // shr is reused by the next reduction
  return v;
}

}  // namespace ds

template <int THREADS>
__global__ void fused_ln_fwd(const __half *__restrict__ vals, const __half *__restrict__ gamma,
                             const __half *__restrict__ beta, __half *__restrict__ out, float *__restrict__ means,
                             float *__restrict__ rstds, float epsilon, int row_stride) {
  constexpr int ITERS = 1024 / (THREADS * 4);
  static_assert(ITERS >= 1, "row must cover the block");
  cg::thread_block b = cg::this_thread_block();
  cg::thread_block_tile<WARP_SIZE> g = cg::tiled_partition<WARP_SIZE>(b);
  __shared__ float shr[MAX_WARP_NUM];

  const int row = blockIdx.x;
  const int id = threadIdx.x;
  const float2 *vals_cast = reinterpret_cast<const float2 *>(vals) + row * (row_stride / 4);
  float2 *out_cast = reinterpret_cast<float2 *>(out) + row * (row_stride / 4);
  const float2 *gamma_cast = reinterpret_cast<const float2 *>(gamma);
  const float2 *beta_cast = reinterpret_cast<const float2 *>(beta);

  float2 vals_f[ITERS * 2];  // each float2 load carries four halves: two __half2
  float sum = 0.f;
#pragma unroll
  for (int it = 0; it < ITERS; ++it) {
    float2 raw = vals_cast[id + it * THREADS];
    __half2 *h = reinterpret_cast<__half2 *>(&raw);
    vals_f[2 * it + 0] = __half22float2(h[0]);
    vals_f[2 * it + 1] = __half22float2(h[1]);
    sum += vals_f[2 * it].x + vals_f[2 * it].y + vals_f[2 * it + 1].x + vals_f[2 * it + 1].y;
  }
  const float mean = ds::block_sum<float>(b, g, shr, sum) / row_stride;

  float var = 0.f;
#pragma unroll
  for (int k = 0; k < ITERS * 2; ++k) {
    vals_f[k].x -= mean;
    vals_f[k].y -= mean;
    var += vals_f[k].x * vals_f[k].x + vals_f[k].y * vals_f[k].y;
  }
  var = ds::block_sum<float>(b, g, shr, var) / row_stride;
  const float rstd = rsqrtf(var + epsilon);
  if (id == 0) {
    means[row] = mean;
    rstds[row] = rstd;
  }

#pragma unroll
  for (int it = 0; it < ITERS; ++it) {
    float2 graw = gamma_cast[id + it * THREADS];
    float2 braw = beta_cast[id + it * THREADS];
    const __half2 *gh = reinterpret_cast<const __half2 *>(&graw);
    const __half2 *bh = reinterpret_cast<const __half2 *>(&braw);
    float2 res;
    __half2 *rh = reinterpret_cast<__half2 *>(&res);
#pragma unroll
    for (int k = 0; k < 2; ++k) {
      float2 v = vals_f[2 * it + k];
      v.x *= rstd;
      v.y *= rstd;
      __half2 vh = __float22half2_rn(v);
      rh[k] = __hfma2(vh, gh[k], bh[k]);
    }
    out_cast[id + it * THREADS] = res;
  }
}

template <int THREADS>
__global__ void fused_ln_bwd(const __half *__restrict__ out_grad, const __half *__restrict__ X_data,
                             const __half *__restrict__ gamma, const float *__restrict__ means,
                             const float *__restrict__ rstds, __half *__restrict__ inp_grad, int row_stride) {
  constexpr int ITERS = 1024 / (THREADS * 4);
  cg::thread_block b = cg::this_thread_block();
  cg::thread_block_tile<WARP_SIZE> g = cg::tiled_partition<WARP_SIZE>(b);
  __shared__ float partialSum[MAX_WARP_NUM];

  const int row = blockIdx.x;
  const int id = threadIdx.x;
  const float mean = means[row];
  const float rstd = rstds[row];
  const __half2 *dy_h = reinterpret_cast<const __half2 *>(out_grad) + row * (row_stride / 2);
  const __half2 *x_h = reinterpret_cast<const __half2 *>(X_data) + row * (row_stride / 2);
  const __half2 *g_h = reinterpret_cast<const __half2 *>(gamma);
  __half2 *dx_h = reinterpret_cast<__half2 *>(inp_grad) + row * (row_stride / 2);

  float2 xhat[ITERS * 2];
  float2 dyg[ITERS * 2];
  float sum_dyg = 0.f, sum_dyg_xhat = 0.f;
#pragma unroll
  for (int k = 0; k < ITERS * 2; ++k) {
    const int idx = id + k * THREADS;
    float2 xv = __half22float2(x_h[idx]);
    float2 dyv = __half22float2(dy_h[idx]);
    float2 gv = __half22float2(g_h[idx]);
    xhat[k] = make_float2((xv.x - mean) * rstd, (xv.y - mean) * rstd);
    dyg[k] = make_float2(dyv.x * gv.x, dyv.y * gv.y);
    sum_dyg += dyg[k].x + dyg[k].y;
    sum_dyg_xhat += dyg[k].x * xhat[k].x + dyg[k].y * xhat[k].y;
  }
  sum_dyg = ds::block_sum<float>(b, g, partialSum, sum_dyg) / row_stride;
  sum_dyg_xhat = ds::block_sum<float>(b, g, partialSum, sum_dyg_xhat) / row_stride;
#pragma unroll
  for (int k = 0; k < ITERS * 2; ++k) {
    const int idx = id + k * THREADS;
    float2 r;
    r.x = (dyg[k].x - sum_dyg - xhat[k].x * sum_dyg_xhat) * rstd;
    r.y = (dyg[k].y - sum_dyg - xhat[k].y * sum_dyg_xhat) * rstd;
    dx_h[idx] = __float22half2_rn(r);
  }
}

// ---- Apex-style Welford statistics -------------------------------------------------------------
template <typename U>
__device__ void cuWelfordOnlineSum(const U curr, U &mu, U &sigma2, U &count) {
  count = count + U(1);
  U delta = curr - mu;
  U lmean = mu + delta / count;
  mu = lmean;
  U delta2 = curr - lmean;
  sigma2 = sigma2 + delta * delta2;
}

template <typename U>
__device__ void cuChanOnlineSum(const U muB, const U sigma2B, const U countB, U &mu, U &sigma2, U &count) {
  U delta = muB - mu;
  U nA = count;
  U nB = countB;
  count = count + countB;
  U nX = count;
  if (nX > U(0)) {
    nA = nA / nX;
    nB = nB / nX;
    mu = nA * mu + nB * muB;
    sigma2 = sigma2 + sigma2B + delta * delta * nA * nB * nX;
  } else {
    mu = U(0);
    sigma2 = U(0);
  }
}

// One warp a row (blockDim (32, 8)): per-lane Welford over a strided slice, then Chan merges by xor shuffles.
__global__ void welford_row_stats(const __half *__restrict__ vals, float *__restrict__ mean_out,
                                  float *__restrict__ var_out, int n1, int n2) {
  const int i1 = blockIdx.x * blockDim.y + threadIdx.y;
  if (i1 >= n1) return;
  float mu = 0.f, sigma2 = 0.f, count = 0.f;
  const __half *row = vals + (size_t)i1 * n2;
  for (int l = 4 * threadIdx.x; l < n2; l += 4 * blockDim.x) {
#pragma unroll
    for (int k = 0; k < 4; ++k) cuWelfordOnlineSum<float>(__half2float(row[l + k]), mu, sigma2, count);
  }
#pragma unroll
  for (int l = 0; l <= 4; ++l) {
    const int srcLaneB = (threadIdx.x + (1 << l)) & 31;
    float muB = WARP_SHFL(0xffffffff, mu, srcLaneB);
    float countB = WARP_SHFL(0xffffffff, count, srcLaneB);
    float sigma2B = WARP_SHFL(0xffffffff, sigma2, srcLaneB);
    cuChanOnlineSum<float>(muB, sigma2B, countB, mu, sigma2, count);
  }
  mu = WARP_SHFL(0xffffffff, mu, 0);
  sigma2 = WARP_SHFL(0xffffffff, sigma2 / float(n2), 0);
  if (threadIdx.x == 0) {
    mean_out[i1] = mu;
    var_out[i1] = sigma2;
  }
}

// gamma/beta gradients: each block sums 64 rows for 32 columns; threadIdx.y strides the rows, a shared
// transpose-free tree over y finishes.
__global__ void ln_param_grad_partials(const __half *__restrict__ dout, const __half *__restrict__ input,
                                       const float *__restrict__ mean, const float *__restrict__ invvar,
                                       float *__restrict__ part_grad_gamma, float *__restrict__ part_grad_beta,
                                       int n1, int n2) {
  __shared__ float s_gamma[8][33];
  __shared__ float s_beta[8][33];
  const int i2 = blockIdx.x * 32 + threadIdx.x;
  const int row0 = blockIdx.y * 64;
  float sg = 0.f, sb = 0.f;
  for (int r = row0 + threadIdx.y; r < row0 + 64 && r < n1; r += blockDim.y) {
    const float dy = __half2float(dout[(size_t)r * n2 + i2]);
    const float xh = (__half2float(input[(size_t)r * n2 + i2]) - mean[r]) * invvar[r];
    sg += dy * xh;
    sb += dy;
  }
  s_gamma[threadIdx.y][threadIdx.x] = sg;
  s_beta[threadIdx.y][threadIdx.x] = sb;
  __syncthreads();
  for (int off = 4; off > 0; off >>= 1) {
    if (threadIdx.y < off) {
      s_gamma[threadIdx.y][threadIdx.x] += s_gamma[threadIdx.y + off][threadIdx.x];
      s_beta[threadIdx.y][threadIdx.x] += s_beta[threadIdx.y + off][threadIdx.x];
    }
    __syncthreads();
  }
  if (threadIdx.y == 0) {
    part_grad_gamma[blockIdx.y * n2 + i2] = s_gamma[0][threadIdx.x];
    part_grad_beta[blockIdx.y * n2 + i2] = s_beta[0][threadIdx.x];
  }
}

template __global__ void fused_ln_fwd<256>(const __half *, const __half *, const __half *, __half *, float *, float *,
                                           float, int);
template __global__ void fused_ln_bwd<256>(const __half *, const __half *, const __half *, const float *,
                                           const float *, __half *, int);
