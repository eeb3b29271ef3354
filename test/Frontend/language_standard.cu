// A .cu file is C++17, nvcc's default dialect (nvcc -E says __cplusplus is 201703L);
// -std=c++20 (or gnu++20) asks for C++20, and Kiln's .cpp kernels are C++20.
// In C++20, <cmath> puts std::lerp in the global namespace, where helper_math.h-style
// code defines its own lerp, and a struct with a defaulted constructor is no longer
// an aggregate: both are valid C++17 that nvcc compiles.
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: %if ptxas %{ kilnc %s --arch=sm_90 -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
// RUN: not kilnc %s -std=c++20 --emit=mlir 2>&1 | FileCheck %s --check-prefix=CXX20
// RUN: kilnc %s -std=c++11 --emit=mlir 2>&1 | FileCheck %s --check-prefix=OLDSTD
// RUN: kilnc %s -std=gnu++17 --emit=mlir | FileCheck %s
// CXX20: error: static assertion failed due to requirement '202002L == 201703L': nvcc's dialect
// CXX20: language_standard.cu:[[#@LINE+7]]:{{[0-9]+}}: error: declaration conflicts with target of using declaration already in scope
// CXX20: note: target of using declaration
// OLDSTD: kilnc: warning: -std=c++11: parsed as C++17 (Kiln's headers need it; code valid in the older dialect means the same)
#include <cmath>

static_assert(__cplusplus == 201703L, "nvcc's dialect");

inline __host__ __device__ float lerp(float a, float b, float t) { return a + t * (b - a); }

struct Pair {
  Pair() = default;
  float lo, hi;
};

// CHECK-LABEL: func.func @_Z5blendPKfPfi(
// CHECK: arith.subf
__global__ void blend(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Pair p{in[i], in[i + 1]};
  if (i + 1 < n)
    out[i] = lerp(p.lo, p.hi, 0.25f);
}
