//===- ToolchainPaths.h - where kilnc finds its headers and libdevice -*- C++ -*-===//
#ifndef KILN_COMPILER_DRIVER_TOOLCHAINPATHS_H
#define KILN_COMPILER_DRIVER_TOOLCHAINPATHS_H

#include <string>

namespace kiln::driver {

struct ToolchainPaths {
  std::string kilnHeadersDir; // holds kiln/simt.hpp
  std::string libdeviceDir;   // empty when no CUDA toolkit is found
  std::string libdevicePath;  // libdevice.10.bc in it
};

/// Kiln's headers: next to the installed binary (../include), else the
/// source tree this kilnc was built from. libdevice: --cuda-path, then
/// $CUDA_HOME / $CUDA_PATH, then /usr/local/cuda.
ToolchainPaths findToolchainPaths(const char *argv0, const std::string &cudaPath);

} // namespace kiln::driver

#endif
