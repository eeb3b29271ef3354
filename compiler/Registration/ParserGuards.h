//===- ParserGuards.h - reject input that crashes MLIR's parser -*- C++ -*-===//
//
// Both tools read .mlir text with the MLIR 22 parser, which has known crashes
// (dense arrays of index; a block label defined twice after a forward
// reference to its arguments). The guard finds such input first and reports
// it as an error at its location, so no input crashes kilnc or kiln-opt.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_REGISTRATION_PARSERGUARDS_H
#define KILN_COMPILER_REGISTRATION_PARSERGUARDS_H

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace llvm {
class MemoryBuffer;
} // namespace llvm

namespace kiln {

/// Where `text` holds a construct the MLIR parser crashes on, and why.
struct ParserCrasher {
  size_t offset;
  std::string message;
};
std::optional<ParserCrasher> findParserCrasher(llvm::StringRef text);

/// Prints an error at the first crasher of `buffer` (Clang/MLIR format) and
/// returns true if there is one.
bool reportParserCrasher(const llvm::MemoryBuffer &buffer);

} // namespace kiln

#endif
