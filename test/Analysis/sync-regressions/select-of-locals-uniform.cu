// RUN: kilnc %s --expt-relaxed-constexpr --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty --implicit-check-not=warning --implicit-check-not=error
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: kilnc %s --expt-relaxed-constexpr --arch=sm_90 --emit=simt -o - 2>/dev/null | FileCheck %s --check-prefix=SIMT
// Found by fuzz/generate.py (seed 700534573, 2026-12-06): a glvalue
// conditional of two locals, and std::min / std::max of locals (which return
// a reference), read through a select of the two addresses. mem2reg could
// not promote a local whose address a select took, so the loop counter
// stayed a per-thread load and its loop "lane-dependent": the warp
// collectives in the loop were warnings. The accesses now split over the
// two locals (simt.load's canonicalization) and both are promoted. std::min
// and std::max in device code need --expt-relaxed-constexpr, as for nvcc.
#include <algorithm>

__device__ float g_acc[8];

// SIMT-LABEL: func.func @counter_through_min
// SIMT-NOT: simt.alloca
extern "C" __global__ void __launch_bounds__(128) counter_through_min(float *out, int n) {
  float acc = 0.f;
  for (int i = 0; i < 4; ++i) {
    acc += std::min(i, n) + std::max(n, i);
    acc += __shfl_xor_sync(0xffffffffu, acc, 1);
  }
  out[threadIdx.x] = acc;
}

// SIMT-LABEL: func.func @counter_through_conditional
// SIMT-NOT: simt.alloca
extern "C" __global__ void __launch_bounds__(128) counter_through_conditional(int n) {
  for (int i5 = 0; i5 < 2; ++i5) {
    for (int i11 = 0; i11 < n % 9; ++i11)
      atomicAdd(&g_acc[threadIdx.x % 8], (n ? i11 : i5) > 0 ? 1.0f : 2.0f);
    unsigned total = __reduce_add_sync(0xffffffffu, 1u);
    if (threadIdx.x == 0) g_acc[0] += total;
  }
}

// Writing through the conditional keeps both locals in registers too.
// SIMT-LABEL: func.func @store_through_conditional
// SIMT-NOT: simt.alloca
extern "C" __global__ void __launch_bounds__(128) store_through_conditional(int *out, int n) {
  int lo = 0, hi = 0;
  for (int i = 0; i < 8; ++i) {
    (n & i ? lo : hi) += i;
    out[threadIdx.x] = __shfl_sync(0xffffffffu, lo - hi, 0);
  }
}

// fuzz/generate.py, seed 534175162: a glvalue conditional of a kernel
// argument and a global element (`n ? n : in[t]`), read. Its address was a
// phi of the argument's local copy and the global address, so the copy was
// never promoted and the later loop bounded by `n % 9` "lane-dependent". The
// frontend now reads the arm that is taken instead.
// SIMT-LABEL: func.func @argument_or_element
// SIMT-NOT: simt.alloca
extern "C" __global__ void argument_or_element(const int *in, unsigned *out, int n) {
  for (int i = 0; i < 2; ++i)
    atomicMax(&out[threadIdx.x % 8], (unsigned)(n ? n : in[threadIdx.x]));
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < n % 9; ++j)
      out[0] = __ballot_sync(0xffffffffu, 1);
}
