//===- TypeLayout.h - sizes and alignments of simt-level types --*- C++ -*-===//
//
// The NVPTX data layout for the types the frontend emits. Structs arrive as
// packed !llvm.struct with explicit padding, so their size is the sum of
// their fields.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_TARGET_TYPELAYOUT_H
#define KILN_COMPILER_TARGET_TYPELAYOUT_H

#include "mlir/IR/Types.h"

#include <cstdint>

namespace kiln {
uint64_t typeSizeInBytes(mlir::Type type);
uint64_t typeAlignInBytes(mlir::Type type);
} // namespace kiln

#endif
