//===- InlinePtxFeatures.h - target features inline PTX needs --*- C++ -*-===//
//
// The frontend passes `asm("...")` text through to PTX, where ptxas is the
// first to see that sm_90 has no `tcgen05.ld`. kilnc's target check reads
// the instructions instead, so an instruction the target lacks is an error
// at the asm statement naming the targets that have it, and one that needs
// a newer PTX ISA raises the ISA kilnc chooses.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_TARGET_INLINEPTXFEATURES_H
#define KILN_COMPILER_TARGET_INLINEPTXFEATURES_H

#include "compiler/Target/Target.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace kiln {

struct InlinePtxFeature {
  Feature feature;
  std::string instruction; ///< the first instruction that needs it
};

/// The features the instructions of `asmString` (LLVM inline-asm syntax)
/// need beyond sm_80 and PTX 7.0, each once, in order of first use.
llvm::SmallVector<InlinePtxFeature, 1>
inlinePtxFeatures(llvm::StringRef asmString);

} // namespace kiln

#endif
