// @realcode Per-op element-wise kernels dispatched through a table of pointers to member functions, as operator libraries written around a "kernel object" do: an `Activation` class whose members (relu, leaky, gelu_tanh, swish, and a virtual `custom` a derived class overrides) are picked per tensor segment from an op-code buffer through `float (Activation::*)(float) const`, a member function pointer of a base widened to the derived class, and the same table driving a backward pass with a second pointer-to-member table for the derivatives.
// @let N = 1 << 22
// @let SEG = 4096
// @buf x f32[N] uniform(-4, 4)
// @buf opcode i32[N / SEG] uniform(0, 6)
// @buf y f32[N] zero
// @buf dy f32[N] uniform(-1, 1)
// @buf dx f32[N] zero
// @launch activation_forward grid(N / 256) block(256) args(x, opcode, y, i32(N), i32(SEG), f32(0.1))
// @launch activation_backward grid(N / 256) block(256) args(x, dy, opcode, dx, i32(N), i32(SEG), f32(0.1))
// @check y abs=1e-5 rel=1e-5
// @check dx abs=1e-3 rel=1e-4

class Activation {
 public:
  __device__ explicit Activation(float slope) : slope_(slope) {}
  __device__ float relu(float v) const { return v > 0.0f ? v : 0.0f; }
  __device__ float leaky(float v) const { return v > 0.0f ? v : slope_ * v; }
  __device__ float gelu_tanh(float v) const {
    const float k = 0.7978845608f;
    return 0.5f * v * (1.0f + tanhf(k * (v + 0.044715f * v * v * v)));
  }
  __device__ float swish(float v) const { return v / (1.0f + __expf(-v)); }
  __device__ virtual float custom(float v) const { return v; }

  __device__ float d_relu(float v) const { return v > 0.0f ? 1.0f : 0.0f; }
  __device__ float d_leaky(float v) const { return v > 0.0f ? 1.0f : slope_; }
  __device__ float d_swish(float v) const {
    float s = 1.0f / (1.0f + __expf(-v));
    return s + v * s * (1.0f - s);
  }
  __device__ virtual float d_custom(float v) const { return 1.0f; }

 protected:
  float slope_;
};

// A user's op: overrides the virtual custom activation (softsign) and adds one of its own.
class SoftsignActivation : public Activation {
 public:
  __device__ explicit SoftsignActivation(float slope) : Activation(slope) {}
  __device__ float custom(float v) const override { return v / (1.0f + fabsf(v)); }
  __device__ float d_custom(float v) const override {
    float d = 1.0f + fabsf(v);
    return 1.0f / (d * d);
  }
  __device__ float hard_tanh(float v) const { return fminf(1.0f, fmaxf(-1.0f, v)); }
  __device__ float d_hard_tanh(float v) const { return fabsf(v) < 1.0f ? 1.0f : 0.0f; }
};

typedef float (SoftsignActivation::*ActFn)(float) const;

// The op table, built where it is used (one row per op code).
struct OpTable {
  ActFn fwd[6];
  ActFn bwd[6];
  __device__ OpTable() {
    fwd[0] = &Activation::relu;
    fwd[1] = &Activation::leaky;
    fwd[2] = &Activation::gelu_tanh;
    fwd[3] = &Activation::swish;
    fwd[4] = &Activation::custom;  // virtual: reaches SoftsignActivation::custom
    fwd[5] = &SoftsignActivation::hard_tanh;
    bwd[0] = &Activation::d_relu;
    bwd[1] = &Activation::d_leaky;
    bwd[2] = nullptr;  // no closed form here: a finite difference of the forward op
    bwd[3] = &Activation::d_swish;
    bwd[4] = &Activation::d_custom;
    bwd[5] = &SoftsignActivation::d_hard_tanh;
  }
};

__global__ void activation_forward(const float *__restrict__ x, const int *__restrict__ opcode,
                                   float *__restrict__ y, int n, int seg, float slope) {
  OpTable table;
  SoftsignActivation act(slope);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  ActFn f = table.fwd[opcode[i / seg]];
  y[i] = (act.*f)(x[i]);
}

__global__ void activation_backward(const float *__restrict__ x, const float *__restrict__ dy,
                                    const int *__restrict__ opcode, float *__restrict__ dx, int n,
                                    int seg, float slope) {
  OpTable table;
  const SoftsignActivation act(slope);
  const SoftsignActivation *self = &act;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int op = opcode[i / seg];
  ActFn d = table.bwd[op];
  float v = x[i];
  float g;
  if (d != nullptr) {
    g = (self->*d)(v);
  } else {
    ActFn f = table.fwd[op];
    const float h = 1.0f / 1024.0f;
    g = ((act.*f)(v + h) - (act.*f)(v - h)) * 512.0f;
  }
  dx[i] = dy[i] * g;
}
