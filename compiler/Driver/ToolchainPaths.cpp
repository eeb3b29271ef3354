//===- ToolchainPaths.cpp - where kilnc finds its headers and libdevice ---===//
#include "compiler/Driver/ToolchainPaths.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

#include <cstdlib>

using namespace kiln::driver;

namespace {
std::string findHeaders(const char *argv0) {
  std::string exe = llvm::sys::fs::getMainExecutable(
      argv0, reinterpret_cast<void *>(&findToolchainPaths));
  llvm::SmallString<256> installed(llvm::sys::path::parent_path(exe));
  llvm::sys::path::append(installed, "..", "include");
  llvm::SmallString<256> probe(installed);
  llvm::sys::path::append(probe, "kiln", "simt.hpp");
  if (llvm::sys::fs::exists(probe))
    return std::string(installed);
  return KILN_SOURCE_HEADERS_DIR;
}

std::string findLibdeviceDir(const std::string &cudaPath) {
  std::vector<std::string> roots;
  if (!cudaPath.empty() && cudaPath != "none")
    roots.push_back(cudaPath);
  for (const char *var : {"CUDA_HOME", "CUDA_PATH"})
    if (const char *value = std::getenv(var))
      roots.push_back(value);
  if (cudaPath == "none")
    return "";
  roots.push_back("/usr/local/cuda");
  for (const std::string &root : roots) {
    llvm::SmallString<256> dir(root);
    llvm::sys::path::append(dir, "nvvm", "libdevice");
    llvm::SmallString<256> file(dir);
    llvm::sys::path::append(file, "libdevice.10.bc");
    if (llvm::sys::fs::exists(file))
      return std::string(dir);
  }
  return "";
}
} // namespace

ToolchainPaths kiln::driver::findToolchainPaths(const char *argv0,
                                                const std::string &cudaPath) {
  ToolchainPaths paths;
  paths.kilnHeadersDir = findHeaders(argv0);
  paths.libdeviceDir = findLibdeviceDir(cudaPath);
  if (!paths.libdeviceDir.empty())
    paths.libdevicePath = paths.libdeviceDir + "/libdevice.10.bc";
  return paths;
}
