//===- ReleaseUnrolledLoops.h - let ptxas unroll Kiln-unrolled loops -*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_RELEASEUNROLLEDLOOPS_H
#define KILN_COMPILER_LLVMIR_RELEASEUNROLLEDLOOPS_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class Loop;
class LLVMContext;
class MDNode;
} // namespace llvm

namespace kiln {

/// The loop attribute naming a loop that Kiln's nvcc-like unrolling
/// (RuntimeUnrollHints, UnrollBarrierLoops) unrolled: its
/// llvm.loop.unroll.disable only stops LLVM unrolling it a second time.
inline constexpr const char *kPtxasMayUnrollAttr = "kiln.loop.ptxas_may_unroll";

/// `llvm.loop.unroll.followup_unrolled` for a loop whose unrolling Kiln asks
/// LLVM for: the unrolled loop gets unroll.disable and kPtxasMayUnrollAttr
/// (its remainder loop gets only unroll.disable, LLVM's default).
llvm::MDNode *unrolledLoopFollowup(llvm::LLVMContext &ctx);

/// Marks a loop that Kiln has just unrolled itself.
void markPtxasMayUnroll(llvm::Loop &loop);

/// Last of the LLVM pipeline: drops llvm.loop.unroll.disable (and the marker)
/// from the loops marked kPtxasMayUnrollAttr. NVPTX prints
/// `.pragma "nounroll"` for unroll.disable, and ptxas then keeps the loop as
/// it is; nvcc's PTX has that pragma only on remainder loops and loops the
/// user wrote `#pragma unroll 1` on, so ptxas unrolls nvcc's x4 main loops
/// further (spmv_csr_scalar: x16 with x8 and x4 steps) and not Kiln's.
/// A loop with a conditional branch inside its body and more than three
/// conditions live across it keeps its nounroll: ptxas's further unrolling
/// of it if-converts the copies under the few predicate registers left and
/// serialises their loads.
class ReleaseUnrolledLoopsPass : public llvm::PassInfoMixin<ReleaseUnrolledLoopsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &f, llvm::FunctionAnalysisManager &am);
};

} // namespace kiln

#endif
