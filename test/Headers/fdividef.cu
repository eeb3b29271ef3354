// fdividef is the regular division (div.rn.f32) unless fast math is asked for, as CUDA documents
// it and nvcc compiles it; __fdividef is the approximate one. (The GPU's bit-for-bit comparison
// with nvcc found fdividef 1 ulp off when both were approximate.)
// REQUIRES: ptxas
// RUN: kilnc %s --arch=sm_90 -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o /dev/null
// RUN: FileCheck %s < %t.ptx
// CHECK-LABEL: .entry divisions(
// CHECK: div.rn.f32
// CHECK: div.approx.f32
// CHECK-NOT: div.
// CHECK: ret;
extern "C" __global__ void divisions(const float *a, const float *b, float *o) {
  o[0] = fdividef(a[0], b[0]);
  o[1] = __fdividef(a[0], b[0]);
}
