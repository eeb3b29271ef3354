// cuRAND's MRG32k3a in Kiln's <curand_kernel.h> (refused before): curand_init, curand,
// curand_uniform(_double), curand_normal(2)(_double), curand_log_normal and the three
// skip-aheads compile to plain device code; the six skip-ahead tables (cuRAND's matrices,
// scripts/gen-mrg32k3a-tables.py) are read-only global data, and nothing goes through local
// memory (nvcc's build of the toolkit's header keeps a 72-byte frame for the matrix products).
// The integer streams are cuRAND's bit for bit (test/Headers/curand_sequences.test).
// RUN: kilnc %s --emit=mlir -o - | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx && FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
#include <curand_kernel.h>
#include <curand_mrg32k3a.h> // the toolkit's matrices; refused by kilnc before

// CHECK-DAG: simt.global global @__kiln_mrg32k3a_offset1 : !llvm.array<576 x i32> = dense<
// CHECK-DAG: simt.global global @__kiln_mrg32k3a_subsequence2 : !llvm.array<504 x i32> = dense<
// CHECK-DAG: simt.global global @__kiln_mrg32k3a_sequence1 : !llvm.array<576 x i32> = dense<
// PTX-DAG: .global .align 4 .b8 __kiln_mrg32k3a_subsequence1[2016]
// PTX-DAG: .global .align 4 .b8 __kiln_mrg32k3a_offset2[2304]

// PTX-LABEL: .entry _Z5drawsP19curandStateMRG32k3aPdPj(
// PTX-NOT: .local
// PTX: ld.global.nc
// PTX: ret;
__global__ void draws(curandStateMRG32k3a_t *states, double *out, unsigned *bits) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  curandStateMRG32k3a_t s;
  curand_init(1234ull, id, 17, &s);
  skipahead(1000, &s);
  skipahead_sequence(1, &s);
  skipahead_subsequence(2, &s);
  bits[id] = curand(&s);
  float2 n2 = curand_normal2(&s);
  out[4 * id] = curand_uniform(&s) + curand_normal(&s) + n2.x;
  out[4 * id + 1] = curand_uniform_double(&s) + curand_normal_double(&s);
  double2 d2 = curand_normal2_double(&s);
  out[4 * id + 2] = d2.x + d2.y;
  out[4 * id + 3] = curand_log_normal(&s, 0.0f, 0.5f) + curand_log_normal_double(&s, 0.0, 0.5);
  states[id] = s;
}
