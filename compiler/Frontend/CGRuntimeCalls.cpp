//===- CGRuntimeCalls.cpp - printf: a call of the CUDA driver's vprintf ------===//
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
// a null buffer.
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/CodeGen.h"

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
  struct Slot {
    Value value;
    uint64_t offset;
  };
  llvm::SmallVector<Slot> slots;
  uint64_t size = 0, align = 1;
  for (unsigned i = 1; i < e->getNumArgs(); ++i) {
    const Expr *a = e->getArg(i);
    QualType t = a->getType();
    if (t->isRecordType() || t->isArrayType() || t->isVoidType()) {
      cgm.error(a->getExprLoc(), "printf argument of type '" + t.getAsString() +
                                     "': device printf takes scalars and pointers "
                                     "(pass the fields one by one)");
      return placeholder(e);
    }
    Value v = emitScalar(a);
    if (!v)
      return placeholder(e);
    if (v.getType().isInteger(1)) // promoted already; a bool here is an int
      v = mlir::arith::ExtUIOp::create(builder, l, builder.getI32Type(), v);
    v = toGeneric(v, l);
    uint64_t bytes = ctx.getTypeSizeInChars(t).getQuantity();
    uint64_t natural = ctx.getTypeAlignInChars(t).getQuantity();
    size = llvm::alignTo(size, natural);
    slots.push_back({v, size});
    size += bytes;
    align = std::max(align, natural);
  }
  Value buffer;
  if (slots.empty()) {
    buffer = zeroValue(bytePtr, l);
  } else {
    Value storage = alloca(mlir::LLVM::LLVMArrayType::get(builder.getI8Type(),
                                                         llvm::alignTo(size, align)),
                           l, align);
    auto localBytes = simt::PtrType::get(&cgm.mctx, builder.getI8Type(),
                                         simt::AddressSpace::Local);
    Value base = simt::PtrCastOp::create(builder, l, localBytes, storage);
    for (const Slot &s : slots) {
      Value p = s.offset ? (Value)simt::PtrAddOp::create(
                               builder, l, localBytes, base,
                               intConst(builder.getI64Type(), s.offset, l), true)
                         : base;
      p = simt::PtrCastOp::create(
          builder, l, simt::PtrType::get(&cgm.mctx, s.value.getType(), simt::AddressSpace::Local), p);
      createStore(builder, l, s.value, p);
    }
    buffer = coerce(toGeneric(storage, l), bytePtr, l);
  }
  mlir::func::FuncOp vprintf = cgm.getExternFunction(
      "vprintf", builder.getFunctionType({bytePtr, bytePtr}, {builder.getI32Type()}));
  Value n = mlir::func::CallOp::create(builder, l, vprintf, mlir::ValueRange{format, buffer})
                .getResult(0);
  return e->getType()->isVoidType() ? Value() : convert(n, ctx.IntTy, e->getType(), l);
}
