// An enumerator named through an object (`frag.num_elements`, the toolkit's traits classes) is
// its constant, also when the object is a reference parameter the constant folding cannot
// evaluate; a base with side effects is still evaluated. Regression: "unsupported construct
// 'MemberExpr'".
// RUN: kilnc %s --emit=simt | FileCheck %s
struct Frag {
  enum { num_elements = 8 };
  float x[num_elements];
};

__device__ int calls;
__device__ Frag &next(Frag *f) {
  calls++;
  return *f;
}

__device__ __noinline__ void scale(Frag &f, float a) {
  for (int i = 0; i < f.num_elements; i++) f.x[i] *= a;
}

// CHECK-LABEL: func.func @count(
// CHECK: %[[N:.*]] = arith.constant 8 : i32
// CHECK: call @_Z5scaleR4Fragf
// CHECK: simt.addressof @calls
// CHECK: arith.addi
// CHECK: simt.store %[[N]]
// CHECK-LABEL: func.func private @_Z5scaleR4Fragf(
// CHECK: %[[M:.*]] = arith.constant 8 : i32
// CHECK: arith.cmpi slt, %{{.*}}, %[[M]] : i32
extern "C" __global__ void count(Frag *f, int *out) {
  scale(*f, 2.0f);
  int n = next(f).num_elements; // next() still runs
  out[threadIdx.x] = n;
}
