// RUN: kiln-opt %s -convert-simt-to-nvvm -reconcile-unrealized-casts | FileCheck %s
// RUN: kiln-opt %s -convert-simt-to-nvvm -convert-nvvm-to-llvm -reconcile-unrealized-casts | FileCheck %s --check-prefix=ASM

// tf32 wgmma (f32 in shared memory, both operands K-major): k = 8 per
// instruction (32 bytes of each row, as k16 for 16-bit types), no transpose
// operands in the PTX.
// CHECK-LABEL: llvm.func internal @wgmma_tf32
// CHECK: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 8, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>]
// ASM: wgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32 {$0, $1, $2, $3}, $8, $9, p, $11, $12;
func.func @wgmma_tf32(%a: !simt.ptr<i8, shared>, %b: !simt.ptr<i8, shared>, %c: f32, %out: !simt.ptr<f32, global>) {
  simt.wgmma_fence
  %d:4 = simt.wgmma tf32 n = 8, %a, %b, [%c, %c, %c, %c]
      {a_swizzle = 128, a_sbo = 1024, b_swizzle = 128, b_lbo = 16, b_sbo = 1024}
      : !simt.ptr<i8, shared>, !simt.ptr<i8, shared>
  simt.wgmma_commit
  simt.wgmma_wait 0
  simt.store %d#3, %out : f32, !simt.ptr<f32, global>
  return
}
