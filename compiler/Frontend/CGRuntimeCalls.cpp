//===- CGRuntimeCalls.cpp - printf and variadic calls: vprintf's buffer -----===//
//
// printf(format, ...) becomes `vprintf(format, args)`, which the CUDA driver
// provides ("kiln.printf" in kiln/cuda/libc.hpp). The other driver functions
// (vprintf itself, __assertfail for assert, malloc, free) are plain
// "kiln.extern.<name>" calls (CGBuiltin.cpp).
//
// printf's argument buffer is laid out as nvcc and clang lay it out: each
// argument (after C's default promotions, which Sema has applied: float to
// double, char and short to int) at its natural alignment, in order; the
// buffer is aligned to its largest member. A call without arguments passes
// a null buffer. A C variadic device function (`int f(int n, ...)` with
// va_start/va_arg/va_end) gets its variable arguments the same way, as one
// trailing pointer parameter, which is what nvcc and clang do for PTX; its
// va_list is that pointer, so handing it to vprintf works as with nvcc.
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/CGVarArgs.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace kiln::frontend;
using namespace clang;
namespace simt = kiln::simt;
using mlir::Value;

Value FunctionGen::emitPrintf(const CallExpr *e) {
  mlir::Location l = loc(e);
  auto bytePtr = simt::PtrType::get(&cgm.mctx, builder.getI8Type(),
                                    simt::AddressSpace::Generic);
  // printf(format, ...) -> vprintf(format, buffer)
  Value format = coerce(toGeneric(emitScalar(e->getArg(0)), l), bytePtr, l);
  Value buffer = emitVarArgBuffer(*this, e, 1, "printf");
  if (!buffer)
    return placeholder(e);
  mlir::func::FuncOp vprintf = cgm.getExternFunction(
      "vprintf", builder.getFunctionType({bytePtr, bytePtr}, {builder.getI32Type()}));
  Value n = mlir::func::CallOp::create(builder, l, vprintf, mlir::ValueRange{format, buffer})
                .getResult(0);
  return e->getType()->isVoidType() ? Value() : convert(n, ctx.IntTy, e->getType(), l);
}

Value kiln::frontend::emitVarArgBuffer(FunctionGen &fg, const CallExpr *e, unsigned first, llvm::StringRef what) {
  ModuleGen &cgm = fg.cgm;
  mlir::OpBuilder &builder = fg.builder;
  ASTContext &ctx = fg.ctx;
  mlir::Location l = fg.loc(e);
  auto bytePtr = simt::PtrType::get(&cgm.mctx, builder.getI8Type(),
                                    simt::AddressSpace::Generic);
  struct Slot {
    Value value;
    uint64_t offset;
  };
  llvm::SmallVector<Slot> slots;
  uint64_t size = 0, align = 1;
  for (unsigned i = first; i < e->getNumArgs(); ++i) {
    const Expr *a = e->getArg(i);
    QualType t = a->getType();
    if (t->isRecordType() || t->isArrayType() || t->isVoidType()) {
      cgm.error(a->getExprLoc(), what.str() + " argument of type '" + t.getAsString() +
                                     "': device " + what.str() + " takes scalars and pointers "
                                     "(pass the fields one by one)");
      return nullptr;
    }
    Value v = fg.emitScalar(a);
    if (!v)
      return nullptr;
    if (v.getType().isInteger(1)) // promoted already; a bool here is an int
      v = mlir::arith::ExtUIOp::create(builder, l, builder.getI32Type(), v);
    v = fg.toGeneric(v, l);
    uint64_t bytes = ctx.getTypeSizeInChars(t).getQuantity();
    uint64_t natural = ctx.getTypeAlignInChars(t).getQuantity();
    size = llvm::alignTo(size, natural);
    slots.push_back({v, size});
    size += bytes;
    align = std::max(align, natural);
  }
  if (slots.empty())
    return fg.zeroValue(bytePtr, l);
  Value storage = fg.alloca(mlir::LLVM::LLVMArrayType::get(builder.getI8Type(),
                                                       llvm::alignTo(size, align)),
                         l, align);
  auto localBytes = simt::PtrType::get(&cgm.mctx, builder.getI8Type(),
                                       simt::AddressSpace::Local);
  Value base = simt::PtrCastOp::create(builder, l, localBytes, storage);
  for (const Slot &s : slots) {
    Value p = s.offset ? (Value)simt::PtrAddOp::create(
                             builder, l, localBytes, base,
                             fg.intConst(builder.getI64Type(), s.offset, l), true)
                       : base;
    p = simt::PtrCastOp::create(
        builder, l, simt::PtrType::get(&cgm.mctx, s.value.getType(), simt::AddressSpace::Local), p);
    createStore(builder, l, s.value, p);
  }
  return fg.coerce(fg.toGeneric(storage, l), bytePtr, l);
}

Value kiln::frontend::emitVAArg(FunctionGen &fg, const VAArgExpr *e) {
  ModuleGen &cgm = fg.cgm;
  mlir::OpBuilder &builder = fg.builder;
  ASTContext &ctx = fg.ctx;
  mlir::Location l = fg.loc(e);
  QualType t = e->getType();
  if (t->isRecordType() || t->isArrayType())
    return fg.unsupported(e, "va_arg of type '" + t.getAsString() +
                              "': device code reads scalars and pointers from a variable argument list");
  // The list is a pointer into the caller's buffer: align it up to the
  // argument's natural alignment, read the argument, step past it.
  LValue ap = fg.emitLValue(e->getSubExpr());
  QualType apType = e->getSubExpr()->getType();
  Value cur = fg.toGeneric(fg.load(ap, apType, l), l);
  uint64_t bytes = ctx.getTypeSizeInChars(t).getQuantity();
  uint64_t natural = ctx.getTypeAlignInChars(t).getQuantity();
  mlir::Type i64 = builder.getI64Type();
  Value addr = simt::PtrToIntOp::create(builder, l, i64, cur);
  if (natural > 1) {
    addr = mlir::arith::AddIOp::create(builder, l, addr, fg.intConst(i64, natural - 1, l));
    addr = mlir::arith::AndIOp::create(builder, l, addr, fg.intConst(i64, ~(uint64_t)(natural - 1), l));
  }
  mlir::Type valueType = cgm.convertType(t, e->getExprLoc());
  auto valuePtr = simt::PtrType::get(&cgm.mctx, valueType, simt::AddressSpace::Generic);
  Value at = simt::IntToPtrOp::create(builder, l, valuePtr, addr);
  Value next = simt::IntToPtrOp::create(
      builder, l, cur.getType(), mlir::arith::AddIOp::create(builder, l, addr, fg.intConst(i64, bytes, l)));
  fg.storeLValue(fg.coerce(next, cgm.convertType(apType, e->getExprLoc()), l), ap, apType, l);
  return simt::LoadOp::create(builder, l, valueType, at, false, false, nullptr);
}
