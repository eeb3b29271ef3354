//===- CompilerOptions.h - what one kilnc invocation asks for ---*- C++ -*-===//
#ifndef KILN_COMPILER_DRIVER_COMPILEROPTIONS_H
#define KILN_COMPILER_DRIVER_COMPILEROPTIONS_H

#include <optional>
#include <string>
#include <vector>

namespace kiln::driver {

/// The stage after which kilnc stops and writes its output.
enum class Emit { MLIR, Simt, LLVM, PTX, Bundle, Header };

struct CompilerOptions {
  std::string input;
  std::string output;                 // "-" or empty: stdout
  std::vector<std::string> archs;     // sm_90a, ...
  Emit emit = Emit::PTX;
  bool emitExplicit = false;          // --emit given (else chosen by archs)
  std::vector<std::string> includeDirs;
  std::vector<std::string> defines;
  unsigned optLevel = 3;
  std::optional<std::string> ptxVersion; // --ptx-version=8.0
  std::optional<std::string> maxPtx;     // --max-ptx=8.4
  std::optional<std::string> cudaDriver; // --cuda-driver=12.4
  std::string cudaPath;                  // toolkit root for libdevice
  bool verbose = false;                  // -v: each stage with its time
  bool printIRAfterAll = false;
  bool autoSync = false;
  std::string syncCheck = "on";          // --sync-check=off|warn|on|strict
  bool syncNoWarnings = false;           // -Wno-kiln-sync
};

/// Runs the whole compilation; diagnostics go to stderr. Returns the process
/// exit code (0 on success, 1 on a compile error).
int runCompiler(const CompilerOptions &opts, const char *argv0);

} // namespace kiln::driver

#endif
