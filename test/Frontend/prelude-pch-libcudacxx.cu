// The same PTX with the prelude cache cold, warm or off when the file uses
// libcu++: whether a header's declarations are in the AST depends on the
// cache, so unused internal variables from headers (libcu++'s
// `cuda::std::ranges::__cpo::swap` objects) are not emitted; they appeared
// only with a cold cache. Unused statics of the file itself stay, as nvcc
// emits them.
// RUN: rm -rf %t && mkdir -p %t/cache
// RUN: env KILN_CACHE_DIR=off kilnc %s --arch=sm_90 -o %t/text.ptx
// RUN: env KILN_CACHE_DIR=%t/cache kilnc %s --arch=sm_90 -o %t/cold.ptx
// RUN: env KILN_CACHE_DIR=%t/cache kilnc %s --arch=sm_90 -o %t/warm.ptx
// RUN: cmp %t/text.ptx %t/cold.ptx
// RUN: cmp %t/text.ptx %t/warm.ptx
// RUN: FileCheck %s < %t/warm.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t/warm.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
// CHECK-NOT: __cpo
// CHECK: .global .align 4 .u32 file_static;
// CHECK-NOT: __cpo
#include <cuda/std/complex>
#include <cuda/std/utility>

static __device__ int file_static;

__global__ void rotate(cuda::std::complex<float> *z, float angle) {
  cuda::std::complex<float> r = cuda::std::polar(1.0f, angle);
  cuda::std::pair<int, int> p{int(threadIdx.x), 1};
  z[p.first] *= r * float(p.second);
}
