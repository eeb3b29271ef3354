//===- FoldLocalAddressRoundTrips.h - one address space per local -*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_FOLDLOCALADDRESSROUNDTRIPS_H
#define KILN_COMPILER_LLVMIR_FOLDLOCALADDRESSROUNDTRIPS_H

#include "llvm/IR/PassManager.h"

namespace kiln {

/// `addrspacecast (gep (addrspacecast %alloca to local), ...) to generic`
/// becomes `gep %alloca, ...`: the generic address of a local's element,
/// computed on the generic alloca itself.
///
/// Why: Kiln's lowering addresses locals through their local-space
/// (addrspace 5) pointer, and InstCombine folds the round trip only without
/// a GEP in between. A range-for over a local array then starts at the
/// generic alloca and ends at a cast of a local-space GEP, which
/// ScalarEvolution cannot relate: the trip count is unknown, the loop is not
/// unrolled, and SROA cannot keep the array in registers (`for (auto &h :
/// halves)` over a two-element cuda::std::array left a 16-byte local frame;
/// nvcc's has none). Runs after each InstCombine of the simplification
/// pipeline (the peephole extension point).
class FoldLocalAddressRoundTripsPass
    : public llvm::PassInfoMixin<FoldLocalAddressRoundTripsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &f, llvm::FunctionAnalysisManager &am);
};

} // namespace kiln

#endif
