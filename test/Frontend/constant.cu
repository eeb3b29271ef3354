// RUN: kilnc %s --emit=mlir | FileCheck %s
// CHECK-DAG: simt.global constant @coeffs : !llvm.array<4 x f32> = dense<[1.000000e+00, 2.000000e+00, 5.000000e-01, 0.000000e+00]> : tensor<4xf32>
// CHECK-DAG: simt.global constant @scale : f32 = 2.500000e+00 : f32
// CHECK-DAG: simt.global constant @_ZN2ns5tableE : !llvm.array<2 x array<2 x i32>> = dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi32>
// CHECK-DAG: simt.global global @counter : i32
__constant__ float coeffs[4] = {1.0f, 2.0f, 0.5f};
__constant__ float scale = 2.5f;
namespace ns { __constant__ int table[2][2] = {{1, 2}, {3, 4}}; }
__device__ int counter;
// CHECK-LABEL: func.func @use(
// CHECK: simt.addressof @coeffs : !simt.ptr<!llvm.array<4 x f32>, constant>
// CHECK: simt.load %{{.*}} : !simt.ptr<f32, constant> -> f32
extern "C" __global__ void use(float *out) {
  out[threadIdx.x] = coeffs[threadIdx.x & 3] * scale + ns::table[1][0] + counter;
}
