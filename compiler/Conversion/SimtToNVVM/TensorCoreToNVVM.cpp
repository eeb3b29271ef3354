//===- TensorCoreToNVVM.cpp - simt tensor core ops -> NVVM ----------------===//
//
// Kept apart from the main simt -> NVVM conversion (other engineer's file);
// the integrator adds these patterns to convert-simt-to-nvvm.
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/SimtToNVVM/TensorCoreToNVVM.h"
#include "dialects/simt/IR/SimtDialect.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

using namespace mlir;

namespace {
struct MmaSyncLowering : ConvertOpToLLVMPattern<kiln::simt::MmaSyncOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(kiln::simt::MmaSyncOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    bool f16 = op.getType().isF16();
    // f16 fragments are vector<2xf16> in NVVM; bf16 ones stay i32.
    auto operands = [&](ValueRange regs) {
      SmallVector<Value> out;
      for (Value v : regs)
        out.push_back(f16 ? LLVM::BitcastOp::create(
                                rewriter, loc,
                                VectorType::get({2}, rewriter.getF16Type()), v)
                                .getResult()
                          : v);
      return out;
    };
    SmallVector<Value> a = operands(adaptor.getA()), b = operands(adaptor.getB());
    SmallVector<Value> c(adaptor.getC().begin(), adaptor.getC().end());
    Type f32 = rewriter.getF32Type();
    auto resTy = LLVM::LLVMStructType::getLiteral(rewriter.getContext(),
                                                  {f32, f32, f32, f32});
    NVVM::MMATypes t = f16 ? NVVM::MMATypes::f16 : NVVM::MMATypes::bf16;
    auto mma = NVVM::MmaOp::create(
        rewriter, loc, resTy, a, b, c, /*shape=*/{16, 8, 16},
        /*b1Op=*/std::nullopt, /*intOverflow=*/std::nullopt,
        std::array<NVVM::MMATypes, 2>{t, t},
        std::array<NVVM::MMALayout, 2>{NVVM::MMALayout::row,
                                       NVVM::MMALayout::col});
    SmallVector<Value> results;
    for (int64_t i = 0; i < 4; ++i)
      results.push_back(LLVM::ExtractValueOp::create(rewriter, loc, mma, i));
    rewriter.replaceOp(op, results);
    return success();
  }
};
} // namespace

void kiln::populateSimtTensorCoreToNVVMPatterns(LLVMTypeConverter &converter,
                                                RewritePatternSet &patterns) {
  patterns.add<MmaSyncLowering>(converter);
}
