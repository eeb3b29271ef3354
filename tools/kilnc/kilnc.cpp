//===- kilnc.cpp - the Kiln compiler driver --------------------------------===//
//
//   kilnc kernel.cu --arch=sm_90a -o kernel.ptx
//   kilnc kernel.cu --arch=sm_80,sm_90a -o kernel.kbundle
//   kilnc kernel.cu --emit=simt
//
// Only option parsing lives here; compilation is compiler/Driver.
//
//===----------------------------------------------------------------------===//
#include "compiler/Driver/CompilerOptions.h"

#include "mlir/IR/AsmState.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/raw_ostream.h"

using namespace kiln::driver;
namespace cl = llvm::cl;

static cl::OptionCategory kilncCategory("kilnc options");

static cl::opt<std::string> inputFile(cl::Positional, cl::Required,
                                      cl::desc("<kernel .cu/.cpp or .mlir>"),
                                      cl::cat(kilncCategory));
static cl::opt<std::string> outputFile("o", cl::desc("Output file ('-' for stdout)"),
                                       cl::value_desc("file"), cl::init("-"),
                                       cl::cat(kilncCategory));
static cl::list<std::string>
    archs("arch", cl::CommaSeparated,
          cl::desc("Targets: sm_80 sm_86 sm_87 sm_89 sm_90 sm_90a sm_100 "
                   "sm_100a sm_120 sm_120a (default sm_80; a list writes one bundle)"),
          cl::cat(kilncCategory));
static cl::opt<Emit> emit(
    "emit", cl::desc("Stage to stop after"),
    cl::values(clEnumValN(Emit::MLIR, "mlir", "frontend output (simt/tile + arith/scf/cf)"),
               clEnumValN(Emit::Simt, "simt", "verified simt after the sync passes"),
               clEnumValN(Emit::LLVM, "llvm", "optimised LLVM IR"),
               clEnumValN(Emit::PTX, "ptx", "PTX (default for one target)"),
               clEnumValN(Emit::Bundle, "bundle", "a Kiln bundle (default for several)"),
               clEnumValN(Emit::Header, "header", "a C++ header with the bundle and typed launchers")),
    cl::init(Emit::PTX), cl::cat(kilncCategory));
static cl::list<std::string> includeDirs("I", cl::Prefix, cl::desc("Include directory"),
                                         cl::value_desc("dir"), cl::cat(kilncCategory));
static cl::list<std::string> defines("D", cl::Prefix, cl::desc("Define a macro"),
                                     cl::value_desc("NAME[=VALUE]"), cl::cat(kilncCategory));
static cl::opt<std::string> languageStandard(
    "std", cl::desc("C++ dialect: c++17 or c++20 (default: c++17 for .cu files, as nvcc; c++20 for .cpp)"),
    cl::value_desc("c++17|c++20"), cl::cat(kilncCategory));
static cl::opt<unsigned> optLevel(
    "O", cl::Prefix, cl::desc("Optimisation level 0..3 (default 3)"),
    cl::init(3), cl::cat(kilncCategory));
static cl::opt<std::string> ptxVersion("ptx-version",
                                       cl::desc("Emit this PTX ISA version (e.g. 8.0)"),
                                       cl::cat(kilncCategory));
static cl::opt<std::string> maxPtx("max-ptx", cl::desc("Never emit a PTX ISA newer than this"),
                                   cl::cat(kilncCategory));
static cl::opt<std::string> cudaDriver(
    "cuda-driver", cl::desc("Emit PTX that a driver of this CUDA version loads (e.g. 12.4)"),
    cl::cat(kilncCategory));
static cl::opt<std::string> cudaPath("cuda-path",
                                     cl::desc("CUDA toolkit root (libdevice, host code's runtime API); "
                                              "'none' to do without"),
                                     cl::cat(kilncCategory));
static cl::opt<std::string> stdHeaders(
    "std-headers",
    cl::desc("C/C++ library headers: 'host' (the host's glibc/libstdc++, as nvcc; Kiln's "
             "freestanding ones where missing, the default) or 'kiln' (Kiln's freestanding ones)"),
    cl::init("host"), cl::cat(kilncCategory));
static cl::opt<bool> verbose("v", cl::desc("Print each stage with its time"),
                             cl::cat(kilncCategory));
static cl::opt<bool> printIRAfterAll("print-ir-after-all",
                                     cl::desc("Print the IR after every pass"),
                                     cl::cat(kilncCategory));
static cl::opt<bool> autoSync("auto-sync",
                              cl::desc("Insert the barriers that remove shared-memory "
                                       "hazards instead of reporting them"),
                              cl::cat(kilncCategory));

static cl::opt<bool> noTileSpecialize(
    "fno-tile-specialize",
    cl::desc("Compile each tile kernel once: no variant for contiguous tensors "
             "for the runtime to launch when the arguments allow it"),
    cl::cat(kilncCategory));

static cl::opt<std::string> syncCheck(
    "sync-check",
    cl::desc("Synchronisation checks: off, warn (every finding a warning), on "
             "(default: proven races and divergent barriers are errors, "
             "undecided cases warnings) or strict (both errors)"),
    cl::value_desc("off|warn|on|strict"), cl::init("on"), cl::cat(kilncCategory));
// Clang's spellings: `-Werror=kiln-sync` parses as option Werror with value
// kiln-sync (LLVM itself owns a bare -W); a bare -Werror has the empty value.
static cl::list<std::string> werror(
    "Werror", cl::desc("Warnings are errors; -Werror=kiln-sync: only the sync checks' warnings"),
    cl::value_desc("kiln-sync"), cl::CommaSeparated, cl::ValueOptional,
    cl::cat(kilncCategory));
static cl::opt<bool> wnoKilnSync("Wno-kiln-sync",
                                 cl::desc("Drop the sync checks' warnings"),
                                 cl::cat(kilncCategory));
static cl::opt<bool> noWarnings("w", cl::desc("Drop every warning"), cl::cat(kilncCategory));
// Clang's spelling: -Rpass=kiln-sync (LLVM owns no bare -R).
static cl::list<std::string> remarks(
    "Rpass", cl::desc("Print the remarks of a group: -Rpass=kiln-sync names each barrier the "
                      "compiler inserted or removed (off by default)"),
    cl::value_desc("kiln-sync"), cl::CommaSeparated, cl::cat(kilncCategory));
static cl::opt<bool> syntaxOnly(
    "fsyntax-only",
    cl::desc("Parse and translate the kernels for each target, report errors, write nothing"),
    cl::cat(kilncCategory));
static cl::opt<bool> lineInfo(
    "lineinfo",
    cl::desc("Source lines in the PTX (.file/.loc, as nvcc -lineinfo): Nsight Compute and "
             "compute-sanitizer show the kernel's source lines; the code is unchanged"),
    cl::cat(kilncCategory));
static cl::opt<bool> debugInfo(
    "g", cl::desc("Device code: the same as -lineinfo (line tables; no variable locations)"),
    cl::cat(kilncCategory));
static cl::opt<std::string> language(
    "x", cl::Prefix,
    cl::desc("Input language: cuda (C++17 by default), c++ (Kiln's C++ kernels, C++20) or "
             "mlir (default: by the extension)"),
    cl::value_desc("cuda|c++|mlir"), cl::cat(kilncCategory));
static cl::opt<bool> depsUser("MMD",
                              cl::desc("Write a depfile (Make syntax) of the input and the "
                                       "user headers it includes"),
                              cl::cat(kilncCategory));
static cl::opt<bool> depsAll("MD", cl::desc("Like -MMD, system headers included"),
                             cl::cat(kilncCategory));
static cl::opt<std::string> depFile("MF", cl::Prefix,
                                    cl::desc("The depfile's name (default: the output with .d)"),
                                    cl::value_desc("file"), cl::cat(kilncCategory));
static cl::list<std::string> depTargets("MT", cl::Prefix,
                                        cl::desc("The depfile's target (default: the output)"),
                                        cl::value_desc("target"), cl::cat(kilncCategory));

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  mlir::registerAsmPrinterCLOptions();
  mlir::registerMLIRContextCLOptions();
  cl::HideUnrelatedOptions(kilncCategory);
  const char *argv0 = argv[0];
  cl::SetVersionPrinter([argv0](llvm::raw_ostream &os) { printVersion(os, argv0, cudaPath); });
  // Response files (@file) are expanded here, as Clang does.
  cl::ParseCommandLineOptions(argc, argv, "Kiln GPU kernel compiler\n");

  CompilerOptions opts;
  opts.input = inputFile;
  opts.output = outputFile;
  opts.archs.assign(archs.begin(), archs.end());
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
  opts.printIRAfterAll = printIRAfterAll;
  opts.autoSync = autoSync;
  opts.tileSpecialize = !noTileSpecialize;
  opts.syncCheck = syncCheck;
  opts.warningsAsErrors.assign(werror.begin(), werror.end());
  opts.syncNoWarnings = wnoKilnSync;
  opts.noWarnings = noWarnings;
  opts.remarkGroups.assign(remarks.begin(), remarks.end());
  opts.syntaxOnly = syntaxOnly;
  opts.lineInfo = lineInfo || debugInfo;
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
  return runCompiler(opts, argv[0]);
}
