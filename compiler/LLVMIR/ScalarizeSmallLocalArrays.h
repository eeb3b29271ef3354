//===- ScalarizeSmallLocalArrays.h - small local arrays as registers -*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_SCALARIZESMALLLOCALARRAYS_H
#define KILN_COMPILER_LLVMIR_SCALARIZESMALLLOCALARRAYS_H

#include "llvm/IR/PassManager.h"

namespace kiln {

/// A local array of at most 8 scalars of 4 or 8 bytes, indexed at run time
/// and otherwise only loaded and stored element by element (as its element
/// type or an integer or float of the same width), becomes one
/// scalar per element: a load at a run-time index selects among the
/// elements, a store writes each element it may hit. SROA then keeps the
/// scalars in registers. An element may be a scalar wrapped in one-member
/// structs (`struct Accum { int n; }`), accessed as that scalar.
///
/// Why: ptxas does this itself (a small dynamically indexed local array
/// with no local frame) only when local addresses are 64-bit, and Kiln's PTX
/// has 32-bit ones (nvptx-short-ptr, chosen for shared-memory addresses:
/// LLVM has one switch for shared, constant and local). Measured with ptxas
/// 13.0 on the same LLVM IR: `const float table[3] = {...}; table[m]` and
/// libdevice's sinf/cosf reduction table kept 16-32 byte local frames with
/// 32-bit addresses, none with 64-bit; nvcc's PTX (64-bit locals) has none.
///
/// Arrays of up to 64 4-byte scalars qualify too when their run-time-indexed
/// accesses are outside loops, at most 4 of them, choosing among at most 128
/// elements in all: the largest cases ptxas (64-bit locals) still keeps in
/// registers, measured with ptxas 13.0 on nvcc's PTX (16 x 4, 32 x 4 and
/// 64 x 2 accesses: no frame; 16 x 8, 32 x 8, 64 x 4, or any in a loop: a
/// frame). ChaCha20's keystream word ks[(i % 64) / 4] of 16 kept a 64-byte
/// frame (realcode chacha20_keystream_xor; nvcc none).
class ScalarizeSmallLocalArraysPass
    : public llvm::PassInfoMixin<ScalarizeSmallLocalArraysPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &f, llvm::FunctionAnalysisManager &am);
};

} // namespace kiln

#endif
