//===- PeelToAlignedUnroll.h - unrolled bodies on aligned indices -*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_PEELTOALIGNEDUNROLL_H
#define KILN_COMPILER_LLVMIR_PEELTOALIGNEDUNROLL_H

#include "llvm/IR/PassManager.h"

namespace kiln {

/// A loop the unroller will unroll by U (a `#pragma unroll U`, or
/// RuntimeUnrollHints'), with a constant trip count that U does not divide,
/// whose counter starts off a multiple of U and ends on one
/// (`for (i = 1; i < 64; ++i)` after an explicit `i = 0` step: the classic
/// max/arg-max scan) gets its first `trips % U` iterations peeled off. The
/// unrolled body then starts on a multiple of U, so its U loads of
/// `a[i..i+U-1]` are aligned and the load/store vectorizer makes them
/// 128-bit loads.
///
/// Why: LLVM unrolls such a loop with the remainder as an exit in the middle
/// of the body, each unrolled copy starting at 1 + 8k; the loads stay scalar,
/// and ptxas does not vectorize them either. nvcc's SASS has LDS.128 there
/// (realcode viterbi_hmm_decode_backtrack: a 63-step arg-max over a shared
/// row unrolled by 8 ran at 0.31x nvcc on the H200, 16 scalar LDS against
/// four LDS.128 per 8 steps, with the 32-way bank conflicts of the row
/// stride paid per load).
class PeelToAlignedUnrollPass : public llvm::PassInfoMixin<PeelToAlignedUnrollPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &f, llvm::FunctionAnalysisManager &am);
};

} // namespace kiln

#endif
