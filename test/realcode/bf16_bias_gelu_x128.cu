// @realcode Bias add + GELU on bf16 activations (FasterTransformer style): each thread moves 8 bf16 as one float4 reinterpreted as four __nv_bfloat162, unpacks them with __bfloat1622float2, repacks with __float22bfloat162_rn; a second output rounds toward zero with __float2bfloat16_rz.
// @let ROWS = 1 << 14
// @let H = 4096
// @buf x bf16[ROWS * H] uniform(-3, 3)
// @buf bias bf16[H] uniform(-0.5, 0.5)
// @buf out bf16[ROWS * H] zero
// @buf out_rz bf16[ROWS * H] zero
// @launch add_bias_gelu_bf16 grid(ROWS * H / (8 * 256)) block(256) args(out, out_rz, x, bias, i32(ROWS), i32(H))
// @check out rel=1e-2 abs=1e-2
// @check out_rz rel=1e-2 abs=1e-2
#include <cuda_bf16.h>
#include <cuda_runtime.h>
#include <math.h>

__device__ __forceinline__ float gelu_tanh(float x) {
  const float k0 = 0.7978845608028654f, k1 = 0.044715f;
  return 0.5f * x * (1.0f + tanhf(k0 * (x + k1 * x * x * x)));
}

__global__ void add_bias_gelu_bf16(__nv_bfloat16 *out, __nv_bfloat16 *out_rz, const __nv_bfloat16 *__restrict__ x,
                                   const __nv_bfloat16 *__restrict__ bias, int rows, int h) {
  size_t vec = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  size_t base = vec * 8;
  if (base >= (size_t)rows * h) return;
  int col = (int)(base % h);
  float4 xv = reinterpret_cast<const float4 *>(x)[vec];
  float4 bv = __ldg(reinterpret_cast<const float4 *>(bias + col));
  const __nv_bfloat162 *x2 = reinterpret_cast<const __nv_bfloat162 *>(&xv);
  const __nv_bfloat162 *b2 = reinterpret_cast<const __nv_bfloat162 *>(&bv);
  float4 yv, zv;
  __nv_bfloat162 *y2 = reinterpret_cast<__nv_bfloat162 *>(&yv);
  __nv_bfloat16 *z = reinterpret_cast<__nv_bfloat16 *>(&zv);
#pragma unroll
  for (int j = 0; j < 4; ++j) {
    float2 a = __bfloat1622float2(x2[j]);
    float2 b = __bfloat1622float2(b2[j]);
    float2 g = make_float2(gelu_tanh(a.x + b.x), gelu_tanh(a.y + b.y));
    y2[j] = __float22bfloat162_rn(g);
    z[2 * j] = __float2bfloat16_rz(g.x);
    z[2 * j + 1] = __float2bfloat16_rz(g.y);
  }
  reinterpret_cast<float4 *>(out)[vec] = yv;
  reinterpret_cast<float4 *>(out_rz)[vec] = zv;
}
