//===- SharedBankConflicts.h - what a conversion costs in shared memory -*- C++ -*-===//
//
// A layout conversion through shared memory is one store per source
// register (or 16-byte vector of registers) and one load per destination
// register (or vector), each executed by every warp. Shared memory has 32
// banks of 4 bytes: a warp-wide access is served in "wavefronts", one per
// distinct 4-byte word a bank must deliver (lanes reading or writing the
// same word share it). 8-byte accesses are served per half warp, 16-byte
// ones per quarter warp, so a 16-byte access costs at least 4 wavefronts
// and a conflict-free one exactly that.
//
// This file evaluates those addresses for every lane of every warp, exactly
// as the lowering computes them (TileLayout.h's coordinates, the XOR swizzle
// of #tile.shared as FuncLowering::linearIndex builds it), and picks the
// swizzle of a conversion's scratch buffer that costs the fewest wavefronts
// for both sides together (tile-convert-layouts).
//
//===----------------------------------------------------------------------===//
#ifndef KILN_DIALECTS_TILE_IR_SHAREDBANKCONFLICTS_H
#define KILN_DIALECTS_TILE_IR_SHAREDBANKCONFLICTS_H

#include "dialects/tile/IR/TileDialect.h"
#include "dialects/tile/IR/TileLayout.h"

namespace kiln::tile {

/// The element offset of coordinate `c` in a row-major buffer of `shape`
/// laid out by `swz` (2-D buffers with maxPhase > 1 are swizzled:
/// col' = ((col / vec) ^ ((row / perPhase) % maxPhase)) * vec + col % vec).
int64_t sharedElementOffset(llvm::ArrayRef<int64_t> c,
                            llvm::ArrayRef<int64_t> shape, SharedAttr swz);

/// Wavefronts of one warp-wide shared access: `laneBytes[l]` is lane l's
/// byte address (negative: the lane does not access), `bytes` what each
/// lane moves (1, 2, 4, 8 or 16).
int64_t warpWavefronts(llvm::ArrayRef<int64_t> laneBytes, int64_t bytes);

/// The vector width (elements) the lowering uses to store (or load) the
/// registers of layout `d` into a buffer of `shape` laid out by `swz`, with
/// the registers of each vector in `groups`: the layout's own vectors
/// (vectorGroups) when the swizzle keeps them contiguous, else 1.
int64_t sharedVectorGroups(const LayoutDesc &d, mlir::Type elem,
                           SharedAttr swz, llvm::ArrayRef<int64_t> shape,
                           llvm::SmallVectorImpl<llvm::SmallVector<size_t>> &groups);

struct SharedAccessCost {
  int64_t wavefronts = 0;   // summed over all warps and accesses
  int64_t instructions = 0; // warp-wide accesses, summed over warps
  /// Wavefronts the same accesses would take without any conflict.
  int64_t conflictFree = 0;
};

/// What writing (`store`: registers a thread repeats are skipped, as the
/// lowering does) or reading every register of layout `d` to or from a
/// buffer of `shape` laid out by `swz` costs, over `numWarps` warps.
SharedAccessCost sharedAccessCost(const LayoutDesc &d, mlir::Type elem,
                                  int64_t numWarps, SharedAttr swz,
                                  llvm::ArrayRef<int64_t> shape, bool store);

/// The scratch layout of a conversion from `src` to `dst` (both with
/// distributed encodings, the buffer shaped as `dst`) that costs the fewest
/// shared-memory wavefronts for its stores and loads together, among XOR
/// swizzles (vec, perPhase, maxPhase); `fallback` when it is as good as the
/// best, or when the conversion is not a 2-D one the model covers.
SharedAttr chooseConversionScratch(mlir::RankedTensorType src,
                                   mlir::RankedTensorType dst,
                                   int64_t numWarps, SharedAttr fallback);

} // namespace kiln::tile

#endif
