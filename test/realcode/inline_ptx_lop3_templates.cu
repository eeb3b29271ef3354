// @realcode Inline PTX parameterised by templates, as bit-twiddling libraries write it: lop3.b32 with its lookup table as an "n" immediate computed from a template argument (the LUT of any three-input function built from the 0xF0/0xCC/0xAA operand masks), shf.l.wrap/shf.r.clamp with immediate shift counts, bfe/bfi with immediate positions, prmt with immediate selectors, 64-bit pack and unpack through mov.b64 with braces, an "h" 16-bit operand pair, a "+r" read-write operand, a scoped .reg/.pred block with setp/selp, and a vote.sync.ballot from a predicate made inside the asm.
// @let N = 1 << 21
// @buf a u32[N] uniform(0, 4294967295)
// @buf b u32[N] uniform(0, 4294967295)
// @buf c u32[N] uniform(0, 4294967295)
// @buf out u32[12 * N] zero
// @buf wide u64[N] zero
// @buf halves u16[N] zero
// @launch ptx_templates grid(N / 256) block(256) args(a, b, c, out, wide, halves, i32(N))
// @check out exact
// @check wide exact
// @check halves exact
#include <cuda_runtime.h>
#include <cstdint>

namespace bits {
constexpr unsigned kA = 0xF0, kB = 0xCC, kC = 0xAA;

template <unsigned LUT> __device__ __forceinline__ unsigned lop3(unsigned a, unsigned b, unsigned c) {
  unsigned d;
  asm("lop3.b32 %0, %1, %2, %3, %4;" : "=r"(d) : "r"(a), "r"(b), "r"(c), "n"(LUT));
  return d;
}

template <int S> __device__ __forceinline__ unsigned rotl(unsigned x) {
  unsigned d;
  asm("shf.l.wrap.b32 %0, %1, %1, %2;" : "=r"(d) : "r"(x), "n"(S));
  return d;
}

template <int S> __device__ __forceinline__ unsigned shr_clamp(unsigned lo, unsigned hi) {
  unsigned d;
  asm("shf.r.clamp.b32 %0, %1, %2, %3;" : "=r"(d) : "r"(lo), "r"(hi), "n"(S));
  return d;
}

template <int Pos, int Len> __device__ __forceinline__ unsigned extract(unsigned x) {
  unsigned d;
  asm("bfe.u32 %0, %1, %2, %3;" : "=r"(d) : "r"(x), "n"(Pos), "n"(Len));
  return d;
}

template <int Pos, int Len> __device__ __forceinline__ unsigned insert(unsigned field, unsigned into) {
  unsigned d;
  asm("bfi.b32 %0, %1, %2, %3, %4;" : "=r"(d) : "r"(field), "r"(into), "n"(Pos), "n"(Len));
  return d;
}

template <unsigned Sel> __device__ __forceinline__ unsigned permute(unsigned a, unsigned b) {
  unsigned d;
  asm("prmt.b32 %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "n"(Sel));
  return d;
}
}  // namespace bits

__global__ void ptx_templates(const unsigned *__restrict__ A, const unsigned *__restrict__ B,
                              const unsigned *__restrict__ Cc, unsigned *out, uint64_t *wide, unsigned short *halves,
                              int n) {
  using namespace bits;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned a = A[i], b = B[i], c = Cc[i];
  unsigned *o = out + 12 * (size_t)i;
  o[0] = lop3<(kA & kB) | (~kA & kC) & 0xFF>(a, b, c);  // select: a ? b : c
  o[1] = lop3<(kA & kB) | (kA & kC) | (kB & kC)>(a, b, c);  // majority
  o[2] = lop3<kA ^ kB ^ kC>(a, b, c);
  o[3] = rotl<7>(a) ^ rotl<25>(b);
  o[4] = shr_clamp<11>(a, b);
  o[5] = extract<4, 12>(c) + extract<28, 8>(a);
  o[6] = insert<8, 8>(a, c);
  o[7] = permute<0x3210>(a, b) ^ permute<0x7654>(a, b) ^ permute<0x0426>(a, b);

  unsigned acc = a;
  asm("add.u32 %0, %0, %1;" : "+r"(acc) : "r"(c));
  o[8] = acc;

  unsigned sel;
  asm("{\n\t.reg .pred p;\n\tsetp.lt.u32 p, %1, %2;\n\tselp.b32 %0, %1, %2, p;\n\t}" : "=r"(sel) : "r"(a), "r"(b));
  o[9] = sel;

  unsigned ballot;
  asm volatile("{\n\t.reg .pred q;\n\tsetp.ne.u32 q, %1, 0;\n\tvote.sync.ballot.b32 %0, q, 0xffffffff;\n\t}"
               : "=r"(ballot)
               : "r"(a & 1u));
  o[10] = ballot;

  unsigned lo, hi;
  uint64_t packed;
  asm("mov.b64 %0, {%1, %2};" : "=l"(packed) : "r"(b), "r"(a));
  asm("mov.b64 {%0, %1}, %2;" : "=r"(lo), "=r"(hi) : "l"(packed * 0x9E3779B97F4A7C15ull));
  o[11] = lo ^ hi;
  wide[i] = packed;

  unsigned short h0 = (unsigned short)a, h1 = (unsigned short)(b >> 16), hs;
  asm("add.u16 %0, %1, %2;" : "=h"(hs) : "h"(h0), "h"(h1));
  halves[i] = hs;
}
