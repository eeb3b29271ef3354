//===- SimtEffects.cpp - which memory the simt ops touch -------------------===//
//
// The memory effects of the ops whose memory is their pointer's: an access
// through a !simt.ptr<T, shared> touches SharedMemory, through a global one
// GlobalMemory (SimtDialect.td's resources); ops bound to one space
// (ldmatrix, cp_async, wgmma) name theirs in ODS.
//
//===----------------------------------------------------------------------===//
#include "dialects/simt/IR/SimtDialect.h"

using namespace mlir;
using namespace kiln::simt;

using EffectList = SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>;

void kiln::simt::addPointeeEffect(EffectList &effects, MemoryEffects::Effect *effect,
                                  OpOperand &ptr) {
  auto add = [&](SideEffects::Resource *resource) {
    effects.emplace_back(effect, &ptr, /*stage=*/0, /*effectOnFullRegion=*/false, resource);
  };
  switch (cast<PtrType>(ptr.get().getType()).getAddressSpace()) {
  case AddressSpace::Shared:
    return add(SharedMemory::get());
  case AddressSpace::Global:
    return add(GlobalMemory::get());
  case AddressSpace::Generic:
    // Any of them: a resource is a promise that the others are untouched.
    add(SharedMemory::get());
    add(GlobalMemory::get());
    return add(SideEffects::DefaultResource::get());
  case AddressSpace::Constant:
  case AddressSpace::Local:
  case AddressSpace::Param:
    return add(SideEffects::DefaultResource::get());
  }
}

bool kiln::simt::touchesSharedOrGlobalMemory(Operation *op) {
  auto iface = dyn_cast<MemoryEffectOpInterface>(op);
  if (!iface)
    return false;
  SmallVector<MemoryEffects::EffectInstance, 4> effects;
  iface.getEffects(effects);
  return llvm::any_of(effects, [](const MemoryEffects::EffectInstance &e) {
    return isa<SharedMemory, GlobalMemory>(e.getResource());
  });
}

void LoadOp::getEffects(EffectList &effects) {
  addPointeeEffect(effects, MemoryEffects::Read::get(), getPtrMutable());
  // Volatile: the program observes every access, as LLVM's `load volatile`.
  if (getVolatile_())
    addPointeeEffect(effects, MemoryEffects::Write::get(), getPtrMutable());
}

void StoreOp::getEffects(EffectList &effects) {
  addPointeeEffect(effects, MemoryEffects::Write::get(), getPtrMutable());
}

void AtomicRMWOp::getEffects(EffectList &effects) {
  addPointeeEffect(effects, MemoryEffects::Read::get(), getPtrMutable());
  addPointeeEffect(effects, MemoryEffects::Write::get(), getPtrMutable());
}

void AtomicCASOp::getEffects(EffectList &effects) {
  addPointeeEffect(effects, MemoryEffects::Read::get(), getPtrMutable());
  addPointeeEffect(effects, MemoryEffects::Write::get(), getPtrMutable());
}

void AtomicLoadOp::getEffects(EffectList &effects) {
  addPointeeEffect(effects, MemoryEffects::Read::get(), getPtrMutable());
  // Ordering and forward progress, as a volatile load: an acquire load orders
  // the accesses after it (no read may be merged across it), and a spin loop
  // on any atomic load is not dead code.
  addPointeeEffect(effects, MemoryEffects::Write::get(), getPtrMutable());
}

void AtomicStoreOp::getEffects(EffectList &effects) {
  addPointeeEffect(effects, MemoryEffects::Write::get(), getPtrMutable());
}

void MemcpyOp::getEffects(EffectList &effects) {
  addPointeeEffect(effects, MemoryEffects::Write::get(), getDstMutable());
  addPointeeEffect(effects, MemoryEffects::Read::get(), getSrcMutable());
}

void MemsetOp::getEffects(EffectList &effects) {
  addPointeeEffect(effects, MemoryEffects::Write::get(), getDstMutable());
}
