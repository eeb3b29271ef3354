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
#include "compiler/Frontend/PreludeCache.h"

#include "dialects/simt/IR/SimtDialect.h"
#include "dialects/tile/IR/TileDialect.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Lex/PreprocessorOptions.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace kiln::frontend;

namespace {

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
               mlir::OwningOpRef<mlir::ModuleOp> &result)
      : mctx(mctx), opts(opts), ci(ci), result(result) {}

  void HandleTranslationUnit(clang::ASTContext &ctx) override {
    if (ci.getDiagnostics().hasErrorOccurred())
      return;
    ModuleGen gen(mctx, ctx, ci.getDiagnostics(), opts);
    result = gen.run(ctx.getTranslationUnitDecl());
  }

private:
  mlir::MLIRContext &mctx;
  const FrontendOptions &opts;
  clang::CompilerInstance &ci;
  mlir::OwningOpRef<mlir::ModuleOp> &result;
};

class KilnAction : public clang::ASTFrontendAction {
public:
  KilnAction(mlir::MLIRContext &mctx, const FrontendOptions &opts,
             mlir::OwningOpRef<mlir::ModuleOp> &result)
      : mctx(mctx), opts(opts), result(result) {}

protected:
  std::unique_ptr<clang::ASTConsumer>
  CreateASTConsumer(clang::CompilerInstance &ci, llvm::StringRef) override {
    return std::make_unique<KilnConsumer>(mctx, opts, ci, result);
  }

private:
  mlir::MLIRContext &mctx;
  const FrontendOptions &opts;
  mlir::OwningOpRef<mlir::ModuleOp> &result;
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
    llvm::errs() << "kilnc: error: unknown target '" << opts.arch << "'\n";
    return nullptr;
  }
  if (!llvm::sys::fs::exists(opts.inputPath)) {
    llvm::errs() << "kilnc: error: no such file: '" << opts.inputPath << "'\n";
    return nullptr;
  }

  std::string prelude = opts.kilnHeadersDir + "/kiln/cuda_prelude.hpp";
  std::string targetCpu = opts.arch;
  std::vector<std::string> args = {
      "-triple", "nvptx64-nvidia-cuda",
      "-aux-triple", "x86_64-unknown-linux-gnu",
      "-fcuda-is-device", "-target-cpu", targetCpu,
      "-x", "cuda", "-std=c++20",
      "-fgnuc-version=4.2.1", "-fno-rtti",
      // nvcc accepts 5000 nested parentheses, Clang stops at 2048; the
      // driver's large stack (compiler/Driver/LargeStack.h) holds 8192.
      "-fbracket-depth", "8192",
      "-fcuda-allow-variadic-functions",
      "-resource-dir", "/usr/lib/llvm-22/lib/clang/22",
      "-internal-isystem", "/usr/lib/llvm-22/lib/clang/22/include",
      "-I", opts.kilnHeadersDir,
      // Freestanding stand-ins for <cstdint>, <cmath>, <cuda_runtime.h>...
      "-isystem", opts.kilnHeadersDir + "/kiln/std",
  };
  for (const std::string &dir : opts.includeDirs) {
    args.push_back("-I");
    args.push_back(dir);
  }
  for (const std::string &def : opts.defines) {
    args.push_back("-D");
    args.push_back(def);
  }
  // nvcc defines __CUDA_ARCH__ (clang does too for the target CPU; make the
  // nvcc value explicit) and __CUDA_ARCH_FEAT_SM<N>_ALL for "a" targets.
  if (archSpecific)
    args.push_back("-D__CUDA_ARCH_FEAT_SM" + std::to_string(*cudaArch / 10) +
                   "_ALL=1");
  if (opts.libdeviceDir.empty())
    args.push_back("-D__KILN_NO_LIBDEVICE__=1");
  // The prelude comes precompiled when the cache allows, else as text.
  std::string pch = getPreludePCH(args, prelude, opts.kilnHeadersDir);
  if (pch.empty()) {
    args.insert(args.end(), {"-include", prelude});
  } else {
    // The cache key covers the headers' contents, so Clang's own check of
    // their modification times would only reject good PCHs.
    args.insert(args.end(), {"-include-pch", pch, "-fno-validate-pch"});
  }
  args.push_back("-fsyntax-only");
  args.push_back(opts.inputPath);

  std::vector<const char *> argv;
  for (const std::string &a : args)
    argv.push_back(a.c_str());

  auto invocation = std::make_shared<clang::CompilerInvocation>();
  clang::DiagnosticOptions argDiagOpts;
  clang::TextDiagnosticPrinter argPrinter(llvm::errs(), argDiagOpts);
  clang::DiagnosticsEngine argDiags(clang::DiagnosticIDs::create(), argDiagOpts,
                                    &argPrinter, /*ShouldOwnClient=*/false);
  if (!clang::CompilerInvocation::CreateFromArgs(*invocation, argv, argDiags))
    return nullptr;
  invocation->getDiagnosticOpts().ShowColors = false;
  invocation->getDiagnosticOpts().ShowCarets = true;

  clang::CompilerInstance ci(invocation);
  ci.createVirtualFileSystem();
  ci.createDiagnostics();
  mlir::OwningOpRef<mlir::ModuleOp> result;
  KilnAction action(context, opts, result);
  bool ok = ci.ExecuteAction(action);
  if (!ok || ci.getDiagnostics().hasErrorOccurred() || !result)
    return nullptr;
  return result;
}
