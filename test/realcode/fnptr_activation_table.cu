// @realcode A small MLP layer whose activation is chosen per layer at run time from a __device__ table of function pointers (typedef float (*act_fn)(float); act_fn table[] = {...}), the way plugin-style inference code dispatches: the layer's code is read from memory, so the call stays indirect in the PTX. A second kernel takes the activation as a function-pointer argument of a __device__ helper, with a target known at compile time.
// @let ROWS = 1 << 16
// @let IN = 64
// @let OUT = 32
// @let LAYERS = 4
// @buf x f32[ROWS * IN] uniform(-2, 2)
// @buf w f32[LAYERS * OUT * IN] uniform(-0.2, 0.2)
// @buf bias f32[LAYERS * OUT] uniform(-0.1, 0.1)
// @buf codes i32[LAYERS] set(0, 2) set(1, 0) set(2, 3) set(3, 1)
// @buf y f32[LAYERS * ROWS * OUT] zero
// @buf z f32[ROWS * OUT] zero
// @launch dense_dispatch grid(ROWS * OUT / 256, LAYERS) block(256) args(x, w, bias, codes, y, i32(ROWS))
// @launch dense_gelu grid(ROWS * OUT / 256) block(256) args(x, w, bias, z, i32(ROWS))
// @check y abs=1e-5 rel=1e-5
// @check z abs=1e-5 rel=1e-5
#include <cmath>

constexpr int kIn = 64;
constexpr int kOut = 32;

typedef float (*act_fn)(float);

__device__ float act_relu(float v) { return v > 0.0f ? v : 0.0f; }
__device__ float act_leaky(float v) { return v > 0.0f ? v : 0.01f * v; }
__device__ float act_tanh(float v) { return tanhf(v); }
__device__ float act_sigmoid(float v) { return 1.0f / (1.0f + expf(-v)); }
__device__ float act_gelu(float v) {
  return 0.5f * v * (1.0f + tanhf(0.7978845608f * (v + 0.044715f * v * v * v)));
}

__device__ act_fn activations[4] = {act_relu, act_leaky, act_tanh, act_sigmoid};

__device__ float neuron(const float *xrow, const float *wrow, float b) {
  float acc = b;
#pragma unroll 8
  for (int k = 0; k < kIn; ++k)
    acc = fmaf(xrow[k], wrow[k], acc);
  return acc;
}

__global__ void dense_dispatch(const float *x, const float *w, const float *bias, const int *codes,
                               float *y, int rows) {
  int layer = blockIdx.y;
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  int row = idx / kOut, o = idx % kOut;
  if (row >= rows)
    return;
  act_fn f = activations[codes[layer] & 3];
  float pre = neuron(x + (size_t)row * kIn, w + ((size_t)layer * kOut + o) * kIn, bias[layer * kOut + o]);
  y[((size_t)layer * rows + row) * kOut + o] = f(pre);
}

__device__ void apply_layer(act_fn f, const float *x, const float *w, const float *bias, float *out,
                            int row, int o) {
  out[row * kOut + o] = f(neuron(x + (size_t)row * kIn, w + (size_t)o * kIn, bias[o]));
}

__global__ void dense_gelu(const float *x, const float *w, const float *bias, float *z, int rows) {
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx / kOut < rows)
    apply_layer(act_gelu, x, w, bias, z, idx / kOut, idx % kOut);
}
