//===- OrderGlobalsByDependency.h - globals after what they point to -*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_ORDERGLOBALSBYDEPENDENCY_H
#define KILN_COMPILER_LLVMIR_ORDERGLOBALSBYDEPENDENCY_H

#include "llvm/IR/PassManager.h"

namespace kiln {

/// Moves every global variable after the global variables its initializer
/// refers to (a depth-first order from the module's own, operands in order),
/// so that the PTX is the same on every run. NVPTX's printer must declare a
/// global before an initializer names it and, in LLVM 22, visits a global's
/// not-yet-printed dependencies through a DenseSet of pointers: a table of
/// string pointers (`{"hann", "ramp", ...}`) came out in a different order
/// from run to run. With the dependencies first, the printer finds each one
/// already printed and keeps the module's order. Cycles keep their order.
class OrderGlobalsByDependencyPass
    : public llvm::PassInfoMixin<OrderGlobalsByDependencyPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &m, llvm::ModuleAnalysisManager &am);
};

} // namespace kiln

#endif
