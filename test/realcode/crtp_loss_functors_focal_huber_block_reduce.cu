// @realcode Per-sample losses and their gradients for detection and regression heads as training libraries write them generically: CRTP loss functor classes (sigmoid focal loss with alpha and gamma, smooth-L1/Huber with a beta, a label-smoothed binary cross-entropy) deriving value_and_grad() from a LossBase<Derived> whose forward() the kernel template calls, grid-stride loops over float4 vectors of logits and targets read through reinterpret_cast, gradients (with the mean's 1/N) written to their own buffers, and the mean loss summed by a hand-written two-level BlockReduce template into one float per block followed by a single-block final pass.
// @let N = 1 << 24
// @let BLOCKS = 1024
// @buf logits f32[N] uniform(-6, 6)
// @buf targets f32[N] uniform(0, 1)
// @buf grad_focal f32[N] zero
// @buf grad_huber f32[N] zero
// @buf grad_bce f32[N] zero
// @buf partial f32[BLOCKS * 3] zero
// @buf loss f32[3] zero
// @launch loss_and_grad<FocalLoss, 256> grid(BLOCKS) block(256) args(logits, targets, grad_focal, partial, i32(0), i32(N), f32(0.25), f32(2.0))
// @launch loss_and_grad<HuberLoss, 256> grid(BLOCKS) block(256) args(logits, targets, grad_huber, partial, i32(1), i32(N), f32(1.0), f32(0.0))
// @launch loss_and_grad<SmoothedBce, 256> grid(BLOCKS) block(256) args(logits, targets, grad_bce, partial, i32(2), i32(N), f32(0.1), f32(0.0))
// @launch finish_means<256> grid(3) block(256) args(partial, loss, i32(BLOCKS), f32(5.9604645e-08))
// @check grad_focal abs=1e-6 rel=1e-4
// @check grad_huber abs=1e-6 rel=1e-5
// @check grad_bce abs=1e-6 rel=1e-5
// @check partial abs=1e-3 rel=1e-4
// @check loss abs=1e-5 rel=1e-4

template <class Derived> struct LossBase {
  // Loss and d(loss)/d(logit) for one element, with the mean's 1/N applied by the caller.
  __device__ __forceinline__ float forward(float x, float t, float &grad) const {
    return static_cast<const Derived *>(this)->value_and_grad(x, t, grad);
  }
  __device__ __forceinline__ float4 forward4(float4 x, float4 t, float4 &g) const {
    return make_float4(forward(x.x, t.x, g.x), forward(x.y, t.y, g.y), forward(x.z, t.z, g.z), forward(x.w, t.w, g.w));
  }
};

__device__ __forceinline__ float sigmoid(float x) { return 1.0f / (1.0f + __expf(-x)); }
// log(1 + exp(x)) without overflow.
__device__ __forceinline__ float softplus(float x) { return fmaxf(x, 0.0f) + log1pf(__expf(-fabsf(x))); }

struct FocalLoss : LossBase<FocalLoss> {
  float alpha, gamma;
  __device__ FocalLoss(float a, float g) : alpha(a), gamma(g) {}
  __device__ float value_and_grad(float x, float t, float &grad) const {
    const float p = sigmoid(x);
    const float ce = softplus(x) - x * t; // binary cross-entropy with logits
    const float pt = p * t + (1.0f - p) * (1.0f - t);
    const float at = alpha * t + (1.0f - alpha) * (1.0f - t);
    const float mod = __powf(1.0f - pt, gamma);
    // d/dx of at (1 - pt)^gamma ce, with dpt/dx = (2t - 1) p (1 - p) and dce/dx = p - t.
    const float dpt = (2.0f * t - 1.0f) * p * (1.0f - p);
    const float dmod = 1.0f - pt > 0.0f ? -gamma * __powf(1.0f - pt, gamma - 1.0f) * dpt : 0.0f;
    grad = at * (dmod * ce + mod * (p - t));
    return at * mod * ce;
  }
};

struct HuberLoss : LossBase<HuberLoss> {
  float beta;
  __device__ HuberLoss(float b, float) : beta(b) {}
  __device__ float value_and_grad(float x, float t, float &grad) const {
    const float d = x - t, ad = fabsf(d);
    if (ad < beta) {
      grad = d / beta;
      return 0.5f * d * d / beta;
    }
    grad = copysignf(1.0f, d);
    return ad - 0.5f * beta;
  }
};

struct SmoothedBce : LossBase<SmoothedBce> {
  float eps;
  __device__ SmoothedBce(float e, float) : eps(e) {}
  __device__ float value_and_grad(float x, float t, float &grad) const {
    const float ts = t * (1.0f - eps) + 0.5f * eps;
    grad = sigmoid(x) - ts;
    return softplus(x) - x * ts;
  }
};

template <int THREADS> struct BlockReduce {
  struct TempStorage {
    float warp[THREADS / 32];
  };
  TempStorage &tmp;
  __device__ explicit BlockReduce(TempStorage &t) : tmp(t) {}
  // The block's total, valid in thread 0.
  __device__ float sum(float v) {
#pragma unroll
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    if (threadIdx.x % 32 == 0) tmp.warp[threadIdx.x / 32] = v;
    __syncthreads();
    if (threadIdx.x < 32) {
      v = threadIdx.x < THREADS / 32 ? tmp.warp[threadIdx.x] : 0.0f;
#pragma unroll
      for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    }
    return v;
  }
};

template <class Loss, int THREADS>
__global__ void __launch_bounds__(THREADS) loss_and_grad(const float *__restrict__ logits, const float *__restrict__ targets,
                                                         float *__restrict__ grad, float *__restrict__ partial, int slot, int n,
                                                         float p0, float p1) {
  __shared__ typename BlockReduce<THREADS>::TempStorage tmp;
  const Loss loss(p0, p1);
  const float inv_n = 1.0f / n;
  const float4 *x4 = reinterpret_cast<const float4 *>(logits);
  const float4 *t4 = reinterpret_cast<const float4 *>(targets);
  float4 *g4 = reinterpret_cast<float4 *>(grad);
  float acc = 0.0f;
  for (int i = blockIdx.x * THREADS + threadIdx.x; i < n / 4; i += gridDim.x * THREADS) {
    float4 g;
    float4 l = loss.forward4(x4[i], t4[i], g);
    g4[i] = make_float4(g.x * inv_n, g.y * inv_n, g.z * inv_n, g.w * inv_n);
    acc += (l.x + l.y) + (l.z + l.w);
  }
  float total = BlockReduce<THREADS>(tmp).sum(acc);
  if (threadIdx.x == 0) partial[slot * gridDim.x + blockIdx.x] = total;
}

template <int THREADS>
__global__ void __launch_bounds__(THREADS) finish_means(const float *__restrict__ partial, float *__restrict__ loss, int blocks,
                                                        float inv_n) {
  __shared__ typename BlockReduce<THREADS>::TempStorage tmp;
  float acc = 0.0f;
  for (int i = threadIdx.x; i < blocks; i += THREADS) acc += partial[blockIdx.x * blocks + i];
  float total = BlockReduce<THREADS>(tmp).sum(acc);
  if (threadIdx.x == 0) loss[blockIdx.x] = total * inv_n;
}

// Host side: the three heads' losses in one pass each, then the means.
void detection_losses(const float *logits, const float *targets, float *g_focal, float *g_huber, float *g_bce, float *partial,
                      float *loss, int n, cudaStream_t s) {
  constexpr int kBlocks = 1024;
  loss_and_grad<FocalLoss, 256><<<kBlocks, 256, 0, s>>>(logits, targets, g_focal, partial, 0, n, 0.25f, 2.0f);
  loss_and_grad<HuberLoss, 256><<<kBlocks, 256, 0, s>>>(logits, targets, g_huber, partial, 1, n, 1.0f, 0.0f);
  loss_and_grad<SmoothedBce, 256><<<kBlocks, 256, 0, s>>>(logits, targets, g_bce, partial, 2, n, 0.1f, 0.0f);
  finish_means<256><<<3, 256, 0, s>>>(partial, loss, kBlocks, 1.0f / n);
}
