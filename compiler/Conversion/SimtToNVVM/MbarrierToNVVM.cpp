//===- MbarrierToNVVM.cpp - simt.mbarrier_* -> NVVM -----------------------===//
//
// Each op is one NVVM mbarrier op on the .shared::cta barrier, except:
//  - mbarrier_wait, a loop on try_wait.parity (the instruction may give up
//    after a hardware time limit, so one try is not a wait):
//        ^wait: %done = try_wait.parity [bar], phase; cond_br %done, ^next, ^wait
//  - mbarrier_arrive_cluster, mapa.shared::cluster of the barrier to the
//    other block, then an arrive of cluster scope on that address.
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

struct InitLowering : ConvertOpToLLVMPattern<simt::MbarrierInitOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(simt::MbarrierInitOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<NVVM::MBarrierInitOp>(op, adaptor.getBarrier(), adaptor.getCount(),
                                                      /*predicate=*/Value());
    return success();
  }
};

struct InvalLowering : ConvertOpToLLVMPattern<simt::MbarrierInvalOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(simt::MbarrierInvalOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<NVVM::MBarrierInvalOp>(op, adaptor.getBarrier());
    return success();
  }
};

struct ArriveLowering : ConvertOpToLLVMPattern<simt::MbarrierArriveOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(simt::MbarrierArriveOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<NVVM::MBarrierArriveOp>(op, rewriter.getI64Type(), adaptor.getBarrier(),
                                                        adaptor.getCount());
    return success();
  }
};

struct ArriveClusterLowering : ConvertOpToLLVMPattern<simt::MbarrierArriveClusterOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(simt::MbarrierArriveClusterOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    // shared::cluster is LLVM NVPTX's address space 7.
    auto clusterPtr = LLVM::LLVMPointerType::get(rewriter.getContext(), 7);
    Value remote = NVVM::MapaOp::create(rewriter, loc, clusterPtr, adaptor.getBarrier(), adaptor.getRank());
    NVVM::MBarrierArriveOp::create(rewriter, loc, Type(), remote, Value(), NVVM::MemScopeKind::CLUSTER);
    rewriter.eraseOp(op);
    return success();
  }
};

struct ExpectTxLowering : ConvertOpToLLVMPattern<simt::MbarrierExpectTxOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(simt::MbarrierExpectTxOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<NVVM::MBarrierExpectTxOp>(op, adaptor.getBarrier(), adaptor.getBytes());
    return success();
  }
};

struct ArriveExpectTxLowering : ConvertOpToLLVMPattern<simt::MbarrierArriveExpectTxOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(simt::MbarrierArriveExpectTxOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    // No state result: the parity waits that follow do not need it (`_`).
    rewriter.replaceOpWithNewOp<NVVM::MBarrierArriveExpectTxOp>(op, Type(), adaptor.getBarrier(), adaptor.getBytes(),
                                                                NVVM::MemScopeKind::CTA, /*relaxed=*/false,
                                                                /*predicate=*/Value());
    return success();
  }
};

Value tryWaitParity(OpBuilder &b, Location loc, Value barrier, Value phase) {
  return NVVM::MBarrierTryWaitOp::create(b, loc, b.getI1Type(), barrier, phase, /*ticks=*/Value());
}

struct TryWaitLowering : ConvertOpToLLVMPattern<simt::MbarrierTryWaitOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(simt::MbarrierTryWaitOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, tryWaitParity(rewriter, op.getLoc(), adaptor.getBarrier(), adaptor.getPhase()));
    return success();
  }
};

struct WaitLowering : ConvertOpToLLVMPattern<simt::MbarrierWaitOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(simt::MbarrierWaitOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Block *entry = op->getBlock();
    Block *next = rewriter.splitBlock(entry, op->getIterator());
    Block *wait = rewriter.createBlock(entry->getParent(), Region::iterator(next));
    rewriter.setInsertionPointToEnd(entry);
    LLVM::BrOp::create(rewriter, loc, wait);
    rewriter.setInsertionPointToEnd(wait);
    Value done = tryWaitParity(rewriter, loc, adaptor.getBarrier(), adaptor.getPhase());
    LLVM::CondBrOp::create(rewriter, loc, done, next, wait);
    rewriter.eraseOp(op);
    return success();
  }
};

struct FenceInitLowering : ConvertOpToLLVMPattern<simt::FenceMbarrierInitOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(simt::FenceMbarrierInitOp op, OpAdaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<NVVM::FenceMbarrierInitOp>(op);
    return success();
  }
};

} // namespace

void kiln::populateSimtMbarrierToNVVMPatterns(LLVMTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<InitLowering, InvalLowering, ArriveLowering, ArriveClusterLowering, ExpectTxLowering,
               ArriveExpectTxLowering, TryWaitLowering, WaitLowering, FenceInitLowering>(converter);
}
