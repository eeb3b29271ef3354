// @realcode Inline PTX with every operand constraint production kernels use: "l" (64-bit: a mul.wide / mad.hi chain on u64), "h" (16-bit: a half add through .b16 registers), "f" and "d" (fma.rn on float and double), "+r" read-write, "n" immediates, scoped `{ .reg ... }` temporaries and a predicate set by setp inside the asm.
// @let N = 1 << 20
// @buf a u64[N] uniform(0, 1000000000)
// @buf f f32[N] uniform(-2, 2)
// @buf d f64[N] uniform(-2, 2)
// @buf h u16[N] uniform(0, 30000)
// @buf out_u u64[N] zero
// @buf out_f f32[N] zero
// @buf out_d f64[N] zero
// @buf out_h u16[N] zero
// @buf out_r u32[N] zero
// @launch asm_mix grid(cdiv(N, 256)) block(256) args(a, f, d, h, out_u, out_f, out_d, out_h, out_r, i32(N))
// @check out_u exact
// @check out_f exact
// @check out_d exact
// @check out_h exact
// @check out_r exact
#include <cstdint>

__device__ __forceinline__ uint64_t mul_hi_add(uint64_t x, uint64_t y, uint64_t z) {
  uint64_t r;
  asm("mad.hi.u64 %0, %1, %2, %3;" : "=l"(r) : "l"(x), "l"(y), "l"(z));
  return r;
}

__device__ __forceinline__ unsigned short add_bits16(unsigned short p, unsigned short q) {
  unsigned short r;
  asm("add.u16 %0, %1, %2;" : "=h"(r) : "h"(p), "h"(q));
  return r;
}

__device__ __forceinline__ float fma_f(float x, float y, float z) {
  float r;
  asm("fma.rn.f32 %0, %1, %2, %3;" : "=f"(r) : "f"(x), "f"(y), "f"(z));
  return r;
}

__device__ __forceinline__ double fma_d(double x, double y, double z) {
  double r;
  asm("fma.rn.f64 %0, %1, %2, %3;" : "=d"(r) : "d"(x), "d"(y), "d"(z));
  return r;
}

__device__ __forceinline__ unsigned clamp_add(unsigned acc, unsigned v) {
  asm("{\n\t"
      ".reg .pred p;\n\t"
      ".reg .u32 t;\n\t"
      "add.u32 t, %0, %1;\n\t"
      "setp.gt.u32 p, t, %2;\n\t"
      "selp.u32 %0, %2, t, p;\n\t"
      "}"
      : "+r"(acc)
      : "r"(v), "n"(1000000));
  return acc;
}

__global__ void asm_mix(const uint64_t *__restrict__ a, const float *__restrict__ f, const double *__restrict__ d,
                        const unsigned short *__restrict__ h, uint64_t *__restrict__ out_u, float *__restrict__ out_f,
                        double *__restrict__ out_d, unsigned short *__restrict__ out_h, unsigned *__restrict__ out_r, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  uint64_t x = a[i];
  out_u[i] = mul_hi_add(x * 0x9E3779B97F4A7C15ull, x ^ 0xDEADBEEFull, (uint64_t)i);
  out_f[i] = fma_f(f[i], 1.5f, -0.25f);
  out_d[i] = fma_d(d[i], d[i], 0.125);
  out_h[i] = add_bits16(h[i], (unsigned short)(i & 0x7fff));
  unsigned acc = 0;
  for (int k = 0; k < 8; ++k) acc = clamp_add(acc, (unsigned)(x >> (k * 4)) & 0xfffffu);
  out_r[i] = acc;
}
