//===- kiln/cuda/launch.hpp - what kernel<<<grid, block>>>(...) calls -*- C++ -*-===//
//
// Clang type-checks a launch in host code as a call of the CUDA runtime's
// configuration function (kilnc tells it CUDA 13, so the new launch API's
// __cudaPushCallConfiguration); nvcc declares it internally, and so does this.
// kilnc never generates host code: the declaration only lets the file parse.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_CUDA_LAUNCH_HPP
#define KILN_CUDA_LAUNCH_HPP
extern "C" __host__ unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim, size_t sharedMem = 0,
                                                         void *stream = 0);
#endif
