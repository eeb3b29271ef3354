//===- PlainVolatileLocals.h - volatile accesses of private locals -*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_PLAINVOLATILELOCALS_H
#define KILN_COMPILER_LLVMIR_PLAINVOLATILELOCALS_H

#include "llvm/IR/PassManager.h"

namespace kiln {

/// Volatile loads and stores of a local whose address never escapes (only
/// loaded and stored through, via GEPs and casts) become plain ones, so SROA
/// keeps the local in registers.
///
/// Why: PTX has no volatile access to local memory (ld.volatile and
/// st.volatile are for .global, .shared and generic addresses), so nvcc's PTX
/// reads and writes a `volatile float4 p` local with plain st.local/ld.local
/// and ptxas keeps it in registers. Kiln kept the volatile loads, which SROA
/// does not promote, and LLVM's NVPTX backend then stored into the frame
/// through the generic stack pointer (st.b32 [%SP]), which ptxas does not
/// promote: realcode particles_cell_hash_start's calcHashD kept a 16-byte
/// frame (nvcc none). No other thread or agent can see a thread's local
/// memory, so the accesses were not observable.
class PlainVolatileLocalsPass
    : public llvm::PassInfoMixin<PlainVolatileLocalsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &f, llvm::FunctionAnalysisManager &am);
};

} // namespace kiln

#endif
