//===- InitializedTables.cpp - loads from lookup tables known at compile time --===//
#include "dialects/simt/Analysis/InitializedTables.h"
#include "dialects/simt/IR/SyncFactAttrs.h"

#include "dialects/simt/IR/SimtDialect.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/STLExtras.h"

#include <algorithm>

using namespace mlir;
using namespace kiln;

std::optional<InitializedTableLoad> kiln::matchInitializedTableLoad(Operation *op) {
  auto load = dyn_cast<simt::LoadOp>(op);
  if (!load || load.getVolatile_())
    return std::nullopt;
  auto elemType = dyn_cast<IntegerType>(load.getType());
  if (!elemType || elemType.getWidth() > 64)
    return std::nullopt;
  auto add = load.getPtr().getDefiningOp<simt::PtrAddOp>();
  if (!add)
    return std::nullopt;
  Value base = add.getBase();
  if (auto cast = base.getDefiningOp<simt::PtrCastOp>())
    base = cast.getSource();
  auto addr = base.getDefiningOp<simt::AddressOfOp>();
  if (!addr)
    return std::nullopt;
  auto global = SymbolTable::lookupNearestSymbolFrom<simt::GlobalOp>(op, addr.getGlobalAttr());
  if (!global || !global.getInitial())
    return std::nullopt;
  // Device code never writes constant memory; a read-only global is
  // compiler-made or const.
  if (global.getSpace() != simt::AddressSpace::Constant && !global.getReadonly())
    return std::nullopt;
  auto array = dyn_cast<LLVM::LLVMArrayType>(global.getType());
  if (!array || array.getElementType() != elemType)
    return std::nullopt;
  auto dense = dyn_cast<DenseIntElementsAttr>(*global.getInitial());
  if (!dense || dense.getNumElements() != int64_t(array.getNumElements()) ||
      dense.getElementType() != elemType)
    return std::nullopt;
  InitializedTableLoad result;
  result.index = add.getOffset();
  result.contents.reserve(dense.getNumElements());
  for (const APInt &x : dense.getValues<APInt>())
    result.contents.push_back(x.getSExtValue());
  // A __constant__ table may be rewritten by the host (cudaMemcpyToSymbol
  // over a default `= {0}`): its initial contents are trusted only when they
  // cannot make two threads meet by themselves (pairwise distinct entries,
  // a permutation such as a zigzag order), so they may prove accesses apart
  // but never prove a race. Read-only tables (`static const`, `__device__
  // const`) are what they say.
  // Whether the host keeps them is the user's word (the default, kilnc
  // --sync-trust-constant-initializers): the module says when it may not.
  if (!global.getReadonly()) {
    auto module = op->getParentOfType<ModuleOp>();
    if (module && module->hasAttr(
                      simt::kUntrustedConstantInitializersAttrName))
      return std::nullopt;
    SmallVector<int64_t> sorted(result.contents);
    llvm::sort(sorted);
    if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())
      return std::nullopt;
  }
  return result;
}
