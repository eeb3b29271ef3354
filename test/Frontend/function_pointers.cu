// Device function pointers and references: a function's address is
// func.constant (cast to the generic byte pointer C++ function pointers are in
// memory), a call through one is func.call_indirect. Where the target is known
// after inlining the call becomes direct and is inlined; where it is not, PTX
// calls through a register with a prototype, as nvcc does.
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}

typedef float (*op_t)(float);
__device__ float twice(float x) { return 2.0f * x; }
__device__ float square(float x) { return x * x; }
__device__ float negate(float x) { return -x; }

// A table in global memory, initialised with the functions' addresses.
// PTX-DAG: .global .align 8 .u64 table[3] = {_Z5twicef, _Z6squaref, 0};
__device__ op_t table[3] = {twice, square, nullptr};
// PTX-DAG: .const .align 8 .u64 ctable[2] = {_Z6negatef, _Z5twicef};
// CHECK-DAG: simt.global global @table : !llvm.array<3 x !simt.ptr<i8, generic>> = [@_Z5twicef, @_Z6squaref, unit]
// CHECK-DAG: simt.global constant @ctable : !llvm.array<2 x !simt.ptr<i8, generic>> = [@_Z6negatef, @_Z5twicef]
__constant__ op_t ctable[2] = {negate, &twice};

__device__ float apply(op_t f, float x) { return f(x); }
// A reference to a function, as libcu++ passes its local-memory fallbacks.
template <class F>
__device__ float applyRef(F &&f, float x) { return f(x); }

// Known targets: no indirect call is left after inlining.
// CHECK-LABEL: func.func @_Z6directPfPKf(
// CHECK: %[[SQ:.*]] = constant @_Z6squaref : (f32) -> f32
// CHECK: %[[P:.*]] = builtin.unrealized_conversion_cast %[[SQ]] : (f32) -> f32 to !simt.ptr<i8, generic>
// CHECK: call @_Z5applyPFffEf(%[[P]],
// PTX-LABEL: .entry _Z6directPfPKf(
// PTX-NOT: call
// PTX: fma.rn.f32 %r{{[0-9]+}}, %[[X:r[0-9]+]], %[[X]], %r{{[0-9]+}};
// PTX-NOT: call
// PTX: ret;
__global__ void direct(float *out, const float *in) {
  int i = threadIdx.x;
  out[i] = apply(square, in[i]) + apply(&twice, in[i]) + applyRef(negate, in[i]);
}

// Run-time targets: an indirect call with its prototype.
// CHECK-LABEL: func.func @_Z7runtimePfPKfi(
// CHECK: constant @_Z5twicef : (f32) -> f32
// CHECK: simt.addressof @table
// CHECK: call_indirect %{{.*}}(%{{.*}}) : (f32) -> f32
// PTX-LABEL: .entry _Z7runtimePfPKfi(
// PTX: prototype_{{[0-9]+}} : .callprototype (.param .b32 _) _ (.param .b32 _);
// PTX: call (retval0), %rd{{[0-9]+}}, (param0), prototype_
__global__ void runtime(float *out, const float *in, int which) {
  op_t local[2] = {twice, negate};
  int i = threadIdx.x;
  op_t f = (which & 2) ? local[i & 1] : table[(which + i) % 2];
  out[i] = f(in[i]) + ctable[which & 1](1.0f);
}

// The helper, as emitted: the pointer cast back to a function and called.
// CHECK-LABEL: func.func private @_Z5applyPFffEf(
// CHECK: %[[F:.*]] = builtin.unrealized_conversion_cast %{{.*}} : !simt.ptr<i8, generic> to (f32) -> f32
// CHECK: call_indirect %[[F]](
