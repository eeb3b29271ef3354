//===- SyncRaceChecks.cpp - shared-memory races, reported with witnesses --===//
#include "dialects/simt/Transforms/SyncChecker.h"

using namespace mlir;
using namespace kiln;
using namespace kiln::simt;

/// Where an access inlined from Kiln's own headers was called from (a
/// wmma::store_matrix_sync's asm sits in kiln/std/mma.h): the user's line.
static Location userLoc(Location loc) {
  auto callSite = dyn_cast<CallSiteLoc>(loc);
  if (!callSite)
    return loc;
  Location callee = callSite.getCallee();
  while (auto inner = dyn_cast<CallSiteLoc>(callee))
    callee = inner.getCallee();
  auto file = dyn_cast<FileLineColLoc>(callee);
  if (file && file.getFilename().getValue().contains("/kiln/std/"))
    return userLoc(callSite.getCaller());
  return loc;
}

/// The blockDim.x values a 2-D kernel's flat thread index admits
/// (LaunchShapes.h flatRowLength, flatRowThreads) and why, for the shape a
/// diagnostic assumed: the row length C, the threads per row g whose
/// offsets are multiples of g, or either.
static std::string flatRowAssumption(const CandidateShapes &c) {
  if (!c.flatRowLength)
    return "";
  std::string row = std::to_string(c.flatRowLength);
  std::string threads = std::to_string(c.flatRowThreads);
  std::string values = c.flatRowOnlyThreads ? threads
                       : c.flatRowThreads   ? row + " or " + threads
                                            : row;
  std::string why = c.flatRowOnlyThreads
                        ? "each of the " + row + "-element rows of its flat thread index"
                        : "the row of its flat thread index";
  if (c.flatRowOnlyThreads || c.flatRowThreads)
    why += std::string(c.flatRowOnlyThreads ? "" : ",") +
           " taken at offsets that are multiples of " + threads;
  return ", assuming blockDim.x is " + values + " (" + why + ")";
}

void SyncChecker::checkHazards(UniformityAnalysis &uniformity,
                               const std::shared_ptr<SharedAccesses> &accesses,
                               const std::shared_ptr<ShapeFreeFacts> &shapeFree) {
  Operation *func = uniformity.getFunction();
  CandidateShapes candidates = candidateBlockShapes(func);
  std::vector<ShapedHazard> hazards;
  llvm::DenseMap<std::pair<Operation *, Operation *>, unsigned> index;
  std::vector<std::unique_ptr<SharedMemoryHazards>> keep; // own the accesses
  std::vector<std::unique_ptr<ThreadFunctions>> keepTables;
  // Shapes nothing in the kernel asks for: without a launch bound, a fixed
  // block size or a stride that bounds the block, a collision that only
  // blocks of more than kAssumedBlockThreads threads have, for a pair that
  // an admissible shape of at most that many threads shows race-free, is
  // not proven (the 16x64 block a 16x16 MAGMA GEMM was tried with): it
  // exists only for a guessed shape. Such pairs are kept apart until the
  // smaller shapes have judged them; one they leave undecided (a
  // data-dependent bin) keeps the larger shape's proof.
  bool shapesGuessed =
      !candidates.exact && !candidates.strideBound &&
      !func->getAttr(SimtDialect::LaunchBoundsAttrHelper::getNameStr()) &&
      candidates.maxThreads > kAssumedBlockThreads;
  std::vector<ShapedHazard> beyond;
  llvm::DenseMap<std::pair<Operation *, Operation *>, unsigned> beyondIndex;
  // Pairs some admissible shape of at most kAssumedBlockThreads threads
  // reported (proven or not), and whether such a shape ran.
  llvm::DenseSet<std::pair<Operation *, Operation *>> seenSmall;
  bool smallRan = false;
  auto record = [&](const Hazard &h, std::string shape, std::optional<BlockShape> dims,
                    std::optional<BlockShape> cleanSplit = std::nullopt) {
    auto key = std::make_pair(h.first->op, h.second->op);
    if (dims && dims->size() <= kAssumedBlockThreads)
      seenSmall.insert(key);
    if (shapesGuessed && h.proven && dims && dims->size() > kAssumedBlockThreads) {
      auto [it, inserted] = beyondIndex.try_emplace(key, beyond.size());
      if (inserted)
        beyond.push_back({h, std::move(shape), dims, kAssumedBlockThreads, cleanSplit});
      return;
    }
    auto [it, inserted] = index.try_emplace(key, hazards.size());
    if (inserted) {
      hazards.push_back({h, std::move(shape), dims, 0, cleanSplit});
    } else if (h.proven && !hazards[it->second].hazard.proven) {
      hazards[it->second] = {h, std::move(shape), dims, 0, cleanSplit};
    }
  };
  // Pairs proven only under the larger shapes so far.
  auto provenOnlyBeyond = [&](Operation *a, Operation *b) {
    auto key = std::make_pair(a, b);
    return beyondIndex.count(key) &&
           !(index.count(key) && hazards[index.lookup(key)].hazard.proven);
  };
  auto run = [&](ThreadFunctions *tables) -> SharedMemoryHazards & {
    SharedMemoryHazards::Options options;
    options.shapeFree = shapeFree;
    options.tables = tables;
    if (!tables)
      options.shared = accesses;
    keep.push_back(std::make_unique<SharedMemoryHazards>(uniformity, options));
    return *keep.back();
  };
  bool readsBlockDim = false;
  func->walk([&](BlockDimOp) { readsBlockDim = true; });
  // Shapes of partial warps are not candidates (LaunchShapes.h): say so.
  std::string warpAssumption =
      candidates.assumesWarpMultiple
          ? (candidates.oneDimensional
                 ? ", assuming blockDim.x is a multiple of 32"
                 : ", assuming the block is a multiple of 32 threads")
          : "";
  warpAssumption += flatRowAssumption(candidates);
  if (candidates.strideBound)
    warpAssumption += ", assuming at most " +
                      std::to_string(candidates.strideBound) +
                      " threads (the constant stride of the loop" +
                      (candidates.strideBoundLine
                           ? " at line " + std::to_string(candidates.strideBoundLine)
                           : std::string()) +
                      ")";
  warpAssumption += describeShapeAssumptions(candidates);
  auto oneDName = [&](unsigned threads) {
    return "with a " + std::to_string(threads) + "-thread block" + warpAssumption;
  };
  if (candidates.oneDimensional && (!readsBlockDim || candidates.exact)) {
    unsigned threads = candidates.maxThreads;
    for (const BlockShape &shape : candidates.shapes) {
      ThreadFunctions tf(func, shape.x);
      if (candidates.exact ||
          unconditionalAccessesInBounds(func, uniformity, tf)) {
        threads = shape.x;
        break;
      }
    }
    ThreadFunctions *tables = nullptr;
    if (threads != uniformity.threadFunctions().numThreads()) {
      keepTables.push_back(std::make_unique<ThreadFunctions>(func, threads));
      tables = keepTables.back().get();
    }
    for (const Hazard &h : run(tables).getHazards())
      record(h, oneDName(threads), BlockShape{threads, 1, 1});
    // A collision of the larger block only: the largest admissible block
    // of at most kAssumedBlockThreads threads (its threads are a prefix of
    // the larger one's, so it covers the smaller ones).
    if (!beyond.empty())
      for (const BlockShape &shape : candidates.shapes) {
        if (shape.x > kAssumedBlockThreads)
          continue;
        keepTables.push_back(std::make_unique<ThreadFunctions>(func, shape.x));
        ThreadFunctions &tf = *keepTables.back();
        if (!unconditionalAccessesInBounds(func, uniformity, tf))
          continue;
        smallRan = true;
        SharedMemoryHazards::Options options;
        options.shapeFree = shapeFree;
        options.tables = &tf;
        options.skipPair = [&](Operation *a, Operation *b) { return !provenOnlyBeyond(a, b); };
        options.skipSameInstruction = [&](Operation *op) { return !provenOnlyBeyond(op, op); };
        keep.push_back(std::make_unique<SharedMemoryHazards>(uniformity, options));
        for (const Hazard &h : keep.back()->getHazards())
          if (provenOnlyBeyond(h.first->op, h.second->op))
            record(h, oneDName(shape.x), BlockShape{shape.x, 1, 1});
        break;
      }
  } else if (candidates.oneDimensional) {
    bool anyAdmissible = false;
    // Pairs that do not depend on the shape are judged once, under the
    // largest admissible shape (LaunchShapes.h, ShapeDependence), unless
    // that left them undecided.
    ShapeDependence dependence(func);
    llvm::DenseSet<std::pair<Operation *, Operation *>> undecidedAtLargest;
    // When no memory access depends on the shape (blockDim only in global
    // indices), the smaller shapes have nothing left to judge.
    bool accessesShapeIndependent = dependence.usable();
    if (accessesShapeIndependent)
      func->walk([&](Operation *op) {
        // The ops say which memory they touch (SimtEffects.cpp).
        if (simt::touchesSharedOrGlobalMemory(op) && dependence.dependsOnShape(op))
          accessesShapeIndependent = false;
      });
    bool smallRun = false; // an admissible shape of at most kAssumedBlockThreads ran
    for (const BlockShape &shape : candidates.shapes) {
      if (anyAdmissible && accessesShapeIndependent && undecidedAtLargest.empty() &&
          (beyond.empty() || smallRun))
        break;
      keepTables.push_back(std::make_unique<ThreadFunctions>(func, shape));
      ThreadFunctions &tf = *keepTables.back();
      if (!unconditionalAccessesInBounds(func, uniformity, tf))
        continue;
      SharedMemoryHazards::Options options;
      options.shapeFree = shapeFree;
      options.tables = &tf;
      if (shape.x <= kAssumedBlockThreads)
        smallRun = smallRan = true;
      if (anyAdmissible && dependence.usable()) {
        options.skipPair = [&](Operation *a, Operation *b) {
          return !dependence.dependsOnShape(a) && !dependence.dependsOnShape(b) &&
                 !undecidedAtLargest.contains({a, b}) &&
                 !(shape.x <= kAssumedBlockThreads && provenOnlyBeyond(a, b));
        };
        // A store that does not depend on the shape meets itself under a
        // smaller shape (a prefix of the threads) only where it did under
        // the largest.
        options.skipSameInstruction = [&](Operation *op) {
          return !dependence.dependsOnShape(op) && !undecidedAtLargest.contains({op, op}) &&
                 !(shape.x <= kAssumedBlockThreads && provenOnlyBeyond(op, op));
        };
      }
      keep.push_back(std::make_unique<SharedMemoryHazards>(uniformity, options));
      for (const Hazard &h : keep.back()->getHazards()) {
        if (!anyAdmissible && !h.proven)
          undecidedAtLargest.insert({h.first->op, h.second->op});
        record(h, oneDName(shape.x), shape);
      }
      anyAdmissible = true;
    }
    if (!anyAdmissible)
      for (const Hazard &h : run(nullptr).getHazards())
        record(h, "", std::nullopt);
  } else {
    // The symbolic run also names the stores whose threads may write one
    // element: without tables it cannot tell `s[ty * (blockDim.x + 1) + tx]`
    // from `s[ty * (blockDim.x - 1) + tx]`; the shapes' runs can.
    SharedMemoryHazards::Options symbolicOptions;
    symbolicOptions.shapeFree = shapeFree;
    symbolicOptions.collectSameInstructionCandidates = true;
    symbolicOptions.shared = accesses;
    keep.push_back(std::make_unique<SharedMemoryHazards>(uniformity, symbolicOptions));
    SharedMemoryHazards &symbolic = *keep.back();
    if (symbolic.getHazards().empty() && symbolic.getSameInstructionCandidates().empty() &&
        !symbolic.overLimitAt())
      return;
    // Only the symbolic candidates are reported from the shapes' runs (and
    // same-instruction races, which getAccess checks outside the pairs):
    // the other pairs need no per-shape search.
    llvm::DenseSet<std::pair<Operation *, Operation *>> candidatePairs;
    for (const Hazard &h : symbolic.getHazards())
      candidatePairs.insert({h.first->op, h.second->op});
    std::vector<ShapedHazard> perShape;
    llvm::DenseMap<std::pair<Operation *, Operation *>, unsigned> perShapeIndex;
    // The pairs each admissible shape reported (for splits that disagree).
    std::vector<std::pair<BlockShape, llvm::DenseSet<std::pair<Operation *, Operation *>>>>
        reportedUnder;
    bool anyAdmissible = false;
    for (const BlockShape &shape : candidates.shapes) {
      keepTables.push_back(std::make_unique<ThreadFunctions>(func, shape));
      ThreadFunctions &tf = *keepTables.back();
      if (!unconditionalAccessesInBounds(func, uniformity, tf))
        continue;
      anyAdmissible = true;
      SharedMemoryHazards::Options options;
      options.shapeFree = shapeFree;
      options.tables = &tf;
      options.skipPair = [&](Operation *a, Operation *b) {
        return !candidatePairs.contains({a, b});
      };
      keep.push_back(std::make_unique<SharedMemoryHazards>(uniformity, options));
      SharedMemoryHazards &shaped = *keep.back();
      std::string name = "with a " + std::to_string(shape.x) + "x" +
                         std::to_string(shape.y) +
                         (shape.z > 1 ? "x" + std::to_string(shape.z) : "") +
                         " block" + warpAssumption;
      if (shape.size() <= kAssumedBlockThreads)
        smallRan = true;
      reportedUnder.push_back({shape, {}});
      for (const Hazard &h : shaped.getHazards()) {
        auto key = std::make_pair(h.first->op, h.second->op);
        reportedUnder.back().second.insert(key);
        if (shape.size() <= kAssumedBlockThreads)
          seenSmall.insert(key);
        auto [it, inserted] = perShapeIndex.try_emplace(key, perShape.size());
        if (inserted)
          perShape.push_back({h, name, shape});
        else if (h.proven && !perShape[it->second].hazard.proven)
          perShape[it->second] = {h, name, shape};
      }
    }
    // A collision under one split of the block into rows that another
    // split of as many threads does not have, in a kernel that does not
    // state its shape: which one the kernel is launched with is a guess.
    // Applied where the kernel's own flat index admits two row lengths
    // (x == C or x == g, LaunchShapes.h flatRowThreads). Over every
    // power-of-two split it demoted seven proven races of the tests to
    // warnings (a 1x256 or 2x512 block silent where 32x8 or 64x16
    // collides, and the other way round): which splits are plausible needs
    // more than equal thread counts.
    // Only a split with at least two threads along every dimension the
    // kernel reads counts as clean: a 1x1024 block of a 2-D kernel has one
    // column, and its silence says nothing about how rows meet.
    auto spansEveryDim = [&](const BlockShape &s) {
      bool ok = true;
      for (const BlockShape &c : candidates.shapes)
        ok = ok && (c.x == 1 || s.x >= 2) && (c.y == 1 || s.y >= 2) && (c.z == 1 || s.z >= 2);
      return ok;
    };
    bool splitGuessed = !candidates.splitStated && candidates.flatRowLength &&
                        candidates.flatRowThreads && !candidates.flatRowOnlyThreads;
    if (splitGuessed)
      for (ShapedHazard &sh : perShape) {
        if (!sh.hazard.proven || !sh.dims)
          continue;
        auto key = std::make_pair(sh.hazard.first->op, sh.hazard.second->op);
        for (const auto &[shape, reported] : reportedUnder)
          if (shape.size() == sh.dims->size() &&
              (shape.x != sh.dims->x || shape.y != sh.dims->y) && spansEveryDim(shape) &&
              !reported.contains(key)) {
            sh.cleanSplit = shape;
            break;
          }
      }
    for (const Hazard &h : symbolic.getHazards()) {
      auto it = perShapeIndex.find({h.first->op, h.second->op});
      if (it != perShapeIndex.end())
        record(perShape[it->second].hazard, perShape[it->second].shape,
               perShape[it->second].dims, perShape[it->second].cleanSplit);
      else if (!anyAdmissible)
        record(h, "", std::nullopt);
    }
    for (const ShapedHazard &sh : perShape)
      if (sh.hazard.sameInstruction)
        record(sh.hazard, sh.shape, sh.dims, sh.cleanSplit);
  }
  // The larger shape's proof stands (its witness reported) for pairs the
  // smaller shapes also found, proven or undecided, or when none of them
  // was admissible; the others are warnings naming the larger shape.
  for (ShapedHazard &sh : beyond) {
    auto key = std::make_pair(sh.hazard.first->op, sh.hazard.second->op);
    if (!smallRan || seenSmall.contains(key))
      sh.beyondAssumed = 0;
    if (auto it = index.find(key); it != index.end()) {
      hazards[it->second] = std::move(sh);
    } else {
      index[key] = hazards.size();
      hazards.push_back(std::move(sh));
    }
  }
  // An analysis that stopped at its limit found only some of the races:
  // the rest are not decided (a warning, once per function).
  for (const auto &analysis : keep)
    if (Operation *at = analysis->overLimitAt()) {
      Finding f{at, /*proven=*/false, "", {}};
      f.message = "cannot prove the shared-memory accesses of this kernel race-free: " +
                  analysis->overLimitReason() + "; the races it did not reach are not checked";
      f.note(func->getLoc(), "in this kernel");
      emit(f);
      break;
    }
  // Program order of the second access: stable diagnostics.
  llvm::DenseMap<Operation *, unsigned> order;
  unsigned position = 0;
  func->walk<WalkOrder::PreOrder>([&](Operation *op) { order[op] = position++; });
  llvm::stable_sort(hazards, [&](const ShapedHazard &x, const ShapedHazard &y) {
    return std::make_pair(order.lookup(x.hazard.second->op), order.lookup(x.hazard.first->op)) <
           std::make_pair(order.lookup(y.hazard.second->op), order.lookup(y.hazard.first->op));
  });
  // One report per racy access and kind: the notes of the first
  // conflicting access already say where the barrier goes.
  llvm::DenseSet<std::pair<Operation *, unsigned>> reported;
  for (const ShapedHazard &sh : hazards) {
    const Hazard &h = sh.hazard;
    if (isSyncExempt(h.first->op) || isSyncExempt(h.second->op))
      continue;
    unsigned kindKey = (h.first->writes ? 2u : 0u) | (h.second->writes ? 1u : 0u) |
                       (h.sameInstruction ? 4u : 0u);
    if (!reported.insert({h.second->op, kindKey}).second)
      continue;
    reportHazard(sh, uniformity);
  }
}

std::string SyncChecker::witnessText(const ShapedHazard &sh) {
  const Hazard &h = sh.hazard;
  std::string text = sh.shape;
  auto coords = [&](int64_t t) {
    if (!sh.dims || (sh.dims->y == 1 && sh.dims->z == 1))
      return std::to_string(t);
    const BlockShape &shape = *sh.dims;
    std::string c = "(" + std::to_string(t % shape.x) + "," +
                    std::to_string(t / shape.x % shape.y);
    if (shape.z > 1)
      c += "," + std::to_string(t / (shape.x * shape.y));
    return c + ")";
  };
  auto add = [&](const std::string &part) {
    if (part.empty())
      return;
    text += (text.empty() ? "" : ", ") + part;
  };
  if (h.proven && h.firstThread >= 0)
    add("threads " + coords(h.firstThread) + " and " + coords(h.secondThread));
  const RaceWitness &w = h.witness;
  if (h.proven && w.address != INT64_MIN && !w.addressRelative) {
    int64_t size = std::max<int64_t>(1, h.second->size);
    std::string buffer = h.second->buffer.empty() ? "shared memory" : h.second->buffer;
    bool named = StringRef(buffer).starts_with("@");
    add(w.address % size != 0
            ? "byte " + std::to_string(w.address) + " of " + buffer
        : named ? buffer + "[" + std::to_string(w.address / size) + "]"
                : "element " + std::to_string(w.address / size) + " of " + buffer);
  }
  if (h.proven && w.address != INT64_MIN && w.addressRelative) {
    int64_t size = std::max<int64_t>(1, h.second->size);
    std::string buffer = h.second->buffer.empty() ? "shared memory" : h.second->buffer;
    add((w.address % size != 0 ? "byte offset " + std::to_string(w.address)
                               : "element offset " + std::to_string(w.address / size)) +
        " in " + buffer + " from the uniform base both addresses share");
  }
  if (h.proven)
    add(w.iterations.empty() ? "" : "when " + w.iterations);
  return text.empty() ? "" : " (" + text + ")";
}

void SyncChecker::reportHazard(const ShapedHazard &sh, UniformityAnalysis &uniformity) {
  const Hazard &h = sh.hazard;
  // A collision only under a larger block than the kernel's facts give:
  // the witness stands, the verdict is a warning.
  auto emit = [&](Finding &f) {
    if (sh.beyondAssumed && f.proven) {
      f.proven = false;
      f.message += "; only blocks of more than " + std::to_string(sh.beyondAssumed) +
                   " threads collide here, and nothing in the kernel (__launch_bounds__, a "
                   "fixed block size) says it is launched with one";
      f.note(f.op->getLoc(), "if the kernel is launched with at most " +
                                 std::to_string(sh.beyondAssumed) +
                                 " threads, say so with __launch_bounds__(" +
                                 std::to_string(sh.beyondAssumed) + ")");
    }
    if (sh.cleanSplit && f.proven) {
      const BlockShape &c = *sh.cleanSplit;
      std::string clean = std::to_string(c.x) + "x" + std::to_string(c.y) +
                          (c.z > 1 ? "x" + std::to_string(c.z) : "");
      std::string assume = "__builtin_assume(blockDim.x == " + std::to_string(c.x) +
                           (c.z > 1 ? " && blockDim.y == " + std::to_string(c.y) : "") + ")";
      f.proven = false;
      f.message += "; only some splits of the block into rows collide here (with a " + clean +
                   " block these accesses do not), and nothing in the kernel states its "
                   "block shape";
      f.note(f.op->getLoc(), "if the kernel is launched with a " + clean +
                                 " block, say so with " + assume +
                                 " in its body; with its shape stated, a collision is an error");
    }
    this->emit(f);
  };
  Scope scope = h.needsBlock ? Scope::Block : Scope::Warp;
  StringRef what = h.second->writes ? "write" : "read";
  StringRef firstWhat = h.first->writes ? "write" : "read";
  std::string buffer = h.second->buffer.empty() ? "shared memory" : h.second->buffer;
  Finding f{h.second->op, h.proven, "", {}};
  llvm::raw_string_ostream msg(f.message);
  if (h.sameInstruction) {
    msg << "shared-memory race (write-after-write): several threads write "
           "the same element of "
        << buffer << " with this store"
        << (h.proven ? ", with different values" : "")
        << witnessText(sh)
        << "; no barrier orders them: let one thread write it, or use an "
           "atomic";
    if (!h.proven)
      msg << " (undecided: " << h.undecided << ")";
    emit(f);
    return;
  }
  if (h.inFlight && h.first->tma) {
    // issue 14: a consumer reading a stage before waiting on its phase.
    msg << "shared-memory race (" << h.kind() << "): this " << what << " of " << buffer
        << " may meet a TMA load (simt.tma_load) still in flight: no wait on its mbarrier has "
           "completed the phase the load fills, and a barrier alone does not order it";
    f.proven = true;
    f.note(h.first->op->getLoc(), "the TMA load is here; wait on the phase of its mbarrier "
                                  "(simt.mbarrier_wait, __kiln_mbarrier_wait_parity) before this access");
    emit(f);
    return;
  }
  // [inline-asm] A copy Kiln cannot place (an address it cannot read) or
  // one completing into an mbarrier is unproven like any opaque access.
  if (h.inFlight && !h.uncertainBecause) {
    bool wgmma = h.first->wgmma; // else a cp.async copy (or a bulk one)
    bool bulk = h.first->bulk;
    msg << "shared-memory race (" << h.kind() << "): this " << what
        << " of " << buffer
        << (wgmma ? " may overwrite operands a wgmma still reads; no "
                    "wgmma wait has retired its group, and a barrier "
                    "alone does not order it"
            : bulk ? " may overlap a bulk copy (cp.async.bulk) still in flight: no wait "
                     "has completed the phase of the mbarrier it lands on, and a barrier "
                     "alone does not order it"
                  : " may overlap an asynchronous copy (cp.async) that "
                    "no cp.async wait has retired; a barrier alone does "
                    "not order it");
    // The witness (threads, element, shape) when the overlap is proven.
    if (h.proven)
      msg << witnessText(sh);
    // An overlap the address tables cannot decide (a stage chosen by
    // `i % 3` across iterations) is a warning, as for any undecided pair.
    f.proven = h.proven;
    f.note(h.first->op->getLoc(),
           wgmma ? "the wgmma is here; wait for its group "
                   "(simt.wgmma_wait), then barrier, before this access"
           : bulk ? "the bulk copy is here; wait on its mbarrier's phase before this access"
                 : "the asynchronous copy is here; wait for its group, "
                   "then barrier, before this access");
    emit(f);
    return;
  }
  if (h.uncertainBecause) { // [inline-asm] possible, not proven: a warning
    bool isAccess = h.uncertainBecause == h.first->op || h.uncertainBecause == h.second->op;
    auto asmOp = dyn_cast<InlineAsmOp>(h.uncertainBecause);
    bool waits = asmOp && asmOp.classify().mbarrierWait;
    bool indirect = isa<func::CallIndirectOp>(h.uncertainBecause);
    // A wmma.load/store (<mma.h>): a strided tile, placed only within its buffer.
    bool tile = isAccess && asmOp && asmOp.getAsmString().contains("wmma.");
    // A bulk copy (cp.async.bulk): placed in its destination buffer, landing
    // when the mbarrier it completes on flips.
    bool bulk = isAccess && asmOp && !tile && asmOp.getAsmString().contains("cp.async.bulk.") &&
                !asmOp.getAsmString().contains(".tensor");
    f.proven = false;
    msg << "cannot prove this " << what << " of " << buffer << " race-free ("
        << h.kind() << " with a " << firstWhat << " by another thread): "
        << (indirect ? "the call through a function pointer at "
            : tile     ? "the WMMA tile of the inline asm at "
            : bulk     ? "the bulk copy of the inline asm at "
            : isAccess ? "Kiln cannot read the PTX of the inline asm at "
                       : "the inline asm at ")
        << describeLine(h.uncertainBecause->getLoc())
        << (indirect ? " may synchronise, and Kiln does not follow indirect calls"
            : tile     ? " is a strided matrix that Kiln places only somewhere in its buffer"
            : bulk     ? " writes somewhere in its destination buffer and lands when its "
                         "mbarrier completes, whose ordering Kiln does not model"
            : isAccess ? ", which may touch any shared memory"
            : waits  ? " waits on an mbarrier, whose ordering Kiln does not model"
            : asmOp && asmOp.getAsmString().contains("cp.async.mbarrier.arrive")
                ? " completes asynchronous copies into an mbarrier, whose ordering Kiln does not model"
                     : " may synchronise in a way Kiln does not model");
    f.note(h.first->op->getLoc(), "the other access is here");
    f.note(h.uncertainBecause->getLoc(),
           indirect ? "this indirect call is the reason; if the function it calls "
                      "orders the accesses, the warning is spurious"
           : tile   ? "this wmma load or store is the reason; if its tile does not overlap "
                      "the other access, the warning is spurious"
                    : "this asm statement is the reason; if it orders the accesses, "
                      "the warning is spurious");
    emit(f);
    return;
  }
  if (!h.proven) {
    msg << "cannot prove this " << what << " of " << buffer
        << " free of a race (" << h.kind() << ") with the " << firstWhat
        << " at " << describeLine(h.first->op->getLoc())
        << ": " << h.undecided << witnessText(sh);
  } else if (h.insufficientWarpBarrier) {
    msg << "shared-memory race (" << h.kind() << ") on " << buffer
        << ": threads of different warps meet here, a warp barrier does "
           "not order them; this needs block scope ("
        << barrierSpelling(Scope::Block) << ")" << witnessText(sh);
  } else if (!h.needsBlock) {
    msg << "warp-synchronous shared-memory access without __syncwarp(): "
           "this "
        << what << " of " << buffer << " races (" << h.kind()
        << ") with another lane of the same warp" << witnessText(sh);
  } else {
    msg << "shared-memory race (" << h.kind() << "): this " << what
        << " of " << buffer << " may conflict with a " << firstWhat
        << " by another thread with no barrier between them" << witnessText(sh);
  }
  f.note(userLoc(h.first->op->getLoc()),
         "the conflicting " + firstWhat.str() +
             (h.acrossIterations ? " (in an earlier loop iteration)" : "") +
             " is here");
  if (h.insufficientWarpBarrier)
    f.note(h.insufficientWarpBarrier->getLoc(),
           "this warp barrier orders only the lanes of one warp");
  const DivergentBranch *blocking = nullptr;
  if (Operation *point =
          uniformInsertionPoint(h.second->op, scope, uniformity, &blocking))
    f.note(point->getLoc(), "insert " + barrierSpelling(scope).str() + " before " +
                                describeLine(point->getLoc()) +
                                (h.proven ? "" : " (--auto-sync inserts it)"));
  else
    f.note(blocking ? blocking->op->getLoc() : h.second->op->getLoc(),
           "no uniform point exists for " + barrierSpelling(scope).str() +
               " between them: restructure this divergent control flow");
  emit(f);
}

