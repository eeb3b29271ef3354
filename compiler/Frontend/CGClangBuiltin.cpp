//===- CGClangBuiltin.cpp - calls of Clang's builtins -----------------------===//
//
// Device code reaches Clang's builtins through the C++ library (libstdc++'s
// constexpr std::sqrt(float) is `__builtin_sqrtf(x)`, std::isnan is
// `__builtin_isnan(x)`, std::copy of trivial types `__builtin_memmove`) and
// directly (__builtin_expect, __builtin_popcount, __builtin_bswap32). The
// math ones call libdevice as the prelude's functions do; the rest become
// simt/math/LLVM ops. Builtins not here are a diagnostic at the call.
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/CodeGen.h"
#include "dialects/simt/IR/SyncFactAttrs.h"
#include "dialects/simt/IR/SimtStackOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Math/IR/Math.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"

using namespace kiln::frontend;
using namespace clang;
namespace simt = kiln::simt;
namespace arith = mlir::arith;
namespace math = mlir::math;
using mlir::Value;

namespace {
enum class ClangBuiltin {
  None, Expect, Ignore, Identity, AddressOf, False, PopCount, Clz, Ctz, Ffs, Parity,
  ByteSwap, BitReverse, RotateLeft, RotateRight, Trap, DebugTrap, Memcpy, Memmove,
  Memset, AbsInt, IsNan, IsInf, IsFinite, IsNormal, SignBit, FpClassify, IsInfSign,
  IsGreater, IsGreaterEqual, IsLess, IsLessEqual, IsLessGreater, IsUnordered, LRint,
  LRound, PowI, PowIF, StrLen, MemChr, MemCmp
};

ClangBuiltin classify(llvm::StringRef name) {
  if (name.starts_with("__builtin_popcount"))
    return ClangBuiltin::PopCount;
  if (name.starts_with("__builtin_clz"))
    return ClangBuiltin::Clz;
  if (name.starts_with("__builtin_ctz"))
    return ClangBuiltin::Ctz;
  if (name.starts_with("__builtin_ffs"))
    return ClangBuiltin::Ffs;
  if (name.starts_with("__builtin_parity"))
    return ClangBuiltin::Parity;
  if (name.starts_with("__builtin_bswap"))
    return ClangBuiltin::ByteSwap;
  if (name.starts_with("__builtin_bitreverse"))
    return ClangBuiltin::BitReverse;
  if (name.starts_with("__builtin_rotateleft"))
    return ClangBuiltin::RotateLeft;
  if (name.starts_with("__builtin_rotateright"))
    return ClangBuiltin::RotateRight;
  return llvm::StringSwitch<ClangBuiltin>(name)
      .Cases({"__builtin_expect", "__builtin_expect_with_probability"}, ClangBuiltin::Expect)
      .Cases({"__builtin_assume", "__builtin_unreachable", "__builtin_prefetch"}, ClangBuiltin::Ignore)
      .Cases({"__builtin_launder", "__builtin_assume_aligned"}, ClangBuiltin::Identity)
      .Case("__builtin_addressof", ClangBuiltin::AddressOf)
      .Case("__builtin_is_constant_evaluated", ClangBuiltin::False)
      .Case("__builtin_trap", ClangBuiltin::Trap)
      .Case("__builtin_debugtrap", ClangBuiltin::DebugTrap)
      .Cases({"__builtin_memcpy", "memcpy", "__builtin_memcpy_inline"}, ClangBuiltin::Memcpy)
      .Cases({"__builtin_memmove", "memmove"}, ClangBuiltin::Memmove)
      .Cases({"__builtin_memset", "memset"}, ClangBuiltin::Memset)
      .Cases({"__builtin_abs", "__builtin_labs", "__builtin_llabs"}, ClangBuiltin::AbsInt)
      .Case("__builtin_isnan", ClangBuiltin::IsNan)
      .Case("__builtin_isinf", ClangBuiltin::IsInf)
      .Case("__builtin_isfinite", ClangBuiltin::IsFinite)
      .Case("__builtin_isnormal", ClangBuiltin::IsNormal)
      .Cases({"__builtin_signbit", "__builtin_signbitf", "__builtin_signbitl"}, ClangBuiltin::SignBit)
      .Case("__builtin_fpclassify", ClangBuiltin::FpClassify)
      .Case("__builtin_isinf_sign", ClangBuiltin::IsInfSign)
      .Case("__builtin_isgreater", ClangBuiltin::IsGreater)
      .Case("__builtin_isgreaterequal", ClangBuiltin::IsGreaterEqual)
      .Case("__builtin_isless", ClangBuiltin::IsLess)
      .Case("__builtin_islessequal", ClangBuiltin::IsLessEqual)
      .Case("__builtin_islessgreater", ClangBuiltin::IsLessGreater)
      .Case("__builtin_isunordered", ClangBuiltin::IsUnordered)
      .Cases({"__builtin_lrint", "__builtin_lrintf"}, ClangBuiltin::LRint)
      .Cases({"__builtin_lround", "__builtin_lroundf"}, ClangBuiltin::LRound)
      .Case("__builtin_powi", ClangBuiltin::PowI)
      .Case("__builtin_powif", ClangBuiltin::PowIF)
      .Case("__builtin_strlen", ClangBuiltin::StrLen)
      .Case("__builtin_memchr", ClangBuiltin::MemChr)
      .Case("__builtin_memcmp", ClangBuiltin::MemCmp)
      .Default(ClangBuiltin::None);
}

} // namespace

bool kiln::frontend::isClangMathBuiltin(llvm::StringRef name) {
  static const llvm::StringSet<> names = {
#define KILN_MATH_BUILTIN(Name) Name,
#include "compiler/Frontend/Builtins.def"
  };
  return names.contains(name);
}

/// 0, 1 or 2 when `e` reads blockDim.x, .y or .z (the property getters of
/// kiln/cuda/builtin_vars.hpp, or the PTX register builtins); else -1.
static int blockDimComponent(const Expr *e) {
  e = e->IgnoreParenImpCasts();
  if (auto *pseudo = dyn_cast<PseudoObjectExpr>(e))
    e = pseudo->getResultExpr() ? pseudo->getResultExpr()->IgnoreParenImpCasts() : e;
  auto *call = dyn_cast<CallExpr>(e);
  const FunctionDecl *callee = call ? call->getDirectCallee() : nullptr;
  if (!callee || !callee->getIdentifier())
    return -1;
  llvm::StringRef name = callee->getName();
  if (name.consume_front("__nvvm_read_ptx_sreg_ntid_"))
    return name == "x" ? 0 : name == "y" ? 1 : name == "z" ? 2 : -1;
  auto *record = dyn_cast<CXXRecordDecl>(callee->getDeclContext());
  if (!record || !record->getIdentifier() || record->getName() != "__kiln_blockDim_t" ||
      !name.consume_front("__get_"))
    return -1;
  return name == "x" ? 0 : name == "y" ? 1 : name == "z" ? 2 : -1;
}

/// `__builtin_assume(blockDim.x == 16 && blockDim.y == 8)` in a kernel's
/// body: records the block shape it states (simt.assumed_block_dim) for the
/// sync checks; other assumptions stay ignored.
static void noteAssumedBlockDim(FunctionGen &fg, const Expr *cond) {
  const FunctionDecl *fd = fg.fd;
  mlir::func::FuncOp func = fg.func;
  ASTContext &ctx = fg.ctx;
  cond = cond->IgnoreParenImpCasts();
  auto *bin = dyn_cast<BinaryOperator>(cond);
  if (!bin || !fd->hasAttr<CUDAGlobalAttr>())
    return;
  if (bin->getOpcode() == BO_LAnd) {
    noteAssumedBlockDim(fg, bin->getLHS());
    noteAssumedBlockDim(fg, bin->getRHS());
    return;
  }
  if (bin->getOpcode() != BO_EQ)
    return;
  for (auto [dimSide, valueSide] : {std::pair(bin->getLHS(), bin->getRHS()),
                                    std::pair(bin->getRHS(), bin->getLHS())}) {
    int dim = blockDimComponent(dimSide);
    std::optional<llvm::APSInt> value =
        dim < 0 || valueSide->isValueDependent() ? std::nullopt
                                                  : valueSide->getIntegerConstantExpr(ctx);
    if (!value || *value < 1 || *value > 1024)
      continue;
    llvm::SmallVector<int32_t, 3> dims{0, 0, 0};
    if (auto old = func->getAttrOfType<mlir::DenseI32ArrayAttr>(
            simt::kAssumedBlockDimAttrName))
      dims.assign(old.asArrayRef().begin(), old.asArrayRef().end());
    dims[dim] = int32_t(value->getExtValue());
    func->setAttr(simt::kAssumedBlockDimAttrName,
                  mlir::DenseI32ArrayAttr::get(func.getContext(), dims));
    return;
  }
}

std::optional<Value> FunctionGen::emitClangBuiltin(const CallExpr *e,
                                                   const FunctionDecl *callee) {
  mlir::Location l = loc(e);
  llvm::StringRef name = callee->getName();
  QualType rt = e->getType();
  mlir::Type resultTy = rt->isVoidType() ? mlir::Type() : cgm.convertType(rt, e->getExprLoc());
  auto operand = [&](unsigned i) { return emitScalar(e->getArg(i)); };
  auto asResult = [&](Value v, QualType from) { return convert(v, from, rt, l); };

  if (name.consume_front("__nvvm_read_ptx_sreg_")) {
    auto dimOf = [&](llvm::StringRef s) {
      return s.ends_with("x") ? simt::Dim::X : s.ends_with("y") ? simt::Dim::Y : simt::Dim::Z;
    };
    if (name.starts_with("tid_"))
      return (Value)simt::ThreadIdOp::create(builder, l, dimOf(name));
    if (name.starts_with("ctaid_"))
      return (Value)simt::BlockIdOp::create(builder, l, dimOf(name));
    if (name.starts_with("ntid_"))
      return (Value)simt::BlockDimOp::create(builder, l, dimOf(name));
    if (name.starts_with("nctaid_"))
      return (Value)simt::GridDimOp::create(builder, l, dimOf(name));
    if (name == "laneid")
      return (Value)simt::LaneIdOp::create(builder, l);
    return std::nullopt;
  }

  // alloca (glibc's macro for __builtin_alloca): stack memory sized at run
  // time, as nvcc compiles it (PTX `alloca`, 16-byte aligned); the
  // _with_align forms give the alignment in bits.
  if (name.starts_with("__builtin_alloca") || name == "alloca") {
    int64_t align = 16;
    if (name.starts_with("__builtin_alloca_with_align")) {
      std::optional<int64_t> bits = evalInt(e->getArg(1));
      if (!bits || *bits < 8)
        return unsupported(e, "__builtin_alloca_with_align needs a constant alignment of at least 8 bits");
      align = *bits / 8;
    }
    Value size = coerce(operand(0), builder.getI64Type(), l);
    auto bytePtr = simt::PtrType::get(&cgm.mctx, builder.getI8Type(), simt::AddressSpace::Local);
    Value p = simt::DynamicAllocaOp::create(builder, l, bytePtr, size, builder.getI64IntegerAttr(align));
    Value generic = toGeneric(p, l);
    return coerce(generic, resultTy, l);
  }

  // The variable argument list of a C variadic device function is the pointer
  // its last parameter holds (CGRuntimeCalls.cpp): va_start copies it into
  // the list, va_copy copies a list, va_end does nothing.
  if (name == "__builtin_va_start" || name == "__builtin_c23_va_start" || name == "__builtin_va_copy" ||
      name == "__builtin_va_end") {
    if (name == "__builtin_va_end")
      return Value();
    const Expr *list = e->getArg(0);
    QualType listType = list->getType();
    Value from;
    if (name == "__builtin_va_copy") {
      from = emitScalar(e->getArg(1));
    } else {
      if (!fd->isVariadic() || func.getNumArguments() == 0)
        return unsupported(e, "va_start outside a variadic function");
      from = func.getArgument(func.getNumArguments() - 1);
    }
    LValue to = emitLValue(list);
    storeLValue(coerce(toGeneric(from, l), cgm.convertType(listType, list->getExprLoc()), l), to,
                listType, l);
    return Value();
  }

  // Math functions: libdevice, as the prelude's declarations.
  llvm::StringRef mathName = name;
  if (mathName.consume_front("__builtin_") && isClangMathBuiltin(mathName)) {
    llvm::SmallVector<Value> args;
    for (unsigned i = 0; i < callee->getNumParams(); ++i)
      args.push_back(emitCallArg(e->getArg(i), callee->getParamDecl(i)->getType(), l));
    return emitLibdeviceCall(e, mathName, args, resultTy, name);
  }

  // Classification: on the value's bits, as libdevice's own (no exceptions).
  auto fabs = [&](Value x) -> Value { return math::AbsFOp::create(builder, l, x); };
  auto inf = [&](mlir::Type t) -> Value {
    auto ft = cast<mlir::FloatType>(t);
    return arith::ConstantOp::create(
        builder, l, builder.getFloatAttr(ft, llvm::APFloat::getInf(ft.getFloatSemantics())));
  };
  auto cmp = [&](arith::CmpFPredicate p, Value a, Value b) -> Value {
    return arith::CmpFOp::create(builder, l, p, a, b);
  };
  auto boolResult = [&](Value v) { return asResult(v, ctx.BoolTy); };
  auto fpArg = [&](unsigned i) {
    // __builtin_isnan(float) is called with the float, not a promoted double.
    return emitScalar(e->getArg(i)->IgnoreImpCasts()->getType()->isRealFloatingType()
                          ? e->getArg(i)->IgnoreImpCasts()
                          : e->getArg(i));
  };

  // The string builtins' byte loops: operand i as a generic byte pointer, and
  // the byte at index n of one.
  auto bytePtrType = [&] { return simt::PtrType::get(&cgm.mctx, builder.getI8Type(), simt::AddressSpace::Generic); };
  auto byteOperand = [&](unsigned i) -> Value {
    return simt::PtrCastOp::create(builder, l, bytePtrType(), toGeneric(operand(i), l));
  };
  auto byteAddress = [&](Value base, Value n) -> Value {
    return simt::PtrAddOp::create(builder, l, bytePtrType(), base, n, true);
  };
  auto loadByte = [&](Value at) -> Value {
    return simt::LoadOp::create(builder, l, builder.getI8Type(), at, false, false, nullptr);
  };

  switch (classify(callee->getName())) {
  case ClangBuiltin::None:
    return std::nullopt;
  case ClangBuiltin::Expect:
  case ClangBuiltin::Identity:
    return operand(0);
  case ClangBuiltin::Ignore:
    if (name == "__builtin_assume")
      noteAssumedBlockDim(*this, e->getArg(0));
    return Value();
  case ClangBuiltin::AddressOf:
    return emitLValue(e->getArg(0)).addr;
  case ClangBuiltin::False:
    return intConst(resultTy, 0, l);
  case ClangBuiltin::PopCount:
  case ClangBuiltin::Clz:
  case ClangBuiltin::Ctz:
  case ClangBuiltin::Parity: {
    Value x = operand(0);
    auto kind = classify(callee->getName());
    Value r = kind == ClangBuiltin::Clz ? (Value)math::CountLeadingZerosOp::create(builder, l, x)
              : kind == ClangBuiltin::Ctz ? (Value)math::CountTrailingZerosOp::create(builder, l, x)
                                          : (Value)math::CtPopOp::create(builder, l, x);
    if (kind == ClangBuiltin::Parity)
      r = arith::AndIOp::create(builder, l, r, intConst(r.getType(), 1, l));
    return asResult(r, e->getArg(0)->getType());
  }
  case ClangBuiltin::Ffs:
    return asResult(findFirstSet(operand(0), l), e->getArg(0)->getType());
  case ClangBuiltin::ByteSwap: {
    Value x = operand(0);
    return (Value)mlir::LLVM::ByteSwapOp::create(builder, l, x.getType(), x);
  }
  case ClangBuiltin::BitReverse: {
    Value x = operand(0);
    return (Value)mlir::LLVM::BitReverseOp::create(builder, l, x.getType(), x);
  }
  case ClangBuiltin::RotateLeft:
  case ClangBuiltin::RotateRight: {
    Value x = operand(0);
    Value n = convert(operand(1), e->getArg(1)->getType(), e->getArg(0)->getType(), l);
    if (classify(callee->getName()) == ClangBuiltin::RotateLeft)
      return (Value)mlir::LLVM::FshlOp::create(builder, l, x.getType(), x, x, n);
    return (Value)mlir::LLVM::FshrOp::create(builder, l, x.getType(), x, x, n);
  }
  case ClangBuiltin::Trap:
    simt::TrapOp::create(builder, l);
    return Value();
  case ClangBuiltin::DebugTrap:
    simt::BreakpointOp::create(builder, l);
    return Value();
  case ClangBuiltin::Memcpy:
  case ClangBuiltin::Memmove:
  case ClangBuiltin::Memset: {
    auto kind = classify(callee->getName());
    Value dst = toGeneric(operand(0), l);
    Value len = convert(operand(2), e->getArg(2)->getType(), ctx.getSizeType(), l);
    if (kind == ClangBuiltin::Memset) {
      Value byte = arith::TruncIOp::create(builder, l, builder.getI8Type(),
                                           convert(operand(1), e->getArg(1)->getType(), ctx.IntTy, l));
      simt::MemsetOp::create(builder, l, dst, byte, len);
    } else {
      simt::MemcpyOp::create(builder, l, dst, toGeneric(operand(1), l), len,
                             kind == ClangBuiltin::Memmove);
    }
    return resultTy ? coerce(dst, resultTy, l) : Value();
  }
  case ClangBuiltin::StrLen: {
    // libstdc++'s char_traits<char>::length, which std::string_view's
    // constructor from a literal calls: a constant string's length folds, as
    // Clang's CodeGen and nvcc fold it. The device has no strlen to call.
    uint64_t known = 0;
    if (e->getArg(0)->tryEvaluateStrLen(known, ctx))
      return intConst(resultTy, (int64_t)known, l);
    // A run-time string (the literal arrives as char_traits::length's
    // parameter): count its bytes up to the terminator in a loop, as nvcc's
    // PTX does.
    mlir::Type i64 = builder.getI64Type(), i8 = builder.getI8Type();
    Value str = byteOperand(0);
    mlir::Block *head = newBlock(), *done = newBlock();
    head->addArgument(i64, l);
    done->addArgument(i64, l);
    Value zero = intConst(i64, 0, l);
    mlir::cf::BranchOp::create(builder, l, head, mlir::ValueRange{zero});
    place(head);
    Value n = head->getArgument(0);
    Value c = loadByte(byteAddress(str, n));
    Value nul = intConst(i8, 0, l);
    Value atEnd = arith::CmpIOp::create(builder, l, arith::CmpIPredicate::eq, c, nul);
    Value one = intConst(i64, 1, l);
    Value next = arith::AddIOp::create(builder, l, n, one);
    mlir::cf::CondBranchOp::create(builder, l, atEnd, done, mlir::ValueRange{n}, head, mlir::ValueRange{next});
    place(done);
    return coerce(done->getArgument(0), resultTy, l);
  }
  case ClangBuiltin::MemChr: {
    // libstdc++'s char_traits<char>::find (std::string_view::find): the first
    // of the n bytes equal to (unsigned char)c, or null, found in a loop as
    // nvcc's PTX finds it.
    mlir::Type i64 = builder.getI64Type(), i8 = builder.getI8Type();
    auto bytes = bytePtrType();
    Value str = byteOperand(0);
    Value c = arith::TruncIOp::create(builder, l, i8, convert(operand(1), e->getArg(1)->getType(), ctx.IntTy, l));
    Value len = convert(operand(2), e->getArg(2)->getType(), ctx.getSizeType(), l);
    mlir::Block *head = newBlock(), *body = newBlock(), *done = newBlock();
    head->addArgument(i64, l);
    done->addArgument(bytes, l);
    Value zero = intConst(i64, 0, l);
    mlir::cf::BranchOp::create(builder, l, head, mlir::ValueRange{zero});
    place(head);
    Value i = head->getArgument(0);
    Value none = zeroValue(bytes, l);
    Value exhausted = arith::CmpIOp::create(builder, l, arith::CmpIPredicate::uge, i, len);
    mlir::cf::CondBranchOp::create(builder, l, exhausted, done, mlir::ValueRange{none}, body, mlir::ValueRange{});
    place(body);
    Value at = byteAddress(str, i);
    Value b = loadByte(at);
    Value found = arith::CmpIOp::create(builder, l, arith::CmpIPredicate::eq, b, c);
    Value one = intConst(i64, 1, l);
    Value next = arith::AddIOp::create(builder, l, i, one);
    mlir::cf::CondBranchOp::create(builder, l, found, done, mlir::ValueRange{at}, head, mlir::ValueRange{next});
    place(done);
    return coerce(done->getArgument(0), resultTy, l);
  }
  case ClangBuiltin::MemCmp: {
    // libstdc++'s char_traits<char>::compare (std::string_view ==, compare):
    // the difference of the first differing bytes as unsigned chars, or 0
    // after n equal ones, in a loop as nvcc's PTX compares them.
    mlir::Type i64 = builder.getI64Type(), i32 = builder.getI32Type();
    Value lhs = byteOperand(0);
    Value rhs = byteOperand(1);
    Value len = convert(operand(2), e->getArg(2)->getType(), ctx.getSizeType(), l);
    mlir::Block *head = newBlock(), *body = newBlock(), *done = newBlock();
    head->addArgument(i64, l);
    done->addArgument(i32, l);
    Value zero = intConst(i64, 0, l);
    mlir::cf::BranchOp::create(builder, l, head, mlir::ValueRange{zero});
    place(head);
    Value i = head->getArgument(0);
    Value same = intConst(i32, 0, l);
    Value exhausted = arith::CmpIOp::create(builder, l, arith::CmpIPredicate::uge, i, len);
    mlir::cf::CondBranchOp::create(builder, l, exhausted, done, mlir::ValueRange{same}, body, mlir::ValueRange{});
    place(body);
    Value pa = byteAddress(lhs, i);
    Value pb = byteAddress(rhs, i);
    Value a = loadByte(pa);
    Value b = loadByte(pb);
    Value a32 = arith::ExtUIOp::create(builder, l, i32, a);
    Value b32 = arith::ExtUIOp::create(builder, l, i32, b);
    Value diff = arith::SubIOp::create(builder, l, a32, b32);
    Value differs = arith::CmpIOp::create(builder, l, arith::CmpIPredicate::ne, a, b);
    Value one = intConst(i64, 1, l);
    Value next = arith::AddIOp::create(builder, l, i, one);
    mlir::cf::CondBranchOp::create(builder, l, differs, done, mlir::ValueRange{diff}, head, mlir::ValueRange{next});
    place(done);
    return coerce(done->getArgument(0), resultTy, l);
  }
  case ClangBuiltin::AbsInt:
    return (Value)math::AbsIOp::create(builder, l, operand(0));
  case ClangBuiltin::IsNan: {
    Value x = fpArg(0);
    return boolResult(cmp(arith::CmpFPredicate::UNO, x, x));
  }
  case ClangBuiltin::IsInf: {
    Value x = fpArg(0);
    Value infinity = inf(x.getType());
    return boolResult(cmp(arith::CmpFPredicate::OEQ, fabs(x), infinity));
  }
  case ClangBuiltin::IsFinite: {
    Value x = fpArg(0);
    Value infinity = inf(x.getType());
    return boolResult(cmp(arith::CmpFPredicate::OLT, fabs(x), infinity));
  }
  case ClangBuiltin::IsNormal: {
    Value x = fpArg(0);
    auto ft = cast<mlir::FloatType>(x.getType());
    Value smallest = arith::ConstantOp::create(
        builder, l, builder.getFloatAttr(ft, llvm::APFloat::getSmallestNormalized(ft.getFloatSemantics())));
    Value a = fabs(x);
    Value ge = cmp(arith::CmpFPredicate::OGE, a, smallest);
    Value lt = cmp(arith::CmpFPredicate::OLT, a, inf(x.getType()));
    return boolResult(arith::AndIOp::create(builder, l, ge, lt));
  }
  case ClangBuiltin::SignBit: {
    Value x = fpArg(0);
    unsigned w = x.getType().getIntOrFloatBitWidth();
    Value bits = arith::BitcastOp::create(builder, l, builder.getIntegerType(w), x);
    Value neg = arith::CmpIOp::create(builder, l, arith::CmpIPredicate::slt, bits,
                                      intConst(bits.getType(), 0, l));
    return boolResult(neg);
  }
  case ClangBuiltin::IsInfSign: {
    Value x = fpArg(0);
    Value infinity = inf(x.getType());
    Value isInf = cmp(arith::CmpFPredicate::OEQ, fabs(x), infinity);
    Value zero = arith::ConstantOp::create(builder, l, builder.getFloatAttr(x.getType(), 0.0));
    Value neg = cmp(arith::CmpFPredicate::OLT, x, zero);
    auto i32 = builder.getI32Type();
    Value plus = intConst(i32, 1, l);
    Value sign = arith::SelectOp::create(builder, l, neg, intConst(i32, -1, l), plus);
    return asResult(arith::SelectOp::create(builder, l, isInf, sign, intConst(i32, 0, l)), ctx.IntTy);
  }
  case ClangBuiltin::FpClassify: {
    // __builtin_fpclassify(nan, infinite, normal, subnormal, zero, x).
    Value x = fpArg(5);
    auto ft = cast<mlir::FloatType>(x.getType());
    auto i32 = builder.getI32Type();
    auto code = [&](unsigned i) { return convert(operand(i), e->getArg(i)->getType(), ctx.IntTy, l); };
    Value a = fabs(x);
    Value zero = arith::ConstantOp::create(builder, l, builder.getFloatAttr(ft, 0.0));
    Value smallest = arith::ConstantOp::create(
        builder, l, builder.getFloatAttr(ft, llvm::APFloat::getSmallestNormalized(ft.getFloatSemantics())));
    // The operands in the order nvcc-compatible GCC builds always emitted them (last first).
    Value subnormal = code(3), zeroCode = code(4);
    Value r = arith::SelectOp::create(builder, l, cmp(arith::CmpFPredicate::OEQ, a, zero), zeroCode,
                                      subnormal);
    Value normal = code(2);
    r = arith::SelectOp::create(builder, l, cmp(arith::CmpFPredicate::OGE, a, smallest), normal, r);
    Value infinite = code(1), infinity = inf(ft);
    r = arith::SelectOp::create(builder, l, cmp(arith::CmpFPredicate::OEQ, a, infinity), infinite, r);
    Value nan = code(0);
    r = arith::SelectOp::create(builder, l, cmp(arith::CmpFPredicate::UNO, x, x), nan, r);
    (void)i32;
    return asResult(r, ctx.IntTy);
  }
  case ClangBuiltin::IsGreater:
  case ClangBuiltin::IsGreaterEqual:
  case ClangBuiltin::IsLess:
  case ClangBuiltin::IsLessEqual:
  case ClangBuiltin::IsLessGreater:
  case ClangBuiltin::IsUnordered: {
    Value x = fpArg(0), y = fpArg(1);
    if (x.getType() != y.getType()) {
      QualType common = ctx.DoubleTy;
      x = convert(x, e->getArg(0)->IgnoreImpCasts()->getType(), common, l);
      y = convert(y, e->getArg(1)->IgnoreImpCasts()->getType(), common, l);
    }
    auto p = llvm::StringSwitch<arith::CmpFPredicate>(callee->getName())
                 .Case("__builtin_isgreater", arith::CmpFPredicate::OGT)
                 .Case("__builtin_isgreaterequal", arith::CmpFPredicate::OGE)
                 .Case("__builtin_isless", arith::CmpFPredicate::OLT)
                 .Case("__builtin_islessequal", arith::CmpFPredicate::OLE)
                 .Case("__builtin_islessgreater", arith::CmpFPredicate::ONE)
                 .Default(arith::CmpFPredicate::UNO);
    return boolResult(cmp(p, x, y));
  }
  case ClangBuiltin::LRint:
  case ClangBuiltin::LRound:
  case ClangBuiltin::PowI:
  case ClangBuiltin::PowIF: {
    // long is 64 bits on the device: lrint is llrint.
    auto kind = classify(callee->getName());
    bool isFloat = name.ends_with("f");
    std::string fn = kind == ClangBuiltin::LRint    ? (isFloat ? "llrintf" : "llrint")
                     : kind == ClangBuiltin::LRound ? (isFloat ? "llroundf" : "llround")
                     : kind == ClangBuiltin::PowI   ? "powi"
                                                    : "powif";
    llvm::SmallVector<Value> args;
    for (unsigned i = 0; i < callee->getNumParams(); ++i)
      args.push_back(emitCallArg(e->getArg(i), callee->getParamDecl(i)->getType(), l));
    return emitLibdeviceCall(e, fn, args, resultTy, name);
  }
  }
  return std::nullopt;
}
