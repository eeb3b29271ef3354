// @realcode AdamW step on fp32 master weights with bf16 parameters written by stochastic rounding (a per-element hash as the random bits), in the llm.c style.
// @let N = 1 << 26
// @buf params bf16[N] zero
// @buf master f32[N] uniform(-1, 1)
// @buf grads bf16[N] uniform(-0.1, 0.1)
// @buf m f32[N] uniform(-0.01, 0.01)
// @buf v f32[N] uniform(0, 0.001)
// @launch adamw_bf16 grid(N / 512) block(512) args(params, master, grads, m, v, i64(N), f32(0.001), f32(0.9), f32(0.999), f32(0.1), f32(0.001), f32(1e-8), f32(0.01), u32(42))
// @check params rel=1e-2 abs=1e-2
// @check master rel=1e-5 abs=1e-6
// @check m rel=1e-5 abs=1e-7
// @check v rel=1e-5 abs=1e-9
#include <cuda_bf16.h>
#include <cuda_runtime.h>
#include <math.h>
#include <stdint.h>

// Squirrel-noise-like integer hash: position and seed to 32 random bits.
__device__ __forceinline__ unsigned int noise_bits(unsigned int position, unsigned int seed) {
  const unsigned int N1 = 0x68e31da4u, N2 = 0xb5297a4du, N3 = 0x1b56c4e9u;
  unsigned int b = position;
  b *= N1;
  b += seed;
  b ^= (b >> 8);
  b += N2;
  b ^= (b << 8);
  b *= N3;
  b ^= (b >> 8);
  return b;
}

// Rounds to bf16 up or down with probability given by the discarded low 16 bits.
__device__ __forceinline__ __nv_bfloat16 stochastic_round(float x, unsigned int random) {
  unsigned int bits = __float_as_uint(x);
  unsigned int threshold = random & 0xFFFFu;
  unsigned int rounded = ((bits & 0xFFFFu) > threshold) ? bits + 0x10000u : bits;
  return __ushort_as_bfloat16((unsigned short)(rounded >> 16));
}

__global__ void adamw_bf16(__nv_bfloat16 *params, float *master, const __nv_bfloat16 *grads, float *m_mem, float *v_mem,
                           size_t n, float lr, float beta1, float beta2, float beta1_correction, float beta2_correction,
                           float eps, float weight_decay, unsigned int seed) {
  size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  if (i >= n) return;
  float grad = __bfloat162float(grads[i]);
  float m = m_mem[i], v = v_mem[i];
  m = beta1 * m + (1.0f - beta1) * grad;
  v = beta2 * v + (1.0f - beta2) * grad * grad;
  m_mem[i] = m;
  v_mem[i] = v;
  m /= beta1_correction;
  v /= beta2_correction;
  float p = master[i];
  p -= lr * (m / (sqrtf(v) + eps) + weight_decay * p);
  master[i] = p;
  params[i] = stochastic_round(p, noise_bits((unsigned int)i, seed));
}
