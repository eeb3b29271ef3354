//===- kiln/cuda/host_library.hpp - the C/C++ headers nvcc pulls in -*- C++ -*-===//
//
// nvcc's cuda_runtime.h, force-included before every .cu file, includes these
// headers of the host's C and C++ libraries, so their names (INT_MAX,
// INFINITY, M_PI, NULL, RAND_MAX, printf, memcpy, assert, std::sqrt,
// std::is_same ...) need no #include in CUDA code. kilnc includes the same
// ones, from the same libraries (glibc, libstdc++) when the host has them,
// else from Kiln's freestanding stand-ins (kiln/freestanding/); the device
// overloads are in kiln/cuda/libc.hpp and kiln/cuda/math.hpp.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_CUDA_HOST_LIBRARY_HPP
#define KILN_CUDA_HOST_LIBRARY_HPP

// In nvcc's order: crt/host_defines.h, driver_types.h, cuda_runtime.h,
// crt/common_functions.h, crt/math_functions.h.
#include <ctype.h>
#include <limits.h>
#include <stddef.h>
#include <stdlib.h>
#include <utility>
#include <string.h>
#include <time.h>
#include <new>
#include <stdio.h>
#include <assert.h>
#include <math.h>
#include <cmath>
#include <cstdlib>

// std::declval is a host function in libstdc++; nvcc accepts it in device
// code's unevaluated operands (sizeof, decltype), and so does this
// __device__ overload of it (Clang overloads on __host__/__device__).
#ifdef __GLIBCXX__
namespace std {
template <typename _Tp>
__device__ typename add_rvalue_reference<_Tp>::type declval() noexcept;
} // namespace std
#endif

#endif // KILN_CUDA_HOST_LIBRARY_HPP
