// RUN: kiln-opt %s -split-input-file -verify-diagnostics | FileCheck %s

// Round trip of the Hopper warpgroup ops.
// CHECK-LABEL: func.func @wgmma
// CHECK: simt.fence_proxy_async
// CHECK: simt.wgmma_fence
// CHECK: simt.wgmma bf16 n = 16, %{{.*}}, %{{.*}}, [%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] {a_sbo = 1024 : i64, a_swizzle = 128 : i64, b_lbo = 8192 : i64, b_mn_major, b_sbo = 1024 : i64, b_swizzle = 128 : i64} : !simt.ptr<i8, shared>, !simt.ptr<i8, shared>
// CHECK: simt.wgmma f16 n = 8
// CHECK: simt.wgmma f8E4M3FN n = 8, {{.*}} {a_sbo = 1024 : i64, a_swizzle = 128 : i64, b_lbo = 16 : i64, b_sbo = 1024 : i64, b_swizzle = 128 : i64, b_type = f8E5M2}
// CHECK: simt.wgmma tf32 n = 8, {{.*}} {a_sbo = 1024 : i64, a_swizzle = 128 : i64, b_lbo = 16 : i64, b_sbo = 1024 : i64, b_swizzle = 128 : i64}
// CHECK: simt.wgmma_commit
// CHECK: simt.wgmma_wait 0
func.func @wgmma(%a: !simt.ptr<i8, shared>, %b: !simt.ptr<i8, shared>, %c: f32) -> f32 {
  simt.fence_proxy_async
  simt.wgmma_fence
  %d:8 = simt.wgmma bf16 n = 16, %a, %b, [%c, %c, %c, %c, %c, %c, %c, %c]
      {a_swizzle = 128, a_sbo = 1024, b_swizzle = 128, b_lbo = 8192, b_sbo = 1024, b_mn_major}
      : !simt.ptr<i8, shared>, !simt.ptr<i8, shared>
  %e:4 = simt.wgmma f16 n = 8, %a, %b, [%d#0, %d#1, %d#2, %d#3]
      {a_swizzle = 64, a_sbo = 512, b_swizzle = 32, b_lbo = 16, b_sbo = 256}
      : !simt.ptr<i8, shared>, !simt.ptr<i8, shared>
  %f:4 = simt.wgmma f8E4M3FN n = 8, %a, %b, [%e#0, %e#1, %e#2, %e#3]
      {a_swizzle = 128, a_sbo = 1024, b_swizzle = 128, b_lbo = 16, b_sbo = 1024, b_type = f8E5M2}
      : !simt.ptr<i8, shared>, !simt.ptr<i8, shared>
  %g:4 = simt.wgmma tf32 n = 8, %a, %b, [%f#0, %f#1, %f#2, %f#3]
      {a_swizzle = 128, a_sbo = 1024, b_swizzle = 128, b_lbo = 16, b_sbo = 1024}
      : !simt.ptr<i8, shared>, !simt.ptr<i8, shared>
  simt.wgmma_commit
  simt.wgmma_wait 0
  return %g#0 : f32
}

// -----

func.func @wgmma_type(%a: !simt.ptr<i8, shared>, %c: f32) {
  // expected-error @+1 {{multiplies f16, bf16, tf32 or fp8 (f8E4M3FN, f8E5M2) operands, not 'f32'}}
  %d:4 = simt.wgmma f32 n = 8, %a, %a, [%c, %c, %c, %c]
      {a_swizzle = 128, a_sbo = 1024, b_swizzle = 128, b_lbo = 16, b_sbo = 1024}
      : !simt.ptr<i8, shared>, !simt.ptr<i8, shared>
  return
}

// -----

func.func @wgmma_n(%a: !simt.ptr<i8, shared>, %c: f32) {
  // expected-error @+1 {{has n = 12; wgmma's n is a multiple of 8 from 8 to 256}}
  %d:6 = simt.wgmma bf16 n = 12, %a, %a, [%c, %c, %c, %c, %c, %c]
      {a_swizzle = 128, a_sbo = 1024, b_swizzle = 128, b_lbo = 16, b_sbo = 1024}
      : !simt.ptr<i8, shared>, !simt.ptr<i8, shared>
  return
}

// -----

func.func @wgmma_acc(%a: !simt.ptr<i8, shared>, %c: f32) {
  // expected-error @+1 {{with n = 16 takes 8 accumulator registers per thread, not 4}}
  %d:4 = simt.wgmma bf16 n = 16, %a, %a, [%c, %c, %c, %c]
      {a_swizzle = 128, a_sbo = 1024, b_swizzle = 128, b_lbo = 16, b_sbo = 1024}
      : !simt.ptr<i8, shared>, !simt.ptr<i8, shared>
  return
}

// -----

func.func @wgmma_space(%a: !simt.ptr<i8, shared>, %g: !simt.ptr<i8, global>, %c: f32) {
  // expected-error @+1 {{both pointers must be in the shared space}}
  %d:4 = simt.wgmma bf16 n = 8, %a, %g, [%c, %c, %c, %c]
      {a_swizzle = 128, a_sbo = 1024, b_swizzle = 128, b_lbo = 16, b_sbo = 1024}
      : !simt.ptr<i8, shared>, !simt.ptr<i8, global>
  return
}

// -----

func.func @wgmma_swizzle(%a: !simt.ptr<i8, shared>, %c: f32) {
  // expected-error @+1 {{swizzle modes are 32, 64 or 128 bytes}}
  %d:4 = simt.wgmma bf16 n = 8, %a, %a, [%c, %c, %c, %c]
      {a_swizzle = 16, a_sbo = 1024, b_swizzle = 128, b_lbo = 16, b_sbo = 1024}
      : !simt.ptr<i8, shared>, !simt.ptr<i8, shared>
  return
}

// -----

func.func @wgmma_stride(%a: !simt.ptr<i8, shared>, %c: f32) {
  // expected-error @+1 {{strides are positive multiples of 16 bytes below 256 KiB, not 1000}}
  %d:4 = simt.wgmma bf16 n = 8, %a, %a, [%c, %c, %c, %c]
      {a_swizzle = 128, a_sbo = 1000, b_swizzle = 128, b_lbo = 16, b_sbo = 1024}
      : !simt.ptr<i8, shared>, !simt.ptr<i8, shared>
  return
}

// -----

func.func @wgmma_fp8_mn_major(%a: !simt.ptr<i8, shared>, %c: f32) {
  // expected-error @+1 {{reads fp8 B K-major only: fp8 wgmma has no transpose bit}}
  %d:4 = simt.wgmma f8E4M3FN n = 8, %a, %a, [%c, %c, %c, %c]
      {a_swizzle = 128, a_sbo = 1024, b_swizzle = 128, b_lbo = 8192, b_sbo = 1024, b_mn_major}
      : !simt.ptr<i8, shared>, !simt.ptr<i8, shared>
  return
}

// -----

func.func @wgmma_b_type(%a: !simt.ptr<i8, shared>, %c: f32) {
  // expected-error @+1 {{takes a b_type only for fp8 operands (e4m3 and e5m2 in any mix)}}
  %d:4 = simt.wgmma bf16 n = 8, %a, %a, [%c, %c, %c, %c]
      {a_swizzle = 128, a_sbo = 1024, b_swizzle = 128, b_lbo = 16, b_sbo = 1024, b_type = f8E5M2}
      : !simt.ptr<i8, shared>, !simt.ptr<i8, shared>
  return
}

// -----

func.func @wgmma_wait_negative() {
  // expected-error @+1 {{attribute 'pending' failed to satisfy constraint}}
  simt.wgmma_wait -1
  return
}

// -----

func.func @wgmma_tf32_mn_major(%a: !simt.ptr<i8, shared>, %c: f32) {
  // expected-error @+1 {{reads tf32 B K-major only: tf32 wgmma has no transpose bit}}
  %d:4 = simt.wgmma tf32 n = 8, %a, %a, [%c, %c, %c, %c]
      {a_swizzle = 128, a_sbo = 1024, b_swizzle = 128, b_lbo = 8192, b_sbo = 1024, b_mn_major}
      : !simt.ptr<i8, shared>, !simt.ptr<i8, shared>
  return
}
