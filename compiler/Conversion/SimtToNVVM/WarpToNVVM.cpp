//===- WarpToNVVM.cpp - simt warp collectives -> NVVM ---------------------===//
//
// shfl.sync, vote.sync, activemask, match.sync, redux.sync: convergent NVVM
// intrinsics, with the widening and splitting CUDA's headers do for values
// that are not 32 bits wide.
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/SimtToNVVM/WarpToNVVM.h"
#include "compiler/Conversion/SimtToNVVM/PatternUtils.h"

#include "dialects/simt/IR/SimtDialect.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

using namespace mlir;
using namespace kiln::simt_to_nvvm;
namespace simt = kiln::simt;

namespace {

/// shfl.sync on an i32/f32; 8/16/64-bit values and pointers are widened or
/// split into 32-bit halves as CUDA's headers do.
struct ShuffleLowering : ConvertOpToLLVMPattern<simt::ShuffleOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(simt::ShuffleOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type i32 = rewriter.getI32Type(), i64 = rewriter.getI64Type();
    NVVM::ShflKind kind = NVVM::ShflKind::idx;
    switch (op.getKind()) {
    case simt::ShuffleKind::Idx:
      kind = NVVM::ShflKind::idx;
      break;
    case simt::ShuffleKind::Up:
      kind = NVVM::ShflKind::up;
      break;
    case simt::ShuffleKind::Down:
      kind = NVVM::ShflKind::down;
      break;
    case simt::ShuffleKind::Xor:
      kind = NVVM::ShflKind::bfly;
      break;
    }
    // CUDA: c = ((warpSize - width) << 8) | 0x1f, without the 0x1f for up.
    bool up = op.getKind() == simt::ShuffleKind::Up;
    Value clamp;
    if (!adaptor.getWidth()) {
      clamp = i32Const(rewriter, loc, up ? 0 : 0x1f);
    } else {
      Value seg = LLVM::SubOp::create(rewriter, loc, i32Const(rewriter, loc, 32),
                                      adaptor.getWidth());
      clamp = LLVM::ShlOp::create(rewriter, loc, seg, i32Const(rewriter, loc, 8));
      if (!up)
        clamp = LLVM::OrOp::create(rewriter, loc, clamp,
                                   i32Const(rewriter, loc, 0x1f));
    }
    Value mask = adaptor.getMask(), lane = adaptor.getLane();
    auto shfl = [&](Value v) -> Value {
      return NVVM::ShflOp::create(rewriter, loc, v.getType(), mask, v, lane,
                                  clamp, kind, UnitAttr());
    };

    Value value = adaptor.getValue();
    Type type = value.getType();
    Value result;
    if (type.isInteger(32) || type.isF32()) {
      result = shfl(value);
    } else if (isa<LLVM::LLVMPointerType>(type) ||
               (type.isIntOrFloat() && type.getIntOrFloatBitWidth() == 64)) {
      Value bits = isa<LLVM::LLVMPointerType>(type)
                       ? Value(LLVM::PtrToIntOp::create(rewriter, loc, i64, value))
                       : type.isInteger(64)
                             ? value
                             : Value(LLVM::BitcastOp::create(rewriter, loc, i64,
                                                             value));
      Value lo = LLVM::TruncOp::create(rewriter, loc, i32, bits);
      Value hi = LLVM::TruncOp::create(
          rewriter, loc, i32,
          LLVM::LShrOp::create(rewriter, loc, bits, i64Const(rewriter, loc, 32)));
      lo = LLVM::ZExtOp::create(rewriter, loc, i64, shfl(lo));
      hi = LLVM::ZExtOp::create(rewriter, loc, i64, shfl(hi));
      Value joined = LLVM::OrOp::create(
          rewriter, loc,
          LLVM::ShlOp::create(rewriter, loc, hi, i64Const(rewriter, loc, 32)),
          lo);
      if (isa<LLVM::LLVMPointerType>(type))
        result = LLVM::IntToPtrOp::create(rewriter, loc, type, joined);
      else if (type.isInteger(64))
        result = joined;
      else
        result = LLVM::BitcastOp::create(rewriter, loc, type, joined);
    } else if (type.isIntOrFloat() && type.getIntOrFloatBitWidth() < 32) {
      unsigned bits = type.getIntOrFloatBitWidth();
      Type narrow = rewriter.getIntegerType(bits);
      Value asInt = isa<FloatType>(type)
                        ? Value(LLVM::BitcastOp::create(rewriter, loc, narrow,
                                                        value))
                        : value;
      Value wide = LLVM::ZExtOp::create(rewriter, loc, i32, asInt);
      Value back = LLVM::TruncOp::create(rewriter, loc, narrow, shfl(wide));
      result = isa<FloatType>(type)
                   ? Value(LLVM::BitcastOp::create(rewriter, loc, type, back))
                   : back;
    } else {
      return rewriter.notifyMatchFailure(op, "unsupported shuffle type");
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct VoteLowering : ConvertOpToLLVMPattern<simt::VoteOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(simt::VoteOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    NVVM::VoteSyncKind kind = NVVM::VoteSyncKind::all;
    switch (op.getKind()) {
    case simt::VoteKind::All:
      kind = NVVM::VoteSyncKind::all;
      break;
    case simt::VoteKind::Any:
      kind = NVVM::VoteSyncKind::any;
      break;
    case simt::VoteKind::Uni:
      kind = NVVM::VoteSyncKind::uni;
      break;
    case simt::VoteKind::Ballot:
      kind = NVVM::VoteSyncKind::ballot;
      break;
    }
    rewriter.replaceOpWithNewOp<NVVM::VoteSyncOp>(
        op, op.getType(), adaptor.getMask(), adaptor.getPredicate(), kind);
    return success();
  }
};

/// __activemask(): NVVM has no op for llvm.nvvm.activemask, so call the
/// intrinsic (declared convergent by LLVM).
struct ActiveMaskLowering : ConvertOpToLLVMPattern<simt::ActiveMaskOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(simt::ActiveMaskOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto call = LLVM::CallIntrinsicOp::create(
        rewriter, op.getLoc(), rewriter.getI32Type(),
        rewriter.getStringAttr("llvm.nvvm.activemask"), ValueRange{});
    rewriter.replaceOp(op, call.getResults());
    return success();
  }
};

struct MatchAnyLowering : ConvertOpToLLVMPattern<simt::MatchAnyOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(simt::MatchAnyOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<NVVM::MatchSyncOp>(
        op, rewriter.getI32Type(), adaptor.getMask(), adaptor.getValue(),
        NVVM::MatchSyncKind::any);
    return success();
  }
};

struct MatchAllLowering : ConvertOpToLLVMPattern<simt::MatchAllOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(simt::MatchAllOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto structTy = LLVM::LLVMStructType::getLiteral(
        getContext(), {rewriter.getI32Type(), rewriter.getI1Type()});
    Value res = NVVM::MatchSyncOp::create(rewriter, loc, structTy,
                                          adaptor.getMask(), adaptor.getValue(),
                                          NVVM::MatchSyncKind::all);
    Value mask = LLVM::ExtractValueOp::create(rewriter, loc, res, 0);
    Value pred = LLVM::ExtractValueOp::create(rewriter, loc, res, 1);
    rewriter.replaceOp(op, {mask, pred});
    return success();
  }
};

struct ReduxLowering : ConvertOpToLLVMPattern<simt::ReduxOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(simt::ReduxOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    NVVM::ReduxKind kind = NVVM::ReduxKind::ADD;
    switch (op.getKind()) {
    case simt::ReduxKind::Add:
      kind = NVVM::ReduxKind::ADD;
      break;
    case simt::ReduxKind::Min:
      kind = NVVM::ReduxKind::MIN;
      break;
    case simt::ReduxKind::Max:
      kind = NVVM::ReduxKind::MAX;
      break;
    case simt::ReduxKind::UMin:
      kind = NVVM::ReduxKind::UMIN;
      break;
    case simt::ReduxKind::UMax:
      kind = NVVM::ReduxKind::UMAX;
      break;
    case simt::ReduxKind::And:
      kind = NVVM::ReduxKind::AND;
      break;
    case simt::ReduxKind::Or:
      kind = NVVM::ReduxKind::OR;
      break;
    case simt::ReduxKind::Xor:
      kind = NVVM::ReduxKind::XOR;
      break;
    }
    rewriter.replaceOpWithNewOp<NVVM::ReduxOp>(
        op, rewriter.getI32Type(), adaptor.getValue(), kind, adaptor.getMask(),
        /*abs=*/false, /*nan=*/false);
    return success();
  }
};

} // namespace

void kiln::populateSimtWarpToNVVMPatterns(LLVMTypeConverter &converter,
                                          RewritePatternSet &patterns) {
  patterns.add<ShuffleLowering, VoteLowering, ActiveMaskLowering, MatchAnyLowering,
               MatchAllLowering, ReduxLowering>(converter);
}
