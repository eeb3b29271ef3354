// Device code may call a constexpr function that is not __device__ (the
// file's own, std::max, std::numeric_limits<T>::max(), std::array's
// operator[]) only with --expt-relaxed-constexpr, as nvcc 13 has it. kilnc
// compiles such calls as nvcc does with the flag (real projects build with it
// and users call kilnc on their files without it) and warns with nvcc's words,
// so the file's portability to nvcc's defaults is visible; the flag silences
// the warning. Constant-evaluated calls (a constexpr local,
// a template argument, a static_assert) are nvcc's error too. std::move,
// std::forward, std::initializer_list's members, __device__ constexpr
// functions and lambdas stay allowed; from a __host__ __device__ function
// the call is nvcc's warning (#20013-D). The flag is taken with one dash or
// two, as nvcc takes it.
// RUN: kilnc %s --arch=sm_90 -o %t.lenient.ptx 2>&1 | FileCheck %s
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.lenient.ptx -o /dev/null %}
// RUN: kilnc %s --arch=sm_90 --expt-relaxed-constexpr -o %t.ptx 2>&1 | FileCheck %s --check-prefix=RELAXED --allow-empty
// RUN: kilnc %s --arch=sm_90 -expt-relaxed-constexpr -o %t1.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ not %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 --expt-relaxed-constexpr %s -o /dev/null %}
// RELAXED-NOT: constexpr
#include <algorithm>
#include <array>
#include <initializer_list>
#include <limits>
#include <utility>

constexpr int sq(int x) { return x * x; }
__device__ constexpr int cube(int x) { return x * x * x; }
template <int N> __device__ int value() { return N; }

// CHECK: nvcc_relaxed_constexpr.cu:[[# @LINE + 2]]:{{[0-9]+}}: warning: calling a constexpr __host__ function("sq") from a __host__ __device__ function("hd_square") is not allowed
// CHECK-SAME: '--expt-relaxed-constexpr'
__host__ __device__ int hd_square(int x) { return sq(x); }

__global__ void user_constexpr(int *o) {
  // CHECK: nvcc_relaxed_constexpr.cu:[[# @LINE + 1]]:{{[0-9]+}}: warning: calling a constexpr __host__ function("sq") from a __global__ function("user_constexpr") is not allowed. The experimental flag '--expt-relaxed-constexpr' can be used to allow this (kilnc compiles it as nvcc does with the flag)
  o[threadIdx.x] = sq(threadIdx.x) + cube(2) + hd_square(3);
}

__device__ int library_constexpr(const int *v) {
  // CHECK: nvcc_relaxed_constexpr.cu:[[# @LINE + 1]]:{{[0-9]+}}: warning: calling a constexpr __host__ function("max") from a __device__ function("library_constexpr")
  int m = std::max(v[0], v[1]);
  // CHECK: nvcc_relaxed_constexpr.cu:[[# @LINE + 1]]:{{[0-9]+}}: warning: calling a constexpr __host__ function("max") from a __device__ function("library_constexpr")
  int big = std::numeric_limits<int>::max();
  std::array<int, 4> a{1, 2, 3, 4};
  // CHECK: nvcc_relaxed_constexpr.cu:[[# @LINE + 1]]:{{[0-9]+}}: warning: calling a constexpr __host__ function("operator[]") from a __device__ function("library_constexpr")
  return m + big + a[v[2] & 3];
}

__global__ void constant_contexts(int *o) {
  // CHECK: nvcc_relaxed_constexpr.cu:[[# @LINE + 1]]:{{[0-9]+}}: warning: calling a constexpr __host__ function("sq") from a __global__ function("constant_contexts")
  constexpr int n = sq(4);
  // CHECK: nvcc_relaxed_constexpr.cu:[[# @LINE + 1]]:{{[0-9]+}}: warning: calling a constexpr __host__ function("sq") from a __global__ function("constant_contexts")
  o[0] = n + value<sq(3)>() + library_constexpr(o);
}

// Allowed without the flag, as nvcc allows them.
// CHECK-NOT: allowed_anyway
__global__ void allowed_anyway(int *o) {
  int a = o[0], b = o[1];
  a = std::move(b) + std::forward<int &>(a);
  auto twice = [](int x) constexpr { return 2 * x; };
  o[0] = a + twice(b) + (int)std::initializer_list<int>{1, 2, 3}.size() + cube(a) + (int)sizeof(sq(2));
}
