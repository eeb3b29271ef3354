// @realcode fp32 -> bf16 streaming down-conversion as inference runtimes hand-write it in inline PTX: ld.global.nc.L1::no_allocate.v4.f32 streaming loads, cvt.rn.bf16x2.f32 packing two floats into one register, prmt.b32 byte shuffles to interleave two packed words, st.global.L1::no_allocate.v2.b32 stores, and lop3.b32 with an immediate truth table to merge sign bits; a plain-C++ reference path in the same file picks the scalar tail.
// @let N = (1 << 24) + 6
// @buf src f32[N] uniform(-1000, 1000)
// @buf packed u32[N / 2] zero
// @buf swapped u32[N / 2] zero
// @buf signs u32[cdiv(N, 32)] zero
// @launch f32_to_bf16x2 grid(cdiv(cdiv(N, 8), 256)) block(256) args(src, packed, swapped, i32(N))
// @launch sign_words grid(cdiv(cdiv(N, 32), 256)) block(256) args(src, signs, i32(N))
// @check packed exact
// @check swapped exact
// @check signs exact
#include <cstdint>

__device__ __forceinline__ float4 ld_stream(const float4 *p) {
  float4 v;
  asm volatile("ld.global.nc.L1::no_allocate.v4.f32 {%0, %1, %2, %3}, [%4];"
               : "=f"(v.x), "=f"(v.y), "=f"(v.z), "=f"(v.w)
               : "l"(p));
  return v;
}

__device__ __forceinline__ uint32_t pack_bf16x2(float lo, float hi) {
  uint32_t r;
  // The first source lands in the upper half.
  asm("cvt.rn.bf16x2.f32 %0, %1, %2;" : "=r"(r) : "f"(hi), "f"(lo));
  return r;
}

__device__ __forceinline__ uint32_t prmt(uint32_t a, uint32_t b, uint32_t sel) {
  uint32_t r;
  asm("prmt.b32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(sel));
  return r;
}

__device__ __forceinline__ void st_stream(uint2 *p, uint2 v) {
  asm volatile("st.global.L1::no_allocate.v2.b32 [%0], {%1, %2};" ::"l"(p), "r"(v.x), "r"(v.y) : "memory");
}

__device__ __forceinline__ uint32_t bf16_rn_ref(float f) {
  uint32_t u = __float_as_uint(f);
  return (u + 0x7fffu + ((u >> 16) & 1u)) >> 16;  // finite inputs only
}

__global__ void f32_to_bf16x2(const float *__restrict__ src, uint32_t *__restrict__ packed, uint32_t *__restrict__ swapped,
                              int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int base = t * 8;
  if (base + 8 <= n) {
    float4 a = ld_stream(reinterpret_cast<const float4 *>(src + base));
    float4 b = ld_stream(reinterpret_cast<const float4 *>(src + base + 4));
    uint32_t p0 = pack_bf16x2(a.x, a.y), p1 = pack_bf16x2(a.z, a.w);
    uint32_t p2 = pack_bf16x2(b.x, b.y), p3 = pack_bf16x2(b.z, b.w);
    st_stream(reinterpret_cast<uint2 *>(packed + base / 2), make_uint2(p0, p1));
    st_stream(reinterpret_cast<uint2 *>(packed + base / 2 + 2), make_uint2(p2, p3));
    // Interleave high and low bytes of neighbouring words, as a layout swizzle would.
    swapped[base / 2 + 0] = prmt(p0, p1, 0x5140);
    swapped[base / 2 + 1] = prmt(p0, p1, 0x7362);
    swapped[base / 2 + 2] = prmt(p2, p3, 0x0123);
    swapped[base / 2 + 3] = prmt(p2, p3, 0x4567) ^ prmt(p2, 0, 0x8888);
  } else if (base < n) {
    for (int k = base; k + 1 < n; k += 2) {
      uint32_t w = bf16_rn_ref(src[k]) | (bf16_rn_ref(src[k + 1]) << 16);
      packed[k / 2] = w;
      swapped[k / 2] = w;
    }
  }
}

__global__ void sign_words(const float *__restrict__ src, uint32_t *__restrict__ signs, int n) {
  int w = blockIdx.x * blockDim.x + threadIdx.x;
  if (w * 32 >= n) return;
  uint32_t acc = 0;
  for (int k = 0; k < 32 && w * 32 + k < n; ++k) {
    uint32_t bit = (__float_as_uint(src[w * 32 + k]) >> 31) << k;
    uint32_t out;
    // (acc | bit) ^ (k == 5 ? bit : 0) written as one lop3: f = (a | b) ^ (b & c).
    uint32_t c = k == 5 ? 0xffffffffu : 0u;
    asm("lop3.b32 %0, %1, %2, %3, %4;" : "=r"(out) : "r"(acc), "r"(bit), "r"(c), "n"((0xF0 | 0xCC) ^ (0xCC & 0xAA)));
    acc = out;
  }
  signs[w] = acc;
}
