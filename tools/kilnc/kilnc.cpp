//===- kilnc.cpp - the Kiln compiler driver --------------------------------===//
//
//   kilnc kernel.cu --arch=sm_90a -o kernel.ptx
//   kilnc kernel.cu --arch=sm_80,sm_90a -o kernel.kbundle
//   kilnc kernel.cu --emit=simt
//
// Only option parsing lives here; compilation is compiler/Driver.
//
//===----------------------------------------------------------------------===//
#include "NvccFlags.h"

#include "compiler/Driver/CompilerOptions.h"
#include "compiler/Driver/TargetNames.h"

#include "mlir/IR/AsmState.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/Timing.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/raw_ostream.h"

using namespace kiln::driver;
namespace cl = llvm::cl;

// --help groups the options as Clang's documentation does; cl prints the
// groups in the order of their names.
static cl::OptionCategory ioCategory("1. Input and output");
static cl::OptionCategory targetCategory("2. Targets and code generation");
static cl::OptionCategory preprocessorCategory("3. Preprocessor and language");
static cl::OptionCategory diagCategory("4. Diagnostics");
static cl::OptionCategory depCategory("5. Dependency files");
static cl::OptionCategory debugCategory("6. Debugging Kiln (see also --mlir-timing, "
                                        "--mlir-print-ir-after-all, "
                                        "--mlir-pass-pipeline-crash-reproducer)");

static cl::opt<std::string> inputFile(cl::Positional, cl::Required,
                                      cl::desc("<kernel .cu/.cpp or .mlir>"),
                                      cl::cat(ioCategory));
static cl::opt<std::string> outputFile("o", cl::desc("Output file ('-' for stdout)"),
                                       cl::value_desc("file"), cl::init("-"),
                                       cl::cat(ioCategory));
static cl::list<std::string>
    archs("arch", cl::CommaSeparated,
          cl::desc("Targets: sm_80 sm_86 sm_87 sm_89 sm_90 sm_90a sm_100 "
                   "sm_100a sm_120 sm_120a (default sm_80; a list writes one bundle)"),
          cl::cat(targetCategory));
static cl::opt<Emit> emit(
    "emit", cl::desc("Stage to stop after"),
    cl::values(clEnumValN(Emit::MLIR, "mlir", "frontend output (simt/tile + arith/scf/cf)"),
               clEnumValN(Emit::Simt, "simt", "verified simt after the sync passes"),
               clEnumValN(Emit::LLVM, "llvm", "optimised LLVM IR"),
               clEnumValN(Emit::PTX, "ptx", "PTX (default for one target)"),
               clEnumValN(Emit::Bundle, "bundle", "a Kiln bundle (default for several)"),
               clEnumValN(Emit::Header, "header", "a C++ header with the bundle and typed launchers")),
    cl::init(Emit::PTX), cl::cat(ioCategory));
static cl::list<std::string> includeDirs("I", cl::Prefix, cl::desc("Include directory"),
                                         cl::value_desc("dir"), cl::cat(preprocessorCategory));
static cl::list<std::string> defines("D", cl::Prefix, cl::desc("Define a macro"),
                                     cl::value_desc("NAME[=VALUE]"), cl::cat(preprocessorCategory));
static cl::list<std::string> undefines("U", cl::Prefix,
                                       cl::desc("Undefine a macro (after every -D, as nvcc)"),
                                       cl::value_desc("NAME"), cl::cat(preprocessorCategory));
static cl::list<std::string> preIncludes("include",
                                         cl::desc("Include this file first (after "
                                                  "cuda_runtime.h, as nvcc)"),
                                         cl::value_desc("file"), cl::cat(preprocessorCategory));
static cl::list<std::string> systemIncludeDirs("isystem", cl::desc("System include directory"),
                                               cl::value_desc("dir"),
                                               cl::cat(preprocessorCategory));
static cl::alias defineMacro("define-macro", cl::aliasopt(defines),
                             cl::desc("nvcc's long spelling of -D"));
static cl::alias undefineMacro("undefine-macro", cl::aliasopt(undefines),
                               cl::desc("nvcc's long spelling of -U"));
static cl::alias includePath("include-path", cl::aliasopt(includeDirs),
                             cl::desc("nvcc's long spelling of -I"));
static cl::alias preInclude("pre-include", cl::aliasopt(preIncludes),
                            cl::desc("nvcc's long spelling of -include"));
static cl::alias systemInclude("system-include", cl::aliasopt(systemIncludeDirs),
                               cl::desc("nvcc's long spelling of -isystem"));
static cl::opt<std::string> languageStandard(
    "std", cl::desc("C++ dialect: c++17 or c++20, or their GNU forms (default: gnu++17 for .cu files, as nvcc; c++20 for .cpp)"),
    cl::value_desc("c++17|c++20"), cl::cat(preprocessorCategory));
static cl::opt<unsigned> optLevel(
    "O", cl::Prefix, cl::desc("Optimisation level 0..3 (default 3)"),
    cl::init(3), cl::cat(targetCategory));
static cl::opt<std::string> ptxVersion("ptx-version",
                                       cl::desc("Emit this PTX ISA version (e.g. 8.0)"),
                                       cl::cat(targetCategory));
static cl::opt<std::string> maxPtx("max-ptx", cl::desc("Never emit a PTX ISA newer than this"),
                                   cl::cat(targetCategory));
static cl::opt<std::string> cudaDriver(
    "cuda-driver", cl::desc("Emit PTX that a driver of this CUDA version loads (e.g. 12.4)"),
    cl::cat(targetCategory));
static cl::opt<std::string> cudaPath("cuda-path",
                                     cl::desc("CUDA toolkit root (libdevice, host code's runtime API); "
                                              "'none' to do without"),
                                     cl::cat(targetCategory));
static cl::opt<std::string> stdHeaders(
    "std-headers",
    cl::desc("C/C++ library headers: 'host' (the host's glibc/libstdc++, as nvcc; Kiln's "
             "freestanding ones where missing, the default) or 'kiln' (Kiln's freestanding ones)"),
    cl::init("host"), cl::cat(preprocessorCategory));
static cl::opt<bool> verbose("v", cl::desc("Print each stage with its time"),
                             cl::cat(debugCategory));
static cl::opt<bool> timeCpu(
    "time-cpu",
    cl::desc("With -v, time the stages and passes by the process' CPU time instead of the "
             "wall clock (shares that hold on a loaded machine)"),
    cl::cat(debugCategory));
static cl::opt<bool> printIRAfterAll("print-ir-after-all",
                                     cl::desc("Print the IR after every pass"),
                                     cl::cat(debugCategory));
static cl::opt<bool> autoSync("auto-sync",
                              cl::desc("Insert the barriers that remove shared-memory "
                                       "hazards instead of reporting them"),
                              cl::cat(targetCategory));
// nvcc's spelling; cl takes -expt-relaxed-constexpr and --expt-relaxed-constexpr alike.
static cl::opt<bool> exptRelaxedConstexpr(
    "expt-relaxed-constexpr",
    cl::desc("Device code may call constexpr functions that are not __device__ (std::max, "
             "std::numeric_limits<T>::max(), the file's own), as nvcc with this flag; without "
             "it, such a call is nvcc's error"),
    cl::cat(preprocessorCategory));
static cl::opt<bool> extendedLambda(
    "extended-lambda",
    cl::desc("Lambdas may be annotated __device__ or __host__ __device__ (and passed to kernels "
             "from host code), as nvcc with this flag"),
    cl::cat(preprocessorCategory));
static cl::alias exptExtendedLambda("expt-extended-lambda", cl::aliasopt(extendedLambda),
                                    cl::desc("nvcc's older spelling of --extended-lambda"));

// nvcc's floating-point flags, spelled as nvcc spells them (one dash or two).
static cl::opt<bool> useFastMath(
    "use_fast_math",
    cl::desc("As nvcc: -ftz=true -prec-div=false -prec-sqrt=false, and sinf, cosf, tanf, "
             "sincosf, expf, exp10f, logf, log2f, log10f, powf as their __-prefixed "
             "approximations (an explicit -ftz/-prec-div/-prec-sqrt still wins)"),
    cl::cat(targetCategory));
static cl::opt<bool> flushToZero(
    "ftz", cl::desc("As nvcc -ftz=true: single-precision denormals flush to zero (default false)"),
    cl::cat(targetCategory));
static cl::opt<bool> precDiv(
    "prec-div",
    cl::desc("As nvcc -prec-div=false: single-precision x / y is div.full (1 / y rcp.approx) "
             "instead of IEEE round-to-nearest (default true)"),
    cl::init(true), cl::cat(targetCategory));
static cl::opt<bool> precSqrt(
    "prec-sqrt",
    cl::desc("As nvcc -prec-sqrt=false: single-precision sqrt is sqrt.approx (default true)"),
    cl::init(true), cl::cat(targetCategory));
static cl::opt<bool> fmad("fmad",
                          cl::desc("As nvcc -fmad=false: no multiply-add is contracted into "
                                   "an fma (default true)"),
                          cl::init(true), cl::cat(targetCategory));

// nvcc's flags for the device code (docs/driver.md's table; the flags that
// change nothing in kilnc's PTX are NvccFlags.cpp's).
static cl::alias gpuArchitecture("gpu-architecture", cl::aliasopt(archs),
                                 cl::desc("nvcc's spelling of --arch"));
static cl::list<std::string> gencode(
    "gencode",
    cl::desc("As nvcc: arch=compute_XX,code=sm_XX; each -gencode adds the target of its arch= "
             "(several make a bundle, where nvcc -ptx refuses them)"),
    cl::value_desc("arch=compute_XX,code=sm_XX"), cl::cat(targetCategory));
static cl::alias generateCode("generate-code", cl::aliasopt(gencode),
                              cl::desc("nvcc's long spelling of -gencode"));
static cl::list<std::string> gpuCode(
    "code", cl::CommaSeparated,
    cl::desc("As nvcc -code=sm_XX: the SASS targets of --arch's PTX, which the CUDA driver makes "
             "when it loads the PTX; checked (no lto_XX), else no effect"),
    cl::value_desc("sm_XX,..."), cl::cat(targetCategory));
static cl::alias gpuCodeLong("gpu-code", cl::aliasopt(gpuCode), cl::desc("nvcc's long spelling of -code"));
static cl::opt<unsigned> maxRegCount(
    "maxrregcount",
    cl::desc("As nvcc: at most N registers in each kernel without __launch_bounds__ or "
             "__maxnreg__ (PTX .maxnreg, which the driver's JIT honours)"),
    cl::value_desc("N"), cl::cat(targetCategory));
static cl::list<std::string> ptxasOptions(
    "Xptxas", cl::CommaSeparated,
    cl::desc("As nvcc: kilnc runs ptxas with these options on each target's PTX and prints "
             "what it says (-v: registers, shared memory, spills); -maxrregcount=N applies as "
             "kilnc's -maxrregcount; options that change only the SASS are reported as such"),
    cl::value_desc("options"), cl::cat(targetCategory));
static cl::alias ptxasOptionsLong("ptxas-options", cl::aliasopt(ptxasOptions),
                                  cl::desc("nvcc's long spelling of -Xptxas"));
static cl::opt<bool> resourceUsage(
    "resource-usage", cl::desc("As nvcc -res-usage: -Xptxas -v (each kernel's registers and "
                               "memory, from ptxas)"),
    cl::cat(targetCategory));
static cl::alias resourceUsageShort("res-usage", cl::aliasopt(resourceUsage),
                                    cl::desc("nvcc's short spelling of --resource-usage"));
static cl::opt<bool> relocatableDeviceCode(
    "rdc",
    cl::desc("As nvcc -rdc=true: __CUDACC_RDC__; kilnc writes whole-program PTX and links no "
             "device code, so a function or variable of another file is an error that says so"),
    cl::cat(targetCategory));
static cl::alias relocatableDeviceCodeLong("relocatable-device-code",
                                           cl::aliasopt(relocatableDeviceCode),
                                           cl::desc("nvcc's long spelling of -rdc"));
static cl::opt<bool> deviceCompile("dc", cl::desc("As nvcc -dc: -c -rdc=true"),
                                   cl::cat(targetCategory));
static cl::alias deviceCompileLong("device-c", cl::aliasopt(deviceCompile),
                                   cl::desc("nvcc's long spelling of -dc"));
static cl::opt<bool> deviceDebug(
    "G", cl::desc("As nvcc -G: device code at -O0 with line tables and __CUDACC_DEBUG__ (no "
                  "variable locations: a warning says so)"),
    cl::cat(targetCategory));
static cl::alias deviceDebugLong("device-debug", cl::aliasopt(deviceDebug),
                                 cl::desc("nvcc's long spelling of -G"));
static cl::opt<bool> ptxOutput("ptx", cl::desc("As nvcc -ptx: write PTX (kilnc's default for one target)"),
                               cl::cat(ioCategory));
static cl::opt<bool> keepTemps("keep", cl::desc("As nvcc -keep: --save-temps"), cl::cat(ioCategory));
static cl::opt<std::string> defaultStream(
    "default-stream",
    cl::desc("As nvcc: per-thread defines CUDA_API_PER_THREAD_DEFAULT_STREAM for host code; "
             "legacy and null change nothing"),
    cl::value_desc("legacy|null|per-thread"), cl::cat(preprocessorCategory));
static cl::list<std::string> hostCompilerOptions(
    "Xcompiler", cl::CommaSeparated,
    cl::desc("As nvcc: options of the host compiler, which also preprocesses device code: "
             "-D, -U, -I and -isystem apply, the rest concern host code only"),
    cl::value_desc("options"), cl::cat(preprocessorCategory));
static cl::alias hostCompilerOptionsLong("compiler-options", cl::aliasopt(hostCompilerOptions),
                                         cl::desc("nvcc's long spelling of -Xcompiler"));

static cl::opt<bool> noTileSpecialize(
    "fno-tile-specialize",
    cl::desc("Compile each tile kernel once: no variant for contiguous tensors "
             "for the runtime to launch when the arguments allow it"),
    cl::cat(targetCategory));

static cl::opt<bool> noTileSplitLoops(
    "fno-tile-split-loops",
    cl::desc("Never split a tile kernel's reduction loop across programs (by default the "
             "runtime may, when the launch grid would leave the GPU idle)"),
    cl::cat(targetCategory));

static cl::opt<int64_t> tilePrefetchDepth(
    "ftile-prefetch-depth",
    cl::desc("Read-only tile loops load their tiles N iterations ahead "
             "(1, the default; 0: chosen from the target's bytes in flight, "
             "the tile sizes and a register budget, measured slower)"),
    cl::value_desc("N"), cl::init(1), cl::cat(targetCategory));
static cl::opt<int64_t> tileHoistOccupancyBudget(
    "ftile-hoist-occupancy-budget",
    cl::desc("Tile registers per thread live across the ops a branch-free "
             "tile load is issued before (24, the default; 0: no limit, as "
             "before)"),
    cl::value_desc("N"), cl::init(24), cl::cat(targetCategory));
static cl::opt<int64_t> tileElementsPerThread(
    "ftile-elements-per-thread",
    cl::desc("Tile kernels without a warps hint get warps (4 to 16) for "
             "about N elements of their widest tile per thread (16, the "
             "default; 8 gives 4096-wide rows 16 warps, measured slower on "
             "the H200 except for column reductions)"),
    cl::value_desc("N"), cl::init(16), cl::cat(targetCategory));
static cl::opt<int64_t> tilePackPrograms(
    "ftile-pack-programs",
    cl::desc("Tile kernels run N programs per block (0: one; by default "
             "programs of 1 or 2 warps share blocks of 4 warps): the "
             "runtime launches ceil(programs / N) blocks and passes the "
             "program count (the bundle's `packed`)"),
    cl::value_desc("N"), cl::init(-1), cl::cat(targetCategory));
static cl::opt<bool> tileWarpSpecialize(
    "ftile-warp-specialize",
    cl::desc("sm_90a: fill a tile GEMM's TMA ring from a producer warpgroup "
             "with setmaxnreg instead of thread 0 of the consumer warps (on "
             "by default as part of the persistent schedule)"),
    cl::cat(targetCategory));
static cl::opt<bool> noTileWarpSpecialize(
    "fno-tile-warp-specialize",
    cl::desc("sm_90a: fill a tile GEMM's TMA ring from thread 0 of the "
             "consumer warps (one program per output tile: also turns off "
             "the persistent schedule)"),
    cl::cat(targetCategory));
static cl::opt<bool> tilePersistent(
    "ftile-persistent",
    cl::desc("sm_90a: a tile GEMM with a TMA ring becomes a persistent "
             "warp-specialised kernel (one program per SM looping over the "
             "output tiles in grouped order; the producer loads the next "
             "tile while the consumers store this one); the default"),
    cl::cat(targetCategory));
static cl::opt<bool> noTilePersistent(
    "fno-tile-persistent",
    cl::desc("sm_90a: one program per output tile of a tile GEMM (the launch "
             "grid as written)"),
    cl::cat(targetCategory));
static cl::opt<bool> tileStreamK(
    "ftile-stream-k",
    cl::desc("sm_90a: a persistent tile GEMM splits the k-steps of its last "
             "two waves over the programs when the last wave would leave "
             "SMs idle, partial tiles summed through a runtime workspace "
             "(off by default: slower than one tile per unit on the H200)"),
    cl::cat(targetCategory));
static cl::opt<bool> noTileStreamK(
    "fno-tile-stream-k",
    cl::desc("sm_90a: a persistent tile GEMM keeps one output tile per unit "
             "of work (the default)"),
    cl::cat(targetCategory));
static cl::opt<bool> noTileBankConflictModel(
    "fno-tile-bank-conflict-model",
    cl::desc("Give every tile layout conversion through shared memory 16-byte "
             "row vectors with 8 XOR phases instead of the swizzle with the "
             "fewest bank conflicts for both of its layouts"),
    cl::cat(targetCategory));

static cl::opt<bool> tileBranchFreeLoads(
    "ftile-branch-free-loads",
    cl::desc("Read each tile vector load of a contiguous view without a "
             "branch: 16 zero bytes where it lies outside the view (by "
             "default only for elements narrower than 32 bits)"),
    cl::cat(targetCategory));
static cl::opt<bool> noTileBranchFreeLoads(
    "fno-tile-branch-free-loads",
    cl::desc("Branch around each tile vector load of a contiguous view that "
             "lies outside the view, for every element type"),
    cl::cat(targetCategory));

static cl::opt<std::string> syncCheck(
    "sync-check",
    cl::desc("Synchronisation checks: off, warn (every finding a warning), on "
             "(default: proven races and divergent barriers are errors, "
             "undecided cases warnings) or strict (both errors)"),
    cl::value_desc("off|warn|on|strict"), cl::init("on"), cl::cat(diagCategory));
static cl::opt<bool> syncTrustConstantInitializers(
    "sync-trust-constant-initializers",
    cl::desc("The sync checks may take an initialised __constant__ table with pairwise "
             "distinct entries (a permutation) to keep threads' shared accesses apart; "
             "=false when the host rewrites such tables (cudaMemcpyToSymbol) with other "
             "contents (docs/synchronisation.md)"),
    cl::init(true), cl::cat(diagCategory));
// Clang's spellings: `-Werror=kiln-sync` parses as option Werror with value
// kiln-sync; a bare -Werror has the empty value.
static cl::list<std::string> werror(
    "Werror",
    cl::desc("Warnings are errors; -Werror=<group>: only that group's (kiln-sync, or one of "
             "Clang's)"),
    cl::value_desc("group"), cl::CommaSeparated, cl::ValueOptional,
    cl::cat(diagCategory));
// -W<group> / -Wno-<group> are taken off the command line before cl parses
// it (LLVM's MC library owns an option named W); this option only documents
// them in --help under their Clang spelling.
static cl::opt<bool> warningGroupHelp(
    "W<group>",
    cl::desc("Turn a diagnostic group's warnings on (-W<group>) or off (-Wno-<group>): "
             "kiln-sync (the synchronisation checks) or any of Clang's groups "
             "(docs/driver.md)"),
    cl::ValueDisallowed, cl::cat(diagCategory));

/// nvcc's own warning switches (not Clang groups): -Wno-deprecated-gpu-targets
/// has nothing to silence in kilnc, the others ask for checks kilnc does not
/// make (a warning says so).
static bool isNvccWarningGroup(llvm::StringRef group, std::vector<std::string> &notes) {
  group.consume_front("no-");
  if (group == "deprecated-gpu-targets")
    return true;
  if (group == "default-stream-launch" || group == "missing-launch-bounds" ||
      group == "ext-lambda-captures-this") {
    notes.push_back("-W" + group.str() + " is ignored: kilnc makes no such check");
    return true;
  }
  return false;
}

/// nvcc's -Werror takes its kinds as a separate argument too
/// (`-Werror all-warnings`); kilnc's spells them -Werror=kind.
static const char *const kNvccWerrorKinds[] = {
    "cross-execution-space-call", "reorder", "default-stream-launch", "missing-launch-bounds",
    "ext-lambda-captures-this", "deprecated-declarations", "all-warnings"};

/// Takes -W<group> and -Wno-<group> (not -Werror...) out of `args`, in order.
static std::vector<std::string> takeWarningGroups(llvm::SmallVectorImpl<const char *> &args,
                                                  std::vector<std::string> &notes) {
  std::vector<std::string> groups;
  llvm::SmallVector<const char *> rest;
  for (size_t i = 0; i < args.size(); ++i) {
    llvm::StringRef arg = args[i] ? args[i] : "";
    // The value of -Xcompiler/-Xptxas (`-Xcompiler -Wall`) is theirs.
    llvm::StringRef flag = arg.ltrim('-');
    if (i + 1 < args.size() && (flag == "Xcompiler" || flag == "compiler-options" ||
                                flag == "Xptxas" || flag == "ptxas-options")) {
      rest.push_back(args[i]);
      rest.push_back(args[++i]);
      continue;
    }
    if (i > 0 && arg.starts_with("-W") && arg != "-Werror" && !arg.starts_with("-Werror=") &&
        arg != "-W<group>") {
      if (!isNvccWarningGroup(arg.drop_front(2), notes))
        groups.push_back(arg.drop_front(2).str());
    } else {
      rest.push_back(args[i]);
    }
  }
  args.assign(rest.begin(), rest.end());
  return groups;
}

/// nvcc's -Werror kinds as kilnc's: all-warnings is a bare -Werror, the two
/// Clang also has are its groups, the others kilnc has no warnings for.
static std::vector<std::string> mapWerrorKinds(const std::vector<std::string> &kinds,
                                               std::vector<std::string> &notes) {
  std::vector<std::string> out;
  for (const std::string &kind : kinds) {
    if (kind == "all-warnings")
      out.push_back("");
    else if (kind == "cross-execution-space-call" || kind == "default-stream-launch" ||
             kind == "missing-launch-bounds" || kind == "ext-lambda-captures-this")
      notes.push_back("-Werror=" + kind + " is ignored: kilnc makes no such check");
    else
      out.push_back(kind);
  }
  return out;
}
static cl::opt<bool> colorDiagnostics(
    "fcolor-diagnostics", cl::desc("Diagnostics in colour (default: when stderr is a terminal)"),
    cl::cat(diagCategory));
static cl::opt<bool> noColorDiagnostics("fno-color-diagnostics",
                                        cl::desc("Diagnostics without colour"),
                                        cl::cat(diagCategory));
static cl::opt<bool> saveTemps(
    "save-temps",
    cl::desc("Keep each stage beside the output: <out>.mlir (frontend), .simt.mlir, .ll, .ptx "
             "(<out>.<arch>.* for several targets)"),
    cl::cat(ioCategory));
static cl::opt<std::string> reportFile(
    "report",
    cl::desc("Write one self-contained HTML page of the compilation: the source with its "
             "diagnostics and the barriers checked or inserted, each stage's IR linked to source "
             "lines, ptxas resources per kernel"),
    cl::value_desc("file.html"), cl::cat(ioCategory));
static cl::opt<bool> noWarnings("w", cl::desc("Drop every warning"), cl::cat(diagCategory));
// Clang's spelling: -Rpass=kiln-sync (LLVM owns no bare -R).
static cl::list<std::string> remarks(
    "Rpass", cl::desc("Print the remarks of a group: -Rpass=kiln-sync names each barrier the "
                      "compiler inserted or removed (off by default)"),
    cl::value_desc("kiln-sync"), cl::CommaSeparated, cl::cat(diagCategory));
static cl::list<std::string> missedRemarks(
    "Rpass-missed",
    cl::desc("Print why an optimisation was not applied: -Rpass-missed=kiln-tile names each "
             "tile loop not split across programs and the reason (off by default)"),
    cl::value_desc("kiln-tile"), cl::CommaSeparated, cl::cat(diagCategory));
static cl::opt<bool> syntaxOnly(
    "fsyntax-only",
    cl::desc("Parse and translate the kernels for each target, report errors, write nothing"),
    cl::cat(ioCategory));
static cl::opt<bool> lineInfo(
    "lineinfo",
    cl::desc("Source lines in the PTX (.file/.loc, as nvcc -lineinfo): Nsight Compute and "
             "compute-sanitizer show the kernel's source lines; the code is unchanged"),
    cl::cat(targetCategory));
static cl::opt<bool> debugInfo(
    "g", cl::desc("Device code: the same as -lineinfo (line tables; no variable locations)"),
    cl::cat(targetCategory));
static cl::alias generateLineInfo("generate-line-info", cl::aliasopt(lineInfo),
                                  cl::desc("nvcc's long spelling of -lineinfo"));
static cl::alias debugLong("debug", cl::aliasopt(debugInfo), cl::desc("nvcc's long spelling of -g"));
static cl::opt<std::string> language(
    "x", cl::Prefix,
    cl::desc("Input language: cuda (C++17 by default), c++ (Kiln's C++ kernels, C++20) or "
             "mlir (default: by the extension)"),
    cl::value_desc("cuda|c++|mlir"), cl::cat(preprocessorCategory));
static cl::opt<bool> depsUser("MMD",
                              cl::desc("Write a depfile (Make syntax) of the input and the "
                                       "user headers it includes"),
                              cl::cat(depCategory));
static cl::opt<bool> depsAll("MD", cl::desc("Like -MMD, system headers included"),
                             cl::cat(depCategory));
static cl::opt<std::string> depFile("MF", cl::Prefix,
                                    cl::desc("The depfile's name (default: the output with .d)"),
                                    cl::value_desc("file"), cl::cat(depCategory));
static cl::list<std::string> depTargets("MT", cl::Prefix,
                                        cl::desc("The depfile's target (default: the output)"),
                                        cl::value_desc("target"), cl::cat(depCategory));

static cl::opt<bool> depPhony("MP",
                              cl::desc("Add a phony target for each header the depfile lists "
                                       "(as Clang's and nvcc's -MP)"),
                              cl::cat(depCategory));

static cl::opt<std::string> compileCommands(
    "MJ", cl::Prefix,
    cl::desc("Write the input's compile_commands.json entry (Clang's command that parses it as "
             "kilnc does, for clangd) to this file, as clang -MJ"),
    cl::value_desc("file"), cl::cat(depCategory));

// Clang's -c: kilnc never links, so it changes nothing; ccache caches only
// calls that have it (docs/cmake.md, KILN_COMPILER_LAUNCHER).
static cl::opt<bool> compileOnly("c", cl::desc("Compile only (accepted as Clang's -c; kilnc never "
                                               "links)"),
                                 cl::cat(ioCategory));
static cl::opt<bool> driverOnly(
    "fdriver-only", cl::desc("Write -MJ's entry and compile nothing (as Clang's -fdriver-only)"),
    cl::cat(ioCategory));

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  mlir::registerAsmPrinterCLOptions();
  mlir::registerMLIRContextCLOptions();
  mlir::registerPassManagerCLOptions();
  mlir::registerDefaultTimingManagerCLOptions();
  cl::HideUnrelatedOptions({&ioCategory, &targetCategory, &preprocessorCategory, &diagCategory,
                            &depCategory, &debugCategory});
  const char *argv0 = argv[0];
  cl::SetVersionPrinter([argv0](llvm::raw_ostream &os) { printVersion(os, argv0, cudaPath); });
  // Response files (@file, nested too) are expanded first, as Clang does, so
  // that the -W flags inside them are seen.
  llvm::BumpPtrAllocator allocator;
  llvm::SmallVector<const char *> args(argv, argv + argc);
  llvm::StringSaver saver(allocator);
  // nvcc's options files (-optf FILE, --options-file=FILE) are response files;
  // nvcc's -V is --version.
  for (size_t i = 1; i < args.size(); ++i) {
    if (llvm::StringRef(args[i]) == "-V")
      args[i] = "--version";
    llvm::StringRef arg = llvm::StringRef(args[i]).ltrim('-');
    auto [name, file] = arg.split('=');
    if (name != "optf" && name != "options-file")
      continue;
    if (!arg.contains('=')) {
      if (i + 1 >= args.size())
        break;
      file = args[i + 1];
      args.erase(args.begin() + i + 1);
    }
    args[i] = saver.save("@" + file).data();
  }
  cl::ExpansionContext expansion(allocator, cl::TokenizeGNUCommandLine);
  if (llvm::Error error = expansion.expandResponseFiles(args)) {
    llvm::errs() << "kilnc: error: " << llvm::toString(std::move(error)) << "\n";
    return 1;
  }
  // nvcc's -Werror KIND as one argument, before cl reads KIND as the input.
  for (size_t i = 1; i + 1 < args.size(); ++i)
    if (llvm::StringRef(args[i]).ltrim('-') == "Werror" &&
        llvm::is_contained(kNvccWerrorKinds, llvm::StringRef(args[i + 1]))) {
      args[i] = saver.save("-Werror=" + llvm::Twine(args[i + 1])).data();
      args.erase(args.begin() + i + 1);
    }
  // nvcc's host and link flags first: their values (-Xlinker -Wl,...) are
  // not kilnc's -W groups.
  kiln::kilnc::NvccFlagsResult nvccFlags = kiln::kilnc::takeNvccFlags(args);
  if (!nvccFlags.error.empty()) {
    llvm::errs() << "kilnc: error: " << nvccFlags.error << "\n";
    return 1;
  }
  std::vector<std::string> nvccNotes;
  std::vector<std::string> warningGroups = takeWarningGroups(args, nvccNotes);
  cl::ParseCommandLineOptions(static_cast<int>(args.size()), args.data(),
                              "Kiln GPU kernel compiler\n");
  nvccNotes.insert(nvccNotes.end(), nvccFlags.warnings.begin(), nvccFlags.warnings.end());

  CompilerOptions opts;
  opts.input = inputFile;
  opts.output = outputFile;
  opts.archs.assign(archs.begin(), archs.end());
  // -gencode: each adds its target; -code is checked (the driver's JIT makes
  // the SASS of the PTX for whatever GPU loads it).
  for (const std::string &value : gencode) {
    std::string error;
    std::optional<std::vector<std::string>> targets = parseGencode(value, error);
    if (!targets) {
      llvm::errs() << "kilnc: error: " << error << "\n";
      return 1;
    }
    for (const std::string &t : *targets)
      if (!llvm::is_contained(opts.archs, t))
        opts.archs.push_back(t);
  }
  for (const std::string &code : gpuCode)
    if (llvm::StringRef(code).starts_with("lto_")) {
      llvm::errs() << "kilnc: error: -code=" << code
                   << " asks for LTO-IR, which kilnc does not write (it writes PTX: use sm_XX)\n";
      return 1;
    }
  opts.undefines.assign(undefines.begin(), undefines.end());
  opts.preIncludes.assign(preIncludes.begin(), preIncludes.end());
  opts.systemIncludeDirs.assign(systemIncludeDirs.begin(), systemIncludeDirs.end());
  opts.maxRegCount = maxRegCount;
  for (const std::string &option : ptxasOptions) {
    // -Xptxas -maxrregcount=N (or --maxrregcount=N): kilnc's -maxrregcount,
    // unless that is given too.
    llvm::StringRef name = llvm::StringRef(option).ltrim('-');
    unsigned n = 0;
    if (name.consume_front("maxrregcount=") && !name.getAsInteger(10, n) &&
        !maxRegCount.getNumOccurrences())
      opts.maxRegCount = n;
    opts.ptxasOptions.push_back(option);
  }
  if (resourceUsage && !llvm::is_contained(opts.ptxasOptions, "-v"))
    opts.ptxasOptions.push_back("-v");
  opts.relocatableDeviceCode = relocatableDeviceCode || deviceCompile;
  opts.deviceDebug = deviceDebug;

  opts.emit = emit;
  opts.emitExplicit = emit.getNumOccurrences() > 0;
  opts.includeDirs.assign(includeDirs.begin(), includeDirs.end());
  opts.defines.assign(defines.begin(), defines.end());
  opts.languageStandard = languageStandard;
  opts.optLevel = optLevel;
  if (!ptxVersion.empty())
    opts.ptxVersion = ptxVersion;
  if (!maxPtx.empty())
    opts.maxPtx = maxPtx;
  if (!cudaDriver.empty())
    opts.cudaDriver = cudaDriver;
  opts.cudaPath = cudaPath;
  opts.stdHeaders = stdHeaders;
  opts.verbose = verbose;
  opts.timeCpu = timeCpu;
  opts.printIRAfterAll = printIRAfterAll;
  opts.autoSync = autoSync;
  opts.relaxedConstexpr = exptRelaxedConstexpr;
  opts.extendedLambda = extendedLambda;
  opts.tileSpecialize = !noTileSpecialize;
  opts.tileSplitLoops = !noTileSplitLoops;
  opts.tilePrefetchDepth = tilePrefetchDepth;
  opts.tileHoistOccupancyBudget = tileHoistOccupancyBudget;
  opts.tileElementsPerThread = tileElementsPerThread;
  opts.tilePackPrograms = tilePackPrograms;
  // The later of -ftile-warp-specialize and -fno-tile-warp-specialize wins.
  opts.tileWarpSpecialize = tileWarpSpecialize.getPosition() > noTileWarpSpecialize.getPosition();
  // Persistent unless -fno-tile-persistent comes last, or -fno-tile-warp-specialize
  // takes away the producer warpgroup it needs.
  opts.tilePersistent = tilePersistent.getPosition() >= noTilePersistent.getPosition() &&
                        !(noTileWarpSpecialize.getNumOccurrences() && !opts.tileWarpSpecialize);
  // The later of -ftile-stream-k and -fno-tile-stream-k wins; off by default.
  opts.tileStreamK = tileStreamK.getPosition() > noTileStreamK.getPosition();
  opts.tileBankConflictModel = !noTileBankConflictModel;
  // The later of -ftile-branch-free-loads and -fno-tile-branch-free-loads
  // wins; neither: by element width.
  if (tileBranchFreeLoads.getNumOccurrences() || noTileBranchFreeLoads.getNumOccurrences())
    opts.tileBranchFreeLoads = tileBranchFreeLoads.getPosition() > noTileBranchFreeLoads.getPosition()
                                   ? kiln::BranchFreeLoads::Always
                                   : kiln::BranchFreeLoads::Never;
  opts.syncCheck = syncCheck;
  opts.syncTrustConstantInitializers = syncTrustConstantInitializers;
  opts.warningsAsErrors = mapWerrorKinds({werror.begin(), werror.end()}, nvccNotes);
  opts.warningGroups.assign(warningGroups.begin(), warningGroups.end());
  // The later of -fcolor-diagnostics and -fno-color-diagnostics wins, as in Clang.
  if (colorDiagnostics.getNumOccurrences() || noColorDiagnostics.getNumOccurrences())
    opts.colorDiagnostics = colorDiagnostics.getPosition() > noColorDiagnostics.getPosition();
  else
    opts.colorDiagnostics = llvm::errs().has_colors();
  opts.saveTemps = saveTemps || keepTemps;
  opts.reportFile = reportFile;
  opts.compileCommandsFile = compileCommands;
  opts.driverOnly = driverOnly;
  opts.mlirPassManagerOptions = true;
  opts.noWarnings = noWarnings;
  opts.remarkGroups.assign(remarks.begin(), remarks.end());
  opts.missedRemarkGroups.assign(missedRemarks.begin(), missedRemarks.end());
  opts.syntaxOnly = syntaxOnly;
  opts.lineInfo = lineInfo || debugInfo;
  // -use_fast_math sets what the explicit flags do not.
  opts.fastMath = useFastMath;
  opts.ftz = flushToZero.getNumOccurrences() ? bool(flushToZero) : bool(useFastMath);
  opts.precDiv = precDiv.getNumOccurrences() ? bool(precDiv) : !useFastMath;
  opts.precSqrt = precSqrt.getNumOccurrences() ? bool(precSqrt) : !useFastMath;
  opts.fmad = fmad;
  if (language.getNumOccurrences()) {
    std::optional<InputLanguage> lang = parseInputLanguage(language);
    if (!lang) {
      llvm::errs() << "kilnc: error: -x " << language.getValue()
                   << ": use cuda, c++ or mlir\n";
      return 1;
    }
    opts.language = *lang;
  }
  if (depsAll)
    opts.dependencies = Dependencies::AllHeaders;
  else if (depsUser)
    opts.dependencies = Dependencies::UserHeaders;
  opts.depFile = depFile;
  opts.depTargets.assign(depTargets.begin(), depTargets.end());
  opts.depPhonyTargets = depPhony;
  // -Xcompiler: the host compiler preprocesses device code too under nvcc,
  // so its -D, -U, -I and -isystem reach the kernels.
  for (size_t i = 0; i < hostCompilerOptions.size(); ++i) {
    llvm::StringRef option = hostCompilerOptions[i];
    auto value = [&](llvm::StringRef flag) -> std::string {
      if (option.size() > flag.size())
        return option.drop_front(flag.size()).str();
      return i + 1 < hostCompilerOptions.size() ? hostCompilerOptions[++i] : std::string();
    };
    if (option.starts_with("-isystem"))
      opts.systemIncludeDirs.push_back(value("-isystem"));
    else if (option.starts_with("-D"))
      opts.defines.push_back(value("-D"));
    else if (option.starts_with("-U"))
      opts.undefines.push_back(value("-U"));
    else if (option.starts_with("-I"))
      opts.includeDirs.push_back(value("-I"));
  }
  if (defaultStream.getNumOccurrences()) {
    if (defaultStream != "legacy" && defaultStream != "null" && defaultStream != "per-thread") {
      llvm::errs() << "kilnc: error: -default-stream=" << defaultStream
                   << ": use legacy, null or per-thread\n";
      return 1;
    }
    if (defaultStream == "per-thread")
      opts.defines.push_back("CUDA_API_PER_THREAD_DEFAULT_STREAM=1");
  }
  // nvcc's flags that kilnc accepts without their effect (NvccFlags.cpp).
  if (!noWarnings)
    for (const std::string &note : nvccNotes)
      llvm::errs() << "kilnc: warning: " << note << "\n";
  return runCompiler(opts, argv[0], /*crashIsError=*/true);
}
