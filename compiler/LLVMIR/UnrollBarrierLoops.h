//===- UnrollBarrierLoops.h - nvcc-like unrolling of barrier loops -*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_UNROLLBARRIERLOOPS_H
#define KILN_COMPILER_LLVMIR_UNROLLBARRIERLOOPS_H

#include "llvm/IR/PassManager.h"

namespace kiln {

/// Unrolls by 4 the innermost loops that hold a block barrier and run a
/// constant number of times too large for LLVM to unroll them completely
/// (the wavefront loop of a Needleman-Wunsch tile: 31 anti-diagonals, one
/// __syncthreads each), as nvcc does. LLVM will not: a barrier is
/// `convergent`, and it only unrolls such loops by factors that divide the
/// trip count. The copies keep their exit tests; the trip count is a
/// constant, so every thread of the block takes the same exit and each
/// barrier stays under uniform control (which kilnc's sync verifier has
/// established for every barrier of the program already).
///
/// Loops whose trip count is known only at run time are unrolled as well
/// (by 4, or by 2 for larger bodies, with an epilogue loop), as nvcc does,
/// when that trip count is block-uniform: its SCEV is built only from kernel
/// arguments, constants and ntid/nctaid/ctaid reads, so every thread runs the
/// unrolled loop and the epilogue equally often and no barrier ends up under
/// divergent control. Other trip counts keep their loops rolled.
///
/// The same holds for the loops with no barrier whose every iteration runs a
/// full-warp sync (`__shfl_xor_sync(0xffffffff, ...)`, a warp-per-row dot
/// product's reduction): all 32 lanes must run each such call together, so
/// every lane of a warp runs the loop equally often, whatever its trip count
/// (`for (j = warp; j < n; j += warps)`). nvcc unrolls these by 4 too
/// (flash_decoding_splitk's per-key scores: four keys' loads and shuffle
/// trees in flight instead of one, rolled at 0.74x nvcc).
class UnrollBarrierLoopsPass
    : public llvm::PassInfoMixin<UnrollBarrierLoopsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &f,
                              llvm::FunctionAnalysisManager &am);
};

} // namespace kiln

#endif
