//===- LoadStorePointer.h - the pointer a plain load or store uses -*- C++ -*-===//
//
// The analyses ask many times which pointer an access goes through; this is
// the one answer for plain loads and stores (callers that also take atomics
// or wmma tiles try it first, then their own kinds).
//
//===----------------------------------------------------------------------===//
#ifndef KILN_DIALECTS_SIMT_ANALYSIS_LOADSTOREPOINTER_H
#define KILN_DIALECTS_SIMT_ANALYSIS_LOADSTOREPOINTER_H

#include "dialects/simt/IR/SimtDialect.h"

namespace kiln::simt {
/// The pointer a simt.load reads or a simt.store writes through; null for
/// any other op.
inline mlir::Value loadStorePointer(mlir::Operation *op) {
  if (auto load = llvm::dyn_cast<LoadOp>(op))
    return load.getPtr();
  if (auto store = llvm::dyn_cast<StoreOp>(op))
    return store.getPtr();
  return {};
}
} // namespace kiln::simt

#endif // KILN_DIALECTS_SIMT_ANALYSIS_LOADSTOREPOINTER_H
