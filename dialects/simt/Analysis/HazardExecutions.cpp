//===- HazardExecutions.cpp - accesses of bounded strided loops, listed ---===//
//
// `for (j = threadIdx.y; j < 32; j += blockDim.y) tile[j][tx] = ...` and the
// 2-D halo load `for (y = ty; y < 18; y += blockDim.y) for (x = tx; x < 18;
// x += blockDim.x) tile[y][x] = ...`: under a block shape every such loop
// has a constant stride and bound, so the executions of the access are a
// finite list of (thread, byte). Thread t runs index value X of a loop iff X
// = start(t) + k * stride for some k >= 0 and X < bound; the address is
// evaluated with the index bound to X, so any function of the indices
// (two strided loops in one address, `tile[j][tx]` with j = ty + k * By)
// is covered without an affine form. Uniform loop counters with known
// values (LoopValues.h) are listed at each of them, for every thread.
// Listing both sides of a pair decides
// it: no byte that two different threads touch proves it apart; one such
// byte is a witness when every loop listed is free of barriers (all its
// iterations lie between the same two barriers) and every guard was
// evaluated.
//
//===----------------------------------------------------------------------===//
#include "dialects/simt/Analysis/LoadStorePointer.h"
#include "dialects/simt/Analysis/SharedMemoryHazardsImpl.h"
#include "llvm/ADT/StringSwitch.h"

#include <numeric>

using namespace mlir;
using namespace kiln;
using namespace kiln::hazards;
using Impl = SharedMemoryHazards::Impl;

namespace {
/// At most this many (thread, byte) entries a side.
constexpr size_t kMaxExecutions = size_t(1) << 18;

/// A wmma.load/store of shared memory: the tile is `lines` runs of
/// `lineBits` bits, the asm operand `ldmOperand` (ldm, in elements of
/// `elementBits`) apart: a row-major A (M x K) is M rows of K elements, a
/// column-major one K columns of M, B is K x N and C/D M x N. Every shape of
/// <mma.h> (m16n16k16, m32n8k16, m8n32k16, m16n16k8, m8n8k4, and the sub-byte
/// m8n8k32 / m8n8k128).
struct WmmaTile {
  int64_t elementBits = 0;
  int64_t lines = 0, lineElements = 0;
  int ldmOperand = -1;
  int64_t lineBytes() const { return (lineElements * elementBits + 7) / 8; }
  int64_t strideBytes(int64_t ldm) const { return ldm * elementBits / 8; }
};
std::optional<WmmaTile> wmmaTile(Operation *op) {
  auto asmOp = dyn_cast<simt::InlineAsmOp>(op);
  if (!asmOp)
    return std::nullopt;
  StringRef text = asmOp.getAsmString();
  if (!(text.starts_with("wmma.load.") || text.starts_with("wmma.store.")) ||
      !text.contains(".shared.") || text.count(';') != 1)
    return std::nullopt;
  StringRef head = text.substr(0, text.find(' '));
  // wmma.{load,store}.{a,b,c,d}.sync.aligned.{row,col}.mMnNkK.shared.TYPE
  SmallVector<StringRef, 9> parts;
  head.split(parts, '.');
  if (parts.size() != 9)
    return std::nullopt;
  StringRef use = parts[2], layout = parts[5], shape = parts[6], type = parts[8];
  int64_t m = 0, n = 0, k = 0;
  if (!shape.consume_front("m"))
    return std::nullopt;
  size_t at = shape.find('n'), atK = shape.find('k');
  if (at == StringRef::npos || atK == StringRef::npos || atK < at ||
      shape.substr(0, at).getAsInteger(10, m) ||
      shape.substr(at + 1, atK - at - 1).getAsInteger(10, n) ||
      shape.substr(atK + 1).getAsInteger(10, k))
    return std::nullopt;
  WmmaTile tile;
  tile.elementBits = llvm::StringSwitch<int64_t>(type)
                         .Case("f64", 64)
                         .Cases("f32", "s32", "tf32", 32)
                         .Cases("f16", "bf16", 16)
                         .Cases("s8", "u8", 8)
                         .Cases("s4", "u4", 4)
                         .Case("b1", 1)
                         .Default(0);
  int64_t rows = use == "a" ? m : use == "b" ? k : m;
  int64_t cols = use == "a" ? k : n;
  if (!tile.elementBits || (layout != "row" && layout != "col"))
    return std::nullopt;
  tile.lines = layout == "row" ? rows : cols;
  tile.lineElements = layout == "row" ? cols : rows;
  // ldm: the statement's last operand, `$N;` (`%N` in the source).
  StringRef rest = text.rtrim(" ;\n\t");
  size_t pct = rest.find_last_of("$%");
  if (pct == StringRef::npos || rest.substr(pct + 1).getAsInteger(10, tile.ldmOperand))
    return std::nullopt;
  return tile;
}

/// The pointer an access reads or writes through (plain loads and stores,
/// and a wmma tile's start).
Value accessPointer(Operation *op) {
  if (Value ptr = simt::loadStorePointer(op))
    return ptr;
  if (wmmaTile(op)) {
    auto asmOp = cast<simt::InlineAsmOp>(op);
    for (const simt::PtxMemoryRef &r : asmOp.classify().memory)
      if (r.collective && r.operand >= 0) {
        auto [ptr, offset] = Impl::asmAddress(asmOp.asmOperand(r.operand));
        return offset == 0 && r.offset == 0 && r.exactOffset ? ptr : Value();
      }
  }
  return {};
}

} // namespace

/// Whether the body of the loop headed by `header` holds an op that may
/// synchronise (a barrier, inline asm, a call that is not pure math).
bool kiln::hazards::loopBodySynchronises(Block *header, DominanceInfo &dom) {
  SmallVector<Block *> work;
  llvm::SmallPtrSet<Block *, 16> body{header};
  for (Block *pred : header->getPredecessors())
    if (dom.dominates(header, pred))
      work.push_back(pred);
  while (!work.empty()) {
    Block *b = work.pop_back_val();
    if (!body.insert(b).second)
      continue;
    for (Block *pred : b->getPredecessors())
      work.push_back(pred);
    if (body.size() > 256)
      return true;
  }
  for (Block *b : body)
    for (Operation &op : *b) {
      if (auto call = dyn_cast<func::CallOp>(op)) {
        if (!call.getCallee().starts_with("__nv_"))
          return true;
        continue;
      }
      if (op.getNumRegions() || isa<simt::InlineAsmOp>(op))
        return true;
      StringRef name = op.getName().getStringRef();
      if (name.contains("barrier") || name.contains("sync") || name.contains("fence"))
        return true;
    }
  return false;
}

const Impl::Executions *Impl::executions(const MemoryAccess &m,
                                         ArrayRef<std::pair<Value, int64_t>> params) {
  std::optional<Executions> *slot;
  std::optional<ParamKey> bindKey;
  if (params.empty() && !listingBindsCounters) {
    auto [it, inserted] = executionsCache.try_emplace(&m);
    if (!inserted)
      return it->second ? &*it->second : nullptr;
    slot = &it->second;
  } else {
    ParamKey key{&m, {}};
    // Listed with counters bound: not the plain listing of these params.
    if (listingBindsCounters)
      key.second.push_back({nullptr, 1});
    for (auto [v, x] : params)
      key.second.push_back({v.getAsOpaquePointer(), x});
    if (listingBindsCounters)
      bindKey = key;
    auto [it, inserted] = paramExecutionsCache.try_emplace(std::move(key));
    if (!inserted)
      return it->second ? &*it->second : nullptr;
    slot = &it->second;
  }
  ThreadFunctions &tf = tables();
  Value ptr = accessPointer(m.op);
  // A widened index is listed exactly once its counters are bound (`(i +
  // k) % S` of unsigned values); data still stops the walk below.
  if (!ptr || !tf.tabulates() || (m.size <= 0 && !wmmaTile(m.op)) ||
      (m.widened && !listingBindsCounters) || !m.groupMember.empty())
    return nullptr;
  Executions ex;
  // The pointer chain: offsets (value, element bytes) from a shared array.
  SmallVector<std::pair<Value, int64_t>, 4> offsets;
  SmallVector<int64_t, 4> extents; // 0: not known
  for (Value cur = ptr;;) {
    Operation *def = cur.getDefiningOp();
    if (auto add = dyn_cast_or_null<simt::PtrAddOp>(def)) {
      int64_t elem =
          sizeAndAlign(cast<simt::PtrType>(add.getBase().getType()).getElementType()).first;
      if (elem <= 0 || offsets.size() >= 6)
        return nullptr;
      offsets.push_back({add.getOffset(), elem});
      // An index into an array dimension (`rowbuf[w][i]`: the base is a
      // cast from array<128 x f32>) must stay below its extent.
      int64_t extent = 0;
      if (auto from = add.getBase().getDefiningOp<simt::PtrCastOp>())
        if (auto array = dyn_cast<LLVM::LLVMArrayType>(
                cast<simt::PtrType>(from.getSource().getType()).getElementType());
            array && array.getElementType() ==
                         cast<simt::PtrType>(add.getBase().getType()).getElementType())
          extent = array.getNumElements();
      extents.push_back(extent);
      cur = add.getBase();
    } else if (auto castOp = dyn_cast_or_null<simt::PtrCastOp>(def)) {
      cur = castOp.getSource();
    } else if (auto addr = dyn_cast_or_null<simt::AddressOfOp>(def)) {
      ex.root = addr.getGlobal().str();
      break;
    } else {
      return nullptr;
    }
  }
  // Bytes from the array are bytes in the buffer the witness names.
  if (m.buffer != "@" + ex.root)
    return nullptr;
  // The loop indices the offsets read: induction variables of block-strided
  // cf loops with a constant stride under the shape and a constant bound,
  // whose start is a function of the thread.
  struct Index {
    Value iv;
    SmallVector<int64_t> values; // the values it is listed at
    int64_t stride = 0;
    const std::vector<int64_t> *start = nullptr; // null: a uniform counter
    /// A uniform counter of a loop whose body synchronises: its first
    /// value (values are in iteration order) is listed in firstList too.
    bool firstOnly = false;
  };
  SmallVector<Index, 2> indices;
  // (value, whether it scales another non-constant: `w * pitch`)
  SmallVector<std::pair<Value, bool>> work;
  for (auto [v, elem] : offsets)
    work.push_back({v, false});
  llvm::DenseSet<std::pair<Value, unsigned>> seen;
  bool missing = false; // an argument read that `params` does not bind
  while (!work.empty()) {
    auto [v, scaled] = work.pop_back_val();
    if (!seen.insert({v, unsigned(scaled)}).second)
      continue;
    if (seen.size() > 128)
      return nullptr;
    if (matchPattern(v, m_Constant()) || tf.table(v))
      continue;
    if (listingBindsCounters && llvm::any_of(params, [&](auto p) { return p.first == v; }))
      continue;
    // A kernel argument or the block index (tried at the first blocks:
    // pathfinder's `max(tx - 1, validXmin)`, validXmin from blockIdx.x):
    // bound by `params`, or one to bind. An argument
    // that scales another non-constant (a row pitch, `w * pitch + i`) is a
    // layout the host ties to the block: small values overlap rows by
    // construction, so it is never bound.
    if (isParameter(v)) {
      if (scaled)
        return nullptr;
      if (llvm::none_of(params, [&](auto p) { return p.first == v; })) {
        unboundParams.insert(v);
        missing = true;
      }
      continue;
    }
    auto arg = dyn_cast<BlockArgument>(v);
    if (!arg) {
      Operation *def = v.getDefiningOp();
      if (!isPureValueOp(def))
        return nullptr;
      bool scales = isa<arith::MulIOp, arith::ShLIOp>(def) &&
                    llvm::none_of(def->getOperands(),
                                  [](Value o) { return matchPattern(o, m_Constant()); });
      for (Value o : def->getOperands())
        work.push_back({o, scaled || scales});
      continue;
    }
    // An if/else's merged value (heartwall's `if ((e + 1) % 25 == 0) row =
    // 24`): a select on the branch condition, which tableWith evaluates.
    if (auto sel = mergeAsSelect(v)) {
      for (Value o : {sel->condition, sel->whenTrue, sel->whenFalse})
        work.push_back({o, scaled});
      continue;
    }
    Block *header = arg.getOwner();
    if (indices.size() >= 4)
      return nullptr;
    // A uniform loop counter with known values (`for (dy = 0; dy <= 4;
    // ++dy)`): every thread runs every value.
    if (isCounterCandidate(v, uniformity) && !isParameter(v)) {
      if (listingBindsCounters) {
        unboundCounters.insert(v);
        missing = true;
        continue;
      }
      // Inside its loop's body (the exit value is not listed).
      if (!isa<scf::ForOp>(header->getParentOp())) {
        auto br = dyn_cast<cf::CondBranchOp>(header->getTerminator());
        Block *exit = loopExitOf(header, uniformity.dominance());
        if (!br || !exit)
          return nullptr;
        Block *in = br.getTrueDest() == exit ? br.getFalseDest() : br.getTrueDest();
        if (in == exit || !uniformity.dominance().dominates(in, m.op->getBlock()))
          return nullptr;
      }
      auto values = enumerateLoopValues(v, uniformity.dominance(), uniformEval(), {}, 256,
                                        /*includeExit=*/false, &loopValueCache);
      if (!values || values->empty())
        return nullptr;
      indices.push_back({v, *values, 0, nullptr});
      if (loopBodySynchronises(header, uniformity.dominance())) {
        ex.exact = false;
        ex.syncLoops.push_back(header);
        indices.back().firstOnly = true;
      }
      continue;
    }
    auto iv = matchStridedInduction(v, uniformity.dominance(), tf.blockShape());
    auto br = dyn_cast<cf::CondBranchOp>(header->getTerminator());
    auto cmp = br ? br.getCondition().getDefiningOp<arith::CmpIOp>() : nullptr;
    // The bound: a constant, or a kernel argument bound in `params`.
    std::optional<int64_t> bound;
    if (APInt c; cmp && matchPattern(cmp.getRhs(), m_ConstantInt(&c)))
      bound = c.getSExtValue();
    else if (Value rhs = cmp ? stripIntCasts(cmp.getRhs()) : Value(); rhs && isParameter(rhs)) {
      for (auto [p, x] : params)
        if (p == rhs)
          bound = x;
      if (!bound) {
        unboundParams.insert(rhs);
        missing = true;
        continue;
      }
    }
    if (!iv || !br || !cmp || stripIntCasts(cmp.getLhs()) != v ||
        (cmp.getPredicate() != arith::CmpIPredicate::slt &&
         cmp.getPredicate() != arith::CmpIPredicate::ult) ||
        !bound || *bound < 1 || *bound > 4096 ||
        !uniformity.dominance().dominates(br.getTrueDest(), m.op->getBlock()))
      return nullptr;
    // The stride: a constant (blockDim under the shape included).
    auto stride = uniformEval().tableWith(iv->stride, {});
    const std::vector<int64_t> *start = tf.table(iv->start);
    if (!stride || stride->empty() || stride->front() <= 0 || !start)
      return nullptr;
    SmallVector<int64_t> values;
    for (int64_t x = 0; x < *bound; ++x)
      values.push_back(x);
    indices.push_back({v, std::move(values), stride->front(), start});
    if (loopBodySynchronises(header, uniformity.dominance()))
      ex.exact = ex.firstExact = false;
    ex.loops += (ex.loops.empty() ? "" : ", ") + describeLine(&header->front());
  }
  auto guards = guardsOf(m);
  // With counters bound, a thread-dependent guard's counters are bound too
  // (`if (i > k && j > k)` of an elimination step, k the pivot); a guard
  // that still cannot be evaluated makes the list a superset, no proof. A
  // loop's own test only says its counter is in range, which the values
  // it is bound to are.
  auto ownLoopTest = [](Value cond) {
    auto cmp = cond.getDefiningOp<arith::CmpIOp>();
    if (!cmp)
      return false;
    for (Value side : {cmp.getLhs(), cmp.getRhs()})
      if (auto arg = dyn_cast<BlockArgument>(stripIntCasts(side)))
        if (auto br = dyn_cast<cf::CondBranchOp>(arg.getOwner()->getTerminator());
            br && br.getCondition() == cond)
          return true;
    return false;
  };
  // The counters a guard reads besides the thread and the block-strided
  // indices listed with it (`i = e % 64 / 8` of a strided e).
  std::function<bool(Value, llvm::SetVector<Value> &, unsigned)> guardCounters =
      [&](Value v, llvm::SetVector<Value> &out, unsigned depth) {
        if (depth > 24)
          return false;
        if (matchPattern(v, m_Constant()) || tf.table(v))
          return true;
        if (isCounterCandidate(v, uniformity)) {
          out.insert(v);
          return true;
        }
        if (isa<BlockArgument>(v))
          return bool(matchStridedInduction(v, uniformity.dominance(), tf.blockShape()));
        Operation *def = v.getDefiningOp();
        return def && isPureValueOp(def) && llvm::all_of(def->getOperands(), [&](Value o) {
                 return guardCounters(o, out, depth + 1);
               });
      };
  if (listingBindsCounters)
    for (auto [cond, expected] : guards) {
      llvm::SetVector<Value> counters;
      if (uniformity.getLevel(cond) <= Uniformity::Block || ownLoopTest(cond) ||
          !guardCounters(cond, counters, 0))
        continue;
      for (Value c : counters)
        if (!isParameter(c) && llvm::none_of(params, [&](auto p) { return p.first == c; })) {
          unboundCounters.insert(c);
          missing = true;
        }
    }
  if (missing) {
    // Not cached: the next caller needs the counters collected again.
    if (bindKey)
      paramExecutionsCache.erase(*bindKey);
    return nullptr;
  }
  // Every combination of index values, and the threads that run it.
  size_t combos = 1;
  for (const Index &ix : indices)
    combos *= ix.values.size();
  unsigned n = tf.numThreads();
  if (combos * n > 4 * kMaxExecutions)
    return nullptr;
  // The listing goes round by round of the block-strided loops: in round r
  // thread t's index is its r-th value (start, less whole strides below 0,
  // plus r strides), fixed per thread, so one table of each guard and offset
  // covers every thread that runs that round. Listed value by value (every
  // thread tabulated at each of up to 4096 values, one or a few of them
  // running it) a bitonic sort's 2048 keys took 2.4 s and a chirp-z FFT's
  // pairs 85 s. Uniform counters are still bound value by value.
  // An index the walk above met twice (`(b / half) * 2 * half + b % half`:
  // b scaled and not) is one loop's counter: the address reads its first
  // binding, so it is walked once. The value-by-value listing went over
  // every value of each copy, repeating each entry once per value of the
  // copies; its limit on the entries (kMaxExecutions) counts them so.
  SmallVector<unsigned, 2> strided, uniformIx, stridedCopies;
  size_t uniformRepeats = 1;
  for (auto [i, ix] : llvm::enumerate(indices)) {
    auto same = llvm::find_if(llvm::ArrayRef(indices).take_front(i),
                              [&](const Index &o) { return o.iv == ix.iv; });
    if (same == indices.begin() + i)
      (ix.start ? strided : uniformIx).push_back(unsigned(i));
    else if (ix.start)
      stridedCopies.push_back(unsigned(same - indices.begin()));
    else
      uniformRepeats *= ix.values.size();
  }
  size_t listed = 0; // entries with their repeats
  struct Walk {
    std::vector<int64_t> first;  // each thread's first value in [0, bound)
    std::vector<unsigned> count; // how many values it runs
    unsigned rounds = 0;
  };
  SmallVector<Walk, 2> walks;
  for (unsigned i : strided) {
    const Index &ix = indices[i];
    int64_t bound = int64_t(ix.values.size());
    Walk w;
    w.first.resize(n);
    w.count.resize(n);
    for (unsigned t = 0; t < n; ++t) {
      int64_t s0 = (*ix.start)[t];
      int64_t f = s0 >= 0 ? s0 : ((s0 % ix.stride) + ix.stride) % ix.stride;
      w.first[t] = f;
      w.count[t] = f < bound ? unsigned((bound - f + ix.stride - 1) / ix.stride) : 0;
      w.rounds = std::max(w.rounds, w.count[t]);
    }
    walks.push_back(std::move(w));
  }
  size_t uniformCombos = 1, roundCombos = 1;
  for (unsigned i : uniformIx)
    uniformCombos *= indices[i].values.size();
  for (const Walk &w : walks)
    roundCombos *= w.rounds;
  // Entries are kept in the order of the value-by-value listing (index
  // values, first index fastest, then threads): the witness a collision
  // names is the first pair found.
  SmallVector<size_t, 4> weight(indices.size(), 1);
  for (size_t i = 1; i < indices.size(); ++i)
    weight[i] = weight[i - 1] * indices[i - 1].values.size();
  std::vector<size_t> listKeys, firstKeys;
  // Tables of guards and offsets under one combination of uniform values:
  // the one value when they read no thread (and no strided index), else
  // null and a per-thread table each round.
  SmallVector<Value, 8> varying;
  for (auto [cond, expected] : guards)
    varying.push_back(cond);
  for (auto [v, elem] : offsets)
    varying.push_back(v);
  // A value that reads nothing bound has its own table (a copy: later
  // tables may rehash the cache).
  SmallVector<std::optional<std::vector<int64_t>>, 8> fixedTables;
  for (Value v : varying)
    if (const std::vector<int64_t> *own = tf.table(v))
      fixedTables.push_back(*own);
    else
      fixedTables.push_back(std::nullopt);
  SmallVector<int64_t, 3> x(indices.size(), 0);
  SmallVector<size_t, 3> pos(indices.size(), 0);
  std::vector<std::vector<int64_t>> perThread(strided.size(), std::vector<int64_t>(n));
  SmallVector<std::pair<Value, const std::vector<int64_t> *>, 2> perThreadBound;
  for (auto [k, i] : llvm::enumerate(strided))
    perThreadBound.push_back({indices[i].iv, &perThread[k]});
  for (size_t uc = 0; uc < uniformCombos; ++uc) {
    size_t rest = uc;
    SmallVector<std::pair<Value, int64_t>, 3> bindings(params.begin(), params.end());
    for (unsigned i : uniformIx) {
      const Index &ix = indices[i];
      pos[i] = rest % ix.values.size();
      x[i] = ix.values[pos[i]];
      rest /= ix.values.size();
      bindings.push_back({ix.iv, x[i]});
    }
    bool first = !ex.syncLoops.empty() && ex.firstExact;
    for (unsigned i : uniformIx)
      if (indices[i].firstOnly && x[i] != indices[i].values.front())
        first = false;
    // Splat values of this combination (null: not uniform here).
    SmallVector<std::optional<int64_t>, 8> splat(varying.size());
    SmallVector<Value, 8> perRound;
    SmallVector<int, 8> roundSlot(varying.size(), -1);
    for (auto [k, v] : llvm::enumerate(varying)) {
      if (fixedTables[k])
        continue;
      if (auto one = uniformEval().tableWith(v, bindings); one && one->size() == 1) {
        splat[k] = one->front();
        continue;
      }
      roundSlot[k] = int(perRound.size());
      perRound.push_back(v);
    }
    for (size_t rc = 0; rc < roundCombos; ++rc) {
      // Each thread's strided indices this round, and who runs it.
      size_t rrest = rc;
      SmallVector<unsigned, 2> round;
      for (const Walk &w : walks) {
        round.push_back(unsigned(rrest % w.rounds));
        rrest /= w.rounds;
      }
      std::vector<unsigned> runners;
      for (unsigned t = 0; t < n; ++t)
        if (llvm::all_of(llvm::enumerate(walks),
                         [&](auto w) { return w.value().count[t] > round[w.index()]; }))
          runners.push_back(t);
      if (runners.empty())
        continue;
      // A thread that does not run the round takes a runner's indices, a
      // combination the value-by-value listing tabulated too.
      for (auto [k, w] : llvm::enumerate(walks)) {
        int64_t stride = indices[strided[k]].stride;
        int64_t shown = w.first[runners.front()] + int64_t(round[k]) * stride;
        for (unsigned t = 0; t < n; ++t)
          perThread[k][t] = w.count[t] > round[k] ? w.first[t] + int64_t(round[k]) * stride : shown;
      }
      std::vector<std::vector<int64_t>> roundTables;
      if (!perRound.empty())
        roundTables = tf.tablesWithPerThread(perRound, perThreadBound, bindings);
      auto tableOf = [&](size_t k) -> const std::vector<int64_t> * {
        if (fixedTables[k])
          return &*fixedTables[k];
        if (roundSlot[k] < 0)
          return nullptr;
        const std::vector<int64_t> &table = roundTables[roundSlot[k]];
        return table.size() == n ? &table : nullptr;
      };
      auto valueAt = [&](size_t k, unsigned t) -> std::optional<int64_t> {
        if (splat[k])
          return *splat[k];
        if (const std::vector<int64_t> *table = tableOf(k))
          return (*table)[t];
        return std::nullopt;
      };
      // Whether each runner passes the guards.
      std::vector<char> runs(runners.size(), true);
      for (auto [g, guard] : llvm::enumerate(guards)) {
        auto [cond, expected] = guard;
        // A guard that reads more than the thread and these indices (`gx <
        // n`) is assumed to pass, as the counter search does.
        if (!splat[g] && !tableOf(g)) {
          if (listingBindsCounters && !ownLoopTest(cond))
            ex.exact = false;
          continue;
        }
        for (auto [r, t] : llvm::enumerate(runners))
          if (bool(*valueAt(g, t)) != expected)
            runs[r] = false;
      }
      std::vector<int64_t> bytes(runners.size(), 0);
      for (auto [i, offset] : llvm::enumerate(offsets)) {
        size_t k = guards.size() + i;
        if (!splat[k] && !tableOf(k))
          return nullptr;
        for (auto [r, t] : llvm::enumerate(runners)) {
          int64_t value = *valueAt(k, t);
          bytes[r] += value * offset.second;
          if (runs[r] && extents[i] && (value < 0 || value >= extents[i]))
            ex.outOfBounds = true;
        }
      }
      for (auto [r, t] : llvm::enumerate(runners)) {
        if (!runs[r])
          continue;
        size_t key = 0;
        for (unsigned i : uniformIx)
          key += pos[i] * weight[i];
        for (auto [k, i] : llvm::enumerate(strided))
          key += size_t(perThread[k][t]) * weight[i]; // a strided index' value is its position
        ex.list.push_back({t, bytes[r]});
        listKeys.push_back(key);
        if (first) {
          ex.firstList.push_back({t, bytes[r]});
          firstKeys.push_back(key);
        }
        size_t repeats = uniformRepeats;
        for (unsigned i : stridedCopies)
          repeats *= walks[llvm::find(strided, i) - strided.begin()].count[t];
        listed += repeats;
        if (listed > kMaxExecutions)
          return nullptr;
      }
    }
  }
  auto inListingOrder = [](auto &list, const std::vector<size_t> &keys) {
    std::vector<unsigned> order(list.size());
    std::iota(order.begin(), order.end(), 0u);
    llvm::sort(order, [&](unsigned l, unsigned r) {
      return std::make_pair(keys[l], list[l].first) < std::make_pair(keys[r], list[r].first);
    });
    std::decay_t<decltype(list)> sorted;
    sorted.reserve(list.size());
    for (unsigned i : order)
      sorted.push_back(list[i]);
    list = std::move(sorted);
  };
  inListingOrder(ex.list, listKeys);
  inListingOrder(ex.firstList, firstKeys);
  *slot = std::move(ex);
  return &**slot;
}

bool Impl::executionsInBounds(const Executions &ex, int64_t size) {
  auto global = SymbolTable::lookupNearestSymbolFrom<simt::GlobalOp>(
      uniformity.getFunction(), StringAttr::get(uniformity.getFunction()->getContext(), ex.root));
  if (!global)
    return false;
  int64_t bytes = sizeAndAlign(global.getType()).first;
  return bytes > 0 && llvm::all_of(ex.list, [&](auto e) {
           return e.second >= 0 && e.second + size <= bytes;
         });
}

Conflict Impl::collide(const Executions &ea, int64_t sizeA, const Executions &eb, int64_t sizeB,
                       bool sameAccess, RaceWitness &witness) {
  // Who touches each byte of a (two threads at most: enough to tell).
  llvm::DenseMap<int64_t, std::pair<int64_t, int64_t>> owners;
  for (auto [t, byte] : ea.list)
    for (int64_t i = 0; i < sizeA; ++i) {
      auto [slot, fresh] = owners.try_emplace(byte + i, std::make_pair(int64_t(t), int64_t(-1)));
      if (!fresh && slot->second.first != int64_t(t) && slot->second.second < 0)
        slot->second.second = t;
    }
  Conflict worst = Conflict::None;
  for (auto [t, byte] : eb.list) {
    for (int64_t i = 0; i < sizeB; ++i) {
      auto slot = owners.find(byte + i);
      if (slot == owners.end())
        continue;
      int64_t other = slot->second.first != int64_t(t) ? slot->second.first : slot->second.second;
      if (other < 0)
        continue;
      // One store meeting itself: no warp barrier orders that.
      Conflict c = !sameAccess && other / 32 == int64_t(t) / 32 ? Conflict::SameWarp
                                                                : Conflict::AcrossWarps;
      if (c > worst) {
        worst = c;
        witness = RaceWitness();
        witness.firstThread = other;
        witness.secondThread = t;
        witness.address = byte + i;
      }
      break;
    }
    if (worst == Conflict::AcrossWarps)
      break;
  }
  return worst;
}

std::optional<Conflict> Impl::enumeratedConflict(const MemoryAccess &a, const MemoryAccess &b,
                                                 ArrayRef<LoopMarker> stale) {
  unboundParams.clear();
  const Executions *ea = executions(a);
  const Executions *eb = executions(b);
  if (!ea || !eb) {
    // Kernel arguments in the addresses or loop bounds (`s[(i + shift) %
    // 512]`, `rowbuf[w][C - 1 - i]` in `i < C`): each is tried at its
    // candidate values, largest first. A value at which an access leaves
    // its array is one the host never passes; a collision at a value that
    // keeps both inside is a race of that launch, with the value as
    // witness. No collision proves nothing (the other values are not tried).
    SmallVector<Value, 2> params(unboundParams.begin(), unboundParams.end());
    if (params.empty())
      return listedWithCounters(a, b, stale);
    if (params.size() > 2)
      return std::nullopt;
    SmallVector<SmallVector<int64_t>, 2> values;
    size_t combos = 1;
    for (Value p : params) {
      values.push_back(parameterCandidates(p, tables().numThreads()));
      // Arguments largest first (the size the kernel was written for); the
      // block index from block 0 (which every launch runs).
      if (!isBlockIndex(p))
        std::reverse(values.back().begin(), values.back().end());
      combos *= values.back().size();
    }
    for (size_t c = 0; c < combos; ++c) {
      SmallVector<std::pair<Value, int64_t>, 2> bound;
      size_t rest = c;
      for (auto [p, vals] : llvm::zip(params, values)) {
        bound.push_back({p, vals[rest % vals.size()]});
        rest /= vals.size();
      }
      unboundParams.clear();
      const Executions *pa = executions(a, bound);
      const Executions *pb = pa ? executions(b, bound) : nullptr;
      if (!pa || !pb) {
        if (unboundParams.empty())
          continue;
        return std::nullopt; // an argument not bound here
      }
      if (pa->root != pb->root || !pa->exact || !pb->exact || pa->outOfBounds ||
          pb->outOfBounds ||
          !executionsInBounds(*pa, a.size) || !executionsInBounds(*pb, b.size))
        continue;
      RaceWitness witness;
      Conflict worst = collide(*pa, a.size, *pb, b.size, &a == &b, witness);
      if (worst == Conflict::None)
        continue;
      std::string loops = pa->loops;
      if (!pb->loops.empty() && pb->loops != pa->loops)
        loops += (loops.empty() ? "" : ", ") + pb->loops;
      if (!loops.empty())
        witness.iterations = "in some iteration of the block-strided loops at " + loops + ", and ";
      for (auto [i, p] : llvm::enumerate(bound))
        witness.iterations += (i ? " and " : "") + describeParameter(p.first) + " is " +
                              std::to_string(p.second);
      lastProven = true;
      lastUndecided.clear();
      lastWitness = witness;
      pairFirst = witness.firstThread, pairSecond = witness.secondThread;
      return worst;
    }
    return std::nullopt;
  }
  if (ea->root != eb->root)
    return std::nullopt;
  RaceWitness witness;
  Conflict worst = collide(*ea, a.size, *eb, b.size, &a == &b, witness);
  if (worst == Conflict::None)
    return Conflict::None;
  if (ea->exact && !eb->exact && eb->firstExact && !eb->syncLoops.empty() && &a != &b &&
      llvm::none_of(eb->syncLoops, [&](Block *h) {
        return loopBlocks(h).contains(a.op->getBlock());
      })) {
    // b in the first iteration of the synchronising loops it is listed in,
    // a before those loops: no barrier of theirs lies between the two yet
    // (the stores of an FFT's bit-reversed load against its first stage).
    Executions first = *eb;
    first.list = eb->firstList;
    RaceWitness w;
    if (Conflict c = collide(*ea, a.size, first, b.size, false, w); c != Conflict::None) {
      std::string loops;
      for (Block *h : eb->syncLoops)
        loops += (loops.empty() ? "" : " and ") + describeLine(&h->front());
      w.iterations = "the loop at " + loops + " is in its first iteration";
      lastProven = true;
      lastUndecided.clear();
      lastWitness = w;
      pairFirst = w.firstThread, pairSecond = w.secondThread;
      return c;
    }
  }
  // A guard or a barrier the list does not follow: the iterations of the
  // counters' loops, bound, may.
  if (!ea->exact || !eb->exact)
    return listedWithCounters(a, b, stale);
  std::string loops = ea->loops;
  if (!eb->loops.empty() && eb->loops != ea->loops)
    loops += (loops.empty() ? "" : ", ") + eb->loops;
  if (!loops.empty())
    witness.iterations = "in some iteration of the block-strided loops at " + loops;
  lastProven = true;
  lastUndecided.clear();
  lastWitness = witness;
  pairFirst = witness.firstThread, pairSecond = witness.secondThread;
  return worst;
}

std::optional<std::pair<Conflict, RaceWitness>> Impl::tileConflict(const MemoryAccess &a,
                                                                   const MemoryAccess &b) {
  auto key = std::make_pair(&a, &b);
  if (auto it = tileConflictCache.find(key); it != tileConflictCache.end())
    return it->second;
  auto &result = tileConflictCache[key];
  if ((!a.writes && !b.writes) || a.buffer != b.buffer || a.buffer.empty())
    return result;
  // Each side as (warp or thread, byte) pairs: a tile's bytes belong to its
  // warp, a plain access' to its thread.
  struct Side {
    std::vector<std::pair<unsigned, int64_t>> bytes;
    bool tile = false;
  };
  auto sideOf = [&](const MemoryAccess &m) -> std::optional<Side> {
    const Executions *ex = executions(m);
    if (!ex || !ex->exact || m.buffer != "@" + ex->root)
      return std::nullopt;
    Side side;
    if (auto tile = wmmaTile(m.op)) {
      auto asmOp = cast<simt::InlineAsmOp>(m.op);
      auto ldm = uniformEval().tableWith(asmOp.asmOperand(tile->ldmOperand), {});
      if (!ldm || ldm->empty() || ldm->front() < tile->lineElements)
        return std::nullopt;
      side.tile = true;
      llvm::DenseSet<std::pair<unsigned, int64_t>> seen;
      for (auto [t, start] : ex->list) {
        if (!seen.insert({t / 32, start}).second)
          continue;
        for (int64_t r = 0; r < tile->lines; ++r)
          for (int64_t c = 0; c < tile->lineBytes(); ++c)
            side.bytes.push_back({t / 32, start + r * tile->strideBytes(ldm->front()) + c});
      }
      return side;
    }
    for (auto [t, byte] : ex->list)
      for (int64_t i = 0; i < m.size; ++i)
        side.bytes.push_back({t, byte + i});
    return side;
  };
  auto sa = sideOf(a);
  auto sb = sa ? sideOf(b) : std::nullopt;
  if (!sb || (!sa->tile && !sb->tile))
    return result;
  auto warpOf = [](const Side &s, unsigned x) { return s.tile ? x : x / 32; };
  // Who touches each byte of a (two warps at most: enough to tell).
  llvm::DenseMap<int64_t, std::pair<int64_t, int64_t>> owners;
  for (auto [x, byte] : sa->bytes) {
    auto [slot, fresh] = owners.try_emplace(byte, std::make_pair(int64_t(x), int64_t(-1)));
    if (!fresh && warpOf(*sa, slot->second.first) != warpOf(*sa, x) && slot->second.second < 0)
      slot->second.second = x;
  }
  bool meets = false;
  for (auto [y, byte] : sb->bytes) {
    auto slot = owners.find(byte);
    if (slot == owners.end())
      continue;
    meets = true;
    for (int64_t x : {slot->second.first, slot->second.second}) {
      if (x < 0 || warpOf(*sa, x) == warpOf(*sb, y))
        continue;
      // A tile stands for a lane of its warp: its first thread.
      RaceWitness w;
      w.firstThread = sa->tile ? 32 * x : x;
      w.secondThread = sb->tile ? 32 * y : y;
      w.address = byte;
      unsigned warp = sa->tile ? x : y;
      w.iterations = "a lane of warp " + std::to_string(warp) +
                     " holds that element of the WMMA tile (which lane is unspecified: thread " +
                     std::to_string(32 * warp) + " stands for it)";
      result = std::make_pair(Conflict::AcrossWarps, w);
      return result;
    }
  }
  if (!meets) {
    result = std::make_pair(Conflict::None, RaceWitness());
  } else {
    // Only lanes of the tile's own warp meet it: ordered by a __syncwarp(),
    // and without one a race only if the lane holding the element is not
    // the one touching it, which is unspecified (no witness: firstThread -1).
    RaceWitness w;
    w.iterations = "only lanes of the warp that holds the WMMA tile touch its "
                   "elements, and which lane holds one is unspecified";
    result = std::make_pair(Conflict::SameWarp, w);
  }
  return result;
}
