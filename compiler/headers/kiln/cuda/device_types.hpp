//===- kiln/cuda/device_types.hpp - cudaRoundMode ----------------*- C++ -*-===//
// <device_types.h>'s one enum (the rounding mode of the legacy conversion
// functions dmul, double2int ...; kiln/cuda/legacy.hpp).
#ifndef KILN_CUDA_DEVICE_TYPES_HPP
#define KILN_CUDA_DEVICE_TYPES_HPP
enum cudaRoundMode { cudaRoundNearest, cudaRoundZero, cudaRoundPosInf, cudaRoundMinInf };
#endif
