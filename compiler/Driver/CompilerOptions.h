//===- CompilerOptions.h - what one kilnc invocation asks for ---*- C++ -*-===//
#ifndef KILN_COMPILER_DRIVER_COMPILEROPTIONS_H
#define KILN_COMPILER_DRIVER_COMPILEROPTIONS_H

#include <optional>

namespace llvm {
class raw_ostream;
}
#include <string>
#include <vector>

namespace kiln::driver {

/// The stage after which kilnc stops and writes its output.
enum class Emit { MLIR, Simt, LLVM, PTX, Bundle, Header };

/// What the input is (-x); Auto decides by the extension: .mlir is MLIR, .cu
/// CUDA C++ (C++17, as nvcc), anything else Kiln's C++ kernels (C++20).
enum class InputLanguage { Auto, Cuda, Cxx, MLIR };

/// Which files a depfile (-MD/-MMD) lists besides the input.
enum class Dependencies { None, UserHeaders, AllHeaders };

/// The target kilnc picks when --arch is not given.
inline constexpr const char *kDefaultArch = "sm_80";

struct CompilerOptions {
  std::string input;
  std::string output;                 // "-" or empty: stdout
  std::vector<std::string> archs;     // sm_90a, ...
  Emit emit = Emit::PTX;
  bool emitExplicit = false;          // --emit given (else chosen by archs)
  std::vector<std::string> includeDirs;
  std::vector<std::string> defines;
  std::string languageStandard;          // -std=c++17|c++20; empty: by the file's extension
  unsigned optLevel = 3;                 // -O0..3
  std::optional<std::string> ptxVersion; // --ptx-version=8.0
  std::optional<std::string> maxPtx;     // --max-ptx=8.4
  std::optional<std::string> cudaDriver; // --cuda-driver=12.4
  std::string cudaPath;                  // toolkit root (libdevice, host API headers)
  /// --std-headers: "host" (the host's C/C++ library headers, Kiln's
  /// freestanding ones where missing) or "kiln" (Kiln's freestanding ones).
  std::string stdHeaders = "host";
  bool verbose = false;                  // -v: each stage with its time
  bool printIRAfterAll = false;
  bool autoSync = false;
  /// Tile kernels get a variant for contiguous tensors (-fno-tile-specialize).
  bool tileSpecialize = true;
  std::string syncCheck = "on";          // --sync-check=off|warn|on|strict
  bool syncNoWarnings = false;           // -Wno-kiln-sync
  InputLanguage language = InputLanguage::Auto; // -x cuda|c++|mlir
  /// -Werror groups: "" (bare -Werror: every warning) or "kiln-sync".
  std::vector<std::string> warningsAsErrors;
  bool noWarnings = false;               // -w
  /// -Rpass=<group> groups whose remarks are printed: "kiln-sync" (the
  /// barriers --auto-sync and the tile lowering insert or remove). Remarks
  /// are opt-in, as in Clang.
  std::vector<std::string> remarkGroups;
  bool syntaxOnly = false;               // -fsyntax-only: parse and translate, write nothing
  bool lineInfo = false;                 // -lineinfo / -g: .file/.loc in the PTX
  Dependencies dependencies = Dependencies::None; // -MMD / -MD
  std::string depFile;                   // -MF; empty: the output with .d
  std::vector<std::string> depTargets;   // -MT; empty: the output
};

/// "cuda", "c++" (also "cu", "cpp") or "mlir"; nullopt for anything else.
std::optional<InputLanguage> parseInputLanguage(const std::string &name);

/// Checks the options, then runs the whole compilation; diagnostics go to
/// stderr. Returns the process exit code (0 on success, 1 on a bad option or a
/// compile error).
int runCompiler(const CompilerOptions &opts, const char *argv0);

/// `kilnc --version`: Kiln's version and git revision, LLVM's and Clang's, the CUDA toolkit found
/// (path, version and where the version was read), libdevice, and the host
/// library headers device code is parsed with.
void printVersion(llvm::raw_ostream &os, const char *argv0,
                  const std::string &cudaPath);

} // namespace kiln::driver

#endif
