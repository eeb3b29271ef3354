// RUN: kiln-opt %s -split-input-file -verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @mma
// CHECK: simt.mma_sync bf16[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}], [%{{.*}}, %{{.*}}], [%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}]
// CHECK: simt.mma_sync f16
func.func @mma(%a: i32, %c: f32) -> f32 {
  %d:4 = simt.mma_sync bf16 [%a, %a, %a, %a], [%a, %a], [%c, %c, %c, %c]
  %e:4 = simt.mma_sync f16 [%a, %a, %a, %a], [%a, %a], [%d#0, %d#1, %d#2, %d#3]
  return %e#0 : f32
}

// -----

func.func @mma_type(%a: i32, %c: f32) {
  // expected-error @+1 {{m16n8k16 takes f16 or bf16 inputs}}
  %d:4 = simt.mma_sync f32 [%a, %a, %a, %a], [%a, %a], [%c, %c, %c, %c]
  return
}

// -----

func.func @mma_count(%a: i32, %c: f32) {
  // expected-error @+1 {{takes 4 a, 2 b and 4 c registers}}
  %d:4 = simt.mma_sync f16 [%a, %a], [%a, %a], [%c, %c, %c, %c]
  return
}
