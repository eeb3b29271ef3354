//===- InlineAsmToNVVM.cpp - simt.inline_asm -> llvm.inline_asm -----------===//
//
// The text and constraints are already LLVM's; outputs become one result (a
// literal struct when there are several). The asm keeps side effects when
// it is volatile, clobbers memory, or its PTX touches memory or
// synchronises, so LLVM neither drops nor moves it; every inline asm call
// is also convergent (PTXEmitter marks them, as clang does for CUDA).
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/SimtToNVVM/InlineAsmToNVVM.h"

#include "dialects/simt/IR/InlinePtx.h"
#include "dialects/simt/IR/SimtDialect.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

using namespace mlir;
namespace simt = kiln::simt;

namespace {
struct InlineAsmLowering : ConvertOpToLLVMPattern<simt::InlineAsmOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(simt::InlineAsmOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> types;
    if (failed(getTypeConverter()->convertTypes(op.getResultTypes(), types)))
      return rewriter.notifyMatchFailure(op, "unconvertible result type");
    Type result;
    if (types.size() == 1)
      result = types.front();
    else if (types.size() > 1)
      result = LLVM::LLVMStructType::getLiteral(getContext(), types);
    bool sideEffects = op.getVolatile_() || op.clobbersMemory() ||
                       op.classify().hasEffects();
    auto asmOp = LLVM::InlineAsmOp::create(
        rewriter, op.getLoc(), result ? TypeRange{result} : TypeRange{},
        adaptor.getOperands(), op.getAsmString(), op.getConstraints(), sideEffects,
        /*is_align_stack=*/false, LLVM::tailcallkind::TailCallKind::None,
        LLVM::AsmDialectAttr(), ArrayAttr());
    if (types.size() <= 1) {
      rewriter.replaceOp(op, asmOp->getResults());
      return success();
    }
    SmallVector<Value> values;
    for (unsigned i = 0; i < types.size(); ++i)
      values.push_back(LLVM::ExtractValueOp::create(rewriter, op.getLoc(),
                                                    asmOp.getRes(), i));
    rewriter.replaceOp(op, values);
    return success();
  }
};
} // namespace

void kiln::populateSimtInlineAsmToNVVMPatterns(LLVMTypeConverter &converter,
                                               RewritePatternSet &patterns) {
  patterns.add<InlineAsmLowering>(converter);
}
