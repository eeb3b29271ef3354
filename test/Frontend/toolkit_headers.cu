// CUDA toolkit headers: the host-only ones (<cuda.h>, <cublas_v2.h>) are the
// toolkit's own; device libraries kilnc cannot compile are refused at the
// #include with what to use instead; without a toolkit, its headers say so.
// RUN: rm -rf %t && split-file %s %t
// RUN: not kilnc %t/mma.cu --emit=mlir 2>&1 | FileCheck %s --check-prefix=MMA
// RUN: not kilnc %t/curand.cu --emit=mlir 2>&1 | FileCheck %s --check-prefix=CURAND
// RUN: not kilnc %t/texture.cu --emit=mlir 2>&1 | FileCheck %s --check-prefix=TEX
// RUN: not kilnc %t/cuda_h.cu --emit=mlir --cuda-path=none 2>&1 | FileCheck %s --check-prefix=NOTK
// RUN: %if cuda-headers %{ kilnc %t/cuda_h.cu --emit=mlir | FileCheck %s --check-prefix=CUDAH %}

//--- mma.cu
// <mma.h> is Kiln's (test/Frontend/wmma*.cu); the toolkit's internals are refused.
#include <cstdio>
#include <crt/mma.hpp>
// MMA: mma.cu:3:10: fatal error: '<crt/mma.hpp>' is not supported: the toolkit's WMMA internals are written for nvcc; include <mma.h>, which kilnc provides
// MMA-NEXT: 3 | #include <crt/mma.hpp>
// MMA-NOT: undeclared
__global__ void k() { nvcuda::wmma::fragment<int, 16, 16, 16, half> f; }

//--- curand.cu
// Kiln's <curand_kernel.h> replaces the toolkit's; the generators it lacks are refused.
#include "curand_kernel.h"
#include <curand_mtgp32_kernel.h>
// CURAND: curand.cu:3:10: fatal error: '<curand_mtgp32_kernel.h>' is not supported: cuRAND's MTGP32 generator is not supported by kilnc; <curand_kernel.h> provides curandState (XORWOW), curandStatePhilox4_32_10_t and curandStateMRG32k3a_t
__global__ void k() {}

//--- texture.cu
// Texture objects are supported (test/Frontend/texture_objects.cu); the
// texture references CUDA 12 removed are not.
#include <texture_fetch_functions.h>
// TEX: texture.cu:3:10: fatal error: '<texture_fetch_functions.h>' is not supported: texture references
__global__ void k() {}

//--- cuda_h.cu
// A kernel file that includes the driver API's header for CUDA_VERSION.
#include <cuda.h>
// NOTK: cuda_h.cu:2:10: fatal error: '<cuda.h>' comes from the CUDA toolkit, and kilnc found none (pass --cuda-path=DIR or set CUDA_HOME)
// CUDAH: func.func @k(
extern "C" __global__ void k(int *v) { *v = CUDA_VERSION >= 12000; }
