// A loop whose trip count is known only at run time but is at most 15, and
// that indexes a local array by its counter, is unrolled to that bound with
// an exit test per copy (UnrollBoundedLocalLoops.cpp), as nvcc does: each copy
// addresses `tmp` at a constant and SROA keeps it in registers. Unrolled by 4
// with remainder loops, both arrays stayed in a 288-byte frame (realcode
// levinson_durbin_lpc_frames; nvcc's frame holds `a` alone).
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: FileCheck %s < %t.ptx
// RUN: kilnc %s --arch=sm_90 --emit=llvm -o - | FileCheck %s --check-prefix=IR
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}

// `a[i - j]` keeps `a` (17 doubles, 136 bytes, rounded up to 144) in memory;
// `tmp` is gone.
// CHECK-LABEL: .entry _Z8levinsonPKdPdS1_(
// CHECK: .local .align {{[0-9]+}} .b8 __local_depot0[144];
// IR-LABEL: define {{.*}} @_Z8levinsonPKdPdS1_(
// IR: alloca [17 x double]
// IR-NOT: alloca
// IR: ret void
__global__ void levinson(const double *r, double *out, double *err) {
  double a[17], tmp[17];
  const double *rr = r + blockIdx.x * 17;
  a[0] = 1.0;
  for (int i = 1; i <= 16; ++i) a[i] = 0.0;
  double e = rr[0];
  for (int i = 1; i <= 16; ++i) {
    double acc = rr[i];
    for (int j = 1; j < i; ++j) acc += a[j] * rr[i - j];
    const double k = -acc / e;
    for (int j = 1; j < i; ++j) tmp[j] = a[j] + k * a[i - j];
    for (int j = 1; j < i; ++j) a[j] = tmp[j];
    a[i] = k;
    e *= 1.0 - k * k;
  }
  for (int i = 0; i < 16; ++i) out[blockIdx.x * 16 + i] = a[i + 1];
  err[blockIdx.x] = e;
}
