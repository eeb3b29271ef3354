//===- HazardFlagHandoffs.cpp - accesses ordered by a ready flag ----------===//
//
// A handoff without a barrier (the pre-C++-atomics idiom):
//
//   producer:  value[i] = x;  __threadfence_block();  ((volatile int *)ready)[i] = 1;
//   consumer:  while (((volatile int *)ready)[j] == 0);  __threadfence_block();  y = value[j];
//
// The producer's access to `value[i]` happens before the consumer's access
// to `value[j]` when they meet (i == j): the consumer left its spin only after
// seeing `ready[j]` set, every store that sets it comes after a fence that
// follows that thread's access of the same element, and the consumer fences
// after its spin. So the pair is ordered when
//   * the data and the flag are indexed by the same chain of subscripts (the
//     same SSA values through pointers of the same types) on each side, so
//     element e's flag is flag e for producer and consumer alike;
//   * every store to the flag array that lets the spin exit is a constant
//     store with that chain, after a fence (block scope or wider) that the
//     producer's access comes before (dominance); stores that keep the spin
//     going (clearing the flags) do not matter, any other store to the
//     flags (not a constant, or an unknown shared pointer) ends the rule;
//   * the consumer's access comes after a fence that comes after its spin's
//     exit, the spin being a volatile load of the flag with the same chain.
// Only within one pass of both (no loop gone round between them): flags
// reused round a loop would need the clearing ordered too, which is not
// shown. A missing fence, or a flag set before the data, keeps the race.
//
//===----------------------------------------------------------------------===//
#include "dialects/simt/Analysis/LoadStorePointer.h"
#include "dialects/simt/Analysis/SharedMemoryHazardsImpl.h"
#include "dialects/simt/Analysis/ValueSources.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"

using namespace mlir;
using namespace kiln;
using Impl = SharedMemoryHazards::Impl;

using hazards::SubscriptChain;

static std::optional<SubscriptChain> subscriptChain(Value ptr) {
  SubscriptChain chain;
  ptr = stripPtrCasts(ptr);
  while (auto add = ptr.getDefiningOp<simt::PtrAddOp>()) {
    chain.steps.push_back({add.getOffset(), add.getType()});
    ptr = stripPtrCasts(add.getBase());
  }
  auto addr = ptr.getDefiningOp<simt::AddressOfOp>();
  if (!addr || chain.steps.empty())
    return std::nullopt;
  chain.root = addr.getGlobal();
  return chain;
}

/// Same subscripts (the same SSA values), whatever the arrays.
static bool sameSubscripts(const SubscriptChain &a, const SubscriptChain &b) {
  return a.steps.size() == b.steps.size() &&
         llvm::all_of(llvm::zip(a.steps, b.steps), [](auto p) {
           return std::get<0>(p).first == std::get<1>(p).first;
         });
}

/// Pointers of the same types at every subscript: equal subscripts name
/// one element.
static bool sameLayout(const SubscriptChain &a, const SubscriptChain &b) {
  return a.steps.size() == b.steps.size() &&
         llvm::all_of(llvm::zip(a.steps, b.steps), [](auto p) {
           return std::get<0>(p).second == std::get<1>(p).second;
         });
}

static bool orderingFence(Operation *op) {
  auto fence = dyn_cast<simt::FenceOp>(op);
  return fence && fence.getScope() != simt::Scope::Warp;
}

/// Whether a spin test `cmp` on the flag's load, branching in `br`, leaves
/// the loop (to `exit`) when the flag holds `value`.
static bool exitsOn(arith::CmpIOp cmp, Value flag, cf::CondBranchOp br, Block *exit,
                    const APInt &value) {
  APInt other;
  Value otherSide = cmp.getLhs() == flag ? cmp.getRhs() : cmp.getLhs();
  if (!matchPattern(otherSide, m_ConstantInt(&other)) || other.getBitWidth() != value.getBitWidth())
    return false;
  bool holds = cmp.getLhs() == flag ? arith::applyCmpPredicate(cmp.getPredicate(), value, other)
                                    : arith::applyCmpPredicate(cmp.getPredicate(), other, value);
  return (holds ? br.getTrueDest() : br.getFalseDest()) == exit;
}

void Impl::collectFlagHandoffs() {
  flagFacts.emplace();
  Operation *func = uniformity.getFunction();
  bool unknownSharedStore = false;
  func->walk([&](Operation *op) {
    Value ptr;
    std::optional<APInt> constant;
    APInt c;
    if (auto store = dyn_cast<simt::StoreOp>(op)) {
      ptr = store.getPtr();
      if (matchPattern(store.getValue(), m_ConstantInt(&c)))
        constant = c;
    } else if (auto st = dyn_cast<simt::AtomicStoreOp>(op)) {
      ptr = st.getPtr();
      if (matchPattern(st.getValue(), m_ConstantInt(&c)))
        constant = c;
    } else if (isa<simt::AtomicRMWOp, simt::AtomicCASOp>(op)) {
      ptr = op->getOperand(0);
    } else if (auto load = dyn_cast<simt::LoadOp>(op)) {
      auto &dom = uniformity.dominance();
      if (!load.getVolatile_() || !load->hasOneUse())
        return;
      auto cmp = dyn_cast<arith::CmpIOp>(*load->user_begin());
      auto br = cmp && cmp->hasOneUse() ? dyn_cast<cf::CondBranchOp>(*cmp->user_begin())
                                        : cf::CondBranchOp();
      if (!br || br.getCondition() != cmp.getResult())
        return;
      bool trueBack = dom.dominates(br.getTrueDest(), load->getBlock());
      bool falseBack = dom.dominates(br.getFalseDest(), load->getBlock());
      if (trueBack == falseBack)
        return;
      if (auto chain = subscriptChain(load.getPtr()))
        flagFacts->spins.push_back({load, cmp, br, trueBack ? br.getFalseDest() : br.getTrueDest(),
                                    std::move(*chain)});
      return;
    } else {
      return;
    }
    auto type = cast<simt::PtrType>(ptr.getType());
    if (!type.isShared())
      return;
    auto chain = subscriptChain(ptr);
    if (!chain) {
      unknownSharedStore = true;
      return;
    }
    flagFacts->flagWrites.push_back({op, constant, std::move(*chain)});
  });
  if (unknownSharedStore)
    flagFacts->spins.clear();
}

/// Whether a fence of block scope or wider that `where` accepts runs
/// before `op` on every path to it (it dominates `op`); the walk goes back
/// through the ops that dominate `op` and stops at `stop`.
static bool fencedBefore(Operation *op, Operation *stop, DominanceInfo &dom,
                         function_ref<bool(Operation *)> where) {
  for (Operation *cur = op; cur && cur != stop;) {
    if (cur != op && orderingFence(cur) && where(cur))
      return true;
    if (Operation *prev = cur->getPrevNode()) {
      cur = prev;
      continue;
    }
    auto *node = dom.getNode(cur->getBlock());
    auto *idom = node ? node->getIDom() : nullptr;
    cur = idom && idom->getBlock() && !idom->getBlock()->empty() ? &idom->getBlock()->back()
                                                                  : nullptr;
  }
  return false;
}

/// Whether `access` (its op) is released to the threads that see `spin`'s
/// flag set: every store that lets the spin exit sets the flag of the
/// access' own element after a fence that comes after the access.
bool Impl::releasedBy(Operation *access, const SubscriptChain &data, const FlagSpin &spin) {
  auto &dom = uniformity.dominance();
  bool any = false;
  for (const FlagWrite &w : flagFacts->flagWrites) {
    if (w.chain.root != spin.chain.root)
      continue;
    if (!w.constant)
      return false;
    if (!exitsOn(spin.test, spin.load->getResult(0), spin.branch, spin.exit, *w.constant))
      continue; // clears the flag: the spin goes on
    if (!sameSubscripts(w.chain, data) || !sameLayout(w.chain, spin.chain) ||
        !fencedBefore(w.op, access, dom,
                      [&](Operation *fence) { return dom.properlyDominates(access, fence); }))
      return false;
    any = true;
  }
  return any;
}

/// The spin whose exit, then a fence, come before `access` (its op), waiting
/// on the flag of the access' element; null if none.
const Impl::FlagSpin *Impl::acquiredBy(Operation *access, const SubscriptChain &data) {
  auto &dom = uniformity.dominance();
  for (const FlagSpin &spin : flagFacts->spins)
    if (sameSubscripts(spin.chain, data) && dom.dominates(spin.exit, access->getBlock()) &&
        fencedBefore(access, spin.load, dom, [&](Operation *fence) {
          return dom.dominates(spin.exit, fence->getBlock());
        }))
      return &spin;
  return nullptr;
}

bool Impl::flagHandoff(const MemoryAccess &a, const MemoryAccess &b) {
  if (!flagFacts)
    collectFlagHandoffs();
  if (flagFacts->spins.empty())
    return false;
  Value pa = simt::loadStorePointer(a.op), pb = simt::loadStorePointer(b.op);
  if (!pa || !pb)
    return false;
  auto ca = subscriptChain(pa), cb = subscriptChain(pb);
  if (!ca || !cb || ca->root != cb->root || !sameLayout(*ca, *cb))
    return false;
  auto ordered = [&](Operation *released, const SubscriptChain &rc, Operation *acquired,
                     const SubscriptChain &ac) {
    const FlagSpin *spin = acquiredBy(acquired, ac);
    return spin && spin->chain.root != rc.root && releasedBy(released, rc, *spin);
  };
  return ordered(a.op, *ca, b.op, *cb) || ordered(b.op, *cb, a.op, *ca);
}
