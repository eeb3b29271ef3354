// The C and C++ standard headers CUDA kernels include, from the host's glibc and
// libstdc++ as nvcc reads them, or from Kiln's freestanding stand-ins
// (--std-headers=kiln): both give device code the same names and values.
// The file uses std::swap in device code, which is constexpr (so __host__ __device__) only in
// C++20: it is compiled as C++20, by kilnc and nvcc (a .cu file is C++17 by default, for both).
// RUN: kilnc %s --expt-relaxed-constexpr -std=c++20 --emit=mlir | FileCheck %s
// RUN: kilnc %s --expt-relaxed-constexpr -std=c++20 --emit=mlir --std-headers=kiln | FileCheck %s
// RUN: %if ptxas %{ kilnc %s --expt-relaxed-constexpr -std=c++20 --arch=sm_90 -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: not kilnc %s --expt-relaxed-constexpr --emit=mlir 2>&1 | FileCheck %s --check-prefix=CXX17
// CXX17: std_headers.cu:[[#@LINE+68]]:{{[0-9]+}}: error: no matching function for call to 'swap'
// nvcc agrees in C++20 with --expt-relaxed-constexpr, which kilnc needs as nvcc does
// (constexpr functions without __device__ in device code).
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 -std=c++20 --expt-relaxed-constexpr %s -o /dev/null %}
#include <stdio.h>
#include <cstdio>
#include <assert.h>
#include <cassert>
#include <math.h>
#include <cmath>
#include <float.h>
#include <cfloat>
#include <limits.h>
#include <climits>
#include <stdint.h>
#include <cstdint>
#include <stdlib.h>
#include <cstdlib>
#include <string.h>
#include <cstring>
#include <cstddef>
#include <limits>
#include <type_traits>
#include <utility>
#include <algorithm>
#include <cuda_runtime.h>
#include <cuda_runtime_api.h>
#include <device_launch_parameters.h>
#include <math_constants.h>
#include <vector_types.h>
#include <vector_functions.h>

template <class T> __device__ T clamp_to_range(T v) {
  static_assert(std::is_arithmetic_v<T>, "numbers only");
  return std::min(std::max(v, std::numeric_limits<T>::lowest()), std::numeric_limits<T>::max());
}

// CHECK-LABEL: func.func @limits(
// std::numeric_limits<float>::infinity(), max(), lowest(), FLT_MAX, INFINITY fold to constants.
// CHECK-DAG: arith.constant 0x7F800000 : f32
// CHECK-DAG: arith.constant 3.40282347E+38 : f32
// CHECK-DAG: arith.constant -3.40282347E+38 : f32
// CHECK-DAG: arith.constant 2147483647 : i32
// CHECK-DAG: arith.constant 4294967295 : i64
// CHECK: return
extern "C" __global__ void limits(float *out, int *iout, uint64_t *u) {
  out[0] = std::numeric_limits<float>::infinity();
  out[1] = std::numeric_limits<float>::max();
  out[2] = std::numeric_limits<float>::lowest();
  out[3] = FLT_MAX + DBL_EPSILON;
  out[4] = INFINITY;
  out[5] = CUDART_INF_F;
  out[6] = clamp_to_range(out[7]);
  iout[0] = INT_MAX;
  iout[1] = std::numeric_limits<int32_t>::max();
  u[0] = UINT32_MAX;
  u[1] = (uint64_t)SIZE_MAX;
}

// std::min/max/swap are constexpr, so __host__ __device__; std::sqrt(float) is
// libstdc++'s __builtin_sqrtf; memcpy is the device's.
// CHECK-LABEL: func.func @algorithms(
// CHECK: math.sqrt
// CHECK: simt.memcpy
// CHECK: return
extern "C" __global__ void algorithms(float *a, int n) {
  int i = threadIdx.x;
  float x = a[i], y = a[i + 1];
  if (x > y) std::swap(x, y);
  a[i] = std::min(x, y) + std::max(x, y) + std::sqrt(std::fabs(x)) + (float)std::abs(i - n);
  float2 v = make_float2(x, y);
  memcpy(a + 2 * n, &v, sizeof v);
  if (std::is_same_v<decltype(v.x), float> && NULL == nullptr) a[0] = M_PI;
}
