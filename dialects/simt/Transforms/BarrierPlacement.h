//===- BarrierPlacement.h - where a barrier may go ------------*- C++ -*-===//
//
// Shared by the verifier (to name where the missing barrier goes) and the
// insertion pass (to put it there): a barrier must sit in control flow that
// is uniform at its scope, so it is hoisted out of divergent branches.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_DIALECTS_SIMT_TRANSFORMS_BARRIERPLACEMENT_H
#define KILN_DIALECTS_SIMT_TRANSFORMS_BARRIERPLACEMENT_H

#include "dialects/simt/Analysis/Uniformity.h"
#include "dialects/simt/IR/SimtDialect.h"

#include <string>

namespace kiln::simt {

/// True if a branch of `level` makes a barrier of `scope` divergent: the
/// threads of one scope instance may disagree on it.
bool divergesAt(Scope scope, Uniformity level);

/// `if (i >= n) return;` before `op`: exactly one successor of the cf branch
/// leads to `op`, and the others lead out of the function without meeting
/// that path again or reaching a collective of `op`'s kind.
bool isEarlyExit(const DivergentBranch &br, mlir::Operation *op);

/// The op before which a barrier of `scope` ordering `access` goes: `access`
/// itself, or the outermost divergent branch around it. Null (and `blocking`
/// set) when no uniform point exists (e.g. inside a loop left divergently).
mlir::Operation *uniformInsertionPoint(mlir::Operation *access, Scope scope,
                                       UniformityAnalysis &uniformity,
                                       const DivergentBranch **blocking);

/// The source opts `op` out of the sync checks: its function carries
/// `simt.no_sync_check`, or its location lies in a statement marked
/// `[[clang::annotate("kiln.no_sync_check")]]` (the module's
/// `simt.sync_exempt` ranges). Inlined code is judged by both locations.
bool isSyncExempt(mlir::Operation *op);

/// True if `cond` is computed from thread ids (tid, lane, warp id) rather
/// than only from per-thread data (loads, atomics, shuffles): threads that
/// run it can be shown to disagree.
bool dependsOnThreadIds(mlir::Value cond);

/// "line 12" for a file:line:col location, else "this point".
std::string describeLine(mlir::Location loc);

/// How the user spells a barrier of `scope`: "__syncthreads()", ...
llvm::StringRef barrierSpelling(Scope scope);

/// "differs between lanes of a warp", ... : why a branch of `level` splits.
llvm::StringRef divergenceReason(Uniformity level);

} // namespace kiln::simt

#endif
