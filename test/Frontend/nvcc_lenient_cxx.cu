// Two C++ rules Clang enforces as errors where nvcc does not, both common in
// real CUDA code: narrowing conversions in braced initialisers (`dim3 g =
// {n / 256, 1, 1}`, `float2 p = {d, d}` from doubles, `int4 v = {f, ...}`)
// are nvcc's warning #2361-D, so kilnc warns and converts as an implicit
// conversion would; the `register` storage class (removed in C++17, still in
// Rodinia/Parboil-era kernels) nvcc accepts silently. A narrowing braced
// initialiser is still a substitution failure where the standard library's
// traits test for it (SFINAE), as the standard and nvcc have it.
// RUN: kilnc %s --arch=sm_90 --emit=mlir 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=WARN < %t.err
// RUN: kilnc %s --arch=sm_90 --emit=mlir 2>/dev/null | FileCheck %s --check-prefix=STR
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

// WARN: nvcc_lenient_cxx.cu:27:13: warning: type 'float' cannot be narrowed to 'int' in initializer list [-Wc++11-narrowing]
// WARN: nvcc_lenient_cxx.cu:28:13: warning: non-constant-expression cannot be narrowed from type 'int' to 'unsigned int'
// WARN: nvcc_lenient_cxx.cu:29:15: warning: non-constant-expression cannot be narrowed from type 'double' to 'float'
// WARN-NOT: register
// CHECK-LABEL: func.func @lenient(
// CHECK: arith.fptosi %{{.*}} : f32 to i32
// CHECK: arith.truncf %{{.*}} : f64 to f32
// The SFINAE probe picks the non-narrowing overload: 7 = 1 (int{int}) + 2 (no float{double}... = 2) + 4.
// CHECK: arith.constant 7 : i32
extern "C" __global__ void lenient(float *x, int *out, int n, double d) {
  register float acc = 0.f;
  register int i;
  int4 v = {x[0], 2, 3, 4};
  dim3 g = {n / 256, 1, 1};
  float2 p = {d, d};
  for (i = threadIdx.x; i < n; i += blockDim.x)
    acc += x[i];
  x[threadIdx.x] = acc + v.x + g.x + p.x;
}

template <class To, class From, class = decltype(To{static_cast<From (*)()>(nullptr)()})>
__device__ constexpr int braced_ok(int) { return 1; }
template <class To, class From> __device__ constexpr int braced_ok(long) { return 0; }
extern "C" __global__ void sfinae(int *out) {
  // int{int}: yes (1); float{double}: narrowing, so no (0); double{float}: yes (1).
  constexpr int r = braced_ok<int, int>(0) + 2 * (1 - braced_ok<float, double>(0)) + 4 * braced_ok<double, float>(0);
  static_assert(r == 7, "narrowing must stay a substitution failure");
  out[0] = r;
}

// `auto t = threadIdx;` copies nvcc's uint3 (kilnc's copy reads the same
// registers); a string literal glued to a macro (`"%"PRIu64`) is two tokens,
// as nvcc lexes it, not a reserved ud-suffix.
// WARN-NOT: error
// CHECK-LABEL: func.func @builtin_copies(
// CHECK: simt.thread_id x
// CHECK: simt.grid_dim x
// STR: simt.global{{.*}}dense<[37, 108, 117, 32, 37, 108, 100, 10, 0]>
#include <cinttypes>
__device__ unsigned linear(uint3 t, dim3 b) { return t.x + t.y * b.x; }
extern "C" __global__ void builtin_copies(unsigned *out) {
  auto tid = threadIdx;
  const auto grid = gridDim;
  uint3 bid = blockIdx;
  out[linear(tid, blockDim)] = tid.x + grid.x + bid.x;
}
extern "C" __global__ void glued_literal(uint64_t *x) { printf("%"PRIu64" %" PRId64 "\n", x[0], (int64_t)x[1]); }
