// __builtin_memchr, which libstdc++'s char_traits<char>::find calls
// (std::string_view::find, in code built with --expt-relaxed-constexpr): the
// first of n bytes equal to the character, or null, found in a loop with two
// exits, as nvcc's PTX finds it. kilnc said "builtin '__builtin_memchr' is
// not supported by the Kiln frontend".
// RUN: kilnc %s --expt-relaxed-constexpr --emit=mlir | FileCheck %s --check-prefix=MLIR
// RUN: kilnc %s --expt-relaxed-constexpr --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 --expt-relaxed-constexpr %s -o /dev/null %}
#include <string_view>

// MLIR-LABEL: func.func private @_ZNSt11char_traitsIcE4findEPKcmRS1_(
// MLIR: cf.br ^[[HEAD:bb[0-9]+]](%{{.*}} : i64)
// MLIR: ^[[HEAD]](%[[I:[0-9]+]]: i64):
// MLIR: arith.cmpi uge, %[[I]]
// MLIR: cf.cond_br {{.*}}, ^[[DONE:bb[0-9]+]](%{{.*}} : !simt.ptr<i8, generic>), ^[[BODY:bb[0-9]+]]
// MLIR: ^[[BODY]]:
// MLIR: %[[AT:.*]] = simt.ptr_add inbounds %{{.*}}, %[[I]]
// MLIR: simt.load %[[AT]] {{.*}} -> i8
// MLIR: arith.cmpi eq
// MLIR: cf.cond_br {{.*}}, ^[[DONE]](%[[AT]] : !simt.ptr<i8, generic>), ^[[HEAD]](%{{.*}} : i64)
extern "C" __global__ void find_underscore(const char *names, int *out) {
  std::string_view name(names + 16 * threadIdx.x, 16);
  out[threadIdx.x] = (int)name.find('_');
}
