// RUN: kiln-opt %s -split-input-file -verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @mma
// CHECK: simt.mma_sync bf16[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}], [%{{.*}}, %{{.*}}], [%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}]
// CHECK: simt.mma_sync f16
// CHECK: simt.mma_sync tf32
// CHECK: simt.mma_sync f8E4M3FN
// CHECK-NOT: b_type
// CHECK: simt.mma_sync f8E4M3FN{{.*}} {b_type = f8E5M2}
func.func @mma(%a: i32, %c: f32) -> f32 {
  %d:4 = simt.mma_sync bf16 [%a, %a, %a, %a], [%a, %a], [%c, %c, %c, %c]
  %e:4 = simt.mma_sync f16 [%a, %a, %a, %a], [%a, %a], [%d#0, %d#1, %d#2, %d#3]
  %f:4 = simt.mma_sync tf32 [%a, %a, %a, %a], [%a, %a], [%e#0, %e#1, %e#2, %e#3]
  %g:4 = simt.mma_sync f8E4M3FN [%a, %a, %a, %a], [%a, %a], [%f#0, %f#1, %f#2, %f#3]
  %h:4 = simt.mma_sync f8E4M3FN [%a, %a, %a, %a], [%a, %a], [%g#0, %g#1, %g#2, %g#3] {b_type = f8E5M2}
  return %h#0 : f32
}

// -----

func.func @mma_type(%a: i32, %c: f32) {
  // expected-error @+1 {{takes f16 or bf16 (m16n8k16), tf32 (m16n8k8) or fp8 (m16n8k32) inputs, not 'f32'}}
  %d:4 = simt.mma_sync f32 [%a, %a, %a, %a], [%a, %a], [%c, %c, %c, %c]
  return
}

// -----

func.func @mma_b_type(%a: i32, %c: f32) {
  // expected-error @+1 {{b_type mixes fp8 formats only (e4m3 with e5m2), not 'f16' with 'f8E5M2'}}
  %d:4 = simt.mma_sync f16 [%a, %a, %a, %a], [%a, %a], [%c, %c, %c, %c] {b_type = f8E5M2}
  return
}

// -----

func.func @mma_count_fp8(%a: i32, %c: f32) {
  // expected-error @+1 {{m16n8k32 takes 4 a, 2 b and 4 c registers}}
  %d:4 = simt.mma_sync f8E5M2 [%a, %a, %a, %a], [%a], [%c, %c, %c, %c]
  return
}

// -----

func.func @mma_count_tf32(%a: i32, %c: f32) {
  // expected-error @+1 {{m16n8k8 takes 4 a, 2 b and 4 c registers}}
  %d:4 = simt.mma_sync tf32 [%a, %a, %a], [%a, %a], [%c, %c, %c, %c]
  return
}

// -----

func.func @mma_count(%a: i32, %c: f32) {
  // expected-error @+1 {{takes 4 a, 2 b and 4 c registers}}
  %d:4 = simt.mma_sync f16 [%a, %a], [%a, %a], [%c, %c, %c, %c]
  return
}

// -----

// CHECK-LABEL: func.func @ldmatrix_and_cp_async
// CHECK: simt.ldmatrix %{{.*}} {num = 4 : i32} : !simt.ptr<i32, shared> -> i32, i32, i32, i32
// CHECK: simt.ldmatrix trans %{{.*}} {num = 2 : i32} : !simt.ptr<i32, shared> -> i32, i32
// CHECK: simt.cp_async %{{.*}}, %{{.*}}, %{{.*}} : !simt.ptr<i8, shared>, !simt.ptr<i8, global>
// CHECK: simt.cp_async_commit
// CHECK: simt.cp_async_wait 2
func.func @ldmatrix_and_cp_async(%s: !simt.ptr<i32, shared>, %d: !simt.ptr<i8, shared>,
                                 %g: !simt.ptr<i8, global>, %n: i32) -> i32 {
  %r:4 = simt.ldmatrix %s {num = 4 : i32} : !simt.ptr<i32, shared> -> i32, i32, i32, i32
  %t:2 = simt.ldmatrix trans %s {num = 2 : i32} : !simt.ptr<i32, shared> -> i32, i32
  simt.cp_async %d, %g, %n : !simt.ptr<i8, shared>, !simt.ptr<i8, global>
  simt.cp_async_commit
  simt.cp_async_wait 2
  return %t#1 : i32
}

// -----

func.func @ldmatrix_num(%s: !simt.ptr<i32, shared>) {
  // expected-error @+1 {{loads 1, 2 or 4 matrices, not 3}}
  %r:3 = simt.ldmatrix %s {num = 3 : i32} : !simt.ptr<i32, shared> -> i32, i32, i32
  return
}

// -----

func.func @ldmatrix_results(%s: !simt.ptr<i32, shared>) {
  // expected-error @+1 {{with num = 4 has 4 results, not 2}}
  %r:2 = simt.ldmatrix %s {num = 4 : i32} : !simt.ptr<i32, shared> -> i32, i32
  return
}

// -----

func.func @ldmatrix_space(%s: !simt.ptr<i32, global>) {
  // expected-error @+1 {{reads shared memory}}
  %r = simt.ldmatrix %s {num = 1 : i32} : !simt.ptr<i32, global> -> i32
  return
}

// -----

func.func @cp_async_dst(%d: !simt.ptr<i8, global>, %g: !simt.ptr<i8, global>, %n: i32) {
  // expected-error @+1 {{the destination must be in the shared space}}
  simt.cp_async %d, %g, %n : !simt.ptr<i8, global>, !simt.ptr<i8, global>
  return
}

// -----

func.func @cp_async_src(%d: !simt.ptr<i8, shared>, %g: !simt.ptr<i8, shared>, %n: i32) {
  // expected-error @+1 {{the source must be a global or generic pointer}}
  simt.cp_async %d, %g, %n : !simt.ptr<i8, shared>, !simt.ptr<i8, shared>
  return
}

// -----

func.func @cp_async_wait_negative() {
  // expected-error @+1 {{attribute 'pending' failed to satisfy constraint}}
  simt.cp_async_wait -1
  return
}
