//===- CGVirtual.cpp - virtual functions: vtables and dispatch ------------===//
//
// Classes with virtual functions in device code (a ray tracer's `hitable`
// with `virtual bool hit(...)`, objects made with `new sphere(...)` in a
// kernel and called through base pointers), laid out as the Itanium C++ ABI
// says, which is what Clang's record layout already reserves room for (a
// vptr at the start of every polymorphic subobject) and what nvcc does:
//  - one vtable group per class, a read-only global array of generic
//    pointers named as Clang mangles it (_ZTV...), from Clang's Itanium
//    vtable layout: the primary vtable, then one secondary vtable per
//    polymorphic base that is not at offset 0 (`struct Op : Named, Scored`).
//    Offset-to-top slots hold the subobject's negated offset (read by
//    `delete` through a secondary base), RTTI slots are null (device code has no RTTI),
//    then the final overriders; pure virtual functions and host-only ones are
//    null (nvcc also refuses to call those from the device);
//  - a final overrider reached through a secondary base is called through a
//    this-adjusting thunk (_ZThn<offset>_..., as Clang names it): `this`
//    moved back by the base's offset, then the overrider;
//  - every constructor of a dynamic class stores, once its bases are
//    constructed and before its members and body, the address point of each
//    of its polymorphic subobjects into that subobject's vptr (so a virtual
//    call in a constructor reaches that class's override, as C++ requires);
//    destructors do the same first;
//  - a call that performs virtual dispatch (`p->hit(...)`, not `p->B::hit`,
//    nor one Clang can devirtualize) loads the vptr, the slot of the method,
//    and calls through it (func.call_indirect, as CGIndirectCall.cpp).
// Virtual bases (`struct D : virtual B`), as the Itanium ABI lays them out:
//  - the complete object holds each virtual base once, at the offset Clang's
//    layout gives it (CGTypes.cpp); a base subobject stops at its
//    non-virtual size;
//  - the vtables hold the vbase-offset and vcall-offset slots Clang's layout
//    lists; a conversion to a virtual base reads the offset from the
//    object's vtable (virtualBaseAddress), as the object may be a base
//    subobject of a class that put the virtual base elsewhere; an overrider
//    reached through a virtual base is called through a virtual thunk
//    (_ZTv...: `this` moved by the vcall offset its vtable holds);
//  - the complete-object constructor and destructor (C1/D1) build and
//    destroy the virtual bases; the base-object variants (C2/D2, used for a
//    base subobject) leave them to the most-derived class and store no
//    vptr. The Itanium C2 stores construction vtables (reached through a
//    VTT) so that its body sees its own class's dynamic type; kilnc builds
//    none, so a C2/D2 body that needs the dynamic type (a virtual call, a
//    virtual base, `this` handed on) is refused with a diagnostic.
// Covariant returns through a secondary base are refused.
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/CGVirtual.h"

#include "clang/AST/VTableBuilder.h"
#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace kiln::frontend;
using namespace clang;
namespace simt = kiln::simt;
using mlir::Value;

namespace {
/// The vtable group of `rd`, or nullptr (after a diagnostic) when its
/// layout is one kilnc does not build.
const VTableLayout *vtableLayout(ModuleGen &cgm, const CXXRecordDecl *rd,
                                 SourceLocation where) {
  auto *vtables = cast<ItaniumVTableContext>(cgm.ctx.getVTableContext());
  const VTableLayout &layout = vtables->getVTableLayout(rd);
  for (const auto &[index, thunk] : layout.vtable_thunks()) {
    if (!thunk.Return.isEmpty()) {
      cgm.error(where, "class '" + rd->getQualifiedNameAsString() +
                           "' overrides a virtual function of a secondary base with a "
                           "covariant return type, which kilnc does not support on the "
                           "device; return the base class's pointer type");
      return nullptr;
    }
  }
  return &layout;
}

/// The generic byte pointer every C++ pointer is in memory.
simt::PtrType bytePtr(mlir::MLIRContext *c) {
  return simt::PtrType::get(c, mlir::IntegerType::get(c, 8), simt::AddressSpace::Generic);
}

/// `md` with `this` moved by `thunk.This.NonVirtual` bytes first, then (a
/// virtual thunk) by the vcall offset at `VCallOffsetOffset` in the vtable
/// the moved `this` points to: what a secondary vtable's slot holds for an
/// overrider in the derived class.
mlir::func::FuncOp getThunk(ModuleGen &cgm, const CXXMethodDecl *md, const ThunkInfo &thunk,
                            SourceLocation where) {
  std::string name;
  {
    llvm::raw_string_ostream os(name);
    if (auto *dtor = dyn_cast<CXXDestructorDecl>(md))
      cgm.mangler->mangleCXXDtorThunk(dtor, Dtor_Complete, thunk, /*ElideOverrideInfo=*/true, os);
    else
      cgm.mangler->mangleThunk(md, thunk, /*ElideOverrideInfo=*/true, os);
  }
  if (auto existing = cgm.module.lookupSymbol<mlir::func::FuncOp>(name))
    return existing;
  mlir::func::FuncOp target = cgm.getFunction(md, where);
  if (!target)
    return nullptr;
  mlir::OpBuilder b(&cgm.mctx);
  b.setInsertionPointToEnd(cgm.module.getBody());
  mlir::Location l = cgm.loc(md->getLocation());
  mlir::FunctionType type = target.getFunctionType();
  auto func = mlir::func::FuncOp::create(b, l, name, type);
  func.setPrivate();
  mlir::Block *entry = func.addEntryBlock();
  b.setInsertionPointToStart(entry);
  auto bp = bytePtr(&cgm.mctx);
  Value self = simt::PtrCastOp::create(b, l, bp, entry->getArgument(0));
  Value by = mlir::arith::ConstantOp::create(b, l, b.getI64IntegerAttr(thunk.This.NonVirtual));
  self = simt::PtrAddOp::create(b, l, bp, self, by, /*inbounds=*/false);
  if (int64_t at = thunk.This.Virtual.Itanium.VCallOffsetOffset) {
    auto bpp = simt::PtrType::get(&cgm.mctx, bp, simt::AddressSpace::Generic);
    Value vptr = simt::LoadOp::create(b, l, bp, simt::PtrCastOp::create(b, l, bpp, self), false,
                                      false, nullptr);
    Value slot = simt::PtrAddOp::create(
        b, l, bp, vptr, mlir::arith::ConstantOp::create(b, l, b.getI64IntegerAttr(at)), false);
    auto i64 = b.getI64Type();
    auto i64p = simt::PtrType::get(&cgm.mctx, i64, simt::AddressSpace::Generic);
    Value offset = simt::LoadOp::create(b, l, i64, simt::PtrCastOp::create(b, l, i64p, slot), false,
                                        false, nullptr);
    self = simt::PtrAddOp::create(b, l, bp, self, offset, /*inbounds=*/false);
  }
  llvm::SmallVector<Value> args{simt::PtrCastOp::create(b, l, type.getInput(0), self)};
  for (Value a : entry->getArguments().drop_front())
    args.push_back(a);
  auto call = mlir::func::CallOp::create(b, l, target, args);
  mlir::func::ReturnOp::create(b, l, call.getResults());
  return func;
}
} // namespace

simt::GlobalOp kiln::frontend::getVTable(ModuleGen &cgm, const CXXRecordDecl *rd,
                                         SourceLocation where) {
  rd = rd->getDefinition();
  std::string name;
  {
    llvm::raw_string_ostream os(name);
    cgm.mangler->mangleCXXVTable(rd, os);
  }
  if (auto existing = cgm.module.lookupSymbol<simt::GlobalOp>(name))
    return existing;
  const VTableLayout *layout = vtableLayout(cgm, rd, where);
  if (!layout)
    return nullptr;
  llvm::DenseMap<uint64_t, const ThunkInfo *> thunks;
  for (const auto &[index, thunk] : layout->vtable_thunks())
    thunks[index] = &thunk;
  llvm::SmallVector<mlir::Attribute> slots;
  mlir::MLIRContext &mctx = cgm.mctx;
  auto null = mlir::UnitAttr::get(&mctx);
  auto i64 = mlir::IntegerType::get(&mctx, 64);
  bool anyValue = false;
  for (auto [index, c] : llvm::enumerate(layout->vtable_components())) {
    const CXXMethodDecl *md = nullptr;
    switch (c.getKind()) {
    case VTableComponent::CK_FunctionPointer:
    case VTableComponent::CK_CompleteDtorPointer:
    case VTableComponent::CK_DeletingDtorPointer:
      md = c.getFunctionDecl();
      break;
    case VTableComponent::CK_OffsetToTop:
    case VTableComponent::CK_VBaseOffset:
    case VTableComponent::CK_VCallOffset: {
      CharUnits offset = c.getKind() == VTableComponent::CK_OffsetToTop ? c.getOffsetToTop()
                         : c.getKind() == VTableComponent::CK_VBaseOffset
                             ? c.getVBaseOffset()
                             : c.getVCallOffset();
      if (offset.getQuantity()) {
        slots.push_back(mlir::IntegerAttr::get(i64, offset.getQuantity()));
        anyValue = true;
        continue;
      }
      break;
    }
    default: // RTTI (none), unused slots
      break;
    }
    const FunctionDecl *def = nullptr;
    if (!md || md->isPureVirtual() || !md->hasAttr<CUDADeviceAttr>() || !md->hasBody(def)) {
      slots.push_back(null);
      continue;
    }
    mlir::func::FuncOp f;
    if (const ThunkInfo *thunk = thunks.lookup(index))
      f = getThunk(cgm, md, *thunk, where);
    else
      f = cgm.getFunction(md, where);
    if (f) {
      slots.push_back(mlir::FlatSymbolRefAttr::get(f.getSymNameAttr()));
      anyValue = true;
    } else {
      slots.push_back(null);
    }
  }
  // A vtable of nulls only (an abstract class's): zero-initialised. Offsets
  // count as values: a class with virtual bases and no virtual function has
  // a vtable of vbase offsets.
  auto type = mlir::LLVM::LLVMArrayType::get(bytePtr(&mctx), slots.size());
  mlir::OpBuilder b(&mctx);
  b.setInsertionPointToStart(cgm.module.getBody());
  auto global = simt::GlobalOp::create(b, cgm.loc(rd->getLocation()), name, type,
                                       simt::AddressSpace::Global,
                                       anyValue ? mlir::ArrayAttr::get(&mctx, slots)
                                                : mlir::Attribute(),
                                       b.getI64IntegerAttr(8), /*readonly=*/anyValue);
  return global;
}

void kiln::frontend::storeVPtr(FunctionGen &fg, const CXXRecordDecl *rd, Value object,
                               mlir::Location l, SourceLocation where) {
  ModuleGen &cgm = fg.cgm;
  mlir::OpBuilder &builder = fg.builder;
  simt::GlobalOp vtable = getVTable(cgm, rd, where);
  if (!vtable)
    return;
  auto *vtables = cast<ItaniumVTableContext>(cgm.ctx.getVTableContext());
  const VTableLayout &layout = vtables->getVTableLayout(rd->getDefinition());
  // Every polymorphic subobject's vptr, at its offset: the address point
  // of its vtable in the group (one store per offset; a primary base shares
  // its derived class's).
  std::map<int64_t, uint64_t> points;
  for (const auto &[base, point] : layout.getAddressPoints())
    points[base.getBaseOffset().getQuantity()] =
        layout.getVTableOffset(point.VTableIndex) + point.AddressPointIndex;
  auto bp = bytePtr(&cgm.mctx);
  auto tablePtr = simt::PtrType::get(&cgm.mctx, vtable.getType(), simt::AddressSpace::Global);
  Value table = simt::AddressOfOp::create(builder, l, tablePtr, vtable.getSymName());
  auto slotPtr = simt::PtrType::get(&cgm.mctx, bp, simt::AddressSpace::Global);
  Value first = simt::PtrCastOp::create(builder, l, slotPtr, table);
  auto objSpace = cast<simt::PtrType>(object.getType()).getAddressSpace();
  auto objBytes = simt::PtrType::get(&cgm.mctx, builder.getI8Type(), objSpace);
  for (auto [offset, point] : points) {
    Value at = simt::PtrAddOp::create(builder, l, slotPtr, first,
                                      fg.intConst(builder.getI64Type(), point, l));
    Value vptr = fg.coerce(fg.toGeneric(at, l), bp, l);
    Value field = object;
    if (offset) {
      field = simt::PtrCastOp::create(builder, l, objBytes, object);
      field = simt::PtrAddOp::create(builder, l, objBytes, field,
                                     fg.intConst(builder.getI64Type(), offset, l));
    }
    field = simt::PtrCastOp::create(builder, l, simt::PtrType::get(&cgm.mctx, bp, objSpace),
                                    field);
    createStore(builder, l, vptr, field);
  }
}

Value kiln::frontend::virtualCallee(FunctionGen &fg, const CXXMethodDecl *md, Value self,
                                    mlir::FunctionType type, mlir::Location l,
                                    SourceLocation where) {
  ModuleGen &cgm = fg.cgm;
  mlir::OpBuilder &builder = fg.builder;
  auto *vtables = cast<ItaniumVTableContext>(cgm.ctx.getVTableContext());
  const CXXRecordDecl *rd = md->getParent();
  if (!vtableLayout(cgm, rd->getDefinition(), where))
    return nullptr;
  uint64_t index = isa<CXXDestructorDecl>(md)
                       ? vtables->getMethodVTableIndex(GlobalDecl(cast<CXXDestructorDecl>(md),
                                                                  Dtor_Complete))
                       : vtables->getMethodVTableIndex(GlobalDecl(md));
  auto bp = bytePtr(&cgm.mctx);
  auto slotPtr = simt::PtrType::get(&cgm.mctx, bp, simt::AddressSpace::Generic);
  Value object = fg.toGeneric(self, l);
  Value vptrField = simt::PtrCastOp::create(builder, l, slotPtr, object);
  Value vptr = simt::LoadOp::create(builder, l, bp, vptrField, false, false, nullptr);
  Value slots = simt::PtrCastOp::create(builder, l, slotPtr, vptr);
  Value slot = simt::PtrAddOp::create(builder, l, slotPtr, slots,
                                      fg.intConst(builder.getI64Type(), int64_t(index), l));
  Value fn = simt::LoadOp::create(builder, l, bp, slot, false, false, nullptr);
  return mlir::UnrealizedConversionCastOp::create(builder, l, type, fn).getResult(0);
}

Value kiln::frontend::virtualBaseAddress(FunctionGen &fg, Value p, const CXXRecordDecl *derived,
                                         const CXXRecordDecl *vbase, mlir::Location l) {
  ModuleGen &cgm = fg.cgm;
  mlir::OpBuilder &builder = fg.builder;
  auto *vtables = cast<ItaniumVTableContext>(cgm.ctx.getVTableContext());
  int64_t at = vtables->getVirtualBaseOffsetOffset(derived->getDefinition(), vbase->getDefinition())
                   .getQuantity();
  auto space = cast<simt::PtrType>(p.getType()).getAddressSpace();
  auto bp = bytePtr(&cgm.mctx);
  auto i64 = builder.getI64Type();
  // A class with a virtual base is dynamic: its vptr is at offset 0.
  Value vptr = simt::LoadOp::create(
      builder, l, bp,
      simt::PtrCastOp::create(builder, l, simt::PtrType::get(&cgm.mctx, bp, space), p), false,
      false, nullptr);
  Value slot = simt::PtrAddOp::create(builder, l, bp, vptr, fg.intConst(i64, at, l), false);
  Value offset = simt::LoadOp::create(
      builder, l, i64,
      simt::PtrCastOp::create(builder, l, simt::PtrType::get(&cgm.mctx, i64, simt::AddressSpace::Generic),
                              slot),
      false, false, nullptr);
  auto bytes = simt::PtrType::get(&cgm.mctx, builder.getI8Type(), space);
  Value moved = simt::PtrAddOp::create(builder, l, bytes,
                                       simt::PtrCastOp::create(builder, l, bytes, p), offset, false);
  auto type = simt::PtrType::get(&cgm.mctx, cgm.memType(cgm.ctx.getCanonicalTagType(vbase), {}), space);
  return simt::PtrCastOp::create(builder, l, type, moved);
}

namespace {
/// A cast to a base class along a path without a virtual step.
bool nonVirtualUpcast(const Expr *e) {
  auto *c = dyn_cast<ImplicitCastExpr>(e);
  if (!c || (c->getCastKind() != CK_UncheckedDerivedToBase && c->getCastKind() != CK_DerivedToBase))
    return false;
  for (const CXXBaseSpecifier *step : c->path())
    if (step->isVirtual())
      return false;
  return true;
}

const Stmt *findDynamicTypeUse(const Stmt *s, llvm::SmallPtrSetImpl<const FunctionDecl *> &seen) {
  if (!s)
    return nullptr;
  // `x` / `this->x` of a field of the class or of a non-virtual base: the
  // object's own bytes, no vtable read.
  if (auto *me = dyn_cast<MemberExpr>(s); me && isa<FieldDecl>(me->getMemberDecl())) {
    const Expr *base = me->getBase()->IgnoreParens();
    while (nonVirtualUpcast(base))
      base = cast<CastExpr>(base)->getSubExpr()->IgnoreParens();
    if (isa<CXXThisExpr>(base))
      return nullptr;
  }
  // `init(c)` / `this->reset()`: a non-virtual member function called on
  // the object is fine when its own body (and what it calls) is.
  if (auto *mc = dyn_cast<CXXMemberCallExpr>(s)) {
    const CXXMethodDecl *md = mc->getMethodDecl();
    const Expr *obj = mc->getImplicitObjectArgument();
    obj = obj ? obj->IgnoreParens() : nullptr;
    while (obj && nonVirtualUpcast(obj))
      obj = cast<CastExpr>(obj)->getSubExpr()->IgnoreParens();
    const auto *callee = dyn_cast<MemberExpr>(mc->getCallee()->IgnoreParens());
    const FunctionDecl *def = nullptr;
    if (md && obj && isa<CXXThisExpr>(obj) && callee &&
        !(md->isVirtual() && callee->performsVirtualDispatch(md->getASTContext().getLangOpts())) &&
        md->hasBody(def)) {
      for (const Expr *a : mc->arguments())
        if (const Stmt *use = findDynamicTypeUse(a, seen))
          return use;
      if (!seen.insert(def).second)
        return nullptr;
      if (findDynamicTypeUse(def->getBody(), seen))
        return s; // the call is what the diagnostic points at
      return nullptr;
    }
  }
  if (isa<CXXThisExpr>(s))
    return s;
  if (auto *d = dyn_cast<CXXDefaultInitExpr>(s)) // a default member initializer
    return findDynamicTypeUse(d->getExpr(), seen);
  if (auto *d = dyn_cast<CXXDefaultArgExpr>(s))
    return findDynamicTypeUse(d->getExpr(), seen);
  for (const Stmt *child : s->children())
    if (const Stmt *use = findDynamicTypeUse(child, seen))
      return use;
  return nullptr;
}
} // namespace

const Stmt *kiln::frontend::dynamicTypeUse(const FunctionDecl *structor) {
  llvm::SmallPtrSet<const FunctionDecl *, 8> seen{structor};
  if (auto *ctor = dyn_cast<CXXConstructorDecl>(structor))
    for (const CXXCtorInitializer *init : ctor->inits()) {
      if (init->isBaseInitializer() && init->isBaseVirtual())
        continue; // the most-derived class's part
      if (const Stmt *use = findDynamicTypeUse(init->getInit(), seen))
        return use;
    }
  return findDynamicTypeUse(structor->getBody(), seen);
}
