//===- HazardInlineAsm.cpp - inline PTX accesses --------------------------===//
#include "dialects/simt/Analysis/SharedMemoryHazardsImpl.h"

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
  if (refs.size() == 1 && !unknown) {
    const simt::PtxMemoryRef &r = *refs.front();
    access.reads = r.reads, access.writes = r.writes, access.atomic = r.atomic;
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

void Impl::visitInlineAsm(simt::InlineAsmOp op, State &state) {
  simt::PtxSummary ptx = op.classify();
  MemoryAccess *access = getAccess(op);
  if (access)
    visitAccess(access, state);
  auto updateAsync = [&](auto update) {
    State updated;
    for (Pending p : state) {
      if (p.asyncCommits >= 0 && !p.access->wgmma)
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
  if ((access && access->async) || ptx.mbarrierWait) {
    if (Operation *arrive = mbarrierCopyCompletion()) {
      for (Pending &p : state)
        if (p.asyncCommits >= 0 && !p.access->wgmma && !p.uncertainBecause)
          p.uncertainBecause = arrive;
      if (ptx.mbarrierWait)
        updateAsync([&](Pending &p) { p.asyncCommits = -1; });
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
  if (ptx.mbarrierWait || released || !ptx.understood)
    for (Pending &p : state)
      if (!p.uncertainBecause)
        p.uncertainBecause = op;
  if (access && (orders || ptx.warpBarrier))
    visitAccess(access, state);
}
