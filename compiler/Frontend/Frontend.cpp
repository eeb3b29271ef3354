//===- Frontend.cpp - Clang in CUDA device mode, in-process ---------------===//
//
// Builds a CompilerInvocation for device-side CUDA (C++20), force-includes
// kiln/cuda_prelude.hpp, parses the file, and hands the AST to ModuleGen.
// Diagnostics (Clang's and the code generator's) go through one
// TextDiagnosticPrinter, so every error has Clang's format and caret line.
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/Frontend.h"
#include "compiler/Frontend/CodeGen.h"
#include "compiler/Frontend/ClangWording.h"
#include "compiler/Frontend/HostCallsInDeviceCode.h"
#include "compiler/Frontend/HostIncludes.h"
#include "compiler/Frontend/LambdaDepth.h"
#include "compiler/Frontend/LeadingIncludes.h"
#include "compiler/Frontend/NvccDeviceRules.h"
#include "compiler/Frontend/PreludeCache.h"
#include "compiler/Frontend/SharedInitRewrite.h"
#include "compiler/Frontend/TargetRedecls.h"
#include "compiler/Frontend/ToolkitHeaders.h"

#include "dialects/simt/IR/SimtDialect.h"
#include "dialects/tile/IR/TileDialect.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/Attr.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Frontend/Utils.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/PreprocessorOptions.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Timer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <optional>

using namespace kiln::frontend;

namespace {

/// Clang's diagnostics as data (kiln::compile): each one with its file, line
/// and column and its warning flag, as the text printer would show them. The
/// first parse's are held, as its text is, until it is known to be the last.
class RecordingConsumer : public clang::DiagnosticConsumer {
public:
  /// kilnc --report: records and still prints, through `forward`.
  clang::DiagnosticConsumer *forward = nullptr;
  void BeginSourceFile(const clang::LangOptions &lang, const clang::Preprocessor *pp) override {
    if (forward)
      forward->BeginSourceFile(lang, pp);
  }
  void EndSourceFile() override {
    if (forward)
      forward->EndSourceFile();
  }
  void finish() override {
    if (forward)
      forward->finish();
  }
  void HandleDiagnostic(clang::DiagnosticsEngine::Level level,
                        const clang::Diagnostic &info) override {
    if (forward)
      forward->HandleDiagnostic(level, info);
    DiagnosticConsumer::HandleDiagnostic(level, info);
    DiagnosticRecord record;
    switch (level) {
    case clang::DiagnosticsEngine::Ignored:
      return;
    case clang::DiagnosticsEngine::Note:
      record.severity = DiagnosticSeverity::Note;
      break;
    case clang::DiagnosticsEngine::Remark:
      record.severity = DiagnosticSeverity::Remark;
      break;
    case clang::DiagnosticsEngine::Warning:
      record.severity = DiagnosticSeverity::Warning;
      break;
    default:
      record.severity = DiagnosticSeverity::Error;
    }
    llvm::SmallString<256> message;
    info.FormatDiagnostic(message);
    record.message = std::string(message);
    llvm::StringRef flag =
        info.getDiags()->getDiagnosticIDs()->getWarningOptionForDiag(info.getID());
    if (!flag.empty() && level != clang::DiagnosticsEngine::Note)
      record.message += " [-W" + flag.str() + "]";
    if (info.getLocation().isValid() && info.hasSourceManager()) {
      clang::SourceManager &sm = info.getSourceManager();
      clang::PresumedLoc at = sm.getPresumedLoc(sm.getFileLoc(info.getLocation()));
      if (at.isValid()) {
        record.file = at.getFilename();
        record.line = at.getLine();
        record.column = at.getColumn();
      }
    }
    records.push_back(std::move(record));
  }
  std::vector<DiagnosticRecord> records;
};

/// The frontend's own errors (before Clang runs): to the sink, else stderr.
void reportError(const FrontendOptions &opts, const llvm::Twine &message) {
  if (opts.diagnostics) {
    opts.diagnostics({DiagnosticSeverity::Error, "", 0, 0, message.str()});
    return;
  }
  llvm::errs() << "kilnc: error: " << message << "\n";
}

/// What the parses share about __shared__ declarations Clang refuses.
struct SharedInits {
  bool firstParse = true;
  SharedInitCatcher *catcher = nullptr;
  /// Redeclarations with other __host__/__device__ attributes (TargetRedecls.h).
  TargetRedeclCatcher *redecls = nullptr;
  RewrittenFiles edits;
};

/// The files one parse reads, for kilnc's depfiles (-MD/-MMD). Clang's own
/// DependencyFileGenerator writes one file per parse; kilnc parses once per
/// target and writes one depfile for all of them.
class FileDependencies : public clang::DependencyCollector {
public:
  explicit FileDependencies(bool system) : system(system) {}
  bool needSystemDependencies() override { return system; }
  bool sawDependency(llvm::StringRef filename, bool fromModule, bool isSystem,
                     bool isModuleFile, bool isMissing) override {
    // The prelude PCH lives in a per-user cache whose file names change with
    // its key: a build system must not depend on it.
    return !isModuleFile &&
           clang::DependencyCollector::sawDependency(filename, fromModule, isSystem,
                                                     isModuleFile, isMissing);
  }

private:
  bool system;
};

/// nvcc's __CUDA_ARCH__ for a target name ("sm_90a" -> 900).
std::optional<unsigned> cudaArchOf(llvm::StringRef arch, bool &archSpecific) {
  archSpecific = arch.ends_with("a");
  llvm::StringRef digits = arch;
  if (!digits.consume_front("sm_"))
    return std::nullopt;
  if (archSpecific)
    digits = digits.drop_back();
  unsigned n;
  if (digits.getAsInteger(10, n))
    return std::nullopt;
  return n * 10;
}

class KilnConsumer : public clang::ASTConsumer {
public:
  KilnConsumer(mlir::MLIRContext &mctx, const FrontendOptions &opts,
               clang::CompilerInstance &ci,
               mlir::OwningOpRef<mlir::ModuleOp> &result,
               const std::function<void()> &atEnd, SharedInits &sharedInits)
      : mctx(mctx), opts(opts), ci(ci), result(result), atEnd(atEnd),
        sharedInits(sharedInits) {
    // CUDA sources (.cu, as for the default C++17 above) follow nvcc's rules;
    // Kiln's own C++ kernels are Clang's.
    if (llvm::sys::path::extension(opts.inputPath) == ".cu")
      nvccRules.emplace(opts.kilnHeadersDir);
  }

  void HandleTranslationUnit(clang::ASTContext &ctx) override {
    if (atEnd)
      atEnd();
    // __shared__ objects with constructors (SharedInitRewrite.h) and
    // functions redeclared with other __host__/__device__ attributes
    // (TargetRedecls.h): the first parse computes the rewrite, the second
    // explains what it could not do and warns as nvcc does.
    if (sharedInits.firstParse) {
      FileInsertions redecls = rewriteTargetRedecls(ctx, *sharedInits.redecls);
      if (!sharedInits.catcher->caught.empty() || !redecls.empty()) {
        sharedInits.edits =
            rewriteSharedInits(ctx, sharedInits.catcher->caught, std::move(redecls));
        return;
      }
    } else if (!sharedInits.edits.empty()) {
      warnTargetRedecls(ctx, ci.getDiagnostics());
    }
    if (!sharedInits.firstParse && !sharedInits.catcher->caught.empty()) {
      explainSharedInits(ctx, ci.getDiagnostics(), sharedInits.catcher->caught);
      return;
    }
    // nvcc defines __CUDACC_RELAXED_CONSTEXPR__ for --expt-relaxed-constexpr
    // and __CUDACC_EXTENDED_LAMBDA__ for --extended-lambda, and so does kilnc
    // (Driver.cpp).
    if (nvccRules && !ci.getDiagnostics().hasErrorOccurred())
      nvccRules->check(ctx, ci.getDiagnostics(),
                       ci.getPreprocessor().isMacroDefined("__CUDACC_RELAXED_CONSTEXPR__"),
                       ci.getPreprocessor().isMacroDefined("__CUDACC_EXTENDED_LAMBDA__"));
    if (ci.getDiagnostics().hasErrorOccurred())
      return;
    ModuleGen gen(mctx, ctx, ci.getDiagnostics(), opts);
    result = gen.run(ctx.getTranslationUnitDecl(), kernels);
  }

  // Every kernel definition Sema hands over: the file's own, each template
  // instantiation as it is made (host code's `k<float><<<...>>>` included),
  // and those the prelude's PCH made (ASTReader passes them as interesting
  // declarations, which come here).
  bool HandleTopLevelDecl(clang::DeclGroupRef group) override {
    if (nvccRules)
      nvccRules->add(group);
    for (clang::Decl *d : group)
      if (auto *f = llvm::dyn_cast<clang::FunctionDecl>(d);
          f && f->hasAttr<clang::CUDAGlobalAttr>() && f->doesThisDeclarationHaveABody() &&
          f->isTemplateInstantiation())
        kernels.push_back(f);
    return true;
  }
  void HandleCXXImplicitFunctionInstantiation(clang::FunctionDecl *f) override {
    if (nvccRules)
      nvccRules->add(clang::DeclGroupRef(f));
    if (f->hasAttr<clang::CUDAGlobalAttr>())
      kernels.push_back(f);
  }

private:
  mlir::MLIRContext &mctx;
  const FrontendOptions &opts;
  clang::CompilerInstance &ci;
  mlir::OwningOpRef<mlir::ModuleOp> &result;
  const std::function<void()> &atEnd;
  SharedInits &sharedInits;
  std::vector<const clang::FunctionDecl *> kernels;
  std::optional<NvccDeviceRules> nvccRules;
};

class KilnAction : public clang::ASTFrontendAction {
public:
  KilnAction(mlir::MLIRContext &mctx, const FrontendOptions &opts,
             mlir::OwningOpRef<mlir::ModuleOp> &result, SharedInits &sharedInits)
      : mctx(mctx), opts(opts), result(result), sharedInits(sharedInits) {}

protected:
  bool BeginSourceFileAction(clang::CompilerInstance &ci) override {
    addToolkitHeaderChecks(ci.getPreprocessor(), opts.cudaIncludeDir);
    addLambdaDepthLimit(ci.getPreprocessor());
    if (opts.cudaIncludeDir.empty())
      noteMissingToolkit = watchForToolkitNames(ci.getDiagnostics());
    return true;
  }

  std::unique_ptr<clang::ASTConsumer>
  CreateASTConsumer(clang::CompilerInstance &ci, llvm::StringRef) override {
    return std::make_unique<KilnConsumer>(mctx, opts, ci, result, noteMissingToolkit,
                                          sharedInits);
  }

  // Sema before the parse, to give it the source that retags deferred
  // diagnostics (HostCallsInDeviceCode.h).
  void ExecuteAction() override {
    clang::CompilerInstance &ci = getCompilerInstance();
    if (!ci.hasSema())
      ci.createSema(getTranslationUnitKind(), nullptr);
    warnInsteadOfHostCallErrors(ci.getSema());
    clang::ASTFrontendAction::ExecuteAction();
  }

private:
  mlir::MLIRContext &mctx;
  const FrontendOptions &opts;
  mlir::OwningOpRef<mlir::ModuleOp> &result;
  SharedInits &sharedInits;
  std::function<void()> noteMissingToolkit;
};

} // namespace

void kiln::frontend::loadFrontendDialects(mlir::MLIRContext &context) {
  context.loadDialect<kiln::simt::SimtDialect, kiln::tile::TileDialect,
                      mlir::func::FuncDialect,
                      mlir::arith::ArithDialect, mlir::math::MathDialect,
                      mlir::cf::ControlFlowDialect, mlir::scf::SCFDialect,
                      mlir::LLVM::LLVMDialect>();
}

mlir::OwningOpRef<mlir::ModuleOp>
kiln::frontend::translateToMLIR(mlir::MLIRContext &context,
                                const FrontendOptions &opts) {
  loadFrontendDialects(context);

  bool archSpecific = false;
  std::optional<unsigned> cudaArch = cudaArchOf(opts.arch, archSpecific);
  if (!cudaArch) {
    reportError(opts, "unknown target '" + opts.arch + "'");
    return nullptr;
  }
  if (!opts.inputText && !llvm::sys::fs::exists(opts.inputPath)) {
    reportError(opts, "no such file: '" + opts.inputPath + "'");
    return nullptr;
  }

  std::string prelude = opts.kilnHeadersDir + "/kiln/cuda_prelude.hpp";
  std::string targetCpu = opts.arch;
  // nvcc parses C++17 unless told otherwise, and C++17 code is not always
  // C++20 code (<cmath> brings std::lerp into the global namespace, where
  // helper_math.h-style files define their own lerp; a class with a
  // defaulted constructor stops being an aggregate). Its host compiler
  // preprocesses without -std, so GCC's GNU dialect: no __STRICT_ANSI__,
  // and libstdc++'s traits know __int128. Kiln's own .cpp kernels are C++20
  // (<kiln/tile.hpp> uses concepts).
  std::string languageStandard = opts.languageStandard;
  if (languageStandard.empty())
    languageStandard = llvm::sys::path::extension(opts.inputPath) == ".cu" ? "gnu++17" : "c++20";
  std::vector<std::string> args = {
      "-triple", "nvptx64-nvidia-cuda",
      "-aux-triple", "x86_64-unknown-linux-gnu",
      "-fcuda-is-device", "-target-cpu", targetCpu,
      "-x", "cuda", "-std=" + languageStandard,
      // EDG in nvcc's GNU mode reads typeof as __typeof__ under -std=c++17
      // too.
      "-fgnu-keywords",
      // RTTI stays on, as nvcc's host compiler has it: host code in the same
      // file uses dynamic_cast and typeid (device code cannot; CGExprScalar.cpp
      // refuses them there, and device vtables' RTTI slots stay null).
      "-fgnuc-version=4.2.1", "-fno-builtin",
      // nvcc accepts 5000 nested parentheses, Clang stops at 2048; the
      // driver's large stack (compiler/Driver/LargeStack.h) holds 8192.
      "-fbracket-depth", "8192",
      "-fcuda-allow-variadic-functions",
      // Kernel symbols must be nvcc's: EDG mangles a non-type template
      // argument whose parameter type depends on an earlier parameter
      // (`template <typename T, T (*F)(const T &)>`, vLLM's activations) and
      // an `auto` one without the `Tn<type>` prefix Clang 18 added to the
      // Itanium ABI; Clang 17's mangling is EDG's there. The other ABI
      // changes since 17 concern lambdas in local classes' member
      // initialisers, construction vtables, member-like friends and host
      // calling conventions, none of which names a kernel.
      "-fclang-abi-compat=17",
      // <<<>>> is the new launch API's (__cudaPushCallConfiguration).
      "-target-sdk-version=13.0",
      "-resource-dir", KILN_CLANG_RESOURCE_DIR,
      "-I", opts.kilnHeadersDir,
  };
  for (const std::string &dir : opts.includeDirs) {
    args.push_back("-I");
    args.push_back(dir);
  }
  // The CUDA headers Kiln provides (<cuda_runtime.h>, <math_constants.h>,
  // <cuda_fp16.h>, ...) come before everything else a system include finds.
  args.insert(args.end(), {"-isystem", opts.kilnHeadersDir + "/kiln/std"});
  // The host's C and C++ libraries, as nvcc and clang parse them, else Kiln's
  // freestanding stand-ins for whichever of the two is missing.
  auto started = std::chrono::steady_clock::now();
  auto lap = [&](const char *what) {
    if (!opts.verbose)
      return;
    auto now = std::chrono::steady_clock::now();
    llvm::errs() << llvm::format("kilnc:   %-30s %6.2f ms\n", what,
                                 std::chrono::duration<double, std::milli>(now - started).count());
    started = now;
  };
  static const HostIncludes none;
  const HostIncludes &host = opts.hostHeaders ? findHostIncludes() : none;
  lap("host library headers");
  std::string freestanding = opts.kilnHeadersDir + "/kiln/freestanding";
  if (!host.hasCxxLibrary)
    args.insert(args.end(), {"-internal-isystem", freestanding + "/c++"});
  bool resourceDirAdded = false;
  for (const auto &[flag, dir] : host.flags) {
    // Clang's own headers (stddef.h, limits.h, float.h...) sit between the
    // C++ library and the C library, as the driver orders them.
    if (!resourceDirAdded && flag == "-internal-externc-isystem") {
      args.insert(args.end(), {"-internal-isystem", KILN_CLANG_RESOURCE_DIR "/include"});
      resourceDirAdded = true;
    }
    args.insert(args.end(), {flag, dir});
  }
  if (!resourceDirAdded)
    args.insert(args.end(), {"-internal-isystem", KILN_CLANG_RESOURCE_DIR "/include"});
  if (!host.hasCLibrary)
    args.insert(args.end(), {"-internal-isystem", freestanding + "/c"});
  // The toolkit's headers come last: host-only ones (<cuda.h>, <cublas_v2.h>)
  // are found there, and <cuda_runtime.h> reaches its host API through
  // #include_next. Device-side toolkit headers kilnc cannot compile are
  // refused by name (ToolkitHeaders.cpp).
  if (!opts.cudaIncludeDir.empty())
    args.insert(args.end(), {"-idirafter", opts.cudaIncludeDir});
  // CUDA 13 moved libcu++ (<cuda/std/...>, <cuda/atomic>, <nv/target>) and
  // CUB/Thrust into include/cccl, which nvcc adds as a system directory
  // (nvcc.profile); 12.x has them in include/ itself.
  std::string cccl = opts.cudaIncludeDir + "/cccl";
  if (!opts.cudaIncludeDir.empty() && llvm::sys::fs::is_directory(cccl))
    args.insert(args.end(), {"-idirafter", cccl});
  // Last, the host GCC's own headers, for the names nothing above has: host
  // code's <omp.h> (cuda-samples' cudaOpenMP, HPC codes), which nvcc's host
  // compiler finds. Clang's resource directory comes first, so its
  // intrinsics headers shadow GCC's.
  if (!host.compilerIncludeDir.empty())
    args.insert(args.end(), {"-idirafter", host.compilerIncludeDir});
  for (const std::string &def : opts.defines) {
    args.push_back("-D");
    args.push_back(def);
  }
  // The toolkit's runtime API headers need the host's C library (glibc's
  // <features.h>), as nvcc needs its host compiler.
  if (!opts.cudaIncludeDir.empty() && host.hasCLibrary)
    args.push_back("-D__KILN_CUDA_TOOLKIT__=1");
  // nvcc's version macros, from the toolkit kilnc reads (13.0 without one:
  // the CUDA API kilnc implements).
  // A named string: the conditional of a literal and a std::string is a
  // temporary, and the parts must outlive this statement (ASan found it).
  const std::string cudaVersion = opts.cudaVersion.empty() ? "13.0" : opts.cudaVersion;
  llvm::SmallVector<llvm::StringRef, 3> version;
  llvm::StringRef(cudaVersion).split(version, '.');
  auto part = [&](size_t i) { return i < version.size() ? version[i].str() : std::string("0"); };
  args.push_back("-D__CUDACC_VER_MAJOR__=" + part(0));
  args.push_back("-D__CUDACC_VER_MINOR__=" + part(1));
  args.push_back("-D__CUDACC_VER_BUILD__=" + part(2));
  // nvcc defines __CUDA_ARCH__ (clang does too for the target CPU; make the
  // nvcc value explicit) and __CUDA_ARCH_FEAT_SM<N>_ALL for "a" targets.
  if (archSpecific)
    args.push_back("-D__CUDA_ARCH_FEAT_SM" + std::to_string(*cudaArch / 10) +
                   "_ALL=1");
  if (opts.libdeviceDir.empty())
    args.push_back("-D__KILN_NO_LIBDEVICE__=1");
  // The prelude comes precompiled when the cache allows, else as text; with
  // it, the Kiln headers the file starts by including (<cuda_fp16.h>...).
  std::vector<std::string> leading;
  std::unique_ptr<llvm::MemoryBuffer> source;
  if (opts.inputText)
    source = llvm::MemoryBuffer::getMemBuffer(*opts.inputText, opts.inputPath);
  else if (auto file = llvm::MemoryBuffer::getFile(opts.inputPath))
    source = std::move(*file);
  if (source)
    leading = leadingKilnIncludes(source->getBuffer(),
                                  opts.kilnHeadersDir + "/kiln/std",
                                  opts.includeDirs,
                                  opts.cudaIncludeDir.empty()
                                      ? std::vector<std::string>{}
                                      : std::vector<std::string>{opts.cudaIncludeDir,
                                                                 opts.cudaIncludeDir + "/cccl"});
  std::string pch = getPreludePCH(args, prelude, opts.kilnHeadersDir, leading);
  if (pch.empty() && !leading.empty())
    pch = getPreludePCH(args, prelude, opts.kilnHeadersDir);
  lap("prelude PCH (cache lookup)");
  if (pch.empty()) {
    args.insert(args.end(), {"-include", prelude});
  } else {
    // The cache key covers the headers' contents, so Clang's own check of
    // their modification times would only reject good PCHs.
    args.insert(args.end(), {"-include-pch", pch, "-fno-validate-pch"});
  }
  // After the prelude's cache key: the PCH does not depend on them.
  if (opts.warningsAsErrors)
    args.push_back("-Werror");
  // Clang's -Wcuda-compat warns where nvcc might differ (`#pragma unroll (N)`,
  // a negative __launch_bounds__ argument, an inline kernel); nvcc takes all
  // of them silently, and kilnc's input is code nvcc accepts. -Wcuda-compat
  // turns them on again.
  args.push_back("-Wno-cuda-compat");
  // Two C++ rules Clang enforces as errors and nvcc (EDG) does not: a
  // narrowing conversion in a braced initialiser (`dim3 g = {n / 256, 1}`,
  // `float2 p = {d, d}` with doubles) is nvcc's warning #2361-D, so a
  // warning here too (still a substitution failure in SFINAE contexts, as
  // the standard library's traits need); the `register` storage class of
  // older CUDA code, removed in C++17, nvcc takes silently.
  args.push_back("-Wno-error=c++11-narrowing");
  args.push_back("-Wno-register");
  // `"%"PRIu64`: C-style code glues a string literal to a macro; nvcc reads
  // two tokens (C++03's lexing), Clang's C++11 lexer a reserved ud-suffix
  // (an error) unless this diagnostic is off, when it lexes as nvcc does.
  args.push_back("-Wno-reserved-user-defined-literal");
  // `static const float scale = 0.5f;` in a class: GCC's extension (only
  // integral static consts may have in-class initialisers), which nvcc takes
  // silently; Clang's error for it is this diagnostic, and Clang then treats
  // the member as constexpr, as GCC does.
  args.push_back("-Wno-static-float-init");
  args.insert(args.end(), opts.warningFlags.begin(), opts.warningFlags.end());
  if (opts.noWarnings)
    args.push_back("-w");
  args.push_back("-fsyntax-only");
  args.push_back(opts.inputPath);

  std::vector<const char *> argv;
  for (const std::string &a : args)
    argv.push_back(a.c_str());

  // At most two parses: the second reads the file with the __shared__
  // declarations Clang refuses rewritten (SharedInitRewrite.h). The first
  // parse's diagnostics are held back until it is known to be the last.
  SharedInits sharedInits;
  for (;;) {
    auto invocation = std::make_shared<clang::CompilerInvocation>();
    clang::DiagnosticOptions argDiagOpts;
    clang::TextDiagnosticPrinter argPrinter(llvm::errs(), argDiagOpts);
    RecordingConsumer argRecorder;
    clang::DiagnosticConsumer &argConsumer =
        opts.diagnostics ? static_cast<clang::DiagnosticConsumer &>(argRecorder) : argPrinter;
    clang::DiagnosticsEngine argDiags(clang::DiagnosticIDs::create(), argDiagOpts,
                                      &argConsumer, /*ShouldOwnClient=*/false);
    if (!clang::CompilerInvocation::CreateFromArgs(*invocation, argv, argDiags)) {
      for (const DiagnosticRecord &record : argRecorder.records)
        opts.diagnostics(record);
      return nullptr;
    }
    invocation->getDiagnosticOpts().ShowColors = opts.colorDiagnostics;
    // kiln::compile's source, under the input's name (the shared-init
    // rewrite's own edit of it, on the second parse, takes its place).
    if (opts.inputText && !sharedInits.edits.count(opts.inputPath))
      invocation->getPreprocessorOpts().addRemappedFile(
          opts.inputPath,
          llvm::MemoryBuffer::getMemBufferCopy(*opts.inputText, opts.inputPath).release());
    invocation->getDiagnosticOpts().ShowCarets = true;
    for (const auto &[file, rewritten] : sharedInits.edits)
      invocation->getPreprocessorOpts().addRemappedFile(
          file, llvm::MemoryBuffer::getMemBufferCopy(rewritten.text, file).release());

    std::string held;
    llvm::raw_string_ostream heldStream(held);
    heldStream.enable_colors(opts.colorDiagnostics); // printed to stderr later
    llvm::raw_ostream &diagnosticStream =
        sharedInits.firstParse ? static_cast<llvm::raw_ostream &>(heldStream) : llvm::errs();
    clang::TextDiagnosticPrinter printer(diagnosticStream,
                                         invocation->getDiagnosticOpts());
    RecordingConsumer recorder;
    if (!opts.diagnostics && opts.observer)
      recorder.forward = &printer;
    clang::DiagnosticConsumer &consumer = opts.diagnostics || opts.observer
                                              ? static_cast<clang::DiagnosticConsumer &>(recorder)
                                              : printer;
    // The second parse reads rewritten files: its diagnostics quote them as written.
    AsWrittenLocations asWritten(consumer, sharedInits.edits);
    ClangWording wording(asWritten);
    SharedInitCatcher catcher(wording, /*suppress=*/sharedInits.firstParse);
    sharedInits.catcher = &catcher;
    TargetRedeclCatcher redecls(catcher);
    sharedInits.redecls = &redecls;
    clang::CompilerInstance ci(invocation);
    ci.createVirtualFileSystem();
    ci.createDiagnostics(&redecls, /*ShouldOwnClient=*/false);
    // -Wno-error=c++11-narrowing (above) is for braced initialisers; a
    // narrowing constant in a case label, enumerator or template argument
    // stays an error, as nvcc has it (`make_index_sequence<N>` with `int N =
    // -1` otherwise asks Clang for a sequence of 2^64 - 1 elements).
    ci.getDiagnostics().setSeverity(clang::diag::ext_cce_narrowing, clang::diag::Severity::Error,
                                    clang::SourceLocation());
    if (opts.diagnostics)
      ci.setVerboseOutputStream(llvm::nulls()); // the records say it all
    else if (sharedInits.firstParse)
      ci.setVerboseOutputStream(heldStream); // "N warnings generated."
    mlir::OwningOpRef<mlir::ModuleOp> result;
    std::shared_ptr<FileDependencies> dependencies;
    if (opts.dependencies) {
      dependencies = std::make_shared<FileDependencies>(opts.systemDependencies);
      ci.addDependencyCollector(dependencies);
    }
    KilnAction action(context, opts, result, sharedInits);
    bool ok = ci.ExecuteAction(action);
    if (sharedInits.firstParse && (!catcher.caught.empty() || !sharedInits.edits.empty())) {
      lap("parse (declarations to rewrite)");
      sharedInits.firstParse = false;
      continue;
    }
    llvm::errs() << held;
    for (const DiagnosticRecord &record : recorder.records)
      (opts.diagnostics ? opts.diagnostics : opts.observer)(record);
    if (dependencies) {
      // The input first, as Clang's depfiles have it (the prelude is read before it).
      if (llvm::find(*opts.dependencies, opts.inputPath) == opts.dependencies->end())
        opts.dependencies->push_back(opts.inputPath);
      for (const std::string &file : dependencies->getDependencies())
        if (llvm::find(*opts.dependencies, file) == opts.dependencies->end())
          opts.dependencies->push_back(file);
    }
    lap("parse and generate MLIR");
    if (!ok || ci.getDiagnostics().hasErrorOccurred() || !result)
      return nullptr;
    return result;
  }
}
