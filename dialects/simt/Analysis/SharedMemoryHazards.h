//===- SharedMemoryHazards.h - races on shared memory ---------*- C++ -*-===//
//
// Membar-like, but precise about threads: every shared-memory access gets an
// address "buffer + Σ coef·symbol + f(thread) + constant" (symbols uniform
// in the block, f tabulated over the thread index in 1-D blocks). A forward
// dataflow over the CFG carries the accesses still pending since the last
// barrier (loop back edges included); a later access conflicts with a pending
// one when two different threads may touch the same byte, one of them
// writes, and they are not both atomics. The conflict says whether the two
// threads can be in different warps (needs a block barrier) or are provably
// in the same warp (a warp barrier suffices).
//
// cp.async writes are asynchronous: they stay pending through barriers, with
// the number of groups committed since, until a `cp.async.wait_group N`
// retires them (more than N commits since); only then can a barrier order
// them before other threads' accesses. wgmma operand reads are asynchronous
// the same way, counted by wgmma commits and retired by wgmma waits.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_DIALECTS_SIMT_ANALYSIS_SHAREDMEMORYHAZARDS_H
#define KILN_DIALECTS_SIMT_ANALYSIS_SHAREDMEMORYHAZARDS_H

#include "dialects/simt/Analysis/Uniformity.h"

#include "mlir/IR/Operation.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace kiln {

/// A symbol of an address: a block-uniform value, times a byte coefficient.
/// A residue symbol is a function of `value mod modulus` alone (`k % 2`,
/// `(k + 1) % 3`, `(i & 1) ^ 1`: buffer stage selectors): `residueValues[r]`
/// is its value when value mod modulus == r, so two selectors of one counter
/// are compared residue by residue.
struct AddressSymbol {
  mlir::Value value;
  int64_t coefficient = 0;
  unsigned modulus = 0; ///< 0: a plain symbol
  llvm::SmallVector<int64_t, 4> residueValues;
  bool isResidue() const { return modulus != 0; }
  /// The symbol as written (the selector), for evaluating it under bindings.
  mlir::Value expression;
  /// A swapped pointer's stage (PointerSwaps.h) keyed by the iteration of
  /// `value`'s loop rather than by `value`: residueValues[k % modulus] in
  /// iteration k. `orbit` lists the counter's values in iteration order (the
  /// counter search finds k from the value it binds); empty when `value`
  /// only names the loop.
  bool byIteration = false;
  llvm::SmallVector<int64_t, 0> orbit;
};

/// One load, store or atomic on shared (or, when asked, global) memory.
struct MemoryAccess {
  mlir::Operation *op = nullptr;
  bool reads = false, writes = false, atomic = false;
  /// A volatile load whose value decides whether its loop goes round again
  /// (a spin-wait), or a volatile store of a constant that releases a held
  /// lock: morally strong in PTX's memory model, so it races with no atomic
  /// (the word another thread advances with atomicAdd or swaps to take).
  bool spinRead = false;
  /// In flight until a wait retires its group: a cp.async write (cp.async
  /// wait), or with `wgmma` a wgmma's operand read (wgmma wait).
  bool async = false;
  bool wgmma = false;
  /// With `async`, a TMA load's write of its destination (simt.tma_load):
  /// in flight until an mbarrier wait on `tmaBarrier` (the phase the load
  /// completes on), which orders it for the waiting threads; no barrier or
  /// group wait does.
  bool tma = false;
  mlir::Value tmaBarrier;
  /// With `async`, a bulk copy into shared memory (cp.async.bulk ...
  /// complete_tx) at an exact place: in flight until a wait on the phase of
  /// a block-wide barrier (`tmaBarrier`, the mbarrier it completes on) that
  /// this thread's arrive, after the copy and its expect_tx, took part in.
  bool bulk = false;
  /// A warp-collective access (ldmatrix): a lane's address feeds other
  /// lanes, so even the same thread's earlier write is a conflict.
  bool collective = false;
  /// [inline-asm] An asm statement whose accesses the analysis cannot read
  /// exactly (InlinePtx.h): conflicts with it are possible, not proven.
  bool opaque = false;
  /// The buffer: a shared simt.global's name, "<dynamic shared>", or
  /// "<global memory>"; empty when the pointer's origin is unknown.
  std::string buffer;
  /// A direct access to one shared array of a swap group (the buffer above
  /// is the group, PointerSwaps.h): its name. Two arrays never overlap.
  std::string groupMember;
  /// False when the address is not understood: the whole buffer.
  bool exact = false;
  /// Exact but widened: a data-dependent index known only to lie in a range
  /// (`s[w][data[i] & 63]`) makes the access cover the whole range (size
  /// grows by `widenedBy` bytes). Sound for race freedom; a conflict with it
  /// is not proven (the access may not touch that byte).
  bool widened = false;
  int64_t widenedBy = 0;
  /// One data-dependent index that takes every value 0..widenedBy /
  /// widenedStep (`key & 15`, `key % 16`, an unsigned char): each value
  /// moves the address by widenedStep bytes. Zero when the range has holes
  /// (`& 6`) or several indices were widened.
  int64_t widenedStep = 0;
  /// Every widened index is per-thread data (`run_begin[b]` with an
  /// unsigned char b loaded or sorted, `key & 127`): a slot the data picks
  /// in a range, as dataIndexed below is one it picks anywhere.
  bool widenedByData = false;
  int64_t constant = 0; ///< bytes
  llvm::SmallVector<AddressSymbol, 2> symbols;
  /// Thread-dependent terms: (byte coefficient, value).
  llvm::SmallVector<std::pair<int64_t, mlir::Value>, 2> threadTerms;
  int64_t size = 1; ///< bytes touched
  /// Set when the address walks a block-strided loop (StridedLoops.h): it is
  /// the parts above plus strideCoef * (a multiple of `stride`), where
  /// stride = strideFactor * (>= blockDim.x, or strideRest when constant).
  mlir::Value stride;
  int64_t strideCoef = 0, strideFactor = 1;
  std::optional<int64_t> strideRest;
  /// The strided induction variable itself and its start (for the loop's
  /// exit test: which iterations a thread runs).
  mlir::Value strideInduction, strideStart;
  /// The strided induction variable indexes an array dimension of this many
  /// elements directly (`rowbuf[warp][i]` with `float rowbuf[8][128]`): an
  /// in-bounds access runs only the iterations with i below it, whatever the
  /// loop's own bound (`i < C`, C an argument).
  std::optional<int64_t> strideExtent;
  /// The address is row * rowBytes + (indices of the inner dimensions of an
  /// array, each within its extent): `rowbuf[warp][i]`. In-bounds accesses
  /// with different rows never meet, whatever the inner indices are.
  mlir::Value rowIndex;
  int64_t rowBytes = 0;
  /// Not exact only because of one per-thread term nothing tabulates (a stack
  /// depth, `s_lo[sp * blockDim.x + t]`): the address is privateRow *
  /// privateRowBytes plus a column, the rest of the fields above (thread
  /// terms, symbols, constant). Threads whose columns lie inside one row and
  /// never share a byte never meet, whatever their rows (privateRowsApart).
  mlir::Value privateRow;
  int64_t privateRowBytes = 0;
  /// Not exact only because of offsets computed from per-thread data (a
  /// load, an atomic's result, a shuffle or vote, also through a select on
  /// one): a position the data decides, as a scatter stores at (`s[rank[i]]
  /// = key[i]`, a merge's `s[posA] = keyA`); or exact with a uniform symbol
  /// the data decides (`s[num_runs]`). Plain stores of this kind into one
  /// buffer, one of them inexact, are one scatter (exactConflict). Also set
  /// for an exact access whose only widened indices are data
  /// (widenedByData): the range says where the slot may be, the data which.
  bool dataIndexed = false;
  /// Not affine, but the index is an injective function of a block-strided
  /// loop's index with a constant bound (`buf[__brev(i) >> 22]`, i < 1024):
  /// no two executions inside one run of that loop (its header) meet.
  mlir::Block *injectiveHeader = nullptr;
  /// 1-D blocks: the thread part of the address per thread and whether the
  /// thread runs the access at all (from the guards that can be tabulated).
  std::vector<int64_t> perThread;
  std::vector<bool> active;
  bool tabulated = false;
  /// Some guard compares the thread with a loop counter (`if (t < s)`), or a
  /// thread term needs one (`s[(t + i) % 32]`): `active`/`perThread` alone
  /// over-approximate, the counter's values decide.
  bool needsBindings = false;
  /// Why the address is not understood (when !exact), for the diagnostic.
  std::string inexactReason;
  /// The bytes of the buffer (inclusive) that the access lies in, whatever
  /// its indices, because it indexes one member of a struct at a constant
  /// place (`t.cum[mid]` with `struct { u16 cum[257]; u8 slot2sym[4096]; }`):
  /// C++ pointer arithmetic stays inside the member array it started in.
  /// Exact or not; unset when some part above the member is not constant.
  std::optional<std::pair<int64_t, int64_t>> envelope;
  /// Non-zero: the member is one of an element of an array of structs
  /// indexed by anything (`s[nbr[k]].pos`), and the envelope holds the
  /// address modulo this element size.
  int64_t envelopePeriod = 0;
  /// Guards of this access beyond its block's: an access through a pointer
  /// merged from the two sides of a branch (`c ? north[ty][tx] : temp[ty -
  /// 1][tx]`, both loads speculated into one) is one access per side, each
  /// run by the threads whose condition picks that side.
  llvm::SmallVector<std::pair<mlir::Value, bool>, 1> extraGuards;
};

/// What a race report can show: two threads, the byte they collide on, and
/// the loop-counter values of the iterations where they do.
struct RaceWitness {
  int64_t firstThread = -1, secondThread = -1; ///< linear thread indices
  /// Byte offset in the buffer (or from a base both accesses share, when
  /// `addressRelative`); INT64_MIN when unknown.
  int64_t address = INT64_MIN;
  bool addressRelative = false;
  /// "the loop counter of line 6 = 64", ...: empty without counters.
  std::string iterations;
};

struct Hazard {
  MemoryAccess *first = nullptr;  ///< the earlier access (still pending)
  MemoryAccess *second = nullptr; ///< the access that races with it
  bool needsBlock = true;         ///< false: the threads share a warp
  bool acrossIterations = false;  ///< `first` ran in an earlier iteration
  /// `first` is a cp.async write or a wgmma read that no wait has retired
  /// yet (first->wgmma tells which): no barrier helps.
  bool inFlight = false;
  /// A warp barrier lies between them on every path, but the threads can be
  /// in different warps.
  mlir::Operation *insufficientWarpBarrier = nullptr;
  /// With thread tables: one pair of (linear) thread indices that collide.
  int64_t firstThread = -1, secondThread = -1;
  /// [inline-asm] Not proven: an access is an opaque asm, or an asm that may
  /// synchronise in ways the analysis does not model (an mbarrier wait, PTX
  /// it cannot read) lies between them on every path. The op to name.
  mlir::Operation *uncertainBecause = nullptr;
  /// True when a concrete witness shows the conflict (an error); false when
  /// the analysis could not prove the accesses apart (a warning), `undecided`
  /// saying why.
  bool proven = true;
  std::string undecided;
  RaceWitness witness;
  /// One instruction executed by several threads that write the same bytes
  /// with different values (first == second): no barrier can order it.
  bool sameInstruction = false;
  llvm::StringRef kind() const; ///< "read-after-write", ...
};

/// The accesses of one function as the analyses that pass them in
/// SharedMemoryHazards::Options::shared see them (SharedMemoryHazardsImpl.h):
/// their addresses, guards and thread tables, each one's threads sorted by
/// address, and the verdicts of comparing two of them thread by thread.
struct SharedAccesses;

/// Facts of one function's IR that no block shape changes, for the analyses
/// of its candidate shapes (one per shape, SyncRaceChecks.cpp) to work out
/// once instead of once per shape (SharedMemoryHazardsImpl.h).
struct ShapeFreeFacts;

/// What the counter search (HazardCounterSearch.cpp) did, summed over every
/// analysis of the process, for the passes to report as statistics
/// (-mlir-pass-statistics): a test can bound the work a kernel needs.
struct CounterSearchStatistics {
  std::atomic<uint64_t> searches{0};     ///< pairs searched value by value
  std::atomic<uint64_t> combinations{0}; ///< combinations of values tabulated
  std::atomic<uint64_t> overBudget{0};   ///< searches stopped by the budget
  /// Loop-index values injectiveStridedIndex evaluated (HazardAccesses.cpp).
  std::atomic<uint64_t> injectivityValues{0};
};
CounterSearchStatistics &counterSearchStatistics();

class SharedMemoryHazards {
public:
  /// Accesses for several analyses of one function to share: every analysis
  /// given them must use the same `tables` and `includeGlobalMemory`. What
  /// they hold reads no barrier, so they stay true while barriers are
  /// inserted or erased between the analyses (barrier insertion runs one
  /// per round and one per barrier it tries to remove); any other change to
  /// the function makes them stale.
  static std::shared_ptr<SharedAccesses> makeSharedAccesses();
  /// Shape-free facts for the analyses of one function to share, whatever
  /// their tables; they read no barrier either (see makeSharedAccesses).
  static std::shared_ptr<ShapeFreeFacts> makeShapeFreeFacts();

  struct Options {
    /// Analyse as if this barrier were not there (redundancy checks).
    mlir::Operation *ignoredBarrier = nullptr;
    /// Also track global-memory accesses (as whole-buffer accesses), so that
    /// barriers ordering global memory are not called redundant.
    bool includeGlobalMemory = false;
    /// Thread tables to use instead of the uniformity analysis' own (one
    /// assumed block shape).
    ThreadFunctions *tables = nullptr;
    /// Report one store's threads colliding with each other (no barrier
    /// helps, so barrier insertion skips the check).
    bool sameInstruction = true;
    /// Accesses that both run while their thread holds one spin lock
    /// (HazardLocks.cpp) are mutually exclusive: no race between them.
    bool locks = true;
    /// Without thread tables (the symbolic run of a 2-D/3-D kernel, whose
    /// tables exist only per block shape): collect the stores whose threads
    /// may write one element (getSameInstructionCandidates) for the shapes'
    /// runs to decide, instead of leaving them unchecked.
    bool collectSameInstructionCandidates = false;
    /// Stop at the first hazard whose (first, second) ops are not in this
    /// set: for callers that only ask whether removing a barrier adds a race
    /// (`stoppedEarly()` says so; the hazards are then incomplete).
    const llvm::DenseSet<std::pair<mlir::Operation *, mlir::Operation *>>
        *stopUnlessKnown = nullptr;
    /// Pairs (earlier op, later op) not to check: already judged under
    /// another block shape whose verdict covers this one.
    std::function<bool(mlir::Operation *, mlir::Operation *)> skipPair;
    /// Stores whose same-instruction race (several threads, one element)
    /// need not be checked (judged under another shape already).
    std::function<bool(mlir::Operation *)> skipSameInstruction;
    /// Remember pair verdicts within the analysis (HazardConflicts.cpp): a
    /// win where loops make the dataflow re-ask expensive pairs, a loss on
    /// straight-line tile kernels whose many cheap pairs are asked once.
    bool memoisePairs = true;
    /// Accesses built by earlier analyses with the same tables and
    /// includeGlobalMemory (makeSharedAccesses); null: this analysis' own.
    std::shared_ptr<SharedAccesses> shared;
    /// Shape-free facts of earlier analyses of the same function, under any
    /// tables (makeShapeFreeFacts); null: this analysis' own.
    std::shared_ptr<ShapeFreeFacts> shapeFree;
    /// Keep the state each barrier first meets, for addsUnknownHazardWithout.
    bool recordBarrierEntries = false;
  };
  SharedMemoryHazards(UniformityAnalysis &uniformity, Options options);
  SharedMemoryHazards(UniformityAnalysis &uniformity)
      : SharedMemoryHazards(uniformity, Options()) {}
  ~SharedMemoryHazards();

  llvm::ArrayRef<Hazard> getHazards() const { return hazards; }
  /// True when a hazard outside `Options::stopUnlessKnown` ended the run,
  /// or the run hit kMaxStaleSets (overLimitAt says so).
  bool stoppedEarly() const { return stopped; }
  /// An access pending with more than this many different sets of loops it
  /// went round since (stale sets) ends the run: k nested loops that may each
  /// be left by a break give 2^k sets, and the dataflow's cost grows with
  /// them (16 loops: 112 s of --auto-sync; 5.6 s with this limit). Real code
  /// needs more than 256: realcode/pipeline_thread_scope_stream_sum (libcu++'s
  /// cuda::pipeline, spin loops inside the stage loop) stays under 1024.
  static constexpr unsigned kMaxStaleSets = 1024;
  /// The access whose stale sets passed kMaxStaleSets: the run stopped
  /// there, and its hazards are incomplete (a caller must not read "no
  /// race" from them). Null when the run completed or stopUnlessKnown
  /// stopped it.
  mlir::Operation *overLimitAt() const { return overLimit; }
  /// The diagnostic's text for overLimitAt: what the analysis could not do.
  std::string overLimitReason() const;
  /// With Options::collectSameInstructionCandidates: the stores whose
  /// threads may collide, in program order.
  llvm::ArrayRef<mlir::Operation *> getSameInstructionCandidates() const {
    return sameInstructionCandidates;
  }

  /// With Options::recordBarrierEntries, after a run that completed: true
  /// when the analysis of the same function with the same options but
  /// `barrier` ignored, stopping unless known (Options::stopUnlessKnown),
  /// would stop, shown without running it: at the first access after the
  /// barrier, a pending access of the barrier's first visit races with it
  /// and their pair is not in `known` (barrier removal: the barrier is
  /// needed). The same pair verdicts in the same order as that run, so the
  /// same answer; false when this cannot be shown so (run that analysis).
  /// `known` must hold every pair this analysis found.
  bool addsUnknownHazardWithout(
      mlir::Operation *barrier,
      const llvm::DenseSet<std::pair<mlir::Operation *, mlir::Operation *>> &known);

  /// The analysis' state and steps, in SharedMemoryHazardsImpl.h: public so
  /// that its files (one per concern) can name it, opaque to everyone else.
  struct Impl;

private:
  std::unique_ptr<Impl> impl;
  std::vector<Hazard> hazards;
  std::vector<mlir::Operation *> sameInstructionCandidates;
  bool stopped = false;
  mlir::Operation *overLimit = nullptr;
};

} // namespace kiln

#endif
