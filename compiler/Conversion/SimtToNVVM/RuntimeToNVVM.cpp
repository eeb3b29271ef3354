//===- RuntimeToNVVM.cpp - clocks, sleep, traps, memcpy, cache hints -> NVVM ===//
#include "compiler/Conversion/SimtToNVVM/RuntimeToNVVM.h"
#include "dialects/simt/IR/SimtDialect.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

using namespace mlir;
namespace simt = kiln::simt;

namespace {
struct ClockLowering : ConvertOpToLLVMPattern<simt::ClockOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(simt::ClockOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (op.getType().isInteger(64))
      rewriter.replaceOpWithNewOp<NVVM::Clock64Op>(op, op.getType());
    else
      rewriter.replaceOpWithNewOp<NVVM::ClockOp>(op, op.getType());
    return success();
  }
};

struct NanosleepLowering : ConvertOpToLLVMPattern<simt::NanosleepOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(simt::NanosleepOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    // nvvm.nanosleep takes an immediate; CUDA's __nanosleep takes a value.
    LLVM::CallIntrinsicOp::create(rewriter, op.getLoc(),
                                  rewriter.getStringAttr("llvm.nvvm.nanosleep"),
                                  ValueRange{adaptor.getDuration()});
    rewriter.eraseOp(op);
    return success();
  }
};

struct TrapLowering : ConvertOpToLLVMPattern<simt::TrapOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(simt::TrapOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<LLVM::Trap>(op);
    return success();
  }
};

struct BreakpointLowering : ConvertOpToLLVMPattern<simt::BreakpointOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(simt::BreakpointOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<NVVM::Breakpoint>(op);
    return success();
  }
};

struct MemcpyLowering : ConvertOpToLLVMPattern<simt::MemcpyOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(simt::MemcpyOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (op.getOverlapping())
      LLVM::MemmoveOp::create(rewriter, op.getLoc(), adaptor.getDst(),
                              adaptor.getSrc(), adaptor.getLen(), /*isVolatile=*/false);
    else
      LLVM::MemcpyOp::create(rewriter, op.getLoc(), adaptor.getDst(),
                             adaptor.getSrc(), adaptor.getLen(), /*isVolatile=*/false);
    rewriter.eraseOp(op);
    return success();
  }
};

struct MemsetLowering : ConvertOpToLLVMPattern<simt::MemsetOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(simt::MemsetOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    LLVM::MemsetOp::create(rewriter, op.getLoc(), adaptor.getDst(),
                           adaptor.getValue(), adaptor.getLen(), /*isVolatile=*/false);
    rewriter.eraseOp(op);
    return success();
  }
};

/// The PTX register class and type suffix of one element of a cache-hinted
/// access. 8-bit values travel in 16-bit registers ("h"), as PTX requires.
struct PtxElement {
  Type reg;          // the LLVM type of the asm operand
  std::string suffix; // f32, b64, ...
  std::string constraint;
};

PtxElement ptxElement(Type e, OpBuilder &b) {
  if (e.isF32())
    return {e, "f32", "f"};
  if (e.isF64())
    return {e, "f64", "d"};
  unsigned w = e.getIntOrFloatBitWidth();
  if (w == 64)
    return {b.getI64Type(), "b64", "l"};
  if (w == 32)
    return {b.getI32Type(), "b32", "r"};
  if (w == 16)
    return {b.getI16Type(), "b16", "h"};
  return {b.getI16Type(), "b8", "h"};
}

SmallVector<Type> elementsOf(Type t) {
  if (auto st = dyn_cast<LLVM::LLVMStructType>(t))
    return SmallVector<Type>(st.getBody());
  return {t};
}

/// An element value in its asm register type (f16/bf16 and i8 widened).
Value toReg(OpBuilder &b, Location loc, Value v, const PtxElement &pe) {
  Type t = v.getType();
  if (t == pe.reg)
    return v;
  if (isa<FloatType>(t))
    v = LLVM::BitcastOp::create(b, loc, b.getIntegerType(t.getIntOrFloatBitWidth()), v);
  if (v.getType().getIntOrFloatBitWidth() < pe.reg.getIntOrFloatBitWidth())
    return LLVM::ZExtOp::create(b, loc, pe.reg, v);
  return v;
}

Value fromReg(OpBuilder &b, Location loc, Value v, Type t) {
  if (v.getType() == t)
    return v;
  unsigned w = t.getIntOrFloatBitWidth();
  if (v.getType().getIntOrFloatBitWidth() > w)
    v = LLVM::TruncOp::create(b, loc, b.getIntegerType(w), v);
  if (isa<FloatType>(t))
    v = LLVM::BitcastOp::create(b, loc, t, v);
  return v;
}

/// A global pointer (PTX's ld.global takes the generic address of global
/// memory as CUDA's headers pass it; a cvta makes it explicit).
Value globalPtr(OpBuilder &b, Location loc, Value ptr) {
  auto pt = cast<LLVM::LLVMPointerType>(ptr.getType());
  if (pt.getAddressSpace() == 1)
    return ptr;
  return LLVM::AddrSpaceCastOp::create(b, loc, LLVM::LLVMPointerType::get(b.getContext(), 1), ptr);
}

std::string vectorPrefix(size_t n) { return n == 1 ? "" : n == 2 ? ".v2" : ".v4"; }

struct CacheHintedLoadLowering : ConvertOpToLLVMPattern<simt::LoadOp> {
  CacheHintedLoadLowering(LLVMTypeConverter &converter)
      : ConvertOpToLLVMPattern(converter, /*benefit=*/2) {}
  LogicalResult
  matchAndRewrite(simt::LoadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto cache = op.getCache();
    if (!cache)
      return failure();
    Location loc = op.getLoc();
    Type type = getTypeConverter()->convertType(op.getType());
    SmallVector<Type> elems = elementsOf(type);
    PtxElement pe = ptxElement(elems[0], rewriter);
    std::string text = "ld.global." + simt::stringifyLoadCache(*cache).str() +
                       vectorPrefix(elems.size()) + "." + pe.suffix + " ";
    std::string constraints;
    if (elems.size() == 1) {
      text += "$0";
    } else {
      text += "{";
      for (size_t i = 0; i < elems.size(); ++i)
        text += (i ? ", $" : "$") + std::to_string(i);
      text += "}";
    }
    text += ", [$" + std::to_string(elems.size()) + "];";
    for (size_t i = 0; i < elems.size(); ++i)
      constraints += "=" + pe.constraint + ",";
    // A memory clobber orders it with the kernel's other accesses; __ldcv
    // ("volatile": fetch again) must also never be merged or removed.
    constraints += "l,~{memory}";
    Type resultTy = elems.size() == 1
                        ? pe.reg
                        : LLVM::LLVMStructType::getLiteral(
                              getContext(), SmallVector<Type>(elems.size(), pe.reg));
    Value ptr = globalPtr(rewriter, loc, adaptor.getPtr());
    auto asmOp = LLVM::InlineAsmOp::create(
        rewriter, loc, TypeRange{resultTy}, ValueRange{ptr}, text, constraints,
        /*has_side_effects=*/*cache == simt::LoadCache::CV,
        /*is_align_stack=*/false, LLVM::tailcallkind::TailCallKind::None,
        LLVM::AsmDialectAttr(), ArrayAttr());
    Value raw = asmOp.getResult(0);
    if (elems.size() == 1) {
      rewriter.replaceOp(op, fromReg(rewriter, loc, raw, type));
      return success();
    }
    Value agg = LLVM::UndefOp::create(rewriter, loc, type);
    for (size_t i = 0; i < elems.size(); ++i) {
      Value e = LLVM::ExtractValueOp::create(rewriter, loc, raw, (int64_t)i);
      agg = LLVM::InsertValueOp::create(rewriter, loc, agg, fromReg(rewriter, loc, e, elems[i]),
                                        (int64_t)i);
    }
    rewriter.replaceOp(op, agg);
    return success();
  }
};

struct CacheHintedStoreLowering : ConvertOpToLLVMPattern<simt::StoreOp> {
  CacheHintedStoreLowering(LLVMTypeConverter &converter)
      : ConvertOpToLLVMPattern(converter, /*benefit=*/2) {}
  LogicalResult
  matchAndRewrite(simt::StoreOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto cache = op.getCache();
    if (!cache)
      return failure();
    Location loc = op.getLoc();
    Value value = adaptor.getValue();
    SmallVector<Type> elems = elementsOf(value.getType());
    PtxElement pe = ptxElement(elems[0], rewriter);
    SmallVector<Value> operands{globalPtr(rewriter, loc, adaptor.getPtr())};
    if (elems.size() == 1) {
      operands.push_back(toReg(rewriter, loc, value, pe));
    } else {
      for (size_t i = 0; i < elems.size(); ++i)
        operands.push_back(toReg(
            rewriter, loc, LLVM::ExtractValueOp::create(rewriter, loc, value, (int64_t)i), pe));
    }
    std::string text = "st.global." + simt::stringifyStoreCache(*cache).str() +
                       vectorPrefix(elems.size()) + "." + pe.suffix + " [$0], ";
    std::string constraints = "l";
    if (elems.size() == 1) {
      text += "$1;";
    } else {
      text += "{";
      for (size_t i = 0; i < elems.size(); ++i)
        text += (i ? ", $" : "$") + std::to_string(i + 1);
      text += "};";
    }
    for (size_t i = 0; i < elems.size(); ++i)
      constraints += "," + pe.constraint;
    constraints += ",~{memory}";
    LLVM::InlineAsmOp::create(rewriter, loc, TypeRange{}, operands, text, constraints,
                              /*has_side_effects=*/true, /*is_align_stack=*/false,
                              LLVM::tailcallkind::TailCallKind::None,
                              LLVM::AsmDialectAttr(), ArrayAttr());
    rewriter.eraseOp(op);
    return success();
  }
};
} // namespace

void kiln::populateSimtRuntimeToNVVMPatterns(LLVMTypeConverter &converter,
                                             RewritePatternSet &patterns) {
  patterns.add<ClockLowering, NanosleepLowering, TrapLowering, BreakpointLowering,
               MemcpyLowering, MemsetLowering>(converter);
  patterns.add<CacheHintedLoadLowering, CacheHintedStoreLowering>(converter);
}
