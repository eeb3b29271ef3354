//===- HopperWarpToNVVM.cpp - setmaxnreg, elect.sync, stmatrix, split cluster barrier -===//
//
// One NVVM op each. The cluster barrier halves are the non-.aligned forms:
// warp-specialised code arrives and waits under branches on the warp index.
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/SimtToNVVM/AsyncToNVVM.h"
#include "dialects/simt/IR/SimtDialect.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

using namespace mlir;
namespace simt = kiln::simt;

namespace {

struct SetMaxNRegLowering : ConvertOpToLLVMPattern<simt::SetMaxNRegOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(simt::SetMaxNRegOp op, OpAdaptor,
                                ConversionPatternRewriter &rewriter) const override {
    auto action = op.getAction() == simt::RegisterAction::Inc ? NVVM::SetMaxRegisterAction::increase
                                                              : NVVM::SetMaxRegisterAction::decrease;
    rewriter.replaceOpWithNewOp<NVVM::SetMaxRegisterOp>(op, static_cast<uint32_t>(op.getCount()), action);
    return success();
  }
};

struct ElectSyncLowering : ConvertOpToLLVMPattern<simt::ElectSyncOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(simt::ElectSyncOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<NVVM::ElectSyncOp>(op, rewriter.getI1Type(), adaptor.getMask());
    return success();
  }
};

struct StMatrixLowering : ConvertOpToLLVMPattern<simt::StMatrixOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(simt::StMatrixOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<NVVM::StMatrixOp>(
        op, adaptor.getPtr(), adaptor.getFragments(),
        op.getTrans() ? NVVM::MMALayout::col : NVVM::MMALayout::row,
        NVVM::LdStMatrixShapeAttr::get(rewriter.getContext(), 8, 8), NVVM::LdStMatrixEltType::B16);
    return success();
  }
};

struct ClusterArriveLowering : ConvertOpToLLVMPattern<simt::ClusterArriveOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(simt::ClusterArriveOp op, OpAdaptor,
                                ConversionPatternRewriter &rewriter) const override {
    if (op.getRelaxed())
      rewriter.replaceOpWithNewOp<NVVM::ClusterArriveRelaxedOp>(op, UnitAttr());
    else
      rewriter.replaceOpWithNewOp<NVVM::ClusterArriveOp>(op, UnitAttr());
    return success();
  }
};

struct ClusterWaitLowering : ConvertOpToLLVMPattern<simt::ClusterWaitOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(simt::ClusterWaitOp op, OpAdaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<NVVM::ClusterWaitOp>(op, UnitAttr());
    return success();
  }
};

} // namespace

void kiln::populateSimtHopperWarpToNVVMPatterns(LLVMTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<SetMaxNRegLowering, ElectSyncLowering, StMatrixLowering, ClusterArriveLowering,
               ClusterWaitLowering>(converter);
}
