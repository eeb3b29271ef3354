//===- CGMemberPointer.cpp - pointers to members ---------------------------===//
//
// As in the Itanium C++ ABI nvcc follows:
//  - a pointer to a data member (`float P::*m = &P::y;`, `p.*m`, `q->*m`)
//    is the member's byte offset in its class as a 64-bit integer, -1 for
//    null. `.*`/`->*` add the offset to the object's address; conversions
//    along a class hierarchy add or subtract the base's offset, keeping null
//    null;
//  - a pointer to a member function (`float (Op::*f)(float) = &Op::apply;`)
//    is the pair {ptr, adj}: ptr is the function's address, or for a
//    virtual function 1 + its byte offset in the vtable; adj is what is
//    added to the object's address to make `this`. Null is ptr == 0. A call
//    `(o.*f)(x)` adjusts the object, then calls ptr, or, when its low bit is
//    set, the function in that vtable slot of the adjusted object; a
//    conversion along the hierarchy changes adj only.
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/CodeGen.h"

#include "compiler/Frontend/CGVirtual.h"

#include "clang/AST/RecordLayout.h"
#include "clang/AST/VTableBuilder.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"

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
  } else if (auto *md = dyn_cast_or_null<CXXMethodDecl>(d); md && md->isInstance()) {
    return memberFunctionPointer(md, addrOf->getExprLoc());
  } else {
    return unsupported(addrOf, "this pointer to member is not supported in Kiln device code");
  }
  if (d && isa<FieldDecl>(d) && cast<FieldDecl>(d)->isBitField())
    return unsupported(addrOf, "a pointer to a bit-field member");
  return intConst(builder.getI64Type(), bits / 8, l);
}

Value FunctionGen::nullMemberPointer(mlir::Location l) {
  return intConst(builder.getI64Type(), -1, l);
}

Value FunctionGen::nullMemberPointer(QualType t, mlir::Location l) {
  if (t->isMemberFunctionPointerType())
    return zeroValue(cgm.convertType(t, SourceLocation()), l);
  return nullMemberPointer(l);
}

namespace {
mlir::Value pair(FunctionGen &fg, Value ptr, Value adj, mlir::Location l) {
  auto i64 = fg.builder.getI64Type();
  auto type = mlir::LLVM::LLVMStructType::getLiteral(&fg.cgm.mctx, {i64, i64});
  Value v = mlir::LLVM::UndefOp::create(fg.builder, l, type);
  v = mlir::LLVM::InsertValueOp::create(fg.builder, l, v, ptr, llvm::ArrayRef<int64_t>{0});
  return mlir::LLVM::InsertValueOp::create(fg.builder, l, v, adj, llvm::ArrayRef<int64_t>{1});
}
Value part(FunctionGen &fg, Value mp, int64_t i, mlir::Location l) {
  return mlir::LLVM::ExtractValueOp::create(fg.builder, l, mp, llvm::ArrayRef<int64_t>{i});
}
} // namespace

Value FunctionGen::memberFunctionPointer(const CXXMethodDecl *md, SourceLocation at) {
  mlir::Location l = loc(at);
  auto i64 = builder.getI64Type();
  Value ptr;
  if (md->isVirtual()) {
    // 1 + the slot's byte offset from the address point.
    auto *vtables = cast<ItaniumVTableContext>(ctx.getVTableContext());
    uint64_t index = vtables->getMethodVTableIndex(GlobalDecl(md));
    if (!getVTable(cgm, md->getParent(), at))
      return placeholderPair(l);
    ptr = intConst(i64, 1 + int64_t(index) * 8, l);
  } else {
    Value fn = functionAddress(md, at, /*asMember=*/true);
    ptr = simt::PtrToIntOp::create(builder, l, i64, fn);
  }
  return pair(*this, ptr, intConst(i64, 0, l), l);
}

Value FunctionGen::placeholderPair(mlir::Location l) {
  auto i64 = builder.getI64Type();
  Value adj = intConst(i64, 0, l);
  return pair(*this, intConst(i64, 0, l), adj, l);
}

Value FunctionGen::memberFunctionPointerIsNull(Value mp, mlir::Location l) {
  return arith::CmpIOp::create(builder, l, arith::CmpIPredicate::eq, part(*this, mp, 0, l),
                               intConst(builder.getI64Type(), 0, l));
}

Value FunctionGen::compareMemberFunctionPointers(Value a, Value b, bool equal, mlir::Location l) {
  // Equal when the ptrs are and either both are null or the adjs agree.
  Value pa = part(*this, a, 0, l), pb = part(*this, b, 0, l);
  Value samePtr = arith::CmpIOp::create(builder, l, arith::CmpIPredicate::eq, pa, pb);
  Value null = arith::CmpIOp::create(builder, l, arith::CmpIPredicate::eq, pa,
                                     intConst(builder.getI64Type(), 0, l));
  Value sameAdj = arith::CmpIOp::create(builder, l, arith::CmpIPredicate::eq,
                                        part(*this, a, 1, l), part(*this, b, 1, l));
  Value eq = arith::AndIOp::create(builder, l, samePtr,
                                   arith::OrIOp::create(builder, l, null, sameAdj));
  if (equal)
    return eq;
  return arith::XOrIOp::create(builder, l, eq, intConst(builder.getI1Type(), 1, l));
}

Value FunctionGen::emitMemberFunctionPointerCall(const CXXMemberCallExpr *e) {
  mlir::Location l = loc(e);
  auto *op = cast<BinaryOperator>(e->getCallee()->IgnoreParens());
  const auto *mpt = op->getRHS()->getType()->castAs<MemberPointerType>();
  const auto *proto = mpt->getPointeeType()->castAs<FunctionProtoType>();
  const CXXRecordDecl *rd = mpt->getMostRecentCXXRecordDecl();
  // The object and the member pointer first (C++17 sequences the callee
  // before the arguments).
  Value object = op->getOpcode() == BO_PtrMemD ? emitLValue(op->getLHS()).addr
                                                : emitScalar(op->getLHS());
  Value mp = emitScalar(op->getRHS());
  if (!object || !mp || cgm.failed())
    return placeholder(e);
  auto i64 = builder.getI64Type();
  auto bytePtr = simt::PtrType::get(&cgm.mctx, builder.getI8Type(), simt::AddressSpace::Generic);
  auto slotPtr = simt::PtrType::get(&cgm.mctx, bytePtr, simt::AddressSpace::Generic);
  Value ptr = part(*this, mp, 0, l), adj = part(*this, mp, 1, l);
  Value self = simt::PtrCastOp::create(builder, l, bytePtr, toGeneric(object, l));
  self = simt::PtrAddOp::create(builder, l, bytePtr, self, adj, /*inbounds=*/false);
  Value zero = intConst(i64, 0, l);
  Value low = arith::AndIOp::create(builder, l, ptr, intConst(i64, 1, l));
  Value isVirtual = arith::CmpIOp::create(builder, l, arith::CmpIPredicate::ne, low, zero);
  mlir::Block *virtualB = newBlock(), *directB = newBlock(), *join = newBlock();
  join->addArgument(bytePtr, l);
  mlir::cf::CondBranchOp::create(builder, l, isVirtual, virtualB, mlir::ValueRange{}, directB,
                                 mlir::ValueRange{});
  place(virtualB);
  {
    Value vptr = simt::LoadOp::create(builder, l, bytePtr,
                                      simt::PtrCastOp::create(builder, l, slotPtr, self), false,
                                      false, nullptr);
    Value offset = arith::SubIOp::create(builder, l, ptr, intConst(i64, 1, l));
    Value slot = simt::PtrAddOp::create(builder, l, bytePtr, vptr, offset, /*inbounds=*/false);
    Value fn = simt::LoadOp::create(builder, l, bytePtr,
                                    simt::PtrCastOp::create(builder, l, slotPtr, slot), false,
                                    false, nullptr);
    branch(join, l, fn);
  }
  place(directB);
  branch(join, l, Value(simt::IntToPtrOp::create(builder, l, bytePtr, ptr)));
  place(join);
  Value target = join->getArgument(0);

  llvm::SmallVector<mlir::Type> inputs{cgm.ptrTo(ctx.getCanonicalTagType(rd),
                                                 simt::AddressSpace::Generic, e->getExprLoc())};
  llvm::SmallVector<mlir::Type> results;
  for (QualType p : proto->getParamTypes())
    inputs.push_back(cgm.passedIndirectly(p)
                         ? mlir::Type(cgm.ptrTo(p, simt::AddressSpace::Generic, e->getExprLoc()))
                         : cgm.convertType(p, e->getExprLoc()));
  QualType ret = proto->getReturnType();
  if (!ret->isVoidType())
    results.push_back(cgm.convertType(ret, e->getExprLoc()));
  if (proto->isVariadic())
    return unsupported(e, "variadic calls through pointers to member functions are not "
                          "supported in device code");
  auto type = mlir::FunctionType::get(&cgm.mctx, inputs, results);
  llvm::SmallVector<Value> args{coerce(self, inputs[0], l)};
  for (unsigned i = 0; i < e->getNumArgs(); ++i) {
    const Expr *a = e->getArg(i);
    QualType pt = proto->getParamType(i);
    if (pt->isReferenceType())
      args.push_back(coerce(toGeneric(emitLValue(a).addr, l), inputs[i + 1], l));
    else if (cgm.passedIndirectly(pt))
      args.push_back(coerce(emitIndirectArg(a, l), inputs[i + 1], l));
    else
      args.push_back(coerce(emitScalar(a), inputs[i + 1], l));
  }
  Value fn = mlir::UnrealizedConversionCastOp::create(builder, l, type, target).getResult(0);
  auto call = mlir::func::CallIndirectOp::create(builder, l, fn, args);
  return call.getNumResults() ? call.getResult(0) : Value();
}

Value FunctionGen::convertMemberPointer(Value offset, const CastExpr *c, mlir::Location l) {
  if (!offset)
    return offset;
  bool function = c->getType()->isMemberFunctionPointerType();
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
  if (function) // adj only: ptr == 0 keeps a null pointer null
    return pair(*this, part(*this, offset, 0, l),
                arith::AddIOp::create(builder, l, part(*this, offset, 1, l), intConst(i64, delta, l)),
                l);
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
