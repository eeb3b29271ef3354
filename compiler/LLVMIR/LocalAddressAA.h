//===- LocalAddressAA.h - disjoint offsets on one narrow-space base -*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_LOCALADDRESSAA_H
#define KILN_COMPILER_LLVMIR_LOCALADDRESSAA_H

#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/IR/PassManager.h"

namespace kiln {

/// Two accesses at constant byte offsets from the same pointer do not alias
/// when their byte ranges are disjoint.
///
/// Why: BasicAA already knows this, except where the pointer is a local's
/// 32-bit local-space (addrspace 5) address cast from its 64-bit generic
/// alloca, the way Kiln addresses every local. It strips the cast from the
/// plain pointer but not from a GEP on it, so the two offsets have different
/// widths and it answers MayAlias for `p->size` against `p->buf[0]`. GVN then
/// keeps reloading a small-buffer container's size after each element store,
/// the element offsets stay unknown, and SROA leaves the container in local
/// memory: an unrolled `SmallVec<float, 4>` push loop kept a 32-byte stack
/// frame where nvcc's has none (test/Target/local-field-alias.cu).
class LocalAddressAAResult : public llvm::AAResultBase {
public:
  llvm::AliasResult alias(const llvm::MemoryLocation &a, const llvm::MemoryLocation &b,
                          llvm::AAQueryInfo &info, const llvm::Instruction *ctx);
  bool invalidate(llvm::Function &, const llvm::PreservedAnalyses &,
                  llvm::FunctionAnalysisManager::Invalidator &) {
    return false;
  }
};

class LocalAddressAA : public llvm::AnalysisInfoMixin<LocalAddressAA> {
  friend llvm::AnalysisInfoMixin<LocalAddressAA>;
  static llvm::AnalysisKey Key;

public:
  using Result = LocalAddressAAResult;
  Result run(llvm::Function &, llvm::FunctionAnalysisManager &) { return Result(); }
};

} // namespace kiln

#endif
