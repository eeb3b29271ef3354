//===- CGVirtual.cpp - virtual functions: vtables and dispatch ------------===//
//
// Classes with virtual functions in device code (a ray tracer's `hitable`
// with `virtual bool hit(...)`, objects made with `new sphere(...)` in a
// kernel and called through base pointers), laid out as the Itanium C++ ABI
// says, which is what Clang's record layout already reserves room for (the
// vptr at offset 0) and what nvcc does:
//  - one vtable per class, a read-only global array of generic pointers
//    named as Clang mangles it (_ZTV...), from Clang's Itanium vtable
//    layout: offset-to-top and RTTI slots are null (single inheritance,
//    -fno-rtti), then the class's final overriders; pure virtual functions
//    and host-only ones are null (nvcc also refuses to call those from the
//    device);
//  - every constructor of a dynamic class stores the address point of its
//    class's vtable into the object once its bases are constructed, before
//    its members and body (so a virtual call in a constructor reaches that
//    class's override, as C++ requires);
//  - a call that performs virtual dispatch (`p->hit(...)`, not `p->B::hit`,
//    nor one Clang can devirtualize) loads the vptr, the slot of the method,
//    and calls through it (func.call_indirect, as CGIndirectCall.cpp).
// One vtable per object: a class whose vtable group has secondary vtables
// (several polymorphic bases) or needs thunks, or has virtual bases, is
// refused with a diagnostic.
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/CGVirtual.h"

#include "clang/AST/VTableBuilder.h"

using namespace kiln::frontend;
using namespace clang;
namespace simt = kiln::simt;
using mlir::Value;

namespace {
/// The one vtable of `rd`, or nullptr (after a diagnostic) when its layout
/// is one kilnc does not build.
const VTableLayout *singleVTable(ModuleGen &cgm, const CXXRecordDecl *rd,
                                 SourceLocation where) {
  auto *vtables = cast<ItaniumVTableContext>(cgm.ctx.getVTableContext());
  const VTableLayout &layout = vtables->getVTableLayout(rd);
  if (rd->getNumVBases() || layout.getNumVTables() != 1 || !layout.vtable_thunks().empty()) {
    cgm.error(where, "class '" + rd->getQualifiedNameAsString() +
                         "' inherits virtual functions from more than one base class (or "
                         "through a virtual base), which kilnc does not support on the "
                         "device; derive it from one polymorphic base");
    return nullptr;
  }
  return &layout;
}

/// The generic byte pointer every C++ pointer is in memory.
simt::PtrType bytePtr(mlir::MLIRContext *c) {
  return simt::PtrType::get(c, mlir::IntegerType::get(c, 8), simt::AddressSpace::Generic);
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
  const VTableLayout *layout = singleVTable(cgm, rd, where);
  if (!layout)
    return nullptr;
  llvm::SmallVector<mlir::Attribute> slots;
  mlir::MLIRContext &mctx = cgm.mctx;
  auto null = mlir::UnitAttr::get(&mctx);
  for (const VTableComponent &c : layout->vtable_components()) {
    const CXXMethodDecl *md = nullptr;
    switch (c.getKind()) {
    case VTableComponent::CK_FunctionPointer:
    case VTableComponent::CK_CompleteDtorPointer:
    case VTableComponent::CK_DeletingDtorPointer:
      md = c.getFunctionDecl();
      break;
    default: // offsets (0 with one vtable), RTTI (none), unused slots
      break;
    }
    const FunctionDecl *def = nullptr;
    if (!md || md->isPureVirtual() || !md->hasAttr<CUDADeviceAttr>() || !md->hasBody(def)) {
      slots.push_back(null);
      continue;
    }
    if (mlir::func::FuncOp f = cgm.getFunction(md, where))
      slots.push_back(mlir::FlatSymbolRefAttr::get(f.getSymNameAttr()));
    else
      slots.push_back(null);
  }
  // A vtable of nulls only (an abstract class's): zero-initialised.
  bool anyFunction = llvm::any_of(slots, [](mlir::Attribute a) { return !isa<mlir::UnitAttr>(a); });
  auto type = mlir::LLVM::LLVMArrayType::get(bytePtr(&mctx), slots.size());
  mlir::OpBuilder b(&mctx);
  b.setInsertionPointToStart(cgm.module.getBody());
  auto global = simt::GlobalOp::create(b, cgm.loc(rd->getLocation()), name, type,
                                       simt::AddressSpace::Global,
                                       anyFunction ? mlir::ArrayAttr::get(&mctx, slots)
                                                   : mlir::Attribute(),
                                       b.getI64IntegerAttr(8), /*readonly=*/anyFunction);
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
  unsigned point = vtables->getVTableLayout(rd->getDefinition())
                       .getAddressPoint(BaseSubobject(rd->getDefinition(), CharUnits::Zero()))
                       .AddressPointIndex;
  auto bp = bytePtr(&cgm.mctx);
  auto tablePtr = simt::PtrType::get(&cgm.mctx, vtable.getType(), simt::AddressSpace::Global);
  Value table = simt::AddressOfOp::create(builder, l, tablePtr, vtable.getSymName());
  auto slotPtr = simt::PtrType::get(&cgm.mctx, bp, simt::AddressSpace::Global);
  Value first = simt::PtrCastOp::create(builder, l, slotPtr, table);
  Value at = simt::PtrAddOp::create(builder, l, slotPtr, first,
                                    fg.intConst(builder.getI64Type(), point, l));
  Value vptr = fg.coerce(fg.toGeneric(at, l), bp, l);
  auto objSpace = cast<simt::PtrType>(object.getType()).getAddressSpace();
  Value field = simt::PtrCastOp::create(builder, l, simt::PtrType::get(&cgm.mctx, bp, objSpace),
                                        object);
  createStore(builder, l, vptr, field);
}

Value kiln::frontend::virtualCallee(FunctionGen &fg, const CXXMethodDecl *md, Value self,
                                    mlir::FunctionType type, mlir::Location l,
                                    SourceLocation where) {
  ModuleGen &cgm = fg.cgm;
  mlir::OpBuilder &builder = fg.builder;
  auto *vtables = cast<ItaniumVTableContext>(cgm.ctx.getVTableContext());
  const CXXRecordDecl *rd = md->getParent();
  if (!singleVTable(cgm, rd, where))
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
