//===- CGConditionalArms.h - Emitting the two arms of `c ? a : b` --------===//
//
// Kept out of CodeGen.h so that the three users (scalar conditionals, glvalue
// conditionals read as values, glvalue conditionals as addresses) are all that
// rebuild when it changes.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_FRONTEND_CGCONDITIONALARMS_H
#define KILN_FRONTEND_CGCONDITIONALARMS_H

#include "mlir/IR/Value.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace kiln::frontend {

class FunctionGen;

/// Emits `cond ? emitTrue() : emitFalse()` with each arm in a block of its own
/// (so neither is evaluated speculatively) and joins the two values on one
/// block argument. Arms of different types join as a generic pointer when they
/// are pointers, else as `mismatchType()`. Returns null when an arm produced
/// no value (its error is already reported).
mlir::Value emitConditionalArms(FunctionGen &fg, mlir::Value cond, mlir::Location l,
                                llvm::function_ref<mlir::Value()> emitTrue,
                                llvm::function_ref<mlir::Value()> emitFalse,
                                llvm::function_ref<mlir::Type()> mismatchType);

} // namespace kiln::frontend

#endif
