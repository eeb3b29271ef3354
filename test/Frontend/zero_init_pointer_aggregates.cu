// A value-initialised aggregate whose elements hold pointers (`Span f[4]{}`,
// `cuda::std::array<cuda::std::span<const char>, 4> f{}`) is one
// llvm.mlir.zero of a struct with !simt.ptr fields; the SimtToNVVM conversion
// left such LLVM-dialect ops' types alone and LLVM IR translation crashed on
// the pointer field (kilnc exit 139). Regression test for that.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
#include <cuda/std/array>
#include <cuda/std/span>

struct Span { const char *p; unsigned long n; };

template <class A> __device__ int fields(A &f, const char *line, int n) {
  int col = 0, start = 0;
  for (int j = 0; j < n && col < 4; ++j)
    if (line[j] == ',') {
      f[col++] = {line + start, (unsigned long)(j - start)};
      start = j + 1;
    }
  return col;
}

// CHECK-LABEL: .entry _Z11plain_spansPKcPm(
// CHECK: ret;
__global__ void plain_spans(const char *text, unsigned long *out) {
  const char *line = text + 64 * threadIdx.x;
  Span f[4]{};
  fields(f, line, 64);
  out[threadIdx.x] = f[line[0] & 3].n;
}

// CHECK-LABEL: .entry _Z9std_spansPKcPm(
// CHECK: ret;
__global__ void std_spans(const char *text, unsigned long *out) {
  const char *line = text + 64 * threadIdx.x;
  cuda::std::array<cuda::std::span<const char>, 4> f{};
  int col = 0;
  size_t start = 0;
  for (int j = 0; j < 64 && col < 4; ++j)
    if (line[j] == ',') {
      f[col++] = cuda::std::span<const char>(line + start, j - start);
      start = j + 1;
    }
  out[threadIdx.x] = f[line[0] & 3].size() + (f[1].empty() ? 0 : f[1][0]);
}
