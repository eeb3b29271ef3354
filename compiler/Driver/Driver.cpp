//===- Driver.cpp - one kilnc compilation, stage by stage ------------------===//
//
// Over 800 lines (~870): compileForTarget is the stage sequence of one target
// (frontend module, pipelines, target check, PTX, ptxas, the report's stages,
// ~250 lines that share the compilation's state), and the files it writes
// (outputs, depfiles, -MJ entries) and the --report helpers sit beside it
// because every kilnc flag lands here. The next split is a pure move of the
// report helpers (addToReport, addPtxasResources, toRecord) into
// ReportRecording.cpp once the driver flags other work is adding settle.
//
//===----------------------------------------------------------------------===//
#include "compiler/Driver/CompileCommands.h"
#include "dialects/simt/IR/SyncFactAttrs.h"
#include "compiler/Driver/CompilerOptions.h"
#include "compiler/Driver/DriverDiagnostics.h"
#include "compiler/Driver/KernelSignatures.h"
#include "compiler/Driver/LargeStack.h"
#include "compiler/Driver/MLIRInput.h"
#include "compiler/Driver/OutOfMemory.h"
#include "compiler/Driver/Report.h"
#include "compiler/Driver/ReportCollector.h"
#include "compiler/Driver/TargetNames.h"
#include "compiler/Driver/ToolchainPaths.h"
#include "compiler/Frontend/Frontend.h"
#include "compiler/Pipelines/Pipelines.h"
#include "compiler/Registration/Registration.h"
#include "compiler/Target/PTXEmitter.h"
#include "compiler/Driver/InlinePtxCheck.h"
#include "compiler/Target/TargetLimits.h"
#include "compiler/Target/Target.h"
#include "dialects/simt/IR/SimtDialect.h"

#include "mlir/Dialect/LLVMIR/Transforms/Passes.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassInstrumentation.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <ctime>
#include <mutex>

using namespace mlir;
using namespace kiln;
using namespace kiln::driver;

namespace {

/// Milliseconds of the wall clock, or with `cpu` of the process' CPU time
/// (--time-cpu: every thread of kilnc, ptxas children excluded), which a
/// loaded machine does not inflate.
double clockMs(bool cpu) {
  if (cpu) {
    timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
  }
  return std::chrono::duration<double, std::milli>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

/// Prints "kilnc: <stage> <ms> ms" under -v.
class StageClock {
public:
  StageClock(bool enabled, bool cpu) : enabled(enabled), cpu(cpu) {}
  template <typename F> auto run(llvm::StringRef stage, F &&body) {
    double start = clockMs(cpu);
    auto result = body();
    if (enabled) {
      double ms = clockMs(cpu) - start;
      llvm::errs() << llvm::format("kilnc: %-28s %8.2f ms\n",
                                   stage.str().c_str(), ms);
    }
    return result;
  }

private:
  bool enabled, cpu;
};

/// Under -v, times each pass of the simt pipeline (the sync passes' share
/// of compile time is part of their contract: docs/synchronisation.md). Each
/// pass's own time: a pass that runs others inside it (the inliner's
/// cleanup pipeline, a pass adaptor's nested pipeline over each function)
/// is charged without them, so the lines add up to the stage. Under -v the
/// context runs the passes on one thread.
class PassClock : public PassInstrumentation {
public:
  explicit PassClock(bool cpu) : cpu(cpu) {}
  void runBeforePass(Pass *pass, Operation *) override {
    running.push_back({pass, clockMs(cpu), 0.0});
  }
  void runAfterPass(Pass *pass, Operation *) override { stop(pass); }
  void runAfterPassFailed(Pass *pass, Operation *) override { stop(pass); }
  void print() const {
    for (const auto &[name, ms] : totals)
      llvm::errs() << llvm::format("kilnc:   %-26s %8.2f ms\n", name.c_str(), ms);
  }

private:
  struct Running {
    Pass *pass;
    double startMs;
    double nestedMs;
  };
  void stop(Pass *pass) {
    if (running.empty() || running.back().pass != pass)
      return;
    Running done = running.pop_back_val();
    double ms = clockMs(cpu) - done.startMs;
    if (!running.empty())
      running.back().nestedMs += ms;
    // A pass adaptor has no argument and is no pass of its own: it printed
    // an empty or internal name, and its passes' time twice.
    std::string name = pass->getArgument().str();
    if (name.empty() && (pass->getName().contains("OpToOpPassAdaptor") ||
                         pass->getName().starts_with("Pipeline Collection")))
      return;
    if (name.empty())
      name = pass->getName().str();
    double own = std::max(0.0, ms - done.nestedMs);
    auto it = llvm::find_if(totals, [&](auto &entry) { return entry.first == name; });
    if (it == totals.end())
      totals.push_back({name, own});
    else
      it->second += own;
  }
  bool cpu;
  llvm::SmallVector<Running> running;
  std::vector<std::pair<std::string, double>> totals;
};

int fail(const llvm::Twine &message) { return reportDriverError(message); }

bool isMLIRInput(const CompilerOptions &opts) {
  if (opts.language != InputLanguage::Auto)
    return opts.language == InputLanguage::MLIR;
  return llvm::StringRef(opts.input).ends_with(".mlir");
}

/// A call-site location whose callee has no file position becomes its call
/// site: code without a source position (a base class's implicit
/// construction, constants the folder made) inlined into a caller, which
/// MLIR's DIScopeForLLVMFuncOp dereferenced (-lineinfo crashed).
Location withFileCallee(Location loc) {
  auto site = dyn_cast<CallSiteLoc>(loc);
  if (!site)
    return loc;
  Location caller = withFileCallee(site.getCaller());
  Location callee = withFileCallee(site.getCallee());
  if (!callee->findInstanceOf<FileLineColLoc>())
    return caller;
  return CallSiteLoc::get(callee, caller);
}

void placeFilelessCallSites(ModuleOp module) {
  module.walk([](Operation *op) { op->setLoc(withFileCallee(op->getLoc())); });
}

/// The driver's warning about an option, unless -w drops warnings.
void warnUnlessQuiet(const CompilerOptions &opts, const llvm::Twine &message) {
  if (!opts.noWarnings)
    reportDriverWarning(message);
}

/// Whether a ptxas option only reports (-v, the warnings, warnings as
/// errors) rather than changing the SASS ptxas makes.
bool ptxasOptionReports(llvm::StringRef option) {
  option = option.ltrim('-');
  return option == "v" || option == "verbose" || option.starts_with("warn") ||
         option == "Werror" || option == "warning-as-error" || option == "suppress-stack-size-warning" ||
         option.starts_with("maxrregcount") || option == "m64";
}

/// Checks what the command line asked for and settles what it leaves to
/// defaults; false (after an error message) when an option is wrong.
bool checkOptions(CompilerOptions &opts) {
  if (opts.stdHeaders != "host" && opts.stdHeaders != "kiln")
    return fail("--std-headers=" + opts.stdHeaders + ": use 'host' or 'kiln'"), false;
  if (opts.optLevel > 3)
    return fail("-O" + llvm::Twine(opts.optLevel) + ": use -O0..-O3"), false;
  if (!opts.languageStandard.empty()) {
    // nvcc hands -std to the host compiler that preprocesses the file, so
    // c++17 is strict ISO (__STRICT_ANSI__) and gnu++17 is not: the dialect
    // is kept as spelled.
    // nvcc also takes older dialects; Kiln's headers need C++17, whose
    // meaning for code valid in C++11/14 is the same but for corner cases
    // (guaranteed copy elision, dynamic exception specifications).
    llvm::StringRef older = opts.languageStandard;
    bool gnu = older.consume_front("gnu++");
    if ((gnu || older.consume_front("c++")) &&
        (older == "98" || older == "03" || older == "11" || older == "14")) {
      warnUnlessQuiet(opts, "-std=" + opts.languageStandard +
                          ": parsed as C++17 (Kiln's headers need it; code valid in the older "
                          "dialect means the same)");
      opts.languageStandard = gnu ? "gnu++17" : "c++17";
    }
    const std::string &standard = opts.languageStandard;
    if (standard != "c++17" && standard != "c++20" && standard != "gnu++17" &&
        standard != "gnu++20")
      return fail("-std=" + opts.languageStandard +
                  ": kilnc parses c++17 (nvcc's default) or c++20"),
             false;
  } else if (opts.language == InputLanguage::Cuda) {
    // nvcc runs `gcc -E -x c++` without -std: GCC's default gnu++17, in
    // which libstdc++ counts __int128 as an integral type.
    opts.languageStandard = "gnu++17";
  } else if (opts.language == InputLanguage::Cxx) {
    opts.languageStandard = "c++20";
  }
  if (opts.syncCheck != "off" && opts.syncCheck != "warn" && opts.syncCheck != "on" &&
      opts.syncCheck != "strict")
    return fail("--sync-check=" + opts.syncCheck + ": use off, warn, on or strict"), false;
  for (const std::string &group : opts.warningsAsErrors) {
    if (group.empty())
      continue; // bare -Werror: every warning, counted as it is reported
    if (group != "kiln-sync")
      continue; // one of Clang's groups: the frontend passes it on
    if (opts.syncCheck != "off")
      opts.syncCheck = "strict";
  }
  // -W<group>/-Wno-<group>, the last one for a group winning, as Clang's:
  // kiln-sync is Kiln's own (the sync checks), the others go to Clang, which
  // warns about a group it does not know.
  for (const std::string &group : opts.warningGroups) {
    if (group == "kiln-sync")
      opts.syncNoWarnings = false;
    else if (group == "no-kiln-sync")
      opts.syncNoWarnings = true;
    else if (group.empty() || group == "no-")
      return fail("-W: name a diagnostic group, e.g. -Wno-kiln-sync"), false;
  }
  if (opts.noWarnings)
    opts.syncNoWarnings = true;
  std::vector<std::string> codeOptions;
  for (const std::string &option : opts.ptxasOptions)
    if (!ptxasOptionReports(option))
      codeOptions.push_back(option);
  if (!codeOptions.empty())
    warnUnlessQuiet(opts, "-Xptxas " + llvm::join(codeOptions, ",") +
                        ": changes only the SASS ptxas makes; kilnc writes PTX, which the CUDA "
                        "driver compiles when it loads it, without these options");
  // nvcc -G: cicc -g -O0. Kiln's debug information is line tables only.
  if (opts.deviceDebug) {
    opts.lineInfo = true;
    opts.optLevel = 0;
    warnUnlessQuiet(opts, "-G: device code unoptimised with line tables (as -lineinfo); kilnc "
                        "writes no variable locations for cuda-gdb");
  }
  for (const std::string &group : opts.remarkGroups)
    if (group != "kiln-sync" && group != "kiln-tile")
      return fail("-Rpass=" + group + ": kilnc knows -Rpass=kiln-sync and -Rpass=kiln-tile"), false;
  for (const std::string &group : opts.missedRemarkGroups)
    if (group != "kiln-tile")
      return fail("-Rpass-missed=" + group + ": kilnc knows -Rpass-missed=kiln-tile"), false;
  return true;
}

bool allWarningsAreErrors(const CompilerOptions &opts) {
  return llvm::is_contained(opts.warningsAsErrors, "");
}

/// Escapes a file name for a Make-syntax depfile as Clang does: spaces and
/// '#' with a backslash, '$' doubled.
std::string depfileName(llvm::StringRef name) {
  std::string out;
  for (char c : name) {
    if (c == ' ' || c == '#')
      out += '\\';
    else if (c == '$')
      out += '$';
    out += c;
  }
  return out;
}

/// Writes the -MD/-MMD depfile: "<targets>: <input> <headers...>".
int writeDepfile(const CompilerOptions &opts, const std::vector<std::string> &files) {
  std::string output = opts.output.empty() || opts.output == "-" ? "-" : opts.output;
  std::string path = opts.depFile;
  if (path.empty()) {
    if (output == "-")
      return fail("-MD/-MMD without -o: name the depfile with -MF");
    llvm::SmallString<256> d(output);
    llvm::sys::path::replace_extension(d, "d");
    path = std::string(d);
  }
  std::vector<std::string> targets = opts.depTargets;
  if (targets.empty())
    targets.push_back(output);
  std::string text;
  for (size_t i = 0; i < targets.size(); ++i)
    text += (i ? " " : "") + depfileName(targets[i]);
  text += ":";
  for (const std::string &file : files)
    text += " \\\n  " + depfileName(file);
  text += "\n";
  // -MP: a rule without prerequisites per header, so that make does not
  // stop when a header is deleted (Clang's and nvcc's -MP).
  if (opts.depPhonyTargets)
    for (const std::string &file : files)
      if (file != opts.input)
        text += "\n" + depfileName(file) + ":\n";
  std::string error;
  auto file = openOutputFile(path, &error);
  if (!file)
    return fail(error);
  file->os() << text;
  file->keep();
  return 0;
}

/// Writes `text` to the output (stdout for "-" or empty).
int writeOutput(const CompilerOptions &opts, llvm::StringRef text) {
  std::string error;
  auto file = openOutputFile(opts.output.empty() ? "-" : opts.output, &error);
  if (!file)
    return fail(error);
  file->os() << text;
  file->keep();
  return 0;
}

std::string printModule(ModuleOp module) {
  std::string text;
  llvm::raw_string_ostream os(text);
  module.print(os);
  os << "\n";
  return text;
}

/// --report's MLIR stages: each op with its source location, inline
/// (loc("file":line:col)), which the page turns into a link.
std::string printModuleWithLocations(ModuleOp module) {
  std::string text;
  llvm::raw_string_ostream os(text);
  OpPrintingFlags flags;
  flags.enableDebugInfo(/*enable=*/true, /*prettyForm=*/false).useLocalScope();
  module.print(os, flags);
  os << "\n";
  return text;
}

void addToReport(CompileReport &report, const frontend::DiagnosticRecord &r) {
  const char *severity = r.severity == frontend::DiagnosticSeverity::Error     ? "error"
                         : r.severity == frontend::DiagnosticSeverity::Warning ? "warning"
                         : r.severity == frontend::DiagnosticSeverity::Remark  ? "remark"
                                                                               : "note";
  report.diagnostics.push_back({severity, r.file, r.line, r.column, r.message});
}

/// --report: ptxas -v's registers, shared memory, stack and spills per kernel.
void addPtxasResources(CompileReport &report, llvm::StringRef ptx, llvm::StringRef target,
                       const std::string &ptxas) {
  if (ptxas.empty() || !llvm::sys::fs::can_execute(ptxas)) {
    report.notes.push_back("ptxas not found: no resources for " + target.str());
    return;
  }
  llvm::SmallString<128> input, log;
  if (llvm::sys::fs::createTemporaryFile("kiln-report", "ptx", input) ||
      llvm::sys::fs::createTemporaryFile("kiln-report", "log", log))
    return;
  auto cleanup = llvm::make_scope_exit([&] {
    llvm::sys::fs::remove(input);
    llvm::sys::fs::remove(log);
  });
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(input, ec);
    if (ec)
      return;
    os << ptx;
  }
  std::string arch = "-arch=" + target.str();
  llvm::StringRef args[] = {ptxas, "-v", arch, input.str(), "-o", "/dev/null"};
  std::optional<llvm::StringRef> redirects[] = {std::nullopt, log.str(), log.str()};
  int rc = llvm::sys::ExecuteAndWait(ptxas, args, std::nullopt, redirects);
  auto text = llvm::MemoryBuffer::getFile(log);
  if (!text)
    return;
  if (rc != 0) {
    report.notes.push_back("ptxas failed for " + target.str() + ": " + (*text)->getBuffer().str());
    return;
  }
  for (ReportResources &r : parsePtxasResources((*text)->getBuffer(), target))
    report.resources.push_back(std::move(r));
}

/// nvcc -Xptxas: ptxas with those options on the target's PTX, its output
/// (-v's registers and spills, -warn-spills) printed as nvcc prints it when
/// it compiles to SASS. Options that change the SASS have no effect on the
/// PTX kilnc writes, which the driver compiles when it loads it: a warning
/// says so.
LogicalResult runPtxasOptions(llvm::StringRef ptx, llvm::StringRef target, const std::string &ptxas,
                              const std::vector<std::string> &options) {
  if (ptxas.empty() || !llvm::sys::fs::can_execute(ptxas)) {
    reportDriverWarning("-Xptxas: ptxas not found (--cuda-path), so it was not run");
    return success();
  }
  llvm::SmallString<128> input, log;
  if (llvm::sys::fs::createTemporaryFile("kiln-ptxas", "ptx", input) ||
      llvm::sys::fs::createTemporaryFile("kiln-ptxas", "log", log))
    return failure();
  auto cleanup = llvm::make_scope_exit([&] {
    llvm::sys::fs::remove(input);
    llvm::sys::fs::remove(log);
  });
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(input, ec);
    if (ec)
      return failure();
    os << ptx;
  }
  std::string arch = "-arch=" + target.str();
  std::vector<llvm::StringRef> args = {ptxas, arch};
  for (const std::string &option : options)
    args.push_back(option);
  args.insert(args.end(), {input.str(), "-o", "/dev/null"});
  std::optional<llvm::StringRef> redirects[] = {std::nullopt, log.str(), log.str()};
  int rc = llvm::sys::ExecuteAndWait(ptxas, args, std::nullopt, redirects);
  if (auto text = llvm::MemoryBuffer::getFile(log))
    llvm::errs() << (*text)->getBuffer();
  if (rc != 0)
    return fail("ptxas " + llvm::join(options, " ") + " failed on the PTX for " + target), failure();
  return success();
}

/// A diagnostic as data, at its displayedPosition.
frontend::DiagnosticRecord toRecord(Diagnostic &diag,
                                    llvm::function_ref<bool(Location)> userLocation) {
  frontend::DiagnosticRecord record;
  switch (diag.getSeverity()) {
  case DiagnosticSeverity::Note:
    record.severity = frontend::DiagnosticSeverity::Note;
    break;
  case DiagnosticSeverity::Remark:
    record.severity = frontend::DiagnosticSeverity::Remark;
    break;
  case DiagnosticSeverity::Warning:
    record.severity = frontend::DiagnosticSeverity::Warning;
    break;
  case DiagnosticSeverity::Error:
    record.severity = frontend::DiagnosticSeverity::Error;
    break;
  }
  record.message = diag.str();
  if (std::optional<FileLineColLoc> at = displayedPosition(diag.getLocation(), userLocation)) {
    record.file = at->getFilename().str();
    record.line = at->getLine();
    record.column = at->getColumn();
  }
  return record;
}

/// Applies --print-ir-after-all, MLIR's own pass-manager flags (kilnc) and
/// the verifier to a pass manager.
void configurePassManager(PassManager &pm, const CompilerOptions &opts) {
  pm.enableVerifier(true);
  if (opts.mlirPassManagerOptions) {
    // --mlir-timing, --mlir-print-ir-*, --mlir-pass-pipeline-crash-reproducer.
    (void)applyPassManagerCLOptions(pm);
    applyDefaultTimingPassManagerCLOptions(pm);
  }
  if (opts.printIRAfterAll) {
    pm.getContext()->disableMultithreading();
    pm.enableIRPrinting([](Pass *, Operation *) { return false; },
                        [](Pass *, Operation *) { return true; },
                        /*printModuleScope=*/true,
                        /*printAfterOnlyOnChange=*/false,
                        /*printAfterOnlyOnFailure=*/false, llvm::errs());
  }
}

/// Parses the PTX-version related flags once, before any target is compiled.
struct PtxRequest {
  std::optional<PtxVersion> requested, cap;
};

std::optional<PtxRequest> parsePtxRequest(const CompilerOptions &opts) {
  PtxRequest req;
  if (opts.ptxVersion) {
    req.requested = PtxVersion::parse(*opts.ptxVersion);
    if (!req.requested) {
      fail("--ptx-version=" + *opts.ptxVersion +
           ": expected MAJOR.MINOR, e.g. 8.0");
      return std::nullopt;
    }
  }
  if (opts.maxPtx) {
    req.cap = PtxVersion::parse(*opts.maxPtx);
    if (!req.cap) {
      fail("--max-ptx=" + *opts.maxPtx + ": expected MAJOR.MINOR, e.g. 8.4");
      return std::nullopt;
    }
  }
  if (opts.cudaDriver) {
    auto driverMax = maxPtxForDriver(*opts.cudaDriver);
    if (!driverMax) {
      fail("--cuda-driver=" + *opts.cudaDriver +
           ": unknown CUDA driver version (expected e.g. 12.4 or 13.0)");
      return std::nullopt;
    }
    if (!req.cap || *driverMax < *req.cap)
      req.cap = driverMax;
  }
  return req;
}

/// Everything one target's compilation produced.
struct TargetOutput {
  std::string text; // the requested stage's text (mlir, llvm or ptx)
  PtxVersion ptx;
  std::vector<KernelSignature> kernels;
  std::vector<ConstantSymbol> constants;
};

/// Compiles the input for one target up to `opts.emit`.
LogicalResult compileForTarget(const CompilerOptions &opts,
                               const TargetInfo &target, const PtxRequest &req,
                               const ToolchainPaths &paths, TargetOutput &out,
                               std::vector<std::string> &dependencies,
                               llvm::StringRef tempsPrefix, CompileReport *report) {
  // --save-temps: <prefix>.mlir, .simt.mlir, .ll, .ptx, as each stage ends.
  auto saveTemp = [&](llvm::StringRef suffix, llvm::StringRef text) {
    if (tempsPrefix.empty())
      return success();
    std::string path = (tempsPrefix + suffix).str(), error;
    std::unique_ptr<llvm::ToolOutputFile> file = openOutputFile(path, &error);
    if (!file)
      return fail(error), failure();
    file->os() << text;
    file->keep();
    return success();
  };
  DialectRegistry registry;
  registerAllDialects(registry);
  MLIRContext context(registry);
  // Dialects load on demand (parser, frontend, passes): loading all of them
  // up front cost a few milliseconds of every compile.
  // Diagnostics point at source lines; dumping the whole module helps nobody.
  context.printOpOnDiagnostic(false);
  // -v: passes over functions run one at a time, so that the per-pass times
  // add up to the stage's (in parallel they add up to more than it took).
  if (opts.verbose)
    context.disableMultithreading();
  llvm::SourceMgr sourceMgr;
  // coopgroups: a diagnostic inside Kiln's own std headers (a group's barrier
  // or shuffle in <cooperative_groups.h>) is reported at the user's line that
  // called into them; the header's frames stay as "called from" notes.
  std::string stdHeaders = paths.kilnHeadersDir + "/kiln/std/";
  auto userLocation = [stdHeaders](Location loc) {
    auto file = dyn_cast<FileLineColLoc>(loc);
    return !file || !file.getFilename().getValue().starts_with(stdHeaders);
  };
  // kilnc prints; kiln::compile gets each diagnostic as data instead.
  std::optional<SourceMgrDiagnosticHandler> printer;
  if (!opts.diagnostics)
    printer.emplace(sourceMgr, &context, llvm::errs(), userLocation);
  else
    context.getDiagEngine().registerHandler([&](Diagnostic &diag) {
      opts.diagnostics(toRecord(diag, userLocation));
      for (Diagnostic &note : diag.getNotes())
        opts.diagnostics(toRecord(note, userLocation));
      return success();
    });
  // Registered after the printer, so it sees each diagnostic first: -w drops
  // warnings; -Werror re-emits each as an error with its notes (printed as
  // Clang prints them, "[-Werror,-Wkiln-sync]"), counts it, and the
  // compilation fails at the next stage boundary.
  unsigned warnings = 0;
  bool werror = allWarningsAreErrors(opts);
  bool syncRemarks = llvm::is_contained(opts.remarkGroups, "kiln-sync");
  bool tileRemarks = llvm::is_contained(opts.remarkGroups, "kiln-tile");
  bool tileMissed = llvm::is_contained(opts.missedRemarkGroups, "kiln-tile");
  context.getDiagEngine().registerHandler([&](Diagnostic &diag) {
    // Remarks (the sync passes' only ones: barriers inserted or removed)
    // are printed under -Rpass=kiln-sync only; a tile kernel's lowering
    // inserts barriers as a matter of course.
    // The tile lowering's choices (pipelines, TMA) say "kiln-tile: " and
    // are printed under -Rpass=kiln-tile.
    // What a tile pass did not do, and why, says "kiln-tile: missed: ",
    // printed under -Rpass-missed=kiln-tile (Clang's split of the two).
    if (diag.getSeverity() == DiagnosticSeverity::Remark) {
      std::string message = diag.str();
      llvm::StringRef text = message;
      bool shown = text.starts_with("kiln-tile: missed: ") ? tileMissed
                   : text.starts_with("kiln-tile: ")       ? tileRemarks
                                                           : syncRemarks;
      return shown ? failure() : success();
    }
    if (diag.getSeverity() != DiagnosticSeverity::Warning)
      return failure();
    if (opts.noWarnings)
      return success();
    ++warnings;
    if (!werror)
      return failure();
    std::string message = diag.str();
    if (size_t flag = message.rfind(" [-W"); flag != std::string::npos)
      message.insert(flag + 2, "-Werror,");
    InFlightDiagnostic error = emitError(diag.getLocation()) << message;
    for (Diagnostic &note : diag.getNotes())
      error.attachNote(note.getLocation()) << note.str();
    return success();
  });
  // --report: every diagnostic, remarks included (the barriers the sync
  // passes inserted or removed), whatever is printed. Registered last, so it
  // sees each one first, and passes it on.
  if (report)
    context.getDiagEngine().registerHandler([&](Diagnostic &diag) {
      addToReport(*report, toRecord(diag, userLocation));
      for (Diagnostic &note : diag.getNotes())
        addToReport(*report, toRecord(note, userLocation));
      return failure();
    });
  // --report: the passes' decisions (verified barriers, tile layouts and
  // lowering paths) as optimisation remarks, which cost nothing otherwise.
  if (report)
    collectReportRemarks(context, *report, target.name, userLocation);
  auto addStage = [&](const char *name, std::string text,
                      std::vector<std::pair<std::string, std::string>> symbols = {}) {
    if (report)
      report->stages.push_back({target.name.str(), name, std::move(text), std::move(symbols)});
  };
  auto warningsFailCompile = [&] {
    if (!warnings || !allWarningsAreErrors(opts))
      return false;
    fail(llvm::Twine(warnings) + " warning" + (warnings == 1 ? "" : "s") +
         " treated as errors (-Werror)");
    return true;
  };
  StageClock clock(opts.verbose, opts.timeCpu);

  OwningOpRef<ModuleOp> module = clock.run("frontend", [&] {
    if (isMLIRInput(opts)) {
      if (opts.dependencies != Dependencies::None &&
          !llvm::is_contained(dependencies, opts.input))
        dependencies.push_back(opts.input);
      return parseMLIRInput(opts.input, opts.inputText, sourceMgr, context);
    }
    frontend::FrontendOptions fe;
    fe.inputPath = opts.input;
    fe.inputText = opts.inputText;
    fe.diagnostics = opts.diagnostics;
    if (report)  // Clang's diagnostics into the page too, printed as ever
      fe.observer = [report](const frontend::DiagnosticRecord &r) { addToReport(*report, r); };
    fe.colorDiagnostics = opts.colorDiagnostics;
    for (const std::string &group : opts.warningGroups)
      if (group != "kiln-sync" && group != "no-kiln-sync")
        fe.warningFlags.push_back("-W" + group);
    for (const std::string &group : opts.warningsAsErrors)
      if (!group.empty() && group != "kiln-sync")
        fe.warningFlags.push_back("-Werror=" + group);
    fe.includeDirs = opts.includeDirs;
    fe.defines = opts.defines;
    // nvcc's -U, -isystem and -include reach Clang with the warning flags,
    // which the frontend passes after the prelude and the -D's: -U wins over
    // a -D, and -include comes after cuda_runtime.h, as under nvcc.
    for (const std::string &name : opts.undefines)
      fe.warningFlags.insert(fe.warningFlags.end(), {"-U", name});
    for (const std::string &dir : opts.systemIncludeDirs)
      fe.warningFlags.insert(fe.warningFlags.end(), {"-isystem", dir});
    for (const std::string &file : opts.preIncludes)
      fe.warningFlags.insert(fe.warningFlags.end(), {"-include", file});
    // nvcc's macros for -rdc=true and -G (cooperative groups' older grid
    // sync and user code test them; the frontend reads __CUDACC_RDC__ too).
    if (opts.relocatableDeviceCode)
      fe.defines.push_back("__CUDACC_RDC__=1");
    if (opts.deviceDebug)
      fe.defines.push_back("__CUDACC_DEBUG__=1");
    fe.languageStandard = opts.languageStandard;
    fe.arch = target.name.str();
    // nvcc's __CUDA_ARCH_LIST__: every target's __CUDA_ARCH__, ascending
    // (CUB names its namespace after it: CUB_300001_SM_800_900).
    {
      std::vector<unsigned> list;
      for (const std::string &a : opts.archs)
        if (const TargetInfo *t = lookupTarget(a))
          list.push_back(t->sm * 10);
      if (list.empty())
        list.push_back(target.sm * 10);
      llvm::sort(list);
      list.erase(std::unique(list.begin(), list.end()), list.end());
      std::string value;
      for (unsigned v : list)
        value += (value.empty() ? "" : ",") + std::to_string(v);
      fe.defines.push_back("__CUDA_ARCH_LIST__=" + value);
    }
    // nvcc's macros for --expt-relaxed-constexpr and --extended-lambda, which
    // the frontend reads too (NvccDeviceRules.h).
    if (opts.relaxedConstexpr)
      fe.defines.push_back("__CUDACC_RELAXED_CONSTEXPR__=1");
    if (opts.extendedLambda)
      fe.defines.push_back("__CUDACC_EXTENDED_LAMBDA__=1");
    // -use_fast_math: Kiln's math headers map sinf & co. to the intrinsics.
    if (opts.fastMath)
      fe.defines.push_back("__USE_FAST_MATH__=1");
    fe.kilnHeadersDir = paths.kilnHeadersDir;
    fe.libdeviceDir = paths.libdeviceDir;
    fe.cudaIncludeDir = paths.cuda.includeDir;
    fe.cudaVersion = paths.cuda.versionFull;
    fe.hostHeaders = opts.stdHeaders == "host";
    fe.verbose = opts.verbose;
    if (opts.dependencies != Dependencies::None)
      fe.dependencies = &dependencies;
    fe.systemDependencies = opts.dependencies == Dependencies::AllHeaders;
    fe.warningsAsErrors = allWarningsAreErrors(opts);
    fe.noWarnings = opts.noWarnings;
    return frontend::translateToMLIR(context, fe);
  });
  if (!module || warningsFailCompile())
    return failure();
  if (opts.syntaxOnly)
    return success();
  // Printed only for --save-temps (tile_gemm.cpp's simt module is 1.8 MB of text).
  if (!tempsPrefix.empty() && failed(saveTemp(".mlir", printModule(*module))))
    return failure();
  // A frontend bug is the verifier's error at the op's source line. Without
  // this, --emit=mlir printed the invalid module in generic form (the
  // printer's silent fallback) and exited 0.
  if (failed(verify(*module)))
    return failure();
  if (report)
    addStage("frontend", printModuleWithLocations(*module), printSymbolsWithLocations(*module));
  // The sync checks (InitializedTables.cpp) read this on the module.
  if (!opts.syncTrustConstantInitializers)
    (*module)->setAttr(simt::kUntrustedConstantInitializersAttrName,
                       mlir::UnitAttr::get(module->getContext()));
  if (opts.emit == Emit::MLIR) {
    out.text = printModule(*module);
    return success();
  }

  PipelineOptions pipeline;
  pipeline.optLevel = opts.optLevel;
  pipeline.autoSync = opts.autoSync;
  pipeline.tileSpecialize = opts.tileSpecialize;
  pipeline.tileSplitLoops = opts.tileSplitLoops;
  pipeline.tilePrefetchDepth = opts.tilePrefetchDepth;
  pipeline.tileHoistOccupancyBudget = opts.tileHoistOccupancyBudget;
  pipeline.tileElementsPerThread = opts.tileElementsPerThread;
  pipeline.tilePackPrograms = opts.tilePackPrograms;
  pipeline.tileBankConflictModel = opts.tileBankConflictModel;
  pipeline.tileBranchFreeLoads = opts.tileBranchFreeLoads;
  pipeline.syncCheck = opts.syncCheck;
  pipeline.syncNoWarnings = opts.syncNoWarnings;
  pipeline.tileKernels = hasTileKernels(*module);
  // Before the tile lowering, which unrolls each tile into per-thread code.
  if (pipeline.tileKernels && failed(checkTileSizes(*module, target)))
    return failure();
  pipeline.warpgroupMma = target.has(Feature::Wgmma);
  pipeline.tileBytesInFlight = tileBytesInFlight(target);
  // TMA descriptors are extra kernel parameters, and a bundle of several
  // targets has one parameter list: those keep the cp.async stages.
  pipeline.tmaLoads = pipeline.warpgroupMma && opts.archs.size() == 1;
  // The persistent schedule needs the producer warpgroup.
  pipeline.warpSpecialize = pipeline.tmaLoads && (opts.tileWarpSpecialize || opts.tilePersistent);
  pipeline.persistent = pipeline.warpSpecialize && opts.tilePersistent;
  pipeline.streamK = pipeline.persistent && opts.tileStreamK;
  // Vector scatter-adds raise the PTX ISA to 8.1: not under a lower cap or
  // an explicit lower --ptx-version (scalar `red`s then).
  PtxVersion vectorAtomicsPtx = target.minPtxFor(Feature::VectorAtomics);
  pipeline.vectorAtomics = target.has(Feature::VectorAtomics) &&
                           !(req.cap && *req.cap < vectorAtomicsPtx) &&
                           !(req.requested && *req.requested < vectorAtomicsPtx);
  pipeline.libdevicePath = paths.libdevicePath;

  PassManager simtPM(&context);
  configurePassManager(simtPM, opts);
  buildSimtPipeline(simtPM, pipeline);
  auto passClock = std::make_unique<PassClock>(opts.timeCpu);
  PassClock *passTimes = passClock.get();
  if (opts.verbose)
    simtPM.addInstrumentation(std::move(passClock));
  // --report: each tile kernel once its layouts are chosen and converted.
  ReportStage layouts{target.name.str(), "tile (layouts)", "", {}};
  if (report && pipeline.tileKernels)
    simtPM.addInstrumentation(captureAfterPass("tile-convert-layouts", layouts));
  LogicalResult simtResult =
      clock.run("simt pipeline", [&] { return simtPM.run(*module); });
  if (report && !layouts.symbols.empty())
    report->stages.push_back(std::move(layouts));
  if (opts.verbose)
    passTimes->print();
  if (failed(simtResult))
    return failure();

  FailureOr<unsigned> features = checkTargetFeatures(*module, target);
  if (failed(features) ||
      failed(checkTargetLimits(*module, target, req.requested, req.cap)))
    return failure();
  std::string error;
  std::optional<PtxVersion> ptx =
      choosePtxVersion(target, *features, req.requested, req.cap, error);
  if (!ptx) {
    // At the first op that needs the deciding feature, when one decides.
    if (Operation *op = ptxVersionCulprit(*module, target, *features))
      op->emitError() << error;
    else
      fail(error);
    return failure();
  }
  out.ptx = *ptx;
  (*module)->setAttr(simt::SimtDialect::TargetAttrHelper::getNameStr(),
                     simt::TargetAttr::get(&context, target.name,
                                           ptx->encoded()));
  if (warningsFailCompile())
    return failure();
  if (!tempsPrefix.empty() && failed(saveTemp(".simt.mlir", printModule(*module))))
    return failure();
  if (report)
    addStage("simt (after sync passes)", printModuleWithLocations(*module),
             printSymbolsWithLocations(*module));
  if (opts.emit == Emit::Simt) {
    out.text = printModule(*module);
    return success();
  }
  out.kernels = collectKernelSignatures(*module);
  if (report)
    for (const KernelSignature &k : out.kernels)
      report->kernels.push_back({target.name.str(), k.symbol});
  out.constants = collectConstantSymbols(*module);

  // Before the lowering to LLVM, which drops the statements' locations.
  std::vector<InlinePtxStatement> inlinePtx = collectInlinePtx(*module, paths.kilnHeadersDir + "/kiln/std/");
  PassManager llvmPM(&context);
  configurePassManager(llvmPM, opts);
  buildSimtToLLVMPipeline(llvmPM, target, pipeline);
  // -lineinfo: a subprogram on each function turns the frontend's source
  // locations into line tables; directives only, as nvcc -lineinfo: .file
  // and .loc, no DWARF sections.
  if (failed(clock.run("simt to llvm", [&] { return llvmPM.run(*module); })))
    return failure();
  if (opts.lineInfo) {
    placeFilelessCallSites(*module);
    PassManager linesPM(&context);
    configurePassManager(linesPM, opts);
    LLVM::DIScopeForLLVMFuncOpPassOptions lines;
    lines.emissionKind = LLVM::DIEmissionKind::DebugDirectivesOnly;
    linesPM.addPass(LLVM::createDIScopeForLLVMFuncOpPass(lines));
    if (failed(clock.run("line tables", [&] { return linesPM.run(*module); })))
      return failure();
  }

  PTXEmitOptions emitOpts;
  emitOpts.optLevel = opts.optLevel;
  emitOpts.libdevicePath = paths.libdevicePath;
  emitOpts.fastMath = opts.fastMath;
  emitOpts.ftz = opts.ftz;
  emitOpts.precDiv = opts.precDiv;
  emitOpts.precSqrt = opts.precSqrt;
  emitOpts.fmad = opts.fmad;
  emitOpts.maxRegCount = opts.maxRegCount;
  std::string llvmIR;
  FailureOr<std::string> text = clock.run("llvm + nvptx backend", [&] {
    return emitPTX(*module, target, *ptx, emitOpts,
                   opts.emit == Emit::LLVM || !tempsPrefix.empty() || report ? &llvmIR : nullptr);
  });
  if (failed(text) || failed(saveTemp(".ll", llvmIR)) ||
      (opts.emit != Emit::LLVM && failed(saveTemp(".ptx", *text))))
    return failure();
  if (opts.emit != Emit::LLVM && !paths.cuda.root.empty()) {
    std::string ptxas = paths.cuda.root + "/bin/ptxas";
    // The toolkit's headers (libcu++'s <cuda/barrier>: test_wait.parity,
    // PTX 7.1) write inline PTX for the toolkit's own ISA, newer than the
    // lowest one kilnc picks for the target: when ptxas asks only for a
    // newer ISA, the PTX is emitted again with it, unless --ptx-version
    // fixed the ISA or the cap (--max-ptx, --cuda-driver) forbids it.
    std::optional<PtxVersion> newer;
    LogicalResult checked = clock.run("ptxas on inline PTX", [&] {
      return checkInlinePtxWithPtxas(inlinePtx, *text, target.name, ptxas, &context,
                                     req.requested ? nullptr : &newer);
    });
    if (failed(checked) && newer && *ptx < *newer) {
      std::string why;
      if (req.cap && *req.cap < *newer)
        why = "the cap of " + req.cap->str() + " from --max-ptx/--cuda-driver";
      else if (maxPtxOfBackend() < *newer)
        why = "the newest this compiler emits (" + maxPtxOfBackend().str() + ")";
      if (!why.empty()) {
        // ptxas's errors at the asm statements, then why kilnc did not raise the ISA.
        (void)checkInlinePtxWithPtxas(inlinePtx, *text, target.name, ptxas, &context);
        fail("the inline PTX of this file needs PTX ISA " + newer->str() + " or newer for " +
             target.name.str() + " (ptxas), above " + why);
        return failure();
      }
      ptx = newer;
      out.ptx = *ptx;
      text = clock.run("llvm + nvptx backend (newer PTX ISA)", [&] {
        return emitPTX(*module, target, *ptx, emitOpts,
                       opts.emit == Emit::LLVM || !tempsPrefix.empty() || report ? &llvmIR : nullptr);
      });
      if (failed(text) || failed(saveTemp(".ll", llvmIR)) || failed(saveTemp(".ptx", *text)))
        return failure();
      checked = clock.run("ptxas on inline PTX", [&] {
        return checkInlinePtxWithPtxas(inlinePtx, *text, target.name, ptxas, &context);
      });
    } else if (failed(checked) && newer) {
      // Asked for an ISA no newer than the one used: report the errors.
      checked = checkInlinePtxWithPtxas(inlinePtx, *text, target.name, ptxas, &context);
    }
    if (failed(checked))
      return failure();
  }
  if (opts.emit != Emit::LLVM && !opts.ptxasOptions.empty() &&
      failed(runPtxasOptions(*text, target.name,
                             paths.cuda.root.empty() ? "" : paths.cuda.root + "/bin/ptxas",
                             opts.ptxasOptions)))
    return failure();
  // After the inline PTX check, which may have emitted it again with a newer ISA.
  if (report) {
    addStage("llvm", llvmIR);
    if (opts.emit != Emit::LLVM) {
      addStage("ptx", *text);
      addPtxasResources(*report, *text, target.name,
                        paths.cuda.root.empty() ? "" : paths.cuda.root + "/bin/ptxas");
    }
  }
  if (warningsFailCompile())
    return failure();
  out.text = opts.emit == Emit::LLVM ? std::move(llvmIR) : std::move(*text);
  return success();
}

/// --save-temps: the stages' files are named after the output (after the
/// input's stem, in the current directory, when the output is stdout), with
/// the target in the name when there are several.
std::string tempsPrefix(const CompilerOptions &opts, llvm::StringRef target, bool several) {
  if (!opts.saveTemps)
    return "";
  llvm::SmallString<256> base;
  if (opts.output.empty() || opts.output == "-")
    base = llvm::sys::path::stem(opts.input);
  else {
    base = opts.output;
    llvm::sys::path::replace_extension(base, "");
  }
  if (several)
    return (base + "." + target).str();
  return std::string(base);
}

} // namespace

namespace {
int compileWithReport(const CompilerOptions &optsIn, const char *argv0, CompileOutput &result,
                      CompileReport *report);
} // namespace

int kiln::driver::compileToOutput(const CompilerOptions &opts, const char *argv0,
                                  CompileOutput &result) {
  if (opts.reportFile.empty())
    return compileWithReport(opts, argv0, result, nullptr);
  CompileReport report;
  report.inputName = opts.input;
  if (opts.inputText)
    report.source = *opts.inputText;
  else if (auto buffer = llvm::MemoryBuffer::getFile(opts.input))
    report.source = (*buffer)->getBuffer().str();
  int rc = compileWithReport(opts, argv0, result, &report);
  report.succeeded = rc == 0;
  std::string error;
  std::unique_ptr<llvm::ToolOutputFile> file = openOutputFile(opts.reportFile, &error);
  if (!file)
    return fail(error);
  file->os() << renderReportHtml(report);
  file->keep();
  return rc;
}

namespace {
int compileWithReport(const CompilerOptions &optsIn, const char *argv0, CompileOutput &result,
                      CompileReport *report) {
  // kiln::compile's diagnostics reach its sink from every stage, the
  // driver's own errors included.
  const frontend::DiagnosticSink *previousSink =
      setThreadDiagnosticSink(optsIn.diagnostics ? &optsIn.diagnostics : nullptr);
  auto restore = llvm::make_scope_exit([&] { setThreadDiagnosticSink(previousSink); });
  CompilerOptions opts = optsIn;
  if (!checkOptions(opts))
    return 1;
  if (opts.archs.empty())
    opts.archs.push_back(kDefaultArch);
  // nvcc's names (compute_90, native, all): Kiln's targets, each once.
  opts.archs = resolveTargetNames(opts.archs);
  std::vector<const TargetInfo *> targets;
  for (const std::string &arch : opts.archs) {
    const TargetInfo *target = lookupTarget(arch);
    if (!target) {
      std::string known;
      for (const TargetInfo &t : allTargets())
        known += (known.empty() ? "" : ", ") + t.name.str();
      return fail("unknown target '" + arch + "'; known targets: " + known);
    }
    targets.push_back(target);
  }
  if (!opts.emitExplicit &&
      (targets.size() > 1 ||
       llvm::StringRef(opts.output).ends_with(".kbundle")))
    opts.emit = Emit::Bundle;
  if (targets.size() > 1 && opts.emit != Emit::Bundle &&
      opts.emit != Emit::Header)
    return fail("several targets make one bundle: use --emit=bundle (or "
                "--emit=header), or name one --arch");
  // Several targets chose a bundle on their own: a .ptx name says the user
  // expected PTX, and a bundle in a .ptx file fails far from its cause (in
  // ptxas or cuModuleLoad). An explicit --emit=bundle is taken at its word.
  if (opts.emit == Emit::Bundle && !opts.emitExplicit && !opts.syntaxOnly &&
      llvm::StringRef(opts.output).ends_with(".ptx"))
    return fail("-o " + opts.output +
                ": several targets make a bundle, not PTX: name it .kbundle, or "
                "compile for one --arch");

  std::optional<PtxRequest> req = parsePtxRequest(opts);
  if (!req)
    return 1;
  ToolchainPaths paths = findToolchainPaths(argv0, opts.cudaPath);
  if (!opts.kilnHeadersDir.empty())
    paths.kilnHeadersDir = opts.kilnHeadersDir;

  std::vector<TargetOutput> outputs(targets.size());
  std::vector<std::string> dependencies;
  for (size_t i = 0; i < targets.size(); ++i)
    if (failed(compileForTarget(opts, *targets[i], *req, paths, outputs[i], dependencies,
                                tempsPrefix(opts, targets[i]->name, targets.size() > 1),
                                report)))
      return 1;
  result.emit = opts.emit;
  result.dependencies = std::move(dependencies);
  for (const TargetInfo *target : targets)
    result.targets.push_back(target->name.str());
  if (opts.syntaxOnly)
    return 0;

  if (opts.emit != Emit::Bundle && opts.emit != Emit::Header) {
    result.text = std::move(outputs.front().text);
    return 0;
  }

  std::vector<BundleImageText> images;
  for (size_t i = 0; i < targets.size(); ++i)
    images.push_back({targets[i]->name.str(), outputs[i].ptx.str(),
                      std::move(outputs[i].text)});
  result.text =
      opts.emit == Emit::Bundle
          ? writeBundleText(outputs.front().kernels, outputs.front().constants,
                            images)
          : writeLaunchHeader(outputs.front().kernels,
                              outputs.front().constants, images,
                              llvm::sys::path::stem(opts.input));
  return result.text.empty() ? 1 : 0;
}
} // namespace

namespace {
/// -MJ: the input's entry for compile_commands.json (CompileCommands.h).
int writeCompileCommand(const CompilerOptions &opts, const char *argv0) {
  ToolchainPaths paths = findToolchainPaths(argv0, opts.cudaPath);
  if (!opts.kilnHeadersDir.empty())
    paths.kilnHeadersDir = opts.kilnHeadersDir;
  std::string error;
  auto file = openOutputFile(opts.compileCommandsFile, &error);
  if (!file)
    return fail(error);
  file->os() << compileCommandEntry(opts, paths);
  file->keep();
  return 0;
}

/// kilnc: the compilation, then the depfile, the -MJ entry and the output.
int compileAndWrite(const CompilerOptions &opts, const char *argv0) {
  // -MJ before compiling, as Clang writes it: a kernel that does not compile
  // yet is the one to open in clangd.
  if (!opts.compileCommandsFile.empty())
    if (int rc = writeCompileCommand(opts, argv0))
      return rc;
  // -fdriver-only -MJ: kiln_add_kernels writes the entry this way beside a
  // compilation that runs under ccache, which refuses -MJ.
  if (opts.driverOnly)
    return 0;
  CompileOutput result;
  if (int rc = compileToOutput(opts, argv0, result))
    return rc;
  if (opts.dependencies != Dependencies::None)
    if (int rc = writeDepfile(opts, result.dependencies))
      return rc;

  if (opts.syntaxOnly)
    return 0;
  return writeOutput(opts, result.text);
}
} // namespace

std::optional<InputLanguage> kiln::driver::parseInputLanguage(const std::string &name) {
  if (name == "cuda" || name == "cu")
    return InputLanguage::Cuda;
  if (name == "c++" || name == "cpp")
    return InputLanguage::Cxx;
  if (name == "mlir")
    return InputLanguage::MLIR;
  return std::nullopt;
}

int kiln::driver::runCompiler(const CompilerOptions &opts, const char *argv0,
                              bool crashIsError) {
  // -fcolor-diagnostics decides for MLIR's printer too (WithColor's "auto"
  // would look at whether stderr is a terminal).
  setDriverColors(opts.colorDiagnostics);
  llvm::errs().enable_colors(opts.colorDiagnostics);
  if (opts.colorDiagnostics)
    llvm::WithColor::setAutoDetectFunction([](const llvm::raw_ostream &) { return true; });
  else
    llvm::WithColor::setAutoDetectFunction([](const llvm::raw_ostream &) { return false; });
  // Exit codes as Clang's (docs/driver.md): 0, or 1 for any error, a crash
  // included: the stack dump, then an error naming the signal's exit code,
  // rather than death by signal.
  // Only kilnc asks: a fuzzer must see the crash itself.
  if (!crashIsError)
    return runWithLargeStack([&] { return compileAndWrite(opts, argv0); });
  llvm::CrashRecoveryContext::Enable();
  reportOutOfMemoryAsError();
  capAddressSpace();
  return runWithLargeStack([&] {
    llvm::CrashRecoveryContext crash;
    crash.DumpStackAndCleanupOnFailure = true;
    int rc = 1;
    if (!crash.RunSafely([&] { rc = compileAndWrite(opts, argv0); }))
      return fail("kilnc crashed (exit code " + llvm::Twine(crash.RetCode) +
                  "); please report it with the input and this command line");
    return rc;
  });
}
