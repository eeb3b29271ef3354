//===- CollectiveInlineAsm.h - which inline PTX may be a collective -*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_COLLECTIVEINLINEASM_H
#define KILN_COMPILER_LLVMIR_COLLECTIVEINLINEASM_H

#include "llvm/ADT/StringRef.h"

namespace kiln {

/// Whether the PTX of an inline asm statement may hold an instruction that
/// every thread of a warp or block must reach together: a barrier
/// (`bar`, `barrier`), anything `.sync` or `.aligned` (shfl.sync, vote.sync,
/// mma.sync.aligned, ldmatrix, wgmma, elect.sync, ...), `activemask`, a call
/// or a branch, a label (two copies of the asm would define it twice), or
/// any instruction Kiln does not know. Such an asm stays convergent in LLVM
/// IR, as clang keeps every asm, and LLVM neither copies nor sinks it. An asm made only of
/// per-thread instructions (loads and stores with cache hints, cvt, prmt,
/// lop3, arithmetic, atomics, fences) is not: a loop around one may then be
/// unrolled with a remainder, as nvcc unrolls it (a `lop3` sign-bit loop
/// kept one load in flight per thread).
bool mayBeCollectiveAsm(llvm::StringRef ptx);

} // namespace kiln

#endif
