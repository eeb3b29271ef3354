//===- HostIncludes.cpp - the host's C and C++ library headers ------------===//
#include "compiler/Frontend/HostIncludes.h"

#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Driver/Compilation.h"
#include "clang/Driver/Driver.h"
#include "clang/Frontend/TextDiagnosticBuffer.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/VirtualFileSystem.h"

using namespace kiln::frontend;

namespace {
bool hasFile(llvm::StringRef dir, llvm::StringRef name) {
  llvm::SmallString<256> path(dir);
  llvm::sys::path::append(path, name);
  return llvm::sys::fs::exists(path);
}

HostIncludes computeHostIncludes() {
  HostIncludes result;
  clang::DiagnosticOptions diagOpts;
  clang::TextDiagnosticBuffer quiet;
  clang::DiagnosticsEngine diags(clang::DiagnosticIDs::create(), diagOpts,
                                 &quiet, /*ShouldOwnClient=*/false);
  clang::driver::Driver driver(KILN_CLANG_DRIVER_PATH, "x86_64-unknown-linux-gnu",
                               diags, "kilnc", llvm::vfs::getRealFileSystem());
  driver.setCheckInputsExist(false);
  // The device half of `clang++ -x cuda`: its -cc1 job lists the host's
  // include directories (libstdc++ or libc++, then the C library).
  const char *argv[] = {"clang++",      "-x",          "cuda",
                        "--cuda-device-only", "-nocudainc", "-nogpulib",
                        "--cuda-gpu-arch=sm_80", "-std=c++20",
                        "-fsyntax-only", "kiln-host-includes.cu"};
  std::unique_ptr<clang::driver::Compilation> compilation(
      driver.BuildCompilation(argv));
  if (!compilation || compilation->getJobs().empty())
    return result;
  const llvm::opt::ArgStringList &args =
      compilation->getJobs().begin()->getArguments();
  llvm::StringSet<> seen;
  for (size_t i = 0; i + 1 < args.size(); ++i) {
    llvm::StringRef flag = args[i];
    if (flag != "-internal-isystem" && flag != "-internal-externc-isystem")
      continue;
    llvm::SmallString<256> dir(args[i + 1]);
    llvm::sys::path::remove_dots(dir, /*remove_dot_dot=*/true);
    ++i;
    // Clang's resource directory (and its CUDA wrappers) kilnc adds itself.
    if (dir.str().contains("/lib/clang/") || !llvm::sys::fs::is_directory(dir) ||
        !seen.insert(dir).second)
      continue;
    if (hasFile(dir, "cmath") && hasFile(dir, "type_traits"))
      result.hasCxxLibrary = true;
    if (hasFile(dir, "stdio.h") && hasFile(dir, "math.h"))
      result.hasCLibrary = true;
    result.flags.push_back({flag.str(), std::string(dir)});
    // libstdc++'s target directory, /usr/include/TRIPLE/c++/VERSION, names
    // the GCC installation whose own headers sit in
    // /usr/lib/gcc/TRIPLE/VERSION/include (Debian, Ubuntu; /usr/lib64 on
    // Fedora and SUSE).
    llvm::StringRef version = llvm::sys::path::filename(dir);
    llvm::StringRef cxx = llvm::sys::path::parent_path(dir);
    if (result.compilerIncludeDir.empty() && llvm::sys::path::filename(cxx) == "c++") {
      llvm::StringRef triple = llvm::sys::path::filename(llvm::sys::path::parent_path(cxx));
      for (llvm::StringRef lib : {"/usr/lib/gcc/", "/usr/lib64/gcc/"}) {
        std::string candidate = (lib + triple + "/" + version + "/include").str();
        if (triple != "include" && hasFile(candidate, "omp.h")) {
          result.compilerIncludeDir = candidate;
          break;
        }
      }
    }
  }
  return result;
}
} // namespace

const HostIncludes &kiln::frontend::findHostIncludes() {
  static const HostIncludes includes = computeHostIncludes();
  return includes;
}
