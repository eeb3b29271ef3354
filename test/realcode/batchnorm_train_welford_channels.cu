// @realcode training-mode BatchNorm2d as PyTorch's batch_norm_collect_statistics / batch_norm_transform_input kernels structure it: one block per channel (2-D blocks: threadIdx.x over the plane, threadIdx.y over the batch), a Welford accumulator struct (mean, M2, count) per thread, merged across the warp with __shfl_xor_sync of its three fields (the parallel-variance combine, guarding count 0), then across warps through shared memory; the channel's mean and inverse std (biased variance, eps) are saved and the running mean/var updated with momentum (unbiased variance), and a second kernel normalises with the affine weight and bias.
// @let N = 32
// @let C = 128
// @let HW = 56 * 56
// @buf x f32[N * C * HW] uniform(-3, 5)
// @buf weight f32[C] uniform(0.5, 1.5)
// @buf bias f32[C] uniform(-0.5, 0.5)
// @buf save_mean f32[C] zero
// @buf save_invstd f32[C] zero
// @buf run_mean f32[C] uniform(-0.1, 0.1)
// @buf run_var f32[C] uniform(0.9, 1.1)
// @buf y f32[N * C * HW] zero
// @launch batch_norm_collect_statistics<float, 32, 16> grid(C) block(32, 16) args(x, save_mean, save_invstd, run_mean, run_var, i32(N), i32(C), i32(HW), f32(1e-5), f32(0.1))
// @launch batch_norm_transform_input grid(cdiv(HW, 256), C, N) block(256) args(x, y, save_mean, save_invstd, weight, bias, i32(C), i32(HW))
// @check save_mean abs=1e-5 rel=1e-5
// @check save_invstd abs=1e-5 rel=1e-5
// @check run_mean abs=1e-5 rel=1e-5
// @check run_var abs=1e-5 rel=1e-5
// @check y abs=1e-4 rel=1e-4

template <typename acc_t> struct WelfordData {
  acc_t mean, m2;
  int n;
  __device__ WelfordData() : mean(0), m2(0), n(0) {}
  __device__ WelfordData(acc_t m, acc_t s, int c) : mean(m), m2(s), n(c) {}
  __device__ void update(acc_t x) {
    ++n;
    const acc_t d = x - mean;
    mean += d / n;
    m2 += d * (x - mean);
  }
};

template <typename acc_t> __device__ WelfordData<acc_t> combine(const WelfordData<acc_t> &a, const WelfordData<acc_t> &b) {
  if (a.n == 0) return b;
  if (b.n == 0) return a;
  const int n = a.n + b.n;
  const acc_t d = b.mean - a.mean;
  const acc_t nb_over_n = (acc_t)b.n / n;
  return WelfordData<acc_t>(a.mean + d * nb_over_n, a.m2 + b.m2 + d * d * a.n * nb_over_n, n);
}

template <typename acc_t> __device__ WelfordData<acc_t> warp_welford(WelfordData<acc_t> w) {
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) {
    WelfordData<acc_t> other(__shfl_xor_sync(0xffffffffu, w.mean, o), __shfl_xor_sync(0xffffffffu, w.m2, o),
                             __shfl_xor_sync(0xffffffffu, w.n, o));
    w = combine(w, other);
  }
  return w;
}

template <typename scalar_t, int TX, int TY>
__global__ void __launch_bounds__(TX *TY) batch_norm_collect_statistics(const scalar_t *__restrict__ input, scalar_t *save_mean,
                                                                       scalar_t *save_invstd, scalar_t *running_mean,
                                                                       scalar_t *running_var, int N, int C, int HW,
                                                                       float epsilon, float momentum) {
  using acc_t = float;
  __shared__ acc_t s_mean[TY], s_m2[TY];
  __shared__ int s_n[TY];
  const int c = blockIdx.x;
  WelfordData<acc_t> w;
  for (int n = threadIdx.y; n < N; n += TY)
    for (int i = threadIdx.x; i < HW; i += TX) w.update(static_cast<acc_t>(input[((size_t)n * C + c) * HW + i]));
  w = warp_welford(w); // one warp per threadIdx.y row (TX == 32)
  if (threadIdx.x == 0) {
    s_mean[threadIdx.y] = w.mean;
    s_m2[threadIdx.y] = w.m2;
    s_n[threadIdx.y] = w.n;
  }
  __syncthreads();
  if (threadIdx.y == 0) {
    WelfordData<acc_t> v = threadIdx.x < TY ? WelfordData<acc_t>(s_mean[threadIdx.x], s_m2[threadIdx.x], s_n[threadIdx.x])
                                            : WelfordData<acc_t>();
    v = warp_welford(v);
    if (threadIdx.x == 0) {
      const acc_t var_biased = v.m2 / v.n;
      save_mean[c] = v.mean;
      save_invstd[c] = rsqrtf(var_biased + epsilon);
      const acc_t unbiased = v.m2 / (v.n - 1);
      running_mean[c] = momentum * v.mean + (1 - momentum) * running_mean[c];
      running_var[c] = momentum * unbiased + (1 - momentum) * running_var[c];
    }
  }
}

__global__ void batch_norm_transform_input(const float *__restrict__ x, float *__restrict__ y, const float *__restrict__ mean,
                                           const float *__restrict__ invstd, const float *__restrict__ weight,
                                           const float *__restrict__ bias, int C, int HW) {
  const int c = blockIdx.y, n = blockIdx.z;
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= HW) return;
  const float scale = weight[c] * invstd[c];
  const float shift = bias[c] - mean[c] * scale;
  const size_t off = ((size_t)n * C + c) * HW + i;
  y[off] = x[off] * scale + shift;
}

template __global__ void batch_norm_collect_statistics<float, 32, 16>(const float *, float *, float *, float *, float *, int, int,
                                                                      int, float, float);
