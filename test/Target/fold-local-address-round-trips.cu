// A range-for over a local array is counted, unrolled and kept in registers:
// its end address (a local-space GEP cast back to generic) is rebuilt on the
// generic alloca, the base the loop starts from, so ScalarEvolution knows the
// trip count. Before, a two-element cuda::std::array walked with
// `for (const auto &h : halves)` stayed in a 16-byte local frame (realcode
// limits_array_span_segments; nvcc's has none).
// RUN: kilnc %s --arch=sm_90 --emit=llvm | FileCheck %s --check-prefix=LLVM
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

#include <cuda/std/array>

struct MinMax {
  float lo = 1e30f, hi = -1e30f;
};

// LLVM-LABEL: define {{.*}} @range_for_local_array(
// LLVM-NOT: alloca
// LLVM-NOT: phi ptr
// CHECK-LABEL: .entry range_for_local_array(
// CHECK-NOT: __local_depot
// CHECK-NOT: bra
// CHECK: ret;
extern "C" __global__ void range_for_local_array(const float *v, float *out) {
  cuda::std::array<MinMax, 2> halves{};
  halves[0].lo = v[threadIdx.x];
  halves[1].hi = v[threadIdx.x + 1];
  float lo = 1e30f, hi = -1e30f;
  for (const auto &h : halves) {
    lo = fminf(lo, h.lo);
    hi = fmaxf(hi, h.hi);
  }
  out[threadIdx.x] = lo + hi;
}

// An element picked by a select in a counted loop of 64 trips: the loop is
// unrolled (UnrollSmallConstantLoops allows 128 trips when the loop
// addresses a local array) and the array lives in registers.
// LLVM-LABEL: define {{.*}} @select_in_counted_loop(
// LLVM-NOT: alloca
// CHECK-LABEL: .entry select_in_counted_loop(
// CHECK-NOT: __local_depot
// CHECK: ret;
extern "C" __global__ void select_in_counted_loop(const float *v, float *out) {
  float acc[4] = {0, 0, 0, 0};
  for (int i = 0; i < 64; ++i)
    acc[i < 32 ? 0 : 3] += v[threadIdx.x * 64 + i];
  out[threadIdx.x] = acc[0] * acc[3];
}
