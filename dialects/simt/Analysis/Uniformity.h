//===- Uniformity.h - which values and branches are uniform ---*- C++ -*-===//
//
// A value is uniform at a scope when every thread of that scope that computes
// it gets the same result. Levels are ordered: a value uniform per cluster is
// uniform per block, which is uniform per warp. `Thread` means it may differ
// between two lanes of one warp.
//
// Divergence comes from data (thread ids, per-thread loads, atomics, shuffles)
// and from control (sync dependence): where paths that leave a branch of level
// L by different successors meet (disjointly), the merged values (block
// arguments, scf results) get level >= L unless every such path brings the
// same value; values computed inside a loop left at level-L branches get
// level >= L where used outside (temporal divergence). A loop's exit block is
// not such a meeting point: all threads leave through the same edge, and
// after the loop they run together again.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_DIALECTS_SIMT_ANALYSIS_UNIFORMITY_H
#define KILN_DIALECTS_SIMT_ANALYSIS_UNIFORMITY_H

#include "dialects/simt/Analysis/LoopValues.h"
#include "dialects/simt/Analysis/ThreadFunction.h"

#include "mlir/IR/Dominance.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallBitVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringRef.h"

#include <optional>

namespace kiln {

enum class Uniformity : uint8_t {
  Cluster = 0, ///< same in every thread of the cluster (and of the grid)
  Block = 1,   ///< same in every thread of a block
  Warp = 2,    ///< same in every lane of a warp
  Thread = 3,  ///< may differ between lanes
};
llvm::StringRef stringifyUniformity(Uniformity u);
inline Uniformity join(Uniformity a, Uniformity b) { return a > b ? a : b; }

/// A branch (cf terminator or scf op) whose outcome is not uniform at some
/// scope, and the blocks it decides about (cf only: those reachable from it
/// before its immediate post-dominator).
struct DivergentBranch {
  mlir::Operation *op = nullptr;
  mlir::Value condition;
  Uniformity level = Uniformity::Cluster;
  llvm::SmallPtrSet<mlir::Block *, 8> influenced;
  mlir::Block *join = nullptr; ///< null when the paths never meet again
  /// cf only: the distinct successors.
  llvm::SmallVector<mlir::Block *, 2> successors;
  /// For each edge into `target`: the successors from which it is reached on
  /// a path that neither passes the branch again nor goes through `target`.
  llvm::SmallVector<llvm::SmallBitVector, 4> edgeSides(mlir::Block *target) const;

private:
  using SideSets = llvm::DenseMap<mlir::Block *, llvm::SmallBitVector>;
  /// The sides reaching each block, stopping at the branch and at `stop`.
  SideSets sidesReaching(mlir::Block *stop) const;
  /// Computed on the first edgeSides call: sidesReaching(nullptr), and
  /// whether the blocks it holds form a cycle that avoids the branch.
  mutable std::optional<SideSets> sidesWithoutStop;
  mutable bool reachedBlocksHaveCycle = false;
};

class UniformityAnalysis {
public:
  /// `func` is a func.func. Kernel arguments are uniform in the grid; the
  /// arguments of device functions are assumed block-uniform (their call
  /// sites are checked where they are inlined).
  explicit UniformityAnalysis(mlir::Operation *func);

  Uniformity getLevel(mlir::Value v) const;
  /// The most divergent branch level that decides whether `op` runs.
  Uniformity getControlLevel(mlir::Operation *op) const;
  /// Branches that decide whether `op` runs, outermost first.
  llvm::SmallVector<const DivergentBranch *>
  getGoverningBranches(mlir::Operation *op) const;
  /// The conditions known to hold where `op` runs: (i1 value, its value),
  /// from dominating cond_br edges and enclosing scf.if regions.
  llvm::SmallVector<std::pair<mlir::Value, bool>>
  getGuards(mlir::Operation *op) const;

  ThreadFunctions &threadFunctions() { return tables; }
  mlir::DominanceInfo &dominance() { return domInfo; }
  /// Loop header runs with no block shape (facts of the IR alone), shared by
  /// every check of the function under every candidate shape.
  LoopValueCache &shapeFreeLoopValues() { return shapeFreeLoops; }
  mlir::Operation *getFunction() const { return func; }

private:
  bool update(mlir::Value v, Uniformity u);
  void visitRegion(mlir::Region &region, bool &changed);
  void visitOp(mlir::Operation *op, bool &changed);
  Uniformity intrinsicLevel(mlir::Operation *op) const;
  /// A load from a thread's private variable (an alloca): as uniform as its
  /// offset from the variable when every write to the variable stores a
  /// value as uniform at an offset as uniform under control flow as uniform
  /// (every thread's copy then holds the same bytes: a struct built from the
  /// block index, `box.nn`); per thread when the variable escapes.
  /// With `bits` (a mask of the loaded word): the level of those bits only.
  /// A store that keeps them as it loaded them from the same place (`(old &
  /// K) | y`, K covering them and y zero there: a bit-field unit's other
  /// fields written, libcu++'s pipeline head and tail beside its stage
  /// count) leaves them as they were, whatever control reaches it.
  Uniformity privateLoadLevel(mlir::Operation *load, mlir::Value ptr,
                              mlir::Operation *alloca,
                              const llvm::APInt *bits = nullptr);
  Uniformity privateOffsetLevel(mlir::Operation *user, mlir::Value ptr) const;
  /// `(blockIdx.x * blockDim.x + threadIdx.x) / 32`: the same in every lane.
  bool warpUniformQuotient(mlir::Operation *op);
  /// 2-D/3-D kernels: the level of a thread-id function tabulated under
  /// every candidate block shape (LaunchShapes.h), warps being runs of 32
  /// linear thread ids; Thread when some shape cannot tabulate it.
  Uniformity levelUnderShapes(mlir::Value v);
  Uniformity operandLevel(mlir::Operation *user, mlir::Value v) const;
  Uniformity operandLevelIn(mlir::Block *userBlock, mlir::Value v) const;
  /// `v` (defined in `influenced`, a divergent branch's blocks in `region`)
  /// is a pure function of values defined outside them: every pass through
  /// them computes the same value, so reading it after they re-join is no
  /// temporal divergence.
  static bool sameEveryPass(mlir::Value v, const llvm::SmallPtrSetImpl<mlir::Block *> &influenced,
                            mlir::Region *region, unsigned depth = 0);
  /// The level a block argument of `block` gets from the divergent cf
  /// branches whose disjoint paths first meet at `block`.
  Uniformity mergeLevel(mlir::BlockArgument arg) const;
  void computeBranches();
  /// `b`'s ancestor block that lies in `region`, or null.
  static mlir::Block *ancestorIn(mlir::Block *b, mlir::Region *region);

  mlir::Operation *func;
  mlir::DominanceInfo domInfo;
  mlir::PostDominanceInfo postDomInfo;
  ThreadFunctions tables;
  LoopValueCache shapeFreeLoops;
  /// Tables per candidate block shape of a 2-D/3-D kernel, built on first
  /// use; levelUnderShapes' answers (tables depend on no level, so they
  /// hold across sweeps).
  std::optional<std::vector<std::unique_ptr<ThreadFunctions>>> shapeTables;
  llvm::DenseMap<mlir::Value, Uniformity> shapeLevels;
  llvm::DenseMap<mlir::Value, Uniformity> levels;
  /// cf branches and structured ops whose condition is not grid-uniform.
  std::vector<std::unique_ptr<DivergentBranch>> branches;
  llvm::DenseMap<mlir::Operation *, DivergentBranch *> branchOf;
};

} // namespace kiln

#endif
