// The SIMD intrinsics and DPX functions are inline device functions of the
// prelude (kiln/cuda/simd.hpp); they compile to plain integer code and pass ptxas
// on every target, and nvcc compiles the same calls.
// RUN: kilnc %s --emit=mlir FileCheck %s
// RUN: %if ptxas %{ for a in sm_80 sm_90 sm_100; do kilnc %s --arch=$a -o %t.$a.ptx && %ptxas -arch=$a %t.$a.ptx -o /dev/null || exit 1; done %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}

// CHECK-LABEL: func.func @simd(
// CHECK-NOT: func.call
// CHECK: return
extern "C" __global__ void simd(unsigned *o, const unsigned *a, const unsigned *b) {
  int t = threadIdx.x;
  unsigned x = a[t], y = b[t];
  o[8 * t + 0] = __vadd2(x, y) ^ __vsub4(x, y) ^ __vabsdiffu4(x, y) ^ __vavgs2(x, y);
  o[8 * t + 1] = __vcmpgtu4(x, y) + __vsetles2(x, y) + __vmaxs4(x, y) + __vminu2(x, y);
  o[8 * t + 2] = __vsadu4(x, y) + __vsads2(x, y) + __vnegss4(x) + __vabsss2(x);
  o[8 * t + 3] = __vaddss4(x, y) ^ __vsubus2(x, y) ^ __vhaddu4(x, y) ^ __vavgu2(x, y);
  bool p, q;
  o[8 * t + 4] = __vimax3_s32((int)x, (int)y, 7) + __viaddmax_u32(x, y, 9);
  o[8 * t + 5] = __vibmax_s16x2(x, y, &p, &q) + p + 2 * q;
  o[8 * t + 6] = __vimin3_u16x2(x, y, x ^ y) ^ __viaddmin_s16x2_relu(x, y, 3);
  o[8 * t + 7] = __vibmin_u32(x, y, &p) + p;
}
