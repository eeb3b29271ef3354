// @realcode Weight-only int4 GEMV as LLM inference engines write it (AWQ/GPTQ style): eight 4-bit weights packed per uint32, a half scale and zero point per 128-column group, one warp per output row reading the packed words as uint4 (32 weights per lane per step), nibbles unpacked with shifts and masks into half2 via __halves2half2 and dequantised with __hsub2/__hmul2, the dot product with the half activations accumulated in float, __shfl_xor_sync to finish the row, __launch_bounds__ and __restrict__ throughout.
// @let M = 8192
// @let K = 4096
// @let G = 128
// @buf wq u32[M * K / 8] uniform(0, 4294967295)
// @buf scales f16[M * (K / G)] uniform(0.001, 0.02)
// @buf zeros f16[M * (K / G)] uniform(6, 10)
// @buf x f16[K] uniform(-1, 1)
// @buf y f16[M] zero
// @launch gemv_int4<128> grid(M / 4) block(128) args(wq, scales, zeros, x, y, i32(M), i32(K))
// @check y abs=2e-2 rel=1e-2
#include <cuda_fp16.h>
#include <cstdint>

template <int GROUP>
__global__ void __launch_bounds__(128) gemv_int4(const uint32_t *__restrict__ wq, const __half *__restrict__ scales,
                                                 const __half *__restrict__ zeros, const __half *__restrict__ x,
                                                 __half *__restrict__ y, int m, int k) {
  const int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
  const int row = blockIdx.x * (blockDim.x >> 5) + warp;
  if (row >= m) return;
  const uint4 *wrow = reinterpret_cast<const uint4 *>(wq + (size_t)row * (k / 8));
  const int groups = k / GROUP;
  float acc = 0.f;
  // A uint4 holds 32 weights; a warp step covers 1024 columns.
  for (int c = lane; c < k / 32; c += 32) {
    const uint4 packed = __ldg(wrow + c);
    const int col0 = c * 32;
    const int g = col0 / GROUP;
    const __half2 s2 = __half2half2(scales[(size_t)row * groups + g]);
    const __half2 z2 = __half2half2(zeros[(size_t)row * groups + g]);
    const uint32_t words[4] = {packed.x, packed.y, packed.z, packed.w};
    const __half2 *x2 = reinterpret_cast<const __half2 *>(x + col0);
#pragma unroll
    for (int w = 0; w < 4; ++w) {
#pragma unroll
      for (int p = 0; p < 4; ++p) {
        const uint32_t lo = (words[w] >> (8 * p)) & 0xf, hi = (words[w] >> (8 * p + 4)) & 0xf;
        const __half2 q = __halves2half2(__uint2half_rn(lo), __uint2half_rn(hi));
        const __half2 wv = __hmul2(__hsub2(q, z2), s2);
        const float2 prod = __half22float2(__hmul2(wv, x2[w * 4 + p]));
        acc += prod.x + prod.y;
      }
    }
  }
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) acc += __shfl_xor_sync(0xffffffffu, acc, o);
  if (lane == 0) y[row] = __float2half_rn(acc);
}

template __global__ void gemv_int4<128>(const uint32_t *, const __half *, const __half *, const __half *, __half *, int, int);
