//===- ToolkitHeaders.h - what an #include of a CUDA toolkit header gets -*- C++ -*-===//
//
// kilnc provides the CUDA headers device code needs (kiln/std/) and reads the
// installed toolkit's host-only ones (<cuda.h>, <cublas_v2.h>: host code of a
// .cu file). The toolkit's device-side libraries it cannot compile (<mma.h>,
// <curand_kernel.h>, <cub/...>) are refused at the #include with what kilnc
// supports instead, and a toolkit header asked for where no toolkit was found
// says so, instead of "file not found".
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_FRONTEND_TOOLKITHEADERS_H
#define KILN_COMPILER_FRONTEND_TOOLKITHEADERS_H

#include "llvm/ADT/StringRef.h"

#include <functional>
#include <optional>
#include <string>

namespace clang {
class DiagnosticsEngine;
class Preprocessor;
class SourceLocation;
} // namespace clang

namespace kiln::frontend {

/// Why kilnc refuses this toolkit header (as written in the #include) and
/// what to use instead; nullopt for headers it accepts.
std::optional<std::string> refusedToolkitHeader(llvm::StringRef name);

/// Whether `name` is one of Thrust's device-side utility headers kilnc
/// compiles (<thrust/complex.h>, <thrust/random.h>, ...): no algorithms.
bool isThrustDeviceUtility(llvm::StringRef name);

/// Whether `name` is spelled like a header of the CUDA toolkit.
bool isToolkitHeaderName(llvm::StringRef name);

/// Adds the checks to `pp`. `cudaIncludeDir` is the toolkit's include
/// directory, empty when none was found.
void addToolkitHeaderChecks(clang::Preprocessor &pp, const std::string &cudaIncludeDir);

/// Where no toolkit was found, watches `diags` for uses of undeclared CUDA
/// runtime or driver API names (cudaMalloc, cudaStream_t, CUresult) and
/// returns a function that, called at the end of the file, adds one note
/// saying that these come from the toolkit's headers.
std::function<void()> watchForToolkitNames(clang::DiagnosticsEngine &diags);

} // namespace kiln::frontend

#endif
