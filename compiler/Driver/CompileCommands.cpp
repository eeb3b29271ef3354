//===- CompileCommands.cpp - kilnc -MJ: a compilation database entry -------===//
#include "compiler/Driver/CompileCommands.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace kiln::driver;

std::string kiln::driver::compileCommandEntry(const CompilerOptions &opts,
                                              const ToolchainPaths &paths) {
  llvm::SmallString<256> cwd, file(opts.input);
  llvm::sys::fs::current_path(cwd);
  llvm::sys::fs::make_absolute(file);
  std::string standard = opts.languageStandard;
  if (standard.empty())
    standard = llvm::sys::path::extension(opts.input) == ".cu" ? "gnu++17" : "c++20";
  std::string arch = opts.archs.empty() ? kDefaultArch : opts.archs.front();
  // nvcc's compute_90 is Clang's sm_90 (TargetNames.h).
  if (llvm::StringRef(arch).starts_with("compute_"))
    arch = "sm_" + arch.substr(8);
  const std::string &kiln = paths.kilnHeadersDir;

  // Frontend.cpp's cc1 arguments, in the Clang driver's spelling: device
  // code only, without Clang's own CUDA headers and libdevice (Kiln's
  // prelude stands in for them, as in kilnc).
  llvm::json::Array args{"clang++",      "-x",           "cuda",
                         "--cuda-device-only", "--cuda-gpu-arch=" + arch,
                         "-nocudainc",   "-nocudalib",   "-std=" + standard,
                         "-I" + kiln,    "-isystem",     kiln + "/kiln/std"};
  for (const std::string &dir : opts.includeDirs)
    args.push_back("-I" + dir);
  for (const std::string &dir : opts.systemIncludeDirs) {
    args.push_back("-isystem");
    args.push_back(dir);
  }
  if (!paths.cuda.includeDir.empty()) {
    args.push_back("-idirafter");
    args.push_back(paths.cuda.includeDir);
    std::string cccl = paths.cuda.includeDir + "/cccl";
    if (llvm::sys::fs::is_directory(cccl)) {
      args.push_back("-idirafter");
      args.push_back(cccl);
    }
    args.push_back("-D__KILN_CUDA_TOOLKIT__=1");
  }
  for (const std::string &def : opts.defines)
    args.push_back("-D" + def);
  for (const std::string &name : opts.undefines)
    args.push_back("-U" + name);
  llvm::SmallVector<llvm::StringRef, 3> version;
  std::string cudaVersion = paths.cuda.versionFull.empty() ? "13.0" : paths.cuda.versionFull;
  llvm::StringRef(cudaVersion).split(version, '.');
  const char *macros[] = {"__CUDACC_VER_MAJOR__", "__CUDACC_VER_MINOR__", "__CUDACC_VER_BUILD__"};
  for (size_t i = 0; i < 3; ++i)
    args.push_back(std::string("-D") + macros[i] + "=" +
                   (i < version.size() ? version[i].str() : std::string("0")));
  if (paths.libdeviceDir.empty())
    args.push_back("-D__KILN_NO_LIBDEVICE__=1");
  args.push_back("-include");
  args.push_back(kiln + "/kiln/cuda_prelude.hpp");
  for (const std::string &file : opts.preIncludes) {
    args.push_back("-include");
    args.push_back(file);
  }
  args.push_back("-c");
  args.push_back(std::string(file));
  std::string output = opts.output.empty() || opts.output == "-" ? "-" : opts.output;
  args.push_back("-o");
  args.push_back(output);

  llvm::json::Object entry{{"directory", std::string(cwd)},
                           {"file", std::string(file)},
                           {"output", output},
                           {"arguments", std::move(args)}};
  std::string text;
  llvm::raw_string_ostream os(text);
  os << llvm::json::Value(std::move(entry)) << ",\n";
  return text;
}
