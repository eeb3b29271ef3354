//===- kiln/cuda/integer.hpp - CUDA's integer intrinsics ----------*- C++ -*-===//
//
// Bit counts and reversal (math/llvm ops), high halves of products, 24-bit
// multiplies, sums of absolute differences, halving adds and byte permutes
// (libdevice, CUDA's own definitions), funnel shifts, fns and dot products
// (the NVVM intrinsics nvcc's builtins are), byte swaps.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_CUDA_INTEGER_HPP
#define KILN_CUDA_INTEGER_HPP

__KILN_PRIM("bit.popc") int __popc(unsigned int x);
__KILN_PRIM("bit.popc") int __popcll(unsigned long long int x);
__KILN_PRIM("bit.clz") int __clz(int x);
__KILN_PRIM("bit.clz") int __clzll(long long int x);
__KILN_PRIM("bit.ffs") int __ffs(int x);
__KILN_PRIM("bit.ffs") int __ffsll(long long int x);
__KILN_PRIM("bit.brev") unsigned int __brev(unsigned int x);
__KILN_PRIM("bit.brev") unsigned long long int __brevll(unsigned long long int x);
__KILN_PRIM("bit.umulhi") unsigned int __umulhi(unsigned int x, unsigned int y);
__KILN_PRIM("bit.mulhi") int __mulhi(int x, int y);
__KILN_PRIM("bit.umulhi") unsigned long long int __umul64hi(unsigned long long int x, unsigned long long int y);
__KILN_PRIM("bit.mulhi") long long int __mul64hi(long long int x, long long int y);
__KILN_PRIM("libdevice.mul24") int __mul24(int x, int y);
__KILN_PRIM("libdevice.umul24") unsigned int __umul24(unsigned int x, unsigned int y);
__KILN_PRIM("libdevice.sad") unsigned int __sad(int x, int y, unsigned int z);
__KILN_PRIM("libdevice.usad") unsigned int __usad(unsigned int x, unsigned int y, unsigned int z);
__KILN_PRIM("libdevice.hadd") int __hadd(int x, int y);
__KILN_PRIM("libdevice.rhadd") int __rhadd(int x, int y);
__KILN_PRIM("libdevice.uhadd") unsigned int __uhadd(unsigned int x, unsigned int y);
__KILN_PRIM("libdevice.urhadd") unsigned int __urhadd(unsigned int x, unsigned int y);
__KILN_PRIM("libdevice.byte_perm") unsigned int __byte_perm(unsigned int x, unsigned int y, unsigned int s);

// (hi:lo) shifted; LLVM's funnel shifts take the high word first (":102").
__KILN_PRIM("intr.llvm.fshl.i32:102") unsigned int __funnelshift_l(unsigned int lo, unsigned int hi, unsigned int shift);
__KILN_PRIM("intr.llvm.nvvm.fshl.clamp.i32:102") unsigned int __funnelshift_lc(unsigned int lo, unsigned int hi, unsigned int shift);
__KILN_PRIM("intr.llvm.fshr.i32:102") unsigned int __funnelshift_r(unsigned int lo, unsigned int hi, unsigned int shift);
__KILN_PRIM("intr.llvm.nvvm.fshr.clamp.i32:102") unsigned int __funnelshift_rc(unsigned int lo, unsigned int hi, unsigned int shift);
__KILN_PRIM("intr.llvm.nvvm.fns") unsigned int __fns(unsigned int mask, unsigned int base, int offset);

// dp4a / dp2a (sm_61+): four 8-bit or two 16-bit products accumulated.
__KILN_PRIM("intr.llvm.nvvm.idp4a.s.s") int __dp4a(int srcA, int srcB, int c);
__KILN_PRIM("intr.llvm.nvvm.idp4a.u.u") unsigned int __dp4a(unsigned int srcA, unsigned int srcB, unsigned int c);
__KILN_PRIM("intr.llvm.nvvm.idp2a.s.s:01F2") int __dp2a_lo(int srcA, int srcB, int c);
__KILN_PRIM("intr.llvm.nvvm.idp2a.u.u:01F2") unsigned int __dp2a_lo(unsigned int srcA, unsigned int srcB, unsigned int c);
__KILN_PRIM("intr.llvm.nvvm.idp2a.s.s:01T2") int __dp2a_hi(int srcA, int srcB, int c);
__KILN_PRIM("intr.llvm.nvvm.idp2a.u.u:01T2") unsigned int __dp2a_hi(unsigned int srcA, unsigned int srcB, unsigned int c);
namespace __kiln_int {
__device__ __forceinline__ unsigned bytes(char4 v) {
  return (unsigned char)v.x | (unsigned)(unsigned char)v.y << 8 | (unsigned)(unsigned char)v.z << 16 |
         (unsigned)(unsigned char)v.w << 24;
}
__device__ __forceinline__ unsigned bytes(uchar4 v) {
  return v.x | (unsigned)v.y << 8 | (unsigned)v.z << 16 | (unsigned)v.w << 24;
}
__device__ __forceinline__ unsigned halves(short2 v) { return (unsigned short)v.x | (unsigned)(unsigned short)v.y << 16; }
__device__ __forceinline__ unsigned halves(ushort2 v) { return v.x | (unsigned)v.y << 16; }
} // namespace __kiln_int
static __device__ __forceinline__ int __dp4a(char4 srcA, char4 srcB, int c) {
  return __dp4a((int)__kiln_int::bytes(srcA), (int)__kiln_int::bytes(srcB), c);
}
static __device__ __forceinline__ unsigned int __dp4a(uchar4 srcA, uchar4 srcB, unsigned int c) {
  return __dp4a(__kiln_int::bytes(srcA), __kiln_int::bytes(srcB), c);
}
static __device__ __forceinline__ int __dp2a_lo(short2 srcA, char4 srcB, int c) {
  return __dp2a_lo((int)__kiln_int::halves(srcA), (int)__kiln_int::bytes(srcB), c);
}
static __device__ __forceinline__ unsigned int __dp2a_lo(ushort2 srcA, uchar4 srcB, unsigned int c) {
  return __dp2a_lo(__kiln_int::halves(srcA), __kiln_int::bytes(srcB), c);
}
static __device__ __forceinline__ int __dp2a_hi(short2 srcA, char4 srcB, int c) {
  return __dp2a_hi((int)__kiln_int::halves(srcA), (int)__kiln_int::bytes(srcB), c);
}
static __device__ __forceinline__ unsigned int __dp2a_hi(ushort2 srcA, uchar4 srcB, unsigned int c) {
  return __dp2a_hi(__kiln_int::halves(srcA), __kiln_int::bytes(srcB), c);
}

// __host__ __device__ byte swaps.
static __host__ __device__ __forceinline__ unsigned short __nv_bswap16(unsigned short x) { return __builtin_bswap16(x); }
static __host__ __device__ __forceinline__ unsigned int __nv_bswap32(unsigned int x) { return __builtin_bswap32(x); }
static __host__ __device__ __forceinline__ unsigned long long __nv_bswap64(unsigned long long x) { return __builtin_bswap64(x); }

#endif // KILN_CUDA_INTEGER_HPP
