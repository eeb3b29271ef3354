//===- CGCleanup.h - destructors at scope exit ------------------*- C++ -*-===//
//
// CGCleanup.cpp says which destructors kilnc runs; this is what the
// expression emitters need of it.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_FRONTEND_CGCLEANUP_H
#define KILN_COMPILER_FRONTEND_CGCLEANUP_H

#include "compiler/Frontend/CodeGen.h"

namespace kiln::frontend {

/// A temporary whose class has a non-trivial destructor: kilnc does not
/// destroy temporaries yet, and says so where one is made.
void warnTemporaryNotDestroyed(ModuleGen &cgm, const clang::CXXBindTemporaryExpr *e);

} // namespace kiln::frontend

#endif
