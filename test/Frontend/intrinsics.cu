// RUN: kilnc %s --emit=mlir | FileCheck %s
// CHECK-LABEL: func.func @bits(
// CHECK: math.ctpop {{.*}} : i32
// CHECK: math.ctpop {{.*}} : i64
// CHECK: math.ctlz
// __ffs as nvcc's width - clz(x & -x) (find-first-set.cu)
// CHECK: %[[NEG:.*]] = arith.subi %{{.*}}, %[[X:.*]] : i32
// CHECK: %[[LOW:.*]] = arith.andi %[[X]], %[[NEG]] : i32
// CHECK: math.ctlz %[[LOW]]
// CHECK: llvm.intr.bitreverse
// CHECK: arith.minsi
// CHECK: arith.maxui
// CHECK: arith.maxnumf
// CHECK: simt.load invariant %{{.*}} : !simt.ptr<f32, global> -> f32
extern "C" __global__ void bits(unsigned *u, unsigned long long *ull, int *i,
                                float *f, const float *g) {
  u[0] = __popc(u[1]) + __popcll(ull[0]) + __clz(i[0]) + __ffs(i[1]) + __brev(u[2]);
  i[2] = min(i[3], 4);
  u[3] = max(u[4], 5u);
  f[0] = max(f[1], 2.0f) + __ldg(&g[threadIdx.x]);
}
