// @realcode llm.c-style 128-bit packing through unions: a Packed128<T> union of int4 and T[16 / sizeof(T)] for __half, a union of float and a sign/exponent/mantissa bit-field struct for a frexp-like split, and a union of double and int2 for hi/lo words, in one fused residual + exponent-histogram kernel.
// @let N = 1 << 22
// @buf a f16[N] uniform(-4, 4)
// @buf b f16[N] uniform(-4, 4)
// @buf out f16[N] zero
// @buf exps u32[64] zero
// @buf hi i32[N / 8] zero
// @launch residual_exp grid(cdiv(N / 8, 256)) block(256) args(a, b, out, exps, hi, i32(N))
// @check out abs=1e-3 rel=1e-3
// @check exps exact
// @check hi exact
#include <cuda_fp16.h>

template <class T> union Packed128 {
  int4 raw;
  T e[16 / sizeof(T)];
  static constexpr int size = 16 / sizeof(T);
};

union FloatBits {
  float f;
  struct {
    unsigned mant : 23;
    unsigned exp : 8;
    unsigned sign : 1;
  } parts;
};

union DoubleWords {
  double d;
  int2 w;
};

__global__ void residual_exp(const __half *__restrict__ a, const __half *__restrict__ b, __half *__restrict__ out,
                             unsigned *__restrict__ exps, int *__restrict__ hi, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i * 8 >= n) return;
  Packed128<__half> pa, pb, po;
  pa.raw = reinterpret_cast<const int4 *>(a)[i];
  pb.raw = reinterpret_cast<const int4 *>(b)[i];
  double acc = 0.0;
#pragma unroll
  for (int k = 0; k < Packed128<__half>::size; ++k) {
    float s = __half2float(pa.e[k]) + 0.5f * __half2float(pb.e[k]);
    po.e[k] = __float2half(s);
    FloatBits fb;
    fb.f = s;
    atomicAdd(&exps[(fb.parts.exp >> 2) & 63u], 1u + fb.parts.sign);
    acc += (double)s;
  }
  reinterpret_cast<int4 *>(out)[i] = po.raw;
  DoubleWords dw;
  dw.d = acc;
  hi[i] = dw.w.y;
}
