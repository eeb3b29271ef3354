//===- HazardAccesses.cpp - accesses and their threads --------------------===//
#include "dialects/simt/Analysis/SharedMemoryHazardsImpl.h"
#include "dialects/simt/Analysis/ValueSources.h"

using namespace mlir;
using namespace kiln;
using namespace kiln::hazards;
using Impl = SharedMemoryHazards::Impl;

static bool privateToThread(Value ptr);

/// A load whose value only feeds compares that decide a branch back to a
/// block dominating the load (the test of a spin loop).
static bool spinWaitRead(simt::LoadOp load, DominanceInfo &dom) {
  auto backEdgeTest = [&](Operation *user) {
    auto cmp = dyn_cast<arith::CmpIOp>(user);
    if (!cmp || !cmp->hasOneUse())
      return false;
    auto br = dyn_cast<cf::CondBranchOp>(*cmp->user_begin());
    return br && br.getCondition() == cmp.getResult() &&
           llvm::any_of(br->getSuccessors(),
                        [&](Block *s) { return dom.dominates(s, load->getBlock()); });
  };
  return !load->use_empty() && llvm::all_of(load->getUsers(), backEdgeTest);
}

MemoryAccess *Impl::getAccess(Operation *op) {
  auto it = accessOf.find(op);
  if (it != accessOf.end()) {
    // Built by an earlier analysis sharing the accesses: this one checks
    // its same-instruction races where it would have built it.
    if (options.shared && it->second && metOps.insert(op).second)
      for (MemoryAccess *m : {it->second, alternativeOf.lookup(op)})
        if (m && store->sameInstructionChecked.contains(m))
          checkSameInstruction(m);
    return it->second;
  }
  if (options.shared)
    metOps.insert(op);
  auto checkNew = [&](MemoryAccess *m) {
    store->sameInstructionChecked.insert(m);
    checkSameInstruction(m);
  };
  auto access = std::make_unique<MemoryAccess>();
  access->op = op;
  Value ptr, alsoReads; // alsoReads: wgmma's B operand
  Type valueType;
  if (auto load = dyn_cast<simt::LoadOp>(op)) {
    if (load.getInvariant())
      return accessOf[op] = nullptr;
    ptr = load.getPtr(), valueType = load.getType(), access->reads = true;
    access->spinRead = load.getVolatile_() && spinWaitRead(load, uniformity.dominance());
  } else if (auto store = dyn_cast<simt::StoreOp>(op)) {
    ptr = store.getPtr(), valueType = store.getValue().getType();
    access->writes = true;
    // `*(volatile int *)&lock = 0` ending a critical section: morally
    // strong like the atomics that take the lock.
    APInt freeValue;
    access->spinRead = store.getVolatile_() &&
                       matchPattern(store.getValue(), m_ConstantInt(&freeValue)) &&
                       sameLockWord(heldLock(op).first, store.getPtr());
  } else if (auto rmw = dyn_cast<simt::AtomicRMWOp>(op)) {
    ptr = rmw.getPtr(), valueType = rmw.getValue().getType();
    access->reads = access->writes = access->atomic = true;
  } else if (auto cas = dyn_cast<simt::AtomicCASOp>(op)) {
    ptr = cas.getPtr(), valueType = cas.getExpected().getType();
    access->reads = access->writes = access->atomic = true;
  } else if (auto ld = dyn_cast<simt::AtomicLoadOp>(op)) {
    ptr = ld.getPtr(), valueType = ld.getType();
    access->reads = access->atomic = true;
  } else if (auto st = dyn_cast<simt::AtomicStoreOp>(op)) {
    ptr = st.getPtr(), valueType = st.getValue().getType();
    access->writes = access->atomic = true;
  } else if (auto ld = dyn_cast<simt::LdMatrixOp>(op)) {
    // Each lane passes the address of one 16-byte row.
    ptr = ld.getPtr(), valueType = VectorType::get({4}, IntegerType::get(op->getContext(), 32));
    access->reads = access->collective = true;
  } else if (auto st = dyn_cast<simt::StMatrixOp>(op)) {
    // ldmatrix's inverse: each lane's 16-byte row receives other lanes'
    // registers.
    ptr = st.getPtr(), valueType = VectorType::get({4}, IntegerType::get(op->getContext(), 32));
    access->writes = access->collective = true;
  } else if (auto cp = dyn_cast<simt::CpAsyncOp>(op)) {
    ptr = cp.getDst(), valueType = VectorType::get({4}, IntegerType::get(op->getContext(), 32));
    access->writes = access->async = true;
  } else if (auto asmOp = dyn_cast<simt::InlineAsmOp>(op)) {
    // [inline-asm]
    if (!inlineAsmAccess(asmOp, *access))
      return accessOf[op] = nullptr;
    tabulate(*access);
    accesses.push_back(std::move(access));
    return accessOf[op] = accesses.back().get();
  } else if (auto tma = dyn_cast<simt::TmaLoadOp>(op)) {
    // The box lands anywhere in the destination's buffer (its extent is
    // the descriptor's, unknown here): an inexact write, in flight until
    // an mbarrier wait on its barrier.
    ptr = tma.getDst(), valueType = IntegerType::get(op->getContext(), 8);
    access->writes = access->async = access->tma = true;
    access->tmaBarrier = tma.getBarrier();
  } else if (auto mma = dyn_cast<simt::WgmmaOp>(op)) {
    // In flight until a wgmma wait retires its group; only then can a
    // barrier order a later write after it.
    ptr = mma.getA(), alsoReads = mma.getB();
    valueType = IntegerType::get(op->getContext(), 8);
    access->reads = access->collective = true;
    access->async = access->wgmma = true;
  } else {
    return accessOf[op] = nullptr;
  }
  AddressBuilder builder(uniformity, tables(), uniformEval(), &swapGroups());
  // A pointer merged from the two sides of a branch (`c ? &a[i] : &b[j]`,
  // the loads of both sides speculated into one): one access per side,
  // guarded by the condition that picks it, when both are understood.
  if (!alsoReads && !isa<simt::InlineAsmOp, simt::TmaLoadOp>(op))
    if (auto sides = mergedPointerSides(ptr)) {
      auto other = std::make_unique<MemoryAccess>(*access);
      // A side whose address is not affine still names its buffer
      // (`takeA ? sa[i] : sb[j]` with data-dependent i, j): two inexact
      // accesses of sa and sb, which cannot meet the other arrays.
      auto understood = [](const MemoryAccess &m) { return m.exact || !m.buffer.empty(); };
      if (builder.describe(*access, sides->first.ptr, valueType, options.includeGlobalMemory) &&
          understood(*access) &&
          builder.describe(*other, sides->second.ptr, valueType, options.includeGlobalMemory) &&
          understood(*other)) {
        for (MemoryAccess *m : {access.get(), other.get()})
          if (!m->exact && m->inexactReason.empty())
            m->inexactReason = "the address at " + describeLine(op) +
                               " is not an affine function of thread ids, "
                               "constants and uniform values";
        access->extraGuards.push_back({sides->first.cond, sides->first.expected});
        other->extraGuards.push_back({sides->second.cond, sides->second.expected});
        tabulate(*access);
        tabulate(*other);
        accesses.push_back(std::move(access));
        MemoryAccess *result = accessOf[op] = accesses.back().get();
        accesses.push_back(std::move(other));
        alternativeOf[op] = accesses.back().get();
        checkNew(result);
        checkNew(alternativeOf[op]);
        return result;
      }
      // One side private to the thread (`lane < last ? stage[t + 1] : v`
      // with v in a local slot): the access is the other side alone,
      // under its condition.
      for (auto [shared, local] : {std::pair(sides->first, sides->second),
                                   std::pair(sides->second, sides->first)}) {
        if (!privateToThread(local.ptr))
          continue;
        *access = MemoryAccess();
        access->op = op;
        access->reads = isa<simt::LoadOp>(op);
        access->writes = isa<simt::StoreOp>(op);
        if (!isa<simt::LoadOp, simt::StoreOp>(op) ||
            !builder.describe(*access, shared.ptr, valueType, options.includeGlobalMemory))
          break;
        if (!access->exact && access->inexactReason.empty())
          access->inexactReason = "the address at " + describeLine(op) +
                                  " is not an affine function of thread ids, "
                                  "constants and uniform values";
        access->extraGuards.push_back({shared.cond, shared.expected});
        tabulate(*access);
        accesses.push_back(std::move(access));
        MemoryAccess *result = accessOf[op] = accesses.back().get();
        checkNew(result);
        return result;
      }
      *access = MemoryAccess();
      access->op = op;
      access->reads = isa<simt::LoadOp, simt::AtomicRMWOp, simt::AtomicCASOp,
                          simt::AtomicLoadOp, simt::LdMatrixOp>(op);
      access->writes = isa<simt::StoreOp, simt::AtomicRMWOp, simt::AtomicCASOp,
                           simt::AtomicStoreOp, simt::CpAsyncOp, simt::StMatrixOp>(op);
      access->atomic = isa<simt::AtomicRMWOp, simt::AtomicCASOp, simt::AtomicLoadOp,
                           simt::AtomicStoreOp>(op);
      access->collective = isa<simt::LdMatrixOp, simt::StMatrixOp>(op);
      access->async = isa<simt::CpAsyncOp>(op);
    }
  if (!builder.describe(*access, ptr, valueType, options.includeGlobalMemory))
    return accessOf[op] = nullptr;
  if (alsoReads) {
    // wgmma reads whole swizzled tiles through descriptors: an inexact
    // read of A's buffer, or of every buffer when B lies in another one.
    MemoryAccess other;
    if (!builder.describe(other, alsoReads, valueType, options.includeGlobalMemory))
      return accessOf[op] = nullptr;
    if (other.buffer != access->buffer)
      access->buffer.clear();
    access->exact = false;
    access->privateRow = nullptr;
    access->symbols.clear(), access->threadTerms.clear(), access->constant = 0;
  }
  if (access->tma) {
    access->exact = false;
    access->privateRow = nullptr;
    access->symbols.clear(), access->threadTerms.clear(), access->constant = 0;
    access->inexactReason = "a TMA load writes a box of the descriptor's shape at " + describeLine(op);
  }
  // (A widened index may still be the strided index alone, `(i * 37) %
  // 256`: injectiveStridedIndex evaluates every value, reading no data.)
  if (!access->exact || access->widened)
    access->injectiveHeader = injectiveStridedIndex(ptr, op);
  if (!access->exact && access->inexactReason.empty())
    access->inexactReason = "the address at " + describeLine(op) +
                            " is not an affine function of thread ids, "
                            "constants and uniform values";
  tabulate(*access);
  accesses.push_back(std::move(access));
  MemoryAccess *result = accessOf[op] = accesses.back().get();
  checkNew(result);
  return result;
}

/// A pointer into the thread's own stack (a local slot, reached through
/// casts and offsets): no other thread can touch what it points to.
static bool privateToThread(Value ptr) {
  for (Value cur = ptr;;) {
    if (cast<simt::PtrType>(cur.getType()).isShared())
      return false;
    Operation *def = cur.getDefiningOp();
    if (isa_and_nonnull<simt::AllocaOp>(def))
      return true;
    if (auto add = dyn_cast_or_null<simt::PtrAddOp>(def))
      cur = add.getBase();
    else if (auto castOp = dyn_cast_or_null<simt::PtrCastOp>(def))
      cur = castOp.getSource();
    else
      return cast<simt::PtrType>(cur.getType()).getAddressSpace() ==
             simt::AddressSpace::Local;
  }
}

std::optional<std::pair<Impl::MergedSide, Impl::MergedSide>>
Impl::mergedPointerSides(Value ptr) {
  // A select of two pointers (`cuda::std::max(s[i], s[j])` returns the
  // reference it picks; inlined, a select of the two addresses), possibly
  // cast to the generic space: one side per operand, as a branch's.
  Value picked = stripPtrCasts(ptr);
  if (auto select = picked.getDefiningOp<arith::SelectOp>();
      select && isa<simt::PtrType>(select.getType()) &&
      select.getTrueValue() != select.getFalseValue())
    return std::make_pair(MergedSide{select.getTrueValue(), select.getCondition(), true},
                          MergedSide{select.getFalseValue(), select.getCondition(), false});
  auto arg = dyn_cast<BlockArgument>(ptr);
  if (!arg || arg.getOwner()->isEntryBlock())
    return std::nullopt;
  Block *join = arg.getOwner();
  SmallVector<Block *, 2> preds(join->getPredecessors());
  if (preds.size() != 2 || preds[0] == preds[1])
    return std::nullopt;
  Block *decider = preds[0]->getSinglePredecessor();
  if (!decider || decider != preds[1]->getSinglePredecessor())
    return std::nullopt;
  auto condBr = dyn_cast<cf::CondBranchOp>(decider->getTerminator());
  if (!condBr || condBr.getTrueDest() == condBr.getFalseDest())
    return std::nullopt;
  MergedSide sides[2];
  for (unsigned i = 0; i < 2; ++i) {
    auto br = dyn_cast<cf::BranchOp>(preds[i]->getTerminator());
    if (!br || br.getDest() != join)
      return std::nullopt;
    sides[i].ptr = br.getDestOperands()[arg.getArgNumber()];
    sides[i].cond = condBr.getCondition();
    if (condBr.getTrueDest() == preds[i])
      sides[i].expected = true;
    else if (condBr.getFalseDest() == preds[i])
      sides[i].expected = false;
    else
      return std::nullopt;
  }
  return std::make_pair(sides[0], sides[1]);
}

/// Whether `b` is in the loop headed by `header`: dominated by it and able
/// to get back to it without leaving the blocks it dominates.
static bool inLoopOf(Block *b, Block *header, DominanceInfo &dom) {
  if (!dom.dominates(header, b))
    return false;
  SmallVector<Block *> work{b};
  llvm::SmallPtrSet<Block *, 16> seen;
  while (!work.empty()) {
    Block *cur = work.pop_back_val();
    for (Block *s : cur->getSuccessors()) {
      if (s == header)
        return true;
      if (dom.dominates(header, s) && seen.insert(s).second)
        work.push_back(s);
    }
  }
  return false;
}

bool Impl::exitOfFinishedLoop(Value cond, const MemoryAccess &m) {
  // The loop-carried values (header arguments of loops that go round) the
  // condition reads.
  DominanceInfo &dom = uniformity.dominance();
  SmallVector<Block *, 2> headers;
  bool other = false;
  SourceWalkResult r = walkValueSources(cond, [&](Value x, SourceWalk &) {
    auto arg = dyn_cast<BlockArgument>(x);
    if (!arg || arg.getOwner()->isEntryBlock())
      return SourceVisit::Follow;
    Block *h = arg.getOwner();
    bool header = llvm::any_of(h->getPredecessors(), [&](Block *p) { return dom.dominates(h, p); });
    if (!header) {
      other = true; // a merge: not only the loop's own values
      return SourceVisit::Stop;
    }
    if (!llvm::is_contained(headers, h))
      headers.push_back(h);
    return SourceVisit::Skip;
  });
  if (r != SourceWalkResult::Complete || other || headers.empty())
    return false;
  Block *at = m.op->getBlock();
  for (Block *h : headers)
    if (at->getParent() != h->getParent() || inLoopOf(at, h, dom))
      return false;
  // It is the test of a branch that leaves one of the loops (one successor
  // in it, the other out), not a later test of what the loop left behind.
  bool exitTest = llvm::any_of(cond.getUsers(), [&](Operation *user) {
    auto br = dyn_cast<cf::CondBranchOp>(user);
    if (!br || br.getCondition() != cond)
      return false;
    return llvm::any_of(headers, [&](Block *h) {
      auto in = [&](Block *b) { return b == h || inLoopOf(b, h, dom); };
      return in(br->getBlock()) && in(br.getTrueDest()) != in(br.getFalseDest());
    });
  });
  if (!exitTest)
    return false;
  // The address must not read what the loops leave behind.
  Value ptr = m.op->getNumOperands() ? m.op->getOperand(0) : Value();
  for (Value operand : m.op->getOperands())
    if (isa<simt::PtrType>(operand.getType()))
      ptr = operand;
  if (!ptr)
    return false;
  bool reads = false;
  SourceWalkResult pr = walkValueSources(ptr, [&](Value x, SourceWalk &) {
    Block *def = x.getParentBlock();
    if (llvm::any_of(headers, [&](Block *h) { return def == h || inLoopOf(def, h, dom); })) {
      reads = true;
      return SourceVisit::Stop;
    }
    return SourceVisit::Follow;
  });
  return pr == SourceWalkResult::Complete && !reads;
}

SmallVector<std::pair<Value, bool>> Impl::guardsOf(const MemoryAccess &m) {
  auto [it, fresh] = ownGuards.try_emplace(m.op);
  if (fresh)
    for (auto g : uniformity.getGuards(m.op)) {
      // The exit test of a loop the access is not in, on values of that
      // loop only (`k < 4 && i < n` before a later tree reduction): every
      // thread that arrives has left the loop, so it holds for all of them
      // and decides nothing about who runs the access.
      if (uniformity.getLevel(g.first) > Uniformity::Block && !tables().table(g.first) &&
          exitOfFinishedLoop(g.first, m))
        continue;
      it->second.push_back(g);
    }
  SmallVector<std::pair<Value, bool>> guards(it->second.begin(), it->second.end());
  guards.append(m.extraGuards.begin(), m.extraGuards.end());
  return guards;
}

Block *Impl::injectiveStridedIndex(Value ptr, Operation *user) {
  if (!tables().tabulates())
    return nullptr;
  // The non-constant offsets of the pointer chain with their element
  // sizes: `rows[i / 64][i % 64]` in a padded `float rows[64][65]` is two
  // (row and column), both read from the one loop index.
  SmallVector<std::pair<Value, int64_t>, 2> offsets;
  for (Value cur = ptr;;) {
    Operation *def = cur.getDefiningOp();
    if (auto add = dyn_cast_or_null<simt::PtrAddOp>(def)) {
      APInt c;
      if (!matchPattern(add.getOffset(), m_ConstantInt(&c))) {
        int64_t elem =
            sizeAndAlign(cast<simt::PtrType>(add.getBase().getType()).getElementType()).first;
        if (!elem || offsets.size() >= 4)
          return nullptr;
        offsets.push_back({add.getOffset(), elem});
      }
      cur = add.getBase();
    } else if (auto castOp = dyn_cast_or_null<simt::PtrCastOp>(def)) {
      cur = castOp.getSource();
    } else if (isa_and_nonnull<simt::AddressOfOp, simt::DynamicSharedOp>(def)) {
      break;
    } else {
      return nullptr;
    }
  }
  // Distinct offsets are disjoint elements only when every step is a whole
  // number of innermost elements.
  if (offsets.empty() || llvm::any_of(offsets, [&](auto o) {
        return o.second % offsets.front().second != 0;
      }))
    return nullptr;
  // The one loop index the offsets read, and the uniform loop counters
  // beside it (`s[i ^ j]` in a bitonic step): distinct for each of their
  // values, below.
  Value induction;
  llvm::SetVector<Value> counters;
  SmallVector<Value> worklist;
  for (auto [v, elem] : offsets)
    worklist.push_back(v);
  llvm::DenseSet<Value> seen;
  while (!worklist.empty()) {
    Value v = worklist.pop_back_val();
    if (!seen.insert(v).second)
      continue;
    if (matchPattern(v, m_Constant()))
      continue;
    if (std::optional<MergeSelect> sel = mergeAsSelect(v)) {
      worklist.append({sel->condition, sel->whenTrue, sel->whenFalse});
      continue;
    }
    if (isa<BlockArgument>(v)) {
      if (uniformity.getLevel(v) <= Uniformity::Block && isCounterCandidate(v, uniformity) &&
          !isParameter(v)) {
        counters.insert(v);
        continue;
      }
      if (induction && induction != v)
        return nullptr;
      induction = v;
      continue;
    }
    Operation *def = v.getDefiningOp();
    if (!def || !isPureValueOp(def) || seen.size() > 64)
      return nullptr;
    worklist.append(def->operand_begin(), def->operand_end());
  }
  if (!induction)
    return nullptr;
  auto iv = matchStridedInduction(induction, uniformity.dominance(), tables().blockShape());
  if (!iv || iv->factor < 1)
    return nullptr;
  // Threads that share threadIdx.x (rows of a 2-D block) share i.
  const std::optional<BlockShape> &shape = tables().blockShape();
  bool oneDimensional = shape ? shape->y == 1 && shape->z == 1 : tables().isOneDimensional();
  auto start = iv->start.getDefiningOp<simt::ThreadIdOp>();
  if (!oneDimensional || !start || start.getDim() != simt::Dim::X ||
      (iv->constantRest && iv->factor * *iv->constantRest < int64_t(tables().numThreads()))) {
    // A start that differs in every thread (the linear index of a 2-D
    // block, `ty * blockDim.x + tx`) and a stride the shape fixes at more
    // than the starts' span (`blockDim.x * blockDim.y`): two threads never
    // share an index either.
    const std::vector<int64_t> *starts = tables().table(iv->start);
    if (!starts || starts->empty())
      return nullptr;
    std::vector<int64_t> sorted = *starts;
    llvm::sort(sorted);
    if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())
      return nullptr;
    auto stride = uniformEval().tableWith(iv->stride, {});
    if (!stride || stride->empty() || sorted.back() - sorted.front() >= stride->front())
      return nullptr;
  }
  Block *header = cast<BlockArgument>(induction).getOwner();
  auto br = dyn_cast<cf::CondBranchOp>(header->getTerminator());
  auto cmp = br ? br.getCondition().getDefiningOp<arith::CmpIOp>() : nullptr;
  APInt bound;
  if (!cmp || stripIntCasts(cmp.getLhs()) != induction ||
      (cmp.getPredicate() != arith::CmpIPredicate::slt &&
       cmp.getPredicate() != arith::CmpIPredicate::ult) ||
      !matchPattern(cmp.getRhs(), m_ConstantInt(&bound)) || bound.getSExtValue() < 1 ||
      bound.getSExtValue() > 4096)
    return nullptr;
  // Only a barrier-free run of the loop is one execution set: the
  // accesses must sit in its body.
  if (!uniformity.dominance().dominates(br.getTrueDest(), user->getBlock()))
    return nullptr;
  // The offsets read constants, pure ops and the index alone (the walk
  // above), so whether their values are distinct is the same under every
  // shape: evaluated once per function, not once per candidate shape.
  auto [known, fresh] = shapeFree->distinctIndexValues.try_emplace(ptr, false);
  if (fresh) {
    ThreadFunctions &eval = uniformEval();
    // Every value of the counters beside the index (of their loops under
    // every value of an outer counter they start at: a superset is safe).
    SmallVector<SmallVector<int64_t>, 2> counterValues;
    size_t combos = 1;
    bool distinct = counters.size() <= 2;
    for (Value c : counters) {
      if (!distinct)
        break;
      auto values = enumerateLoopValues(c, uniformity.dominance(), eval, {}, 256,
                                        /*includeExit=*/false, &loopValueCache);
      if (!values || values->empty())
        values = valuesOverOuterCounter(c);
      distinct = values && !values->empty();
      if (distinct) {
        combos *= values->size();
        counterValues.push_back(std::move(*values));
      }
    }
    distinct = distinct && combos * uint64_t(bound.getSExtValue()) <= (uint64_t(1) << 16);
    for (size_t combo = 0; distinct && combo < combos; ++combo) {
      SmallVector<std::pair<Value, int64_t>, 3> bindings{{induction, 0}};
      size_t rest = combo;
      for (auto [c, values] : llvm::zip(counters, counterValues)) {
        bindings.push_back({c, values[rest % values.size()]});
        rest /= values.size();
      }
      llvm::DenseSet<int64_t> seenBytes;
      for (int64_t x = 0; distinct && x < bound.getSExtValue(); ++x) {
        counterSearchStatistics().injectivityValues.fetch_add(1, std::memory_order_relaxed);
        bindings.front().second = x;
        int64_t byte = 0;
        for (auto [v, elem] : offsets) {
          auto table = eval.tableWith(v, bindings);
          if (!table || table->empty()) {
            distinct = false;
            break;
          }
          byte += (*table)[0] * elem;
        }
        distinct = distinct && seenBytes.insert(byte).second;
      }
    }
    known->second = distinct;
  }
  return known->second ? header : nullptr;
}

bool Impl::replicatedWrites(const MemoryAccess &access) {
  llvm::StringRef name = access.buffer;
  if (!name.consume_front("@"))
    return false;
  auto module = access.op->getParentOfType<ModuleOp>();
  Operation *g = module ? SymbolTable::lookupSymbolIn(module, name) : nullptr;
  return g && g->hasAttr(simt::SimtDialect::ReplicatedWritesAttrHelper::getNameStr());
}

void Impl::checkSameInstruction(MemoryAccess *access) {
  if (access->widened)
    return checkDataIndexedStore(access);
  auto store = dyn_cast<simt::StoreOp>(access->op);
  // Without tables (a 2-D/3-D kernel's symbolic run) the shapes' runs decide.
  bool collect = options.collectSameInstructionCandidates && !tables().tabulates();
  if (!options.sameInstruction || !store || !access->exact || access->stride ||
      access->widened ||
      access->collective ||
      (!tables().tabulates() && !collect) ||
      uniformity.getLevel(store.getValue()) <= Uniformity::Block)
    return;
  if (!collect && !access->tabulated && !access->needsBindings)
    return;
  if (options.skipSameInstruction && options.skipSameInstruction(access->op))
    return;
  // [locks] Threads run a critical section one at a time.
  if (options.locks && heldLock(access->op).first)
    return;
  // The symbolic view of a 2-D index (`ty * (blockDim.x - 1) + tx`) cannot
  // say which threads collide: every such store is a candidate.
  if (collect) {
    sameInstructionCandidates.insert(access->op);
    return;
  }
  pairFirst = pairSecond = -1;
  Conflict c = conflict(*access, *access, {}, /*sameExecution=*/true);
  if (c == Conflict::None)
    return;
  if (!lastProven)
    return; // an address not understood: the pairwise checks say so
  Hazard h;
  h.first = h.second = access;
  h.needsBlock = c == Conflict::AcrossWarps;
  h.sameInstruction = true;
  h.witness = lastWitness;
  h.firstThread = lastWitness.firstThread, h.secondThread = lastWitness.secondThread;
  if (!tables().table(store.getValue())) {
    // A tile lowering's buffer: threads holding replicas of one element
    // (broadcast layouts) write it with the value they all hold.
    if (replicatedWrites(*access))
      return;
    // A value computed per thread (`any_over = v > thresh` of the thread's
    // own element) is a plain store by several threads with no ordering:
    // a race whatever the values turn out to be. A warp-uniform value
    // (a shuffle from one lane) may agree across warps: undecided.
    if (uniformity.getLevel(store.getValue()) < Uniformity::Thread) {
      h.proven = false;
      h.undecided = "the stored value is not known to be the same in every thread";
    }
  }
  // A store under a condition on per-thread loaded data (`if (keys[t] <= k
  // && k < keys[t + 1]) next = child[t]`, true for one thread of sorted
  // keys) is executed by two threads only if the data lets two pass:
  // undecided, as a barrier under such a condition is.
  if (h.proven)
    if (Operation *dataGuard = dataDependentGuard(*access)) {
      h.proven = false;
      h.undecided = "the store runs only where the condition at " + describeLine(dataGuard) +
                    " holds, which depends on loaded data and may hold in one thread only";
    }
  auto [it, inserted] = foundIndex.try_emplace({access->op, access->op}, found.size());
  if (inserted)
    found.push_back(h);
}

Operation *Impl::dataDependentGuard(const MemoryAccess &m) {
  for (auto [cond, expected] : guardsOf(m)) {
    (void)expected;
    // A merged `&&` (a block argument) is named through its parts, which
    // getGuards lists after it.
    if (!cond.getDefiningOp() || tables().table(cond) ||
        uniformity.getLevel(cond) <= Uniformity::Block)
      continue;
    // Thread-dependent only through values loaded from memory: the walk
    // stops at loads (their addresses may read the thread) and gives up on
    // a direct thread index (`t < count` picks a prefix of the threads).
    bool loads = false, direct = false;
    SourceWalkResult r = walkValueSources(cond, [&](Value x, SourceWalk &) {
      Operation *def = x.getDefiningOp();
      if (isa_and_nonnull<simt::LoadOp, simt::AtomicLoadOp>(def)) {
        loads = loads || uniformity.getLevel(x) > Uniformity::Block;
        return SourceVisit::Skip;
      }
      if (isa_and_nonnull<simt::ThreadIdOp, simt::LaneIdOp, simt::WarpIdOp, simt::AtomicRMWOp,
                          simt::AtomicCASOp, simt::ShuffleOp, simt::MatchAnyOp>(def)) {
        direct = true;
        return SourceVisit::Stop;
      }
      return SourceVisit::Follow;
    });
    if (r == SourceWalkResult::Complete && loads && !direct) {
      // Name the first comparison (a folded `&&` carries the store's line).
      Operation *def = cond.getDefiningOp();
      while (isa_and_nonnull<arith::AndIOp, arith::OrIOp, arith::XOrIOp>(def))
        def = def->getOperand(0).getDefiningOp();
      return def ? def : m.op;
    }
  }
  return nullptr;
}

void Impl::tabulate(MemoryAccess &a) {
  ThreadFunctions &tf = tables();
  if (!a.exact || !tf.tabulates())
    return;
  unsigned n = tf.numThreads();
  a.perThread.assign(n, 0);
  a.active.assign(n, true);
  // Threads that cannot run the access (`if (tid == 0) s[0] = v`); guards
  // that compare the thread with a loop counter wait for its values.
  for (auto [cond, expected] : guardsOf(a)) {
    if (const auto *table = tf.table(cond)) {
      for (unsigned t = 0; t < n; ++t)
        if (bool((*table)[t]) != expected)
          a.active[t] = false;
    } else if (uniformity.getLevel(cond) > Uniformity::Block &&
               bindable(cond, tf, uniformity, /*blockIndex=*/true)) {
      // A uniform guard on counters (a loop's exit test) turns the access
      // on or off for every thread alike: it needs no bindings by itself.
      // A thread-dependent guard that reads the block index or an argument
      // (`lane < 31 - __clz(__ballot_sync(~0u, i < n))`) is evaluated by
      // the counter search rather than assumed to pass.
      a.needsBindings = true;
    }
  }
  for (auto [coef, value] : a.threadTerms) {
    const auto *table = tf.table(value);
    if (!table)
      return; // needsBindings: tabulated per counter value
    for (unsigned t = 0; t < n; ++t)
      a.perThread[t] += coef * (*table)[t];
  }
  a.tabulated = true;
}
