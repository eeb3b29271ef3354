// @realcode Entropic optimal transport by log-domain Sinkhorn iterations as OT libraries run them on the GPU: a 4096x4096 cost matrix, the row potential updated one warp per row with an online log-sum-exp carried as a (max, sum) pair and combined by a hand-written WarpReduce template over a combine functor, the column potential one thread per column walking the rows coalesced, ten iterations of two launches, then the transport plan's row marginals as a check of convergence.
// @let N = 4096
// @let ITERS = 10
// @buf cost f32[N * N] uniform(0, 1)
// @buf log_a f32[N] fill(-8.317766)
// @buf log_b f32[N] fill(-8.317766)
// @buf f f32[N] zero
// @buf g f32[N] zero
// @buf marg f32[N] zero
// @loop it = 0; it < ITERS; it = it + 1
//   @launch sinkhorn_rows<8> grid(N / 8) block(256) args(cost, log_a, g, f, i32(N), f32(0.05))
//   @launch sinkhorn_cols grid(N / 128) block(128) args(cost, log_b, f, g, i32(N), f32(0.05))
// @end
// @launch plan_row_marginals<8> grid(N / 8) block(256) args(cost, f, g, marg, i32(N), f32(0.05))
// @check f abs=1e-4 rel=1e-4
// @check g abs=1e-4 rel=1e-4
// @check marg abs=1e-7 rel=1e-3

struct LseAcc {
  float m, s; // running max and sum of exp(x - m)
};

struct LseCombine {
  __device__ __forceinline__ LseAcc operator()(LseAcc a, LseAcc b) const {
    if (a.m < b.m) { LseAcc t = a; a = b; b = t; }
    if (b.m == -INFINITY) return a;
    return {a.m, a.s + b.s * __expf(b.m - a.m)};
  }
};

template <typename T> __device__ __forceinline__ T shfl_xor_any(T v, int lane_mask);
template <> __device__ __forceinline__ LseAcc shfl_xor_any<LseAcc>(LseAcc v, int lane_mask) {
  return {__shfl_xor_sync(0xffffffffu, v.m, lane_mask), __shfl_xor_sync(0xffffffffu, v.s, lane_mask)};
}
template <> __device__ __forceinline__ float shfl_xor_any<float>(float v, int lane_mask) {
  return __shfl_xor_sync(0xffffffffu, v, lane_mask);
}

template <typename T, int LANES = 32> struct WarpReduce {
  template <class Op> __device__ __forceinline__ static T all_reduce(T v, Op op) {
#pragma unroll
    for (int off = LANES / 2; off > 0; off >>= 1) v = op(v, shfl_xor_any(v, off));
    return v;
  }
};

__device__ __forceinline__ LseAcc lse_push(LseAcc acc, float x) {
  if (x > acc.m) return {x, acc.s * __expf(acc.m - x) + 1.0f};
  return {acc.m, acc.s + __expf(x - acc.m)};
}

// f_i = eps * (log a_i - LSE_j((g_j - C_ij) / eps))
template <int ROWS_PER_BLOCK>
__global__ void sinkhorn_rows(const float *__restrict__ cost, const float *__restrict__ log_a, const float *__restrict__ g,
                              float *__restrict__ f, int n, float eps) {
  const int row = blockIdx.x * ROWS_PER_BLOCK + threadIdx.x / 32;
  const int lane = threadIdx.x % 32;
  const float inv_eps = 1.0f / eps;
  const float *c = cost + (size_t)row * n;
  LseAcc acc{-INFINITY, 0.0f};
  for (int j = lane; j < n; j += 32) acc = lse_push(acc, (g[j] - c[j]) * inv_eps);
  acc = WarpReduce<LseAcc>::all_reduce(acc, LseCombine{});
  if (lane == 0) f[row] = eps * (log_a[row] - (acc.m + __logf(acc.s)));
}

// g_j = eps * (log b_j - LSE_i((f_i - C_ij) / eps))
__global__ void sinkhorn_cols(const float *__restrict__ cost, const float *__restrict__ log_b, const float *__restrict__ f,
                              float *__restrict__ g, int n, float eps) {
  const int col = blockIdx.x * blockDim.x + threadIdx.x;
  const float inv_eps = 1.0f / eps;
  LseAcc acc{-INFINITY, 0.0f};
  for (int i = 0; i < n; ++i) acc = lse_push(acc, (f[i] - cost[(size_t)i * n + col]) * inv_eps);
  g[col] = eps * (log_b[col] - (acc.m + __logf(acc.s)));
}

template <int ROWS_PER_BLOCK>
__global__ void plan_row_marginals(const float *__restrict__ cost, const float *__restrict__ f, const float *__restrict__ g,
                                   float *__restrict__ marg, int n, float eps) {
  const int row = blockIdx.x * ROWS_PER_BLOCK + threadIdx.x / 32;
  const int lane = threadIdx.x % 32;
  const float inv_eps = 1.0f / eps;
  const float fi = f[row];
  float s = 0.0f;
  for (int j = lane; j < n; j += 32) s += __expf((fi + g[j] - cost[(size_t)row * n + j]) * inv_eps);
  s = WarpReduce<float>::all_reduce(s, [](float a, float b) { return a + b; });
  if (lane == 0) marg[row] = s;
}

// Host side: a fixed number of Sinkhorn iterations, then the marginal check.
void sinkhorn(const float *cost, const float *log_a, const float *log_b, float *f, float *g, float *marg, int n, int iters, float eps,
              cudaStream_t s) {
  for (int it = 0; it < iters; ++it) {
    sinkhorn_rows<8><<<n / 8, 256, 0, s>>>(cost, log_a, g, f, n, eps);
    sinkhorn_cols<<<n / 128, 128, 0, s>>>(cost, log_b, f, g, n, eps);
  }
  plan_row_marginals<8><<<n / 8, 256, 0, s>>>(cost, f, g, marg, n, eps);
}
