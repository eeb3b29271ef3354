//===- WriteOnlyLocals.h - locals nothing reads are deleted -----*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_WRITEONLYLOCALS_H
#define KILN_COMPILER_LLVMIR_WRITEONLYLOCALS_H

#include "llvm/IR/PassManager.h"

namespace kiln {

/// Deletes the stores into locals that nothing reads, with the locals: a
/// group of allocas whose addresses (through GEPs, casts, and phis or selects
/// that only merge addresses of the group) are only ever stored through.
///
/// Why: LLVM's dead-store elimination and InstCombine look at one alloca at a
/// time, and a store through a phi of two allocas' addresses names neither,
/// so both stayed in the frame. Thrust's reduce-by-key agent (realcode
/// thrust_host_sort_segment_sums) kept a 352-byte frame of pointers written
/// and never read after SROA split its iterators; nvcc's has none.
class WriteOnlyLocalsPass : public llvm::PassInfoMixin<WriteOnlyLocalsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &f, llvm::FunctionAnalysisManager &am);
};

} // namespace kiln

#endif
