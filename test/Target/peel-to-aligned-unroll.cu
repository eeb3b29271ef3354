// A loop unrolled by U whose constant trip count U does not divide, counting
// from off a multiple of U to a multiple of U, has its first `trips % U`
// iterations peeled (PeelToAlignedUnroll.cpp): the unrolled copies then read
// a[8k .. 8k+7] and the loads are 128-bit, as nvcc's LDS.128. Without the
// peel, the copies started at 1 + 8k and all 16 loads per round stayed
// scalar (realcode viterbi_hmm_decode_backtrack at 0.31x nvcc on the H200).
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: FileCheck %s < %t.ptx
// RUN: kilnc %s --arch=sm_90 --emit=llvm -o - | FileCheck %s --check-prefix=IR
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}

// The arg-max over a shared row: i = 1..63, unrolled by 8, 7 peeled.
// CHECK-LABEL: .entry _Z10argmax_rowPKfPiPf(
// CHECK-COUNT-2: ld.shared.v4.b32
// CHECK: $L__BB{{[0-9_]+}}:
// CHECK-COUNT-4: ld.shared.v4.b32
// CHECK: bra
__global__ void __launch_bounds__(64) argmax_row(const float *in, int *arg, float *best) {
  __shared__ __align__(16) float row[64][64];
  __shared__ __align__(16) float bias[64];
  int j = threadIdx.x;
  for (int i = 0; i < 64; ++i) row[j][i] = in[i * 64 + j];
  bias[j] = in[4096 + j];
  __syncthreads();
  float m = bias[0] + row[j][0];
  int a = 0;
#pragma unroll 8
  for (int i = 1; i < 64; ++i) {
    float v = bias[i] + row[j][i];
    if (v > m) { m = v; a = i; }
  }
  arg[j] = a;
  best[j] = m;
}

// From 1 to 63: the end is not a multiple of 8 either, so no peel aligns the
// copies; the loop is unrolled as LLVM does it (the remainder an exit in the
// middle of the last round), nothing peeled.
// IR-LABEL: define {{.*}} @_Z10argmax_rowPKfPiPf(
// IR-LABEL: define {{.*}} @_Z10sum_middlePKfPf(
// IR-NOT: llvm.loop.peeled.count
// IR: !{!"llvm.loop.peeled.count", i32 7}
// IR-NOT: llvm.loop.peeled.count
__global__ void __launch_bounds__(64) sum_middle(const float *in, float *out) {
  __shared__ __align__(16) float row[64][64];
  int j = threadIdx.x;
  for (int i = 0; i < 64; ++i) row[j][i] = in[i * 64 + j];
  __syncthreads();
  float s = 0.f;
#pragma unroll 8
  for (int i = 1; i < 63; ++i) s += row[j][i];
  out[j] = s;
}
