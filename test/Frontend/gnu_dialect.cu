// nvcc preprocesses a .cu file with its host GCC and no -std, so in GCC's
// default gnu++17: __STRICT_ANSI__ is not defined and libstdc++'s traits count
// __int128 as an integral type (std::make_unsigned, std::numeric_limits work
// on it), and EDG's GNU mode reads `typeof` as __typeof__ (also under
// -std=c++17). An explicit -std=c++17 reaches GCC too: strict ISO, where
// __int128 is not integral.
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: %if ptxas %{ kilnc %s --arch=sm_90 -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
// RUN: not kilnc %s -std=c++17 --emit=mlir 2>&1 | FileCheck %s --check-prefix=STRICT
// RUN: kilnc %s -std=gnu++17 --emit=mlir | FileCheck %s
// STRICT: gnu_dialect.cu:[[#@LINE+5]]:15: error: static assertion failed{{.*}}GNU dialect
#include <limits>
#include <type_traits>

static_assert(__cplusplus == 201703L, "C++17");
static_assert(std::is_integral<__int128>::value, "GNU dialect");

template <class T> __device__ T wide_high(T a, T b) {
  using U = typename std::make_unsigned<T>::type;
  constexpr int bits = std::numeric_limits<U>::digits;
  return static_cast<T>((static_cast<U>(a) * static_cast<U>(b)) >> (bits / 2));
}

// CHECK-LABEL: func.func @_Z4highPKnPn(
// CHECK: arith.muli %{{.*}} : i128
// CHECK: arith.shrui %{{.*}} : i128
__global__ void high(const __int128 *in, __int128 *out) {
  int i = threadIdx.x;
  typeof(in[0]) a = in[i];
  out[i] = wide_high(a, in[i + 1]);
}
