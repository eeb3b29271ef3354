// @realcode A loss/metric library in the style of ML training code with an object-oriented device API: each loss is a class deriving from two polymorphic interfaces, `Differentiable` (value and gradient) and `Reportable` (a metric id and a per-element weight), built per block with placement new into shared memory from an op code, used through pointers to either interface (calls through the second base go through this-adjusting thunks), with block reductions of the loss and the metric, and a non-virtual `Clipped<Base>` policy layered on top.
// @let N = 1 << 22
// @let B = 1024
// @buf pred f32[N] uniform(-3, 3)
// @buf target f32[N] uniform(-3, 3)
// @buf kind i32[N / B] uniform(0, 3)
// @buf grad f32[N] zero
// @buf loss f32[N / B] zero
// @buf metric f32[N / B] zero
// @buf ids i32[N / B] zero
// @launch loss_and_grad grid(N / B) block(256) args(pred, target, kind, grad, loss, metric, ids, i32(B))
// @check grad abs=1e-5 rel=1e-5
// @check loss abs=1e-3 rel=1e-4
// @check metric abs=1e-3 rel=1e-4
// @check ids exact
#include <new>

struct Differentiable {
  __device__ virtual ~Differentiable() {}
  __device__ virtual float value(float p, float t) const = 0;
  __device__ virtual float grad(float p, float t) const = 0;
};

struct Reportable {
  float scale;
  __device__ virtual ~Reportable() {}
  __device__ virtual int metric_id() const = 0;
  __device__ virtual float weight(float p, float t) const { return scale; }
};

struct SquaredError : Differentiable, Reportable {
  __device__ SquaredError() { scale = 1.0f; }
  __device__ float value(float p, float t) const override { return 0.5f * (p - t) * (p - t); }
  __device__ float grad(float p, float t) const override { return p - t; }
  __device__ int metric_id() const override { return 1; }
};

struct Huber : Differentiable, Reportable {
  float delta;
  __device__ explicit Huber(float d) : delta(d) { scale = 0.5f; }
  __device__ float value(float p, float t) const override {
    float a = fabsf(p - t);
    return a <= delta ? 0.5f * a * a : delta * (a - 0.5f * delta);
  }
  __device__ float grad(float p, float t) const override {
    float r = p - t;
    return fabsf(r) <= delta ? r : copysignf(delta, r);
  }
  __device__ int metric_id() const override { return 2; }
  __device__ float weight(float p, float t) const override { return fabsf(p - t) <= delta ? scale : 0.0f; }
};

struct LogCosh : Differentiable, Reportable {
  __device__ LogCosh() { scale = 2.0f; }
  __device__ float value(float p, float t) const override { return logf(coshf(p - t)); }
  __device__ float grad(float p, float t) const override { return tanhf(p - t); }
  __device__ int metric_id() const override { return 3; }
};

// A policy over any loss: the gradient clipped to [-c, c] (no new virtuals: a plain template).
template <class Loss>
struct Clipped : Loss {
  float clip;
  template <class... A>
  __device__ Clipped(float c, A... a) : Loss(a...), clip(c) {}
  __device__ float grad(float p, float t) const override { return fminf(clip, fmaxf(-clip, Loss::grad(p, t))); }
};

union LossStorage {
  char sq[sizeof(SquaredError)];
  char hu[sizeof(Clipped<Huber>)];
  char lc[sizeof(LogCosh)];
  double align;
};

__device__ float block_sum(float v, float *scratch) {
  for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
  int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  __syncthreads();
  if (lane == 0) scratch[warp] = v;
  __syncthreads();
  float s = 0.0f;
  if (threadIdx.x == 0)
    for (int w = 0; w < (int)(blockDim.x >> 5); ++w) s += scratch[w];
  return s;
}

__global__ void loss_and_grad(const float *__restrict__ pred, const float *__restrict__ target,
                              const int *__restrict__ kind, float *__restrict__ grad, float *__restrict__ loss,
                              float *__restrict__ metric, int *__restrict__ ids, int per_block) {
  __shared__ LossStorage storage;
  __shared__ Differentiable *fn;
  __shared__ Reportable *rep;
  __shared__ float scratch[32];
  if (threadIdx.x == 0) {
    int k = kind[blockIdx.x];
    if (k == 0) {
      SquaredError *l = new (&storage) SquaredError();
      fn = l;
      rep = l;  // the second base: 8 bytes in
    } else if (k == 1) {
      Clipped<Huber> *l = new (&storage) Clipped<Huber>(0.75f, 1.0f);
      fn = l;
      rep = l;
    } else {
      LogCosh *l = new (&storage) LogCosh();
      fn = l;
      rep = l;
    }
  }
  __syncthreads();
  size_t base = (size_t)blockIdx.x * per_block;
  float lsum = 0.0f, msum = 0.0f;
  for (int i = threadIdx.x; i < per_block; i += blockDim.x) {
    float p = pred[base + i], t = target[base + i];
    lsum += fn->value(p, t);
    grad[base + i] = fn->grad(p, t);
    msum += rep->weight(p, t);
  }
  float l = block_sum(lsum, scratch);
  float m = block_sum(msum, scratch);
  if (threadIdx.x == 0) {
    loss[blockIdx.x] = l;
    metric[blockIdx.x] = m;
    ids[blockIdx.x] = rep->metric_id();
    fn->~Differentiable();  // destroyed through the first base (storage is not freed)
  }
}
