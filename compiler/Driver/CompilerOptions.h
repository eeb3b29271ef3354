//===- CompilerOptions.h - what one kilnc invocation asks for ---*- C++ -*-===//
#ifndef KILN_COMPILER_DRIVER_COMPILEROPTIONS_H
#define KILN_COMPILER_DRIVER_COMPILEROPTIONS_H

#include "compiler/Conversion/BranchFreeLoads.h"
#include "compiler/Frontend/DiagnosticRecord.h"

#include <optional>
#include <string>
#include <vector>

namespace llvm {
class raw_ostream;
}

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
  std::vector<std::string> undefines;         // -U NAME, after the -D's (nvcc's order)
  std::vector<std::string> preIncludes;       // -include FILE (nvcc --pre-include)
  std::vector<std::string> systemIncludeDirs; // -isystem DIR
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
  bool timeCpu = false;                  // --time-cpu: -v's times are CPU time
  bool printIRAfterAll = false;
  bool autoSync = false;
  /// --expt-relaxed-constexpr (nvcc's spelling, one dash or two): device code
  /// may call constexpr functions that are not __device__.
  bool relaxedConstexpr = false;
  /// --extended-lambda (or nvcc's older --expt-extended-lambda): __device__
  /// and __host__ __device__ annotations on lambdas.
  bool extendedLambda = false;
  /// Tile kernels get a variant for contiguous tensors (-fno-tile-specialize).
  bool tileSpecialize = true;
  /// Reduction loops may be split across programs (-fno-tile-split-loops).
  bool tileSplitLoops = true;
  /// Iterations ahead read-only tile loops load (-ftile-prefetch-depth=N;
  /// 0: derived from the target, tile sizes and registers, which was
  /// measured slower than 1 everywhere: 1 by default).
  int64_t tilePrefetchDepth = 1;
  /// -ftile-hoist-occupancy-budget=N (PipelineOptions).
  int64_t tileHoistOccupancyBudget = 24;
  /// -ftile-elements-per-thread=N (PipelineOptions).
  int64_t tileElementsPerThread = 16;
  /// -ftile-pack-programs=N (PipelineOptions; -1: the default rule).
  int64_t tilePackPrograms = -1;
  /// TMA rings get a producer warpgroup (-ftile-warp-specialize). Alone it
  /// measured within 1% of thread 0 producing (H200, 2026-12-03), so it is
  /// on only as part of the persistent schedule below.
  bool tileWarpSpecialize = false;
  /// TMA-ring tile GEMMs become persistent warp-specialised kernels
  /// (-fno-tile-persistent turns it off): on the H200 (2026-12-04) ahead of
  /// one program per tile on 20 of 21 LLM-style shapes, 0.90-1.01x cuBLAS
  /// (docs/benchmarks.md).
  bool tilePersistent = true;
  /// Persistent GEMMs split the k-steps of their last two waves over the
  /// programs when the last wave would leave over a fifth of them idle
  /// (-ftile-stream-k; PersistentTiles.cpp). Off by default: on the H200
  /// (2026-12-05, bench/gemm_llm_sweep.sh, 21 LLM shapes each in bf16 and
  /// fp16) it was slower than one tile per unit on 40 of 42, geometric mean
  /// 0.955x against 1.002x cuBLAS, 0.84x against 1.10x at 1024x11008x8192.
  bool tileStreamK = false;
  /// Tile conversions' scratch swizzles chosen by counting bank conflicts
  /// (-fno-tile-bank-conflict-model).
  bool tileBankConflictModel = true;
  /// Tile vector loads of contiguous views read 16 zero bytes outside the
  /// view instead of branching: auto (elements narrower than 32 bits),
  /// -ftile-branch-free-loads (always), -fno-tile-branch-free-loads (never).
  BranchFreeLoads tileBranchFreeLoads = BranchFreeLoads::Auto;
  std::string syncCheck = "on";          // --sync-check=off|warn|on|strict
  bool syncNoWarnings = false;           // -Wno-kiln-sync
  /// --sync-trust-constant-initializers: the sync checks may read the
  /// initial contents of __constant__ tables (the host keeps them).
  bool syncTrustConstantInitializers = true;
  InputLanguage language = InputLanguage::Auto; // -x cuda|c++|mlir
  /// -Werror groups: "" (bare -Werror: every warning) or "kiln-sync".
  std::vector<std::string> warningsAsErrors;
  bool noWarnings = false;               // -w
  /// -Rpass=<group> groups whose remarks are printed: "kiln-sync" (the
  /// barriers --auto-sync and the tile lowering insert or remove). Remarks
  /// are opt-in, as in Clang.
  std::vector<std::string> remarkGroups;
  /// -Rpass-missed=<group>: the optimisations not applied, and why ("kiln-tile: missed: ").
  std::vector<std::string> missedRemarkGroups;
  bool syntaxOnly = false;               // -fsyntax-only: parse and translate, write nothing
  bool lineInfo = false;                 // -lineinfo / -g: .file/.loc in the PTX
  /// nvcc's floating-point flags (-use_fast_math, -ftz, -prec-div,
  /// -prec-sqrt, -fmad), resolved: -use_fast_math implies the first four
  /// unless they are given (Driver.cpp).
  bool fastMath = false;
  bool ftz = false;
  bool precDiv = true;
  bool precSqrt = true;
  bool fmad = true;
  /// nvcc -maxrregcount=N: `.maxnreg N` on each kernel without launch bounds
  /// or __maxnreg__ (ptxas ignores the flag for those); 0: none.
  unsigned maxRegCount = 0;
  /// nvcc -Xptxas/--ptxas-options: kilnc runs ptxas with them on each
  /// target's PTX and prints what it says (-v: registers, spills).
  std::vector<std::string> ptxasOptions;
  /// nvcc -rdc=true / -dc: __CUDACC_RDC__, and symbols of other files are
  /// errors that say kilnc does not link device code.
  bool relocatableDeviceCode = false;
  /// nvcc -G: __CUDACC_DEBUG__, line tables, device code at -O0.
  bool deviceDebug = false;
  Dependencies dependencies = Dependencies::None; // -MMD / -MD
  std::string depFile;                   // -MF; empty: the output with .d
  std::vector<std::string> depTargets;   // -MT; empty: the output
  bool depPhonyTargets = false;          // -MP: a phony rule per header
  /// --save-temps: each stage's text (.mlir, .simt.mlir, .ll, .ptx) beside
  /// the output, named after it (after the input when the output is stdout).
  bool saveTemps = false;
  /// --report=FILE: one self-contained HTML page of the compilation (source
  /// with diagnostics, each stage's IR, ptxas resources; Report.h). Written
  /// whether or not the compilation succeeds.
  std::string reportFile;
  /// -W<group>/-Wno-<group> in command-line order ("unused-variable",
  /// "no-kiln-sync"): kiln-sync is Kiln's, the others Clang's groups.
  std::vector<std::string> warningGroups;
  bool colorDiagnostics = false;         // -fcolor-diagnostics
  /// -MJ: the file to write the input's compilation database entry to
  /// (Clang's format, CompileCommands.h); empty: none.
  std::string compileCommandsFile;
  /// -fdriver-only (Clang's): write the -MJ entry, compile nothing.
  bool driverOnly = false;
  /// MLIR's pass-manager options from the command line (--mlir-timing,
  /// --mlir-print-ir-after-all, crash reproducers): kilnc only; kiln::compile
  /// must not read process-wide flags.
  bool mlirPassManagerOptions = false;

  // In-process compilation (kiln::compile) rather than files and stderr.
  /// When set, the input's text, named `input` (which need not exist).
  const std::string *inputText = nullptr;
  /// When set, every diagnostic goes here as data instead of to stderr.
  frontend::DiagnosticSink diagnostics;
  /// Kiln's kernel headers (holding kiln/simt.hpp); empty: beside the
  /// executable, else the source tree (ToolchainPaths.cpp).
  std::string kilnHeadersDir;
};

/// What a compilation produced, before anything is written.
struct CompileOutput {
  Emit emit = Emit::PTX;          // the stage `text` holds
  std::string text;               // PTX, bundle, header, MLIR or LLVM IR
  std::vector<std::string> dependencies; // with -MD/-MMD: the files the parse read
  std::vector<std::string> targets;      // the targets compiled (sm_90a, ...)
};

/// "cuda", "c++" (also "cu", "cpp") or "mlir"; nullopt for anything else.
std::optional<InputLanguage> parseInputLanguage(const std::string &name);

/// Checks the options, then runs the whole compilation; diagnostics go to
/// stderr. Returns the process exit code (0 on success, 1 on a bad option or a
/// compile error).
/// With `crashIsError` (kilnc), a crash is reported as an error and exit
/// code 1, as Clang's driver does, rather than killing the process.
int runCompiler(const CompilerOptions &opts, const char *argv0, bool crashIsError = false);

/// The whole compilation without writing the output or the depfile (kilnc's
/// runCompiler and kiln::compile both run it): 0 and `out` filled, or the
/// exit code of the failure after its diagnostics. Runs on the calling
/// thread: wrap it in runWithLargeStack (LargeStack.h).
int compileToOutput(const CompilerOptions &opts, const char *argv0, CompileOutput &out);

/// Kiln's version, e.g. "0.1.0", and the git revision it was built from
/// (12 hex digits or "unknown"): part of kiln::compile's cache key.
const char *kilnVersion();
const char *kilnGitRevision();

/// `kilnc --version`: Kiln's version and git revision, LLVM's and Clang's, the CUDA toolkit found
/// (path, version and where the version was read), libdevice, and the host
/// library headers device code is parsed with.
void printVersion(llvm::raw_ostream &os, const char *argv0,
                  const std::string &cudaPath);

} // namespace kiln::driver

#endif
