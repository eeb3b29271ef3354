//===- HoistStaticAllocas.h - fixed-size allocas into the entry block -*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_HOISTSTATICALLOCAS_H
#define KILN_COMPILER_LLVMIR_HOISTSTATICALLOCAS_H

#include "llvm/IR/PassManager.h"

namespace kiln {

/// Moves every fixed-size alloca (and the addrspacecast to .local that
/// follows it) to the top of the entry block. The frontend puts a function's own locals
/// there, but MLIR's inliner leaves an inlined callee's locals where the call
/// was, and LLVM's SROA and mem2reg only promote entry-block allocas: a
/// `float r[4]` filled by an inlined helper, or a struct returned by value,
/// stayed in local memory (st.local/ld.local) where nvcc keeps registers.
/// Each such alloca belongs to one C++ object whose lifetime ends with its
/// scope, so one slot per function (what LLVM's own inliner makes) is exact.
/// Entry-block allocas below other code move up too: the O3 inliner splits
/// the entry block at each libdevice call it inlines, and an alloca after the
/// call left the entry block (a constexpr table after an exp() kept a 48-byte
/// frame of dead stores: realcode boys_function_taylor_grid_eri_ssss).
class HoistStaticAllocasPass
    : public llvm::PassInfoMixin<HoistStaticAllocasPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &f,
                              llvm::FunctionAnalysisManager &am);
};

} // namespace kiln

#endif
