//===- HostIncludes.h - the host's C and C++ library headers ----*- C++ -*-===//
//
// nvcc and Clang parse the host's glibc and libstdc++ headers in device
// compilations too (device code calls std::min and reads INT_MAX; host code in
// the same .cu file uses <vector>). kilnc does the same: it asks Clang's own
// driver where those headers are, exactly as `clang++ -x cuda` would find
// them, and falls back to Kiln's freestanding stand-ins for whichever library
// is missing.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_FRONTEND_HOSTINCLUDES_H
#define KILN_COMPILER_FRONTEND_HOSTINCLUDES_H

#include <string>
#include <utility>
#include <vector>

namespace kiln::frontend {

struct HostIncludes {
  /// Clang -cc1 include flags in search order, e.g. {"-internal-isystem",
  /// "/usr/include/c++/12"}, without Clang's resource directory.
  std::vector<std::pair<std::string, std::string>> flags;
  /// The host GCC's own header directory (/usr/lib/gcc/TRIPLE/VERSION/include),
  /// whose <omp.h>, <openacc.h> and <quadmath.h> nvcc's host compiler finds
  /// and Clang's resource directory lacks; empty when there is none.
  std::string compilerIncludeDir;
  bool hasCLibrary = false;   // stdio.h, stdlib.h, math.h, ... found
  bool hasCxxLibrary = false; // <cmath>, <type_traits>, ... found
};

/// The host's library include directories as Clang's driver finds them for a
/// CUDA device compilation (computed once per process, ~1 ms).
const HostIncludes &findHostIncludes();

} // namespace kiln::frontend

#endif
