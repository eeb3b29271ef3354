//===- LocalLifetimes.h - lifetime markers from where locals are used -*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_LOCALLIFETIMES_H
#define KILN_COMPILER_LLVMIR_LOCALLIFETIMES_H

#include "llvm/IR/PassManager.h"

namespace kiln {

/// Brackets each local that stays in memory with lifetime markers over the
/// part of the function where it may hold a value someone reads: after an
/// access reaches it and before none is reachable any more. The backend's
/// stack colouring then lets locals whose ranges do not meet share a slot.
///
/// Why: the frontend puts every local, and MLIR's inliner every inlined
/// callee's, in the entry block with no scope markers (clang emits them at
/// each scope's ends, and LLVM's inliner at each inlined body's), so each
/// local had a slot of its own for the whole function: a lambda's
/// `char tmp[12]` inlined three times took three slots (realcode
/// csv_fields_optional_span_tuple's render_lines: a 112-byte frame, nvcc's 80).
///
/// A local whose address may escape (stored, converted to an integer,
/// compared, captured by a call or an asm statement) or that already has
/// markers is left alone.
class LocalLifetimesPass : public llvm::PassInfoMixin<LocalLifetimesPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &f, llvm::FunctionAnalysisManager &am);
};

} // namespace kiln

#endif
