//===- Driver.cpp - one kilnc compilation, stage by stage ------------------===//
#include "compiler/Driver/CompilerOptions.h"
#include "compiler/Driver/KernelSignatures.h"
#include "compiler/Driver/LargeStack.h"
#include "compiler/Driver/MLIRInput.h"
#include "compiler/Driver/ToolchainPaths.h"
#include "compiler/Frontend/Frontend.h"
#include "compiler/Pipelines/Pipelines.h"
#include "compiler/Registration/Registration.h"
#include "compiler/Target/PTXEmitter.h"
#include "compiler/Driver/InlinePtxCheck.h"
#include "compiler/Target/TargetLimits.h"
#include "compiler/Target/Target.h"
#include "dialects/simt/IR/SimtDialect.h"

#include "mlir/IR/AsmState.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassInstrumentation.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <mutex>

using namespace mlir;
using namespace kiln;
using namespace kiln::driver;

namespace {

/// Prints "kilnc: <stage> <ms> ms" under -v.
class StageClock {
public:
  explicit StageClock(bool enabled) : enabled(enabled) {}
  template <typename F> auto run(llvm::StringRef stage, F &&body) {
    auto start = std::chrono::steady_clock::now();
    auto result = body();
    if (enabled) {
      double ms = std::chrono::duration<double, std::milli>(
                      std::chrono::steady_clock::now() - start)
                      .count();
      llvm::errs() << llvm::format("kilnc: %-28s %8.2f ms\n",
                                   stage.str().c_str(), ms);
    }
    return result;
  }

private:
  bool enabled;
};

/// Under -v, times each pass of the simt pipeline (the sync passes' share
/// of compile time is part of their contract: docs/synchronisation.md).
class PassClock : public PassInstrumentation {
public:
  void runBeforePass(Pass *pass, Operation *) override {
    std::lock_guard<std::mutex> lock(mutex);
    starts[pass] = std::chrono::steady_clock::now();
  }
  void runAfterPass(Pass *pass, Operation *) override { stop(pass); }
  void runAfterPassFailed(Pass *pass, Operation *) override { stop(pass); }
  void print() const {
    for (const auto &[name, ms] : totals)
      llvm::errs() << llvm::format("kilnc:   %-26s %8.2f ms\n", name.c_str(), ms);
  }

private:
  void stop(Pass *pass) {
    std::lock_guard<std::mutex> lock(mutex);
    double ms = std::chrono::duration<double, std::milli>(
                    std::chrono::steady_clock::now() - starts[pass])
                    .count();
    std::string name = pass->getArgument().str();
    auto it = llvm::find_if(totals, [&](auto &entry) { return entry.first == name; });
    if (it == totals.end())
      totals.push_back({name, ms});
    else
      it->second += ms;
  }
  std::mutex mutex;
  llvm::DenseMap<Pass *, std::chrono::steady_clock::time_point> starts;
  std::vector<std::pair<std::string, double>> totals;
};

int fail(const llvm::Twine &message) {
  llvm::errs() << "kilnc: error: " << message << "\n";
  return 1;
}

bool isMLIRInput(llvm::StringRef path) { return path.ends_with(".mlir"); }

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

/// Applies --print-ir-after-all and the verifier to a pass manager.
void configurePassManager(PassManager &pm, const CompilerOptions &opts) {
  pm.enableVerifier(true);
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
                               const ToolchainPaths &paths, TargetOutput &out) {
  DialectRegistry registry;
  registerAllDialects(registry);
  MLIRContext context(registry);
  // Dialects load on demand (parser, frontend, passes): loading all of them
  // up front cost a few milliseconds of every compile.
  // Diagnostics point at source lines; dumping the whole module helps nobody.
  context.printOpOnDiagnostic(false);
  llvm::SourceMgr sourceMgr;
  // coopgroups: a diagnostic inside Kiln's own std headers (a group's barrier
  // or shuffle in <cooperative_groups.h>) is reported at the user's line that
  // called into them; the header's frames stay as "called from" notes.
  std::string stdHeaders = paths.kilnHeadersDir + "/kiln/std/";
  SourceMgrDiagnosticHandler diagHandler(
      sourceMgr, &context, llvm::errs(), [stdHeaders](Location loc) {
        auto file = dyn_cast<FileLineColLoc>(loc);
        return !file || !file.getFilename().getValue().starts_with(stdHeaders);
      });
  StageClock clock(opts.verbose);

  OwningOpRef<ModuleOp> module = clock.run("frontend", [&] {
    if (isMLIRInput(opts.input))
      return parseMLIRInput(opts.input, sourceMgr, context);
    frontend::FrontendOptions fe;
    fe.inputPath = opts.input;
    fe.includeDirs = opts.includeDirs;
    fe.defines = opts.defines;
    fe.languageStandard = opts.languageStandard;
    fe.arch = target.name.str();
    fe.kilnHeadersDir = paths.kilnHeadersDir;
    fe.libdeviceDir = paths.libdeviceDir;
    fe.cudaIncludeDir = paths.cuda.includeDir;
    fe.cudaVersion = paths.cuda.versionFull;
    fe.hostHeaders = opts.hostHeaders;
    fe.verbose = opts.verbose;
    return frontend::translateToMLIR(context, fe);
  });
  if (!module)
    return failure();
  if (opts.emit == Emit::MLIR) {
    out.text = printModule(*module);
    return success();
  }

  PipelineOptions pipeline;
  pipeline.optLevel = opts.optLevel;
  pipeline.autoSync = opts.autoSync;
  pipeline.syncCheck = opts.syncCheck;
  pipeline.syncNoWarnings = opts.syncNoWarnings;
  pipeline.tileKernels = hasTileKernels(*module);
  // Before the tile lowering, which unrolls each tile into per-thread code.
  if (pipeline.tileKernels && failed(checkTileSizes(*module, target)))
    return failure();
  pipeline.warpgroupMma = target.has(Feature::Wgmma);
  pipeline.libdevicePath = paths.libdevicePath;

  PassManager simtPM(&context);
  configurePassManager(simtPM, opts);
  buildSimtPipeline(simtPM, pipeline);
  auto passClock = std::make_unique<PassClock>();
  PassClock *passTimes = passClock.get();
  if (opts.verbose)
    simtPM.addInstrumentation(std::move(passClock));
  LogicalResult simtResult =
      clock.run("simt pipeline", [&] { return simtPM.run(*module); });
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
    fail(error);
    return failure();
  }
  out.ptx = *ptx;
  (*module)->setAttr(simt::SimtDialect::kTargetAttrName,
                     simt::TargetAttr::get(&context, target.name,
                                           ptx->encoded()));
  if (opts.emit == Emit::Simt) {
    out.text = printModule(*module);
    return success();
  }
  out.kernels = collectKernelSignatures(*module);
  out.constants = collectConstantSymbols(*module);

  // Before the lowering to LLVM, which drops the statements' locations.
  std::vector<InlinePtxStatement> inlinePtx = collectInlinePtx(*module);
  PassManager llvmPM(&context);
  configurePassManager(llvmPM, opts);
  buildSimtToLLVMPipeline(llvmPM, target, pipeline);
  if (failed(clock.run("simt to llvm", [&] { return llvmPM.run(*module); })))
    return failure();

  PTXEmitOptions emitOpts;
  emitOpts.optLevel = opts.optLevel;
  emitOpts.libdevicePath = paths.libdevicePath;
  std::string llvmIR;
  FailureOr<std::string> text = clock.run("llvm + nvptx backend", [&] {
    return emitPTX(*module, target, *ptx, emitOpts,
                   opts.emit == Emit::LLVM ? &llvmIR : nullptr);
  });
  if (failed(text))
    return failure();
  if (opts.emit != Emit::LLVM && !paths.cuda.root.empty() &&
      failed(clock.run("ptxas on inline PTX", [&] {
        return checkInlinePtxWithPtxas(inlinePtx, *text, target.name,
                                       paths.cuda.root + "/bin/ptxas", &context);
      })))
    return failure();
  out.text = opts.emit == Emit::LLVM ? std::move(llvmIR) : std::move(*text);
  return success();
}

int compile(const CompilerOptions &optsIn, const char *argv0) {
  CompilerOptions opts = optsIn;
  if (opts.archs.empty())
    opts.archs.push_back("sm_80");
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

  std::optional<PtxRequest> req = parsePtxRequest(opts);
  if (!req)
    return 1;
  ToolchainPaths paths = findToolchainPaths(argv0, opts.cudaPath);

  std::vector<TargetOutput> outputs(targets.size());
  for (size_t i = 0; i < targets.size(); ++i)
    if (failed(compileForTarget(opts, *targets[i], *req, paths, outputs[i])))
      return 1;

  if (opts.emit != Emit::Bundle && opts.emit != Emit::Header)
    return writeOutput(opts, outputs.front().text);

  std::vector<BundleImageText> images;
  for (size_t i = 0; i < targets.size(); ++i)
    images.push_back({targets[i]->name.str(), outputs[i].ptx.str(),
                      std::move(outputs[i].text)});
  std::string bundle =
      opts.emit == Emit::Bundle
          ? writeBundleText(outputs.front().kernels, outputs.front().constants,
                            images)
          : writeLaunchHeader(outputs.front().kernels,
                              outputs.front().constants, images,
                              llvm::sys::path::stem(opts.input));
  if (bundle.empty())
    return 1;
  return writeOutput(opts, bundle);
}

} // namespace

int kiln::driver::runCompiler(const CompilerOptions &opts, const char *argv0) {
  return runWithLargeStack([&] { return compile(opts, argv0); });
}
