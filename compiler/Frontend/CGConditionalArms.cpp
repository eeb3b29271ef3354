//===- CGConditionalArms.cpp - Emitting the two arms of `c ? a : b` ------===//
//
// The one join of conditional arms: scalar conditionals whose arms cannot be
// speculated, glvalue conditionals read in the arm taken, and glvalue
// conditionals that choose an address.
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/CGConditionalArms.h"
#include "compiler/Frontend/CodeGen.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"

using namespace kiln::frontend;
namespace simt = kiln::simt;

mlir::Value kiln::frontend::emitConditionalArms(FunctionGen &fg, mlir::Value cond, mlir::Location l,
                                                llvm::function_ref<mlir::Value()> emitTrue,
                                                llvm::function_ref<mlir::Value()> emitFalse,
                                                llvm::function_ref<mlir::Type()> mismatchType) {
  mlir::Block *tb = fg.newBlock(), *fb = fg.newBlock(), *join = fg.newBlock();
  mlir::cf::CondBranchOp::create(fg.builder, l, cond, tb, mlir::ValueRange{}, fb, mlir::ValueRange{});
  ++fg.conditionalDepth;
  fg.place(tb);
  mlir::Value tv = emitTrue();
  mlir::Block *tEnd = fg.builder.getInsertionBlock();
  fg.place(fb);
  mlir::Value fv = emitFalse();
  mlir::Block *fEnd = fg.builder.getInsertionBlock();
  --fg.conditionalDepth;
  if (!tv || !fv)
    return nullptr;
  mlir::Type rt = tv.getType();
  if (fv.getType() != rt) {
    if (auto pt = llvm::dyn_cast<simt::PtrType>(rt))
      rt = pt.withAddressSpace(simt::AddressSpace::Generic);
    else
      rt = mismatchType();
  }
  fg.setBlock(tEnd);
  fg.branch(join, l, fg.coerce(tv, rt, l));
  fg.setBlock(fEnd);
  fg.branch(join, l, fg.coerce(fv, rt, l));
  join->addArgument(rt, l);
  fg.place(join);
  return join->getArgument(0);
}
