//===- LaunchShapes.h - the block shapes a kernel is checked for -*- C++ -*-===//
//
// Whether `t[threadIdx.y + j][threadIdx.x]` races depends on blockDim: it is
// race-free for the 32x8 block the code is written for and racy for 64x4.
// Policy: the kernel is checked under every candidate shape (powers of two
// per dimension it reads, at most the launch bound or 1024 threads; exactly
// `simt.block_threads` where the compiler chose it), except shapes under
// which an access that every thread executes would index a shared array out
// of bounds (the author cannot be using those). A race under any remaining
// shape is reported with that shape.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_DIALECTS_SIMT_ANALYSIS_LAUNCHSHAPES_H
#define KILN_DIALECTS_SIMT_ANALYSIS_LAUNCHSHAPES_H

#include "dialects/simt/Analysis/ThreadFunction.h"
#include "dialects/simt/Analysis/Uniformity.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"

namespace kiln {

struct CandidateShapes {
  /// Largest first. 1-D kernels get 1-D shapes (x = thread count).
  llvm::SmallVector<BlockShape> shapes;
  bool oneDimensional = true;
  /// The shape is fixed (block_threads): never discard it.
  bool exact = false;
  /// The most threads a block can have (launch bound, else 1024).
  unsigned maxThreads = 1024;
  /// The kernel is written for whole warps (it divides blockDim.x by the
  /// warp size, or runs full-mask warp collectives): shapes whose x (for
  /// `blockDim.x / 32`) or thread count is not a multiple of 32 are not
  /// candidates. Diagnostics say so.
  bool assumesWarpMultiple = false;
  /// 2-D kernels that flatten the thread index as `threadIdx.y * C +
  /// threadIdx.x`: only blockDim.x == C is a candidate (0: no assumption).
  unsigned flatRowLength = 0;
  /// The flat index's shared accesses sit at constant offsets whose gcd g
  /// with C is below C (`sdata[ty * 64 + tx + 16 * r]`): g threads per row
  /// is consistent too. When the offsets are exactly 0, g, ..., C - g (each
  /// of the row's g threads owns C / g elements, VkFFT's 16x8 block) x == C
  /// would carry the last offsets past the row, and only x == g is a
  /// candidate (flatRowOnlyThreads); otherwise both are (0: none).
  unsigned flatRowThreads = 0;
  bool flatRowOnlyThreads = false;
  /// `__builtin_assume(blockDim.x == 16)` in the kernel
  /// (`simt.assumed_block_dim`, 0 where a dimension is not stated): only
  /// shapes that agree are candidates.
  unsigned statedDims[3] = {0, 0, 0};
  /// How the kernel's threads split into rows is stated (every thread
  /// dimension it reads but the outermost is fixed by statedDims), or
  /// there is nothing to split (1-D, a fixed block size). Otherwise a
  /// collision that only some splits of a block have is a guess
  /// (SyncRaceChecks.cpp): a warning, not an error.
  bool splitStated = false;
  /// 2-D/3-D kernels that split threadIdx.x into groups of C lanes
  /// (`threadIdx.x / C`, `% C`, `& (C - 1)`, `>> log2(C)`, also of
  /// `threadIdx.x + k`; C a power of two up to the warp size): only shapes
  /// whose x is a multiple of the largest such C are candidates, so the
  /// groups are whole and, for C = 32, threadIdx.x is the lane (Apex's
  /// `(threadIdx.x + (1 << l)) & 31` with a (32, 8) block). 0: none.
  unsigned xGroup = 0;
  /// The source line of the op that sets xGroup (for diagnostics).
  unsigned xGroupLine = 0;
  /// xGroup is 32 because threadIdx.x indexes a shared array dimension of 32
  /// slots, one per lane, in a kernel with full-mask warp collectives
  /// (`carry[threadIdx.x]` with `unsigned carry[32]`): the kernel is written
  /// with threadIdx.x as the lane, so its rows (threadIdx.y) are whole warps.
  bool xGroupFromLaneSlots = false;
  /// 2-D/3-D kernels whose loops from threadIdx.x all step by one
  /// constant C (`for (col = tid; col < n; col +=
  /// block_size)`): only blockDim.x == C is a candidate (with more threads
  /// per row, thread t + C would redo thread t's elements; with fewer, some
  /// would be skipped). 0: none.
  unsigned rowStride = 0;
  /// The source line of the loop that sets rowStride (for diagnostics).
  unsigned rowStrideLine = 0;
  /// 2-D/3-D kernels whose loops from threadIdx.y all step by one constant
  /// C (`for (r = threadIdx.y; r < 64; r += 8)`, a tile's rows walked by
  /// the rows of the block): only blockDim.y == C is a candidate, for the
  /// reason rowStride gives; a launch bound bounds the product, not the
  /// split, so it applies with one. 0: none.
  unsigned colStride = 0;
  unsigned colStrideLine = 0;
  /// 1-D kernels without a launch bound whose work loops start at
  /// threadIdx.x and step by a constant (`for (i = tx; i < n; i +=
  /// NUMBER_THREADS)`): the smallest such stride bounds the block (with more
  /// threads, thread t + C would redo thread t's element). 0: none.
  unsigned strideBound = 0;
  /// The source line of the loop that sets strideBound (for diagnostics).
  unsigned strideBoundLine = 0;
};
CandidateShapes candidateBlockShapes(mlir::Operation *func);

/// The assumptions about blockDim that `candidates` makes beyond the launch
/// bound, for diagnostics: ", assuming blockDim.x is a multiple of 16 (the
/// lane groups of threadIdx.x at line 57)"; empty when none.
std::string describeShapeAssumptions(const CandidateShapes &candidates);

/// False when, with `tables`' shape, some shared-memory access that every
/// thread executes (no guard that is a function of the thread; guards on
/// data, such as bounds checks against kernel arguments, are assumed to
/// pass) indexes an array dimension out of bounds for some thread, or when
/// blockTilesFit (below) rules the shape out.
bool unconditionalAccessesInBounds(mlir::Operation *func,
                                   UniformityAnalysis &uniformity,
                                   ThreadFunctions &tables);

/// False when, with `tables`' shape, a global store that every thread runs
/// (no thread-dependent guard) has an address holding a sum
/// `blockIdx.d * C + g(thread)` (C a constant; no other addend reads
/// blockIdx.d) whose thread part g leaves [0, C) for some thread: blocks
/// b and b + 1 would store to the same elements, so the kernel's tiling
/// (`blockIdx.x * 32 + threadIdx.y * 8 + threadIdx.x`) is not written for
/// that shape.
bool blockTilesFit(mlir::Operation *func, UniformityAnalysis &uniformity,
                   ThreadFunctions &tables);

/// Which ops' race checks can come out differently under different block
/// shapes of a 1-D kernel: those computed from blockDim (through values,
/// loop-carried ones included) or run under a branch on such a value. Every
/// other access has the same address and guards for thread t under every
/// shape, and a smaller block's threads are a prefix of a larger one's, so
/// a pair of such accesses free of races (or proven racy) under the
/// largest shape needs no check under the smaller ones.
class ShapeDependence {
public:
  explicit ShapeDependence(mlir::Operation *func);
  /// False when a branch on blockDim controls a barrier (which accesses
  /// are pending where then depends on the shape): nothing can be skipped.
  bool usable() const { return !barrierControlled; }
  bool dependsOnShape(mlir::Operation *op) const;

private:
  llvm::DenseSet<mlir::Value> tainted;
  llvm::DenseSet<mlir::Block *> controlled;
  bool barrierControlled = false;
};

} // namespace kiln

#endif
