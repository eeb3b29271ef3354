//===- AtomicToNVVM.cpp - simt atomics -> LLVM atomics / inline PTX -------===//
//
// atomic_rmw, atomic_cas, atomic_load, atomic_store. cmpxchg and atomic
// loads/stores are LLVM's (the NVPTX backend prints their order and scope);
// read-modify-writes other than relaxed device-scope ones are inline PTX
// (see AtomicRMWLowering).
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/SimtToNVVM/AtomicToNVVM.h"
#include "compiler/Conversion/SimtToNVVM/PatternUtils.h"

#include "compiler/Target/TypeLayout.h"
#include "dialects/simt/IR/SimtDialect.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

using namespace mlir;
using namespace kiln;
using namespace kiln::simt_to_nvvm;
namespace simt = kiln::simt;

namespace {

/// The `.scope` qualifier of PTX memory instructions.
StringRef ptxScope(simt::Scope scope) {
  switch (scope) {
  case simt::Scope::Warp:
  case simt::Scope::Block:
    return ".cta";
  case simt::Scope::Cluster:
    return ".cluster";
  case simt::Scope::Device:
    return ".gpu";
  case simt::Scope::System:
    return ".sys";
  }
  return ".sys";
}

/// The parts of an inline PTX `atom`/`red` that follow from the op's order,
/// scope and pointer: `atom` + sem + scope + space + ".op ...". seq_cst is
/// `fence.sc.<scope>` then an acquire operation, as libcu++ does.
struct PtxAtomSpelling {
  std::string fence, sem, scope, space;
};
PtxAtomSpelling ptxAtomSpelling(simt::MemoryOrder order, simt::Scope scope,
                                Value ptr) {
  PtxAtomSpelling s;
  s.scope = ptxScope(scope).str();
  switch (addressSpaceOf(ptr)) {
  case 1:
    s.space = ".global";
    break;
  case 3:
    s.space = ".shared";
    break;
  default:
    break;
  }
  switch (order) {
  case simt::MemoryOrder::Relaxed:
    s.sem = ".relaxed";
    break;
  case simt::MemoryOrder::Acquire:
    s.sem = ".acquire";
    break;
  case simt::MemoryOrder::Release:
    s.sem = ".release";
    break;
  case simt::MemoryOrder::AcqRel:
    s.sem = ".acq_rel";
    break;
  case simt::MemoryOrder::SeqCst:
    s.fence = "fence.sc" + s.scope + ";\n\t";
    s.sem = ".acquire";
    break;
  }
  return s;
}

/// The strongest ordering a failed compare-and-swap (a plain load) may have.
LLVM::AtomicOrdering failureOrdering(simt::MemoryOrder order) {
  switch (order) {
  case simt::MemoryOrder::Relaxed:
  case simt::MemoryOrder::Release:
    return LLVM::AtomicOrdering::monotonic;
  case simt::MemoryOrder::Acquire:
  case simt::MemoryOrder::AcqRel:
    return LLVM::AtomicOrdering::acquire;
  case simt::MemoryOrder::SeqCst:
    return LLVM::AtomicOrdering::seq_cst;
  }
  return LLVM::AtomicOrdering::seq_cst;
}

/// atomic_rmw. LLVM 22's NVPTX backend prints every `atomicrmw` as a plain
/// `atom.<space>.<op>` (relaxed, .gpu scope) whatever its ordering and
/// syncscope, so only relaxed device-scope ones go through `atomicrmw` (which
/// LLVM's passes, SplitPhiAddressAtomics included, still see). The others
/// are inline PTX
/// spelling the semantics and scope, `atom.acq_rel.sys.global.add.u32`, also
/// when the old value is unused (ptxas then picks RED or ATOMG). seq_cst is
/// `fence.sc.<scope>` then an acquire `atom`, as libcu++ does. f32 vectors
/// (sm_90+, a tile scatter-add's) are `red.relaxed.gpu.global.add.v4.f32`
/// only: their old values are not supported.
struct AtomicRMWLowering : ConvertOpToLLVMPattern<simt::AtomicRMWOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  static std::optional<LLVM::AtomicBinOp> llvmBinOp(simt::AtomicKind kind,
                                                    bool isFloat) {
    switch (kind) {
    case simt::AtomicKind::Add:
      return isFloat ? LLVM::AtomicBinOp::fadd : LLVM::AtomicBinOp::add;
    case simt::AtomicKind::Exchange:
      return LLVM::AtomicBinOp::xchg;
    case simt::AtomicKind::Min:
      return LLVM::AtomicBinOp::min;
    case simt::AtomicKind::Max:
      return LLVM::AtomicBinOp::max;
    case simt::AtomicKind::UMin:
      return LLVM::AtomicBinOp::umin;
    case simt::AtomicKind::UMax:
      return LLVM::AtomicBinOp::umax;
    case simt::AtomicKind::And:
      return LLVM::AtomicBinOp::_and;
    case simt::AtomicKind::Or:
      return LLVM::AtomicBinOp::_or;
    case simt::AtomicKind::Xor:
      return LLVM::AtomicBinOp::_xor;
    case simt::AtomicKind::Inc:
      return LLVM::AtomicBinOp::uinc_wrap;
    case simt::AtomicKind::Dec:
      return LLVM::AtomicBinOp::udec_wrap;
    }
    return std::nullopt;
  }

  /// ".add.u32", ".min.s64", ".add.noftz.bf16", ... or "" when PTX's atom
  /// has no such form (16-bit integers: LLVM emulates them with a CAS loop).
  static std::string ptxOp(simt::AtomicKind kind, Type type) {
    // f16/bf16 pairs: PTX adds both halves in one instruction (LLVM would
    // emit a compare-and-swap loop); the verifier allows only add.
    if (auto v = dyn_cast<VectorType>(type)) {
      if (v.getElementType().isF32())
        return ".add.v" + std::to_string(v.getNumElements()) + ".f32";
      return v.getElementType().isF16() ? ".add.noftz.f16x2" : ".add.noftz.bf16x2";
    }
    unsigned bits = type.getIntOrFloatBitWidth();
    std::string b = std::to_string(bits);
    bool isFloat = isa<FloatType>(type);
    if (isFloat) {
      if (kind == simt::AtomicKind::Exchange)
        return bits == 16 ? "" : ".exch.b" + b;
      if (type.isF16())
        return ".add.noftz.f16";
      if (type.isBF16())
        return ".add.noftz.bf16";
      return ".add.f" + b;
    }
    if (bits != 32 && bits != 64)
      return "";
    switch (kind) {
    case simt::AtomicKind::Add:
      return ".add.u" + b;
    case simt::AtomicKind::Exchange:
      return ".exch.b" + b;
    case simt::AtomicKind::Min:
      return ".min.s" + b;
    case simt::AtomicKind::Max:
      return ".max.s" + b;
    case simt::AtomicKind::UMin:
      return ".min.u" + b;
    case simt::AtomicKind::UMax:
      return ".max.u" + b;
    case simt::AtomicKind::And:
      return ".and.b" + b;
    case simt::AtomicKind::Or:
      return ".or.b" + b;
    case simt::AtomicKind::Xor:
      return ".xor.b" + b;
    case simt::AtomicKind::Inc:
      return ".inc.u32";
    case simt::AtomicKind::Dec:
      return ".dec.u32";
    }
    return "";
  }

  static StringRef constraint(Type type) {
    if (isa<VectorType>(type))
      return "r";
    if (type.isF32())
      return "f";
    if (type.isF64())
      return "d";
    unsigned bits = type.getIntOrFloatBitWidth();
    return bits == 64 ? "l" : bits == 16 ? "h" : "r";
  }

  LogicalResult
  matchAndRewrite(simt::AtomicRMWOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type type = getTypeConverter()->convertType(op.getValue().getType());
    Value ptr = adaptor.getPtr(), value = adaptor.getValue();
    simt::MemoryOrder order = op.getOrder();
    // Pointers are exchanged as 64-bit integers.
    bool isPtr = isa<LLVM::LLVMPointerType>(type);
    if (isPtr) {
      if (op.getKind() != simt::AtomicKind::Exchange)
        return op.emitOpError() << "only 'exch' applies to pointer values";
      Type i64 = rewriter.getI64Type();
      value = LLVM::PtrToIntOp::create(rewriter, loc, i64, value);
      auto xchg = LLVM::AtomicRMWOp::create(
          rewriter, loc, LLVM::AtomicBinOp::xchg, ptr, value,
          llvmOrdering(order), syncScope(op.getScope()));
      Value res = xchg.getRes();
      if (!(order == simt::MemoryOrder::Relaxed &&
            op.getScope() == simt::Scope::Device)) {
        // Same inline-PTX path as integers, see below.
        rewriter.eraseOp(xchg);
        res = emitInlineAtom(rewriter, loc, op, ptr, value, i64,
                             ".exch.b64");
      }
      rewriter.replaceOpWithNewOp<LLVM::IntToPtrOp>(op, type, res);
      return success();
    }
    std::string opSuffix = ptxOp(op.getKind(), type);
    bool plainLLVM = ((order == simt::MemoryOrder::Relaxed &&
                       op.getScope() == simt::Scope::Device) ||
                      opSuffix.empty()) &&
                     !isa<VectorType>(type);
    if (plainLLVM) {
      auto binOp = llvmBinOp(op.getKind(), isa<FloatType>(type));
      rewriter.replaceOpWithNewOp<LLVM::AtomicRMWOp>(
          op, *binOp, ptr, value, llvmOrdering(order),
          syncScope(op.getScope()));
      return success();
    }

    rewriter.replaceOp(op, emitInlineAtom(rewriter, loc, op, ptr, value,
                                          type, opSuffix));
    return success();
  }

  /// The inline PTX `atom`/`red` for `op` on an integer or float `value`
  /// of type `type`; returns the old value (poison when `red` is used).
  static Value emitInlineAtom(ConversionPatternRewriter &rewriter,
                              Location loc, simt::AtomicRMWOp op, Value ptr,
                              Value value, Type type,
                              const std::string &opSuffix) {
    simt::MemoryOrder order = op.getOrder();
    PtxAtomSpelling spelling = ptxAtomSpelling(order, op.getScope(), ptr);
    const std::string &sem = spelling.sem, &scope = spelling.scope,
                      &space = spelling.space;
    bool resultUsed = !op.getResult().use_empty();
    std::string text = spelling.fence;
    // red has no exch and only relaxed/release semantics. Only f32 vectors
    // use it: a scalar whose old value is unused is still an `atom`, as in
    // nvcc's PTX, and ptxas chooses between RED and ATOMG with no
    // destination itself (`red` always became RED: realcode
    // atomic_ref_system_scope_publish's atomicAdd/Max/Or_system were three
    // REDs where nvcc's were ATOMGs, 0.61x nvcc).
    auto vector = dyn_cast<VectorType>(type);
    bool useRed = !resultUsed && vector && vector.getElementType().isF32() &&
                  op.getKind() != simt::AtomicKind::Exchange &&
                  (order == simt::MemoryOrder::Relaxed ||
                   order == simt::MemoryOrder::Release);

    // 16-bit floats travel in .b16 registers ("h"), as i16; pairs of them
    // in .b32 ones ("r"), as i32.
    Type regType = type;
    auto vecTy = dyn_cast<VectorType>(type);
    bool isHalf = type.isF16() || type.isBF16() ||
                  (vecTy && !vecTy.getElementType().isF32());
    if (isHalf) {
      regType = isa<VectorType>(type) ? rewriter.getI32Type() : rewriter.getI16Type();
      value = LLVM::BitcastOp::create(rewriter, loc, regType, value);
    }
    // f32 vectors: red.global.add.v4.f32 [a], {b0, b1, b2, b3} (sm_90+).
    if (auto v = vecTy; v && v.getElementType().isF32()) {
      if (!useRed) {
        op.emitOpError() << "the old values of a vector atomic are not "
                            "supported (its result must be unused)";
        return LLVM::PoisonOp::create(rewriter, loc, type);
      }
      SmallVector<Value> operands{ptr};
      std::string list, cons = "l";
      for (int64_t i = 0; i < v.getNumElements(); ++i) {
        operands.push_back(LLVM::ExtractElementOp::create(
            rewriter, loc, value,
            LLVM::ConstantOp::create(rewriter, loc, rewriter.getI32Type(),
                                     rewriter.getI32IntegerAttr(i))));
        list += (i ? ", $" : "$") + std::to_string(i + 1);
        cons += ",f";
      }
      text += "red" + sem + scope + space + opSuffix + " [$0], {" + list + "};";
      LLVM::InlineAsmOp::create(rewriter, loc, TypeRange{}, operands, text,
                                cons + ",~{memory}",
                                /*has_side_effects=*/true,
                                /*is_align_stack=*/false,
                                LLVM::tailcallkind::TailCallKind::None,
                                /*asm_dialect=*/LLVM::AsmDialectAttr(),
                                /*operand_attrs=*/ArrayAttr());
      return LLVM::PoisonOp::create(rewriter, loc, type);
    }
    StringRef c = constraint(type);
    SmallVector<Value> operands{ptr, value};
    text += "atom" + sem + scope + space + opSuffix + " $0, [$1], $2;";
    Value old = LLVM::InlineAsmOp::create(
                    rewriter, loc, TypeRange{regType}, operands, text,
                    ("=" + c + ",l," + c + ",~{memory}").str(),
                    /*has_side_effects=*/true, /*is_align_stack=*/false,
                    LLVM::tailcallkind::TailCallKind::None,
                    LLVM::AsmDialectAttr(), ArrayAttr())
                    .getResult(0);
    if (isHalf)
      old = LLVM::BitcastOp::create(rewriter, loc, type, old);
    return old;
  }
};

/// cmpxchg, atomic loads and stores: LLVM 22's NVPTX prints their ordering
/// and scope (atom.acq_rel.gpu.cas, ld.acquire.gpu, st.release.cta, ...).
struct AtomicCASLowering : ConvertOpToLLVMPattern<simt::AtomicCASOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(simt::AtomicCASOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (adaptor.getExpected().getType().isInteger(16)) {
      rewriter.replaceOp(op, emitCas16(rewriter, op, adaptor));
      return success();
    }
    auto cas = LLVM::AtomicCmpXchgOp::create(
        rewriter, op.getLoc(), adaptor.getPtr(), adaptor.getExpected(),
        adaptor.getDesired(), llvmOrdering(op.getOrder()),
        failureOrdering(op.getOrder()), syncScope(op.getScope()));
    rewriter.replaceOpWithNewOp<LLVM::ExtractValueOp>(op, cas.getRes(), 0);
    return success();
  }

  /// 16-bit CAS as PTX's atom.cas.b16 (sm_70+), as nvcc emits it. LLVM 22
  /// widens an i16 cmpxchg to a 32-bit CAS loop on the enclosing word, which
  /// reads (and compare-exchanges) the bytes beside a 2-byte allocation:
  /// compute-sanitizer's memcheck reports that as an out-of-bounds access.
  static Value emitCas16(ConversionPatternRewriter &rewriter,
                         simt::AtomicCASOp op, OpAdaptor adaptor) {
    Value ptr = adaptor.getPtr();
    PtxAtomSpelling spelling = ptxAtomSpelling(op.getOrder(), op.getScope(), ptr);
    std::string text = spelling.fence + "atom" + spelling.sem + spelling.scope +
                       spelling.space + ".cas.b16 $0, [$1], $2, $3;";
    return LLVM::InlineAsmOp::create(
               rewriter, op.getLoc(), TypeRange{rewriter.getI16Type()},
               ValueRange{ptr, adaptor.getExpected(), adaptor.getDesired()},
               text, "=h,l,h,h,~{memory}", /*has_side_effects=*/true,
               /*is_align_stack=*/false, LLVM::tailcallkind::TailCallKind::None,
               LLVM::AsmDialectAttr(), ArrayAttr())
        .getResult(0);
  }
};

unsigned atomicAlign(Type type) {
  uint64_t size = typeSizeInBytes(type);
  return size ? size : 8;
}

struct AtomicLoadLowering : ConvertOpToLLVMPattern<simt::AtomicLoadOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(simt::AtomicLoadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    rewriter.replaceOpWithNewOp<LLVM::LoadOp>(
        op, type, adaptor.getPtr(), atomicAlign(type), /*isVolatile=*/false,
        /*isNonTemporal=*/false, /*isInvariant=*/false,
        /*isInvariantGroup=*/false, llvmOrdering(op.getOrder()),
        syncScope(op.getScope()));
    return success();
  }
};

struct AtomicStoreLowering : ConvertOpToLLVMPattern<simt::AtomicStoreOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(simt::AtomicStoreOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = adaptor.getValue().getType();
    rewriter.replaceOpWithNewOp<LLVM::StoreOp>(
        op, adaptor.getValue(), adaptor.getPtr(), atomicAlign(type),
        /*isVolatile=*/false, /*isNonTemporal=*/false,
        /*isInvariantGroup=*/false, llvmOrdering(op.getOrder()),
        syncScope(op.getScope()));
    return success();
  }
};

} // namespace

void kiln::populateSimtAtomicToNVVMPatterns(LLVMTypeConverter &converter,
                                            RewritePatternSet &patterns) {
  patterns.add<AtomicRMWLowering, AtomicCASLowering, AtomicLoadLowering,
               AtomicStoreLowering>(converter);
}
