//===- HazardLocks.cpp - critical sections under a spin lock --------------===//
//
// Mutual exclusion: accesses that both run while their thread holds one lock
// never overlap in time, whatever their addresses. A lock is a block-uniform
// word P (grid-uniform when global) and a critical section is what runs
// after its acquisition and before any release:
//
//   acquired where a branch on `atomicCAS(P, E, D) == E` (E, D constants,
//   E != D: the thread moved P out of E, no other can until it is E again)
//   took the success edge, or on `atomicExch(P, D) == E` (test-and-set), or
//   on `load(P) == T` with T the result of an atomic add on another word (a
//   ticket: no two threads draw the same one), or on `atomicAdd(P, C) == K`
//   with C a nonzero constant and K uniform (the last thread to arrive:
//   the adds return distinct values, so one thread at most sees K; it
//   holds P for good), or on `fetch_sub(P, d) == d` with d >= 1 (the thread
//   that took P to zero: libcu++'s pipeline quit(), d the popcount of a
//   match_any that holds the thread's own lane);
//   released by any other write to P (atomicExch/atomic store/store of the
//   free value, or the ticket lock's atomicAdd of "now serving").
//
// An access is inside when the success edge's block dominates it and no
// path from a release reaches it without passing that block again (the next
// acquisition). The ordering itself is the lock's: code relying on it should
// fence around the section (`__threadfence_block()`), which is not checked.
//
//===----------------------------------------------------------------------===//
#include "dialects/simt/Analysis/SharedMemoryHazardsImpl.h"
#include "dialects/simt/Analysis/ValueSources.h"
#include "mlir/Dialect/Math/IR/Math.h"

using namespace mlir;
using namespace kiln;
using namespace kiln::hazards;
using Impl = SharedMemoryHazards::Impl;

/// Whether `d` is at least one: a positive constant, or the popcount of a
/// match_any (the thread's own lane is always in it).
static bool atLeastOne(Value d) {
  APInt c;
  if (matchPattern(d, m_ConstantInt(&c)))
    return c.isStrictlyPositive();
  auto pop = d.getDefiningOp<math::CtPopOp>();
  return pop && pop.getOperand().getDefiningOp<simt::MatchAnyOp>();
}

/// The word and the amount of an atomic add whose result is `got` (an
/// atomic_rmw add, atomicSub's too, or one inline `atom.add`).
static std::optional<std::pair<Value, Value>> atomicAddOf(Value got) {
  if (auto rmw = got.getDefiningOp<simt::AtomicRMWOp>()) {
    if (rmw.getKind() != simt::AtomicKind::Add)
      return std::nullopt;
    return std::make_pair(Value(rmw.getPtr()), Value(rmw.getValue()));
  }
  auto asmOp = got.getDefiningOp<simt::InlineAsmOp>();
  if (!asmOp || asmOp->getNumResults() != 1 || asmOp.getNumOperands() != 2 ||
      !isa<simt::PtrType>(asmOp.getOperand(0).getType()))
    return std::nullopt;
  StringRef text = asmOp.getAsmString().trim();
  if (!text.starts_with("atom.") || !text.contains(".add.") || text.count(';') != 1 ||
      text.contains(".f"))
    return std::nullopt;
  return std::make_pair(asmOp.getOperand(0), asmOp.getOperand(1));
}

/// The lock word `cond == expected` acquires, or null. `uniformNeeded` is
/// set to a value that must be uniform over the lock's threads for it to be
/// one (the last arrival's K).
static Value acquiredLock(Value cond, bool expected, Value &uniformNeeded) {
  auto cmp = cond.getDefiningOp<arith::CmpIOp>();
  if (!cmp)
    return {};
  bool eq = cmp.getPredicate() == arith::CmpIPredicate::eq;
  if (!eq && cmp.getPredicate() != arith::CmpIPredicate::ne)
    return {};
  if (eq != expected)
    return {}; // the edge where the comparison says "not acquired"
  for (unsigned side = 0; side < 2; ++side) {
    Value got = cmp.getOperand(side), other = cmp.getOperand(1 - side);
    APInt e, o;
    if (auto cas = got.getDefiningOp<simt::AtomicCASOp>()) {
      APInt d;
      if (matchPattern(cas.getExpected(), m_ConstantInt(&e)) &&
          matchPattern(cas.getDesired(), m_ConstantInt(&d)) && e != d &&
          (other == cas.getExpected() ||
           (matchPattern(other, m_ConstantInt(&o)) && o == e)))
        return stripPtrCasts(cas.getPtr());
    }
    if (auto add = atomicAddOf(got)) {
      // The last arrival: distinct results, one of them K.
      auto [word, amount] = *add;
      APInt step;
      if (matchPattern(amount, m_ConstantInt(&step)) && !step.isZero()) {
        uniformNeeded = matchPattern(other, m_ConstantInt(&o)) ? Value() : other;
        return stripPtrCasts(word);
      }
      // The thread that took the word to zero: old == d after adding -d.
      auto neg = amount.getDefiningOp<arith::SubIOp>();
      APInt zero;
      if (neg && matchPattern(neg.getLhs(), m_ConstantInt(&zero)) && zero.isZero() &&
          neg.getRhs() == other && atLeastOne(other))
        return stripPtrCasts(word);
    }
    if (auto rmw = got.getDefiningOp<simt::AtomicRMWOp>()) {
      APInt d;
      if (rmw.getKind() == simt::AtomicKind::Exchange &&
          matchPattern(rmw.getValue(), m_ConstantInt(&d)) &&
          matchPattern(other, m_ConstantInt(&o)) && o != d)
        return stripPtrCasts(rmw.getPtr());
    } else if (auto asmOp = got.getDefiningOp<simt::InlineAsmOp>()) {
      // libcu++'s block-scope semaphore and atomic_flag: one
      // `atom.exch{.sem}{.scope}.b32 $0, [$1], $2;` on the word.
      APInt d;
      StringRef text = asmOp.getAsmString().trim();
      if (text.starts_with("atom.") && text.contains(".exch.") && text.count(';') == 1 &&
          asmOp.getNumOperands() == 2 && isa<simt::PtrType>(asmOp.getOperand(0).getType()) &&
          matchPattern(asmOp.getOperand(1), m_ConstantInt(&d)) &&
          matchPattern(other, m_ConstantInt(&o)) && o != d)
        return stripPtrCasts(asmOp.getOperand(0));
    } else if (isa_and_nonnull<simt::LoadOp, simt::AtomicLoadOp>(got.getDefiningOp())) {
      Value p = isa<simt::LoadOp>(got.getDefiningOp())
                    ? cast<simt::LoadOp>(got.getDefiningOp()).getPtr()
                    : cast<simt::AtomicLoadOp>(got.getDefiningOp()).getPtr();
      auto ticket = other.getDefiningOp<simt::AtomicRMWOp>();
      APInt step;
      if (ticket && ticket.getKind() == simt::AtomicKind::Add &&
          matchPattern(ticket.getValue(), m_ConstantInt(&step)) && !step.isZero() &&
          stripPtrCasts(ticket.getPtr()) != stripPtrCasts(p))
        return stripPtrCasts(p);
    }
  }
  return {};
}

/// Whether `op` writes the word `lock` points to.
static bool writesLock(Operation *op, Value lock, Value &ptr) {
  if (auto s = dyn_cast<simt::StoreOp>(op))
    ptr = s.getPtr();
  else if (auto r = dyn_cast<simt::AtomicRMWOp>(op))
    ptr = r.getPtr();
  else if (auto st = dyn_cast<simt::AtomicStoreOp>(op))
    ptr = st.getPtr();
  else if (auto asmOp = dyn_cast<simt::InlineAsmOp>(op)) {
    // A store or atomic in inline PTX (`st.release.cta.b32 [$0], $1;`)
    // whose address operand is the word.
    StringRef text = asmOp.getAsmString().trim();
    if (!(text.starts_with("st.") || text.starts_with("atom.") || text.starts_with("red.")))
      return false;
    return llvm::any_of(asmOp->getOperands(), [&](Value v) {
      return isa<simt::PtrType>(v.getType()) && Impl::sameLockWord(stripPtrCasts(v), lock);
    });
  } else
    return false;
  return Impl::sameLockWord(stripPtrCasts(ptr), lock);
}

bool Impl::sameLockWord(Value a, Value b) {
  if (!a || !b)
    return false;
  a = stripPtrCasts(a), b = stripPtrCasts(b);
  if (a == b)
    return true;
  auto sa = a.getDefiningOp<simt::AddressOfOp>(), sb = b.getDefiningOp<simt::AddressOfOp>();
  return sa && sb && sa.getGlobal() == sb.getGlobal();
}

std::pair<Value, Block *> Impl::heldLock(Operation *op) {
  // Most kernels take no lock: one walk says so.
  if (!anyLockAtomics) {
    bool found = false;
    uniformity.getFunction()->walk([&](Operation *o) {
      if (isa<simt::AtomicCASOp, simt::AtomicRMWOp>(o))
        found = true;
      else if (auto asmOp = dyn_cast<simt::InlineAsmOp>(o))
        found = found || asmOp.getAsmString().trim().starts_with("atom.");
      return found ? WalkResult::interrupt() : WalkResult::advance();
    });
    anyLockAtomics = found;
  }
  if (!*anyLockAtomics)
    return {};
  auto cached = heldLocks.find(op);
  if (cached != heldLocks.end())
    return cached->second;
  auto &result = heldLocks[op];
  DominanceInfo &dom = uniformity.dominance();
  Block *block = op->getBlock();
  Region *region = block->getParent();
  // The nearest dominating success edge of an acquisition.
  Value lock, uniformNeeded;
  Block *acquired = nullptr;
  for (Block *b = block; b && !lock;) {
    Block *pred = nullptr;
    bool single = true;
    for (Block *p : b->getPredecessors()) {
      if (p == b || dom.dominates(b, p))
        continue;
      if (pred && pred != p)
        single = false;
      pred = p;
    }
    if (single && pred && pred != b)
      if (auto br = dyn_cast<cf::CondBranchOp>(pred->getTerminator()))
        if (br.getTrueDest() != br.getFalseDest())
          if (Value l = acquiredLock(br.getCondition(), br.getTrueDest() == b, uniformNeeded)) {
            lock = l;
            acquired = b;
          }
    if (region->hasOneBlock() || b->isEntryBlock())
      break;
    auto *node = dom.getNode(b);
    auto *idom = node ? node->getIDom() : nullptr;
    b = idom ? idom->getBlock() : nullptr;
  }
  if (!lock)
    return result;
  // One lock for the block (a shared word) or the grid (a global one).
  Uniformity need = cast<simt::PtrType>(lock.getType()).isShared() ? Uniformity::Block
                                                                    : Uniformity::Cluster;
  if (uniformity.getLevel(lock) > need ||
      (uniformNeeded && uniformity.getLevel(uniformNeeded) > need))
    return result;
  // Blocks a release reaches without passing `acquired` again.
  llvm::SmallPtrSet<Block *, 16> afterRelease;
  SmallVector<Block *> work;
  bool releasedBeforeOp = false;
  region->walk([&](Operation *w) {
    Value ptr;
    if (!writesLock(w, lock, ptr))
      return;
    Block *b = w->getBlock();
    if (b->getParent() != region)
      return;
    if (b == block && w->isBeforeInBlock(op))
      releasedBeforeOp = true;
    for (Block *s : b->getSuccessors())
      work.push_back(s);
  });
  while (!work.empty()) {
    Block *b = work.pop_back_val();
    if (b == acquired || !afterRelease.insert(b).second)
      continue;
    for (Block *s : b->getSuccessors())
      work.push_back(s);
  }
  // A release earlier in the op's own block ends the section there.
  if (releasedBeforeOp || afterRelease.contains(block))
    return result;
  result = {lock, acquired};
  return result;
}

bool Impl::mutuallyExclusive(const MemoryAccess &a, const MemoryAccess &b) {
  if (!options.locks)
    return false;
  auto [la, ba] = heldLock(a.op);
  if (!la)
    return false;
  auto [lb, bb] = heldLock(b.op);
  return lb && sameLockWord(la, lb);
}
