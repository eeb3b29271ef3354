//===- TensorCoreToNVVM.cpp - simt tensor core and cp.async ops -> NVVM ---===//
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
    Type f32 = rewriter.getF32Type();
    auto resTy = LLVM::LLVMStructType::getLiteral(rewriter.getContext(),
                                                  {f32, f32, f32, f32});
    auto fp8Name = [](Type t) -> StringRef {
      return isa<Float8E4M3FNType>(t) ? "e4m3" : isa<Float8E5M2Type>(t) ? "e5m2" : "";
    };
    if (!fp8Name(op.getType()).empty()) {
      // fp8 (sm_89+, PTX ISA 8.4): NVVM::MmaOp has no dense fp8 shape, the
      // intrinsic does (mma.sync.aligned.m16n8k32.row.col.f32.<a>.<b>.f32).
      std::string name = ("llvm.nvvm.mma.m16n8k32.row.col.f32." +
                          fp8Name(op.getType()) + "." +
                          fp8Name(op.getBElementType()) + ".f32")
                             .str();
      SmallVector<Value> args(adaptor.getA().begin(), adaptor.getA().end());
      args.append(adaptor.getB().begin(), adaptor.getB().end());
      args.append(adaptor.getC().begin(), adaptor.getC().end());
      auto call = LLVM::CallIntrinsicOp::create(
          rewriter, loc, resTy, rewriter.getStringAttr(name), args);
      SmallVector<Value> results;
      for (int64_t i = 0; i < 4; ++i)
        results.push_back(
            LLVM::ExtractValueOp::create(rewriter, loc, call.getResult(0), i));
      rewriter.replaceOp(op, results);
      return success();
    }
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
    bool tf32 = op.getType().isTF32();
    NVVM::MMATypes t = f16    ? NVVM::MMATypes::f16
                       : tf32 ? NVVM::MMATypes::tf32
                              : NVVM::MMATypes::bf16;
    auto mma = NVVM::MmaOp::create(
        rewriter, loc, resTy, a, b, c, /*shape=*/{16, 8, tf32 ? 8 : 16},
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

struct LdMatrixLowering : ConvertOpToLLVMPattern<kiln::simt::LdMatrixOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(kiln::simt::LdMatrixOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    unsigned n = op.getNum();
    Type i32 = rewriter.getI32Type();
    Type resTy = n == 1 ? i32
                        : LLVM::LLVMStructType::getLiteral(
                              rewriter.getContext(), SmallVector<Type>(n, i32));
    auto ld = NVVM::LdMatrixOp::create(
        rewriter, loc, resTy, adaptor.getPtr(), n,
        op.getTrans() ? NVVM::MMALayout::col : NVVM::MMALayout::row,
        NVVM::LdStMatrixShapeAttr::get(rewriter.getContext(), 8, 8),
        NVVM::LdStMatrixEltType::B16);
    if (n == 1) {
      rewriter.replaceOp(op, ld.getResult());
      return success();
    }
    SmallVector<Value> results;
    for (unsigned i = 0; i < n; ++i)
      results.push_back(LLVM::ExtractValueOp::create(rewriter, loc, ld, i));
    rewriter.replaceOp(op, results);
    return success();
  }
};

struct CpAsyncLowering : ConvertOpToLLVMPattern<kiln::simt::CpAsyncOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(kiln::simt::CpAsyncOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value src = adaptor.getSrc();
    auto globalPtr = LLVM::LLVMPointerType::get(rewriter.getContext(), 1);
    if (src.getType() != globalPtr)
      src = LLVM::AddrSpaceCastOp::create(rewriter, loc, globalPtr, src);
    // .cg (L2 only): the data is staged in shared memory, as CUTLASS and
    // Triton do for 16-byte copies.
    NVVM::CpAsyncOp::create(rewriter, loc, adaptor.getDst(), src, 16,
                            NVVM::LoadCacheModifierKind::CG,
                            adaptor.getSrcBytes());
    rewriter.eraseOp(op);
    return success();
  }
};

/// simt ops that map onto one NVVM op without operands.
template <typename From, typename To>
struct OneToOneLowering : ConvertOpToLLVMPattern<From> {
  using ConvertOpToLLVMPattern<From>::ConvertOpToLLVMPattern;
  using OpAdaptor = typename From::Adaptor;
  LogicalResult
  matchAndRewrite(From op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<To>(op);
    return success();
  }
};

/// Group waits (cp.async, wgmma): `pending` groups may stay in flight.
template <typename From, typename To>
struct WaitGroupLowering : ConvertOpToLLVMPattern<From> {
  using ConvertOpToLLVMPattern<From>::ConvertOpToLLVMPattern;
  using OpAdaptor = typename From::Adaptor;
  LogicalResult
  matchAndRewrite(From op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<To>(op, op.getPending());
    return success();
  }
};

/// A wgmma shared-memory matrix descriptor: start address, leading and
/// stride byte offsets (each >> 4, 14 bits) and the swizzle mode.
Value matrixDescriptor(ConversionPatternRewriter &rewriter, Location loc,
                       Value ptr, int64_t lbo, int64_t sbo, int64_t swizzle) {
  Type i64 = rewriter.getI64Type();
  auto c = [&](uint64_t v) {
    return LLVM::ConstantOp::create(rewriter, loc, i64, rewriter.getI64IntegerAttr(int64_t(v)));
  };
  Value addr = LLVM::PtrToIntOp::create(rewriter, loc, i64, ptr);
  // One op-creating argument per call: C++ leaves the order of arguments unspecified, and the
  // IR must not depend on the host compiler (this is the order GCC gave).
  Value shift = c(4);
  Value masked = LLVM::AndOp::create(rewriter, loc, addr, c(0x3FFFF));
  Value start = LLVM::LShrOp::create(rewriter, loc, masked, shift);
  uint64_t mode = swizzle == 128 ? 1 : swizzle == 64 ? 2 : 3;
  uint64_t fixed = (uint64_t(lbo >> 4) << 16) | (uint64_t(sbo >> 4) << 32) | (mode << 62);
  return LLVM::OrOp::create(rewriter, loc, start, c(fixed));
}

struct WgmmaLowering : ConvertOpToLLVMPattern<kiln::simt::WgmmaOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(kiln::simt::WgmmaOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    Type f32 = rewriter.getF32Type();
    auto structTy = LLVM::LLVMStructType::getLiteral(
        ctx, SmallVector<Type>(adaptor.getC().size(), f32));
    Value acc = LLVM::UndefOp::create(rewriter, loc, structTy);
    for (auto [i, v] : llvm::enumerate(adaptor.getC()))
      acc = LLVM::InsertValueOp::create(rewriter, loc, acc, v, i);
    // A is K-major; its leading byte offset is unused with swizzling (1).
    Value descA = matrixDescriptor(rewriter, loc, adaptor.getA(), 16,
                                   op.getASbo(), op.getASwizzle());
    Value descB = matrixDescriptor(rewriter, loc, adaptor.getB(),
                                   op.getBMnMajor() ? op.getBLbo() : 16,
                                   op.getBSbo(), op.getBSwizzle());
    auto wgmmaType = [](Type t) {
      return t.isBF16()                  ? NVVM::WGMMATypes::bf16
             : t.isF16()                 ? NVVM::WGMMATypes::f16
             : t.isTF32()                ? NVVM::WGMMATypes::tf32
             : isa<Float8E5M2Type>(t)    ? NVVM::WGMMATypes::e5m2
                                         : NVVM::WGMMATypes::e4m3;
    };
    // fp8: `b_type` names B's format when it differs from A's; k is 32 (32
    // bytes of each row, as k16 for 16-bit types).
    auto bType = op->getAttrOfType<TypeAttr>("b_type");
    auto ta = wgmmaType(op.getType()), tb = wgmmaType(bType ? bType.getValue() : op.getType());
    // tf32 (19 bits wide, stored in 32): k 8, again 32 bytes of each row.
    int64_t k = op.getType().isTF32() ? 8 : 256 / op.getType().getIntOrFloatBitWidth();
    // NVVM's layoutB `row` is wgmma's imm-trans-b = 1 (N-major B); fp8
    // forms take no transpose operands (B K-major, `col`).
    auto mma = NVVM::WgmmaMmaAsyncOp::create(
        rewriter, loc, structTy, acc, descA, descB,
        NVVM::MMAShapeAttr::get(ctx, 64, op.getN(), k), ta, tb,
        NVVM::WGMMATypes::f32, NVVM::WGMMAScaleOut::one, NVVM::WGMMAScaleIn::one,
        NVVM::WGMMAScaleIn::one, NVVM::MMALayout::row,
        op.getBMnMajor() ? NVVM::MMALayout::row : NVVM::MMALayout::col,
        /*satfinite=*/nullptr);
    SmallVector<Value> results;
    for (size_t i = 0; i < adaptor.getC().size(); ++i)
      results.push_back(LLVM::ExtractValueOp::create(rewriter, loc, mma, i));
    rewriter.replaceOp(op, results);
    return success();
  }
};

struct FenceProxyAsyncLowering
    : ConvertOpToLLVMPattern<kiln::simt::FenceProxyAsyncOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(kiln::simt::FenceProxyAsyncOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<NVVM::FenceProxyOp>(
        op, NVVM::ProxyKind::async_shared,
        NVVM::SharedSpaceAttr::get(rewriter.getContext(), NVVM::SharedSpace::shared_cta));
    return success();
  }
};
} // namespace

void kiln::populateSimtTensorCoreToNVVMPatterns(LLVMTypeConverter &converter,
                                                RewritePatternSet &patterns) {
  using namespace kiln::simt;
  patterns.add<MmaSyncLowering, LdMatrixLowering, CpAsyncLowering, WgmmaLowering,
               FenceProxyAsyncLowering,
               OneToOneLowering<CpAsyncCommitOp, NVVM::CpAsyncCommitGroupOp>,
               OneToOneLowering<WgmmaFenceOp, NVVM::WgmmaFenceAlignedOp>,
               OneToOneLowering<WgmmaCommitOp, NVVM::WgmmaGroupSyncAlignedOp>,
               WaitGroupLowering<CpAsyncWaitOp, NVVM::CpAsyncWaitGroupOp>,
               WaitGroupLowering<WgmmaWaitOp, NVVM::WgmmaWaitGroupSyncOp>>(converter);
}
