// RUN: kilnc %s --emit=mlir | FileCheck %s
// A struct- or array-of-struct-typed __constant__ / __device__ variable without an initializer
// (set from the host) compiles like nvcc: no initial value. It used to be refused with "the
// initializer of a device variable must be a constant expression" (Clang's implicit trivial
// default constructor call was taken for the initializer).
struct Affine {
  float scale;
  float shift;
  int bias[2];
};
// CHECK-DAG: simt.global constant @c_affine : !llvm.struct<
// CHECK-DAG: simt.global constant @c_many : !llvm.array<3 x struct<
// CHECK-DAG: simt.global global @g_affine : !llvm.struct<
// CHECK-NOT: error
__constant__ Affine c_affine;
__constant__ Affine c_many[3];
__device__ Affine g_affine;
extern "C" __global__ void use(float *out) {
  out[threadIdx.x] = c_affine.scale + c_many[threadIdx.x % 3].shift + g_affine.bias[1];
}
