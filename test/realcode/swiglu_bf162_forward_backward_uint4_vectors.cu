// @realcode The SwiGLU feed-forward activation of LLaMA-style MLPs in bf16 as fused-kernel libraries write it: the [tokens, 2 * hidden] projection output split into gate and up halves, eight bf16 values a thread moved as one uint4 and viewed as four __nv_bfloat162 through a union, silu(gate) * up computed in float from __bfloat1622float2 and packed back with __floats2bfloat162_rn, and the backward pass producing both input gradients from the output gradient with the sigmoid derivative, plus a bf16x2 __hmul2/__hfma2 variant of the forward epilogue scaled by a per-token factor.
// @let TOKENS = 8192
// @let HIDDEN = 4096
// @buf gate_up bf16[TOKENS * 2 * HIDDEN] uniform(-4, 4)
// @buf out bf16[TOKENS * HIDDEN] zero
// @buf dout bf16[TOKENS * HIDDEN] uniform(-1, 1)
// @buf dgate_up bf16[TOKENS * 2 * HIDDEN] zero
// @buf token_scale bf16[TOKENS] uniform(0.5, 2)
// @buf out_scaled bf16[TOKENS * HIDDEN] zero
// @launch swiglu_fwd grid(HIDDEN / 8 / 128, TOKENS) block(128) args(gate_up, out, i32(HIDDEN))
// @launch swiglu_bwd grid(HIDDEN / 8 / 128, TOKENS) block(128) args(gate_up, dout, dgate_up, i32(HIDDEN))
// @launch swiglu_fwd_scaled_bf162 grid(HIDDEN / 8 / 128, TOKENS) block(128) args(gate_up, token_scale, out_scaled, i32(HIDDEN))
// @check out abs=1e-2 rel=1e-2
// @check dgate_up abs=1e-2 rel=1e-2
// @check out_scaled abs=2e-2 rel=1e-2
#include <cuda_bf16.h>

union Pack8 {
  uint4 raw;
  __nv_bfloat162 h2[4];
};
static_assert(sizeof(Pack8) == 16, "one 16-byte vector");

__device__ __forceinline__ float silu(float x) { return x / (1.0f + __expf(-x)); }

__global__ void __launch_bounds__(128) swiglu_fwd(const __nv_bfloat16 *__restrict__ gate_up, __nv_bfloat16 *__restrict__ out, int hidden) {
  const int tok = blockIdx.y;
  const int v = blockIdx.x * blockDim.x + threadIdx.x; // which group of eight
  const uint4 *row = reinterpret_cast<const uint4 *>(gate_up + (size_t)tok * 2 * hidden);
  Pack8 g, u, o;
  g.raw = row[v];
  u.raw = row[hidden / 8 + v];
#pragma unroll
  for (int i = 0; i < 4; ++i) {
    float2 gf = __bfloat1622float2(g.h2[i]);
    float2 uf = __bfloat1622float2(u.h2[i]);
    o.h2[i] = __floats2bfloat162_rn(silu(gf.x) * uf.x, silu(gf.y) * uf.y);
  }
  reinterpret_cast<uint4 *>(out + (size_t)tok * hidden)[v] = o.raw;
}

__global__ void __launch_bounds__(128) swiglu_bwd(const __nv_bfloat16 *__restrict__ gate_up, const __nv_bfloat16 *__restrict__ dout,
                                                  __nv_bfloat16 *__restrict__ dgate_up, int hidden) {
  const int tok = blockIdx.y;
  const int v = blockIdx.x * blockDim.x + threadIdx.x;
  const uint4 *row = reinterpret_cast<const uint4 *>(gate_up + (size_t)tok * 2 * hidden);
  Pack8 g, u, d, dg, du;
  g.raw = row[v];
  u.raw = row[hidden / 8 + v];
  d.raw = reinterpret_cast<const uint4 *>(dout + (size_t)tok * hidden)[v];
#pragma unroll
  for (int i = 0; i < 4; ++i) {
    float2 gf = __bfloat1622float2(g.h2[i]), uf = __bfloat1622float2(u.h2[i]), df = __bfloat1622float2(d.h2[i]);
    float sx = 1.0f / (1.0f + __expf(-gf.x)), sy = 1.0f / (1.0f + __expf(-gf.y));
    // d silu(x) / dx = s (1 + x (1 - s))
    float dsx = sx * (1.0f + gf.x * (1.0f - sx)), dsy = sy * (1.0f + gf.y * (1.0f - sy));
    dg.h2[i] = __floats2bfloat162_rn(df.x * uf.x * dsx, df.y * uf.y * dsy);
    du.h2[i] = __floats2bfloat162_rn(df.x * gf.x * sx, df.y * gf.y * sy);
  }
  uint4 *drow = reinterpret_cast<uint4 *>(dgate_up + (size_t)tok * 2 * hidden);
  drow[v] = dg.raw;
  drow[hidden / 8 + v] = du.raw;
}

// The epilogue in packed bf16 arithmetic: silu in float, product and per-token scale as bf16x2.
__global__ void __launch_bounds__(128) swiglu_fwd_scaled_bf162(const __nv_bfloat16 *__restrict__ gate_up,
                                                               const __nv_bfloat16 *__restrict__ token_scale,
                                                               __nv_bfloat16 *__restrict__ out, int hidden) {
  const int tok = blockIdx.y;
  const int v = blockIdx.x * blockDim.x + threadIdx.x;
  const uint4 *row = reinterpret_cast<const uint4 *>(gate_up + (size_t)tok * 2 * hidden);
  const __nv_bfloat162 scale = __bfloat162bfloat162(token_scale[tok]);
  const __nv_bfloat162 zero = __float2bfloat162_rn(0.0f);
  Pack8 g, u, o;
  g.raw = __ldg(row + v);
  u.raw = __ldg(row + hidden / 8 + v);
#pragma unroll
  for (int i = 0; i < 4; ++i) {
    float2 gf = __bfloat1622float2(g.h2[i]);
    __nv_bfloat162 act = __floats2bfloat162_rn(silu(gf.x), silu(gf.y));
    o.h2[i] = __hfma2(__hmul2(act, u.h2[i]), scale, zero);
  }
  reinterpret_cast<uint4 *>(out + (size_t)tok * hidden)[v] = o.raw;
}
