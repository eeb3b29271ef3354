//===- InlinePtxCheck.h - inline PTX checked by ptxas, errors at the asm -*- C++ -*-===//
//
// kilnc passes `asm("...")` text through to PTX. It checks instruction names
// itself (compiler/Target/InlinePtxOpcodes.cpp), but not operands, types or
// qualifiers: a mangled operand list used to give exit 0 and PTX that ptxas
// rejects. When the CUDA toolkit has ptxas, kilnc assembles the PTX of a
// module that holds inline PTX, and an error ptxas reports inside an inline
// PTX block becomes an error at the asm statement that wrote it.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_DRIVER_INLINEPTXCHECK_H
#define KILN_COMPILER_DRIVER_INLINEPTXCHECK_H

#include "compiler/Target/Target.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Location.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace kiln::driver {

/// One inline PTX statement: its template text and where the user wrote it.
struct InlinePtxStatement {
  std::string text;
  mlir::Location loc;
};

/// The module's inline PTX statements, taken before the lowering to LLVM
/// (which keeps the text but not the locations), except those written in
/// files under `kilnHeadersDir` (Kiln's own headers, tested on their own).
std::vector<InlinePtxStatement> collectInlinePtx(mlir::ModuleOp module,
                                                 llvm::StringRef kilnHeadersDir);

/// Assembles `ptx` with `ptxas` for `arch`. Each error ptxas reports on a
/// line of an inline PTX block is an error at the statement(s) whose
/// template produced the block, with ptxas's message. Succeeds when ptxas
/// accepts the PTX, cannot be run, or reports errors only outside inline PTX
/// (those are Kiln's to fix, and its tests assemble every PTX they make).
/// With `newerIsa`, when every error is ptxas asking for a newer PTX ISA
/// (`Feature 'mbarrier.test_wait.parity' requires PTX ISA .version 7.1 or
/// later`: libcu++ writes its inline PTX for the toolkit's ISA), nothing is
/// reported: the newest ISA asked for is stored there and the result is
/// failure, for the caller to emit the PTX again with it.
mlir::LogicalResult checkInlinePtxWithPtxas(
    llvm::ArrayRef<InlinePtxStatement> statements, llvm::StringRef ptx,
    llvm::StringRef arch, llvm::StringRef ptxas, mlir::MLIRContext *context,
    std::optional<PtxVersion> *newerIsa = nullptr);

} // namespace kiln::driver

#endif
