//===- InitializedTables.h - loads from lookup tables known at compile time -*- C++ -*-===//
//
// `blk[c_zigzag[t]] = x` (a JPEG zigzag permutation in a __constant__ table
// with an initializer) stores to a function of the thread id: the table's
// contents are in the module. A load of one integer element of a constant or
// read-only global array that has an initializer (`__constant__`, `static
// const`, `__device__ const` tables) at an index that is a function of the
// thread is tabulated from the initializer. The host may rewrite a
// __constant__ table (cudaMemcpyToSymbol over a default `= {0}`), so one is
// used only when its entries are pairwise distinct: it can then prove
// accesses apart (a permutation stays a permutation unless the host breaks
// it) but never produce a race by itself. Read-only tables (`static const`,
// `__device__ const`) are used whatever they hold.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_DIALECTS_SIMT_ANALYSIS_INITIALIZEDTABLES_H
#define KILN_DIALECTS_SIMT_ANALYSIS_INITIALIZEDTABLES_H

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace kiln {

/// The initial contents of the table `load` reads from and the index it
/// reads at (in elements), when `load` is `table[index]` as above; nothing
/// otherwise.
struct InitializedTableLoad {
  mlir::Value index;
  llvm::SmallVector<int64_t> contents;
};
std::optional<InitializedTableLoad> matchInitializedTableLoad(mlir::Operation *load);

} // namespace kiln

#endif
