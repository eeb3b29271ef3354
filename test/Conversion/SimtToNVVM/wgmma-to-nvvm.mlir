// RUN: kiln-opt %s -convert-simt-to-nvvm -reconcile-unrealized-casts | FileCheck %s
// RUN: kiln-opt %s -convert-simt-to-nvvm -convert-nvvm-to-llvm -reconcile-unrealized-casts | FileCheck %s --check-prefix=ASM

// wgmma and its fences map onto NVVM. The descriptors are built from the
// shared address: ((addr & 0x3ffff) >> 4) | (lbo >> 4) << 16 | (sbo >> 4) << 32
// | mode << 62 (mode 1: 128-byte swizzle). A: lbo unused (16), sbo 1024;
// B (N-major): lbo 8192, sbo 1024.
// CHECK-LABEL: llvm.func internal @wgmma
// CHECK: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK: nvvm.wgmma.fence.aligned
// CHECK: %[[PA:.*]] = llvm.ptrtoint %arg0 : !llvm.ptr<3> to i64
// CHECK: %[[MA:.*]] = llvm.and %[[PA]]
// CHECK: %[[SA:.*]] = llvm.lshr %[[MA]]
// CHECK: %[[FA:.*]] = llvm.mlir.constant(4611686293305360384 : i64) : i64
// CHECK: %[[DA:.*]] = llvm.or %[[SA]], %[[FA]] : i64
// CHECK: llvm.ptrtoint %arg1
// CHECK: %[[FB:.*]] = llvm.mlir.constant(4611686293338849280 : i64) : i64
// CHECK: %[[DB:.*]] = llvm.or %{{.*}}, %[[FB]] : i64
// CHECK: nvvm.wgmma.mma_async %[[DA]], %[[DB]], %{{.*}}, <m = 64, n = 16, k = 16>, D[<f32>, <one>], A[<bf16>, <one>, <row>], B[<bf16>, <one>, <row>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK: nvvm.wgmma.wait.group.sync.aligned 1
// A K-major B (no b_mn_major) is NVVM's column-major B.
// CHECK: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 8, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>]
// fp8 (K-major B only): k = 32 per instruction, B's format from b_type, and
// no transpose operands in the PTX (the fp8 forms have none).
// CHECK: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 8, k = 32>, D[<f32>, <one>], A[<e4m3>, <one>, <row>], B[<e5m2>, <one>, <col>]
// CHECK: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 8, k = 32>, D[<f32>, <one>], A[<e5m2>, <one>, <row>], B[<e5m2>, <one>, <col>]
// ASM: wgmma.mma_async.sync.aligned.m64n16k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7}, $16, $17, p
// ASM: wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16
// ASM: wgmma.mma_async.sync.aligned.m64n8k32.f32.e4m3.e5m2 {$0, $1, $2, $3}, $8, $9, p, $11, $12;
// ASM: wgmma.mma_async.sync.aligned.m64n8k32.f32.e5m2.e5m2
func.func @wgmma(%a: !simt.ptr<i8, shared>, %b: !simt.ptr<i8, shared>, %c: f32, %out: !simt.ptr<f32, global>) {
  simt.fence_proxy_async
  simt.wgmma_fence
  %d:8 = simt.wgmma bf16 n = 16, %a, %b, [%c, %c, %c, %c, %c, %c, %c, %c]
      {a_swizzle = 128, a_sbo = 1024, b_swizzle = 128, b_lbo = 8192, b_sbo = 1024, b_mn_major}
      : !simt.ptr<i8, shared>, !simt.ptr<i8, shared>
  simt.wgmma_commit
  simt.wgmma_wait 1
  %e:4 = simt.wgmma f16 n = 8, %a, %b, [%d#0, %d#1, %d#2, %d#7]
      {a_swizzle = 64, a_sbo = 512, b_swizzle = 32, b_lbo = 16, b_sbo = 256}
      : !simt.ptr<i8, shared>, !simt.ptr<i8, shared>
  %f:4 = simt.wgmma f8E4M3FN n = 8, %a, %b, [%e#0, %e#1, %e#2, %e#3]
      {a_swizzle = 128, a_sbo = 1024, b_swizzle = 128, b_lbo = 16, b_sbo = 1024, b_type = f8E5M2}
      : !simt.ptr<i8, shared>, !simt.ptr<i8, shared>
  %g:4 = simt.wgmma f8E5M2 n = 8, %a, %b, [%f#0, %f#1, %f#2, %f#3]
      {a_swizzle = 64, a_sbo = 512, b_swizzle = 64, b_lbo = 16, b_sbo = 512}
      : !simt.ptr<i8, shared>, !simt.ptr<i8, shared>
  simt.store %g#3, %out : f32, !simt.ptr<f32, global>
  return
}
