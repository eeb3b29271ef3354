//===- InlinePtxOpcodes.h - inline PTX instructions that do not exist -*- C++ -*-===//
//
// The frontend passes `asm("...")` text through to PTX. An instruction name
// PTX does not have (a typo, a mangled string) used to reach ptxas with
// kilnc's exit code 0; kilnc names it at the asm statement instead.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_TARGET_INLINEPTXOPCODES_H
#define KILN_COMPILER_TARGET_INLINEPTXOPCODES_H

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace kiln {

/// The first instruction of `asmString` (LLVM inline-asm syntax) whose name
/// (the opcode before its first '.') is no PTX instruction; none when every
/// name is known. Names built from asm operands (`$0`) are not judged.
std::optional<std::string> unknownPtxInstruction(llvm::StringRef asmString);

} // namespace kiln

#endif
