//===- TileAttrs.cpp - layout encoding attributes --------------------------===//
#include "dialects/tile/IR/TileDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace kiln::tile;

#define GET_ATTRDEF_CLASSES
#include "dialects/tile/IR/TileAttrs.cpp.inc"

void TileDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "dialects/tile/IR/TileAttrs.cpp.inc"
      >();
}

static bool allPow2(ArrayRef<unsigned> v) {
  return llvm::all_of(v, [](unsigned x) { return x && llvm::isPowerOf2_32(x); });
}

static bool isPermutation(ArrayRef<unsigned> order) {
  SmallVector<bool> seen(order.size(), false);
  for (unsigned d : order) {
    if (d >= order.size() || seen[d])
      return false;
    seen[d] = true;
  }
  return true;
}

static int64_t product(ArrayRef<unsigned> v) {
  int64_t p = 1;
  for (unsigned x : v)
    p *= x;
  return p;
}

LogicalResult BlockedAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                  ArrayRef<unsigned> sizePerThread,
                                  ArrayRef<unsigned> threadsPerWarp,
                                  ArrayRef<unsigned> warpsPerCTA,
                                  ArrayRef<unsigned> order) {
  size_t rank = order.size();
  if (rank == 0 || sizePerThread.size() != rank ||
      threadsPerWarp.size() != rank || warpsPerCTA.size() != rank)
    return emitError() << "blocked layout: all parameters need one entry per "
                          "dimension";
  if (!isPermutation(order))
    return emitError() << "blocked layout: order must be a permutation";
  if (!allPow2(sizePerThread) || !allPow2(threadsPerWarp) ||
      !allPow2(warpsPerCTA))
    return emitError() << "blocked layout: sizes must be powers of two";
  if (product(threadsPerWarp) != 32)
    return emitError() << "blocked layout: threadsPerWarp must multiply to 32";
  return success();
}

int64_t BlockedAttr::getNumWarps() const { return product(getWarpsPerCTA()); }

LogicalResult SliceAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                unsigned dim, Attribute parent) {
  if (!isa<BlockedAttr, MmaAttr, SliceAttr, DotOperandAttr>(parent))
    return emitError() << "slice layout: the parent must be a distributed "
                          "layout";
  if (auto blocked = dyn_cast<BlockedAttr>(parent))
    if (dim >= blocked.getRank())
      return emitError() << "slice layout: dim " << dim
                         << " is out of range for the parent";
  if (isa<MmaAttr, DotOperandAttr>(parent) && dim >= 2)
    return emitError() << "slice layout: dim " << dim
                       << " is out of range for the parent";
  return success();
}

LogicalResult MmaAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                              unsigned version, ArrayRef<unsigned> warpsPerCTA) {
  if (version != 2)
    return emitError() << "mma layout: only version 2 (mma.sync) exists";
  if (warpsPerCTA.size() != 2 || !allPow2(warpsPerCTA))
    return emitError() << "mma layout: warpsPerCTA is two powers of two";
  return success();
}

LogicalResult
DotOperandAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                       unsigned opIdx, Attribute parent) {
  if (opIdx > 1)
    return emitError() << "dot operand: opIdx is 0 (a) or 1 (b)";
  if (!isa<MmaAttr>(parent)) {
    auto blocked = dyn_cast<BlockedAttr>(parent);
    if (!blocked || blocked.getRank() != 2)
      return emitError() << "dot operand: the parent is a #tile.mma or a 2-D "
                            "#tile.blocked layout";
  }
  return success();
}

LogicalResult SharedAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                 unsigned vec, unsigned perPhase,
                                 unsigned maxPhase, ArrayRef<unsigned> order) {
  if (!vec || !perPhase || !maxPhase || !llvm::isPowerOf2_32(vec) ||
      !llvm::isPowerOf2_32(perPhase) || !llvm::isPowerOf2_32(maxPhase))
    return emitError() << "shared layout: vec, perPhase and maxPhase are "
                          "powers of two";
  if (order.empty() || !isPermutation(order))
    return emitError() << "shared layout: order must be a permutation";
  return success();
}
