//===- IsolateFloatBits.h - float bits narrowed as integers -*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_ISOLATEFLOATBITS_H
#define KILN_COMPILER_LLVMIR_ISOLATEFLOATBITS_H

#include "llvm/IR/PassManager.h"

namespace kiln {

/// Last of the LLVM pipeline: the bits of a floating-point value that are
/// narrowed as an integer (`trunc`/`extractelement` of a `bitcast` from
/// float, double, half, bfloat or a vector of them) and stored are read
/// through an opaque `mov.b<N>` first; so are the bits of a floating-point
/// store aligned below its size (a float field of a packed struct), which the
/// backend splits into narrow stores.
///
/// Why: NVPTX keeps floats in untyped .b32/.b64 registers, so `*(char*)&f`
/// becomes `add.f32 %r4, ...; st.global.b8 [..], %r4;`. ptxas (13.0 and the
/// 580 driver's JIT) types %r4 by the instruction that wrote it and compiles
/// the narrow store of an f32 register as a float-to-integer conversion
/// (F2IP.U8.F32 / F2I.U16): 1.0f's low byte is stored as 1, not 0. nvcc's
/// PTX moves the float register into a .b32 one before such a store; a
/// `mov.b32` between them costs nothing in SASS (ptxas coalesces it) and
/// makes the store see integer bits (measured on the H200, test/e2e
/// cxx.base_tail_padding and constructs/float_bytes.cu).
class IsolateFloatBitsPass : public llvm::PassInfoMixin<IsolateFloatBitsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &f, llvm::FunctionAnalysisManager &am);
};

} // namespace kiln

#endif
