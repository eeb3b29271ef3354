//===- WideIntDivision.h - __int128 division on 64-bit divides -*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_WIDEINTDIVISION_H
#define KILN_COMPILER_LLVMIR_WIDEINTDIVISION_H

#include "llvm/IR/PassManager.h"

namespace kiln {

/// Rewrites `udiv`/`urem`/`sdiv`/`srem` of 65..128-bit integers as long
/// division by 32-bit digits on 64-bit divides (Knuth's algorithm D, two
/// digits of the quotient per 64-bit word, each digit estimate corrected at
/// most twice), with the quotient's high word one 64-bit divide when the
/// divisor fits a word.
///
/// Why: NVPTX has no library routine for these (__udivti3), so LLVM's
/// ExpandLargeDivRem expands them into a shift-subtract loop of one quotient
/// bit per trip: realcode decimal128_fixed_point_cudf_style's `v / 10^k` of
/// a 121-bit product ran ~118 trips of ~25 instructions, 0.20x nvcc's
/// speed; nvcc divides by 32-bit digits, 4 trips. Runs last, when known bits
/// can prove the divisor fits a word (a power of ten, a sign-extended int)
/// and only that path is emitted; divisions by a constant power of two are
/// left to instruction selection's shifts.
class WideIntDivisionPass : public llvm::PassInfoMixin<WideIntDivisionPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &f, llvm::FunctionAnalysisManager &am);
};

} // namespace kiln

#endif
