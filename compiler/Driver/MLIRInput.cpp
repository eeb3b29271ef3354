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
