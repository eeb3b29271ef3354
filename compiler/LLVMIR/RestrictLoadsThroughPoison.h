//===- RestrictLoadsThroughPoison.h - ld.global.nc past poison -*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_RESTRICTLOADSTHROUGHPOISON_H
#define KILN_COMPILER_LLVMIR_RESTRICTLOADSTHROUGHPOISON_H

#include "llvm/IR/PassManager.h"

namespace kiln {

/// Last in the IR pipeline: in a kernel, a load whose address can only be
/// based on `const T *__restrict__` parameters (noalias and read-only), or on
/// poison, gets `!invariant.load`, which the backend selects as ld.global.nc.
///
/// Why: the backend's own tagging (NVPTXTagInvariantLoads) wants every object
/// under the address to be such a parameter, and the runtime unroller leaves
/// poison in the phis of a remainder loop's exit (`phi [poison, %preheader],
/// [%p, %loop]`, the value the skipped loop would have had). A pointer that
/// walks a buffer through two unrolled loops reaches one, and all its loads
/// were plain ld.global: realcode jpeg_huffman_restart_segments_bitreader's
/// bit reader (`const uint8_t *__restrict__ stream`) had 20 ld.global.b8
/// where nvcc has 28 ld.global.nc.u8. A load through poison is undefined, so
/// the poison cannot name memory the kernel writes.
///
/// The loads may still be generic here (InferAddressSpaces makes them global
/// in the backend); the metadata stays with them, and the backend selects
/// .nc only for global ones.
class RestrictLoadsThroughPoisonPass
    : public llvm::PassInfoMixin<RestrictLoadsThroughPoisonPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &f, llvm::FunctionAnalysisManager &am);
};

} // namespace kiln

#endif
