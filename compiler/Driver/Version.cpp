//===- Version.cpp - kilnc --version ---------------------------------------===//
#include "compiler/Driver/CompilerOptions.h"
#include "compiler/Driver/ToolchainPaths.h"
#include "compiler/Frontend/HostIncludes.h"

#include "compiler/Driver/KilnVersion.inc"

#include "clang/Basic/Version.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/raw_ostream.h"

void kiln::driver::printVersion(llvm::raw_ostream &os, const char *argv0,
                                const std::string &cudaPath) {
  ToolchainPaths paths = findToolchainPaths(argv0, cudaPath);
  os << "kilnc (Kiln CUDA C++ and tile kernel compiler) " KILN_VERSION
        " (git " KILN_GIT_REVISION ")\n";
  os << "  " << clang::getClangFullVersion() << "\n";
  os << "  LLVM and MLIR " LLVM_VERSION_STRING "\n";
  const CudaToolkit &cuda = paths.cuda;
  if (cuda.root.empty()) {
    os << "  CUDA toolkit: none found (searched " << describeCudaSearch(cudaPath)
       << "); math functions beyond the exact ones and host code's CUDA "
          "runtime API need one (--cuda-path=DIR)\n";
  } else {
    os << "  CUDA toolkit: " << (cuda.versionFull.empty() ? "unknown version" : cuda.versionFull)
       << " at " << cuda.root;
    if (!cuda.versionSource.empty())
      os << " (version from " << cuda.versionSource << ")";
    os << "\n";
    os << "    headers: " << (cuda.includeDir.empty() ? "none" : cuda.includeDir) << "\n";
    os << "    libdevice: " << (paths.libdevicePath.empty() ? "none" : paths.libdevicePath) << "\n";
  }
  const frontend::HostIncludes &host = frontend::findHostIncludes();
  os << "  host C library: "
     << (host.hasCLibrary ? "the host's" : "Kiln's freestanding headers") << "\n";
  os << "  host C++ library: "
     << (host.hasCxxLibrary ? "the host's" : "Kiln's freestanding headers") << "\n";
  for (const auto &[flag, dir] : host.flags)
    os << "    " << dir << "\n";
  os << "  Kiln headers: " << paths.kilnHeadersDir << "\n";
}

const char *kiln::driver::kilnVersion() { return KILN_VERSION; }
const char *kiln::driver::kilnGitRevision() { return KILN_GIT_REVISION; }
