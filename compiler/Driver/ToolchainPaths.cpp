//===- ToolchainPaths.cpp - where kilnc finds its headers and the CUDA toolkit ===//
#include "compiler/Driver/ToolchainPaths.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

#include <cstdlib>
#include <vector>

using namespace kiln::driver;

namespace {
/// The kernel headers: an installed kilnc's resource directory,
/// <prefix>/lib/kiln/include (as Clang's lib/clang/N/include: kilnc passes it
/// with -I, and <prefix>/include may be /usr/include, which must stay a system
/// directory behind the C++ library's), else the source tree's.
std::string findHeaders(const char *argv0) {
  std::string exe = llvm::sys::fs::getMainExecutable(
      argv0, reinterpret_cast<void *>(&findToolchainPaths));
  llvm::SmallString<256> installed(llvm::sys::path::parent_path(exe));
  llvm::sys::path::append(installed, "..", "lib", "kiln", "include");
  // <prefix>/lib/..., not <prefix>/bin/../lib/...: the path shows in
  // diagnostics, depfiles and --version.
  llvm::sys::path::remove_dots(installed, /*remove_dot_dot=*/true);
  llvm::SmallString<256> probe(installed);
  llvm::sys::path::append(probe, "kiln", "simt.hpp");
  if (llvm::sys::fs::exists(probe))
    return std::string(installed);
  return KILN_SOURCE_HEADERS_DIR;
}

std::vector<std::string> candidateRoots(const std::string &cudaPath) {
  std::vector<std::string> roots;
  if (cudaPath == "none")
    return roots;
  // Each root once: CUDA_HOME=/usr/local/cuda made --version say "searched
  // /usr/local/cuda, /usr/local/cuda".
  auto add = [&](const std::string &root) {
    if (llvm::find(roots, root) == roots.end())
      roots.push_back(root);
  };
  if (!cudaPath.empty())
    add(cudaPath);
  for (const char *var : {"CUDA_HOME", "CUDA_PATH"})
    if (const char *value = std::getenv(var); value && *value)
      add(value);
  add("/usr/local/cuda");
  return roots;
}

std::string join(llvm::StringRef a, llvm::StringRef b, llvm::StringRef c = "") {
  llvm::SmallString<256> path(a);
  llvm::sys::path::append(path, b);
  if (!c.empty()) // append() would leave a trailing separator for ""
    llvm::sys::path::append(path, c);
  return std::string(path);
}

/// "13.0" from cuda.h's `#define CUDA_VERSION 13000`.
std::string versionFromCudaH(const std::string &includeDir) {
  auto buffer = llvm::MemoryBuffer::getFile(join(includeDir, "cuda.h"));
  if (!buffer)
    return "";
  llvm::StringRef text = (*buffer)->getBuffer();
  size_t at = text.find("#define CUDA_VERSION ");
  if (at == llvm::StringRef::npos)
    return "";
  unsigned value = 0;
  llvm::StringRef digits = text.substr(at + 21).ltrim().take_while(llvm::isDigit);
  if (digits.getAsInteger(10, value) || value < 1000)
    return "";
  return std::to_string(value / 1000) + "." + std::to_string(value % 1000 / 10);
}

/// "13.0.88" from the toolkit's version.json, where it has one.
std::string versionFromJson(const std::string &root) {
  auto buffer = llvm::MemoryBuffer::getFile(join(root, "version.json"));
  if (!buffer)
    return "";
  llvm::Expected<llvm::json::Value> json = llvm::json::parse((*buffer)->getBuffer());
  if (!json) {
    llvm::consumeError(json.takeError());
    return "";
  }
  if (const llvm::json::Object *top = json->getAsObject())
    if (const llvm::json::Object *cuda = top->getObject("cuda"))
      if (auto v = cuda->getString("version"))
        return v->str();
  return "";
}

CudaToolkit findCuda(const std::string &cudaPath) {
  CudaToolkit tk;
  for (const std::string &root : candidateRoots(cudaPath)) {
    std::string include = join(root, "include");
    std::string libdevice = join(root, "nvvm", "libdevice");
    bool hasHeaders = llvm::sys::fs::exists(join(include, "cuda_runtime_api.h"));
    bool hasLibdevice = llvm::sys::fs::exists(join(libdevice, "libdevice.10.bc"));
    if (!hasHeaders && !hasLibdevice)
      continue;
    tk.root = root;
    if (hasHeaders)
      tk.includeDir = include;
    if (hasLibdevice)
      tk.libdeviceDir = libdevice;
    if (hasHeaders) {
      tk.version = versionFromCudaH(include);
      tk.versionSource = join(include, "cuda.h");
    }
    std::string full = versionFromJson(root);
    if (!full.empty()) {
      tk.versionFull = full;
      tk.versionSource = join(root, "version.json");
      if (tk.version.empty()) {
        auto [major, rest] = llvm::StringRef(full).split('.');
        tk.version = (major + "." + rest.split('.').first).str();
      }
    } else {
      tk.versionFull = tk.version;
    }
    return tk;
  }
  return tk;
}
} // namespace

std::string kiln::driver::describeCudaSearch(const std::string &cudaPath) {
  if (cudaPath == "none")
    return "none (--cuda-path=none)";
  std::string out;
  for (const std::string &root : candidateRoots(cudaPath))
    out += (out.empty() ? "" : ", ") + root;
  return out;
}

ToolchainPaths kiln::driver::findToolchainPaths(const char *argv0,
                                                const std::string &cudaPath) {
  ToolchainPaths paths;
  paths.kilnHeadersDir = findHeaders(argv0);
  paths.cuda = findCuda(cudaPath);
  paths.libdeviceDir = paths.cuda.libdeviceDir;
  if (!paths.libdeviceDir.empty())
    paths.libdevicePath = paths.libdeviceDir + "/libdevice.10.bc";
  return paths;
}
