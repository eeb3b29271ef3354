// __builtin_memcmp, which libstdc++'s char_traits<char>::compare calls
// (std::string_view ==, compare, in code built with --expt-relaxed-constexpr):
// the difference of the first differing bytes read as unsigned char, or 0
// after n equal ones, compared in a loop as nvcc's PTX compares them. kilnc
// said "builtin '__builtin_memcmp' is not supported by the Kiln frontend".
// RUN: kilnc %s --expt-relaxed-constexpr --emit=mlir | FileCheck %s --check-prefix=MLIR
// RUN: kilnc %s --expt-relaxed-constexpr --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 --expt-relaxed-constexpr %s -o /dev/null %}
#include <string_view>

// MLIR-LABEL: func.func private @_ZNSt11char_traitsIcE7compareEPKcS2_m(
// MLIR: cf.br ^[[HEAD:bb[0-9]+]](%{{.*}} : i64)
// MLIR: ^[[HEAD]](%[[I:[0-9]+]]: i64):
// MLIR: arith.cmpi uge, %[[I]]
// MLIR: cf.cond_br {{.*}}, ^[[DONE:bb[0-9]+]](%{{.*}} : i32), ^[[BODY:bb[0-9]+]]
// MLIR: ^[[BODY]]:
// MLIR: %[[A:.*]] = simt.load {{.*}} -> i8
// MLIR: %[[B:.*]] = simt.load {{.*}} -> i8
// MLIR: %[[A32:.*]] = arith.extui %[[A]] : i8 to i32
// MLIR: %[[B32:.*]] = arith.extui %[[B]] : i8 to i32
// MLIR: %[[D:.*]] = arith.subi %[[A32]], %[[B32]] : i32
// MLIR: arith.cmpi ne, %[[A]], %[[B]] : i8
// MLIR: cf.cond_br {{.*}}, ^[[DONE]](%[[D]] : i32), ^[[HEAD]](%{{.*}} : i64)
extern "C" __global__ void compare_names(const char *names, int *out) {
  std::string_view name(names + 16 * threadIdx.x, 8);
  out[threadIdx.x] = (name == std::string_view("kiln_abc", 8)) + 2 * name.compare(std::string_view("zzz", 3));
}
