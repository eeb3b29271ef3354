//===- ClangWording.h - Clang errors reworded for kilnc -*- C++ -*-===//
//
// Some of Clang's CUDA errors name a Clang driver flag as the cure:
// err_cuda_device_kernel_launch_require_rdc ("kernel launch from __device__
// or __global__ function requires relocatable device code (i.e. requires
// -fgpu-rdc)"). kilnc has no such flag, and the launch (CUDA dynamic
// parallelism) is not something kilnc compiles in any mode. ClangWording
// forwards every diagnostic unchanged but those, which it forwards with
// kilnc's own text (same ID, location, ranges and level). Two C++ errors of
// Clang's are GNU extensions nvcc takes (EDG in GCC mode) and Clang's parser
// cannot be told to take: arithmetic on void * and, before C++20, `auto`
// function parameters. Those keep Clang's text and say what to write instead.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_FRONTEND_CLANGWORDING_H
#define KILN_COMPILER_FRONTEND_CLANGWORDING_H

#include "compiler/Frontend/ForwardingConsumer.h"

#include "clang/Basic/LangOptions.h"

namespace kiln::frontend {

class ClangWording : public ForwardingConsumer {
public:
  using ForwardingConsumer::ForwardingConsumer;
  void BeginSourceFile(const clang::LangOptions &lo, const clang::Preprocessor *pp) override {
    cxx20 = lo.CPlusPlus20;
    ForwardingConsumer::BeginSourceFile(lo, pp);
  }
  void HandleDiagnostic(clang::DiagnosticsEngine::Level level,
                        const clang::Diagnostic &info) override;

private:
  bool cxx20 = false;
};

/// What kilnc adds to Clang's error for arithmetic on a void pointer.
inline constexpr const char *kVoidPointerArithmeticHint =
    ": nvcc takes it as GCC's extension (void * steps in bytes), Clang's C++ parser cannot; "
    "cast the pointer to char * first";

/// What kilnc adds to Clang's error for an `auto` function parameter before C++20.
inline constexpr const char *kAutoParameterHint =
    ": nvcc takes C++20's abbreviated function templates in C++17 as GCC does, Clang's parser "
    "does not; compile with -std=c++20, or write template <class T> and a T parameter";

/// kilnc's text for a device-side kernel launch.
inline constexpr const char *kDeviceLaunchMessage =
    "kernel launch from __device__ or __global__ function (CUDA dynamic parallelism): kilnc "
    "does not compile device-side launches, in any mode (nvcc compiles them only with "
    "-rdc=true, linked against cudadevrt); launch the kernel from host code instead";

} // namespace kiln::frontend

#endif
