//===- CGVarArgs.h - printf's and C variadic functions' argument buffer ---===//
//
// The variable arguments of a device call travel in one local buffer laid
// out as vprintf's (CGRuntimeCalls.cpp): printf passes it to vprintf, a C
// variadic device function takes it as a trailing pointer parameter and
// reads it with va_arg.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_FRONTEND_CGVARARGS_H
#define KILN_FRONTEND_CGVARARGS_H

#include "compiler/Frontend/CodeGen.h"

namespace kiln::frontend {
/// The arguments of `e` from `first` on, in a local buffer (a null pointer
/// when there are none); `what` names the callee in diagnostics. Null after
/// a diagnostic.
mlir::Value emitVarArgBuffer(FunctionGen &fg, const clang::CallExpr *e, unsigned first,
                             llvm::StringRef what);
/// va_arg(ap, T): the next argument of a variadic function's buffer.
mlir::Value emitVAArg(FunctionGen &fg, const clang::VAArgExpr *e);
} // namespace kiln::frontend

#endif
