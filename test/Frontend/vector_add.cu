// RUN: kilnc %s --emit=simt | FileCheck %s
// A grid-stride vector add: kernel pointers are global, const __restrict__
// loads are invariant, __restrict__ pointers are marked simt.restrict, and
// mem2reg leaves no local memory.
// CHECK-LABEL: func.func @_Z4vaddPKfS0_Pfl(
// CHECK-SAME: !simt.ptr<f32, global> {simt.param_align = 8 : i64, simt.param_type = "const_f32*", simt.restrict}
// CHECK-SAME: i64 {simt.param_align = 8 : i64, simt.param_type = "i64"})
// CHECK-SAME: simt.signature = "vadd(float const*, float const*, float*, long)"
// CHECK-NOT: simt.alloca
// CHECK: simt.load invariant {{.*}} : !simt.ptr<f32, global> -> f32
// CHECK: arith.addf
// CHECK: simt.store {{.*}} : f32, !simt.ptr<f32, global>
__global__ void vadd(const float *__restrict__ a, const float *__restrict__ b,
                     float *__restrict__ c, long n) {
  long i = (long)blockIdx.x * blockDim.x + threadIdx.x;
  long stride = (long)gridDim.x * blockDim.x;
  for (; i < n; i += stride)
    c[i] = a[i] + b[i];
}
