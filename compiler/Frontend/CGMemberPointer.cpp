//===- CGMemberPointer.cpp - pointers to data members ---------------------===//
//
// A pointer to a data member (`float P::*m = &P::y;`, `p.*m`, `q->*m`) is,
// as in the Itanium C++ ABI nvcc follows, the member's byte offset in its
// class as a 64-bit integer, -1 for the null member pointer. `.*`/`->*` add
// the offset to the object's address; conversions along a class hierarchy
// add or subtract the base's offset, keeping null null. Pointers to member
// functions are refused (CGIndirectCall.cpp says what to use instead).
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/CodeGen.h"

#include "clang/AST/RecordLayout.h"
#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace kiln::frontend;
using namespace clang;
namespace simt = kiln::simt;
namespace arith = mlir::arith;
using mlir::Value;

Value FunctionGen::memberOffset(const UnaryOperator *addrOf) {
  mlir::Location l = loc(addrOf->getExprLoc());
  auto *ref = dyn_cast<DeclRefExpr>(addrOf->getSubExpr()->IgnoreParens());
  const ValueDecl *d = ref ? ref->getDecl() : nullptr;
  int64_t bits = 0;
  if (auto *f = dyn_cast_or_null<FieldDecl>(d)) {
    bits = ctx.getFieldOffset(f);
  } else if (auto *indirect = dyn_cast_or_null<IndirectFieldDecl>(d)) {
    bits = ctx.getFieldOffset(indirect); // the chain through anonymous members
  } else {
    return unsupported(addrOf, "pointers to member functions are not supported in Kiln device "
                               "code; use a static member function or a free function taking "
                               "the object");
  }
  if (d && isa<FieldDecl>(d) && cast<FieldDecl>(d)->isBitField())
    return unsupported(addrOf, "a pointer to a bit-field member");
  return intConst(builder.getI64Type(), bits / 8, l);
}

Value FunctionGen::nullMemberPointer(mlir::Location l) {
  return intConst(builder.getI64Type(), -1, l);
}

Value FunctionGen::convertMemberPointer(Value offset, const CastExpr *c, mlir::Location l) {
  if (!offset)
    return offset;
  // The path runs from the derived class to the base; the member's offset in
  // the derived class is its offset in the base plus the base's offset.
  const CXXRecordDecl *derived =
      c->getCastKind() == CK_BaseToDerivedMemberPointer
          ? c->getType()->castAs<MemberPointerType>()->getMostRecentCXXRecordDecl()
          : c->getSubExpr()->getType()->castAs<MemberPointerType>()->getMostRecentCXXRecordDecl();
  int64_t delta = 0;
  const CXXRecordDecl *cur = derived->getDefinition();
  for (const CXXBaseSpecifier *spec : c->path()) {
    const CXXRecordDecl *base = spec->getType()->getAsCXXRecordDecl()->getDefinition();
    delta += ctx.getASTRecordLayout(cur).getBaseClassOffset(base).getQuantity();
    cur = base;
  }
  if (c->getCastKind() == CK_DerivedToBaseMemberPointer)
    delta = -delta;
  if (delta == 0)
    return offset;
  auto i64 = builder.getI64Type();
  Value moved = arith::AddIOp::create(builder, l, offset, intConst(i64, delta, l));
  Value isNull = arith::CmpIOp::create(builder, l, arith::CmpIPredicate::eq, offset,
                                       nullMemberPointer(l));
  return arith::SelectOp::create(builder, l, isNull, offset, moved);
}

LValue FunctionGen::memberLValue(const BinaryOperator *e) {
  mlir::Location l = loc(e->getExprLoc());
  Value object = e->getOpcode() == BO_PtrMemD ? emitLValue(e->getLHS()).addr
                                               : emitScalar(e->getLHS());
  Value offset = emitScalar(e->getRHS());
  if (!object || !offset)
    return {placeholder(e)};
  auto pt = cast<simt::PtrType>(object.getType());
  auto bytes = simt::PtrType::get(&cgm.mctx, builder.getI8Type(), pt.getAddressSpace());
  Value p = simt::PtrCastOp::create(builder, l, bytes, object);
  p = simt::PtrAddOp::create(builder, l, bytes, p, offset, /*inbounds=*/false);
  LValue out;
  out.addr = simt::PtrCastOp::create(
      builder, l, cgm.ptrTo(e->getType(), pt.getAddressSpace(), e->getExprLoc()), p);
  return out;
}
