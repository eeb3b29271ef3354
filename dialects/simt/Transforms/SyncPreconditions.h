//===- SyncPreconditions.h - what the sync passes expect of their input -*- C++ -*-===//
//
// simt-verify-sync and simt-insert-barriers analyse values, not memory: they
// expect kilnc's preparation (mem2reg, the inliner, canonicalize, cse;
// `kiln-opt --kiln-simt-pipeline --dump-pass-pipeline` lists it). On the
// frontend's output every local variable is still a simt.alloca read and
// written through loads and stores, so a condition that reads one looks
// thread-dependent and the checks report races and divergent collectives
// that are not there. The passes refuse such input with an error naming the
// missing step instead (kiln-opt only: kilnc's own pipeline prepares its
// input and turns the check off, as its canonicalize can leave a slot that a
// second mem2reg would still promote).
//
//===----------------------------------------------------------------------===//
#ifndef KILN_DIALECTS_SIMT_TRANSFORMS_SYNCPRECONDITIONS_H
#define KILN_DIALECTS_SIMT_TRANSFORMS_SYNCPRECONDITIONS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/StringRef.h"

namespace kiln::simt {

/// False, with an error at the first one, when `func` still holds a local
/// variable that mem2reg promotes (a scalar simt.alloca used only by plain
/// loads and stores of its slot, and mem2reg run on a copy of `func`
/// promotes something); `pass` names the pass in the message.
bool checkSyncPreconditions(mlir::func::FuncOp func, llvm::StringRef pass);

} // namespace kiln::simt

#endif
