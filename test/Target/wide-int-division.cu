// 128-bit divisions are long divisions by 32-bit digits on 64-bit divides
// (WideIntDivision), not LLVM's ExpandLargeDivRem loop of one quotient bit
// per trip (~118 trips of ~25 instructions for realcode
// decimal128_fixed_point_cudf_style's 121-bit product over 10^k: 0.20x nvcc).
// A divisor known to fit a word (a sign-extended long long) takes only the
// word-divisor path: one divide for the quotient's high word, two for the
// digits of its low word. Any divisor adds the wide-divisor path's two.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: FileCheck %s < %t.ptx
// RUN: kilnc %s --arch=sm_90 -O0 -o %t.O0.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.O0.ptx -o /dev/null %}
// RUN: kilnc %s --arch=sm_90 --emit=llvm | FileCheck %s --check-prefix=LLVM

// CHECK-LABEL: .entry rescale(
// CHECK-COUNT-3: div.u64
// CHECK-NOT: div.u64
// CHECK: ret;
// LLVM-LABEL: define {{.*}} @rescale(
// LLVM-NOT: {{(div|rem) i128}}
// LLVM-COUNT-3: udiv i64
// LLVM-NOT: {{(div|rem) i128}}
// LLVM: ret void
extern "C" __global__ void rescale(__int128 *v, long long scale) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  v[i] = v[i] / scale;
}

// The remainder of the same operands is n - q * d (DivRemPairs): one expansion.
// CHECK-LABEL: .entry quotient_and_remainder(
// CHECK-COUNT-5: div.u64
// CHECK-NOT: div.u64
// CHECK: ret;
// LLVM-LABEL: define {{.*}} @quotient_and_remainder(
// LLVM-NOT: {{(div|rem) i128}}
// LLVM-COUNT-5: udiv i64
// LLVM-NOT: {{(div|rem) i128}}
// LLVM: ret void
extern "C" __global__ void quotient_and_remainder(unsigned __int128 *__restrict__ q,
                                                  unsigned __int128 *__restrict__ r,
                                                  const unsigned __int128 *__restrict__ d) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned __int128 n = q[i];
  q[i] = n / d[i];
  r[i] = n % d[i];
}
