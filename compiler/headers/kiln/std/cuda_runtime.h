// kilnc's <cuda_runtime.h> (force-included through kiln/cuda_prelude.hpp, as
// nvcc force-includes the toolkit's). The device API is the prelude's
// (kiln/cuda/*.hpp). The runtime API for host code (cudaMalloc, cudaMemcpy,
// cudaError_t, <<<>>>'s configuration call) is the installed toolkit's own,
// read with its device-side headers skipped through their include guards:
// their declarations are Kiln's. Without a toolkit there is no host API.
#pragma once
#if defined(__KILN_CUDA_TOOLKIT__) && __has_include_next(<cuda_runtime.h>)
#define __NV_NO_HOST_COMPILER_CHECK 1  // it rejects host compilers nvcc does not know
#define __CUDACC_INTERNAL_NO_STUBS__ 1 // no device-runtime stubs (dynamic parallelism)
#define __VECTOR_TYPES_H__
#define __DEVICE_TYPES_H__
#define __VECTOR_FUNCTIONS_H__
#define __DEVICE_LAUNCH_PARAMETERS_H__
#define __COMMON_FUNCTIONS_H__
#define __DEVICE_FUNCTIONS_H__
#include_next <cuda_runtime.h>
// crt/host_defines.h spells __managed__ as __attribute__((managed)), which
// Clang ignores outside HIP; to device code it is a __device__ variable,
// marked for PTX's .attribute(.managed) (kiln/cuda_prelude.hpp).
#undef __managed__
#define __managed__ __attribute__((device)) __attribute__((annotate("kiln_managed")))
// ... and __maxnreg__ as __attribute__((maxnreg(n))), unknown to Clang (kiln/cuda_prelude.hpp).
#undef __maxnreg__
#define __maxnreg__(n) __attribute__((annotate("kiln_maxnreg", n)))
// ... and __inline_hint__ as __attribute__((nv_inline_hint)), also unknown (ibid.).
#undef __inline_hint__
#define __inline_hint__
#endif
