//===- AggregateCopies.h - large aggregate copies as memcpy -----*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_AGGREGATECOPIES_H
#define KILN_COMPILER_LLVMIR_AGGREGATECOPIES_H

namespace llvm {
class Function;
} // namespace llvm

namespace kiln {

/// Rewrites `store (load %src), %dst` of an aggregate of at least 1 KiB into
/// a memcpy, as Clang emits struct copies. The translation from MLIR copies
/// aggregates as first-class values, and InstCombine splits such a load and
/// store into one op per element in quadratic time: `S t = *in;` with a
/// 128 KiB struct did not finish in 100 s. Returns true if it changed `f`.
bool copyAggregatesWithMemcpy(llvm::Function &f);

} // namespace kiln

#endif
