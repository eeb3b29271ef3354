// A __global__ function with a C ellipsis is nvcc's error ("a __global__
// function cannot have ellipsis"); Clang compiled it with the named
// parameters only. Variadic __device__ functions and kernel templates with
// parameter packs stay allowed, as for nvcc.
// RUN: not kilnc %s --arch=sm_90 -DREFUSED -o /dev/null 2>&1 | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ not %nvcc -ptx -arch=sm_90 -DREFUSED %s -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
#include <cstdarg>

__device__ int sum_ints(int n, ...) {
  va_list ap;
  va_start(ap, n);
  int s = 0;
  for (int i = 0; i < n; ++i)
    s += va_arg(ap, int);
  va_end(ap);
  return s;
}

template <class... Ts> __global__ void pack(int *o, Ts... vs) { o[threadIdx.x] = (0 + ... + vs) + sum_ints(2, 3, 4); }
template __global__ void pack<int, int>(int *, int, int);

#ifdef REFUSED
// CHECK: nvcc_variadic_kernel.cu:[[# @LINE + 1]]:{{[0-9]+}}: error: a __global__ function cannot have ellipsis
__global__ void ellipsis(int *o, ...) { o[0] = 1; }
#endif
