//===- PointerSwaps.cpp - shared buffers behind swapped pointers ----------===//
#include "dialects/simt/Analysis/PointerSwaps.h"
#include "dialects/simt/Analysis/SharedMemoryHazardsImpl.h"
#include "dialects/simt/Analysis/ValueSources.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include <map>

using namespace mlir;
using namespace kiln;

namespace {
/// The operand an edge from `pred` passes to argument `index` of `block`.
Value incoming(Block *pred, Block *block, unsigned index) {
  auto branch = dyn_cast<BranchOpInterface>(pred->getTerminator());
  if (!branch)
    return {};
  for (unsigned s = 0; s < pred->getTerminator()->getNumSuccessors(); ++s)
    if (pred->getTerminator()->getSuccessor(s) == block)
      if (Value v = branch.getSuccessorOperands(s)[index])
        return v;
  return {};
}
/// Whether `v` is computed from `c` by pure integer arithmetic with
/// constants (`c << 1`, `c * 2`, `c >> 1`, `c + 4`), reading `c`.
bool computedFrom(Value v, Value c, unsigned depth = 0) {
  if (v == c)
    return true;
  Operation *def = v.getDefiningOp();
  if (!def || depth > 6 || def->getNumRegions() || !isMemoryEffectFree(def) ||
      def->getDialect()->getNamespace() != "arith")
    return false;
  bool reads = false;
  for (Value operand : def->getOperands()) {
    if (matchPattern(operand, m_Constant()))
      continue;
    if (!computedFrom(operand, c, depth + 1))
      return false;
    reads = true;
  }
  return reads;
}
} // namespace

std::optional<PointerSwap> kiln::matchPointerSwap(Value p) {
  auto arg = dyn_cast<BlockArgument>(p);
  if (!arg || !isa<simt::PtrType>(p.getType()))
    return std::nullopt;
  Block *header = arg.getOwner();
  if (header->isEntryBlock())
    return std::nullopt;
  SmallVector<Block *, 2> preds(header->getPredecessors());
  if (preds.size() != 2 || preds[0] == preds[1])
    return std::nullopt;
  for (unsigned back = 0; back < 2; ++back) {
    Block *backPred = preds[back], *entryPred = preds[1 - back];
    // The cycle of header arguments the back edge rotates p through: in
    // iteration k, p holds what cycle[k] held on entry.
    SmallVector<BlockArgument, 4> cycle{arg};
    bool closed = false;
    while (cycle.size() <= 8) {
      auto q = dyn_cast_or_null<BlockArgument>(
          incoming(backPred, header, cycle.back().getArgNumber()));
      if (!q || q.getOwner() != header || !isa<simt::PtrType>(q.getType()))
        break;
      if (q == arg) {
        closed = true;
        break;
      }
      if (llvm::is_contained(cycle, q))
        break;
      cycle.push_back(q);
    }
    if (!closed || cycle.size() < 2)
      continue;
    // The counter: an integer header argument from a constant, stepping by
    // one if there is such an argument, else by a function of itself.
    auto fill = [&](PointerSwap swap) -> std::optional<PointerSwap> {
      for (BlockArgument x : cycle) {
        Value in = incoming(entryPred, header, x.getArgNumber());
        if (!in)
          return std::nullopt;
        swap.starts.push_back(in);
      }
      swap.self = swap.starts[0], swap.other = swap.starts[1];
      return swap;
    };
    std::optional<PointerSwap> general;
    for (BlockArgument c : header->getArguments()) {
      if (!isa<IntegerType>(c.getType()))
        continue;
      APInt start, one;
      Value next = incoming(backPred, header, c.getArgNumber());
      Value entry = incoming(entryPred, header, c.getArgNumber());
      if (!entry || !next || !matchPattern(entry, m_ConstantInt(&start)))
        continue;
      auto add = next.getDefiningOp<arith::AddIOp>();
      bool unit = add &&
                  ((add.getLhs() == c && matchPattern(add.getRhs(), m_ConstantInt(&one))) ||
                   (add.getRhs() == c && matchPattern(add.getLhs(), m_ConstantInt(&one)))) &&
                  one.getSExtValue() == 1;
      PointerSwap swap;
      swap.counter = c, swap.start = start.getSExtValue(), swap.next = next;
      swap.unitStep = unit, swap.hasCounter = true;
      if (unit)
        return fill(swap);
      if (!general && computedFrom(next, c))
        general = swap;
    }
    if (general)
      return fill(*general);
    // No counter: the header's first argument stands for the iteration.
    PointerSwap swap;
    swap.counter = header->getArgument(0);
    return fill(swap);
  }
  return std::nullopt;
}

SmallVector<StringAttr, 2> kiln::sharedGlobalsOf(Value ptr, unsigned depth) {
  // Swaps nested in swaps are followed a few levels (an entry value that is
  // the argument itself, in odd IR, must not recurse forever).
  if (depth > 4)
    return {};
  ptr = stripPtrCasts(ptr);
  if (auto addr = ptr.getDefiningOp<simt::AddressOfOp>()) {
    auto global = SymbolTable::lookupNearestSymbolFrom<simt::GlobalOp>(
        addr, addr.getGlobalAttr());
    if (global && global.getSpace() == simt::AddressSpace::Shared)
      return {addr.getGlobalAttr().getAttr()};
    return {};
  }
  auto swap = matchPointerSwap(ptr);
  if (!swap)
    return {};
  SmallVector<StringAttr, 2> out;
  for (Value start : swap->starts) {
    auto globals = sharedGlobalsOf(start, depth + 1);
    if (globals.size() != 1)
      return {};
    out.push_back(globals.front());
  }
  return out;
}

simt::PtrCastOp kiln::arrayCastThroughSwaps(Value base) {
  if (auto castOp = base.getDefiningOp<simt::PtrCastOp>())
    return castOp;
  auto swap = matchPointerSwap(base);
  if (!swap)
    return {};
  auto self = swap->self.getDefiningOp<simt::PtrCastOp>();
  if (!self)
    return {};
  for (Value start : swap->starts) {
    auto other = start.getDefiningOp<simt::PtrCastOp>();
    if (!other || self.getType() != other.getType() ||
        self.getSource().getType() != other.getSource().getType())
      return {};
  }
  return self;
}

bool kiln::allOriginsShared(Value ptr) {
  auto visit = [](Value cur, SourceWalk &walk) {
    if (auto type = dyn_cast<simt::PtrType>(cur.getType()); type && type.isShared())
      return SourceVisit::Skip;
    Operation *def = cur.getDefiningOp();
    if (auto castOp = dyn_cast_or_null<simt::PtrCastOp>(def)) {
      walk.push(castOp.getSource());
    } else if (auto add = dyn_cast_or_null<simt::PtrAddOp>(def)) {
      walk.push(add.getBase());
    } else if (auto member = dyn_cast_or_null<simt::MemberPtrOp>(def)) {
      walk.push(member.getBase());
    } else if (auto select = dyn_cast_or_null<arith::SelectOp>(def)) {
      walk.push(select.getTrueValue());
      walk.push(select.getFalseValue());
    } else if (auto addr = dyn_cast_or_null<simt::AddressOfOp>(def)) {
      auto global = SymbolTable::lookupNearestSymbolFrom<simt::GlobalOp>(
          addr, addr.getGlobalAttr());
      if (!global || global.getSpace() != simt::AddressSpace::Shared)
        return SourceVisit::Stop;
    } else if (isa_and_nonnull<simt::DynamicSharedOp>(def)) {
    } else if (auto arg = dyn_cast<BlockArgument>(cur)) {
      Block *block = arg.getOwner();
      if (block->isEntryBlock() || block->hasNoPredecessors())
        return SourceVisit::Stop;
      return SourceVisit::Follow; // what every edge passes
    } else {
      return SourceVisit::Stop;
    }
    return SourceVisit::Skip;
  };
  return walkValueSources(ptr, visit) == SourceWalkResult::Complete;
}

SwapGroups kiln::findSwapGroups(Operation *func) {
  // Union of the globals each swap alternates between.
  std::map<std::string, std::string> parent;
  std::function<std::string(const std::string &)> find = [&](const std::string &x) {
    auto it = parent.find(x);
    if (it == parent.end() || it->second == x)
      return x;
    return it->second = find(it->second);
  };
  func->walk([&](Block *block) {
    for (BlockArgument arg : block->getArguments()) {
      auto globals = sharedGlobalsOf(arg);
      if (globals.size() < 2)
        continue;
      for (unsigned i = 1; i < globals.size(); ++i) {
        std::string a = find(globals[0].str()), b = find(globals[i].str());
        parent.try_emplace(a, a);
        parent.try_emplace(b, b);
        if (a != b)
          parent[std::max(a, b)] = std::min(a, b);
      }
    }
  });
  SwapGroups groups;
  std::map<std::string, std::vector<std::string>> members;
  for (auto &[name, up] : parent)
    members[find(name)].push_back(name);
  for (auto &[root, names] : members) {
    std::string groupName = "{";
    for (auto [i, name] : llvm::enumerate(names))
      groupName += (i ? ", @" : "@") + name;
    groupName += "}";
    int64_t offset = 0;
    for (const std::string &name : names) {
      auto global = SymbolTable::lookupNearestSymbolFrom<simt::GlobalOp>(
          func, StringAttr::get(func->getContext(), name));
      if (!global)
        return SwapGroups();
      // Types MLIR's data layout cannot size (asking is a fatal error):
      // no groups, so swapped pointers stay unknown as before.
      int64_t size = hazards::sizeAndAlign(global.getType()).first;
      if (size <= 0)
        return SwapGroups();
      groups.member[name] = {groupName, offset};
      offset += (size + 15) / 16 * 16;
    }
  }
  return groups;
}
