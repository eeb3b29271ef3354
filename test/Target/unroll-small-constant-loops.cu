// A loop of at most 16 constant trips whose copies stay under 2500
// instructions is unrolled completely, as nvcc unrolls it
// (UnrollSmallConstantLoops.cpp; LLVM's own limit is 300). Rolled, each
// iteration ran cosf/sinf with the range reduction and its local-memory
// table (a ray caster's `for (k = 0; k < 8; ++k)` over `cosf(0.785398f * k)`
// ran at 0.55x nvcc on the H200); unrolled, the math on each constant k
// folds away and the kernel is eight loads and fmas.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: FileCheck %s < %t.ptx
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}

// CHECK-LABEL: .entry _Z12ring_weightsPfPKf(
// CHECK-NOT: .local
// CHECK-NOT: bra
// CHECK-COUNT-8: ld.global
// CHECK-NOT: bra
// CHECK: ret;
// CHECK-NOT: __cudart_i2opi_f
__global__ void ring_weights(float *out, const float *w) {
  float acc = 0.0f;
  for (int k = 0; k < 8; ++k) acc += w[k] * cosf(0.785398f * k) + sinf(0.785398f * k);
  out[threadIdx.x] = acc;
}
