// @realcode AWQ/GPTQ-style int4 weight GEMV: dequantize_s4_to_fp16x2 turning eight packed 4-bit weights into four half2 with the magic-number trick (lop3.b32 with an immediate LUT via an "n" constraint, shr.b32, then sub.f16x2 / fma.rn.f16x2 in inline PTX with "r" operands), interleaved nibble order, per-group half scales and packed int4 zeros dequantised the same way, fp16 activations, half2 FMAs (__hfma2) accumulated into float per 8 values, a warp per output channel pair with __shfl_xor_sync reduction, and a reference dequantisation kernel writing the full fp16 matrix.
// @let N = 4096
// @let K = 4096
// @let G = 128
// @buf qweight u32[N * K / 8] uniform(0, 4294967296)
// @buf qzeros u32[N * (K / G) / 8] uniform(0, 4294967296)
// @buf scales f16[N * (K / G)] uniform(0.001, 0.02)
// @buf x f16[K] uniform(-1, 1)
// @buf y f16[N] zero
// @buf wdeq f16[N * K] zero
// @launch awq_gemv_kernel<128> grid(N / 8) block(128) args(qweight, qzeros, scales, x, y, i32(N), i32(K))
// @launch awq_dequantize_weights grid(N * K / 8 / 256) block(256) args(qweight, qzeros, scales, wdeq, i32(N), i32(K))
// @check y rel=2e-2 abs=5e-3
// @check wdeq rel=1e-3 abs=1e-5
#include <cuda_fp16.h>
#include <cstdint>

#define PACK_FACTOR 8
#define GROUP_SIZE 128

// Eight 4-bit values (nibble order 0,2,4,6,1,3,5,7 as AWQ packs them) -> four half2 in order.
__device__ __forceinline__ uint4 dequantize_s4_to_fp16x2(uint32_t const &source) {
  uint4 result;
  uint32_t *h = reinterpret_cast<uint32_t *>(&result);
  uint32_t const i4s = source;

  static constexpr uint32_t immLut = (0xf0 & 0xcc) | 0xaa;
  static constexpr uint32_t BOTTOM_MASK = 0x000f000f;
  static constexpr uint32_t TOP_MASK = 0x00f000f0;
  static constexpr uint32_t I4s_TO_F16s_MAGIC_NUM = 0x64006400;

  const uint32_t top_i4s = i4s >> 8;
  asm volatile("lop3.b32 %0, %1, %2, %3, %4;\n"
               : "=r"(h[0])
               : "r"(i4s), "n"(BOTTOM_MASK), "n"(I4s_TO_F16s_MAGIC_NUM), "n"(immLut));
  asm volatile("lop3.b32 %0, %1, %2, %3, %4;\n"
               : "=r"(h[1])
               : "r"(i4s), "n"(TOP_MASK), "n"(I4s_TO_F16s_MAGIC_NUM), "n"(immLut));
  asm volatile("lop3.b32 %0, %1, %2, %3, %4;\n"
               : "=r"(h[2])
               : "r"(top_i4s), "n"(BOTTOM_MASK), "n"(I4s_TO_F16s_MAGIC_NUM), "n"(immLut));
  asm volatile("lop3.b32 %0, %1, %2, %3, %4;\n"
               : "=r"(h[3])
               : "r"(top_i4s), "n"(TOP_MASK), "n"(I4s_TO_F16s_MAGIC_NUM), "n"(immLut));

  // 1024 in half is 0x6400; the top nibbles are 16x too large: fma with 1/16 and subtract 64.
  static constexpr uint32_t FP16_TOP_MAGIC_NUM = 0x64006400;
  static constexpr uint32_t ONE_SIXTEENTH = 0x2c002c00;
  static constexpr uint32_t NEG_64 = 0xd400d400;
  asm volatile("sub.f16x2 %0, %1, %2;\n" : "=r"(h[0]) : "r"(h[0]), "r"(FP16_TOP_MAGIC_NUM));
  asm volatile("fma.rn.f16x2 %0, %1, %2, %3;\n" : "=r"(h[1]) : "r"(h[1]), "r"(ONE_SIXTEENTH), "r"(NEG_64));
  asm volatile("sub.f16x2 %0, %1, %2;\n" : "=r"(h[2]) : "r"(h[2]), "r"(FP16_TOP_MAGIC_NUM));
  asm volatile("fma.rn.f16x2 %0, %1, %2, %3;\n" : "=r"(h[3]) : "r"(h[3]), "r"(ONE_SIXTEENTH), "r"(NEG_64));
  return result;
}

// weights: [N][K / 8] uint32, zeros: [N][K / G / 8] uint32, scales: [N][K / G] half.
// Each warp takes two output channels; each lane 8 consecutive packed words a step (64 values).
template <int BLOCK>
__global__ void __launch_bounds__(BLOCK)
    awq_gemv_kernel(const uint32_t *__restrict__ qweight, const uint32_t *__restrict__ qzeros,
                    const half *__restrict__ scales, const half *__restrict__ x, half *__restrict__ y, int n, int k) {
  constexpr int kWarps = BLOCK / 32;
  const int warp = threadIdx.x / 32;
  const int lane = threadIdx.x % 32;
  const int groups = k / GROUP_SIZE;
#pragma unroll
  for (int c = 0; c < 2; ++c) {
    const int row = (blockIdx.x * kWarps + warp) * 2 + c;
    if (row >= n) continue;
    float acc = 0.f;
    for (int w = lane; w < k / PACK_FACTOR; w += 32) {
      const int col0 = w * PACK_FACTOR;
      const int g = col0 / GROUP_SIZE;
      const uint32_t zword = qzeros[row * (groups / PACK_FACTOR) + g / PACK_FACTOR];
      const uint4 zeros4 = dequantize_s4_to_fp16x2(zword);
      const half2 *zh = reinterpret_cast<const half2 *>(&zeros4);
      // zero of group g: element (g % 8) of the dequantised zero word
      const half zero = (g % 2 == 0) ? __low2half(zh[(g % 8) / 2]) : __high2half(zh[(g % 8) / 2]);
      const half scale = scales[row * groups + g];
      const half2 scale2 = __half2half2(scale);
      const half2 negzs = __half2half2(__hneg(__hmul(zero, scale)));

      const uint4 w4 = dequantize_s4_to_fp16x2(__ldg(&qweight[row * (k / PACK_FACTOR) + w]));
      const half2 *wh = reinterpret_cast<const half2 *>(&w4);
      const half2 *xh = reinterpret_cast<const half2 *>(x + col0);
      half2 part = __float2half2_rn(0.f);
#pragma unroll
      for (int i = 0; i < 4; ++i) {
        const half2 wdq = __hfma2(wh[i], scale2, negzs);
        part = __hfma2(wdq, xh[i], part);
      }
      const float2 pf = __half22float2(part);
      acc += pf.x + pf.y;
    }
#pragma unroll
    for (int m = 16; m > 0; m >>= 1) acc += __shfl_xor_sync(0xffffffff, acc, m);
    if (lane == 0) y[row] = __float2half(acc);
  }
}

__global__ void awq_dequantize_weights(const uint32_t *__restrict__ qweight, const uint32_t *__restrict__ qzeros,
                                       const half *__restrict__ scales, half *__restrict__ out, int n, int k) {
  const int idx = blockIdx.x * blockDim.x + threadIdx.x;  // one packed word
  if (idx >= n * (k / PACK_FACTOR)) return;
  const int row = idx / (k / PACK_FACTOR);
  const int col0 = (idx % (k / PACK_FACTOR)) * PACK_FACTOR;
  const int groups = k / GROUP_SIZE;
  const int g = col0 / GROUP_SIZE;
  const uint4 zeros4 = dequantize_s4_to_fp16x2(qzeros[row * (groups / PACK_FACTOR) + g / PACK_FACTOR]);
  const half *zs = reinterpret_cast<const half *>(&zeros4);
  const half zero = zs[g % 8];
  const half scale = scales[row * groups + g];
  const uint4 w4 = dequantize_s4_to_fp16x2(qweight[idx]);
  const half *ws = reinterpret_cast<const half *>(&w4);
  uint4 outv;
  half *os = reinterpret_cast<half *>(&outv);
#pragma unroll
  for (int i = 0; i < 8; ++i) os[i] = __hmul(__hsub(ws[i], zero), scale);
  *reinterpret_cast<uint4 *>(out + (size_t)row * k + col0) = outv;
}

template __global__ void awq_gemv_kernel<128>(const uint32_t *, const uint32_t *, const half *, const half *, half *,
                                              int, int);
