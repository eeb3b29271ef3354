// UnrollSmallConstantLoops weighs an outer loop with the inner loops that
// unrolling it would let it unroll next: an inner loop whose trip count
// depends on the outer counter (`for (i = n + 1; i < 80; ++i)`) has a
// constant trip count in every copy, and each copy that indexes a local array
// is unrolled in turn. realcode libor_market_model_swaption_philox's 40 x up
// to 79 nest became 1600 copies of the inner body (40213 PTX lines, 2078
// ex2.approx, 105 registers) where nvcc keeps it rolled (3178 lines, 7 ex2,
// 64 registers); weighed whole it stays rolled (1482 lines, 3 ex2, 34
// registers). A small triangular nest is still unrolled completely.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: FileCheck %s < %t.ptx
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}

// Rolled: the inner loop's exp (ex2.approx) appears a few times (runtime
// unrolling), not once per trip of the nest (2040 times before).
// CHECK-LABEL: .entry _Z10forward_40PKfPff(
// CHECK-COUNT-3: ex2.approx
// CHECK-NOT: ex2.approx
// CHECK: ret;
__constant__ float c_lambda[80], c_L0[80];
__global__ void forward_40(const float *zin, float *out, float delta) {
  float z[40];
  for (int n = 0; n < 40; ++n)
    z[n] = zin[threadIdx.x * 40 + n];
  float L[80];
  for (int i = 0; i < 80; ++i)
    L[i] = c_L0[i];
  for (int n = 0; n < 40; n++) {
    const float sqez = sqrtf(delta) * z[n];
    float v = 0.0f;
    for (int i = n + 1; i < 80; i++) {
      const float lam = c_lambda[i - n - 1];
      const float con1 = delta * lam;
      v += con1 * L[i] / (1.0f + delta * L[i]);
      L[i] = L[i] * expf(con1 * v + lam * (sqez - 0.5f * con1));
    }
  }
  out[threadIdx.x] = L[79] + L[40];
}

// Unrolled: 8 x up to 7 trips, z and L registers, no local frame.
// CHECK-LABEL: .entry _Z9forward_8PKfPff(
// CHECK-NOT: __local_depot
// CHECK-COUNT-23: ex2.approx
// CHECK-NOT: ex2.approx
// CHECK: ret;
__constant__ float c_lambda8[8], c_L08[8];
__global__ void forward_8(const float *zin, float *out, float delta) {
  float z[8];
  for (int n = 0; n < 8; ++n)
    z[n] = zin[threadIdx.x * 8 + n];
  float L[8];
  for (int i = 0; i < 8; ++i)
    L[i] = c_L08[i];
  for (int n = 0; n < 8; n++) {
    const float sqez = sqrtf(delta) * z[n];
    float v = 0.0f;
    for (int i = n + 1; i < 8; i++) {
      const float lam = c_lambda8[i - n - 1];
      const float con1 = delta * lam;
      v += con1 * L[i] / (1.0f + delta * L[i]);
      L[i] = L[i] * expf(con1 * v + lam * (sqez - 0.5f * con1));
    }
  }
  out[threadIdx.x] = L[7] + L[4];
}
