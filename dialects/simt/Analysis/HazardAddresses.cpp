//===- HazardAddresses.cpp - addresses of accesses ------------------------===//
#include "dialects/simt/Analysis/SharedMemoryHazardsImpl.h"
#include "dialects/simt/Analysis/ValueSources.h"

using namespace mlir;
using namespace kiln;
using namespace kiln::hazards;
using Impl = SharedMemoryHazards::Impl;

namespace kiln::hazards {

/// Whether MLIR's data layout sizes `t`: builtin scalars and vectors, the
/// LLVM dialect's pointers, arrays and non-opaque structs of such, and types
/// implementing DataLayoutTypeInterface (!simt.ptr). Asking it about any
/// other type is a fatal error.
bool hasDataLayout(Type t) {
  if (auto v = dyn_cast<VectorType>(t))
    return hasDataLayout(v.getElementType());
  if (auto a = dyn_cast<LLVM::LLVMArrayType>(t))
    return hasDataLayout(a.getElementType());
  if (auto s = dyn_cast<LLVM::LLVMStructType>(t))
    return !s.isOpaque() && llvm::all_of(s.getBody(), hasDataLayout);
  return isa<IntegerType, FloatType, IndexType, DataLayoutTypeInterface>(t);
}

/// Size and alignment in bytes of the types pointers point at, from MLIR's
/// data layout (the frontend lays structs out packed, with explicit padding
/// fields, so these are the host's); {0, 1} for types it does not size.
std::pair<int64_t, int64_t> sizeAndAlign(Type t) {
  if (!hasDataLayout(t))
    return {0, 1};
  DataLayout layout;
  return {int64_t(layout.getTypeSize(t).getFixedValue()),
          int64_t(layout.getTypeABIAlignment(t))};
}

int64_t fieldOffset(LLVM::LLVMStructType s, unsigned index) {
  int64_t offset = 0;
  for (auto [i, field] : llvm::enumerate(s.getBody())) {
    auto [fs, fa] = sizeAndAlign(field);
    if (!s.isPacked())
      offset = (offset + fa - 1) / fa * fa;
    if (i == index)
      return offset;
    offset += fs;
  }
  return -1;
}

} // namespace kiln::hazards

bool AddressBuilder::addOffset(MemoryAccess &access, Value value, int64_t multiplier,
                               unsigned depth) {
  if (depth > 24)
    return false;
  APInt c;
  if (matchPattern(value, m_ConstantInt(&c))) {
    access.constant += c.getSExtValue() * multiplier;
    return true;
  }
  Uniformity level = uniformity.getLevel(value);
  Operation *def = value.getDefiningOp();
  if (def && level >= Uniformity::Warp &&
      tables.table(value)) {
    // A pure function of the thread: keep it whole, the table has it.
    access.threadTerms.push_back({multiplier, value});
    return true;
  }
  if (def) {
    // `(x / u) * u + x % u` is x for any divisor u, a constant or a value
    // known only at run time (a flat element split into row and column of
    // an argument's width, `IMGVF[i * n + j]`, i = x / n, j = x % n).
    if (auto whole = divRemSum(def))
      return addOffset(access, *whole, multiplier, depth + 1);
    if (isa<arith::AddIOp>(def))
      return addOffset(access, def->getOperand(0), multiplier, depth + 1) &&
             addOffset(access, def->getOperand(1), multiplier, depth + 1);
    if (isa<arith::SubIOp>(def))
      return addOffset(access, def->getOperand(0), multiplier, depth + 1) &&
             addOffset(access, def->getOperand(1), -multiplier, depth + 1);
    // Per-thread data zero-extended from a narrow type (`s_hist[data[i]]`
    // with unsigned char data) lies in [0, 2^w): widened like a mask below.
    if (auto ext = dyn_cast<arith::ExtUIOp>(def)) {
      auto narrow = dyn_cast<IntegerType>(ext.getIn().getType());
      unsigned width = narrow ? narrow.getWidth() : 0;
      if (width > 1 && width <= 12 && multiplier > 0 &&
          level > Uniformity::Block) {
        MemoryAccess attempt = access;
        int64_t top = (int64_t(1) << width) - 1;
        // Understood only as a private row, or widened past the narrow
        // type's range (`(unsigned char)(j + key[i])`: both terms widened,
        // the wrap-around lost): the byte range says more.
        if (addOffset(attempt, ext.getIn(), multiplier, depth + 1) &&
            attempt.privateRow == access.privateRow &&
            attempt.widenedBy - access.widenedBy < top * multiplier) {
          access = std::move(attempt);
          return true;
        }
        widen(access, top, multiplier, /*dense=*/true, ext.getIn());
        return true;
      }
    }
    if (isa<arith::ExtSIOp, arith::ExtUIOp, arith::IndexCastOp,
            arith::IndexCastUIOp, arith::TruncIOp>(def))
      return addOffset(access, def->getOperand(0), multiplier, depth + 1);
    // __umul24(x, k) / __mul24(x, k) is x * k for the 24-bit x an index
    // can be (shared memory is far smaller than 2^24 bytes).
    auto call = dyn_cast<func::CallOp>(def);
    bool mul24 = call && call.getNumOperands() == 2 &&
                 (call.getCallee() == "__nv_umul24" || call.getCallee() == "__nv_mul24");
    if (isa<arith::MulIOp, arith::ShLIOp>(def) || mul24) {
      for (unsigned i = 0; i < 2; ++i) {
        APInt k;
        if (!matchPattern(def->getOperand(i), m_ConstantInt(&k)))
          continue;
        if (isa<arith::ShLIOp>(def) && i == 0)
          break;
        int64_t factor = isa<arith::ShLIOp>(def)
                             ? int64_t(1) << k.getZExtValue()
                             : k.getSExtValue();
        return addOffset(access, def->getOperand(1 - i), multiplier * factor,
                         depth + 1);
      }
    }
  }
  if (level <= Uniformity::Block) {
    access.symbols.push_back(symbolFor(value, multiplier));
    return true;
  }
  // `i = tid; i += blockDim.x`: the start's parts plus a stride multiple.
  if (auto iv = matchStridedInduction(value, uniformity.dominance(), tables.blockShape())) {
    // Unless no thread goes round under this shape: then it is its start
    // (ThreadFunctions::singleIterationIndex), a function of the thread.
    if (!def && tables.table(value)) {
      access.threadTerms.push_back({multiplier, value});
      return true;
    }
    if (access.stride)
      return false; // two strided loops in one address: not modelled
    access.stride = iv->stride;
    access.strideCoef = multiplier;
    access.strideFactor = iv->factor;
    access.strideRest = iv->constantRest;
    access.strideInduction = value;
    access.strideStart = iv->start;
    return addOffset(access, iv->start, multiplier, depth + 1);
  }
  if (!tables.tabulates()) {
    // 2-D/3-D blocks: compare thread-dependent terms by identity.
    access.threadTerms.push_back({multiplier, value});
    return true;
  }
  // A function of the thread and of uniform loop counters (`(t + i) % 32`):
  // tabulated once the counters are fixed.
  if (bindable(value, tables, uniformity)) {
    access.threadTerms.push_back({multiplier, value});
    access.needsBindings = true;
    return true;
  }
  // Per-thread data masked into a range (`data[i] & 63`, `key % 64`): the
  // access covers the range [0, M] * multiplier.
  if (def && multiplier > 0 && isa<arith::AndIOp, arith::RemUIOp>(def)) {
    APInt k;
    unsigned maskIdx = isa<arith::AndIOp>(def) &&
                               matchPattern(def->getOperand(0), m_ConstantInt(&k))
                           ? 0
                           : 1;
    if (matchPattern(def->getOperand(maskIdx), m_ConstantInt(&k)) &&
        k.getSExtValue() > 0 && k.getSExtValue() <= 4096) {
      int64_t top = isa<arith::AndIOp>(def) ? k.getSExtValue() : k.getSExtValue() - 1;
      // `& M` reaches every value of [0, M] only when M + 1 is a power of two.
      widen(access, top, multiplier,
            isa<arith::RemUIOp>(def) || llvm::isPowerOf2_64(uint64_t(top) + 1), value);
      return true;
    }
  }
  // One per-thread term nothing tabulates, times a row size (a constant, or
  // a uniform value the shape fixes: `sp * blockDim.x + t`, sp a stack
  // depth): the row of MemoryAccess::privateRow, the rest is the column.
  if (!access.privateRow && multiplier > 0) {
    Value row = value;
    int64_t rowBytes = multiplier;
    if (def && isa<arith::MulIOp>(def))
      for (unsigned i = 0; i < 2; ++i) {
        Value size = def->getOperand(i);
        if (uniformity.getLevel(size) > Uniformity::Block)
          continue;
        auto t = uniformEval.tableWith(size, {});
        if (t && !t->empty() && t->front() > 0) {
          row = def->getOperand(1 - i);
          rowBytes = multiplier * t->front();
          break;
        }
      }
    access.privateRow = row;
    access.privateRowBytes = rowBytes;
    return true;
  }
  return false;
}

static bool readsData(Value v, unsigned depth = 0);

void AddressBuilder::widen(MemoryAccess &access, int64_t top, int64_t multiplier,
                           bool dense, Value index) {
  access.widenedByData = (!access.widened || access.widenedByData) && readsData(index);
  access.widenedStep = !access.widened && dense ? multiplier : 0;
  access.widened = true;
  access.widenedBy += top * multiplier;
}

AddressSymbol AddressBuilder::symbolFor(Value value, int64_t multiplier) {
  AddressSymbol sym;
  sym.value = value;
  sym.expression = value;
  sym.coefficient = multiplier;
  auto residue = residueBase(value);
  if (!residue)
    return sym;
  auto [base, modulus] = *residue;
  // Its value for each residue of the base: evaluated with the base at a
  // large multiple of the modulus plus r (so `(k - 1) % 2` stays positive).
  SmallVector<int64_t, 4> values;
  for (unsigned r = 0; r < modulus; ++r) {
    auto table = uniformEval.tableWith(
        value, {{base, int64_t(r) + int64_t(modulus) * (int64_t(1) << 20)}});
    if (!table || table->empty())
      return sym;
    values.push_back(table->front());
  }
  sym.value = base;
  sym.modulus = modulus;
  sym.residueValues = std::move(values);
  return sym;
}

std::optional<std::pair<Value, unsigned>> AddressBuilder::residueBase(Value v,
                                                                      unsigned depth) {
  Operation *def = v.getDefiningOp();
  if (!def || depth > 6)
    return std::nullopt;
  APInt k;
  auto constantOperand = [&](unsigned i) {
    return matchPattern(def->getOperand(i), m_ConstantInt(&k));
  };
  if (isa<arith::RemUIOp, arith::RemSIOp>(def) && constantOperand(1) &&
      k.getSExtValue() >= 2 && k.getSExtValue() <= 64)
    return std::make_pair(affineBase(def->getOperand(0)),
                          unsigned(k.getSExtValue()));
  if (isa<arith::AndIOp>(def) && def->getNumOperands() == 2)
    for (unsigned i = 0; i < 2; ++i)
      if (constantOperand(i)) {
        int64_t mask = k.getSExtValue();
        if (mask >= 1 && mask <= 63 && llvm::isPowerOf2_64(uint64_t(mask) + 1))
          return std::make_pair(affineBase(def->getOperand(1 - i)),
                                unsigned(mask + 1));
        return std::nullopt;
      }
  if (isa<arith::XOrIOp, arith::AddIOp, arith::SubIOp, arith::MulIOp,
          arith::OrIOp>(def) &&
      def->getNumOperands() == 2)
    for (unsigned i = 0; i < 2; ++i)
      if (constantOperand(i))
        return residueBase(def->getOperand(1 - i), depth + 1);
  if (isa<arith::ExtSIOp, arith::ExtUIOp, arith::TruncIOp, arith::IndexCastOp,
          arith::IndexCastUIOp>(def))
    return residueBase(def->getOperand(0), depth + 1);
  return std::nullopt;
}

Value AddressBuilder::affineBase(Value e) {
  APInt k;
  for (unsigned i = 0; i < 8; ++i) {
    e = stripIntCasts(e);
    Operation *def = e.getDefiningOp();
    if (def && isa<arith::AddIOp>(def) &&
        matchPattern(def->getOperand(0), m_ConstantInt(&k)))
      e = def->getOperand(1);
    else if (def && isa<arith::AddIOp, arith::SubIOp>(def) &&
             matchPattern(def->getOperand(1), m_ConstantInt(&k)))
      e = def->getOperand(0);
    else
      break;
  }
  return e;
}

/// The values stored into the private array `alloca` points to; false when
/// it escapes (a call, a pointer stored or compared), so they are not known.
/// A pointer into it merged at a branch (`t == 0 ? &k[0] : &last[t - 1]`)
/// is followed into the block argument: stores through that count too.
static bool storedIntoAlloca(simt::AllocaOp alloca, SmallVectorImpl<Value> &values) {
  SmallVector<Value, 8> pointers{alloca.getResult()};
  llvm::SmallPtrSet<Value, 8> seen{alloca.getResult()};
  auto follow = [&](Value p) {
    if (seen.insert(p).second)
      pointers.push_back(p);
    return pointers.size() <= 64;
  };
  for (unsigned i = 0; i < pointers.size(); ++i)
    for (OpOperand &use : pointers[i].getUses()) {
      Operation *user = use.getOwner();
      if (isa<simt::PtrAddOp, simt::PtrCastOp, simt::MemberPtrOp>(user) &&
          use.getOperandNumber() == 0) {
        if (!follow(user->getResult(0)))
          return false;
      } else if (auto branch = dyn_cast<BranchOpInterface>(user)) {
        // Forwarded to successor block arguments (never a condition: a
        // pointer is no i1).
        bool forwarded = false;
        for (unsigned s = 0; s < branch->getNumSuccessors(); ++s) {
          SuccessorOperands ops = branch.getSuccessorOperands(s);
          for (unsigned k = 0; k < ops.size(); ++k)
            if (ops[k] == use.get()) {
              if (!follow(branch->getSuccessor(s)->getArgument(k)))
                return false;
              forwarded = true;
            }
        }
        if (!forwarded)
          return false;
      } else if (auto store = dyn_cast<simt::StoreOp>(user);
                 store && use.get() == store.getPtr() && use.get() != store.getValue()) {
        values.push_back(store.getValue());
      } else if (!isa<simt::LoadOp>(user)) {
        return false;
      }
    }
  return true;
}

/// Whether `v` is computed from per-thread data: a value some load, atomic,
/// shuffle, vote or match returned, also as the condition of a select on
/// the way (a binary search's `pos = key < x ? mid : pos`). A load from a
/// thread's private array is data when every value stored into the array
/// is (ranks kept in `int rank[ITEMS]`).
static bool readsData(Value v, unsigned depth) {
  return walkValueSources(v, [&](Value x, SourceWalk &) {
           Operation *def = x.getDefiningOp();
           if (auto load = dyn_cast_or_null<simt::LoadOp>(def)) {
             Value root = load.getPtr();
             while (isa_and_nonnull<simt::PtrAddOp, simt::PtrCastOp, simt::MemberPtrOp>(
                 root.getDefiningOp()))
               root = root.getDefiningOp()->getOperand(0);
             auto alloca = root.getDefiningOp<simt::AllocaOp>();
             if (!alloca)
               return SourceVisit::Stop;
             SmallVector<Value, 4> stored;
             // A value loaded from the array itself and stored back (`x[i]
             // = x[i]`, CUB's identity bit twiddle of unsigned char keys)
             // brings nothing new: the other stored values decide.
             auto ownValue = [&](Value s) {
               auto l = s.getDefiningOp<simt::LoadOp>();
               if (!l)
                 return false;
               Value r = l.getPtr();
               while (isa_and_nonnull<simt::PtrAddOp, simt::PtrCastOp, simt::MemberPtrOp>(
                   r.getDefiningOp()))
                 r = r.getDefiningOp()->getOperand(0);
               return r == alloca.getResult();
             };
             if (depth < 3 && storedIntoAlloca(alloca, stored)) {
               llvm::erase_if(stored, ownValue);
               if (!stored.empty() &&
                   llvm::all_of(stored, [&](Value s) { return readsData(s, depth + 1); }))
                 return SourceVisit::Stop;
             }
             return SourceVisit::Skip;
           }
           if (isa_and_nonnull<simt::AtomicRMWOp, simt::AtomicCASOp, simt::AtomicLoadOp,
                               simt::ShuffleOp, simt::VoteOp, simt::MatchAnyOp,
                               simt::MatchAllOp, simt::ReduxOp>(def))
             return SourceVisit::Stop;
           return SourceVisit::Follow;
         }) == SourceWalkResult::Stopped;
}

bool AddressBuilder::describe(MemoryAccess &access, Value ptr, Type valueType,
                              bool includeGlobal) {
  access.size = sizeAndAlign(valueType).first;
  access.exact = access.size > 0;
  bool sharedSpace = false;
  // The offsets of the pointer chain (value, bytes per unit), added once
  // the chain is walked: `tile[i / C][i % C]` recombines into i first.
  SmallVector<std::pair<Value, int64_t>, 4> offsets;
  // Indices of array dimensions: (index, the dimension's elements).
  SmallVector<std::pair<Value, int64_t>, 2> extents;
  // Every ptr_add from the access outwards: (index, element bytes, the
  // dimension's elements or 0); a member offset or an unknown element
  // size rules out the row decomposition.
  SmallVector<std::tuple<Value, int64_t, int64_t>, 4> steps;
  bool plainSteps = true;
  auto decomposeRows = [&] {
    if (!plainSteps || steps.size() < 2)
      return;
    for (unsigned i = 0; i + 1 < steps.size(); ++i) {
      auto [index, bytes, count] = steps[i];
      if (count == 0 || bytes * count != std::get<1>(steps[i + 1]))
        return;
    }
    access.rowIndex = stripIntCasts(std::get<0>(steps.back()));
    access.rowBytes = std::get<1>(steps.back());
  };
  auto finish = [&] {
    recombineDivRem(offsets);
    bool understood = access.exact, onlyData = true;
    unsigned failed = 0;
    for (auto [value, bytes] : offsets)
      if (!addOffset(access, value, bytes)) {
        access.exact = false;
        ++failed;
        onlyData = onlyData && readsData(value);
      }
    // A private row leaves the address inexact; it is kept only when it is
    // the one part not understood.
    if (access.privateRow) {
      ++failed;
      onlyData = onlyData && readsData(access.privateRow);
      if (!access.exact || access.widened || access.stride || access.needsBindings)
        access.privateRow = nullptr;
      access.exact = false;
    }
    access.dataIndexed = understood && failed && onlyData;
    // Exact, at a block-uniform position the data decides (`head_pos[num_runs]`,
    // a scan's total): a slot of the same scatter as the inexact ones.
    if (access.exact)
      access.dataIndexed =
          (access.widened && access.widenedByData) ||
          llvm::any_of(access.symbols, [](const AddressSymbol &sym) {
            return !sym.isResidue() && readsData(sym.value);
          });
    access.size += access.widenedBy;
    for (auto [index, count] : extents)
      if (access.strideInduction && stripIntCasts(index) == access.strideInduction &&
          (!access.strideExtent || count < *access.strideExtent))
        access.strideExtent = count;
    decomposeRows();
  };
  // The member the access stays inside, in bytes from `cur` (the innermost
  // one whose position above is constant, or only a multiple of a struct
  // array's element size, `period`; see MemoryAccess::envelope).
  std::optional<std::pair<int64_t, int64_t>> envelope;
  int64_t period = 0;
  auto shiftEnvelope = [&](int64_t by) {
    if (!envelope)
      return;
    int64_t lo = envelope->first + by, hi = envelope->second + by;
    if (period) {
      int64_t r = ((lo % period) + period) % period;
      hi += r - lo, lo = r;
      if (hi >= period)
        envelope.reset(), period = 0; // wraps round an element boundary
    }
    if (envelope)
      envelope = {lo, hi};
  };
  Value cur = ptr;
  while (true) {
    auto type = cast<simt::PtrType>(cur.getType());
    sharedSpace |= type.isShared();
    Operation *def = cur.getDefiningOp();
    if (!isa_and_nonnull<simt::PtrAddOp, simt::MemberPtrOp, simt::PtrCastOp>(def))
      finish();
    if (auto add = dyn_cast_or_null<simt::PtrAddOp>(def)) {
      int64_t elem = sizeAndAlign(type.getElementType()).first;
      if (!elem)
        access.exact = false, plainSteps = false;
      else
        offsets.push_back({add.getOffset(), elem});
      int64_t count = 0;
      // Stepping through one dimension of an array (the base was cast
      // from a pointer to an array of the element type, as
      // LaunchShapes.cpp reads it): the index stays below its extent.
      if (auto castOp = add.getBase().getDefiningOp<simt::PtrCastOp>()) {
        Type elemType = cast<simt::PtrType>(castOp.getType()).getElementType();
        if (auto array = dyn_cast<LLVM::LLVMArrayType>(
                cast<simt::PtrType>(castOp.getSource().getType()).getElementType());
            array && array.getElementType() == elemType && array.getNumElements() > 1) {
          extents.push_back({add.getOffset(), int64_t(array.getNumElements())});
          count = array.getNumElements();
        }
      }
      steps.push_back({add.getOffset(), elem, count});
      APInt step;
      if (envelope && elem && matchPattern(add.getOffset(), m_ConstantInt(&step))) {
        shiftEnvelope(step.getSExtValue() * elem);
      } else if (envelope && elem && !period && envelope->first >= 0 &&
                 envelope->second < elem) {
        // Some element of an array of structs (`s[nbr].pos` against
        // `s[t].force`): the member's bytes modulo the element's size.
        period = elem;
      } else if (!envelope || !elem || !period || elem % period) {
        envelope.reset();
        period = 0;
      }
      cur = add.getBase();
    } else if (auto member = dyn_cast_or_null<simt::MemberPtrOp>(def)) {
      auto baseType = cast<simt::PtrType>(member.getBase().getType());
      auto st = dyn_cast<LLVM::LLVMStructType>(baseType.getElementType());
      int64_t off = st ? fieldOffset(st, member.getIndex()) : -1;
      plainSteps = false;
      if (off < 0)
        access.exact = false;
      else
        access.constant += off;
      if (off < 0) {
        envelope.reset();
        period = 0;
      } else if (envelope) {
        shiftEnvelope(off);
      } else {
        // A member array of one element may be a C struct's open tail
        // (`float data[1]` indexed past its end): no bound from it.
        Type field = st.getBody()[member.getIndex()];
        auto array = dyn_cast<LLVM::LLVMArrayType>(field);
        int64_t bytes = hasDataLayout(field) ? sizeAndAlign(field).first : 0;
        if (bytes > 0 && (!array || array.getNumElements() > 1))
          envelope = {off, off + bytes - 1}, period = 0;
      }
      cur = member.getBase();
    } else if (auto cast = dyn_cast_or_null<simt::PtrCastOp>(def)) {
      cur = cast.getSource();
    } else if (auto addr = dyn_cast_or_null<simt::AddressOfOp>(def)) {
      auto global = SymbolTable::lookupNearestSymbolFrom<simt::GlobalOp>(
          def, addr.getGlobalAttr());
      if (global && global.getSpace() == simt::AddressSpace::Shared) {
        auto [buffer, offset] = placeGlobal(addr.getGlobal());
        if (buffer != ("@" + addr.getGlobal()).str())
          access.groupMember = addr.getGlobal().str();
        access.buffer = buffer;
        access.constant += offset;
        shiftEnvelope(offset);
        access.envelope = envelope;
        access.envelopePeriod = envelope ? period : 0;
        return true;
      }
      if (global && global.getSpace() == simt::AddressSpace::Constant)
        return false;
      return includeGlobal && setGlobal(access);
    } else if (isa_and_nonnull<simt::DynamicSharedOp>(def)) {
      access.buffer = "<dynamic shared>";
      access.envelope = envelope;
      access.envelopePeriod = envelope ? period : 0;
      return true;
    } else if (isa_and_nonnull<simt::AllocaOp>(def)) {
      return false; // private to the thread
    } else if (!def && describeSwapped(access, cur)) {
      return true;
    } else {
      // Unknown origin: a shared pointer may point anywhere in shared
      // memory; anything else is global memory as far as we know.
      access.exact = false;
      // Every value it can hold points into shared memory (a swapped
      // pointer whose stages are not told apart): some shared address.
      if (sharedSpace)
        return true;
      if (allOriginsShared(cur)) {
        if (access.op && access.inexactReason.empty()) {
          auto loc = access.op->getLoc()->findInstanceOf<FileLineColLoc>();
          access.inexactReason = "the pointer at " +
                                 (loc ? "line " + std::to_string(loc.getLine())
                                      : std::string("this point")) +
                                 " points into shared memory, but which array (or "
                                 "which stage of a swap) is not known here";
        }
        return true;
      }
      auto space = type.getAddressSpace();
      if (space == simt::AddressSpace::Local ||
          space == simt::AddressSpace::Constant || space == simt::AddressSpace::Param)
        return false;
      return includeGlobal && setGlobal(access);
    }
  }
}

std::pair<std::string, int64_t> AddressBuilder::placeGlobal(StringRef name) {
  if (swapGroups)
    if (auto it = swapGroups->member.find(name); it != swapGroups->member.end())
      return it->second;
  return {("@" + name).str(), 0};
}

std::optional<std::pair<std::string, int64_t>> AddressBuilder::startPlace(Value start) {
  MemoryAccess place;
  ++swapDepth;
  bool described = describe(place, start, IntegerType::get(start.getContext(), 8),
                            /*includeGlobal=*/false);
  --swapDepth;
  if (!described || !place.exact || place.buffer.empty() || !place.threadTerms.empty() ||
      place.stride || place.widened)
    return std::nullopt;
  int64_t offset = place.constant;
  for (const AddressSymbol &sym : place.symbols) {
    if (sym.isResidue())
      return std::nullopt;
    auto table = uniformEval.tableWith(sym.value, {});
    if (!table || table->empty())
      return std::nullopt;
    offset += sym.coefficient * table->front();
  }
  return std::make_pair(place.buffer, offset);
}

bool AddressBuilder::describeSwapped(MemoryAccess &access, Value ptr) {
  if (swapDepth > 3)
    return false;
  auto swap = matchPointerSwap(ptr);
  if (!swap)
    return false;
  int64_t period = int64_t(swap->starts.size());
  SmallVector<int64_t, 4> offsets;
  std::string buffer;
  for (Value start : swap->starts) {
    auto place = startPlace(start);
    if (!place || (!buffer.empty() && place->first != buffer))
      return false;
    buffer = place->first;
    offsets.push_back(place->second);
  }
  access.buffer = buffer;
  AddressSymbol sym;
  sym.value = swap->counter;
  sym.coefficient = 1;
  sym.modulus = unsigned(period);
  if (swap->unitStep) {
    // Iteration k (counter = start + k) sees starts[k % L]: `self` when k
    // is even and `other` when odd, for a swap of two.
    for (int64_t r = 0; r < period; ++r)
      sym.residueValues.push_back(offsets[((r - swap->start) % period + period) % period]);
  } else {
    // Any other counter (`len <<= 1`), or none: keyed by the iteration.
    sym.byIteration = true;
    sym.residueValues = offsets;
    if (swap->hasCounter) {
      int64_t v = swap->start;
      for (unsigned k = 0; k < 64 && !llvm::is_contained(sym.orbit, v); ++k) {
        sym.orbit.push_back(v);
        auto next = uniformEval.tableWith(swap->next, {{swap->counter, v}});
        if (!next || next->empty())
          break;
        v = next->front();
      }
    }
  }
  // No value computes the selector: the counter search compares it residue
  // by residue, or by the iteration of the counter value it binds.
  sym.expression = Value();
  access.symbols.push_back(sym);
  return true;
}

std::optional<Value> AddressBuilder::divRemSum(Operation *def) {
  if (!isa<arith::AddIOp>(def))
    return std::nullopt;
  auto same = [](Value a, Value b) {
    a = stripIntCasts(a), b = stripIntCasts(b);
    if (a == b)
      return true;
    APInt ca, cb;
    return matchPattern(a, m_ConstantInt(&ca)) && matchPattern(b, m_ConstantInt(&cb)) &&
           ca.getSExtValue() == cb.getSExtValue();
  };
  for (unsigned i = 0; i < 2; ++i) {
    auto mul = def->getOperand(i).getDefiningOp<arith::MulIOp>();
    auto rem = def->getOperand(1 - i).getDefiningOp();
    if (!mul || !isa_and_nonnull<arith::RemSIOp, arith::RemUIOp>(rem))
      continue;
    Value x = rem->getOperand(0), u = rem->getOperand(1);
    for (unsigned j = 0; j < 2; ++j) {
      Operation *div = mul.getOperand(j).getDefiningOp();
      // Signed with signed, unsigned with unsigned: one identity each.
      bool matches = isa<arith::RemSIOp>(rem) ? isa_and_nonnull<arith::DivSIOp>(div)
                                              : isa_and_nonnull<arith::DivUIOp>(div);
      if (matches && div->getOperand(0) == x && div->getOperand(1) == u &&
          same(mul.getOperand(1 - j), u))
        return x;
    }
  }
  return std::nullopt;
}

void AddressBuilder::recombineDivRem(SmallVector<std::pair<Value, int64_t>, 4> &offsets) {
  auto parts = [](Value v) -> std::optional<std::tuple<bool, Value, int64_t>> {
    Operation *def = stripIntCasts(v).getDefiningOp();
    APInt c;
    if (!def || def->getNumOperands() != 2 ||
        !matchPattern(def->getOperand(1), m_ConstantInt(&c)) || c.getSExtValue() <= 1)
      return std::nullopt;
    if (isa<arith::DivSIOp, arith::DivUIOp>(def))
      return std::make_tuple(true, def->getOperand(0), c.getSExtValue());
    if (isa<arith::RemSIOp, arith::RemUIOp>(def))
      return std::make_tuple(false, def->getOperand(0), c.getSExtValue());
    return std::nullopt;
  };
  // `(x % C) * m` indexing floats of a row (`&dst[c / 16][(c % 16) * 4]`):
  // the multiplier moves into the bytes, as addOffset would take it.
  for (auto &[value, bytes] : offsets) {
    Operation *def = stripIntCasts(value).getDefiningOp();
    APInt k;
    if (isa_and_nonnull<arith::MulIOp, arith::ShLIOp>(def) &&
        matchPattern(def->getOperand(1), m_ConstantInt(&k)) && parts(def->getOperand(0)) &&
        k.getSExtValue() > 0 && k.getSExtValue() < 64) {
      int64_t factor = isa<arith::ShLIOp>(def) ? int64_t(1) << k.getSExtValue() : k.getSExtValue();
      value = def->getOperand(0);
      bytes *= factor;
    }
  }
  for (unsigned i = 0; i < offsets.size(); ++i) {
    auto q = parts(offsets[i].first);
    if (!q || !std::get<0>(*q))
      continue;
    for (unsigned j = 0; j < offsets.size(); ++j) {
      auto r = j == i ? std::nullopt : parts(offsets[j].first);
      if (!r || std::get<0>(*r) || std::get<1>(*r) != std::get<1>(*q) ||
          std::get<2>(*r) != std::get<2>(*q) ||
          offsets[i].second != offsets[j].second * std::get<2>(*q))
        continue;
      // Signed and unsigned forms must agree to be one identity.
      Operation *qd = stripIntCasts(offsets[i].first).getDefiningOp();
      Operation *rd = stripIntCasts(offsets[j].first).getDefiningOp();
      if (isa<arith::DivSIOp>(qd) != isa<arith::RemSIOp>(rd))
        continue;
      // The two casts must widen alike (both from one i32 value).
      if (stripIntCasts(offsets[i].first).getType() !=
          stripIntCasts(offsets[j].first).getType())
        continue;
      offsets[j] = {std::get<1>(*q), offsets[j].second};
      offsets.erase(offsets.begin() + i);
      return recombineDivRem(offsets);
    }
  }
}

bool AddressBuilder::setGlobal(MemoryAccess &access) {
  access.buffer = "<global memory>";
  access.exact = false;
  return true;
}
