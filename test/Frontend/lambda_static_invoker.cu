// RUN: kilnc %s --arch=sm_90 --emit=mlir -o - | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx && FileCheck %s --check-prefix=PTX --input-file=%t.ptx
// A stateless lambda converted to a function pointer points at its static
// invoker, whose body the AST leaves empty: it must call operator() (it
// returned an uninitialised value, so a realcode kernel stored 0 for every
// element). Plain and generic lambdas.
// CHECK-LABEL: func.func private @_ZZ1kPfENUlfE_8__invokeEf(%arg0: f32) -> f32
// CHECK: %[[R:.*]] = call @_ZZ1kPfENKUlfE_clEf(%{{.*}}, %{{.*}}) : (!simt.ptr<!llvm.struct<"struct.lambda", packed (array<1 x i8>)>, generic>, f32) -> f32
// CHECK: simt.store %[[R]]
// CHECK-LABEL: func.func private @_ZZ1kPfENUlT_E_8__invokeIfEEDaS0_(%arg0: f32) -> f32
// CHECK: call @_ZZ1kPfENKUlT_E_clIfEEDaS0_
// PTX-DAG: mul.f32
// PTX-DAG: add.f32
__device__ float apply_fn(float (*fn)(float), float v) { return fn(v); }
__global__ void k(float *y) {
  float (*cube)(float) = [](float v) { return v * v * v; };
  float (*twice)(float) = [](auto v) { return v + v; };
  y[threadIdx.x] = apply_fn(cube, y[threadIdx.x]) + apply_fn(twice, y[threadIdx.x + 32]);
}
