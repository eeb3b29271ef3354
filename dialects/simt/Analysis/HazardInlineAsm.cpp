//===- HazardInlineAsm.cpp - inline PTX accesses --------------------------===//
#include "dialects/simt/Analysis/SharedMemoryHazardsImpl.h"

#include <numeric>

using namespace mlir;
using namespace kiln;
using namespace kiln::hazards;
using Impl = SharedMemoryHazards::Impl;

std::pair<Value, int64_t> Impl::asmAddress(Value v) {
  int64_t offset = 0;
  while (v) {
    if (isa<simt::PtrType>(v.getType()))
      return {v, offset};
    Operation *def = v.getDefiningOp();
    if (!def)
      break;
    if (auto toInt = dyn_cast<simt::PtrToIntOp>(def)) {
      v = toInt.getSource();
    } else if (isa<arith::TruncIOp, arith::ExtUIOp, arith::ExtSIOp>(def)) {
      v = def->getOperand(0);
    } else if (isa<arith::AddIOp>(def)) {
      APInt k;
      if (matchPattern(def->getOperand(1), m_ConstantInt(&k)))
        offset += k.getSExtValue(), v = def->getOperand(0);
      else if (matchPattern(def->getOperand(0), m_ConstantInt(&k)))
        offset += k.getSExtValue(), v = def->getOperand(1);
      else
        break;
    } else {
      break;
    }
  }
  return {Value(), 0};
}

bool Impl::inlineAsmAccess(simt::InlineAsmOp op, MemoryAccess &access) {
  simt::PtxSummary ptx = op.classify();
  llvm::SmallVector<const simt::PtxMemoryRef *, 2> refs;
  for (const simt::PtxMemoryRef &r : ptx.memory)
    if (r.space != simt::PtxSpace::Local && r.space != simt::PtxSpace::Param &&
        r.space != simt::PtxSpace::Const)
      refs.push_back(&r);
  bool unknown = !ptx.understood || ptx.unknownMemory;
  if (refs.empty() && !unknown)
    return false;
  AddressBuilder builder(uniformity, tables(), uniformEval(), &swapGroups());
  // A bulk copy into shared memory completing on an mbarrier, with a byte
  // count known here (libcu++'s cuda::memcpy_async with a cuda::barrier):
  // an exact write of its destination, in flight until the barrier's phase
  // completes (MemoryAccess::bulk).
  if (!unknown && refs.size() >= 2 && !options.includeGlobalMemory) {
    const simt::PtxMemoryRef *dst = nullptr, *bar = nullptr;
    bool other = false;
    for (const simt::PtxMemoryRef *r : refs) {
      if (r->mbarrier)
        other |= bar != nullptr, bar = r;
      else if (r->writes && r->space == simt::PtxSpace::Shared && r->operand >= 0)
        other |= dst != nullptr, dst = r;
      else
        other |= !(r->space == simt::PtxSpace::Global && r->reads && !r->writes);
    }
    int64_t bytes = dst ? dst->size : 0;
    APInt c;
    if (dst && !bytes && dst->sizeOperand >= 0 &&
        unsigned(dst->sizeOperand) < op.getNumOperands() &&
        matchPattern(op.asmOperand(dst->sizeOperand), m_ConstantInt(&c)))
      bytes = c.getSExtValue();
    if (dst && bar && !other && bar->operand >= 0 && bytes > 0 && bytes <= 1 << 16 &&
        dst->exactOffset) {
      auto [ptr, offset] = asmAddress(op.asmOperand(dst->operand));
      Type valueType = IntegerType::get(op->getContext(), 8);
      MemoryAccess placed = access;
      if (ptr && builder.describe(placed, ptr, valueType, false)) {
        access = std::move(placed);
        access.constant += offset + dst->offset;
        access.size = bytes;
        access.reads = false, access.writes = true, access.atomic = false;
        access.async = access.bulk = true;
        access.tmaBarrier = op.asmOperand(bar->operand);
        return true;
      }
    }
  }
  if (refs.size() == 1 && !unknown) {
    const simt::PtxMemoryRef &r = *refs.front();
    access.reads = r.reads, access.writes = r.writes, access.atomic = r.atomic;
    // The end of a pipeline stage barrier's life (libcu++ elects the last
    // thread through its reference count): no plain write racing the
    // family's arrives and waits.
    if (r.mbarrier && r.writes && !r.atomic && pipelineFamily(op) &&
        op.getAsmString().contains("mbarrier.inval"))
      access.atomic = true;
    access.async = r.async, access.collective = r.collective;
    auto [ptr, offset] = r.operand >= 0 ? asmAddress(op.asmOperand(r.operand))
                                        : std::pair<Value, int64_t>{};
    if (ptr) {
      Type valueType = IntegerType::get(op->getContext(), 8 * std::max(1u, r.size));
      if (!builder.describe(access, ptr, valueType, options.includeGlobalMemory))
        return false;
      access.constant += offset + r.offset;
      if (!r.size || !r.exactOffset) {
        access.exact = false;
        access.opaque = true;
      }
      return true;
    }
    access.exact = false;
    access.opaque = true;
    if (r.space == simt::PtxSpace::Global) {
      if (!options.includeGlobalMemory)
        return false;
      access.buffer = "<global memory>";
    }
    return true; // somewhere in shared memory
  }
  access.reads = true;
  access.writes = unknown || llvm::any_of(refs, [](auto *r) { return r->writes; });
  access.exact = false;
  access.opaque = true;
  // The buffers its pointer operands point into, if they agree. The mbarrier
  // a bulk copy completes on (beside the copy's own references) is updated
  // atomically when the copy lands: no buffer of its own (else the copy
  // "touches" every shared array).
  llvm::SmallPtrSet<Value, 2> completions;
  if (!unknown && llvm::any_of(refs, [](auto *r) { return !r->mbarrier; }))
    for (const simt::PtxMemoryRef *r : refs)
      if (r->mbarrier && r->atomic && r->operand >= 0)
        completions.insert(op.asmOperand(r->operand));
  std::optional<std::string> buffer;
  for (Value v : op.getOperands()) {
    if (completions.contains(v))
      continue;
    auto [ptr, offset] = asmAddress(v);
    (void)offset;
    if (!ptr)
      continue;
    MemoryAccess probe;
    if (!builder.describe(probe, ptr, IntegerType::get(op->getContext(), 8), true))
      continue;
    if (probe.buffer == "<global memory>" && !options.includeGlobalMemory)
      continue;
    if (!buffer)
      buffer = probe.buffer;
    else if (*buffer != probe.buffer)
      buffer = std::string();
  }
  access.buffer = buffer.value_or(std::string());
  access.symbols.clear(), access.threadTerms.clear(), access.constant = 0;
  return true;
}

Operation *Impl::mbarrierCopyCompletion() {
  if (mbarrierCopyCompletionMemo)
    return *mbarrierCopyCompletionMemo;
  Operation *found = nullptr;
  uniformity.getFunction()->walk([&](simt::InlineAsmOp other) {
    simt::forEachPtxStatement(other.getAsmString(), [&](StringRef opcode, StringRef, bool) {
      if (!found && opcode.starts_with("cp.async.mbarrier.arrive"))
        found = other;
    });
    return found ? WalkResult::interrupt() : WalkResult::advance();
  });
  mbarrierCopyCompletionMemo = found;
  return found;
}

/// The shared global an mbarrier address operand points at (offset 0),
/// through the casts libcu++ takes it through; empty when not known.
static StringRef mbarrierGlobal(Value v) {
  for (unsigned depth = 0; v && depth < 16; ++depth) {
    Operation *def = v.getDefiningOp();
    if (auto addr = dyn_cast_or_null<simt::AddressOfOp>(def))
      return addr.getGlobal();
    if (auto member = dyn_cast_or_null<simt::MemberPtrOp>(def)) {
      if (member.getIndex() != 0)
        return {};
      v = member.getBase();
    } else if (auto add = dyn_cast_or_null<simt::PtrAddOp>(def)) {
      if (!matchPattern(add.getOffset(), m_Zero()))
        return {};
      v = add.getBase();
    } else if (isa_and_nonnull<simt::PtrCastOp, simt::PtrToIntOp, arith::TruncIOp,
                                 arith::ExtUIOp>(def)) {
      v = def->getOperand(0);
    } else {
      return {};
    }
  }
  return {};
}

/// The one mbarrier statement of an asm and its opcode (beside register
/// moves and selects: libcu++'s `try_wait` then `selp`); nothing when it
/// has several, a predicated one, or other instructions.
static std::optional<std::string> onlyOpcode(simt::InlineAsmOp op) {
  std::optional<std::string> only;
  bool bad = false;
  simt::forEachPtxStatement(op.getAsmString(), [&](StringRef opcode, StringRef, bool predicated) {
    if (!opcode.starts_with("mbarrier.")) {
      bad |= !(opcode.starts_with("selp.") || opcode.starts_with("mov.") ||
               opcode.starts_with("setp."));
      return;
    }
    bad |= only.has_value() || predicated;
    only = opcode.str();
  });
  return bad ? std::nullopt : only;
}

/// The asm operand holding the mbarrier address of `op`'s one mbarrier
/// reference; null when it has none or several.
static Value mbarrierOperand(simt::InlineAsmOp op, const simt::PtxSummary &ptx) {
  Value found;
  for (const simt::PtxMemoryRef &r : ptx.memory) {
    if (!r.mbarrier)
      continue;
    if (found || r.operand < 0 || r.offset != 0)
      return {};
    found = op.asmOperand(r.operand);
  }
  return found;
}

Operation *Impl::blockPhaseArrive(simt::InlineAsmOp op) {
  auto [memo, fresh] = blockPhaseArriveMemo.try_emplace(op, nullptr);
  if (!fresh)
    return memo->second;
  auto isWait = [](StringRef opcode) {
    return (opcode.starts_with("mbarrier.try_wait") || opcode.starts_with("mbarrier.test_wait")) &&
           !opcode.contains("parity");
  };
  auto isArrive = [](StringRef opcode) {
    return opcode.starts_with("mbarrier.arrive") && !opcode.contains("drop") &&
           !opcode.contains("expect_tx") && !opcode.contains("noComplete") &&
           !opcode.contains("cluster");
  };
  std::optional<std::string> opcode = onlyOpcode(op);
  if (!opcode)
    return nullptr;
  // The arrive: a wait's token, or the op itself.
  simt::InlineAsmOp arrive;
  if (isArrive(*opcode)) {
    arrive = op;
  } else if (isWait(*opcode)) {
    for (Value v : op.getOperands())
      if (auto def = v.getDefiningOp<simt::InlineAsmOp>())
        if (auto o = onlyOpcode(def); o && isArrive(*o))
          arrive = def;
  }
  if (!arrive || arrive->getNumResults() != 1 || !tables().blockShape() ||
      arrive->getParentOp() != uniformity.getFunction() ||
      uniformity.getControlLevel(arrive) > Uniformity::Block)
    return nullptr;
  simt::PtxSummary arrivePtx = arrive.classify();
  Value barrier = mbarrierOperand(arrive, arrivePtx);
  StringRef global = barrier ? mbarrierGlobal(barrier) : StringRef();
  if (!arrivePtx.understood || global.empty())
    return nullptr;
  // Count 1: every operand but the address is the constant 1.
  for (Value v : arrive.getOperands()) {
    APInt c;
    if (v != barrier && !(matchPattern(v, m_ConstantInt(&c)) && c == 1))
      return nullptr;
  }
  // Everything else on the mbarrier: one init counting the shape's threads,
  // waits (on this arrive's token or not) and inval.
  unsigned inits = 0;
  bool ok = true;
  llvm::DenseMap<Block *, int64_t> txBytes;
  SmallVector<Operation *, 2> arrives{arrive};
  uniformity.getFunction()->walk([&](Operation *other) {
    if (isa<simt::MbarrierInitOp, simt::MbarrierArriveOp, simt::MbarrierArriveExpectTxOp,
            simt::MbarrierExpectTxOp, simt::MbarrierArriveClusterOp, simt::TmaLoadOp>(other)) {
      ok = false;
      return WalkResult::interrupt();
    }
    auto asmOp = dyn_cast<simt::InlineAsmOp>(other);
    if (!asmOp || asmOp == arrive)
      return WalkResult::advance();
    simt::PtxSummary ptx = asmOp.classify();
    if (llvm::none_of(ptx.memory, [](const simt::PtxMemoryRef &r) { return r.mbarrier; }))
      return WalkResult::advance();
    Value addr = mbarrierOperand(asmOp, ptx);
    StringRef name = addr ? mbarrierGlobal(addr) : StringRef();
    if (name.empty()) { // an mbarrier the analysis cannot place may be this one
      ok = false;
      return WalkResult::interrupt();
    }
    if (name != global)
      return WalkResult::advance();
    std::optional<std::string> o = onlyOpcode(asmOp);
    // expect_tx and bulk copies completing on it: a phase then also waits
    // for the bytes; each thread's copies must be matched by its expect_tx
    // (checked per block below) before its arrive.
    auto constantOperand = [&](Value skip) -> std::optional<int64_t> {
      std::optional<int64_t> out;
      for (Value v : asmOp.getOperands()) {
        APInt c;
        if (v == skip)
          continue;
        if (!matchPattern(v, m_ConstantInt(&c)) || out)
          return std::nullopt;
        out = c.getSExtValue();
      }
      return out;
    };
    if (o && StringRef(*o).starts_with("mbarrier.expect_tx")) {
      auto bytes = constantOperand(addr);
      if (!bytes)
        ok = false;
      else
        txBytes[asmOp->getBlock()] += *bytes;
      return ok ? WalkResult::advance() : WalkResult::interrupt();
    }
    if (MemoryAccess *copy = getAccess(asmOp); copy && copy->bulk) {
      txBytes[asmOp->getBlock()] -= copy->size;
      return WalkResult::advance();
    }
    // Another arrive of count 1 under block-uniform control: every thread
    // runs the same sequence of arrives (each checked below to be followed
    // by a wait on its token before any arrive on the barrier).
    if (o && isArrive(*o) && asmOp->getNumResults() == 1 &&
        asmOp->getParentOp() == uniformity.getFunction() &&
        uniformity.getControlLevel(asmOp) <= Uniformity::Block &&
        llvm::all_of(asmOp.getOperands(), [&](Value v) {
          APInt c;
          return v == addr || (matchPattern(v, m_ConstantInt(&c)) && c == 1);
        })) {
      arrives.push_back(asmOp);
      return WalkResult::advance();
    }
    if (o && StringRef(*o).starts_with("mbarrier.init")) {
      ++inits;
      for (Value v : asmOp.getOperands()) {
        if (v == addr)
          continue;
        auto count = uniformEval().tableWith(v, {});
        if (!count || count->empty() || count->front() != int64_t(tables().blockShape()->size()))
          ok = false;
      }
    } else if (!o || !(isWait(*o) || StringRef(*o).starts_with("mbarrier.inval"))) {
      ok = false;
    }
    return ok ? WalkResult::advance() : WalkResult::interrupt();
  });
  if (!ok || inits != 1 ||
      llvm::any_of(txBytes, [](const auto &entry) { return entry.second != 0; }))
    return nullptr;
  // A copy and its expect_tx before the arrive, in one block: the arrive
  // comes after both on every path through that block.
  for (auto &entry : txBytes)
    if (entry.first != arrive->getBlock() &&
        !uniformity.dominance().dominates(entry.first, arrive->getBlock()))
      return nullptr;
  // A thread may not arrive twice in one phase: every path from the arrive
  // back to it passes a wait on its token.
  // With several arrives on it (two arrive_and_wait() per iteration): from
  // each, every path to an arrive passes a wait on its own token first.
  for (Operation *from : arrives) {
    auto waitsOnToken = [&](Block *b) {
      for (Operation &o : *b) {
        if (llvm::is_contained(arrives, &o))
          return false; // an arrive before the wait in this block
        auto w = dyn_cast<simt::InlineAsmOp>(&o);
        if (w && llvm::is_contained(w->getOperands(), from->getResult(0)))
          return true;
      }
      return false;
    };
    auto holdsArrive = [&](Block *b) {
      return llvm::any_of(arrives, [&](Operation *a) { return a->getBlock() == b; });
    };
    Block *home = from->getBlock();
    bool waitsAfterInHome = false, arriveFirst = false;
    for (Operation *o = from->getNextNode(); o && !waitsAfterInHome && !arriveFirst;
         o = o->getNextNode()) {
      if (llvm::is_contained(arrives, o))
        arriveFirst = true;
      else if (auto w = dyn_cast<simt::InlineAsmOp>(o))
        waitsAfterInHome |= llvm::is_contained(w->getOperands(), from->getResult(0));
    }
    if (arriveFirst)
      return nullptr;
    if (!waitsAfterInHome) {
      SmallVector<Block *, 16> work(home->getSuccessors().begin(), home->getSuccessors().end());
      llvm::SmallPtrSet<Block *, 32> seen;
      while (!work.empty()) {
        Block *b = work.pop_back_val();
        if (!seen.insert(b).second || waitsOnToken(b))
          continue;
        if (holdsArrive(b))
          return nullptr;
        work.append(b->getSuccessors().begin(), b->getSuccessors().end());
      }
    }
  }
  memo = blockPhaseArriveMemo.find(op);
  return memo->second = arrive;
}

Operation *Impl::pipelineFamily(simt::InlineAsmOp op) {
  if (pipelineFamilies)
    return pipelineFamilies->lookup(op);
  pipelineFamilies.emplace();
  // Each family: its statements, and which kinds it has.
  struct Family {
    SmallVector<Operation *, 8> ops;
    bool init = false, arrive = false, wait = false;
  };
  std::map<std::string, Family> families;
  auto blockThreads = tables().blockShape() ? int64_t(tables().blockShape()->size()) : -1;
  AddressBuilder builder(uniformity, tables(), uniformEval(), &swapGroups());
  bool ok = blockThreads > 0;
  uniformity.getFunction()->walk([&](Operation *other) {
    if (isa<simt::MbarrierInitOp, simt::MbarrierArriveOp, simt::MbarrierArriveExpectTxOp,
            simt::MbarrierExpectTxOp, simt::MbarrierArriveClusterOp, simt::TmaLoadOp>(other)) {
      ok = false;
      return WalkResult::interrupt();
    }
    auto asmOp = dyn_cast<simt::InlineAsmOp>(other);
    if (!asmOp)
      return WalkResult::advance();
    simt::PtxSummary ptx = asmOp.classify();
    if (llvm::none_of(ptx.memory, [](const simt::PtxMemoryRef &r) { return r.mbarrier; }))
      return WalkResult::advance();
    Value addr = mbarrierOperand(asmOp, ptx);
    // The family: the buffer and the byte offset modulo the steps of the
    // address's variable terms (an element's field of an mbarrier array,
    // whichever element: `stages[i].consumed` at 16 * i + 8 and at
    // head * 16 + 8 through a char pointer are one).
    bool indexed = false;
    std::string key;
    if (auto [ptr, offset] = addr ? asmAddress(addr) : std::pair<Value, int64_t>{}; ptr) {
      MemoryAccess probe;
      if (builder.describe(probe, ptr, IntegerType::get(op->getContext(), 64), false) &&
          probe.exact && !probe.buffer.empty() && !probe.stride && !probe.widened) {
        uint64_t step = 0;
        for (const AddressSymbol &sym : probe.symbols)
          step = std::gcd(step, uint64_t(std::abs(sym.coefficient)));
        for (auto &[coef, v] : probe.threadTerms)
          step = std::gcd(step, uint64_t(std::abs(coef)));
        int64_t at = probe.constant + offset;
        indexed = step > 0;
        if (indexed)
          at = ((at % int64_t(step)) + int64_t(step)) % int64_t(step);
        key = probe.buffer + "@" + std::to_string(at) + "%" + std::to_string(step);
      }
    }
    // The one statement: an mbarrier one (onlyOpcode), or a cp.async arrive.
    std::optional<std::string> opcode = onlyOpcode(asmOp);
    if (!opcode) {
      unsigned statements = 0;
      simt::forEachPtxStatement(asmOp.getAsmString(), [&](StringRef o, StringRef, bool predicated) {
        ++statements;
        if (o.starts_with("cp.async.mbarrier.arrive") && !o.contains("noinc") && !predicated)
          opcode = o.str();
      });
      if (statements != 1)
        opcode.reset();
    }
    if (key.empty() || !indexed || !opcode || !ptx.understood) {
      ok = false;
      return WalkResult::interrupt();
    }
    StringRef o = *opcode;
    Family &family = families[key];
    family.ops.push_back(asmOp);
    if (o.starts_with("mbarrier.init")) {
      // Counting the block's threads: a phase waits for every thread.
      for (Value v : asmOp.getOperands()) {
        if (v == addr)
          continue;
        auto count = uniformEval().tableWith(v, {});
        ok &= count && !count->empty() && count->front() == blockThreads;
      }
      family.init = true;
    } else if (o.starts_with("cp.async.mbarrier.arrive")) {
    } else if (o.starts_with("mbarrier.arrive") && !o.contains("drop") &&
               !o.contains("expect_tx") && !o.contains("noComplete") && !o.contains("cluster")) {
      // Count 1, run by every thread (block-uniform control).
      for (Value v : asmOp.getOperands()) {
        APInt c;
        ok &= v == addr || (matchPattern(v, m_ConstantInt(&c)) && c == 1);
      }
      ok &= uniformity.getControlLevel(asmOp) <= Uniformity::Block;
      family.arrive = true;
    } else if ((o.starts_with("mbarrier.try_wait") || o.starts_with("mbarrier.test_wait")) &&
               o.contains("parity")) {
      family.wait = true;
    } else if (!o.starts_with("mbarrier.inval")) {
      ok = false;
    }
    return ok ? WalkResult::advance() : WalkResult::interrupt();
  });
  for (auto &[key, family] : families)
    ok &= family.init && family.arrive && family.wait;
  if (ok)
    for (auto &[key, family] : families)
      for (Operation *o : family.ops)
        (*pipelineFamilies)[o] = family.ops.front();
  return pipelineFamilies->lookup(op);
}

void Impl::visitInlineAsm(simt::InlineAsmOp op, State &state) {
  simt::PtxSummary ptx = op.classify();
  MemoryAccess *access = getAccess(op);
  if (access)
    visitAccess(access, state);
  auto updateAsync = [&](auto update) {
    State updated;
    for (Pending p : state) {
      if (p.asyncCommits >= 0 && !p.access->wgmma && !p.access->bulk)
        update(p);
      updated.push_back(std::move(p));
    }
    State next;
    joinInto(next, updated);
    state = std::move(next);
  };
  for (unsigned i = 0; i < ptx.cpAsyncCommits; ++i)
    updateAsync([](Pending &p) { p.asyncCommits = std::min(p.asyncCommits + 1, kMaxTrackedGroups); });
  if (ptx.cpAsyncWait)
    updateAsync([&](Pending &p) {
      if (p.asyncCommits > int(*ptx.cpAsyncWait))
        p.asyncCommits = -1;
    });
  // [inline-asm] In a function with a cp.async.mbarrier.arrive{.noinc},
  // cp.async copies may complete into an mbarrier (libcu++'s
  // cuda::memcpy_async with a cuda::barrier or a block-scope
  // cuda::pipeline: which mechanism a copy uses is chosen at run time, so
  // the arrive is not on every path the analysis sees). Such copies are
  // unproven, like opaque accesses: their conflicts are warnings naming the
  // arrive, never errors, and a wait on an mbarrier retires them into
  // ordinary pending writes (whether that wait also orders other threads'
  // accesses, i.e. all of them arrived, is not modelled either).
  // [inline-asm] Stage barriers of a pipeline (pipelineFamily): an arrive
  // marks what this thread did before it (a cp.async arrive its copies in
  // flight, which land before the phase completes), a wait on the family
  // orders what is marked with it for every thread. The stages of a family
  // are one to the analysis: a wait for one stage is taken to order the
  // others too (a consumer reading another stage than the one it waited
  // for is not caught).
  Operation *family = nullptr;
  if (!ptx.memory.empty())
    family = pipelineFamily(op);
  if (family) {
    StringRef text = op.getAsmString();
    if (text.contains("cp.async.mbarrier.arrive")) {
      for (Pending &p : state)
        if (p.asyncCommits >= 0 && !p.access->wgmma && !p.arrivedAt)
          p.arrivedAt = family;
    } else if (ptx.mbarrierWait) {
      llvm::erase_if(state, [&](const Pending &p) { return p.arrivedAt == family; });
    } else if (text.contains("mbarrier.arrive")) {
      for (Pending &p : state)
        if (p.asyncCommits < 0 && !p.arrivedAt)
          p.arrivedAt = family;
    }
  }
  Operation *copyArrive = mbarrierCopyCompletion();
  // Every mbarrier statement belongs to a pipeline family, or none does.
  bool pipelined = copyArrive && pipelineFamily(cast<simt::InlineAsmOp>(copyArrive));
  if (!family && !pipelined && ((access && access->async) || ptx.mbarrierWait)) {
    if (Operation *arrive = copyArrive) {
      for (Pending &p : state)
        if (p.asyncCommits >= 0 && !p.access->wgmma && !p.uncertainBecause)
          p.uncertainBecause = arrive;
      if (ptx.mbarrierWait)
        updateAsync([&](Pending &p) { p.asyncCommits = -1; });
    }
  }
  // [inline-asm] A phase of a block-wide barrier (blockPhaseArrive): its
  // arrive marks what this thread did before it, the wait on the arrive's
  // token orders that for every thread; the rest stays pending as it is.
  bool phaseWait = false;
  if (family)
    phaseWait = ptx.mbarrierWait;
  else if ((ptx.mbarrierWait || !ptx.memory.empty()) && !mbarrierCopyCompletion())
    if (Operation *arrive = blockPhaseArrive(op)) {
      // Bulk copies completing on this barrier, issued before the arrive
      // (after their expect_tx, blockPhaseArrive checked), land before the
      // phase completes: the wait orders them for every thread.
      auto landsHere = [&](const Pending &p) {
        return p.access->bulk && p.asyncCommits >= 0 &&
               mbarrierGlobal(p.access->tmaBarrier) ==
                   mbarrierGlobal(mbarrierOperand(cast<simt::InlineAsmOp>(arrive),
                                                  cast<simt::InlineAsmOp>(arrive).classify()));
      };
      if (arrive == op.getOperation()) {
        for (Pending &p : state)
          if (p.asyncCommits < 0 || landsHere(p))
            p.arrivedAt = arrive;
      } else if (ptx.mbarrierWait) {
        llvm::erase_if(state, [&](const Pending &p) {
          return p.arrivedAt == arrive && (p.asyncCommits < 0 || p.access->bulk);
        });
        phaseWait = true;
      }
    }
  bool orders = ptx.blockBarrier || ptx.clusterWait;
  if (orders)
    llvm::erase_if(state, [](const Pending &p) { return p.asyncCommits < 0; });
  else if (ptx.warpBarrier)
    for (Pending &p : state)
      if (!p.warpSynced && p.asyncCommits < 0)
        p.warpSynced = true, p.warpBarrier = op;
  // `bar.arrive` releases this thread's accesses to the threads that later
  // `bar.sync` on that barrier (producer/consumer warps): an ordering the
  // dataflow does not follow, so conflicts across it are not proven when
  // some `bar.sync` of the function waits on the same barrier. Without one
  // nothing waits for the arrival (the arriving threads do not).
  bool released = false;
  if (ptx.barrierArrive && ptx.barrierId)
    uniformity.getFunction()->walk([&](simt::InlineAsmOp other) {
      simt::PtxSummary o = other.classify();
      if (o.blockBarrier && o.barrierId == ptx.barrierId)
        released = true;
    });
  if ((ptx.mbarrierWait && !phaseWait) || released || !ptx.understood)
    for (Pending &p : state)
      if (!p.uncertainBecause)
        p.uncertainBecause = op;
  if (access && (orders || ptx.warpBarrier))
    visitAccess(access, state);
}
