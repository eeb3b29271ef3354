//===- ContractLikeNvvm.h - fma contraction where nvcc's NVVM forms it -*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_CONTRACTLIKENVVM_H
#define KILN_COMPILER_LLVMIR_CONTRACTLIKENVVM_H

#include "llvm/IR/PassManager.h"

namespace kiln {

/// Lets instruction selection fuse a contractable fmul into an fma only
/// where nvcc's NVVM does: every user of the product an fadd, at most four
/// of them. NVPTX's selection fuses a product into every contractable
/// fadd/fsub user however many other uses it has (aggressive fusion); NVVM
/// leaves those, and every mul + sub, as `mul.f32` + `sub.f32` for ptxas to
/// decide. The difference is in the results, not only the speed: with
/// `p = a*b; q = p - p`, q is 0 (or NaN where p overflowed) under nvcc, the
/// product's rounding error (or -inf) under an aggressive fma.
///
/// The other products reach their add/sub/neg users through
/// llvm.arithmetic.fence, which selection cannot look through; the fmul
/// keeps its `contract` flag so that it is still printed as `mul.f32`
/// (without the flag it would be `mul.rn.f32`, which ptxas may not fuse).
/// First, `x - y * C` becomes `x + y * -C` when the product has no other use
/// (NVVM's rewrite, also through `x - (y * C) * z`), so that it fuses as an
/// add: nvcc's fma(y, -C, x).
/// Run last, on the optimised IR, so that the uses counted are codegen's.
class ContractLikeNvvmPass : public llvm::PassInfoMixin<ContractLikeNvvmPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &f,
                              llvm::FunctionAnalysisManager &am);
};

} // namespace kiln

#endif
