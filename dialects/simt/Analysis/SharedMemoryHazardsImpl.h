//===- SharedMemoryHazardsImpl.h - the race analysis' internals -*- C++ -*-===//
//
// Private to the shared-memory race analysis (SharedMemoryHazards.h), whose
// implementation is split by concern:
//   SharedMemoryHazards.cpp  the dataflow: pending accesses, barriers, loops;
//   HazardAddresses.cpp      an access' address as symbols + thread terms;
//   HazardAccesses.cpp       accesses of an op, their thread tables, and
//                            races within one instruction;
//   HazardInlineAsm.cpp      accesses and synchronisation in inline PTX;
//   HazardConflicts.cpp      whether two accesses can touch the same byte;
//   HazardCounterSearch.cpp  the same under loop-counter values, with witnesses;
//   HazardTermRanges.cpp     byte ranges that decide a pair before it;
//   HazardDataRanges.cpp     data-dependent indices whose whole range another
//                            access's threads cover (proven races).
//   HazardExecutions.cpp     accesses of bounded strided loops listed as
//                            (thread, byte) under the shape.
//   HazardListedCounters.cpp the same with the loop counters both sides
//                            read bound (jointly within one iteration).
//
//===----------------------------------------------------------------------===//
#ifndef KILN_DIALECTS_SIMT_ANALYSIS_SHAREDMEMORYHAZARDSIMPL_H
#define KILN_DIALECTS_SIMT_ANALYSIS_SHAREDMEMORYHAZARDSIMPL_H

#include "dialects/simt/Analysis/LoopValues.h"
#include "dialects/simt/Analysis/PointerSwaps.h"
#include "dialects/simt/Analysis/SharedMemoryHazards.h"
#include "dialects/simt/Analysis/StridedLoops.h"
#include "dialects/simt/IR/InlinePtx.h"
#include "dialects/simt/IR/SimtDialect.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"
#include <algorithm>
#include <functional>
#include <map>
#include <numeric>
#include <set>
#include <tuple>
#include <unordered_map>

namespace kiln::hazards {

/// Whether MLIR's data layout sizes `t`: builtin scalars and vectors, the
/// LLVM dialect's pointers, arrays and non-opaque structs of such, and types
/// implementing DataLayoutTypeInterface (!simt.ptr). Asking it about any
/// other type is a fatal error.
bool hasDataLayout(mlir::Type t);

/// Size and alignment in bytes of the types pointers point at, from MLIR's
/// data layout (the frontend lays structs out packed, with explicit padding
/// fields, so these are the host's); {0, 1} for types it does not size.
std::pair<int64_t, int64_t> sizeAndAlign(mlir::Type t);

int64_t fieldOffset(mlir::LLVM::LLVMStructType s, unsigned index);

/// An integer argument of the function being checked (`n`, `size`,
/// `log2N`): the counter search tries it at the values of
/// parameterCandidates.
bool isParameter(mlir::Value v);
/// `blockIdx` (simt.block_id): a parameter tried at the first blocks.
bool isBlockIndex(mlir::Value v);

/// A uniform loop counter (a loop header's argument, or an scf.for
/// induction variable), whose values LoopValues.h may enumerate, or an
/// integer argument of the function (isParameter).
bool isCounterCandidate(mlir::Value v, UniformityAnalysis &uniformity);

/// Whether the body of the loop headed by `header` holds an op that may
/// synchronise (a barrier, inline asm, a call that is not pure math).
bool loopBodySynchronises(mlir::Block *header, mlir::DominanceInfo &dom);

/// Whether some use of `v` (through integer casts) is a shift amount:
/// `N = 1 << log2N`.
bool usedAsShiftAmount(mlir::Value v, unsigned depth = 0);

/// The values a parameter (isParameter) is tried at, as launch shapes are
/// (LaunchShapes.h): powers of two from 1 to twice the threads tabulated (a
/// count, a size, a stride: the host passes powers of two wherever the
/// kernel halves or masks with them, and the threads of a block meet within
/// that range), or the exponents of those for a shift amount (`N = 1 <<
/// log2N`). Each value multiplies the combinations of the search, so the
/// range stays that small.
llvm::SmallVector<int64_t> parameterCandidates(mlir::Value v, unsigned threads);

bool isPureValueOp(mlir::Operation *def);

/// Collects the loop counters `v` is computed from, when everything else it
/// reads is tabulable (thread ids, constants, the shape's blockDim). The
/// block index counts only with `blockIndex` (an address that reads it, and
/// the guards of a pair whose addresses do).
bool collectCounters(mlir::Value v, ThreadFunctions &tables,
                     UniformityAnalysis &uniformity,
                     llvm::SetVector<mlir::Value> &counters, unsigned depth = 0,
                     bool blockIndex = false);

bool bindable(mlir::Value v, ThreadFunctions &tables, UniformityAnalysis &uniformity,
              bool blockIndex = false);

/// M when every use of `counter` in the expressions `roots` is `counter %
/// k` or `counter & (k - 1)` with k dividing M, or 0; `skip` (its loop's
/// own test) is not looked at (HazardCounterSearch.cpp).
unsigned residueModulusOfUses(mlir::Value counter, llvm::ArrayRef<mlir::Value> roots,
                              mlir::Value skip);

/// An integer as a sum of the thread index's bits with constant weights,
/// `beta + sum_i alpha[i] * bit_i(t)` (HazardBitForms.cpp): what sorts' and
/// scans' partner indices are once their counters are bound.
struct BitForm {
  int64_t beta = 0;
  llvm::SmallVector<int64_t, 11> alpha;
};
/// Each weight a distinct power of two, the constant non-negative and
/// outside them: every bit of the value is a thread bit or a constant.
bool isPure(const BitForm &f);
/// `v` as a BitForm with `bindings` fixed (1-D blocks; null when it is
/// not one, or may wrap).
std::optional<BitForm> bitForm(mlir::Value v,
                               llvm::ArrayRef<std::pair<mlir::Value, int64_t>> bindings,
                               ThreadFunctions &tf);
/// Whether accesses at byte addresses `a` and `b` never overlap for two
/// different threads (nor for one, when `sameThreadMeets`).
bool bitFormsApart(const BitForm &a, int64_t sizeA, const BitForm &b, int64_t sizeB,
                   bool sameThreadMeets);

enum class Conflict { None, SameWarp, AcrossWarps };

/// [flag handoffs] `root[i0][i1]...` as written: the shared global, and each
/// ptr_add's offset and result type from the innermost out
/// (HazardFlagHandoffs.cpp).
struct SubscriptChain {
  llvm::StringRef root;
  llvm::SmallVector<std::pair<mlir::Value, mlir::Type>, 2> steps;
};

/// A loop whose earlier iteration an access ran in: its loop-variant symbols
/// no longer hold the values the current iteration sees.
struct LoopMarker {
  mlir::Block *header = nullptr;  ///< cf loop
  mlir::Operation *loop = nullptr; ///< scf loop
  /// The access ran in the loop's last iteration: it crossed the back edge
  /// once and left by the exit test (the body opens with a barrier, so an
  /// access from an earlier iteration cannot get here).
  bool lastIteration = false;
  /// For an asynchronous copy still in flight, in a loop that commits
  /// cp.async groups: exactly how many times it crossed the back edge since
  /// it was issued (the loop's counter stepped that often: a pipeline's
  /// stage `k % S` of the copy is known from the current one's). 0: some
  /// number of times, not known.
  int iterations = 0;
  bool operator<(const LoopMarker &o) const {
    return std::tie(header, loop, lastIteration, iterations) <
           std::tie(o.header, o.loop, o.lastIteration, o.iterations);
  }
  bool operator==(const LoopMarker &o) const {
    return header == o.header && loop == o.loop &&
           lastIteration == o.lastIteration && iterations == o.iterations;
  }
  bool sameLoop(const LoopMarker &o) const { return header == o.header && loop == o.loop; }
};

/// The byte coefficient of each plain (non-residue) symbol in a's address
/// minus b's: zero where both sides carry the same multiple.
llvm::SmallDenseMap<mlir::Value, int64_t>
plainSymbolDifference(const MemoryAccess &a, const MemoryAccess &b);

/// An access' address from its pointer: the buffer, symbols, thread terms
/// and constant of MemoryAccess (HazardAddresses.cpp).
class AddressBuilder {
public:
  AddressBuilder(UniformityAnalysis &u, ThreadFunctions &tf,
                 ThreadFunctions &uniformEval, const SwapGroups *swapGroups = nullptr)
      : uniformity(u), tables(tf), uniformEval(uniformEval), swapGroups(swapGroups) {}

  /// Adds `value * multiplier` (bytes) to `access`; false if not understood.
  bool addOffset(MemoryAccess &access, mlir::Value value, int64_t multiplier,
                 unsigned depth = 0);

  AddressSymbol symbolFor(mlir::Value value, int64_t multiplier);

  /// Makes `access` cover a per-thread data index in [0, top] times
  /// `multiplier` bytes (MemoryAccess::widened); `dense` when the index
  /// takes every value of the range.
  static void widen(MemoryAccess &access, int64_t top, int64_t multiplier, bool dense,
                    mlir::Value index);

  /// `(x + c) % M`, `(x + c) & (M - 1)` and functions of them by constants
  /// (`^ 1`, `+ 1`, `* 2`): the x and M they depend on.
  static std::optional<std::pair<mlir::Value, unsigned>>
  residueBase(mlir::Value v, unsigned depth = 0);
  /// x in x + c, x - c (casts stripped).
  static mlir::Value affineBase(mlir::Value e);

  /// Fills buffer, offsets and size from the pointer; false if the access is
  /// not to shared memory (or global, when tracked).
  bool describe(MemoryAccess &access, mlir::Value ptr, mlir::Type valueType,
                bool includeGlobal);

private:
  /// `(x / C) * (C * m) + (x % C) * m` is `x * m` (C's division truncates,
  /// so the identity holds for negative x too): a flat index split into row
  /// and column (`tile[i / 18][i % 18]`) is the flat index again.
  static void
  recombineDivRem(llvm::SmallVector<std::pair<mlir::Value, int64_t>, 4> &offsets);
  /// x when `def` adds `(x / u) * u` and `x % u` (u a constant or a value).
  std::optional<mlir::Value> divRemSum(mlir::Operation *def);

  bool setGlobal(MemoryAccess &access);
  /// A pointer swapped round a loop (PointerSwaps.h): the buffer its two
  /// starts lie in, and a stage selector on the loop's counter whose
  /// residues are their offsets. False when the starts are not plain
  /// shared arrays.
  bool describeSwapped(MemoryAccess &access, mlir::Value ptr);
  /// Where a swapped pointer's start points: its buffer and a constant
  /// offset (`smem + blockDim.x` under the shape's blockDim, `work[1]`).
  std::optional<std::pair<std::string, int64_t>> startPlace(mlir::Value start);
  unsigned swapDepth = 0;
  /// The buffer name and offset of a shared global (its swap group's, when
  /// swapped pointers alternate between it and another).
  std::pair<std::string, int64_t> placeGlobal(llvm::StringRef name);
  UniformityAnalysis &uniformity;
  ThreadFunctions &tables;
  ThreadFunctions &uniformEval;
  const SwapGroups *swapGroups;
};

} // namespace kiln::hazards

namespace kiln {

/// What the analyses of one function that share accesses (Options::shared)
/// keep between them; facts of the IR's values, the tables and
/// includeGlobalMemory, never of the barriers.
struct SharedAccesses {
  /// The tables and includeGlobalMemory of the first analysis: every later
  /// one must use the same.
  const ThreadFunctions *tables = nullptr;
  bool includeGlobalMemory = false;
  std::vector<std::unique_ptr<MemoryAccess>> accesses;
  llvm::DenseMap<mlir::Operation *, MemoryAccess *> accessOf, alternativeOf;
  /// The accesses getAccess checked for same-instruction races when it built
  /// them: a later analysis checks them when it first meets their op.
  llvm::DenseSet<const MemoryAccess *> sameInstructionChecked;
  llvm::DenseMap<mlir::Operation *, llvm::SmallVector<std::pair<mlir::Value, bool>, 4>> ownGuards;
  llvm::DenseMap<const MemoryAccess *, std::unique_ptr<std::vector<std::pair<int64_t, unsigned>>>>
      sortedCache;
  /// tabulatedConflict's verdicts for one symbolic difference, without
  /// extra thread filters: (a, b, difference, sameExecution).
  struct TabulatedVerdict {
    hazards::Conflict conflict;
    /// The last colliding pair the search found: threads, byte, relative.
    bool collided = false;
    int64_t first = -1, second = -1, address = 0;
    bool relative = false;
  };
  llvm::DenseMap<std::tuple<const MemoryAccess *, const MemoryAccess *, int64_t, unsigned>,
                 TabulatedVerdict>
      tabulatedVerdicts;
  /// Whether `m` is one of the accesses (not a copy a check made of one).
  bool owns(const MemoryAccess &m) const {
    return accessOf.lookup(m.op) == &m || alternativeOf.lookup(m.op) == &m;
  }
};

/// What the analyses of one function under different tables (the candidate
/// block shapes) share: facts of values computed from constants and loop
/// counters alone, which read neither thread ids nor blockDim.
struct ShapeFreeFacts {
  /// injectiveStridedIndex's verdict on the values of a pointer's loop
  /// index (all distinct over the loop's constant bound), by pointer: the
  /// part of it that costs one evaluation per value of the index.
  llvm::DenseMap<mlir::Value, bool> distinctIndexValues;
};

struct SharedMemoryHazards::Impl {
  UniformityAnalysis &uniformity;
  Options options;
  /// options.shared, or this analysis' own.
  std::shared_ptr<SharedAccesses> store;
  /// options.shapeFree, or this analysis' own.
  std::shared_ptr<ShapeFreeFacts> shapeFree;
  std::vector<std::unique_ptr<MemoryAccess>> &accesses;
  llvm::DenseMap<mlir::Operation *, MemoryAccess *> &accessOf;
  /// The second side of an access through a pointer merged from a branch's
  /// two sides (MemoryAccess::extraGuards); accessOf holds the first.
  llvm::DenseMap<mlir::Operation *, MemoryAccess *> &alternativeOf;
  /// With shared accesses: the ops this analysis has met (getAccess).
  llvm::DenseSet<mlir::Operation *> metOps;
  /// The guards of an access: its block's and its own extra ones.
  llvm::SmallVector<std::pair<mlir::Value, bool>> guardsOf(const MemoryAccess &m);
  /// The one thread that can run `m` by the guards the tables evaluate
  /// (`if (threadIdx.x == 0)`), whatever its address; -1 otherwise.
  int64_t soleThread(const MemoryAccess &m);
  llvm::DenseMap<const MemoryAccess *, int64_t> soleThreads;
  /// A guard of `m` whose threads differ only through per-thread loaded
  /// data (no table, not uniform): the op computing it, else null.
  mlir::Operation *dataDependentGuard(const MemoryAccess &m);
  /// `cond` reads only loop-carried values of loops `m` is not in (and
  /// values outside loops), and m's address reads nothing those loops
  /// compute: the exit test of a loop every arriving thread has left.
  bool exitOfFinishedLoop(mlir::Value cond, const MemoryAccess &m);
  /// guardsOf's part from the uniformity analysis, per op.
  llvm::DenseMap<mlir::Operation *, llvm::SmallVector<std::pair<mlir::Value, bool>, 4>> &ownGuards;

  /// The loops whose earlier iterations a pending access ran in: a sorted
  /// set of markers, interned (staleSets), so that states copy, compare and
  /// index it as one pointer. Behind a barrier with mbarrier spin loops
  /// (<cuda/barrier>) an access is pending in each subset of the loops it
  /// went round: 1900 entries, whose marker vectors the dataflow's copies and
  /// joins spent seconds allocating and comparing.
  using StaleMarkers = std::vector<hazards::LoopMarker>;
  /// Guard lists (Pending::sinceAccess): at most kMaxPathGuards.
  using PathGuards = std::vector<std::pair<mlir::Value, bool>>;
  static constexpr size_t kMaxPathGuards = 4;
  class StaleSet {
  public:
    StaleSet() = default;
    bool empty() const { return !set; }
    llvm::ArrayRef<hazards::LoopMarker> markers() const {
      return set ? llvm::ArrayRef<hazards::LoopMarker>(*set)
                 : llvm::ArrayRef<hazards::LoopMarker>();
    }
    operator llvm::ArrayRef<hazards::LoopMarker>() const { return markers(); }
    bool operator==(const StaleSet &o) const { return set == o.set; }
    const StaleMarkers *get() const { return set; }

  private:
    friend struct Impl;
    explicit StaleSet(const StaleMarkers *set) : set(set) {}
    const StaleMarkers *set = nullptr; // null: none; else interned, non-empty
  };
  std::set<StaleMarkers> staleSets;
  /// `markers` sorted and without repeats, as its interned set.
  StaleSet intern(StaleMarkers markers);
  std::map<std::tuple<const StaleMarkers *, mlir::Block *, mlir::Operation *, bool, bool>,
           StaleSet>
      staleWithMemo, lastIterationMemo;
  /// The cf loop headers some marker names (markStale): an edge that leaves
  /// none of their loops leaves the state as it is (leaveLoops).
  llvm::SetVector<mlir::Block *> markedHeaders;
  /// Whether a cp.async (or wgmma) commit lies in the loop (LoopMarker).
  bool loopCommitsGroups(const hazards::LoopMarker &marker);
  llvm::DenseMap<void *, bool> commitLoops;

  struct Pending {
    MemoryAccess *access;
    StaleSet stale;
    bool warpSynced = false;
    mlir::Operation *warpBarrier = nullptr;
    /// cp.async writes and wgmma reads: groups committed since it was
    /// issued (capped), or -1 once a wait has retired it (and for every
    /// other access).
    int asyncCommits = -1;
    /// [inline-asm] An asm that may order it lies between (mbarrier wait,
    /// PTX not understood); null once a path without one joins.
    mlir::Operation *uncertainBecause = nullptr;
    /// [inline-asm] Pending when this thread ran this arrive on a block-wide
    /// phase barrier (blockPhaseArrive), on every path: the wait for that
    /// phase orders it for every thread.
    mlir::Operation *arrivedAt = nullptr;
    /// Uniform branches taken since the access (interned lists, null when
    /// none): `sinceAccess` those taken in the same iteration of every loop
    /// as the access (they hold for its counters' values), `sinceBackEdge`
    /// those taken since the last back edge of a loop their condition
    /// varies in (they hold for the next access' values). A pair that needs their other side did not come
    /// this way (`if (s > 32) __syncthreads(); else __syncwarp();`, a
    /// merge opening with `if (size >= 128) __syncthreads();`). Joins keep
    /// what both paths took.
    std::shared_ptr<const PathGuards> sinceAccess, sinceBackEdge;
    bool sameKey(const Pending &o) const {
      return access == o.access && stale == o.stale &&
             asyncCommits == o.asyncCommits;
    }
  };
  using State = std::vector<Pending>;
  /// The guards both lists hold (null when none).
  static std::shared_ptr<const PathGuards>
  commonGuards(const std::shared_ptr<const PathGuards> &a,
               const std::shared_ptr<const PathGuards> &b);
  /// A uniform branch taken: appended to the pending entries' lists.
  static void takeBranch(State &s, mlir::Value cond, bool expected);
  /// Copies of accesses with more guards (Pending::sinceAccess), kept so
  /// that the memos keyed by an access' address see each once.
  std::map<std::pair<MemoryAccess *, std::vector<std::pair<const void *, bool>>>,
           std::unique_ptr<MemoryAccess>>
      guardedCopies;
  MemoryAccess *withGuards(MemoryAccess *m, const PathGuards &guards);
  /// Commit counts saturate here (loops); a wait for fewer pending groups
  /// than this retires a saturated entry, as it must.
  static constexpr int kMaxTrackedGroups = 8;
  /// Hazards by (first op, second op), in the order first found.
  std::vector<Hazard> found;
  /// Options::collectSameInstructionCandidates: stores whose threads may
  /// collide, for the per-shape runs.
  llvm::SetVector<mlir::Operation *> sameInstructionCandidates;
  llvm::DenseMap<std::pair<mlir::Operation *, mlir::Operation *>, unsigned> foundIndex;

  Impl(UniformityAnalysis &u, Options o)
      : uniformity(u), options(o),
        store(o.shared ? o.shared : std::make_shared<SharedAccesses>()),
        shapeFree(o.shapeFree ? o.shapeFree : std::make_shared<ShapeFreeFacts>()),
        accesses(store->accesses), accessOf(store->accessOf),
        alternativeOf(store->alternativeOf), ownGuards(store->ownGuards),
        sortedCache(store->sortedCache) {}

  ThreadFunctions &tables() {
    return options.tables ? *options.tables : uniformity.threadFunctions();
  }
  /// Evaluates uniform values (residue selectors), knowing blockDim when the
  /// tables assume a shape.
  std::optional<ThreadFunctions> uniformEvalStorage;
  ThreadFunctions &uniformEval() {
    if (!uniformEvalStorage)
      uniformEvalStorage.emplace(ThreadFunctions::uniformEvaluator(
          uniformity.getFunction(), tables().blockShape()));
    return *uniformEvalStorage;
  }
  /// Shared arrays that swapped pointers alternate between (one buffer each
  /// group), found once per function.
  std::optional<SwapGroups> swapGroupsStorage;
  const SwapGroups &swapGroups() {
    if (!swapGroupsStorage)
      swapGroupsStorage = findSwapGroups(uniformity.getFunction());
    return *swapGroupsStorage;
  }
  /// Joint loop simulations (the IR and the block shape are fixed here).
  LoopValueCache loopValueCache;
  /// The counter search's tables of one side of a pair (the threads that
  /// run it and their addresses) under given counter values: every pair an
  /// access is in asks for the same ones. Keyed by the access, the terms
  /// and guards evaluated and the bindings; capped in size.
  struct SideTables {
    bool unknown = false;
    std::vector<std::pair<unsigned, int64_t>> live; // thread, address
  };
  std::unordered_map<std::string, SideTables> sideTablesCache;
  size_t sideTablesBytes = 0;
  static constexpr size_t kSideTablesBudget = size_t(96) << 20;
  /// termRange's results: a pair is asked again for every iteration of a
  /// block-strided loop and every combination of the counters it fixes, with
  /// the same term, access, bindings and running threads (HazardTermRanges.cpp).
  using TermRangeKey = std::tuple<void *, mlir::Operation *,
                                  std::vector<std::pair<void *, int64_t>>, std::vector<bool>>;
  std::map<TermRangeKey, std::optional<std::pair<int64_t, int64_t>>> termRangeCache;
  /// conflict()'s verdicts within this analysis (the IR, the options and
  /// the tables are fixed here): the dataflow asks a pair again each time a
  /// loop's fixpoint revisits its blocks.
  struct PairVerdict {
    hazards::Conflict conflict;
    bool proven;
    std::string undecided;
    RaceWitness witness;
    int64_t first, second;
  };
  struct PairKey {
    const MemoryAccess *a, *b;
    bool sameExecution;
    llvm::SmallVector<hazards::LoopMarker, 2> stale;
    bool operator==(const PairKey &o) const {
      return a == o.a && b == o.b && sameExecution == o.sameExecution && stale == o.stale;
    }
  };
  struct PairKeyHash {
    size_t operator()(const PairKey &k) const {
      llvm::hash_code h = llvm::hash_combine(k.a, k.b, k.sameExecution);
      for (const hazards::LoopMarker &m : k.stale)
        h = llvm::hash_combine(h, m.header, m.loop, m.lastIteration, m.iterations);
      return h;
    }
  };
  std::unordered_map<PairKey, PairVerdict, PairKeyHash> pairVerdicts;

  /// [locks] The lock word held where an op runs and the block its
  /// acquisition's success edge enters (null when none), per op.
  llvm::DenseMap<mlir::Operation *, std::pair<mlir::Value, mlir::Block *>> heldLocks;
  std::pair<mlir::Value, mlir::Block *> heldLock(mlir::Operation *op);
  /// Whether the function has an atomic a lock could be taken with.
  std::optional<bool> anyLockAtomics;
  /// Both accesses run while their thread holds the same lock.
  bool mutuallyExclusive(const MemoryAccess &a, const MemoryAccess &b);
  /// [flag handoffs] A spin-wait on a volatile flag (its load, test, branch
  /// and the block it exits to), and a store to a shared array some spin
  /// waits on (its constant, when it stores one).
  struct FlagSpin {
    simt::LoadOp load;
    mlir::arith::CmpIOp test;
    mlir::cf::CondBranchOp branch;
    mlir::Block *exit;
    hazards::SubscriptChain chain;
  };
  struct FlagWrite {
    mlir::Operation *op;
    std::optional<llvm::APInt> constant;
    hazards::SubscriptChain chain;
  };
  struct FlagFacts {
    std::vector<FlagSpin> spins;
    std::vector<FlagWrite> flagWrites;
  };
  std::optional<FlagFacts> flagFacts;
  void collectFlagHandoffs();
  bool releasedBy(mlir::Operation *access, const hazards::SubscriptChain &data,
                  const FlagSpin &spin);
  const FlagSpin *acquiredBy(mlir::Operation *access, const hazards::SubscriptChain &data);
  /// One access comes before a fence and the store of a ready flag, the
  /// other after a spin on that flag and a fence: ordered, no race.
  bool flagHandoff(const MemoryAccess &a, const MemoryAccess &b);
  static bool sameLockWord(mlir::Value a, mlir::Value b);
  hazards::Conflict computeConflict(const MemoryAccess &a, const MemoryAccess &b,
                           llvm::ArrayRef<hazards::LoopMarker> stale, bool sameExecution);
  /// The last colliding thread pair tabulatedConflict found.
  int64_t pairFirst = -1, pairSecond = -1;

  // ---- state lattice ------------------------------------------------------
  static bool joinInto(State &into, const State &from);
  /// joinInto with `into`'s keys (access, stale set, commits) in `index`,
  /// which it keeps up to date.
  using PendingIndex =
      llvm::DenseMap<std::tuple<MemoryAccess *, const StaleMarkers *, int>, unsigned>;
  /// With `touched`, appends the position in `into` of each entry it adds
  /// or changes (runRegion's deltas).
  static bool joinIndexed(State &into, PendingIndex &index, const State &from,
                          std::vector<unsigned> *touched = nullptr);

  State markStale(const State &s, hazards::LoopMarker marker);
  /// Drops the marker of a loop the state leaves (the cf edge `from` ->
  /// `to`, or the end of the scf loop `loop`) from the accesses issued
  /// outside that loop. Such a marker only says which iteration of the loop
  /// the current access runs in; past the loop nothing reads it (a value
  /// the loop computes varies in any loop around both, which has its own
  /// marker). Kept, the marker doubles an access' entries at each loop it
  /// may leave with or without going round: 2^k entries behind k loops
  /// (a generated kernel: 61000 entries, 600 MB and 18 s of --auto-sync).
  /// Copies in flight keep theirs (they count the crossings).
  State leaveLoops(const State &s, mlir::Block *from, mlir::Block *to);
  State leaveLoop(const State &s, mlir::Operation *loop);
  /// leaveLoops' and leaveLoop's work: `left` says which markers name a
  /// loop being left; (`where`, `to`) keys the memo.
  State dropLeftMarkers(const State &s, llvm::function_ref<bool(const hazards::LoopMarker &)> left,
                        void *where, void *to);
  /// Whether `op` lies in the loop `m` names.
  bool inMarkedLoop(mlir::Operation *op, const hazards::LoopMarker &m);
  llvm::DenseMap<std::tuple<const StaleMarkers *, void *, void *, mlir::Operation *>, StaleSet>
      leftMemo;

  bool isVariant(mlir::Value v, const hazards::LoopMarker &m, unsigned depth = 0);
  bool isVariantPlace(mlir::Value v, const hazards::LoopMarker &m);
  /// isVariantPlace, without the code after a cf loop (which its header
  /// dominates): the back edge never runs past a value defined there, so
  /// crossing it changes nothing (a loop around both has its own marker).
  bool definedInLoopBody(mlir::Value v, const hazards::LoopMarker &m);
  /// A cf loop's blocks: those its header dominates that lead back to it.
  const llvm::DenseSet<mlir::Block *> &loopBlocks(mlir::Block *header);
  llvm::DenseMap<mlir::Block *, llvm::DenseSet<mlir::Block *>> loopBlockSets;
  /// Only the header's test leaves the loop (no break, no return inside).
  bool exitsOnlyAtHeader(mlir::Block *header);
  /// What an access pending from earlier iterations knows of a loop
  /// counter's value (LoopMarker::iterations): the counter's loop header
  /// and constant step, its entry value, and the marker of its loop in
  /// `stale` (null when none). Nothing when `v` is no cf loop counter with
  /// a constant step.
  struct CounterShift {
    mlir::Block *header = nullptr;
    int64_t step = 0;
    std::optional<int64_t> entry;
    const hazards::LoopMarker *own = nullptr;
    /// Every marker of `stale` that `v` varies in is `own`.
    bool onlyOwn = true;
  };
  std::optional<CounterShift> counterShift(mlir::Value v,
                                           llvm::ArrayRef<hazards::LoopMarker> stale);
  /// A plain counter symbol of `a` (in its loop's body) pinned by the
  /// crossings of a copy still in flight: `b` runs after the loop, which it
  /// left by its test after a's iteration crossed the back edge
  /// `iterations` times, so a ran the iteration that many before the last.
  std::optional<int64_t> pinnedCounter(mlir::Value v, const MemoryAccess &a,
                                       const MemoryAccess &b,
                                       llvm::ArrayRef<hazards::LoopMarker> stale);

  // ---- accesses -------------------------------------------------------------
  MemoryAccess *getAccess(mlir::Operation *op);

  /// The two sides of a pointer merged at a join from a branch's two arms
  /// (`cf.cond_br %c, ^a, ^b`; `^a: cf.br ^j(%p)`, `^b: cf.br ^j(%q)`): each
  /// pointer with the branch condition's value that selects it.
  struct MergedSide {
    mlir::Value ptr, cond;
    bool expected = true;
  };
  std::optional<std::pair<MergedSide, MergedSide>> mergedPointerSides(mlir::Value ptr);

  /// The header of the block-strided loop `for (i = threadIdx.x; i < C;
  /// i += blockDim.x)` (C a constant, at most 4096) when `ptr` is a shared
  /// buffer plus one index computed from i and constants alone that takes a
  /// different value for every i in [0, C): the executions of the loop by
  /// the threads have different i (i = t + k * stride, stride >= the
  /// threads), so they never write the same element (the bit-reversed
  /// stores of an FFT).
  mlir::Block *injectiveStridedIndex(mlir::Value ptr, mlir::Operation *user);

  /// Whether the store writes a shared buffer whose writers agree on the
  /// value by construction (`simt.replicated_writes` on the simt.global: the
  /// tile lowering's layout-conversion and reduction buffers).
  static bool replicatedWrites(const MemoryAccess &access);

  /// One store executed by several threads: two of them writing the same
  /// bytes with different values race, and no barrier orders them. A value
  /// uniform in the block is the same everywhere (`done = 1`): benign.
  void checkSameInstruction(MemoryAccess *access);
  /// The same for a store at a data-dependent index (`owner[key & 127] =
  /// t`): whether two threads' data pick one element is not known, so a
  /// per-thread value stored there is undecided (HazardDataRanges.cpp).
  void checkDataIndexedStore(MemoryAccess *access);
  /// For a plain store at a widened index (checkDataIndexedStore): the first
  /// two running threads that may store different values to one element;
  /// (-1, -1) when none can (ranges apart, one value, one thread, or a data
  /// guard that may elect one writer per element); nullopt when not decided.
  std::optional<std::pair<int64_t, int64_t>> dataIndexedCollision(const MemoryAccess &access);

  /// The (thread, byte) executions of an access whose address reads only
  /// the thread, constants and the indices of block-strided loops with a
  /// constant stride under the shape and a constant bound (`j = ty; j <
  /// 32; j += blockDim.y`), from the start of its shared array
  /// (HazardExecutions.cpp). `exact` is false when a listed loop may
  /// synchronise inside: then not all its iterations meet.
  struct Executions {
    std::string root;
    std::vector<std::pair<unsigned, int64_t>> list;
    bool exact = true;
    /// Some index leaves its array dimension (`rowbuf[w][C - 1 - i]` with
    /// C past the row): a launch the kernel is not written for.
    bool outOfBounds = false;
    std::string loops;
    /// Not exact only because uniform counters of loops whose bodies hold a
    /// barrier are listed at all their values (`for (half = 1; half < N;
    /// half <<= 1)` of an FFT's stages): those loops, and the executions of
    /// their first iterations, which an access before them meets.
    llvm::SmallVector<mlir::Block *, 1> syncLoops;
    bool firstExact = true;
    std::vector<std::pair<unsigned, int64_t>> firstList;
  };
  std::map<const MemoryAccess *, std::optional<Executions>> executionsCache;
  /// Listed with kernel arguments fixed (`params`: tile_rotate's `(i + shift)
  /// % 512`, rmsnorm's `C - 1 - i` in `i < C`); without them an argument
  /// read is added to `unboundParams` and nothing is listed.
  using ParamKey = std::pair<const MemoryAccess *, std::vector<std::pair<void *, int64_t>>>;
  std::map<ParamKey, std::optional<Executions>> paramExecutionsCache;
  llvm::SetVector<mlir::Value> unboundParams;
  const Executions *executions(const MemoryAccess &m,
                               llvm::ArrayRef<std::pair<mlir::Value, int64_t>> params = {});
  /// The worst collision of two listed accesses (a's size `sizeA`, b's
  /// `sizeB`): two different threads touching one byte.
  static hazards::Conflict collide(const Executions &ea, int64_t sizeA, const Executions &eb,
                                   int64_t sizeB, bool sameAccess, RaceWitness &witness);
  /// Whether every execution in the list stays inside its array.
  bool executionsInBounds(const Executions &ex, int64_t size);
  /// [inline-asm] A wmma.load/store of a tile in shared memory (any shape)
  /// against another access (a tile too): the bytes each warp's tile covers
  /// (its rows or columns, ldm elements apart) against the other side's listed
  /// executions. A byte of warp w's tile that a thread of another warp
  /// touches is a race whatever lane holds it (witness: a lane of warp w);
  /// no shared byte at all is None. Nothing when either side cannot be
  /// listed or only threads of the tile's own warp meet it.
  std::optional<std::pair<hazards::Conflict, RaceWitness>>
  tileConflict(const MemoryAccess &a, const MemoryAccess &b);
  std::map<std::pair<const MemoryAccess *, const MemoryAccess *>,
           std::optional<std::pair<hazards::Conflict, RaceWitness>>>
      tileConflictCache;
  /// A pair decided from both sides' executions: None when no byte is
  /// touched by two different threads, a conflict with its witness, or
  /// nullopt when not both can be listed (or the collision is not exact).
  std::optional<hazards::Conflict> enumeratedConflict(const MemoryAccess &a,
                                                      const MemoryAccess &b,
                                                      llvm::ArrayRef<hazards::LoopMarker> stale);
  /// While set, executions() lists with every uniform loop counter its
  /// address or a thread-dependent guard reads fixed by `params`; one it
  /// meets unbound goes to `unboundCounters` and nothing is listed
  /// (HazardListedCounters.cpp).
  bool listingBindsCounters = false;
  llvm::SetVector<mlir::Value> unboundCounters;
  /// enumeratedConflict with the uniform loop counters both sides read
  /// bound to one value where both see one iteration (stale says so),
  /// and separately where they do not (HazardListedCounters.cpp).
  std::optional<hazards::Conflict> listedWithCounters(const MemoryAccess &a,
                                                      const MemoryAccess &b,
                                                      llvm::ArrayRef<hazards::LoopMarker> stale);

  /// [inline-asm] The pointer behind an asm address operand: a pointer, or
  /// an integer made from one (`(unsigned)__cvta_generic_to_shared(p) + 16`),
  /// with the bytes added to it; null when it comes from elsewhere.
  static std::pair<mlir::Value, int64_t> asmAddress(mlir::Value v);

  /// [inline-asm] The shared (or tracked global) memory an asm statement
  /// touches, from what InlinePtx.h read in it. One understood reference
  /// through an operand is an exact access; anything else (several
  /// references, addresses that are no operand, PTX not understood) is an
  /// opaque access of the buffers its pointer operands point into (all
  /// shared memory when none does).
  bool inlineAsmAccess(simt::InlineAsmOp op, MemoryAccess &access);

  void tabulate(MemoryAccess &a);

  /// The possible values of (address of a) - (address of b) outside their
  /// thread parts, or nothing when they are not comparable: plain symbols
  /// must cancel, residue symbols of one base are tried residue by residue.
  std::optional<llvm::SmallVector<int64_t, 4>>
  symbolicDifference(const MemoryAccess &a, const MemoryAccess &b,
                     llvm::ArrayRef<hazards::LoopMarker> stale);

  /// Set by conflict(): whether the conflict it returned is shown by a
  /// witness, why not, and the witness.
  bool lastProven = true;
  std::string lastUndecided;
  RaceWitness lastWitness;

  hazards::Conflict undecided(std::string why) {
    lastProven = false;
    lastUndecided = std::move(why);
    return hazards::Conflict::AcrossWarps;
  }

  /// Both addresses are rows of one array (MemoryAccess::rowIndex) whose
  /// row indices are functions of the thread: only threads with the same
  /// row can meet. None when no two threads share a row, SameWarp when only
  /// threads of one warp do; nothing when threads of two warps may.
  std::optional<hazards::Conflict> rowsApart(const MemoryAccess &a, const MemoryAccess &b);

  /// Both addresses are rows of one array whose row indices are uniform
  /// (`a[k][t]` against `a[p][t]`, k and p unknown): an element is its row
  /// and its column, so two threads meet only where their columns (the
  /// in-bounds rest of the address, tabulated per thread) do, whatever the
  /// rows are. None when no two different threads' columns overlap.
  bool columnsApart(const MemoryAccess &a, const MemoryAccess &b);

  /// The range of a uniform symbol of an address: a value the uniform
  /// evaluator knows, a loop counter over its values, or a counter stepping
  /// up from a known start under `i < min(C, x)` (`for (kk = 0; kk <
  /// min(32, end - ptr); ++kk)`: [start, C - 1] in the body, whatever x is).
  std::optional<std::pair<int64_t, int64_t>> symbolRange(mlir::Value v, const MemoryAccess &m);

  /// Each warp's accesses lie in a slice of the buffer no other warp's
  /// accesses of the other side touch (per thread: its table plus every
  /// value of the address's symbols, symbolRange): only threads of one warp
  /// can meet (`sh[ty * 32 + kk]` with kk < min(32, n) in a 32xN block).
  /// SameWarp then; nothing when the slices overlap or a range is unknown.
  std::optional<hazards::Conflict> warpSlicesApart(const MemoryAccess &a, const MemoryAccess &b);

  /// The bytes an access can touch, over every thread that may run it and
  /// every value of its symbols: thread part from its table, symbols that
  /// are uniform values evaluated (blockDim under the shape), loop counters
  /// over their whole range (`for (j = 0; j < blockDim.x; ++j)` has more
  /// values than the counter search tries, but one interval). Nothing when
  /// a part has no known range.
  std::optional<std::pair<int64_t, int64_t>> addressHull(const MemoryAccess &m,
                                                        bool skipResidues = false);
  /// symbolicDifference's residue part: multiplies `diffs` by the choices of
  /// every residue base the two sides read; false when not comparable.
  bool residueDifferences(const MemoryAccess &a, const MemoryAccess &b,
                          llvm::ArrayRef<hazards::LoopMarker> stale,
                          llvm::SmallVector<int64_t, 4> &diffs);
  /// The hulls of the two sides without their stage selectors (residue
  /// symbols), moved by every stage difference the two can be at, are
  /// apart.
  bool stageHullsApart(const MemoryAccess &a, const MemoryAccess &b,
                       llvm::ArrayRef<hazards::LoopMarker> stale);

  /// An access whose one unknown part is a per-thread row
  /// (MemoryAccess::privateRow) against an access of the same buffer: when
  /// every thread's column (the rest of its address, an exact access' split
  /// into whole rows and a column) lies inside one row and no byte of a row
  /// is two threads' column, two different threads never meet, whatever
  /// their rows (the interval sample's per-thread stacks, `s[sp *
  /// blockDim.x + t]`).
  bool privateRowsApart(const MemoryAccess &a, const MemoryAccess &b);
  /// Rows of one array picked by uniform indices (MemoryAccess::rowIndex):
  /// `prev = dp[it & 1]; prev[c - w]` against `dp[(it + 1) & 1][c]`. C++
  /// pointer arithmetic keeps each access inside its row whatever the rest
  /// of its index is (a data-decided `c - w` included), so when the row
  /// indices can never be equal the accesses never meet.
  bool uniformRowsApart(const MemoryAccess &a, const MemoryAccess &b,
                        llvm::ArrayRef<hazards::LoopMarker> stale);
  /// Rows of a length known only at run time (llm.c's `params + 2 * C4 +
  /// threadIdx.y * C4`, `s_w = sh`, `s_b = sh + C`): each side is U * row(t)
  /// + c with c a strided loop's index under the test `c < U` (so in [0, U)),
  /// row(t) a table of the thread plus whole multiples of U. Different rows
  /// never meet; in one row, two threads meet only where their loops'
  /// indices can be equal (the residues of their starts modulo a constant
  /// stride). True when no two threads can meet.
  bool symbolicRowsApart(const MemoryAccess &a, const MemoryAccess &b);
  /// Thread rows of a run-time width (`row[t * d + x]`, x < d), or arrays
  /// carved from the dynamic buffer at different multiples of a run-time
  /// size (`&sram[tile]`, `&sram[2 * tile]`): apart (HazardCarvedRows.cpp).
  bool carvedRowsApart(const MemoryAccess &a, const MemoryAccess &b,
                       llvm::ArrayRef<hazards::LoopMarker> stale);
  /// Rows of a run-time width owned by threads or warps, read from the
  /// pointer: each side is E * (T(t) * U + x) with T a table of the thread,
  /// U a size from the kernel's arguments and x in [0, U) (a loop index
  /// under `x < U` from a non-negative start, or `d % U` unsigned, whatever
  /// d is: a histogram bin of per-thread data). Different rows never meet:
  /// None when no two threads share a row, SameWarp when only threads of
  /// one warp do (each warp's sub-histogram `sub + warp * nbins`); nothing
  /// otherwise (HazardCarvedRows.cpp).
  std::optional<hazards::Conflict> runtimeRowsApart(const MemoryAccess &a, const MemoryAccess &b);
  /// Columns of rows blockDim.x wide owned by threads (`W[i * blockDim.x +
  /// tid]`, whatever i is): apart.
  bool threadColumnsApart(const MemoryAccess &a, const MemoryAccess &b,
                          llvm::ArrayRef<hazards::LoopMarker> stale);
  /// The U of a uniform counter's loop `for (x = c; x < U; x += k)` (c >= 0,
  /// k > 0) whose body runs `op`: there x lies in [0, U). Null otherwise.
  mlir::Value columnBound(mlir::Value counter, mlir::Operation *op);
  /// `v` is never negative where m runs: a table of the thread, a counter
  /// rising from a non-negative start, a product of such, or one of
  /// `positive` (the bounds of m's columns).
  bool nonNegativeTerm(mlir::Value v, const MemoryAccess &m,
                       llvm::ArrayRef<mlir::Value> positive, unsigned depth);

  /// A data-dependent index `w` takes (MemoryAccess::widenedStep) against
  /// an exact access `o` whose threads touch every element of w's range: some
  /// thread of o meets w's whatever its data, so the conflict is proven
  /// (`atomicAdd(&count[key & 15], 1)` against `count[t]` read by threads
  /// 0..15). Nothing when o does not cover the range (HazardDataRanges.cpp).
  std::optional<hazards::Conflict> coveredRange(const MemoryAccess &w, const MemoryAccess &o,
                                                llvm::ArrayRef<hazards::LoopMarker> stale);

  /// A store whose index is an injective function of a fetch-and-add's
  /// result (`q[atomicAdd(&tail, 1)] = v`): no two executions share a slot.
  bool fetchAddSlot(const MemoryAccess &m);
  /// Two accesses whose addresses differ only in one integer symbol c that
  /// a loop changed, with one byte coefficient K on both sides (`IMGVF[t +
  /// 320 * tb]`, tb a counter whose bound is not known): executions with c1
  /// != c2 lie |K| or more bytes apart, so when the two sides' thread parts
  /// stay closer than that, only c1 == c2 can meet, which the tables decide.
  std::optional<hazards::Conflict> wideStepConflict(const MemoryAccess &a, const MemoryAccess &b,
                                                    llvm::ArrayRef<hazards::LoopMarker> stale,
                                                    bool sameExecution);

  /// One side walks a loop `i = t; i += factor * blockDim.x` and the other
  /// is not strided: true when every address of the strided side after its
  /// first iteration lies above the other side's (for each of its threads,
  /// blockDim.x being larger than both thread indices), so only the first
  /// iteration can meet it.
  bool stridePastOther(const MemoryAccess &a, const MemoryAccess &b,
                       llvm::ArrayRef<int64_t> diffs);

  /// A data-dependent index that moves by whole steps of S bytes
  /// (MemoryAccess::widenedStep, `s_Hist[threadPos + bin * 64]`) keeps each
  /// thread in its base's residue class mod S: true when no two different
  /// threads of a and b share a class (HazardDataRanges.cpp). Without a
  /// data index, S is the common step of the uniform symbols (`keys[lo *
  /// 128 + t]`, lo loaded or a counter, 128 threads).
  bool residuesApart(const MemoryAccess &a, const MemoryAccess &b,
                     llvm::ArrayRef<hazards::LoopMarker> stale);

  hazards::Conflict conflict(const MemoryAccess &a, const MemoryAccess &b,
                    llvm::ArrayRef<hazards::LoopMarker> stale, bool sameExecution = false);

  hazards::Conflict exactConflict(const MemoryAccess &a, const MemoryAccess &b,
                         llvm::ArrayRef<hazards::LoopMarker> stale, bool sameExecution);

  /// One access walks a block-strided loop with a constant stride and bound
  /// (`for (r = ty; r < 20; r += 16)`), the other depends on loop counters
  /// (`rows[ty + k][tx]`, k < 5): each iteration the threads can run is the
  /// strided access moved by that many strides, which the counter search
  /// compares with the other. Nothing when some iteration cannot be decided.
  /// The loop `v` (a header argument, or a cast of one) counts, and the
  /// constant it holds in its first iteration, when `op` runs in every
  /// iteration of that loop (its block opens the body or follows by plain
  /// branches).
  std::optional<std::pair<mlir::Block *, int64_t>> firstIterationValue(mlir::Value v,
                                                                        mlir::Operation *op);
  /// A pair not decided because a counter's values are not known (`for (j =
  /// 0; j < cnt; ++j)`, cnt per warp): with the counters of the loops the
  /// accesses run in every iteration of bound to their first value, as the
  /// first iteration has them, a pair the tables find is a witness.
  std::optional<hazards::Conflict> firstIterationConflict(const MemoryAccess &a,
                                                          const MemoryAccess &b,
                                                          llvm::ArrayRef<hazards::LoopMarker> stale);
  std::optional<hazards::Conflict> stridedAgainstCounters(const MemoryAccess &a, const MemoryAccess &b,
                                                 llvm::ArrayRef<hazards::LoopMarker> stale);

  /// The exit test `i < U` of a strided induction variable i (U uniform)
  /// when `op` runs only while it holds: the U.
  mlir::Value strideBound(const MemoryAccess &m);

  /// Two accesses of one block-strided loop over `i < U` (i from a
  /// non-negative start, rising), at `X + m*i` and `X + m*U + m*i`: the
  /// first stays in [X, X + m*U), the second in [X + m*U, X + 2*m*U), so no
  /// two executions meet, in any threads or iterations (llm.c's
  /// `shared` / `shared + C` halves filled by `i < C`).
  bool disjointLoopRanges(const MemoryAccess &a, const MemoryAccess &b,
                          llvm::ArrayRef<hazards::LoopMarker> stale);

  static std::string describeLine(mlir::Operation *op);

  // ---- loop counters, tried value by value ----------------------------------
  /// One variable of the search: a counter as one access (side 0 = a,
  /// 1 = b) or both (side 2) see it.
  struct CounterVar {
    mlir::Value counter;
    unsigned side;
    /// Both sides have their own copy and the counter's own loop went round
    /// (it steps monotonically): the copies differ.
    int distinctFrom = -1;
    llvm::SmallVector<unsigned, 2> dependsOn; ///< indices of outer counters
    /// Tried only at representatives of its residues mod this (the accesses
    /// read it only through them); 0 when every value is tried.
    unsigned residueModulus = 0;
  };

  /// Each access' addresses and active threads under every combination of
  /// the loop-counter values they depend on; a collision between two
  /// different threads is a race with the counter values as witness. Nothing
  /// when the counters cannot be enumerated (lastUndecided says why).
  /// Nonzero while bindingConflict re-runs a collision that needed argument
  /// values with the arguments tied to the block: each tried only at this
  /// many times the tabulated threads (n == blockDim.x, then n == 2 *
  /// blockDim.x: a scan or sort of one or two elements per thread).
  int64_t argumentsTiedToBlock = 0;
  /// Combinations the counter search tabulated in this analysis, and how
  /// many it may: past the budget each pair it still has to search is
  /// undecided (a warning that says so) instead of a compile that runs for
  /// seconds. One combination tabulates every thread of the block.
  size_t searchCombinations = 0;
  static constexpr size_t kAnalysisBudget = size_t(1) << 17;
  /// What one counter search decided: its verdict (nothing when the
  /// counters cannot be enumerated) and the outputs it set; an output it
  /// leaves empty keeps the caller's lastProven, lastUndecided or
  /// lastWitness.
  struct CounterSearchResult {
    std::optional<hazards::Conflict> conflict;
    std::optional<bool> proven;
    std::optional<std::string> undecided;
    std::optional<RaceWitness> witness;
  };
  /// Reads lastProven (a tied re-run that leaves proven open keeps it) but
  /// writes no member: the caller adopts the result.
  CounterSearchResult bindingConflict(const MemoryAccess &a, const MemoryAccess &b,
                                      llvm::ArrayRef<hazards::LoopMarker> stale,
                                      bool sameExecution);
  /// Sets the outputs `r` holds; returns its verdict.
  std::optional<hazards::Conflict> adopt(const CounterSearchResult &r);

  /// bindingConflict's verdicts per pair of this analysis' accesses. The
  /// dataflow asks a pair under many stale sets (every subset of the loops
  /// crossed since the first access) and the search reads the set only
  /// through which of its markers each value it looks at varies in, and of
  /// those only through varianceClass: a verdict is reused when every value
  /// the search looked at has the same class. Also keyed by the incoming
  /// lastProven, which the search reads after its tied re-run.
  struct CounterSearchVerdict {
    llvm::SmallVector<std::pair<mlir::Value, unsigned>, 8> looked;
    CounterSearchResult result;
  };
  std::map<std::tuple<const MemoryAccess *, const MemoryAccess *, bool, bool>,
           std::vector<CounterSearchVerdict>>
      counterSearchVerdicts;
  /// While bindingConflict runs for the memo: each value whose variance it
  /// asked for, with its varianceClass (first ask only).
  llvm::MapVector<mlir::Value, unsigned> *variantLog = nullptr;
  /// What bindingConflict reads of the markers `v` varies in: none (1), or
  /// whether all are its own loop's last iteration (2) and whether all are
  /// its own loop (4). Two stale sets with the same class for every value
  /// the search looked at give the same verdict.
  unsigned varianceClass(mlir::Value v, llvm::ArrayRef<hazards::LoopMarker> markers);
  std::optional<hazards::Conflict>
  memoisedBindingConflict(const MemoryAccess &a, const MemoryAccess &b,
                          llvm::ArrayRef<hazards::LoopMarker> stale, bool sameExecution);

  /// The values `v` (a term of m's address) can take: a thread function
  /// over the threads that may run m, a loop counter over every value of its
  /// loop, an argument over its candidates (HazardTermRanges.cpp).
  /// With `bindings` (the counters both accesses share, fixed), at most one
  /// further counter is left free.
  std::optional<std::pair<int64_t, int64_t>>
  termRange(mlir::Value v, const MemoryAccess &m,
            llvm::ArrayRef<std::pair<mlir::Value, int64_t>> bindings);
  std::optional<std::pair<int64_t, int64_t>>
  computeTermRange(mlir::Value v, const MemoryAccess &m,
                   llvm::ArrayRef<std::pair<mlir::Value, int64_t>> bindings);
  /// The bytes m can touch as the sum of its constant and the ranges of
  /// `terms` (coefficient, value): before the counter search enumerates
  /// them, two ranges apart decide a pair.
  std::optional<std::pair<int64_t, int64_t>>
  termsRange(const MemoryAccess &m, llvm::ArrayRef<std::pair<int64_t, mlir::Value>> terms,
             llvm::ArrayRef<std::pair<mlir::Value, int64_t>> bindings);

  /// Whether `op` lies in the body of the loop `counter` counts (where the
  /// counter never holds its exit value).
  bool inLoopBody(mlir::Value counter, mlir::Operation *op);
  /// The two accesses' byte ranges (constant plus terms) are apart under
  /// every stage difference in `shifts`, for every value of the counters
  /// `fixed` selects (those both read in one iteration), the others over
  /// their whole loops.
  bool rangesApart(const MemoryAccess &a, const MemoryAccess &b,
                   llvm::ArrayRef<std::pair<int64_t, mlir::Value>> termsA,
                   llvm::ArrayRef<std::pair<int64_t, mlir::Value>> termsB,
                   llvm::ArrayRef<int64_t> shifts, llvm::function_ref<bool(mlir::Value)> fixed);

  /// The (residue at the first access, residue at the second) pairs of a
  /// stage selector's counter mod `period` that its iterations realise (the
  /// first access in an earlier iteration when `wentRound`), and the trip
  /// count that takes when the loop's bound is not known here.
  struct RealisedResidues {
    std::set<std::pair<unsigned, unsigned>> pairs;
    std::string assumption;
  };
  std::optional<RealisedResidues> realisedResiduePairs(mlir::Value base, unsigned period,
                                                       bool wentRound);
  /// The values a counter's loop starts, steps and stops with are computed
  /// from: its entry and back-edge values and its exit test.
  /// Every value a loop counter takes under each value of the one outer
  /// counter its loop's start, step or test reads (HazardListedCounters.cpp).
  std::optional<llvm::SmallVector<int64_t>> valuesOverOuterCounter(mlir::Value counter);
  llvm::SmallVector<mlir::Value, 4> loopInputs(mlir::Value counter);

  /// "the argument n" (its source name when the location has one).
  static std::string describeParameter(mlir::Value v);

  std::string describeIterations(llvm::ArrayRef<CounterVar> vars, llvm::ArrayRef<int64_t> va,
                                 llvm::ArrayRef<int64_t> vb);

  /// Two threads' executions of one store write different values.
  bool storedValuesDiffer(const MemoryAccess &a, unsigned t1, unsigned t2);

  /// Both accesses walk the same block-strided loop shape from the same
  /// per-thread start: thread t touches start + u*t + u*m*R (u = coefficient
  /// times the stride's constant factor, R >= blockDim.x > |t1 - t2|, or R
  /// constant and wider than the span of the threads that run them), so two
  /// threads' addresses differ by a non-zero multiple of u, at least one
  /// element. Anything else is not modelled: a conflict.
  hazards::Conflict stridedConflict(const MemoryAccess &a, const MemoryAccess &b,
                           llvm::ArrayRef<int64_t> diffs);

  /// Whether `m` sits in the body of its strided loop, whose exit test
  /// `i < U` compares the index with a value that is not a constant.
  bool loopTestIsNotConstant(const MemoryAccess &m);

  /// The threads that run `m` and reach iteration k of its block-strided
  /// loop, whose exit test compares the index with a constant (`for (b =
  /// lane; b < 64; b += 32)`); nothing when the test is not of that form.
  /// The first iteration (k = 0) needs no constant stride (`b += blockDim.x`).
  std::optional<std::vector<bool>>
  runsIteration(const MemoryAccess &m, int64_t k,
                llvm::ArrayRef<std::pair<mlir::Value, int64_t>> bindings = {});
  /// runsIteration, or where the loop's start or bound reads one uniform
  /// loop counter (`for (i = t + s + 1; i < W - s - 1; i += N)`, s a time
  /// step), the threads that run iteration k for some value it takes;
  /// `approximate` is set then (a pair found with it is not proven).
  std::optional<std::vector<bool>> runsIterationForSomeCounter(const MemoryAccess &m, int64_t k,
                                                               bool &approximate);
  /// The one uniform loop counter (not the induction itself) that the
  /// start and the loop test of m's block-strided loop read, and the values
  /// it takes in its body; nothing when none or several.
  std::optional<std::pair<mlir::Value, llvm::SmallVector<int64_t>>>
  stridedLoopCounter(const MemoryAccess &m);

  bool coversAllDims(const MemoryAccess &a);

  /// Two different threads t1 (running a) and t2 (running b) whose byte
  /// ranges overlap, for some choice of the symbolic difference.
  hazards::Conflict tabulatedConflict(const MemoryAccess &a, const MemoryAccess &b,
                             llvm::ArrayRef<int64_t> diffs,
                             const std::vector<bool> *activeA = nullptr,
                             const std::vector<bool> *activeB = nullptr,
                             bool sameExecution = false);
  /// tabulatedConflict's search: the verdict and the last colliding pair.
  SharedAccesses::TabulatedVerdict searchTables(const MemoryAccess &a, const MemoryAccess &b,
                                                llvm::ArrayRef<int64_t> diffs,
                                                const std::vector<bool> *activeA,
                                                const std::vector<bool> *activeB,
                                                bool sameExecution);

  /// (address, thread) of the threads that run an access, sorted.
  using ThreadsByAddress = std::vector<std::pair<int64_t, unsigned>>;
  static ThreadsByAddress sortThreads(const std::vector<int64_t> &perThread,
                                      const std::vector<bool> &active);
  /// sortThreads with the access' own guards, computed once per access.
  llvm::DenseMap<const MemoryAccess *, std::unique_ptr<ThreadsByAddress>> &sortedCache;
  llvm::DenseMap<const MemoryAccess *, std::unique_ptr<ThreadsByAddress>> ownSortedCache;
  const ThreadsByAddress &sortedThreads(const MemoryAccess &a);
  /// Whether some a(t1) + d overlaps some b(t2) with t1 != t2 (any t1 when
  /// `sameThreadCounts`): one merge of the two sorted lists, so the pairs
  /// that cannot collide (most of them) skip the per-thread search.
  static bool mayOverlap(const ThreadsByAddress &sortedA,
                         const ThreadsByAddress &sortedB, int64_t d,
                         int64_t sizeA, int64_t sizeB, bool sameThreadCounts);

  // ---- the dataflow ---------------------------------------------------------
  /// A hazard outside Options::stopUnlessKnown was found: the run ends.
  bool stopped = false;
  /// The access that passed kMaxStaleSets (the run ended there).
  MemoryAccess *overLimit = nullptr;
  /// Whether some access of `s` is pending with more than kMaxStaleSets
  /// stale sets; if so, records it and ends the run.
  bool passesStaleLimit(const State &s);

  void visitAccess(MemoryAccess *access, State &state);
  /// `access` runs: pending from now on, replacing its earlier execution.
  static void issue(MemoryAccess *access, State &state);
  /// The hazard between pending `p` and `access`, if they race.
  std::optional<Hazard> hazardWith(const Pending &p, MemoryAccess *access);
  /// hazardWith's conflict(). Without options.memoisePairs (barrier
  /// insertion and removal, whose tile kernels ask most pairs once) a pair
  /// asked a second time with the same interned stale set keeps its verdict:
  /// the fixpoint re-asks every pending entry at each visit of a block, and
  /// behind k nested loops that can each be left early an access is pending
  /// with 2^k stale sets (issue 13: 350k conflict() runs for 8 loops). Only
  /// verdicts reached without the counter search are kept, since a rerun of
  /// the search meets a budget the first run used up.
  hazards::Conflict pendingConflict(const MemoryAccess &a, const MemoryAccess &b,
                                    StaleSet stale);
  static constexpr unsigned kAskedOnce = ~0u;
  /// (a, b, stale set) -> index in pendingVerdicts, or kAskedOnce.
  llvm::DenseMap<std::tuple<const MemoryAccess *, const MemoryAccess *, const StaleMarkers *>,
                 unsigned>
      pendingVerdictIndex;
  std::vector<PairVerdict> pendingVerdicts;
  /// Counter searches begun in this analysis (bindingConflict).
  size_t countersSearched = 0;
  /// maxBlockThreads of the function, read once (an attribute lookup by
  /// name, asked for every hazard the dataflow meets).
  unsigned blockThreads();
  std::optional<unsigned> blockThreadsMemo;

  /// Options::recordBarrierEntries: the state each barrier first met, and
  /// what the pair verdicts read besides it (the budget used so far, the
  /// last verdict's outputs). Up to that first visit, an analysis ignoring
  /// the barrier runs exactly as this one did.
  struct BarrierEntry {
    State state;
    size_t searchCombinations;
    bool lastProven;
    std::string lastUndecided;
    RaceWitness lastWitness;
  };
  llvm::DenseMap<mlir::Operation *, BarrierEntry> barrierEntries;
  /// SharedMemoryHazards::addsUnknownHazardWithout.
  bool addsUnknownHazardWithout(
      mlir::Operation *barrier,
      const llvm::DenseSet<std::pair<mlir::Operation *, mlir::Operation *>> &known);
  /// Accesses of the two arms of a thread-dependent branch, compared with
  /// each other (HazardBranchArms.cpp).
  void compareBranchArms();

  /// [inline-asm] What the PTX of an asm statement does to the pending
  /// accesses: its own access, cp.async commits and waits, barriers; an
  /// mbarrier wait or text not understood may order anything, which makes
  /// the conflicts after it unproven. An access in the same statement as a
  /// barrier is checked on both sides of it (the order inside is not kept).
  /// [inline-asm] The first cp.async.mbarrier.arrive of the function
  /// (looked up once: the fixpoint visits every asm many times).
  mlir::Operation *mbarrierCopyCompletion();
  std::optional<mlir::Operation *> mbarrierCopyCompletionMemo;
  void visitInlineAsm(simt::InlineAsmOp op, State &state);
  /// [inline-asm] For an mbarrier wait on the token of an arrive (or for
  /// that arrive itself): the arrive, when the mbarrier is a phase barrier
  /// of the whole block (cuda::barrier<thread_scope_block> initialised with
  /// blockDim.x): its init counts the shape's threads, the arrive (count 1)
  /// runs under block-uniform control and is the only arrival on it, and
  /// nothing else but waits touches it. Then a phase completes only once
  /// every thread arrived, so the wait orders what each thread did before
  /// its arrive, like the two halves of __syncthreads().
  mlir::Operation *blockPhaseArrive(simt::InlineAsmOp op);
  llvm::DenseMap<mlir::Operation *, mlir::Operation *> blockPhaseArriveMemo;
  /// [inline-asm] Stage barriers of a pipeline (libcu++'s block-scope
  /// cuda::pipeline): when every mbarrier statement of the function is on an
  /// element of an array of mbarriers in a shared global, and those of each
  /// family (one field of the array's elements: `produced`, `consumed`) are
  /// inits, arrives of count 1, cp.async arrives, parity waits and invals,
  /// the family's first statement (a token for the family) of `op`; null
  /// otherwise. See visitInlineAsm.
  mlir::Operation *pipelineFamily(simt::InlineAsmOp op);
  std::optional<llvm::DenseMap<mlir::Operation *, mlir::Operation *>> pipelineFamilies;

  void visitOp(mlir::Operation *op, State &state);

  State runBlock(mlir::Block &block, State state);
  /// Whether runBlock treats each pending entry on its own (accesses,
  /// barriers, pure ops): then running it on the entries that changed since
  /// the block's last visit gives the changes of its output, and the hazards
  /// the whole state would add. Commits, waits and asm merge entries the
  /// block changes, and ops with regions run fixpoints of their own: those
  /// blocks always get their whole state.
  bool takesChangesOnly(mlir::Block &block);
  llvm::DenseMap<mlir::Block *, bool> takesChangesOnlyMemo;

  State runRegion(mlir::Region &region, const State &in);

  /// What the dataflow knows of a cf loop header.
  struct LoopShape {
    mlir::Block *exit = nullptr;  ///< the successor its test leaves by
    bool runsOnce = false;  ///< the test holds for the entry values
    bool opensWithBarrier = false; ///< the body starts with a block barrier
  };
  llvm::DenseMap<mlir::Block *, LoopShape> loopShapes;
  const LoopShape &loopShape(mlir::Block *b);

  State markLastIteration(const State &s, mlir::Block *header);
};

} // namespace kiln

#endif // KILN_DIALECTS_SIMT_ANALYSIS_SHAREDMEMORYHAZARDSIMPL_H
