//===- UnrollSmallConstantLoops.h - nvcc-like full unrolling -----*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_UNROLLSMALLCONSTANTLOOPS_H
#define KILN_COMPILER_LLVMIR_UNROLLSMALLCONSTANTLOOPS_H

#include "llvm/Transforms/Scalar/LoopPassManager.h"

namespace llvm {
class Loop;
class LoopInfo;
class ScalarEvolution;
} // namespace llvm

namespace kiln {

/// Whether `loop` loads or stores an element of a function-local array (an
/// alloca) at an address that changes inside the loop: an index of the
/// counter, or a select between elements (what SROA leaves of `a[c ? 0 : 3]`).
/// An address that also changes inside an inner loop (`best[j]` under
/// `for (j = 0; j < n; ++j)`) stays a variable in every copy: unrolling
/// `loop` cannot make it a constant, and only multiplies the inner loop.
bool indexesLocalArray(const llvm::Loop &loop, llvm::LoopInfo &loops,
                       llvm::ScalarEvolution &se);

/// Asks for the complete unrolling (`llvm.loop.unroll.full`) of loops that
/// run a constant number of times, at most 16, when the copies stay under
/// 2500 instructions, as nvcc unrolls them. LLVM's own limit (300 at O3)
/// kept `for (k = 0; k < 8; ++k)` around a cosf(0.785398f * k) rolled, with
/// the range reduction and its local-memory table in every iteration;
/// unrolled, the math on each constant k folds away (a ray caster went from
/// 0.55x to 1.03x nvcc, an FFT's ten barrier-separated stages from 1.04x to
/// 1.82x). Loops of up to 64 trips with no convergent call are unrolled
/// completely while the copies stay under 600 instructions, nvcc's limit
/// for them (LLVM's 300 left minhash's 32-step uint4 compare by 4). Barrier
/// loops keep LLVM's limit and UnrollBarrierLoops' by-4 rule: nvcc unrolls
/// a 31-step wavefront by 4, not completely. Runs right before
/// LoopFullUnrollPass (the late-loop-optimizations extension point), where
/// IndVarSimplify has made the trip count known. Loops with an unroll
/// pragma of the user's are left to it. A loop that addresses a local array
/// by its counter may run up to 128 times: unrolled, the addresses are
/// constants and the array lives in registers, as nvcc's does (realcode
/// limits_array_span_segments: `halves[i < 32 ? 0 : 1].add(v[i])` over 64
/// elements kept a local frame; nvcc's has none). An address that also
/// changes in an inner loop left rolled does not count: no copy makes it a
/// constant (static_vector_placement_new_tie_topk's 32-list merge into an
/// insertion-sorted local top-8 became 32 copies of the sort, 3509 PTX lines
/// against nvcc's 387).
class UnrollSmallConstantLoopsPass
    : public llvm::PassInfoMixin<UnrollSmallConstantLoopsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Loop &loop, llvm::LoopAnalysisManager &am,
                              llvm::LoopStandardAnalysisResults &ar,
                              llvm::LPMUpdater &updater);
};

} // namespace kiln

#endif
