//===- kiln/fp16_prims.hpp - primitives under <cuda_fp16.h>/<cuda_bf16.h> -*- C++ -*-===//
//
// What Kiln's <cuda_fp16.h> and <cuda_bf16.h> are built from (not a public
// API: every name starts with __kiln). Values are _Float16 / __bf16 and
// their pairs (ext_vector_type(2): vector<2xf16>, vector<2xbf16> in the IR),
// so that +, -, * and / are LLVM's own half/bfloat arithmetic (add.f16x2,
// fma.rn.bf16, contraction under -fmad) and LLVM optimises across them.
// What LLVM has no operation for is a primitive:
//   "fp.<op>"            one arith/math op (fma, abs, min/max, rounding)
//   "intrinsic.<name>"   the pure LLVM intrinsic llvm.<name> (rounding-mode
//                        conversions, approximations, fma.rn.sat/relu)
//   "intrinsic.ptx.<op>" one PTX instruction LLVM cannot emit
//                        (tanh.approx.f16, rcp.approx.f32, cvt.rm.f16.f32)
//
//===----------------------------------------------------------------------===//
#ifndef KILN_FP16_PRIMS_HPP
#define KILN_FP16_PRIMS_HPP

typedef _Float16 __kiln_f16x2 __attribute__((ext_vector_type(2)));
typedef __bf16 __kiln_bf16x2 __attribute__((ext_vector_type(2)));

#define __KILN_FP_PRIM(op) __device__ __attribute__((annotate("kiln." op)))

// ---- element-wise arith/math ops on scalars and pairs ----------------------
#define __KILN_FP_ELEMENTWISE(T)                                                 \
  __KILN_FP_PRIM("fp.fma") T __kiln_fma(T, T, T);                              \
  __KILN_FP_PRIM("fp.abs") T __kiln_abs(T);                                    \
  __KILN_FP_PRIM("fp.min") T __kiln_min(T, T);                                 \
  __KILN_FP_PRIM("fp.max") T __kiln_max(T, T);                                 \
  __KILN_FP_PRIM("fp.minimum") T __kiln_min_nan(T, T);                         \
  __KILN_FP_PRIM("fp.maximum") T __kiln_max_nan(T, T);                         \
  __KILN_FP_PRIM("fp.floor") T __kiln_floor(T);                                \
  __KILN_FP_PRIM("fp.ceil") T __kiln_ceil(T);                                  \
  __KILN_FP_PRIM("fp.trunc") T __kiln_trunc(T);                                \
  __KILN_FP_PRIM("fp.rint") T __kiln_rint(T);
__KILN_FP_ELEMENTWISE(_Float16)
__KILN_FP_ELEMENTWISE(__bf16)
__KILN_FP_ELEMENTWISE(__kiln_f16x2)
__KILN_FP_ELEMENTWISE(__kiln_bf16x2)
__KILN_FP_PRIM("fp.fma") float __kiln_fma(float, float, float);
#undef __KILN_FP_ELEMENTWISE

// ---- fma with saturation to [0, 1] / ReLU (fma.rn.sat, fma.rn.relu) -------
__KILN_FP_PRIM("intrinsic.nvvm.fma.rn.sat.f16") _Float16 __kiln_fma_sat(_Float16, _Float16, _Float16);
__KILN_FP_PRIM("intrinsic.nvvm.fma.rn.sat.f16x2") __kiln_f16x2 __kiln_fma_sat(__kiln_f16x2, __kiln_f16x2, __kiln_f16x2);
__KILN_FP_PRIM("intrinsic.nvvm.fma.rn.relu.f16") _Float16 __kiln_fma_relu(_Float16, _Float16, _Float16);
__KILN_FP_PRIM("intrinsic.nvvm.fma.rn.relu.f16x2") __kiln_f16x2 __kiln_fma_relu(__kiln_f16x2, __kiln_f16x2, __kiln_f16x2);
__KILN_FP_PRIM("intrinsic.nvvm.fma.rn.relu.bf16") __bf16 __kiln_fma_relu(__bf16, __bf16, __bf16);
__KILN_FP_PRIM("intrinsic.nvvm.fma.rn.relu.bf16x2") __kiln_bf16x2 __kiln_fma_relu(__kiln_bf16x2, __kiln_bf16x2, __kiln_bf16x2);

// ---- conversions with a rounding mode --------------------------------------
// float -> half / bfloat toward zero, down, up.
__KILN_FP_PRIM("intrinsic.nvvm.f2f16.rz") _Float16 __kiln_f2h_rz(float);
__KILN_FP_PRIM("intrinsic.ptx.cvt.rm.f16.f32") _Float16 __kiln_f2h_rd(float);
__KILN_FP_PRIM("intrinsic.ptx.cvt.rp.f16.f32") _Float16 __kiln_f2h_ru(float);
__KILN_FP_PRIM("intrinsic.nvvm.f2bf16.rz") __bf16 __kiln_f2bf_rz(float);
__KILN_FP_PRIM("intrinsic.ptx.cvt.rm.bf16.f32") __bf16 __kiln_f2bf_rd_sm90(float);
__KILN_FP_PRIM("intrinsic.ptx.cvt.rp.bf16.f32") __bf16 __kiln_f2bf_ru_sm90(float);
// float -> integer, saturating (NaN -> 0; 64-bit: NaN -> 0x8000000000000000).
#define __KILN_F2I(T, NAME, KIND)                                               \
  __KILN_FP_PRIM("intrinsic.nvvm." KIND ".rn") T NAME##_rn(float);             \
  __KILN_FP_PRIM("intrinsic.nvvm." KIND ".rz") T NAME##_rz(float);             \
  __KILN_FP_PRIM("intrinsic.nvvm." KIND ".rm") T NAME##_rd(float);             \
  __KILN_FP_PRIM("intrinsic.nvvm." KIND ".rp") T NAME##_ru(float);
__KILN_F2I(int, __kiln_f2i, "f2i")
__KILN_F2I(unsigned, __kiln_f2ui, "f2ui")
__KILN_F2I(long long, __kiln_f2ll, "f2ll")
__KILN_F2I(unsigned long long, __kiln_f2ull, "f2ull")
#undef __KILN_F2I
// integer -> float toward zero, down, up (round to nearest is a C++ cast).
#define __KILN_I2F(T, NAME, KIND)                                               \
  __KILN_FP_PRIM("intrinsic.nvvm." KIND ".rz") float NAME##_rz(T);             \
  __KILN_FP_PRIM("intrinsic.nvvm." KIND ".rm") float NAME##_rd(T);             \
  __KILN_FP_PRIM("intrinsic.nvvm." KIND ".rp") float NAME##_ru(T);
__KILN_I2F(int, __kiln_i2f, "i2f")
__KILN_I2F(unsigned, __kiln_ui2f, "ui2f")
__KILN_I2F(long long, __kiln_ll2f, "ll2f")
__KILN_I2F(unsigned long long, __kiln_ull2f, "ull2f")
#undef __KILN_I2F

// ---- approximations (MUFU) ---------------------------------------------------
__KILN_FP_PRIM("intrinsic.nvvm.ex2.approx.ftz.f32") float __kiln_ex2_approx_ftz(float);
__KILN_FP_PRIM("intrinsic.nvvm.ex2.approx.f32") float __kiln_ex2_approx(float);
__KILN_FP_PRIM("intrinsic.nvvm.lg2.approx.ftz.f") float __kiln_lg2_approx_ftz(float);
__KILN_FP_PRIM("intrinsic.nvvm.lg2.approx.f") float __kiln_lg2_approx(float);
__KILN_FP_PRIM("intrinsic.nvvm.rcp.approx.ftz.f") float __kiln_rcp_approx_ftz(float);
__KILN_FP_PRIM("intrinsic.ptx.rcp.approx.f32") float __kiln_rcp_approx(float);
__KILN_FP_PRIM("intrinsic.nvvm.rsqrt.approx.ftz.f") float __kiln_rsqrt_approx_ftz(float);
__KILN_FP_PRIM("intrinsic.nvvm.rsqrt.approx.f") float __kiln_rsqrt_approx(float);
__KILN_FP_PRIM("intrinsic.nvvm.sqrt.approx.ftz.f") float __kiln_sqrt_approx_ftz(float);
__KILN_FP_PRIM("intrinsic.nvvm.sqrt.approx.f") float __kiln_sqrt_approx(float);
__KILN_FP_PRIM("intrinsic.nvvm.div.approx.f") float __kiln_div_approx(float, float);
__KILN_FP_PRIM("intrinsic.ptx.tanh.approx.f32") float __kiln_tanh_approx(float);
__KILN_FP_PRIM("intrinsic.ptx.tanh.approx.f16") _Float16 __kiln_tanh_approx(_Float16);
__KILN_FP_PRIM("intrinsic.ptx.tanh.approx.f16x2") __kiln_f16x2 __kiln_tanh_approx(__kiln_f16x2);
__KILN_FP_PRIM("intrinsic.ptx.tanh.approx.bf16") __bf16 __kiln_tanh_approx(__bf16);
__KILN_FP_PRIM("intrinsic.ptx.tanh.approx.bf16x2") __kiln_bf16x2 __kiln_tanh_approx(__kiln_bf16x2);
__KILN_FP_PRIM("intrinsic.nvvm.add.rn.f") float __kiln_fadd_rn(float, float);

// ---- atomics ------------------------------------------------------------------
// atom.add.noftz.{f16,f16x2,bf16,bf16x2} and the 16-bit compare-and-swap
// the sm_80 bfloat path loops on.
__KILN_FP_PRIM("atomic.add.device") _Float16 __kiln_atomic_add(_Float16 *, _Float16);
__KILN_FP_PRIM("atomic.add.device") __kiln_f16x2 __kiln_atomic_add(__kiln_f16x2 *, __kiln_f16x2);
__KILN_FP_PRIM("atomic.add.device") __bf16 __kiln_atomic_add(__bf16 *, __bf16);
__KILN_FP_PRIM("atomic.add.device") __kiln_bf16x2 __kiln_atomic_add(__kiln_bf16x2 *, __kiln_bf16x2);
__KILN_FP_PRIM("atomic.cas.device") unsigned short __kiln_atomic_cas(unsigned short *, unsigned short, unsigned short);
__KILN_FP_PRIM("atomic.cas.device") unsigned __kiln_atomic_cas(unsigned *, unsigned, unsigned);

// ---- cache-hinted loads and stores of 16- and 32-bit words -----------------
// What the half and bfloat16 overloads of __ldg, __ldcg, __stcs, ... move
// their bits with: the prelude's unsigned short / unsigned int overloads
// (ld.global.nc, ld.global.cs, st.global.wt, ...), as nvcc's headers do.
#define __KILN_HINT_LOAD(NAME)                                                   \
  template <class W> static __device__ __forceinline__ W __kiln##NAME(const W *p) { return NAME(p); }
#define __KILN_HINT_STORE(NAME)                                                  \
  template <class W> static __device__ __forceinline__ void __kiln##NAME(W *p, W v) { NAME(p, v); }
__KILN_HINT_LOAD(__ldg) __KILN_HINT_LOAD(__ldcg) __KILN_HINT_LOAD(__ldca)
__KILN_HINT_LOAD(__ldcs) __KILN_HINT_LOAD(__ldlu) __KILN_HINT_LOAD(__ldcv)
__KILN_HINT_STORE(__stwb) __KILN_HINT_STORE(__stcg) __KILN_HINT_STORE(__stcs)
__KILN_HINT_STORE(__stwt)
#undef __KILN_HINT_LOAD
#undef __KILN_HINT_STORE

#undef __KILN_FP_PRIM
#endif // KILN_FP16_PRIMS_HPP
