// @realcode Inline PTX of the shapes production kernels use: asm volatile vector loads and stores with braces ({%0, %1, %2, %3}) and "memory" clobbers, a loop with %= local labels and a predicate register declared inside a scoped block, setp/selp/@p bra, mov from %laneid and %warpid-free special registers, a prmt byte shuffle, and a bfind/brev pair; results checked against plain C++ reconstructions in the same kernel.
// @let N = 1 << 24
// @buf in f32[N] uniform(-10, 10)
// @buf out f32[N] zero
// @buf bits u32[N] uniform(0, 4294967295)
// @buf info u32[N] zero
// @launch ptx_vec_scale grid(N / 4 / 256) block(256) args(in, out, f32(0.5))
// @launch ptx_bit_loops grid(N / 256) block(256) args(bits, info)
// @check out abs=1e-6 rel=1e-6
// @check info exact
#include <cuda_runtime.h>
#include <cstdint>

__device__ __forceinline__ float4 ld_v4(const float *p) {
  float4 v;
  asm volatile("ld.global.v4.f32 {%0, %1, %2, %3}, [%4];"
               : "=f"(v.x), "=f"(v.y), "=f"(v.z), "=f"(v.w)
               : "l"(p)
               : "memory");
  return v;
}

__device__ __forceinline__ void st_v4(float *p, float4 v) {
  asm volatile("st.global.v4.f32 [%0], {%1, %2, %3, %4};" ::"l"(p), "f"(v.x), "f"(v.y), "f"(v.z), "f"(v.w)
               : "memory");
}

__device__ __forceinline__ unsigned lane_id() {
  unsigned l;
  asm("mov.u32 %0, %%laneid;" : "=r"(l));
  return l;
}

__global__ void ptx_vec_scale(const float *in, float *out, float s) {
  const size_t i = (size_t)(blockIdx.x * blockDim.x + threadIdx.x) * 4;
  float4 v = ld_v4(in + i);
  // A clamp written with a predicate: negative values scaled, the rest kept.
  float r[4] = {v.x, v.y, v.z, v.w};
#pragma unroll
  for (int k = 0; k < 4; ++k) {
    float y;
    asm("{\n\t"
        ".reg .pred neg;\n\t"
        "setp.lt.f32 neg, %1, 0f00000000;\n\t"
        "mul.f32 %0, %1, %2;\n\t"
        "@!neg mov.f32 %0, %1;\n\t"
        "}"
        : "=f"(y)
        : "f"(r[k]), "f"(s));
    r[k] = y;
  }
  st_v4(out + i, make_float4(r[0], r[1], r[2], r[3]));
}

// Number of set bits counted by a PTX loop with %= labels (unique per inlined copy).
__device__ __forceinline__ unsigned loop_popc(unsigned x) {
  unsigned count;
  asm("{\n\t"
      ".reg .pred done;\n\t"
      ".reg .u32 v, t;\n\t"
      "mov.u32 %0, 0;\n\t"
      "mov.u32 v, %1;\n\t"
      "LOOP%=:\n\t"
      "setp.eq.u32 done, v, 0;\n\t"
      "@done bra.uni END%=;\n\t"
      "add.u32 t, v, -1;\n\t"
      "and.b32 v, v, t;\n\t"
      "add.u32 %0, %0, 1;\n\t"
      "bra.uni LOOP%=;\n\t"
      "END%=:\n\t"
      "}"
      : "=r"(count)
      : "r"(x));
  return count;
}

__global__ void ptx_bit_loops(const unsigned *bits, unsigned *info) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned x = bits[i];
  unsigned pc = loop_popc(x);
  unsigned pc2 = loop_popc(x >> 7);
  unsigned hi, rev, shuffled;
  asm("bfind.u32 %0, %1;" : "=r"(hi) : "r"(x | 1u));
  asm("brev.b32 %0, %1;" : "=r"(rev) : "r"(x));
  asm("prmt.b32 %0, %1, %2, 0x0123;" : "=r"(shuffled) : "r"(x), "r"(0u));
  const bool ok = pc == (unsigned)__popc(x) && pc2 == (unsigned)__popc(x >> 7) &&
                  hi == 31u - (unsigned)__clz(x | 1u) && rev == __brev(x) &&
                  shuffled == __byte_perm(x, 0u, 0x0123);
  info[i] = (ok ? 0x80000000u : 0u) | (lane_id() << 24) | (hi << 16) | ((rev ^ shuffled) & 0xffffu);
}
