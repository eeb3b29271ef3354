//===- ClangWording.h - Clang errors reworded for kilnc -*- C++ -*-===//
//
// Some of Clang's CUDA errors name a Clang driver flag as the cure:
// err_cuda_device_kernel_launch_require_rdc ("kernel launch from __device__
// or __global__ function requires relocatable device code (i.e. requires
// -fgpu-rdc)"). kilnc has no such flag, and the launch (CUDA dynamic
// parallelism) is not something kilnc compiles in any mode. ClangWording
// forwards every diagnostic unchanged but those, which it forwards with
// kilnc's own text (same ID, location, ranges and level).
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_FRONTEND_CLANGWORDING_H
#define KILN_COMPILER_FRONTEND_CLANGWORDING_H

#include "compiler/Frontend/ForwardingConsumer.h"

namespace kiln::frontend {

class ClangWording : public ForwardingConsumer {
public:
  using ForwardingConsumer::ForwardingConsumer;
  void HandleDiagnostic(clang::DiagnosticsEngine::Level level,
                        const clang::Diagnostic &info) override;
};

/// kilnc's text for a device-side kernel launch.
inline constexpr const char *kDeviceLaunchMessage =
    "kernel launch from __device__ or __global__ function (CUDA dynamic parallelism): kilnc "
    "does not compile device-side launches, in any mode (nvcc compiles them only with "
    "-rdc=true, linked against cudadevrt); launch the kernel from host code instead";

} // namespace kiln::frontend

#endif
