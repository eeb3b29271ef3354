//===- SyncFactAttrs.h - facts for the sync checks, as attributes -*- C++ -*-===//
//
// Discardable attributes that tell the sync checks what the source or the
// command line states. SimtDialect::verifyOperationAttribute checks them.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_DIALECTS_SIMT_IR_SYNCFACTATTRS_H
#define KILN_DIALECTS_SIMT_IR_SYNCFACTATTRS_H

#include "llvm/ADT/StringRef.h"

namespace kiln::simt {

/// On a kernel: the block shape its body states with
/// `__builtin_assume(blockDim.x == 16)`, array<i32: x, y, z> with 0 where a
/// dimension is not stated; the race check takes only shapes that agree.
inline constexpr llvm::StringLiteral kAssumedBlockDimAttrName = "simt.assumed_block_dim";

/// On the module (kilnc --sync-trust-constant-initializers=false): the host
/// may rewrite initialised __constant__ tables, so the sync checks do not
/// read their initial contents.
inline constexpr llvm::StringLiteral kUntrustedConstantInitializersAttrName =
    "simt.untrusted_constant_initializers";

} // namespace kiln::simt

#endif
