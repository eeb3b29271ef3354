//===- kiln/cuda/simd.hpp - CUDA's SIMD (video) intrinsics --------*- C++ -*-===//
//
// __vadd2 ... __vsads4: per-halfword ("2") and per-byte ("4") operations on
// the lanes of an unsigned int, and the DPX family of sm_90 (__vimax3_s32,
// __viaddmax_s32, __vibmax_s32 ...). nvcc implements the first as compiler
// builtins, the second as inline functions; here both are written per lane
// in plain C++ with the semantics of CUDA's Math API reference (checked
// bit for bit against nvcc's PTX: test/e2e/constructs/simd.cu): wrap-around
// unless the name says "ss" (signed saturation) or "us" (unsigned
// saturation); averages round half away from zero ("s") or up ("u");
// __vhaddu truncates; compares give all-ones ("cmp") or 1 ("set") lanes;
// __vsad sums the lanes' absolute differences.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_CUDA_SIMD_HPP
#define KILN_CUDA_SIMD_HPP

namespace __kiln_simd {
// Lane i of x, zero- or sign-extended, for W-bit lanes (W = 16 or 8).
template <int W> __device__ __forceinline__ int lane_u(unsigned x, int i) {
  return (int)((x >> (W * i)) & ((1u << W) - 1));
}
template <int W> __device__ __forceinline__ int lane_s(unsigned x, int i) {
  int v = lane_u<W>(x, i);
  return v >= (1 << (W - 1)) ? v - (1 << W) : v;
}
template <int W> __device__ __forceinline__ unsigned put(unsigned r, int i, int v) {
  return r | (((unsigned)v & ((1u << W) - 1)) << (W * i));
}
template <int W> __device__ __forceinline__ int sat_s(int v) {
  const int hi = (1 << (W - 1)) - 1, lo = -(1 << (W - 1));
  return v > hi ? hi : v < lo ? lo : v;
}
template <int W> __device__ __forceinline__ int sat_u(int v) {
  const int hi = (1 << W) - 1;
  return v > hi ? hi : v < 0 ? 0 : v;
}
__device__ __forceinline__ int iabs(int v) { return v < 0 ? -v : v; }
__device__ __forceinline__ int avg_s(int x, int y) {
  int s = x + y;
  return s >= 0 ? (s + 1) >> 1 : -((-s + 1) >> 1);
}

// OP(x, y) on each lane of a and b; signed or unsigned lanes.
#define __KILN_SIMD_MAP(NAME, LANE, EXPR)                                      \
  template <int W> __device__ __forceinline__ unsigned NAME(unsigned a, unsigned b) { \
    unsigned r = 0;                                                            \
    _Pragma("unroll") for (int i = 0; i < 32 / W; ++i) {                       \
      int x = LANE<W>(a, i), y = LANE<W>(b, i);                                \
      (void)y;                                                                 \
      r = put<W>(r, i, (EXPR));                                                \
    }                                                                          \
    return r;                                                                  \
  }
__KILN_SIMD_MAP(abs_, lane_s, iabs(x))
__KILN_SIMD_MAP(absss, lane_s, sat_s<W>(iabs(x)))
__KILN_SIMD_MAP(add, lane_u, x + y)
__KILN_SIMD_MAP(addss, lane_s, sat_s<W>(x + y))
__KILN_SIMD_MAP(addus, lane_u, sat_u<W>(x + y))
__KILN_SIMD_MAP(avgs, lane_s, avg_s(x, y))
__KILN_SIMD_MAP(avgu, lane_u, (x + y + 1) >> 1)
__KILN_SIMD_MAP(haddu, lane_u, (x + y) >> 1)
__KILN_SIMD_MAP(cmpeq, lane_u, x == y ? -1 : 0)
__KILN_SIMD_MAP(cmpges, lane_s, x >= y ? -1 : 0)
__KILN_SIMD_MAP(cmpgeu, lane_u, x >= y ? -1 : 0)
__KILN_SIMD_MAP(cmpgts, lane_s, x > y ? -1 : 0)
__KILN_SIMD_MAP(cmpgtu, lane_u, x > y ? -1 : 0)
__KILN_SIMD_MAP(cmples, lane_s, x <= y ? -1 : 0)
__KILN_SIMD_MAP(cmpleu, lane_u, x <= y ? -1 : 0)
__KILN_SIMD_MAP(cmplts, lane_s, x < y ? -1 : 0)
__KILN_SIMD_MAP(cmpltu, lane_u, x < y ? -1 : 0)
__KILN_SIMD_MAP(cmpne, lane_u, x != y ? -1 : 0)
__KILN_SIMD_MAP(absdiffu, lane_u, iabs(x - y))
__KILN_SIMD_MAP(absdiffs, lane_s, iabs(x - y))
__KILN_SIMD_MAP(maxs, lane_s, x > y ? x : y)
__KILN_SIMD_MAP(maxu, lane_u, x > y ? x : y)
__KILN_SIMD_MAP(mins, lane_s, x < y ? x : y)
__KILN_SIMD_MAP(minu, lane_u, x < y ? x : y)
__KILN_SIMD_MAP(seteq, lane_u, x == y)
__KILN_SIMD_MAP(setges, lane_s, x >= y)
__KILN_SIMD_MAP(setgeu, lane_u, x >= y)
__KILN_SIMD_MAP(setgts, lane_s, x > y)
__KILN_SIMD_MAP(setgtu, lane_u, x > y)
__KILN_SIMD_MAP(setles, lane_s, x <= y)
__KILN_SIMD_MAP(setleu, lane_u, x <= y)
__KILN_SIMD_MAP(setlts, lane_s, x < y)
__KILN_SIMD_MAP(setltu, lane_u, x < y)
__KILN_SIMD_MAP(setne, lane_u, x != y)
__KILN_SIMD_MAP(sub, lane_u, x - y)
__KILN_SIMD_MAP(subss, lane_s, sat_s<W>(x - y))
__KILN_SIMD_MAP(subus, lane_u, sat_u<W>(x - y))
__KILN_SIMD_MAP(neg, lane_s, -x)
__KILN_SIMD_MAP(negss, lane_s, sat_s<W>(-x))
#undef __KILN_SIMD_MAP

// The sum over the lanes of |a - b|.
template <int W, bool Signed> __device__ __forceinline__ unsigned sad(unsigned a, unsigned b) {
  unsigned s = 0;
#pragma unroll
  for (int i = 0; i < 32 / W; ++i)
    s += Signed ? iabs(lane_s<W>(a, i) - lane_s<W>(b, i)) : iabs(lane_u<W>(a, i) - lane_u<W>(b, i));
  return s;
}
} // namespace __kiln_simd

#define __KILN_SIMD1(NAME, OP)                                                   \
  static __device__ __forceinline__ unsigned int NAME##2(unsigned int a) { return __kiln_simd::OP<16>(a, 0); } \
  static __device__ __forceinline__ unsigned int NAME##4(unsigned int a) { return __kiln_simd::OP<8>(a, 0); }
#define __KILN_SIMD2(NAME, OP)                                                   \
  static __device__ __forceinline__ unsigned int NAME##2(unsigned int a, unsigned int b) { return __kiln_simd::OP<16>(a, b); } \
  static __device__ __forceinline__ unsigned int NAME##4(unsigned int a, unsigned int b) { return __kiln_simd::OP<8>(a, b); }
__KILN_SIMD1(__vabs, abs_)
__KILN_SIMD1(__vabsss, absss)
__KILN_SIMD1(__vneg, neg)
__KILN_SIMD1(__vnegss, negss)
__KILN_SIMD2(__vadd, add)
__KILN_SIMD2(__vaddss, addss)
__KILN_SIMD2(__vaddus, addus)
__KILN_SIMD2(__vavgs, avgs)
__KILN_SIMD2(__vavgu, avgu)
__KILN_SIMD2(__vhaddu, haddu)
__KILN_SIMD2(__vcmpeq, cmpeq)
__KILN_SIMD2(__vcmpges, cmpges)
__KILN_SIMD2(__vcmpgeu, cmpgeu)
__KILN_SIMD2(__vcmpgts, cmpgts)
__KILN_SIMD2(__vcmpgtu, cmpgtu)
__KILN_SIMD2(__vcmples, cmples)
__KILN_SIMD2(__vcmpleu, cmpleu)
__KILN_SIMD2(__vcmplts, cmplts)
__KILN_SIMD2(__vcmpltu, cmpltu)
__KILN_SIMD2(__vcmpne, cmpne)
static __device__ __forceinline__ unsigned int __vabsdiffu2(unsigned int a, unsigned int b) { return __kiln_simd::absdiffu<16>(a, b); }
__KILN_SIMD2(__vabsdiffs, absdiffs)
__KILN_SIMD2(__vmaxs, maxs)
__KILN_SIMD2(__vmaxu, maxu)
__KILN_SIMD2(__vmins, mins)
__KILN_SIMD2(__vminu, minu)
__KILN_SIMD2(__vseteq, seteq)
__KILN_SIMD2(__vsetges, setges)
__KILN_SIMD2(__vsetgeu, setgeu)
__KILN_SIMD2(__vsetgts, setgts)
__KILN_SIMD2(__vsetgtu, setgtu)
__KILN_SIMD2(__vsetles, setles)
__KILN_SIMD2(__vsetleu, setleu)
__KILN_SIMD2(__vsetlts, setlts)
__KILN_SIMD2(__vsetltu, setltu)
__KILN_SIMD2(__vsetne, setne)
__KILN_SIMD2(__vsub, sub)
__KILN_SIMD2(__vsubss, subss)
__KILN_SIMD2(__vsubus, subus)
#undef __KILN_SIMD1
#undef __KILN_SIMD2
// As nvcc: PTX's video instructions for the unsigned byte differences and
// sums (per lane in C++ they were 4 bfe, 4 sub, 4 abs and 3 add per word: a
// block-matching SAD kernel ran at 0.64x nvcc).
__KILN_PRIM("intrinsic.ptx.vabsdiff4.u32.u32.u32") unsigned int __kiln_vabsdiff4_u32(unsigned int, unsigned int, unsigned int);
__KILN_PRIM("intrinsic.ptx.vabsdiff4.u32.u32.u32.add") unsigned int __kiln_vabsdiff4_add_u32(unsigned int, unsigned int, unsigned int);
__KILN_PRIM("intrinsic.ptx.vabsdiff2.u32.u32.u32.add") unsigned int __kiln_vabsdiff2_add_u32(unsigned int, unsigned int, unsigned int);
static __device__ __forceinline__ unsigned int __vabsdiffu4(unsigned int a, unsigned int b) { return __kiln_vabsdiff4_u32(a, b, 0u); }
static __device__ __forceinline__ unsigned int __vsadu2(unsigned int a, unsigned int b) { return __kiln_vabsdiff2_add_u32(a, b, 0u); }
static __device__ __forceinline__ unsigned int __vsadu4(unsigned int a, unsigned int b) { return __kiln_vabsdiff4_add_u32(a, b, 0u); }
static __device__ __forceinline__ unsigned int __vsads2(unsigned int a, unsigned int b) { return __kiln_simd::sad<16, true>(a, b); }
static __device__ __forceinline__ unsigned int __vsads4(unsigned int a, unsigned int b) { return __kiln_simd::sad<8, true>(a, b); }

// ---- DPX (sm_90 instructions; __host__ __device__ as nvcc's) -------------------
namespace __kiln_dpx {
__host__ __device__ constexpr int smax(int a, int b) { return a > b ? a : b; }
__host__ __device__ constexpr int smin(int a, int b) { return a < b ? a : b; }
__host__ __device__ constexpr unsigned umax(unsigned a, unsigned b) { return a > b ? a : b; }
__host__ __device__ constexpr unsigned umin(unsigned a, unsigned b) { return a < b ? a : b; }
__host__ __device__ constexpr int wrap_add(int a, int b) { return (int)((unsigned)a + (unsigned)b); }
// The halfwords of x (lo = 0, hi = 1), signed or unsigned, and back.
__host__ __device__ constexpr int hs(unsigned x, int i) { return (int)(short)(x >> (16 * i)); }
__host__ __device__ constexpr unsigned hu(unsigned x, int i) { return (x >> (16 * i)) & 0xffffu; }
__host__ __device__ constexpr unsigned join(unsigned lo, unsigned hi) { return (lo & 0xffffu) | (hi << 16); }
} // namespace __kiln_dpx

#define __KILN_DPX static __host__ __device__ __forceinline__
#define __KILN_S2(EXPR_LO, EXPR_HI) __kiln_dpx::join((unsigned)(EXPR_LO), (unsigned)(EXPR_HI))
__KILN_DPX int __vimax_s32_relu(const int a, const int b) { return __kiln_dpx::smax(__kiln_dpx::smax(a, b), 0); }
__KILN_DPX int __vimin_s32_relu(const int a, const int b) { return __kiln_dpx::smax(__kiln_dpx::smin(a, b), 0); }
__KILN_DPX int __vimax3_s32(const int a, const int b, const int c) { return __kiln_dpx::smax(__kiln_dpx::smax(a, b), c); }
__KILN_DPX int __vimin3_s32(const int a, const int b, const int c) { return __kiln_dpx::smin(__kiln_dpx::smin(a, b), c); }
__KILN_DPX unsigned int __vimax3_u32(const unsigned int a, const unsigned int b, const unsigned int c) { return __kiln_dpx::umax(__kiln_dpx::umax(a, b), c); }
__KILN_DPX unsigned int __vimin3_u32(const unsigned int a, const unsigned int b, const unsigned int c) { return __kiln_dpx::umin(__kiln_dpx::umin(a, b), c); }
__KILN_DPX int __vimax3_s32_relu(const int a, const int b, const int c) { return __kiln_dpx::smax(__vimax3_s32(a, b, c), 0); }
__KILN_DPX int __vimin3_s32_relu(const int a, const int b, const int c) { return __kiln_dpx::smax(__vimin3_s32(a, b, c), 0); }
__KILN_DPX int __viaddmax_s32(const int a, const int b, const int c) { return __kiln_dpx::smax(__kiln_dpx::wrap_add(a, b), c); }
__KILN_DPX int __viaddmin_s32(const int a, const int b, const int c) { return __kiln_dpx::smin(__kiln_dpx::wrap_add(a, b), c); }
__KILN_DPX unsigned int __viaddmax_u32(const unsigned int a, const unsigned int b, const unsigned int c) { return __kiln_dpx::umax(a + b, c); }
__KILN_DPX unsigned int __viaddmin_u32(const unsigned int a, const unsigned int b, const unsigned int c) { return __kiln_dpx::umin(a + b, c); }
__KILN_DPX int __viaddmax_s32_relu(const int a, const int b, const int c) { return __kiln_dpx::smax(__viaddmax_s32(a, b, c), 0); }
__KILN_DPX int __viaddmin_s32_relu(const int a, const int b, const int c) { return __kiln_dpx::smax(__viaddmin_s32(a, b, c), 0); }
__KILN_DPX int __vibmax_s32(const int a, const int b, bool *const pred) { *pred = a >= b; return a >= b ? a : b; }
__KILN_DPX int __vibmin_s32(const int a, const int b, bool *const pred) { *pred = a <= b; return a <= b ? a : b; }
__KILN_DPX unsigned int __vibmax_u32(const unsigned int a, const unsigned int b, bool *const pred) { *pred = a >= b; return a >= b ? a : b; }
__KILN_DPX unsigned int __vibmin_u32(const unsigned int a, const unsigned int b, bool *const pred) { *pred = a <= b; return a <= b ? a : b; }
// Per halfword.
#define __KILN_LANES2(G) __KILN_S2(G(0), G(1))
__KILN_DPX unsigned int __vimax_s16x2_relu(const unsigned int a, const unsigned int b) {
#define __KILN_F(i) __kiln_dpx::smax(__kiln_dpx::smax(__kiln_dpx::hs(a, i), __kiln_dpx::hs(b, i)), 0)
  return __KILN_LANES2(__KILN_F);
#undef __KILN_F
}
__KILN_DPX unsigned int __vimin_s16x2_relu(const unsigned int a, const unsigned int b) {
#define __KILN_F(i) __kiln_dpx::smax(__kiln_dpx::smin(__kiln_dpx::hs(a, i), __kiln_dpx::hs(b, i)), 0)
  return __KILN_LANES2(__KILN_F);
#undef __KILN_F
}
__KILN_DPX unsigned int __vimax3_s16x2(const unsigned int a, const unsigned int b, const unsigned int c) {
#define __KILN_F(i) __kiln_dpx::smax(__kiln_dpx::smax(__kiln_dpx::hs(a, i), __kiln_dpx::hs(b, i)), __kiln_dpx::hs(c, i))
  return __KILN_LANES2(__KILN_F);
#undef __KILN_F
}
__KILN_DPX unsigned int __vimin3_s16x2(const unsigned int a, const unsigned int b, const unsigned int c) {
#define __KILN_F(i) __kiln_dpx::smin(__kiln_dpx::smin(__kiln_dpx::hs(a, i), __kiln_dpx::hs(b, i)), __kiln_dpx::hs(c, i))
  return __KILN_LANES2(__KILN_F);
#undef __KILN_F
}
__KILN_DPX unsigned int __vimax3_s16x2_relu(const unsigned int a, const unsigned int b, const unsigned int c) {
#define __KILN_F(i) __kiln_dpx::smax(__kiln_dpx::smax(__kiln_dpx::smax(__kiln_dpx::hs(a, i), __kiln_dpx::hs(b, i)), __kiln_dpx::hs(c, i)), 0)
  return __KILN_LANES2(__KILN_F);
#undef __KILN_F
}
__KILN_DPX unsigned int __vimin3_s16x2_relu(const unsigned int a, const unsigned int b, const unsigned int c) {
#define __KILN_F(i) __kiln_dpx::smax(__kiln_dpx::smin(__kiln_dpx::smin(__kiln_dpx::hs(a, i), __kiln_dpx::hs(b, i)), __kiln_dpx::hs(c, i)), 0)
  return __KILN_LANES2(__KILN_F);
#undef __KILN_F
}
__KILN_DPX unsigned int __vimax3_u16x2(const unsigned int a, const unsigned int b, const unsigned int c) {
#define __KILN_F(i) __kiln_dpx::umax(__kiln_dpx::umax(__kiln_dpx::hu(a, i), __kiln_dpx::hu(b, i)), __kiln_dpx::hu(c, i))
  return __KILN_LANES2(__KILN_F);
#undef __KILN_F
}
__KILN_DPX unsigned int __vimin3_u16x2(const unsigned int a, const unsigned int b, const unsigned int c) {
#define __KILN_F(i) __kiln_dpx::umin(__kiln_dpx::umin(__kiln_dpx::hu(a, i), __kiln_dpx::hu(b, i)), __kiln_dpx::hu(c, i))
  return __KILN_LANES2(__KILN_F);
#undef __KILN_F
}
// a + b wraps per halfword, as add.s16x2 does.
__KILN_DPX unsigned int __viaddmax_s16x2(const unsigned int a, const unsigned int b, const unsigned int c) {
#define __KILN_F(i) __kiln_dpx::smax((int)(short)(__kiln_dpx::hs(a, i) + __kiln_dpx::hs(b, i)), __kiln_dpx::hs(c, i))
  return __KILN_LANES2(__KILN_F);
#undef __KILN_F
}
__KILN_DPX unsigned int __viaddmin_s16x2(const unsigned int a, const unsigned int b, const unsigned int c) {
#define __KILN_F(i) __kiln_dpx::smin((int)(short)(__kiln_dpx::hs(a, i) + __kiln_dpx::hs(b, i)), __kiln_dpx::hs(c, i))
  return __KILN_LANES2(__KILN_F);
#undef __KILN_F
}
__KILN_DPX unsigned int __viaddmax_s16x2_relu(const unsigned int a, const unsigned int b, const unsigned int c) {
#define __KILN_F(i) __kiln_dpx::smax(__kiln_dpx::smax((int)(short)(__kiln_dpx::hs(a, i) + __kiln_dpx::hs(b, i)), __kiln_dpx::hs(c, i)), 0)
  return __KILN_LANES2(__KILN_F);
#undef __KILN_F
}
__KILN_DPX unsigned int __viaddmin_s16x2_relu(const unsigned int a, const unsigned int b, const unsigned int c) {
#define __KILN_F(i) __kiln_dpx::smax(__kiln_dpx::smin((int)(short)(__kiln_dpx::hs(a, i) + __kiln_dpx::hs(b, i)), __kiln_dpx::hs(c, i)), 0)
  return __KILN_LANES2(__KILN_F);
#undef __KILN_F
}
__KILN_DPX unsigned int __viaddmax_u16x2(const unsigned int a, const unsigned int b, const unsigned int c) {
#define __KILN_F(i) __kiln_dpx::umax((__kiln_dpx::hu(a, i) + __kiln_dpx::hu(b, i)) & 0xffffu, __kiln_dpx::hu(c, i))
  return __KILN_LANES2(__KILN_F);
#undef __KILN_F
}
__KILN_DPX unsigned int __viaddmin_u16x2(const unsigned int a, const unsigned int b, const unsigned int c) {
#define __KILN_F(i) __kiln_dpx::umin((__kiln_dpx::hu(a, i) + __kiln_dpx::hu(b, i)) & 0xffffu, __kiln_dpx::hu(c, i))
  return __KILN_LANES2(__KILN_F);
#undef __KILN_F
}
__KILN_DPX unsigned int __vibmax_s16x2(const unsigned int a, const unsigned int b, bool *const pred_hi, bool *const pred_lo) {
  *pred_hi = __kiln_dpx::hs(a, 1) >= __kiln_dpx::hs(b, 1);
  *pred_lo = __kiln_dpx::hs(a, 0) >= __kiln_dpx::hs(b, 0);
  return __KILN_S2(__kiln_dpx::smax(__kiln_dpx::hs(a, 0), __kiln_dpx::hs(b, 0)), __kiln_dpx::smax(__kiln_dpx::hs(a, 1), __kiln_dpx::hs(b, 1)));
}
__KILN_DPX unsigned int __vibmin_s16x2(const unsigned int a, const unsigned int b, bool *const pred_hi, bool *const pred_lo) {
  *pred_hi = __kiln_dpx::hs(a, 1) <= __kiln_dpx::hs(b, 1);
  *pred_lo = __kiln_dpx::hs(a, 0) <= __kiln_dpx::hs(b, 0);
  return __KILN_S2(__kiln_dpx::smin(__kiln_dpx::hs(a, 0), __kiln_dpx::hs(b, 0)), __kiln_dpx::smin(__kiln_dpx::hs(a, 1), __kiln_dpx::hs(b, 1)));
}
__KILN_DPX unsigned int __vibmax_u16x2(const unsigned int a, const unsigned int b, bool *const pred_hi, bool *const pred_lo) {
  *pred_hi = __kiln_dpx::hu(a, 1) >= __kiln_dpx::hu(b, 1);
  *pred_lo = __kiln_dpx::hu(a, 0) >= __kiln_dpx::hu(b, 0);
  return __KILN_S2(__kiln_dpx::umax(__kiln_dpx::hu(a, 0), __kiln_dpx::hu(b, 0)), __kiln_dpx::umax(__kiln_dpx::hu(a, 1), __kiln_dpx::hu(b, 1)));
}
__KILN_DPX unsigned int __vibmin_u16x2(const unsigned int a, const unsigned int b, bool *const pred_hi, bool *const pred_lo) {
  *pred_hi = __kiln_dpx::hu(a, 1) <= __kiln_dpx::hu(b, 1);
  *pred_lo = __kiln_dpx::hu(a, 0) <= __kiln_dpx::hu(b, 0);
  return __KILN_S2(__kiln_dpx::umin(__kiln_dpx::hu(a, 0), __kiln_dpx::hu(b, 0)), __kiln_dpx::umin(__kiln_dpx::hu(a, 1), __kiln_dpx::hu(b, 1)));
}
#undef __KILN_LANES2
#undef __KILN_S2
#undef __KILN_DPX

#endif // KILN_CUDA_SIMD_HPP
