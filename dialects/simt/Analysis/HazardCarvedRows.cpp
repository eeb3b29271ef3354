//===- HazardCarvedRows.cpp - rows and carved arrays of run-time sizes -----===//
//
// Two layouts of shared memory whose sizes are kernel arguments, decided
// symbolically before the counter search (which would try every argument
// value with every counter value and give up on most of them):
//
// - Thread rows of a run-time width: `row[t * d + x]` under `for (x = 0; x <
//   d; ++x)`. Thread t owns the elements [t * d, t * d + d); two threads with
//   different rows never meet, whatever d is. Exact, no assumption.
// - Rows of a run-time width owned by threads or warps, read from the
//   pointer (`sub + warp * nbins` indexed by `b < nbins` or by `bin %
//   nbins`, bin per-thread data): exact or not, only threads with the same
//   row meet (runtimeRowsApart).
// - Arrays carved from one dynamic buffer at multiples of a run-time size
//   (`Kj = &sram[tile]; Vj = &sram[2 * tile]`): an access through the array at
//   k * S stays below the next one at k' * S (k < k'), as the kernel's own
//   layout has it, and the next array's indices are not negative. The two
//   never meet. An assumption, the same as "rows of an argument's width"
//   (docs/synchronisation.md, "Rows and arrays of run-time sizes").
//
//===----------------------------------------------------------------------===//
#include "dialects/simt/Analysis/LoadStorePointer.h"
#include "dialects/simt/Analysis/SharedMemoryHazardsImpl.h"

using namespace mlir;
using namespace kiln;
using namespace kiln::hazards;
using Impl = SharedMemoryHazards::Impl;

namespace {
/// An access the rules can read: exact, one address of plain terms.
bool plainAccess(const MemoryAccess &m) {
  return m.exact && !m.widened && !m.stride && !m.collective && !m.opaque && !m.async &&
         !m.tma && !m.wgmma && !m.privateRow && !m.buffer.empty() && m.size > 0;
}

/// `v` is computed from the kernel's arguments alone (a size the host
/// passes, `Bc * d`), not from a loop counter or the thread.
bool fromArguments(Value v, unsigned depth) {
  if (auto arg = dyn_cast<BlockArgument>(v))
    return arg.getOwner()->isEntryBlock() && isa<func::FuncOp>(arg.getOwner()->getParentOp());
  Operation *def = v.getDefiningOp();
  if (!def || depth > 8 || def->getNumResults() != 1 || !isMemoryEffectFree(def) ||
      def->getNumRegions() || !isa<arith::ArithDialect>(def->getDialect()))
    return false;
  return llvm::all_of(def->getOperands(), [&](Value o) { return fromArguments(o, depth + 1); });
}

/// `x * y` (through integer casts): its two factors.
std::optional<std::pair<Value, Value>> factors(Value v) {
  auto mul = stripIntCasts(v).getDefiningOp<arith::MulIOp>();
  if (!mul)
    return std::nullopt;
  return std::pair(stripIntCasts(mul.getLhs()), stripIntCasts(mul.getRhs()));
}
} // namespace

Value Impl::columnBound(Value counter, Operation *op) {
  auto arg = dyn_cast<BlockArgument>(stripIntCasts(counter));
  if (!arg || !inLoopBody(arg, op))
    return {};
  auto shift = counterShift(arg, {});
  if (!shift || shift->step <= 0 || !shift->entry || *shift->entry < 0)
    return {};
  auto br = dyn_cast<cf::CondBranchOp>(arg.getOwner()->getTerminator());
  auto cmp = br ? br.getCondition().getDefiningOp<arith::CmpIOp>() : nullptr;
  if (!cmp)
    return {};
  Value lhs = stripIntCasts(cmp.getLhs()), rhs = stripIntCasts(cmp.getRhs());
  auto pred = cmp.getPredicate();
  // The body runs while counter < U.
  if ((pred == arith::CmpIPredicate::slt || pred == arith::CmpIPredicate::ult) && lhs == arg)
    return rhs;
  if ((pred == arith::CmpIPredicate::sgt || pred == arith::CmpIPredicate::ugt) && rhs == arg)
    return lhs;
  return {};
}

bool Impl::nonNegativeTerm(Value v, const MemoryAccess &m, ArrayRef<Value> positive,
                           unsigned depth) {
  v = stripIntCasts(v);
  if (depth > 4)
    return false;
  APInt c;
  if (matchPattern(v, m_ConstantInt(&c)))
    return !c.isNegative();
  if (llvm::is_contained(positive, v))
    return true;
  if (const std::vector<int64_t> *table = tables().table(v)) {
    for (unsigned t = 0; t < table->size(); ++t)
      if ((m.active.empty() || t >= m.active.size() || m.active[t]) && (*table)[t] < 0)
        return false;
    return true;
  }
  if (auto shift = counterShift(v, {}))
    return shift->step > 0 && shift->entry && *shift->entry >= 0;
  if (auto f = factors(v))
    return nonNegativeTerm(f->first, m, positive, depth + 1) &&
           nonNegativeTerm(f->second, m, positive, depth + 1);
  return false;
}

bool Impl::carvedRowsApart(const MemoryAccess &a, const MemoryAccess &b,
                           ArrayRef<LoopMarker> stale) {
  if (!plainAccess(a) || !plainAccess(b) || a.buffer != b.buffer ||
      a.groupMember != b.groupMember || a.constant != b.constant || !tables().tabulates())
    return false;
  auto variant = [&](Value v) {
    return llvm::any_of(stale, [&](const LoopMarker &m) { return isVariant(v, m); });
  };
  if (threadColumnsApart(a, b, stale))
    return true;
  // Symbols both sides carry alike (the same base) drop out.
  auto common = [&](const AddressSymbol &s, const MemoryAccess &other) {
    return !s.isResidue() && !variant(s.value) &&
           llvm::any_of(other.symbols, [&](const AddressSymbol &o) {
             return !o.isResidue() && o.value == s.value && o.coefficient == s.coefficient;
           });
  };
  struct Side {
    const MemoryAccess *m;
    SmallVector<std::pair<int64_t, Value>, 4> terms; // the rest: coefficient, value
    SmallVector<Value, 2> widths;                    // U of each column `x < U`
    SmallVector<std::pair<int64_t, Value>, 2> columns;
  };
  Side sides[2] = {{&a, {}, {}, {}}, {&b, {}, {}, {}}};
  for (unsigned i = 0; i < 2; ++i) {
    Side &s = sides[i];
    const MemoryAccess &other = i ? a : b;
    for (const AddressSymbol &sym : s.m->symbols) {
      if (sym.isResidue())
        return false;
      Value v = stripIntCasts(sym.value);
      Value u = columnBound(v, s.m->op);
      // A column shared with the other side still bounds its width.
      if (u && !variant(u) && !llvm::is_contained(s.widths, u))
        s.widths.push_back(u);
      if (common(sym, other))
        continue;
      if (u && !variant(u)) {
        s.columns.push_back({sym.coefficient, v});
        continue;
      }
      s.terms.push_back({sym.coefficient, v});
    }
    for (auto [coef, value] : s.m->threadTerms)
      s.terms.push_back({coef, stripIntCasts(value)});
  }

  // Thread rows of one run-time width U: each side is E * (T(t) * U + x)
  // with x a column in [0, U) and T the same table, injective over the
  // threads; E covers the access.
  auto rowOf = [&](const Side &s) -> std::optional<std::tuple<int64_t, Value, Value>> {
    if (s.columns.size() != 1 || s.terms.size() != 1)
      return std::nullopt;
    auto [e, x] = s.columns.front();
    auto [coef, term] = s.terms.front();
    auto f = factors(term);
    if (coef != e || e < s.m->size || !f || variant(term))
      return std::nullopt;
    Value u = columnBound(x, s.m->op);
    Value t = f->first == u ? f->second : f->second == u ? f->first : Value();
    if (!t || !tables().table(t))
      return std::nullopt;
    return std::tuple(e, u, t);
  };
  if (auto ra = rowOf(sides[0])) {
    if (auto rb = rowOf(sides[1]); rb && *ra == *rb) {
      const std::vector<int64_t> &rows = *tables().table(std::get<2>(*ra));
      llvm::DenseSet<int64_t> seen;
      bool injective = true;
      for (unsigned t = 0; t < rows.size() && injective; ++t)
        if ((a.active.empty() || a.active[t]) || (b.active.empty() || b.active[t]))
          injective = seen.insert(rows[t]).second;
      if (injective)
        return true;
    }
  }

  // Carved arrays: the one run-time size S whose multiple differs between
  // the sides (absent: 0), the rest of each side inside its array.
  if (a.buffer != "<dynamic shared>")
    return false;
  Value size;
  int64_t piece[2] = {0, 0};
  for (unsigned i = 0; i < 2; ++i)
    for (auto [coef, v] : sides[i].terms) {
      if (!fromArguments(v, 0) || uniformity.getLevel(v) > Uniformity::Block || variant(v) ||
          tables().table(v))
        continue;
      if (size && size != v)
        continue;
      size = v;
      piece[i] += coef;
    }
  if (!size || piece[0] == piece[1] || piece[0] < 0 || piece[1] < 0)
    return false;
  // The rest of each side: not a multiple of S (a stage counter times S
  // moves between arrays), and on the higher array never negative.
  unsigned high = piece[1] > piece[0] ? 1 : 0;
  for (unsigned i = 0; i < 2; ++i) {
    const Side &s = sides[i];
    for (auto [coef, v] : s.terms) {
      if (v == size)
        continue;
      std::function<bool(Value, unsigned)> hasFactor = [&](Value x, unsigned depth) {
        if (stripIntCasts(x) == size)
          return true;
        auto f = factors(x);
        return depth < 4 && f && (hasFactor(f->first, depth + 1) || hasFactor(f->second, depth + 1));
      };
      if (hasFactor(v, 0))
        return false;
      if (i == high && (coef < 0 || !nonNegativeTerm(v, *s.m, s.widths, 0)))
        return false;
    }
    for (auto [coef, x] : s.columns)
      if (coef < 0)
        return false;
  }
  return true;
}

bool Impl::threadColumnsApart(const MemoryAccess &a, const MemoryAccess &b,
                              ArrayRef<LoopMarker> stale) {
  std::optional<BlockShape> shape = tables().blockShape();
  if (!shape || shape->x == 0)
    return false;
  int64_t width = shape->x;
  unsigned n = tables().numThreads();
  // Each side: E * (blockDim.x * R + C(t)), R anything (every symbol a
  // multiple of blockDim.x), C(t) its thread terms.
  // A symbol both sides carry alike (the array's carve) is a common base.
  auto common = [&](const AddressSymbol &sym, const MemoryAccess &other) {
    return !sym.isResidue() &&
           llvm::none_of(stale, [&](const LoopMarker &m) { return isVariant(sym.value, m); }) &&
           llvm::any_of(other.symbols, [&](const AddressSymbol &o) {
             return !o.isResidue() && o.value == sym.value && o.coefficient == sym.coefficient;
           });
  };
  auto columns = [&](const MemoryAccess &m, const MemoryAccess &other,
                     int64_t &elem) -> std::optional<std::vector<int64_t>> {
    if (m.threadTerms.empty())
      return std::nullopt;
    for (const AddressSymbol &sym : m.symbols) {
      if (common(sym, other))
        continue;
      if (sym.isResidue() || sym.coefficient % elem)
        return std::nullopt;
      Value v = stripIntCasts(sym.value);
      auto isWidth = [](Value x) {
        auto dim = stripIntCasts(x).getDefiningOp<simt::BlockDimOp>();
        return dim && dim.getDim() == simt::Dim::X;
      };
      auto f = factors(v);
      if (!isWidth(v) && !(f && (isWidth(f->first) || isWidth(f->second))))
        return std::nullopt;
    }
    std::vector<int64_t> col(n, 0);
    for (auto [coef, value] : m.threadTerms) {
      const std::vector<int64_t> *table = tables().table(value);
      if (!table || table->size() != n || coef % elem)
        return std::nullopt;
      for (unsigned t = 0; t < n; ++t)
        col[t] += coef / elem * (*table)[t];
    }
    return col;
  };
  int64_t elem = std::max(a.size, b.size);
  auto ca = columns(a, b, elem);
  auto cb = ca ? columns(b, a, elem) : std::nullopt;
  if (!cb)
    return false;
  // The owner of each column among a's threads; b's threads must find
  // only themselves.
  llvm::DenseMap<int64_t, unsigned> owner;
  for (unsigned t = 0; t < n; ++t) {
    if (!a.active.empty() && !a.active[t])
      continue;
    int64_t c = (*ca)[t];
    if (c < 0 || c >= width || !owner.try_emplace(c, t).second)
      return false;
  }
  for (unsigned t = 0; t < n; ++t) {
    if (!b.active.empty() && !b.active[t])
      continue;
    int64_t c = (*cb)[t];
    if (c < 0 || c >= width)
      return false;
    if (auto it = owner.find(c); it != owner.end() && it->second != t)
      return false;
  }
  return true;
}

namespace {
/// The pointer an access goes through (loads, stores, atomics).
Value accessPointer(Operation *op) {
  if (Value ptr = simt::loadStorePointer(op))
    return ptr;
  if (auto rmw = dyn_cast<simt::AtomicRMWOp>(op))
    return rmw.getPtr();
  if (auto cas = dyn_cast<simt::AtomicCASOp>(op))
    return cas.getPtr();
  return {};
}
} // namespace

std::optional<Conflict> Impl::runtimeRowsApart(const MemoryAccess &a, const MemoryAccess &b) {
  ThreadFunctions &tf = tables();
  if (!tf.tabulates() || a.buffer != b.buffer || a.buffer.empty() || a.collective ||
      b.collective || a.opaque || b.opaque || a.async || b.async)
    return std::nullopt;
  DominanceInfo &dom = uniformity.dominance();
  // x lies in [0, U) where `op` runs: an unsigned remainder by U, or a loop
  // index rising from a non-negative start whose loop runs `op` only while
  // `x < U`.
  auto columnOf = [&](Value x, Value u, Operation *op) {
    x = stripIntCasts(x);
    if (auto rem = x.getDefiningOp<arith::RemUIOp>())
      return stripIntCasts(rem.getRhs()) == u;
    auto arg = dyn_cast<BlockArgument>(x);
    if (!arg || arg.getOwner()->isEntryBlock())
      return false;
    auto iv = matchStridedInduction(arg, dom, tf.blockShape());
    Value start;
    if (iv) {
      start = iv->start;
    } else if (auto shift = counterShift(arg, {}); shift && shift->step > 0 && shift->entry &&
                                                   *shift->entry >= 0) {
      start = Value();
    } else {
      return false;
    }
    if (start && !nonNegativeTerm(start, a, {}, 0))
      return false;
    auto br = dyn_cast<cf::CondBranchOp>(arg.getOwner()->getTerminator());
    auto cmp = br ? br.getCondition().getDefiningOp<arith::CmpIOp>() : nullptr;
    return cmp && stripIntCasts(cmp.getLhs()) == arg && stripIntCasts(cmp.getRhs()) == u &&
           (cmp.getPredicate() == arith::CmpIPredicate::slt ||
            cmp.getPredicate() == arith::CmpIPredicate::ult) &&
           br.getTrueDest()->getSinglePredecessor() == arg.getOwner() &&
           dom.dominates(br.getTrueDest(), op->getBlock());
  };
  struct Row {
    Operation *root;
    int64_t elem;
    Value width;
    const std::vector<int64_t> *rows;
  };
  auto rowOf = [&](const MemoryAccess &m) -> std::optional<Row> {
    Value ptr = accessPointer(m.op);
    if (!ptr)
      return std::nullopt;
    SmallVector<std::pair<Value, int64_t>, 2> offsets;
    Operation *root = nullptr;
    for (Value cur = ptr; !root;) {
      Operation *def = cur.getDefiningOp();
      if (auto add = dyn_cast_or_null<simt::PtrAddOp>(def)) {
        int64_t elem =
            sizeAndAlign(cast<simt::PtrType>(add.getBase().getType()).getElementType()).first;
        if (elem <= 0 || offsets.size() >= 2)
          return std::nullopt;
        offsets.push_back({add.getOffset(), elem});
        cur = add.getBase();
      } else if (auto castOp = dyn_cast_or_null<simt::PtrCastOp>(def)) {
        cur = castOp.getSource();
      } else if (isa_and_nonnull<simt::AddressOfOp, simt::DynamicSharedOp>(def)) {
        root = def;
      } else {
        return std::nullopt;
      }
    }
    if (offsets.size() != 2 || offsets[0].second != offsets[1].second ||
        m.size > offsets[0].second)
      return std::nullopt;
    for (unsigned r = 0; r < 2; ++r) {
      auto f = factors(offsets[r].first);
      if (!f)
        continue;
      for (auto [t, u] : {std::pair(f->first, f->second), std::pair(f->second, f->first)}) {
        const std::vector<int64_t> *rows = tf.table(t);
        if (!rows || !fromArguments(u, 0) || uniformity.getLevel(u) > Uniformity::Block ||
            !columnOf(offsets[1 - r].first, u, m.op))
          continue;
        return Row{root, offsets[0].second, u, rows};
      }
    }
    return std::nullopt;
  };
  auto ra = rowOf(a);
  auto rb = ra ? rowOf(b) : std::nullopt;
  if (!rb || ra->elem != rb->elem || ra->width != rb->width)
    return std::nullopt;
  auto sameRoot = [](Operation *x, Operation *y) {
    if (isa<simt::DynamicSharedOp>(x) || isa<simt::DynamicSharedOp>(y))
      return isa<simt::DynamicSharedOp>(x) && isa<simt::DynamicSharedOp>(y);
    return cast<simt::AddressOfOp>(x).getGlobal() == cast<simt::AddressOfOp>(y).getGlobal();
  };
  if (!sameRoot(ra->root, rb->root))
    return std::nullopt;
  // The threads of a's side by row: two threads of b's side's row that are
  // not it, in its warp or not.
  unsigned n = tf.numThreads();
  auto runs = [](const MemoryAccess &m, unsigned t) {
    return m.active.empty() || t >= m.active.size() || m.active[t];
  };
  // Per row: the first thread of a in it and whether a's threads in it
  // span several warps / several threads.
  struct Owners {
    unsigned first;
    bool severalThreads = false, severalWarps = false;
  };
  llvm::DenseMap<int64_t, Owners> owners;
  for (unsigned t = 0; t < n; ++t) {
    if (!runs(a, t))
      continue;
    auto [it, fresh] = owners.try_emplace((*ra->rows)[t], Owners{t});
    if (!fresh) {
      it->second.severalThreads = true;
      it->second.severalWarps |= it->second.first / 32 != t / 32;
    }
  }
  Conflict worst = Conflict::None;
  for (unsigned t = 0; t < n; ++t) {
    if (!runs(b, t))
      continue;
    auto it = owners.find((*rb->rows)[t]);
    if (it == owners.end())
      continue;
    const Owners &o = it->second;
    if (o.severalWarps || o.first / 32 != t / 32)
      return std::nullopt;
    if (o.severalThreads || o.first != t)
      worst = Conflict::SameWarp;
  }
  return worst;
}
