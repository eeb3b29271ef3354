//===- HoistInvariantLoadsOverBranches.h - loads issued together -*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_HOISTINVARIANTLOADSOVERBRANCHES_H
#define KILN_COMPILER_LLVMIR_HOISTINVARIANTLOADSOVERBRANCHES_H

#include "llvm/IR/PassManager.h"

namespace kiln {

/// An invariant load (ld.global.nc: nothing in the kernel writes its memory)
/// in a block that post-dominates its immediate dominator, in the same loop,
/// moves up into that dominator, with the GEPs and casts of its address;
/// repeated, the loads of an unrolled loop whose body has an `if` climb over
/// the ifs to the top of the chain and are issued together.
///
/// Why: each `if (both != 0) {...}` of an unrolled loop ends a basic block,
/// and ptxas issues a block's global loads together but brings few across a
/// branch: realcode bitset_jaccard_popc (8 words of two bitsets a thread,
/// 0.69x nvcc) issued its 16 loads as 6 + 2 + 2 + 6 (nvcc's PTX, of the same
/// shape, got 8 + 2 + 6), a round trip to memory each. The block runs
/// whenever its dominator does, so the load runs on the same paths, only
/// earlier, and no store can change what it reads.
///
/// At most kMaxLoadsPerBlock invariant loads end up in one block (the
/// registers they hold stay live until their uses).
class HoistInvariantLoadsOverBranchesPass
    : public llvm::PassInfoMixin<HoistInvariantLoadsOverBranchesPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &f, llvm::FunctionAnalysisManager &am);
};

} // namespace kiln

#endif
