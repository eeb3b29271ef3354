// bfloat16 kernels of a GPT-2 training step, in the style of llm.c: activations and parameters
// in bf16, reductions and optimizer state in float, bf16 pairs (__nv_bfloat162) moved 4 bytes at
// a time. Compiled unchanged by nvcc (the toolkit's <cuda_bf16.h>) and kilnc (Kiln's).
#include <cuda_bf16.h>

#define GELU_SCALING_FACTOR 0.7978845608028654f  // sqrt(2 / pi)

// y = 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))), two elements per thread.
extern "C" __global__ void gelu_forward_bf16(__nv_bfloat162 *out, const __nv_bfloat162 *inp, int n2) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n2) {
    float2 x = __bfloat1622float2(inp[i]);
    float cx = 0.044715f * x.x * x.x * x.x, cy = 0.044715f * x.y * x.y * x.y;
    float2 y;
    y.x = 0.5f * x.x * (1.0f + tanhf(GELU_SCALING_FACTOR * (x.x + cx)));
    y.y = 0.5f * x.y * (1.0f + tanhf(GELU_SCALING_FACTOR * (x.y + cy)));
    out[i] = __float22bfloat162_rn(y);
  }
}

// dinp = dout * gelu'(inp), two elements per thread.
__device__ __forceinline__ float gelu_grad(float x) {
  float cube = 0.044715f * x * x * x;
  float tanh_arg = GELU_SCALING_FACTOR * (x + cube);
  float tanh_out = tanhf(tanh_arg);
  float cosh_out = coshf(tanh_arg);
  float sech_out = 1.0f / (cosh_out * cosh_out);
  return 0.5f * (1.0f + tanh_out) + x * 0.5f * sech_out * GELU_SCALING_FACTOR * (1.0f + 3.0f * 0.044715f * x * x);
}

extern "C" __global__ void gelu_backward_bf16(__nv_bfloat162 *dinp, const __nv_bfloat162 *inp,
                                              const __nv_bfloat162 *dout, int n2) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n2) {
    float2 x = __bfloat1622float2(inp[i]);
    float2 d = __bfloat1622float2(dout[i]);
    dinp[i] = __floats2bfloat162_rn(d.x * gelu_grad(x.x), d.y * gelu_grad(x.y));
  }
}

// out = a + b on bf16 pairs (one add.bf16x2 per pair on sm_90).
extern "C" __global__ void residual_forward_bf16(__nv_bfloat162 *out, const __nv_bfloat162 *a,
                                                 const __nv_bfloat162 *b, int n2) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n2) out[i] = __hadd2(a[i], b[i]);
}

// One warp per row of C channels: mean and rstd in float, out = (x - mean) * rstd * w + b.
extern "C" __global__ void layernorm_forward_bf16(__nv_bfloat16 *out, float *mean, float *rstd,
                                                  const __nv_bfloat16 *inp, const __nv_bfloat16 *weight,
                                                  const __nv_bfloat16 *bias, int N, int C) {
  int lane = threadIdx.x % 32;
  int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
  if (row >= N) return;
  const __nv_bfloat16 *x = inp + (long)row * C;
  float sum = 0.0f;
  for (int c = lane; c < C; c += 32) sum += __bfloat162float(x[c]);
  for (int off = 16; off > 0; off /= 2) sum += __shfl_xor_sync(0xffffffffu, sum, off);
  float m = sum / C;
  float var = 0.0f;
  for (int c = lane; c < C; c += 32) {
    float d = __bfloat162float(x[c]) - m;
    var += d * d;
  }
  for (int off = 16; off > 0; off /= 2) var += __shfl_xor_sync(0xffffffffu, var, off);
  float s = rsqrtf(var / C + 1e-5f);
  __nv_bfloat16 *o = out + (long)row * C;
  for (int c = lane; c < C; c += 32) {
    float n = s * (__bfloat162float(x[c]) - m);
    o[c] = __float2bfloat16(n * __bfloat162float(weight[c]) + __bfloat162float(bias[c]));
  }
  if (lane == 0) {
    mean[row] = m;
    rstd[row] = s;
  }
}

// AdamW on bf16 parameters with float moments and float master weights (llm.c's update).
__device__ __forceinline__ float lerp(float start, float end, float weight) {
  return fmaf(weight, end, fmaf(-weight, start, start));
}

extern "C" __global__ void adamw_bf16(__nv_bfloat16 *params, float *master, const __nv_bfloat16 *grads, float *m,
                                      float *v, long n, float lr, float beta1, float beta2, float beta1_correction,
                                      float beta2_correction, float eps, float weight_decay) {
  long i = blockIdx.x * (long)blockDim.x + threadIdx.x;
  if (i >= n) return;
  float grad = __bfloat162float(grads[i]);
  float mi = lerp(grad, m[i], beta1);
  float vi = lerp(grad * grad, v[i], beta2);
  m[i] = mi;
  v[i] = vi;
  mi /= beta1_correction;
  vi /= beta2_correction;
  float old = master[i];
  float p = old - (lr * (mi / (sqrtf(vi) + eps) + weight_decay * old));
  master[i] = p;
  params[i] = __float2bfloat16_rn(p);
}
