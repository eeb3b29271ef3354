// __builtin_strlen, which libstdc++'s char_traits<char>::length calls (the
// std::string_view constructor from a C string, in code built with
// --expt-relaxed-constexpr): the string arrives as length()'s parameter, so
// it is counted in a byte loop, as nvcc's PTX counts it. kilnc said
// "builtin '__builtin_strlen' is not supported by the Kiln frontend".
// RUN: kilnc %s --expt-relaxed-constexpr --emit=mlir | FileCheck %s --check-prefix=MLIR
// RUN: kilnc %s --expt-relaxed-constexpr --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 --expt-relaxed-constexpr %s -o /dev/null %}
#include <string_view>

// The loop: a byte load at str + n, a compare with 0, n + 1 on the back edge.
// MLIR-LABEL: func.func private @_ZNSt11char_traitsIcE6lengthEPKc(
// MLIR: cf.br ^[[HEAD:bb[0-9]+]](%{{.*}} : i64)
// MLIR: ^[[HEAD]](%[[N:[0-9]+]]: i64):
// MLIR: simt.ptr_add
// MLIR: simt.load {{.*}} -> i8
// MLIR: arith.cmpi eq
// MLIR: cf.cond_br {{.*}}, ^{{bb[0-9]+}}(%[[N]] : i64), ^[[HEAD]](%{{.*}} : i64)

// PTX-LABEL: .entry views(
// PTX: ld.global.b8
// PTX: setp.{{eq|ne}}.{{b|s|u}}16
extern "C" __global__ void views(const char *names, int *out) {
  std::string_view lit("kiln");
  std::string_view name(names + 16 * threadIdx.x);
  out[threadIdx.x] = (int)(lit.size() + name.size());
}
