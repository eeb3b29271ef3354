// The constructs <cuda_fp16.h>/<cuda_bf16.h> are built from: ext_vector_type
// pairs (vector<2xf16>), their + - * / and negation, splats, __builtin_bit_cast
// between structs, vectors and scalars (through memory, at the smaller
// alignment), and the kiln.fp.* / kiln.intrinsic.* primitives.
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: not kilnc %s --emit=mlir -DBAD_COMPARE 2>&1 | FileCheck %s --check-prefix=CMP
// RUN: not kilnc %s --emit=mlir -DBAD_SUBSCRIPT 2>&1 | FileCheck %s --check-prefix=SUB
// RUN: not kilnc %s --emit=mlir -DBAD_OP 2>&1 | FileCheck %s --check-prefix=OP
typedef _Float16 h2v __attribute__((ext_vector_type(2)));
struct P { unsigned short x, y; };
struct W { unsigned short v; };
struct R {
  unsigned short bits;
  __device__ operator W() const { W w; w.v = bits; return w; }
};
__device__ __attribute__((annotate("kiln.fp.fma"))) h2v vfma(h2v, h2v, h2v);
__device__ __attribute__((annotate("kiln.fp.maximum"))) _Float16 hmax_nan(_Float16, _Float16);
__device__ __attribute__((annotate("kiln.fp.abs"))) h2v vabs(h2v);
__device__ __attribute__((annotate("kiln.intrinsic.nvvm.f2f16.rz"))) _Float16 f2h_rz(float);
__device__ __attribute__((annotate("kiln.intrinsic.ptx.tanh.approx.f16x2"))) h2v tanh2(h2v);

// CHECK-LABEL: func.func @vec(
// CHECK: %[[PA:.*]] = simt.ptr_cast %{{.*}} : !simt.ptr<!llvm.struct<"struct.P", packed (i16, i16)>, global> to !simt.ptr<vector<2xf16>, global>
// CHECK: simt.load %[[PA]] {alignment = 2 : i64} : !simt.ptr<vector<2xf16>, global> -> vector<2xf16>
// CHECK: %[[S0:.*]] = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i32] : vector<2xf16>
// CHECK: %[[S1:.*]] = llvm.insertelement %{{.*}}, %[[S0]][%{{.*}} : i32] : vector<2xf16>
// CHECK: arith.mulf %{{.*}}, %[[S1]] : vector<2xf16>
// CHECK: arith.addf %{{.*}} : vector<2xf16>
// CHECK: math.fma %{{.*}} : vector<2xf16>
// CHECK: arith.negf %{{.*}} : vector<2xf16>
// CHECK: arith.divf %{{.*}} : vector<2xf16>
// CHECK: arith.subf %{{.*}} : vector<2xf16>
// CHECK: simt.intrinsic "ptx.tanh.approx.f16x2"(%{{.*}}) : (vector<2xf16>) -> vector<2xf16>
// CHECK: math.absf %{{.*}} : vector<2xf16>
// CHECK: simt.ptr_cast %{{.*}} : !simt.ptr<vector<2xf16>, local> to !simt.ptr<!llvm.struct<"struct.P", packed (i16, i16)>, local>
// CHECK: simt.intrinsic "llvm.nvvm.f2f16.rz"(%{{.*}}) : (f32) -> f16
// CHECK: arith.truncf %{{.*}} : f32 to f16
// CHECK: arith.maximumf %{{.*}} : f16
// CHECK: simt.ptr_cast %{{.*}} : !simt.ptr<f16, local> to !simt.ptr<i16, local>
// static_cast to a struct through a conversion operator (a call, not a loop).
// CHECK: call @_ZNK1Rcv1WEv(
extern "C" __global__ void vec(P *p, float *f, unsigned short *u, const R *r) {
  h2v a = __builtin_bit_cast(h2v, p[0]), b = __builtin_bit_cast(h2v, p[1]);
  h2v s = a + b * (h2v)(_Float16)2.0f;
  h2v n = -vfma(a, b, s);
  p[2] = __builtin_bit_cast(P, vabs(tanh2(n - a / b)));
  u[0] = __builtin_bit_cast(unsigned short, hmax_nan(f2h_rz(f[0]), (_Float16)f[1]));
  u[1] = static_cast<W>(r[0]).v;
}

#ifdef BAD_COMPARE
typedef short s2v __attribute__((ext_vector_type(2)));
extern "C" __global__ void cmp(P *p, int *o) {
  h2v a = __builtin_bit_cast(h2v, p[0]);
  s2v c = a < a;
  // CMP: fp16_vectors.cu:[[@LINE-1]]:11: error: comparisons of vector values are not supported in Kiln device code
  o[0] = __builtin_bit_cast(int, c);
}
#endif
#ifdef BAD_SUBSCRIPT
extern "C" __global__ void sub(P *p, _Float16 *o) {
  h2v a = __builtin_bit_cast(h2v, p[0]);
  o[0] = a[1];
  // SUB: fp16_vectors.cu:[[@LINE-1]]:10: error: subscripts of vector values are not supported in Kiln device code
}
#endif
#ifdef BAD_OP
typedef int i2v __attribute__((ext_vector_type(2)));
extern "C" __global__ void op(i2v *p) {
  p[0] = p[0] & p[1];
  // OP: fp16_vectors.cu:[[@LINE-1]]:15: error: only + - * / apply to vector values in Kiln device code
}
#endif
