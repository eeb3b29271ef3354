//===- CGNewDelete.cpp - new and delete in device code --------------------===//
//
// nvcc allows `new`/`delete` in device code: the global allocation functions
// are the CUDA device runtime's heap (malloc/free, the same heap as device
// malloc, sized by cudaLimitMallocHeapSize), and so are they here. `new T`,
// `new T(args)`, `new T[n]`, `new T[n]()` and `new T[n]{list}` allocate with malloc (a
// zero-byte request asks for one byte, as Clang's and nvcc's device operator
// new do) and run the initializer; placement new (`new (p) T(...)`) only runs
// it. `delete p` runs the object's destructor on a non-null p (through the
// vtable when it is virtual, CGVirtual.cpp), then calls free; `delete[] p`
// destroys the elements (last to first) when they have destructors, counted
// by the Itanium array cookie new[] wrote before them, then calls free. What
// would need more is refused at the expression: array, over-aligned and
// non-throwing forms of class-specific or user-declared operator new (a type
// aligned above 16 bytes with the global one gets the runtime's aligned
// allocation, __cuda_syscall_aligned_malloc, as under nvcc), a
// class's operator delete behind a virtual destructor, and multi-dimensional
// arrays of objects with non-trivial destructors. Class-specific and
// user-declared allocation functions defined in device code are called.
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/CodeGen.h"
#include "compiler/Frontend/CGVirtual.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"

using namespace kiln::frontend;
using namespace clang;
namespace simt = kiln::simt;
namespace arith = mlir::arith;
using mlir::Value;

namespace {
bool isHeapFunction(const FunctionDecl *f) {
  return f && f->isReplaceableGlobalAllocationFunction();
}

uint64_t arrayCookieBytes(const ASTContext &ctx, QualType elem) {
  return std::max<uint64_t>(8, ctx.getTypeAlignInChars(elem).getQuantity());
}
} // namespace

Value FunctionGen::emitNew(const CXXNewExpr *e) {
  mlir::Location l = loc(e->getExprLoc());
  QualType elem = e->getAllocatedType();
  const FunctionDecl *op = e->getOperatorNew();
  bool placement = op && op->isReservedGlobalPlacementOperator();
  // A class-specific or user-declared allocation function (a pool's
  // `static void *operator new(size_t)`, `new (arena) T`) is called like any
  // device function, with the object's size and the placement arguments.
  bool userAlloc = !placement && op && !isHeapFunction(op) && op->isDefined();
  if (!placement && !isHeapFunction(op) && !userAlloc)
    return unsupported(e, "this operator new is not supported in device code (the global one, "
                          "which is device malloc, placement new into given storage, and "
                          "allocation functions defined in device code are)");
  if (userAlloc && (e->isArray() || e->passAlignment() || e->shouldNullCheckAllocation()))
    return unsupported(e, "this use of a user-declared operator new is not supported in device "
                          "code (arrays, over-aligned types and non-throwing forms); call it and "
                          "construct with placement new");
  // An array of objects with destructors carries the Itanium array cookie,
  // as nvcc's: the element count in the 8 bytes before the first element, at
  // the end of max(8, alignof(T)) bytes that delete[] steps back over. The
  // reserved placement new[] has none.
  bool cookie = e->isArray() && !placement && elem.isDestructedType();
  if (cookie && elem->isArrayType())
    return unsupported(e, "new[] of a multi-dimensional array of objects with a non-trivial "
                          "destructor is not supported in device code; allocate a "
                          "one-dimensional array and index it");
  auto i64 = builder.getI64Type();
  auto bytePtr = simt::PtrType::get(&cgm.mctx, builder.getI8Type(), simt::AddressSpace::Generic);
  Value count = intConst(i64, 1, l);
  if (e->isArray()) {
    const Expr *n = *e->getArraySize();
    count = toIndex64(emitScalar(n), n->getType(), l);
    if (!count)
      return placeholder(e);
  }
  Value raw;
  if (placement) {
    raw = coerce(toGeneric(emitScalar(e->getPlacementArg(0)), l), bytePtr, l);
  } else if (userAlloc) {
    mlir::func::FuncOp fn = cgm.getFunction(op, e->getExprLoc());
    if (!fn)
      return placeholder(e);
    auto types = fn.getFunctionType().getInputs();
    llvm::SmallVector<Value> args;
    Value size = intConst(i64, ctx.getTypeSizeInChars(elem).getQuantity(), l);
    args.push_back(coerce(size, types[0], l));
    for (unsigned i = 0; i < e->getNumPlacementArgs() && i + 1 < types.size(); ++i) {
      const Expr *pa = e->getPlacementArg(i);
      QualType pt = op->getParamDecl(i + 1)->getType();
      Value a = pt->isReferenceType() ? toGeneric(emitLValue(pa).addr, l) : emitCallArg(pa, pt, l);
      args.push_back(coerce(a, types[i + 1], l));
    }
    auto call = mlir::func::CallOp::create(builder, l, fn, args);
    raw = coerce(toGeneric(call.getResult(0), l), bytePtr, l);
  } else {
    uint64_t size = ctx.getTypeSizeInChars(elem).getQuantity();
    Value bytes = arith::MulIOp::create(builder, l, count, intConst(i64, size, l));
    uint64_t cookieBytes = cookie ? arrayCookieBytes(ctx, elem) : 0;
    if (cookie)
      bytes = arith::AddIOp::create(builder, l, bytes, intConst(i64, cookieBytes, l));
    // operator new(0) must return a distinct pointer: ask for one byte.
    Value isZero = arith::CmpIOp::create(builder, l, arith::CmpIPredicate::eq, bytes,
                                         intConst(i64, 0, l));
    bytes = arith::SelectOp::create(builder, l, isZero, intConst(i64, 1, l), bytes);
    if (e->passAlignment()) {
      // An over-aligned type (alignas(32) and up): the device runtime's
      // aligned allocation, as nvcc calls it; delete frees it with free.
      Value align = intConst(i64, ctx.getTypeAlignInChars(elem).getQuantity(), l);
      mlir::func::FuncOp aligned = cgm.getExternFunction(
          "__cuda_syscall_aligned_malloc", builder.getFunctionType({i64, i64}, {bytePtr}));
      raw = mlir::func::CallOp::create(builder, l, aligned, mlir::ValueRange{bytes, align})
                .getResult(0);
    } else {
      mlir::func::FuncOp malloc =
          cgm.getExternFunction("malloc", builder.getFunctionType({i64}, {bytePtr}));
      raw = mlir::func::CallOp::create(builder, l, malloc, mlir::ValueRange{bytes}).getResult(0);
    }
    if (cookie) {
      auto i64Ptr = simt::PtrType::get(&cgm.mctx, i64, simt::AddressSpace::Generic);
      raw = simt::PtrAddOp::create(builder, l, bytePtr, raw, intConst(i64, cookieBytes, l));
      Value countSlot = simt::PtrAddOp::create(builder, l, bytePtr, raw, intConst(i64, -8, l));
      createStore(builder, l, count, simt::PtrCastOp::create(builder, l, i64Ptr, countSlot));
    }
  }
  simt::PtrType resultTy = cgm.ptrTo(elem, simt::AddressSpace::Generic, e->getExprLoc());
  Value obj = simt::PtrCastOp::create(builder, l, resultTy, raw);
  const Expr *init = e->getInitializer();
  if (!init)
    return obj;
  if (!e->isArray()) {
    if (elem->isRecordType() || elem->isArrayType())
      emitInto(init, obj);
    else if (Value v = emitScalar(init))
      store(v, obj, elem, l);
    return obj;
  }
  // Arrays: an element list (`new T[n]{a, b}`) initialises the leading
  // elements in order and the rest with its array filler (value- or
  // default-initialization), as Clang's EmitNewArrayInitializer; without a
  // list, one initializer for every element. A count below the list's length
  // is not checked (nvcc's device code does not throw bad_array_new_length).
  const Expr *each = init;
  uint64_t first = 0;
  if (auto *list = dyn_cast<InitListExpr>(init)) {
    if (list->isStringLiteralInit())
      return unsupported(e, "new[] initialised from a string literal is not supported in device "
                            "code; copy the characters after the new");
    for (const Expr *elemInit : list->inits()) {
      Value at = intConst(i64, first++, l);
      Value slot = simt::PtrAddOp::create(builder, l, resultTy, obj, at, true);
      emitInto(elemInit, slot);
    }
    each = list->hasArrayFiller() ? list->getArrayFiller() : nullptr;
    if (!each)
      return obj;
  }
  auto *ce = dyn_cast<CXXConstructExpr>(each);
  if (ce && ce->getConstructor()->isTrivial() && !ce->requiresZeroInitialization())
    return obj;
  mlir::Block *header = newBlock(), *body = newBlock(), *exit = newBlock();
  header->addArgument(i64, l);
  branch(header, l, intConst(i64, first, l));
  place(header);
  Value i = header->getArgument(0);
  Value more = arith::CmpIOp::create(builder, l, arith::CmpIPredicate::ult, i, count);
  mlir::cf::CondBranchOp::create(builder, l, more, body, mlir::ValueRange{}, exit,
                                 mlir::ValueRange{});
  place(body);
  Value slot = simt::PtrAddOp::create(builder, l, resultTy, obj, i, true);
  if (ce)
    emitConstructorCall(ce, slot);
  else
    emitInto(each, slot);
  branch(header, l, arith::AddIOp::create(builder, l, i, intConst(i64, 1, l)).getResult());
  place(exit);
  return obj;
}

void FunctionGen::emitDelete(const CXXDeleteExpr *e) {
  mlir::Location l = loc(e->getExprLoc());
  QualType destroyed = e->getDestroyedType();
  const CXXRecordDecl *rd = destroyed.isNull() ? nullptr : destroyed->getAsCXXRecordDecl();
  // A class-specific operator delete(void *[, size_t]) defined in device
  // code: called after the destructor on a non-null pointer. Through a
  // virtual destructor the dynamic type's own operator delete would be the
  // one to call (the deleting destructor's job), which kilnc does not build.
  const FunctionDecl *opDelete = e->getOperatorDelete();
  bool userDealloc = opDelete && !isHeapFunction(opDelete) && opDelete->isDefined();
  if (userDealloc) {
    unsigned n = opDelete->getNumParams();
    bool virtualDtor = rd && rd->getDestructor() && rd->getDestructor()->isVirtual();
    if (e->isArrayForm() || virtualDtor || n == 0 || n > 2 ||
        (n == 2 && !opDelete->getParamDecl(1)->getType()->isIntegerType()))
      userDealloc = false;
  }
  if (!isHeapFunction(opDelete) && !userDealloc) {
    unsupported(e, "this operator delete is not supported in device code (the global one, "
                   "which is device free, and a class's operator delete(void *[, size_t]) "
                   "defined in device code without a virtual destructor are)");
    return;
  }
  bool runDestructor = !destroyed.isNull() && destroyed.isDestructedType();
  if (runDestructor && !rd) {
    unsupported(e, "delete[] of multi-dimensional arrays of objects with a non-trivial "
                   "destructor is not supported in device code; destroy the elements with "
                   "explicit calls, then free the memory");
    return;
  }
  Value p = emitScalar(e->getArgument());
  if (!p)
    return;
  auto bytePtr = simt::PtrType::get(&cgm.mctx, builder.getI8Type(), simt::AddressSpace::Generic);
  // What free() receives: the pointer, or the complete object it is part of.
  Value freed = alloca(bytePtr, l);
  createStore(builder, l, coerce(toGeneric(p, l), bytePtr, l), freed);
  if (runDestructor && e->isArrayForm()) {
    // new[]'s cookie: the count before the first element; the elements are
    // destroyed last to first, then the block from the cookie's start freed.
    auto i64 = builder.getI64Type();
    auto i64Ptr = simt::PtrType::get(&cgm.mctx, i64, simt::AddressSpace::Generic);
    Value generic = toGeneric(p, l);
    Value bits = simt::PtrToIntOp::create(builder, l, i64, generic);
    Value nonNull = arith::CmpIOp::create(builder, l, arith::CmpIPredicate::ne, bits,
                                          intConst(i64, 0, l));
    mlir::Block *destroy = newBlock(), *header = newBlock(), *body = newBlock(),
                *freeBlock = newBlock(), *done = newBlock();
    mlir::cf::CondBranchOp::create(builder, l, nonNull, destroy, mlir::ValueRange{}, done,
                                   mlir::ValueRange{});
    setBlock(destroy);
    Value bytes = coerce(generic, bytePtr, l);
    Value countSlot = simt::PtrAddOp::create(builder, l, bytePtr, bytes, intConst(i64, -8, l));
    Value n = simt::LoadOp::create(builder, l, i64,
                                   simt::PtrCastOp::create(builder, l, i64Ptr, countSlot), false,
                                   false, nullptr);
    header->addArgument(i64, l);
    branch(header, l, n);
    place(header);
    Value i = header->getArgument(0);
    Value more = arith::CmpIOp::create(builder, l, arith::CmpIPredicate::ne, i, intConst(i64, 0, l));
    mlir::cf::CondBranchOp::create(builder, l, more, body, mlir::ValueRange{}, freeBlock,
                                   mlir::ValueRange{});
    place(body);
    Value last = arith::SubIOp::create(builder, l, i, intConst(i64, 1, l));
    simt::PtrType elemPtr = cgm.ptrTo(destroyed, simt::AddressSpace::Generic, e->getExprLoc());
    Value slot = simt::PtrAddOp::create(builder, l, elemPtr, coerce(generic, elemPtr, l), last, true);
    emitDestructorCall(rd->getDestructor(), slot, l, e->getExprLoc());
    branch(header, l, last);
    place(freeBlock);
    Value start = simt::PtrAddOp::create(builder, l, bytePtr, bytes,
                                         intConst(i64, -int64_t(arrayCookieBytes(ctx, destroyed)), l));
    createStore(builder, l, start, freed);
    branch(done, l);
    place(done);
  } else if (runDestructor) {
    // The destructor runs on a non-null pointer only; through the vtable
    // when it is virtual and the static type may not be the dynamic one.
    Value generic = toGeneric(p, l);
    Value bits = simt::PtrToIntOp::create(builder, l, builder.getI64Type(), generic);
    Value nonNull = mlir::arith::CmpIOp::create(builder, l, mlir::arith::CmpIPredicate::ne,
                                                bits, intConst(builder.getI64Type(), 0, l));
    mlir::Block *destroy = newBlock(), *done = newBlock();
    mlir::cf::CondBranchOp::create(builder, l, nonNull, destroy, mlir::ValueRange{}, done,
                                   mlir::ValueRange{});
    setBlock(destroy);
    const CXXDestructorDecl *dtor = rd->getDestructor();
    if (dtor->isVirtual() && !rd->hasAttr<FinalAttr>() && !dtor->hasAttr<FinalAttr>()) {
      // The object may be a secondary base of what `new` made: the memory
      // starts offset-to-top bytes away (the slot two before the address
      // point), read before the destructor resets the vptrs.
      auto slotPtr = simt::PtrType::get(&cgm.mctx, bytePtr, simt::AddressSpace::Generic);
      auto i64Ptr = simt::PtrType::get(&cgm.mctx, builder.getI64Type(), simt::AddressSpace::Generic);
      Value vptr = simt::LoadOp::create(builder, l, bytePtr,
                                        simt::PtrCastOp::create(builder, l, slotPtr, generic),
                                        false, false, nullptr);
      Value topSlot = simt::PtrAddOp::create(builder, l, bytePtr, vptr,
                                             intConst(builder.getI64Type(), -16, l));
      Value toTop = simt::LoadOp::create(builder, l, builder.getI64Type(),
                                         simt::PtrCastOp::create(builder, l, i64Ptr, topSlot),
                                         false, false, nullptr);
      Value top = simt::PtrAddOp::create(
          builder, l, bytePtr, simt::PtrCastOp::create(builder, l, bytePtr, generic), toTop);
      createStore(builder, l, top, freed);
      mlir::FunctionType type = cgm.functionType(dtor);
      Value self = coerce(generic, type.getInput(0), l);
      if (Value target = virtualCallee(*this, dtor, self, type, l, e->getExprLoc()))
        mlir::func::CallIndirectOp::create(builder, l, target, mlir::ValueRange{self});
    } else {
      emitDestructorCall(dtor, generic, l, e->getExprLoc());
    }
    branch(done, l);
    place(done);
  }
  if (userDealloc) {
    // Only a non-null pointer reaches the class's operator delete.
    mlir::func::FuncOp fn = cgm.getFunction(opDelete, e->getExprLoc());
    if (!fn)
      return;
    auto types = fn.getFunctionType().getInputs();
    auto i64 = builder.getI64Type();
    Value ptr = simt::LoadOp::create(builder, l, bytePtr, freed, false, false, nullptr);
    Value bits = simt::PtrToIntOp::create(builder, l, i64, ptr);
    Value zero = intConst(i64, 0, l);
    Value nonNull = arith::CmpIOp::create(builder, l, arith::CmpIPredicate::ne, bits, zero);
    mlir::Block *call = newBlock(), *done = newBlock();
    mlir::cf::CondBranchOp::create(builder, l, nonNull, call, mlir::ValueRange{}, done,
                                   mlir::ValueRange{});
    setBlock(call);
    llvm::SmallVector<Value> args;
    args.push_back(coerce(ptr, types[0], l));
    if (types.size() == 2) {
      Value size = intConst(i64, ctx.getTypeSizeInChars(destroyed).getQuantity(), l);
      args.push_back(coerce(size, types[1], l));
    }
    mlir::func::CallOp::create(builder, l, fn, args);
    branch(done, l);
    place(done);
    return;
  }
  mlir::func::FuncOp free =
      cgm.getExternFunction("free", builder.getFunctionType({bytePtr}, {}));
  // free(nullptr) does nothing, as delete of a null pointer must.
  mlir::func::CallOp::create(
      builder, l, free,
      mlir::ValueRange{simt::LoadOp::create(builder, l, bytePtr, freed, false, false, nullptr)});
}
