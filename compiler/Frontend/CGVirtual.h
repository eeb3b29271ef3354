//===- CGVirtual.h - virtual functions: vtables and dispatch ----*- C++ -*-===//
//
// CGVirtual.cpp says how classes with virtual functions are compiled.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_FRONTEND_CGVIRTUAL_H
#define KILN_COMPILER_FRONTEND_CGVIRTUAL_H

#include "compiler/Frontend/CodeGen.h"

namespace kiln::frontend {

/// The vtable of dynamic class `rd` (made on first use); null after a
/// diagnostic.
kiln::simt::GlobalOp getVTable(ModuleGen &cgm, const clang::CXXRecordDecl *rd,
                               clang::SourceLocation where);

/// A constructor's store of its class's vtable address point into `object`.
void storeVPtr(FunctionGen &fg, const clang::CXXRecordDecl *rd, mlir::Value object,
               mlir::Location l, clang::SourceLocation where);

/// The function a virtual call of `md` on `self` reaches, as a value of
/// `type` for func.call_indirect; null after a diagnostic.
mlir::Value virtualCallee(FunctionGen &fg, const clang::CXXMethodDecl *md, mlir::Value self,
                          mlir::FunctionType type, mlir::Location l,
                          clang::SourceLocation where);

/// The address of virtual base `vbase` in the `derived` object `p` points to
/// (never null): `p` plus the offset its vtable's vbase-offset slot holds,
/// typed as a pointer to the complete `vbase` in `p`'s address space.
mlir::Value virtualBaseAddress(FunctionGen &fg, mlir::Value p,
                               const clang::CXXRecordDecl *derived,
                               const clang::CXXRecordDecl *vbase, mlir::Location l);

/// In the base-object variant (C2/D2) of a constructor or destructor of a
/// class with virtual bases, the first expression that needs the object's
/// dynamic type (a virtual call, a virtual base, `this` handed on): that
/// needs a construction vtable, which kilnc does not build; null if none.
const clang::Stmt *dynamicTypeUse(const clang::FunctionDecl *structor);

} // namespace kiln::frontend

#endif
