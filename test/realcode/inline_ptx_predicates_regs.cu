// @realcode Inline PTX the way hand-tuned libraries write it: scoped `{ .reg .pred p; .reg .u32 t; ... }` blocks with setp, predicated `@p` moves and selp, a carry chain (add.cc/addc) for 64-bit sums of 32-bit halves, bfe/bfi, a "+r" read-write operand, and a bit-length loop with `%=` labels (one pair per inlined instance), all wrapped in __forceinline__ helpers.
// @let N = 1 << 22
// @buf a u32[N] uniform(0, 4294967295)
// @buf b u32[N] uniform(0, 4294967295)
// @buf clampd u32[N] zero
// @buf wide u64[N] zero
// @buf fields u32[N] zero
// @buf bits u32[N] zero
// @launch ptx_mix grid(cdiv(N, 256)) block(256) args(a, b, clampd, wide, fields, bits, i32(N), u32(3000000000))
// @check clampd exact
// @check wide exact
// @check fields exact
// @check bits exact

__device__ __forceinline__ unsigned clamp_or_swap(unsigned x, unsigned y, unsigned limit) {
  unsigned r;
  asm("{\n\t"
      ".reg .pred p, q;\n\t"
      ".reg .u32 t;\n\t"
      "setp.gt.u32 p, %1, %3;\n\t"
      "setp.lt.u32 q, %1, %2;\n\t"
      "mov.u32 t, %1;\n\t"
      "@p mov.u32 t, %3;\n\t"
      "selp.u32 %0, %2, t, q;\n\t"
      "}"
      : "=r"(r)
      : "r"(x), "r"(y), "r"(limit));
  return r;
}

__device__ __forceinline__ unsigned long long add_wide(unsigned lo0, unsigned hi0, unsigned lo1, unsigned hi1) {
  unsigned lo, hi;
  asm("add.cc.u32 %0, %2, %4;\n\t"
      "addc.u32 %1, %3, %5;"
      : "=r"(lo), "=r"(hi)
      : "r"(lo0), "r"(hi0), "r"(lo1), "r"(hi1));
  return ((unsigned long long)hi << 32) | lo;
}

__device__ __forceinline__ void insert_field(unsigned &dst, unsigned src, unsigned pos, unsigned len) {
  asm volatile("bfi.b32 %0, %1, %0, %2, %3;" : "+r"(dst) : "r"(src), "r"(pos), "r"(len));
}

__device__ __forceinline__ unsigned extract_field(unsigned src, unsigned pos, unsigned len) {
  unsigned r;
  asm("bfe.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(src), "r"(pos), "r"(len));
  return r;
}

__device__ __forceinline__ unsigned bit_length(unsigned x) {
  unsigned r;
  asm("{\n\t"
      ".reg .pred p;\n\t"
      ".reg .u32 t;\n\t"
      "mov.u32 t, %1;\n\t"
      "mov.u32 %0, 0;\n"
      "BL_LOOP%=:\n\t"
      "setp.eq.u32 p, t, 0;\n\t"
      "@p bra BL_DONE%=;\n\t"
      "shr.u32 t, t, 1;\n\t"
      "add.u32 %0, %0, 1;\n\t"
      "bra BL_LOOP%=;\n"
      "BL_DONE%=:\n\t"
      "}"
      : "=r"(r)
      : "r"(x));
  return r;
}

__global__ void ptx_mix(const unsigned *__restrict__ a, const unsigned *__restrict__ b, unsigned *__restrict__ clampd,
                        unsigned long long *__restrict__ wide, unsigned *__restrict__ fields, unsigned *__restrict__ bits, int n,
                        unsigned limit) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned x = a[i], y = b[i];
  clampd[i] = clamp_or_swap(x, y, limit);
  wide[i] = add_wide(x, y, y ^ 0x9e3779b9u, x >> 3);
  unsigned f = 0;
  insert_field(f, extract_field(x, 4, 8), 0, 8);
  insert_field(f, extract_field(y, 20, 12), 8, 12);
  insert_field(f, (unsigned)i & 0xfffu, 20, 12);
  fields[i] = f;
  bits[i] = bit_length(x) | (bit_length(y >> (i & 7)) << 8);
}
