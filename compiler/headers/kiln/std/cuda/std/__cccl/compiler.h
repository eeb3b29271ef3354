// Read by every libcu++ header (<cuda/std/...>, <cuda/atomic>; the toolkit's, in
// include/cccl for CUDA 13, include/ for 12.x) before it detects the compiler.
// kilnc is a Clang-based CUDA compiler without __NVCC__, so libcu++ takes its
// Clang path, which reads the CUDA version from CUDA_VERSION as clang's CUDA
// wrapper headers define it from <cuda.h>. nvcc gives no CUDA_VERSION to a
// file that includes no libcu++ header, and neither does kilnc: it is defined
// here, from the toolkit version kilnc already gives (__CUDACC_VER_*).
#ifndef CUDA_VERSION
#define CUDA_VERSION (__CUDACC_VER_MAJOR__ * 1000 + __CUDACC_VER_MINOR__ * 10)
#endif
#include_next <cuda/std/__cccl/compiler.h>
