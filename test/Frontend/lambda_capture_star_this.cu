// C++17 `[*this]` captures a copy of the object: inside the lambda `this` is
// the copy's address in the closure (kilnc crashed loading it as a pointer);
// `[this]` still captures the pointer. A later change to the object is not
// seen by the copy, and is seen through the pointer.
// RUN: kilnc %s --arch=sm_90 --emit=llvm | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
// CHECK-LABEL: define ptx_kernel void @capture_this(
// The copy saw k == 0.5, the pointer sees 5: 0.5 + 5 * 100.
// CHECK: store float 5.005000e+02
struct Solver {
  float k;
  __device__ float run() {
    auto copy = [*this] { return k; };
    auto ptr = [this] { return k; };
    auto nested = [=, *this](float v) { return v + copy() * 0 + k; };
    k = 5.0f;
    return nested(0.0f) + ptr() * 100.0f - k * 0.0f;
  }
};
extern "C" __global__ void capture_this(float *out) {
  Solver s{0.5f};
  out[threadIdx.x] = s.run();
}
