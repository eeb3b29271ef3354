//===- SignBitsAsIntegers.h - sign-bit masks stay integer ops -*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_SIGNBITSASINTEGERS_H
#define KILN_COMPILER_LLVMIR_SIGNBITSASINTEGERS_H

#include "llvm/IR/PassManager.h"

namespace kiln {

/// After the last InstCombine: `fabs` and `fneg` that InstCombine made of
/// integer sign-bit operations (`bits & 0x7fffffff`, `bits ^ 0x80000000` on a
/// float's bits) go back to `and`/`xor` on the integer, when the operand comes
/// from an integer bitcast, or for the uses that read the result's bits (an
/// integer bitcast, a store).
///
/// Why: in LLVM IR fabs and fneg only change the sign bit, but NVPTX lowers
/// them to PTX abs.f32 / neg.f32, which return a canonical NaN for a NaN input:
/// `__float_as_uint(v) & 0x7fffffffu` of a NaN with a payload gave 0x7fffffff
/// where nvcc (and.b32) keeps the payload (realcode
/// packed_wire_records_pragma_pack on the GPU: 4052 of 4194304 words). nvcc
/// keeps abs.f32 for fabsf() itself, and so does this pass.
class SignBitsAsIntegersPass : public llvm::PassInfoMixin<SignBitsAsIntegersPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &f, llvm::FunctionAnalysisManager &am);
};

} // namespace kiln

#endif
