//===- ToolchainPaths.h - where kilnc finds its headers and the CUDA toolkit -*- C++ -*-===//
#ifndef KILN_COMPILER_DRIVER_TOOLCHAINPATHS_H
#define KILN_COMPILER_DRIVER_TOOLCHAINPATHS_H

#include <string>

namespace kiln::driver {

/// The CUDA toolkit kilnc uses: libdevice for the math functions, the
/// headers for host code's runtime API and the toolkit's host-only headers.
struct CudaToolkit {
  std::string root;         // empty when none was found
  std::string includeDir;   // holds cuda_runtime_api.h, or empty
  std::string libdeviceDir; // holds libdevice.10.bc, or empty
  std::string version;      // "13.0" (cuda.h's CUDA_VERSION), or empty
  std::string versionFull;  // "13.0.88" where version.json says so, else `version`
  std::string versionSource; // the file the version was read from
};

struct ToolchainPaths {
  std::string kilnHeadersDir; // holds kiln/simt.hpp
  std::string libdeviceDir;   // empty when no CUDA toolkit is found
  std::string libdevicePath;  // libdevice.10.bc in it
  CudaToolkit cuda;
};

/// Kiln's headers: next to the installed binary (../include), else the
/// source tree this kilnc was built from. The CUDA toolkit: --cuda-path, then
/// $CUDA_HOME / $CUDA_PATH, then /usr/local/cuda; "none" uses none.
ToolchainPaths findToolchainPaths(const char *argv0, const std::string &cudaPath);

/// The candidate toolkit roots, in the order findToolchainPaths tries them.
std::string describeCudaSearch(const std::string &cudaPath);

} // namespace kiln::driver

#endif
