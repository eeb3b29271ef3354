// @realcode darknet's CUDA layer kernels in their own style: the ACTIVATION enum with a __device__ switch over every activation (logistic, relu, relie, ramp, leaky, tanh, plse, stair, hardtan, lhtan, elu, selu, loggy), their gradient switch, a cuda_gridsize-style 2-D grid whose linear id is (blockIdx.x + blockIdx.y * gridDim.x) * blockDim.x + threadIdx.x, the shortcut (residual add with differing channel/stride geometry) and reorg kernels, and BLOCK defined as 512.
// @let N = 1 << 22
// @let NACT = 13
// @buf x f32[N] uniform(-4, 4)
// @buf y f32[N] zero
// @buf dy f32[N] uniform(-1, 1)
// @buf g f32[N] zero
// @buf add f32[8 * 32 * 64 * 64] uniform(-1, 1)
// @buf out f32[8 * 64 * 32 * 32] uniform(-1, 1)
// @buf reorg_out f32[8 * 32 * 64 * 64] zero
// @loop a = 0; a < NACT; a = a + 1
//   @launch activate_array_kernel grid(cdiv(N, 512) / 64, 64) block(512) args(x, i32(N), i32(a), y)
//   @launch gradient_array_kernel grid(cdiv(N, 512) / 64, 64) block(512) args(y, i32(N), i32(a), dy, g)
// @end
// @launch shortcut_kernel grid(cdiv(8 * 32 * 32 * 32, 512) / 64, 64) block(512) args(i32(8 * 32 * 32 * 32), i32(32), i32(32), i32(32), i32(2), i32(1), i32(1), i32(8), i32(64), i32(32), i32(64), add, i32(32), i32(32), i32(64), out)
// @launch reorg_kernel grid(cdiv(8 * 32 * 64 * 64, 512) / 64, 64) block(512) args(i32(8 * 32 * 64 * 64), add, i32(64), i32(64), i32(32), i32(8), i32(2), i32(0), reorg_out)
// @check y rel=1e-5 abs=1e-6
// @check g rel=1e-5 abs=1e-6
// @check out rel=1e-6 abs=1e-6
// @check reorg_out exact
#include <cuda_runtime.h>
#define BLOCK 512

typedef enum { LOGISTIC, RELU, RELIE, LINEAR, RAMP, TANH, PLSE, LEAKY, ELU, LOGGY, STAIR, HARDTAN, LHTAN, SELU } ACTIVATION;

__device__ float lhtan_activate_kernel(float x) {
  if (x < 0) return .001f * x;
  if (x > 1) return .001f * (x - 1.f) + 1.f;
  return x;
}
__device__ float lhtan_gradient_kernel(float x) {
  if (x > 0 && x < 1) return 1;
  return .001;
}
__device__ float hardtan_activate_kernel(float x) {
  if (x < -1) return -1;
  if (x > 1) return 1;
  return x;
}
__device__ float linear_activate_kernel(float x) { return x; }
__device__ float logistic_activate_kernel(float x) { return 1.f / (1.f + expf(-x)); }
__device__ float loggy_activate_kernel(float x) { return 2.f / (1.f + expf(-x)) - 1; }
__device__ float relu_activate_kernel(float x) { return x * (x > 0); }
__device__ float elu_activate_kernel(float x) { return (x >= 0) * x + (x < 0) * (expf(x) - 1); }
__device__ float selu_activate_kernel(float x) { return (x >= 0) * 1.0507f * x + (x < 0) * 1.0507f * 1.6732f * (expf(x) - 1); }
__device__ float relie_activate_kernel(float x) { return (x > 0) ? x : .01f * x; }
__device__ float ramp_activate_kernel(float x) { return x * (x > 0) + .1f * x; }
__device__ float leaky_activate_kernel(float x) { return (x > 0) ? x : .1f * x; }
__device__ float tanh_activate_kernel(float x) { return (2.f / (1 + expf(-2 * x)) - 1); }
__device__ float plse_activate_kernel(float x) {
  if (x < -4) return .01f * (x + 4);
  if (x > 4) return .01f * (x - 4) + 1;
  return .125f * x + .5f;
}
__device__ float stair_activate_kernel(float x) {
  int n = floorf(x);
  if (n % 2 == 0) return floorf(x / 2);
  else return (x - n) + floorf(x / 2);
}

__device__ float activate_kernel(float x, ACTIVATION a) {
  switch (a) {
    case LINEAR: return linear_activate_kernel(x);
    case LOGISTIC: return logistic_activate_kernel(x);
    case LOGGY: return loggy_activate_kernel(x);
    case RELU: return relu_activate_kernel(x);
    case ELU: return elu_activate_kernel(x);
    case SELU: return selu_activate_kernel(x);
    case RELIE: return relie_activate_kernel(x);
    case RAMP: return ramp_activate_kernel(x);
    case LEAKY: return leaky_activate_kernel(x);
    case TANH: return tanh_activate_kernel(x);
    case PLSE: return plse_activate_kernel(x);
    case STAIR: return stair_activate_kernel(x);
    case HARDTAN: return hardtan_activate_kernel(x);
    case LHTAN: return lhtan_activate_kernel(x);
  }
  return 0;
}

__device__ float gradient_kernel(float x, ACTIVATION a) {
  switch (a) {
    case LINEAR: return 1;
    case LOGISTIC: return (1 - x) * x;
    case LOGGY: { float y = (x + 1) / 2; return 2 * (1 - y) * y; }
    case RELU: return (x > 0);
    case ELU: return (x >= 0) + (x < 0) * (x + 1);
    case SELU: return (x >= 0) * 1.0507f + (x < 0) * (x + 1.0507f * 1.6732f);
    case RELIE: return (x > 0) ? 1 : .01f;
    case RAMP: return (x > 0) + .1f;
    case LEAKY: return (x > 0) ? 1 : .1f;
    case TANH: return 1 - x * x;
    case PLSE: return (x < 0 || x > 1) ? .01f : .125f;
    case STAIR: return (floorf(x) == x) ? 0 : 1;
    case HARDTAN: return (x > -1 && x < 1) ? 1 : 0;
    case LHTAN: return lhtan_gradient_kernel(x);
  }
  return 0;
}

__global__ void activate_array_kernel(float *x, int n, ACTIVATION a, float *y) {
  int i = (blockIdx.x + blockIdx.y * gridDim.x) * blockDim.x + threadIdx.x;
  if (i < n) y[i] = activate_kernel(x[i], a);
}

__global__ void gradient_array_kernel(float *x, int n, ACTIVATION a, float *delta, float *g) {
  int i = (blockIdx.x + blockIdx.y * gridDim.x) * blockDim.x + threadIdx.x;
  if (i < n) g[i] = delta[i] * gradient_kernel(x[i], a);
}

__global__ void shortcut_kernel(int size, int minw, int minh, int minc, int stride, int sample, int s1, int batch, int w1,
                                int h1, int c1, float *add, int w2, int h2, int c2, float *out) {
  int id = (blockIdx.x + blockIdx.y * gridDim.x) * blockDim.x + threadIdx.x;
  if (id >= size) return;
  int i = id % minw;
  id /= minw;
  int j = id % minh;
  id /= minh;
  int k = id % minc;
  id /= minc;
  int b = id % batch;
  int out_index = i * sample + w2 * (j * sample + h2 * (k + c2 * b));
  int add_index = i * stride + w1 * (j * stride + h1 * (k + c1 * b));
  out[out_index] = s1 * out[out_index] + add[add_index];
}

__global__ void reorg_kernel(int N, float *x, int w, int h, int c, int batch, int stride, int forward, float *out) {
  int i = (blockIdx.x + blockIdx.y * gridDim.x) * blockDim.x + threadIdx.x;
  if (i >= N) return;
  int in_index = i;
  int in_w = i % w;
  i = i / w;
  int in_h = i % h;
  i = i / h;
  int in_c = i % c;
  i = i / c;
  int b = i % batch;
  int out_c = c / (stride * stride);
  int c2 = in_c % out_c;
  int offset = in_c / out_c;
  int w2 = in_w * stride + offset % stride;
  int h2 = in_h * stride + offset / stride;
  int out_index = w2 + w * stride * (h2 + h * stride * (c2 + out_c * b));
  if (forward) out[out_index] = x[in_index];
  else out[in_index] = x[out_index];
}
