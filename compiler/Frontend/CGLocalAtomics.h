//===- CGLocalAtomics.h - atomics on a thread's own local variable --------===//
//
// PTX atomics act on global or shared memory; an atomic on a local variable
// (`int n = 0; atomicAdd(&n, 1);`, an atomic_ref on a local) compiles under
// nvcc to a kernel that traps. Local memory is the thread's own, so no other
// thread sees it mid-update: a plain read-modify-write is the atomic's
// meaning, and kilnc emits that.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_FRONTEND_CGLOCALATOMICS_H
#define KILN_FRONTEND_CGLOCALATOMICS_H

#include "dialects/simt/IR/SimtDialect.h"

#include "mlir/IR/Builders.h"

namespace kiln::frontend {

/// Whether `ptr` addresses local memory and `value` is a scalar the plain
/// read-modify-write below handles (an integer or float).
bool isLocalScalarAtomic(mlir::Value ptr, mlir::Type value);

/// `old = *ptr; *ptr = old <kind> v; return old`, with atomicInc/atomicDec's
/// wrap-around.
mlir::Value emitLocalAtomicRMW(mlir::OpBuilder &b, mlir::Location l, simt::AtomicKind kind,
                               mlir::Value ptr, mlir::Value v);

/// `old = *ptr; if (old == cmp) *ptr = val; return old` (integers).
mlir::Value emitLocalAtomicCAS(mlir::OpBuilder &b, mlir::Location l, mlir::Value ptr,
                               mlir::Value cmp, mlir::Value val);

} // namespace kiln::frontend

#endif
