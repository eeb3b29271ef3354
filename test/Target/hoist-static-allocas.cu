// Locals of inlined device functions (an out-parameter array, a struct
// returned by value, a small array inside a loop) are promoted to registers:
// MLIR's inliner leaves their allocas mid-function and LLVM's SROA only
// promotes entry-block allocas, so kilnc moves them to the entry block first.
// (Black-Scholes from the real-style corpus kept 4 st.local; nvcc has none.)
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: FileCheck %s < %t.ptx
// RUN: kilnc %s --arch=sm_90 -O0 | FileCheck %s --check-prefix=O0

// CHECK-LABEL: .entry out_array(
// CHECK-NOT: .local
// CHECK-NOT: st.local
// CHECK-NOT: ld.local
// CHECK: ret;
// O0-LABEL: .entry out_array(
// O0: st.local
struct Pair {
  float a, b;
};
__device__ inline void fill(float (&r)[4], float x) {
  for (int i = 0; i < 4; ++i) r[i] = x * (i + 1);
}
__device__ inline Pair make_pair(float x, float y) { return Pair{x + y, x - y}; }

extern "C" __global__ void out_array(const float* __restrict__ in, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float r[4];
  fill(r, in[i]);
  Pair p = make_pair(r[0], r[3]);
  out[i] = p.a * p.b + r[1];
}

// CHECK-LABEL: .entry loop_local(
// CHECK-NOT: st.local
// CHECK-NOT: ld.local
// CHECK: ret;
__device__ inline float dot3(const float* a) {
  float v[3];
  for (int k = 0; k < 3; ++k) v[k] = a[k] * a[k];
  return v[0] + v[1] + v[2];
}
extern "C" __global__ void loop_local(const float* __restrict__ in, float* out, int n) {
  float acc = 0.f;
  for (int i = threadIdx.x; i < n; i += blockDim.x) acc += dot3(in + 3 * i);
  out[threadIdx.x] = acc;
}

// A local of an inlined helper that follows a libdevice call in the entry
// block: LLVM's inliner splits the entry block at exp() and the table's
// alloca left it, so SROA never saw it and its stores stayed in a frame
// (realcode boys_function_taylor_grid_eri_ssss: 48 bytes; nvcc none).
// CHECK-LABEL: .entry table_after_exp(
// CHECK-NOT: .local
// CHECK-NOT: st.local
// CHECK: ret;
__device__ __forceinline__ double series(double x) {
  constexpr double kInv[6] = {1.0, 1.0, 1.0 / 2, 1.0 / 6, 1.0 / 24, 1.0 / 120};
  double s = 0.0, p = 1.0;
#pragma unroll
  for (int k = 0; k < 6; ++k) {
    s += p * kInv[k];
    p *= x;
  }
  return s;
}
extern "C" __global__ void table_after_exp(const double* __restrict__ in, double* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  double e = exp(-in[i]);
  out[i] = e * series(in[i] * e);
}
