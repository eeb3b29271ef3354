//===- TileLayout.h - where each element of a tile lives -------*- C++ -*-===//
//
// One description for every distributed layout (blocked, slice, mma,
// dot_operand): for each dimension d, the element coordinate of register r
// in thread (lane, warp) is
//
//   c_d = (laneIdx_d * laneScale_d + warpIdx_d * warpScale_d) mod S_d
//         + (regs[r][d] mod S_d)
//   laneIdx_d = (lane / laneStride_d) % laneCount_d   (same for warps)
//
// Offsets >= S_d mark in-thread duplicates; `dupComps` are lane/warp index
// components that only replicate data (a thread owns its elements when they
// are zero, and when its unwrapped base is inside the shape).
//
//===----------------------------------------------------------------------===//
#ifndef KILN_DIALECTS_TILE_IR_TILELAYOUT_H
#define KILN_DIALECTS_TILE_IR_TILELAYOUT_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/SmallVector.h"

#include <tuple>

namespace kiln::tile {

struct DimMap {
  int64_t laneStride = 1, laneCount = 1, laneScale = 0;
  int64_t warpStride = 1, warpCount = 1, warpScale = 0;
};

struct LayoutDesc {
  llvm::SmallVector<int64_t> shape;
  llvm::SmallVector<DimMap> dims;
  /// Per register, the unwrapped constant offset along each dimension.
  llvm::SmallVector<llvm::SmallVector<int64_t, 4>> regs;
  /// Lane/warp components that replicate data (removed slice dimensions,
  /// warps a dot operand does not depend on).
  llvm::SmallVector<DimMap> dupComps;

  size_t numRegs() const { return regs.size(); }
  int64_t rank() const { return shape.size(); }
  /// The constant part of register r's coordinate along d (wrapped).
  int64_t regCoord(size_t r, int64_t d) const {
    return regs[r][d] & (shape[d] - 1);
  }
  /// True when register r repeats an element another register of the same
  /// thread holds.
  bool regIsDup(size_t r) const {
    for (int64_t d = 0; d < rank(); ++d)
      if (regs[r][d] >= shape[d])
        return true;
    return false;
  }
};

/// The layout description of a tile type with a distributed encoding.
mlir::FailureOr<LayoutDesc> getLayoutDesc(mlir::RankedTensorType type,
                                          int64_t numWarps);

/// What the lanes and warps of one dimension of size `size` contribute to
/// its coordinates, comparable between layouts: a component whose scale is a
/// multiple of the size only replicates (a 128-element row spread over 4
/// warps of 32 x 4 elements each), the same as no component.
std::tuple<int64_t, int64_t, int64_t, int64_t, int64_t, int64_t>
dimSignature(const DimMap &m, int64_t size);

/// True when both types' layouts give every thread the same elements in the
/// same registers: converting between them is a register rename.
bool sameRegisters(mlir::RankedTensorType a, mlir::RankedTensorType b,
                   int64_t numWarps);

/// The widest vector (elements, at most 16 bytes) a thread's registers
/// form along the last dimension, with the registers of each vector in
/// `groups`: 1 when none (then `groups` is empty). At most `maxElems`
/// elements (a masked access's uniform run). Global loads and stores and
/// identity shared accesses are vectorised so.
int64_t vectorGroups(const LayoutDesc &d, mlir::Type elem,
                     llvm::SmallVectorImpl<llvm::SmallVector<size_t>> &groups,
                     int64_t maxElems = 16);

/// Per-dimension register offsets of a blocked layout over `size` elements.
llvm::SmallVector<int64_t> blockedDimOffsets(unsigned spt, unsigned tpw,
                                             unsigned wpc, int64_t size);

/// Whether an (m x k) @ (k x n) dot with f32 accumulator fits wgmma (sm_90a)
/// with warps [numWarps, 1]: f16/bf16 inputs, or fp8 (e4m3/e5m2) when B is
/// K-major (`kMajorB`: transposed from an N x K tile; fp8 wgmma has no
/// transpose bit) or f32 as tf32 from a K x N B (transposed by the copy),
/// 64 rows per warpgroup, n a multiple of 64 up to 256 (B in 64-column
/// blocks), k of 32/64/128 bytes (A's rows one swizzle atom: k 16/32/64 for
/// 16-bit inputs, 32/64/128 for fp8, 16/32 for tf32), the accumulator plus
/// ~32 registers for addresses within the per-thread budget (no spills).
bool fitsWarpgroupMma(mlir::Type elem, int64_t m, int64_t n, int64_t k,
                      int64_t numWarps, bool kMajorB);

} // namespace kiln::tile

#endif
