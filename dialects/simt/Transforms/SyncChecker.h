//===- SyncChecker.h - simt-verify-sync's checks ----------------*- C++ -*-===//
//
// Private to simt-verify-sync (VerifySync.cpp, the pass and how findings
// are reported), whose checks are split by what they check:
//   SyncCollectiveChecks.cpp  barriers and warp collectives in divergent code,
//                             lane masks against the lanes that arrive;
//   SyncRaceChecks.cpp        shared-memory races (SharedMemoryHazards.h) under
//                             each admissible block shape, with witnesses.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_DIALECTS_SIMT_TRANSFORMS_SYNCCHECKER_H
#define KILN_DIALECTS_SIMT_TRANSFORMS_SYNCCHECKER_H

#include "dialects/simt/Analysis/LaunchShapes.h"
#include "dialects/simt/Analysis/LoopValues.h"
#include "dialects/simt/Analysis/SharedMemoryHazards.h"
#include "dialects/simt/Analysis/StridedLoops.h"
#include "dialects/simt/Analysis/SyncAnalyses.h"
#include "dialects/simt/Analysis/Uniformity.h"
#include "dialects/simt/IR/InlinePtx.h"
#include "dialects/simt/Transforms/BarrierPlacement.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "llvm/ADT/SetVector.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/Format.h"

namespace kiln::simt {

std::string hex(uint32_t bits);

/// What the messages call collective `op` ("warp shuffle").
std::string describeCollective(mlir::Operation *op);

/// True if `v` is computed from a block argument of a non-entry block or a
/// result of a region op: values whose divergence may come from a merge.
bool readsMergedValue(mlir::Value v);

/// A finding: its message and notes, emitted at the end with the severity
/// the mode gives its class.
struct Finding {
  mlir::Operation *op;
  bool proven;
  std::string message;
  llvm::SmallVector<std::pair<mlir::Location, std::string>> notes;
  void note(mlir::Location loc, const mlir::Twine &text) { notes.push_back({loc, text.str()}); }
};

/// The checks of simt-verify-sync over one module, and their findings.
class SyncChecker {
public:
  SyncChecker(llvm::StringRef mode, bool checkRaces, bool suppressWarnings)
      : mode(mode.str()), checkRaces(checkRaces),
        suppressWarnings(suppressWarnings) {}

  /// Checks every function of `root` (a module), with the analyses
  /// `analysesOf` gives for it (those simt-insert-barriers kept, when it ran
  /// just before); false when some finding was reported as an error.
  bool run(mlir::Operation *root,
           llvm::function_ref<SyncAnalyses &(mlir::func::FuncOp)> analysesOf);

private:
  /// off, warn, on or strict (the pass' option, already validated).
  const std::string mode;
  const bool checkRaces;
  const bool suppressWarnings;
  mlir::Operation *root = nullptr;
  bool failed = false;

  /// Functions whose address is taken (the possible targets of indirect
  /// calls) and the first collective each reaches, directly or through
  /// direct calls.
  llvm::DenseMap<mlir::func::FuncOp, mlir::Operation *> indirectCollectives;

  void collectIndirectCollectives();

  /// [indirect-call] The checks do not follow calls through function
  /// pointers: when a function of the call's type that has its address
  /// taken reaches a barrier or warp collective, say that it is assumed to
  /// be called by all the threads it needs together.
  void checkIndirectCall(mlir::func::CallIndirectOp call);

  void emit(Finding &f);

  void noteBranch(Finding &f, const DivergentBranch &br);

  /// Two threads the condition separates: "threads 0 and 16". From its
  /// table when it has one; otherwise with the loop counters it reads fixed
  /// to values they take (`tid < s`, `ixj > tid` with `ixj = tid ^ j`, a
  /// per-thread trip count `r < t % 4` at r = 0), under the kernel's own
  /// tables and then its admissible block shapes (blockDim, 2-D blocks).
  /// `sameWarp`: only two threads of one warp (a warp collective's witness;
  /// threads of different warps disagreeing is no divergence there).
  std::string disagreeingThreads(mlir::Value cond, UniformityAnalysis &uniformity,
                                 bool sameWarp = false);

  /// Two lanes of one warp the condition separates when it reads uniform
  /// values the tables do not know (`row >= rows` with row = blockIdx.x *
  /// (blockDim.x >> 4) + (threadIdx.x >> 4)): kernel arguments tried at
  /// powers of two, blockIdx at 0 and 1, blockDim at the tabulated size;
  /// "(with rows = 1, blockIdx.x = 0: threads 0 and 16 of warp 0 disagree on
  /// it, lanes 0x0000ffff take one side)", or empty.
  std::string disagreeingLanes(mlir::Value cond, UniformityAnalysis &uniformity);

  /// disagreingLanes under one set of tables (the kernel's own 1-D ones,
  /// or one candidate shape's, named in the witness with `assumption`).
  static std::string lanesDisagreeingUnder(mlir::Value cond, ThreadFunctions &tables,
                                           const std::optional<BlockShape> &shape,
                                           const std::string &assumption);

  /// The aligned lane segment a shuffle reads within: its width for idx,
  /// up and down, for xor the smallest power of two above every lane mask
  /// it uses (`__shfl_xor_sync(~0u, v, m, 16)` with m < 16: 16). 32 when
  /// the reads may cross the whole warp or the op is no shuffle.
  static unsigned shuffleSegment(mlir::Operation *op, UniformityAnalysis &uniformity);

  /// Every branch of `offending` sends threads away from `op` for good (no
  /// path from its other side reaches `op` or any collective) and its
  /// condition is the
  /// same in all lanes of each aligned `segment`-lane group (under the
  /// kernel's tables, or every candidate block shape of a 2-D kernel):
  /// lanes leave in whole segments, so a shuffle that reads within its
  /// segment reads no lane that left. (CUDA: all *non-exited* threads named
  /// in the mask must execute it.)
  /// Every condition of `offending` is the same in all lanes of each
  /// aligned `segment`-lane group (the kernel's tables, or every candidate
  /// shape), loop counters that start and step so included: a group is
  /// never split by them.
  bool branchesKeepSegments(llvm::ArrayRef<const DivergentBranch *> offending,
                            unsigned segment, UniformityAnalysis &uniformity);

  bool exitsWholeSegments(mlir::Operation *op,
                          llvm::ArrayRef<const DivergentBranch *> offending,
                          unsigned segment, UniformityAnalysis &uniformity);

  /// The values a cf loop counter takes in its first iterations (its entry
  /// value, then its update applied), when the evaluator knows them: a
  /// counter whose exit test is per-thread (`sweep < 1 + t / 64`) runs
  /// these in the threads that stay longest.
  static llvm::SmallVector<int64_t>
  firstLoopValues(mlir::Value v, mlir::DominanceInfo &dom, ThreadFunctions &eval,
                  llvm::ArrayRef<std::pair<mlir::Value, int64_t>> bindings);

  /// " (lane 24 is in the mask and never arrives)" or the converse.
  static std::string laneOutside(uint32_t mask, uint32_t lanes);

  /// Per thread, whether the early exit `br` (a cf.cond_br) lets it leave,
  /// given that its warp reaches `op` at all: a warp-uniform part of the
  /// exit condition (`row >= rows` in `if (row >= rows || lane >= COLS)
  /// return;`) is false for such a warp, or the whole warp would have left.
  /// Nothing when the rest is not a function of the thread.
  /// `width` is the collective's group (32 lanes, 128 threads of a
  /// warpgroup): a part uniform only per warp says nothing about a
  /// warpgroup, only a block-uniform part is false for every group that
  /// arrives.
  /// `with`: the tables to evaluate the exit under (one candidate shape of a
  /// 2-D kernel); the kernel's own when null.
  std::optional<std::vector<bool>> leavesAt(const DivergentBranch &br, mlir::Operation *op,
                                            UniformityAnalysis &uniformity,
                                            unsigned width = 32,
                                            ThreadFunctions *with = nullptr);

  /// What the per-thread tables say about a collective's groups.
  enum class GroupCheck { Unknown, Complete, Reported };

  /// A full-mask warp collective after early exits that certainly take
  /// some lanes of a warp and keep others (`lane >= COLS` with COLS = 24):
  /// the lanes that left are in the mask and never arrive, a proven
  /// violation. Complete when every warp leaves whole or stays whole;
  /// Unknown when the exits are not functions of the thread.
  GroupCheck checkEarlyExitLanes(mlir::Operation *op,
                                 llvm::ArrayRef<const DivergentBranch *> offending,
                                 UniformityAnalysis &uniformity);

  /// 128 for a warpgroup collective (wgmma and its fence/commit/wait,
  /// setmaxnreg, their inline PTX): the four consecutive warps 4k..4k+3
  /// execute it together, not the block. 0 for any other op.
  static unsigned warpgroupWidth(mlir::Operation *op);

  /// Per thread of a 1-D block (or of `with`'s shape), whether it arrives at
  /// `op`: the guards around it (dominating edges, enclosing ifs) hold and it
  /// takes none of the early exits in `offending` (leavesAt with `width`).
  /// Nothing when a branch of `offending` is neither a tabulable guard nor an
  /// exit that leavesAt can evaluate.
  std::optional<std::vector<bool>>
  threadsArriving(mlir::Operation *op, llvm::ArrayRef<const DivergentBranch *> offending,
                  UniformityAnalysis &uniformity, unsigned width,
                  ThreadFunctions *with = nullptr);

  /// A warpgroup collective under branches that diverge inside the block
  /// (a producer warpgroup's `if (warp >= 8) return;`): complete when every
  /// warpgroup arrives whole or not at all (the warp-specialised ring),
  /// reported with a witness when some warpgroup is split.
  /// With `width` and `group`: any aligned group of threads that executes
  /// `op` together (a named barrier's `barrier.sync id, 256` over the
  /// threads of a 256-thread cooperative-groups tile).
  GroupCheck checkWarpgroupArrivals(mlir::Operation *op, llvm::StringRef what,
                                    llvm::ArrayRef<const DivergentBranch *> offending,
                                    UniformityAnalysis &uniformity, unsigned width = 128,
                                    llvm::StringRef group = "warpgroup");

  /// setmaxnreg is `.sync.aligned` per warpgroup but no simt collective
  /// (its warpgroups are not a scope the barrier placement knows): the
  /// same warpgroup check, and a warning when the tables cannot tell.
  void checkSetMaxNReg(mlir::Operation *op, UniformityAnalysis &uniformity);

  void checkCollective(mlir::Operation *op, UniformityAnalysis &uniformity);

  /// The exit test of a block-strided loop (StridedLoops.h) against a
  /// uniform value that is not a constant (a kernel argument).
  static bool stridedExitOnRuntimeBound(const DivergentBranch &br,
                                        UniformityAnalysis &uniformity);

  /// The exit test `i < B` of a loop stepping i by a constant multiple of 32,
  /// where every warp's starts lie in one aligned 32-window (`i = lane`) and B
  /// is a multiple of 32 (`(n + 31) / 32 * 32`): the lanes of a warp run the
  /// same iterations, so the branch does not split a warp.
  static bool warpAlignedStridedExit(const DivergentBranch &br,
                                     UniformityAnalysis &uniformity);

  /// Per thread of a 1-D block, whether it reaches `op` under the guards
  /// around it; nothing when a branch in `offending` is not one of those
  /// guards or has no table.
  std::optional<std::vector<bool>>
  threadsReaching(mlir::Operation *op,
                  llvm::ArrayRef<const DivergentBranch *> offending,
                  UniformityAnalysis &uniformity);
  /// The lanes of `warp` that `reaches` marks, as a lane mask.
  static uint32_t lanesOf(const std::vector<bool> &reaches, unsigned warp);

  /// coopgroups: a warp collective whose mask is a function of the thread
  /// (a tile's lanes, tabulated in a 1-D block or under each admissible
  /// candidate shape of a 2-D/3-D one): every lane that reaches it must be in
  /// its own mask, and every lane of that mask must reach it (an error naming
  /// the shape and a thread that arrives and one of its mask that does not).
  /// A mask that is no function of the thread (a ballot, activemask) is
  /// trusted; when the lanes that arrive cannot be told, a warning, unless
  /// the exits leave in whole tiles or the collective is a vote of lanes that
  /// left the kernel for good.
  void checkComputedMask(mlir::Operation *op, mlir::Value mask,
                         llvm::ArrayRef<const DivergentBranch *> offending,
                         UniformityAnalysis &uniformity);

  /// What checkComputedMask finds under one set of tables.
  enum class MaskVerdict { Proven, Reported, Unknown, Trusted };
  MaskVerdict checkComputedMaskUnder(mlir::Operation *op, mlir::Value mask,
                                     llvm::ArrayRef<const DivergentBranch *> offending,
                                     UniformityAnalysis &uniformity, ThreadFunctions &tables,
                                     const std::optional<BlockShape> &shape,
                                     const std::string &assumption, unsigned &width);

  /// In a 1-D block where every divergent condition around `op` can be
  /// tabulated, compare the lanes that reach it, warp by warp, with the mask.
  /// Returns false when it cannot tell.
  bool checkLanesPrecisely(mlir::Operation *op, uint32_t mask,
                           llvm::ArrayRef<const DivergentBranch *> offending,
                           UniformityAnalysis &uniformity);

  /// The hazards of one run, under the shape named by `shape` (empty when
  /// blockDim stayed symbolic).
  struct ShapedHazard {
    Hazard hazard;
    std::string shape;
    std::optional<BlockShape> dims;
    /// Non-zero: the collision was found only under shapes of more than this
    /// many threads, which no fact of the kernel (a launch bound, a fixed
    /// block size, a stride that bounds the block) says it is launched
    /// with: not a proven violation (a warning naming the shape).
    unsigned beyondAssumed = 0;
    /// Set: the collision needs one split of the block into rows (64x2),
    /// another split of as many threads (16x8, this shape) has none, and
    /// the kernel does not state its shape (`__builtin_assume(blockDim.x ==
    /// 16)`): a guess, not a proven violation (a warning naming both).
    std::optional<BlockShape> cleanSplit;
  };
  /// The most threads the race check assumes a kernel with no launch bound
  /// may be launched with when it reports a collision as proven.
  static constexpr unsigned kAssumedBlockThreads = 256;

  /// Runs the hazard analysis under the block shapes the kernel can be
  /// launched with (LaunchShapes.h). 1-D kernels that never read blockDim:
  /// the largest admissible thread count covers all smaller ones. 1-D
  /// kernels that do (`s = blockDim.x / 2`): every admissible shape, blockDim
  /// bound. 2-D/3-D: the symbolic analysis (which takes in-bounds
  /// `tile[ty][tx]` as injective) finds the candidates, and a race is
  /// reported only if it also occurs under some admissible shape.
  /// The analyses under the uniformity's own tables share `accesses`
  /// (SharedMemoryHazards::Options::shared); every analysis, whatever its
  /// shape, shares `shapeFree` (Options::shapeFree).
  void checkHazards(UniformityAnalysis &uniformity,
                    const std::shared_ptr<SharedAccesses> &accesses,
                    const std::shared_ptr<ShapeFreeFacts> &shapeFree);

  std::string witnessText(const ShapedHazard &sh);

  void reportHazard(const ShapedHazard &sh, UniformityAnalysis &uniformity);

  /// Ops some finding was reported at: a barrier among them is not called
  /// verified.
  llvm::DenseSet<mlir::Operation *> flagged;

  /// kilnc --report (SyncBarrierRemarks.cpp): when the context collects
  /// optimisation remarks, one "barrier-verified" remark (category
  /// kiln-sync) per barrier of `func` that no check flagged, with a pair of
  /// accesses it orders (a race once it is gone) or none. Its analyses
  /// share `shapeFree` with checkHazards'.
  void remarkVerifiedBarriers(mlir::func::FuncOp func, UniformityAnalysis &uniformity,
                              const std::shared_ptr<ShapeFreeFacts> &shapeFree);
};

} // namespace kiln::simt

#endif // KILN_DIALECTS_SIMT_TRANSFORMS_SYNCCHECKER_H
