//===- MLIRInput.cpp - kilnc's .mlir input, checked before compiling ------===//
#include "compiler/Driver/MLIRInput.h"
#include "compiler/Driver/DriverDiagnostics.h"
#include "compiler/Registration/ParserGuards.h"

#include "dialects/simt/IR/SimtDialect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

mlir::OwningOpRef<ModuleOp>
kiln::driver::parseMLIRInput(const std::string &path, const std::string *text,
                             llvm::SourceMgr &sourceMgr, MLIRContext &context) {
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> buffer =
      text ? llvm::MemoryBuffer::getMemBufferCopy(*text, path) : openInputFile(path, &error);
  if (!buffer) {
    reportDriverError(error);
    return nullptr;
  }
  if (reportParserCrasher(*buffer))
    return nullptr;
  sourceMgr.AddNewSourceBuffer(std::move(buffer), llvm::SMLoc());
  OwningOpRef<ModuleOp> module =
      parseSourceFile<ModuleOp>(sourceMgr, ParserConfig(&context));
  if (!module)
    return nullptr;
  bool ok = true;
  for (Operation &op : module->getBody()->getOperations()) {
    // A defined llvm.func: the module is past the lowering to LLVM (kiln-opt
    // --kiln-simt-to-llvm-pipeline's output), where kilnc's pipelines cannot
    // run (they crashed nesting func.func passes on it). Declarations are
    // fine: the frontend's output may declare intrinsics that way.
    if (auto func = dyn_cast<LLVM::LLVMFuncOp>(op); func && !func.isExternal()) {
      op.emitError() << "'llvm.func' with a body: this module is already lowered to the LLVM "
                        "dialect; kilnc compiles the frontend's (--emit=mlir) or the simt "
                        "(--emit=simt) stage; translate LLVM-dialect MLIR with mlir-translate "
                        "--mlir-to-llvmir";
      ok = false;
      continue;
    }
    if (isa<FunctionOpInterface, simt::GlobalOp, LLVM::GlobalOp>(op))
      continue;
    op.emitError() << "'" << op.getName()
                   << "' at the top level of the module: kilnc compiles "
                      "functions (func.func, llvm.func) and variables "
                      "(simt.global, llvm.mlir.global) there";
    ok = false;
  }
  if (!ok)
    return nullptr;
  return module;
}
