//===- PressureAwareSinking.h - sinking that weighs live registers -*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_PRESSUREAWARESINKING_H
#define KILN_COMPILER_LLVMIR_PRESSUREAWARESINKING_H

#include "llvm/IR/PassManager.h"

namespace kiln {

/// Last in the IR pipeline, in place of InstCombine's sinking (kilnc turns it
/// off) and ahead of MachineSink's, which weighs nothing:
///  - an instruction whose uses all lie under a successor that only its
///    block enters moves there, as InstCombine would move it, when that
///    keeps no more registers of its operands live into the successor than
///    its own result took (addresses and predicates move regardless, as
///    InstCombine moved them: selection folds them into the memory
///    instruction or branch that uses them);
///  - an instruction MachineSink could move (into any successor its block
///    dominates, a join included, or onto the edge into a phi) whose move
///    would keep more registers live gets a use at the end of its own block
///    (`llvm.fake.use`, which emits no instruction): it stays, and so do the
///    operands it reads.
///
/// Why: neither LLVM sinking weighs register pressure. In a k-loop's last
/// step, InstCombine moved the first fma chain into the bounds-checked store
/// of its result and MachineSink the other fifteen, so all 128 shared-memory
/// operands were live at once: MAGMA's DGEMM took 255 registers and 300
/// bytes of spills where nvcc's takes 64 (now 64). A Sobol generator's
/// 64-term xor chain went onto the edge into its loop, past the loop's guard
/// and away from the 64 loads it reads: 148 registers where nvcc's takes 32
/// (now 32). test/Target/pressure-aware-sinking.cu.
class PressureAwareSinkingPass : public llvm::PassInfoMixin<PressureAwareSinkingPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &f, llvm::FunctionAnalysisManager &am);
};

} // namespace kiln

#endif
