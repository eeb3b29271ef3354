//===- kiln/cuda_prelude.hpp - nvcc's implicit environment for kilnc -*- C++ -*-===//
//
// Force-included by kilnc before every .cu file (precompiled, see
// compiler/Frontend/PreludeCache.cpp), as nvcc force-includes
// cuda_runtime.h: the CUDA language macros, the host C/C++ library headers
// nvcc's cuda_runtime.h brings in (kiln/cuda/host_library.hpp), CUDA's
// vector types and built-in variables, the CUDA runtime API for host code
// (the installed toolkit's own headers, when kilnc found one), and the
// device API: synchronisation, warp collectives, atomics, memory access,
// integer and SIMD intrinsics, the Math API, clocks (kiln/cuda/*.hpp).
//
// Every device primitive is a declaration marked
// __attribute__((annotate("kiln.<op>"))): the frontend maps calls by that
// annotation (compiler/Frontend/Builtins.def), never by the function's name.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_CUDA_PRELUDE_HPP
#define KILN_CUDA_PRELUDE_HPP

#define __CUDACC__ 1
#define __KILNC__ 1
#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
// Clang knows `managed` only for HIP; in device code a managed variable is a
// __device__ one, which the frontend marks so its PTX declaration carries
// nvcc's `.attribute(.managed)` (the driver then allocates it in unified
// memory, which the host reads through cuModuleGetGlobal's address).
#define __managed__ __attribute__((device)) __attribute__((annotate("kiln_managed")))
#define __grid_constant__ __attribute__((grid_constant))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
// Clang has no `maxnreg` attribute (CUDA 12.4's __maxnreg__): the frontend
// reads this annotation and gives the kernel PTX's .maxnreg.
#define __maxnreg__(n) __attribute__((annotate("kiln_maxnreg", n)))
// nvcc's __inline_hint__ asks its LTO linker to inline a function across
// translation units; Clang has no such attribute (nv_inline_hint draws
// -Wunknown-attributes) and a kilnc module is one unit: nothing to do.
#define __inline_hint__
// [syncengine] Opts a kernel, device function or statement out of the sync
// checks (docs/synchronisation.md).
#define KILN_NO_SYNC_CHECK [[clang::annotate("kiln::no_sync_check")]]
#define __cluster_dims__(...) __attribute__((cluster_dims(__VA_ARGS__)))
#define __align__(n) __attribute__((aligned(n)))
#define __builtin_align__(n) __attribute__((aligned(n)))

#define __KILN_PRIM(op) __device__ __attribute__((annotate("kiln." op)))

// nvcc's built-in traits of extended lambdas take a type (libcu++'s invoke
// names them). kilnc compiles as nvcc does without --extended-lambda, where
// no closure type is one: each is false, also for a type with commas.
#define __nv_is_extended_device_lambda_closure_type(...) false
#define __nv_is_extended_host_device_lambda_closure_type(...) false
#define __nv_is_extended_device_lambda_with_preserved_return_type(...) false

// The device math and C library functions come first: the C++ library's
// <cmath> and <cstdlib> then include them in their `using ::sqrt;` and in the
// overload sets their templates see (std::pow(float, int) calls pow(double,
// double)), and its constexpr std::sin(float) stays a host function beside
// them instead of becoming __host__ __device__.
#include <stddef.h>
#include <kiln/cuda/math.hpp>
#include <kiln/cuda/libc.hpp>
#include <kiln/cuda/host_library.hpp>
#include <kiln/cuda/vector_types.hpp>
#include <kiln/cuda/builtin_vars.hpp>
#include <kiln/cuda/device_types.hpp>
#include <kiln/cuda/launch.hpp>
// The runtime API for host code (cudaMalloc, <<<>>>'s configuration call)
// from the toolkit; kiln/std/cuda_runtime.h says how.
#include <cuda_runtime.h>
#include <kiln/cuda/sync.hpp>
#include <kiln/cuda/atomics.hpp>
#include <kiln/cuda/memory.hpp>
#include <kiln/cuda/integer.hpp>
#include <kiln/cuda/simd.hpp>
#include <kiln/cuda/math_std.hpp>
#include <kiln/cuda/paired.hpp>
#include <kiln/cuda/time.hpp>
#include <kiln/cuda/cluster.hpp>
#include <kiln/cuda/hopper.hpp>
#include <kiln/cuda/legacy.hpp>
#include <kiln/cuda/texture.hpp>

#endif // KILN_CUDA_PRELUDE_HPP
