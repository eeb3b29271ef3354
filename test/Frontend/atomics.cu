// RUN: kilnc %s --emit=mlir | FileCheck %s
// CUDA atomics are relaxed; plain ones device scope, _block/_system scoped.
// Atomics on shared memory keep the shared address space.
// CHECK-LABEL: func.func @atomics(
// CHECK: simt.atomic_rmw add {{.*}} scope(device) order(relaxed) : !simt.ptr<i32, global>, i32
// CHECK: simt.atomic_rmw add {{.*}} scope(device) order(relaxed) : !simt.ptr<f32, global>, f32
// CHECK: simt.atomic_rmw add {{.*}} scope(device) order(relaxed) : !simt.ptr<f64, global>, f64
// CHECK: simt.atomic_rmw add {{.*}} scope(block) order(relaxed) : !simt.ptr<i32, shared>, i32
// CHECK: simt.atomic_rmw add {{.*}} scope(system) order(relaxed) : !simt.ptr<i64, global>, i64
// CHECK: %[[NEG:.*]] = arith.subi %{{.*}}, %{{.*}} : i32
// CHECK: simt.atomic_rmw add %{{.*}}, %[[NEG]]
// CHECK: simt.atomic_rmw exch
// CHECK: simt.atomic_rmw min {{.*}} : !simt.ptr<i32, global>, i32
// CHECK: simt.atomic_rmw umax {{.*}} : !simt.ptr<i32, global>, i32
// CHECK: simt.atomic_rmw inc
// CHECK: simt.atomic_rmw dec
// CHECK: simt.atomic_rmw and
// CHECK: simt.atomic_rmw or
// CHECK: simt.atomic_rmw xor
// CHECK: simt.atomic_cas {{.*}} scope(device) order(relaxed) : !simt.ptr<i32, global>, i32
// CHECK: simt.atomic_cas {{.*}} scope(block) order(relaxed) : !simt.ptr<i64, global>, i64
extern "C" __global__ void atomics(int *i, unsigned *u, float *f, double *d,
                                   unsigned long long *ull) {
  __shared__ int s[32];
  atomicAdd(i, 1);
  atomicAdd(f, 1.0f);
  atomicAdd(d, 2.0);
  atomicAdd_block(&s[threadIdx.x % 32], 1);
  atomicAdd_system(ull, 1ull);
  atomicSub(i, 3);
  atomicExch(f, 0.5f);
  atomicMin(i, 4);
  atomicMax(u, 5u);
  atomicInc(u, 10u);
  atomicDec(u, 10u);
  atomicAnd(i, 1);
  atomicOr(u, 2u);
  atomicXor(i, 3);
  atomicCAS(i, 0, 1);
  atomicCAS_block(ull, 0ull, 1ull);
  i[1] = s[0];
}
