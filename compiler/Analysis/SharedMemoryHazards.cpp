//===- SharedMemoryHazards.cpp - races on shared memory -------------------===//
#include "compiler/Analysis/SharedMemoryHazards.h"
#include "compiler/Analysis/LoopValues.h"
#include "compiler/Analysis/StridedLoops.h"

#include "dialects/simt/IR/InlinePtx.h"
#include "dialects/simt/IR/SimtDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/DenseSet.h"

#include <algorithm>

using namespace mlir;
using namespace kiln;

StringRef Hazard::kind() const {
  if (first->writes && second->writes)
    return "write-after-write";
  return first->writes ? "read-after-write" : "write-after-read";
}

namespace {

//===----------------------------------------------------------------------===//
// Addresses
//===----------------------------------------------------------------------===//

/// Natural size and alignment of the types pointers point at (the frontend
/// lays structs out with explicit padding fields, so natural layout holds).
std::pair<int64_t, int64_t> sizeAndAlign(Type t) {
  if (t.isIndex())
    return {8, 8};
  if (t.isIntOrFloat()) {
    int64_t bytes = std::max<int64_t>(1, (t.getIntOrFloatBitWidth() + 7) / 8);
    return {bytes, bytes};
  }
  if (isa<simt::PtrType, LLVM::LLVMPointerType>(t))
    return {8, 8};
  if (auto v = dyn_cast<VectorType>(t)) {
    auto [s, a] = sizeAndAlign(v.getElementType());
    int64_t bytes = s * v.getNumElements();
    return {bytes, bytes};
  }
  if (auto a = dyn_cast<LLVM::LLVMArrayType>(t)) {
    auto [s, al] = sizeAndAlign(a.getElementType());
    return {s * int64_t(a.getNumElements()), al};
  }
  if (auto s = dyn_cast<LLVM::LLVMStructType>(t)) {
    int64_t offset = 0, align = 1;
    for (Type field : s.getBody()) {
      auto [fs, fa] = sizeAndAlign(field);
      if (!fs)
        return {0, 1};
      if (!s.isPacked())
        offset = (offset + fa - 1) / fa * fa, align = std::max(align, fa);
      offset += fs;
    }
    return {(offset + align - 1) / align * align, align};
  }
  return {0, 1};
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

class AddressBuilder {
public:
  AddressBuilder(UniformityAnalysis &u, ThreadFunctions &tf)
      : uniformity(u), tables(tf) {}

  /// Adds `value * multiplier` (bytes) to `access`; false if not understood.
  bool addOffset(MemoryAccess &access, Value value, int64_t multiplier,
                 unsigned depth = 0) {
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
      if (isa<arith::AddIOp>(def))
        return addOffset(access, def->getOperand(0), multiplier, depth + 1) &&
               addOffset(access, def->getOperand(1), multiplier, depth + 1);
      if (isa<arith::SubIOp>(def))
        return addOffset(access, def->getOperand(0), multiplier, depth + 1) &&
               addOffset(access, def->getOperand(1), -multiplier, depth + 1);
      if (isa<arith::ExtSIOp, arith::ExtUIOp, arith::IndexCastOp,
              arith::IndexCastUIOp, arith::TruncIOp>(def))
        return addOffset(access, def->getOperand(0), multiplier, depth + 1);
      if (isa<arith::MulIOp, arith::ShLIOp>(def)) {
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
    if (auto iv = matchStridedInduction(value, uniformity.dominance())) {
      if (access.stride)
        return false; // two strided loops in one address: not modelled
      access.stride = iv->stride;
      access.strideCoef = multiplier;
      access.strideFactor = iv->factor;
      access.strideRest = iv->constantRest;
      return addOffset(access, iv->start, multiplier, depth + 1);
    }
    if (!tables.tabulates()) {
      // 2-D/3-D blocks: compare thread-dependent terms by identity.
      access.threadTerms.push_back({multiplier, value});
      return true;
    }
    return false;
  }

  AddressSymbol symbolFor(Value value, int64_t multiplier) {
    AddressSymbol sym;
    sym.value = value;
    sym.coefficient = multiplier;
    Operation *def = value.getDefiningOp();
    APInt k;
    bool isParity =
        def &&
        ((isa<arith::AndIOp>(def) &&
          matchPattern(def->getOperand(1), m_ConstantInt(&k)) && k == 1) ||
         (isa<arith::RemUIOp, arith::RemSIOp>(def) &&
          matchPattern(def->getOperand(1), m_ConstantInt(&k)) && k == 2));
    if (!isParity)
      return sym;
    Value base = def->getOperand(0);
    int64_t offset = 0;
    if (Operation *add = base.getDefiningOp())
      if (isa<arith::AddIOp>(add) &&
          matchPattern(add->getOperand(1), m_ConstantInt(&k))) {
        offset = k.getSExtValue();
        base = add->getOperand(0);
      }
    sym.value = base;
    sym.parity = true;
    sym.parityOffset = ((offset % 2) + 2) % 2;
    return sym;
  }

  /// Fills buffer, offsets and size from the pointer; false if the access is
  /// not to shared memory (or global, when tracked).
  bool describe(MemoryAccess &access, Value ptr, Type valueType,
                bool includeGlobal) {
    access.size = sizeAndAlign(valueType).first;
    access.exact = access.size > 0;
    bool sharedSpace = false;
    Value cur = ptr;
    while (true) {
      auto type = cast<simt::PtrType>(cur.getType());
      sharedSpace |= type.isShared();
      Operation *def = cur.getDefiningOp();
      if (auto add = dyn_cast_or_null<simt::PtrAddOp>(def)) {
        int64_t elem = sizeAndAlign(type.getElementType()).first;
        if (!elem || !addOffset(access, add.getOffset(), elem))
          access.exact = false;
        cur = add.getBase();
      } else if (auto member = dyn_cast_or_null<simt::MemberPtrOp>(def)) {
        auto baseType = cast<simt::PtrType>(member.getBase().getType());
        auto st = dyn_cast<LLVM::LLVMStructType>(baseType.getElementType());
        int64_t off = st ? fieldOffset(st, member.getIndex()) : -1;
        if (off < 0)
          access.exact = false;
        else
          access.constant += off;
        cur = member.getBase();
      } else if (auto cast = dyn_cast_or_null<simt::PtrCastOp>(def)) {
        cur = cast.getSource();
      } else if (auto addr = dyn_cast_or_null<simt::AddressOfOp>(def)) {
        auto global = SymbolTable::lookupNearestSymbolFrom<simt::GlobalOp>(
            def, addr.getGlobalAttr());
        if (global && global.getSpace() == simt::AddressSpace::Shared) {
          access.buffer = ("@" + addr.getGlobal()).str();
          return true;
        }
        if (global && global.getSpace() == simt::AddressSpace::Constant)
          return false;
        return includeGlobal && setGlobal(access);
      } else if (isa_and_nonnull<simt::DynamicSharedOp>(def)) {
        access.buffer = "<dynamic shared>";
        return true;
      } else if (isa_and_nonnull<simt::AllocaOp>(def)) {
        return false; // private to the thread
      } else {
        // Unknown origin: a shared pointer may point anywhere in shared
        // memory; anything else is global memory as far as we know.
        access.exact = false;
        if (sharedSpace)
          return true;
        auto space = type.getAddressSpace();
        if (space == simt::AddressSpace::Local ||
            space == simt::AddressSpace::Constant)
          return false;
        return includeGlobal && setGlobal(access);
      }
    }
  }

private:
  bool setGlobal(MemoryAccess &access) {
    access.buffer = "<global memory>";
    access.exact = false;
    return true;
  }
  UniformityAnalysis &uniformity;
  ThreadFunctions &tables;
};

//===----------------------------------------------------------------------===//
// Conflicts between two accesses
//===----------------------------------------------------------------------===//

enum class Conflict { None, SameWarp, AcrossWarps };

/// A loop whose earlier iteration an access ran in: its loop-variant symbols
/// no longer hold the values the current iteration sees.
struct LoopMarker {
  Block *header = nullptr;  ///< cf loop
  Operation *loop = nullptr; ///< scf loop
  bool operator<(const LoopMarker &o) const {
    return std::tie(header, loop) < std::tie(o.header, o.loop);
  }
  bool operator==(const LoopMarker &o) const {
    return header == o.header && loop == o.loop;
  }
};

} // namespace

struct SharedMemoryHazards::Impl {
  UniformityAnalysis &uniformity;
  Options options;
  std::vector<std::unique_ptr<MemoryAccess>> accesses;
  llvm::DenseMap<Operation *, MemoryAccess *> accessOf;

  struct Pending {
    MemoryAccess *access;
    llvm::SmallVector<LoopMarker, 1> stale; // sorted
    bool warpSynced = false;
    Operation *warpBarrier = nullptr;
    /// cp.async writes and wgmma reads: groups committed since it was
    /// issued (capped), or -1 once a wait has retired it (and for every
    /// other access).
    int asyncCommits = -1;
    /// [inline-asm] An asm that may order it lies between (mbarrier wait,
    /// PTX not understood); null once a path without one joins.
    Operation *uncertainBecause = nullptr;
    bool sameKey(const Pending &o) const {
      return access == o.access && stale == o.stale &&
             asyncCommits == o.asyncCommits;
    }
  };
  using State = std::vector<Pending>;
  /// Commit counts saturate here (loops); a wait for fewer pending groups
  /// than this retires a saturated entry, as it must.
  static constexpr int kMaxTrackedGroups = 8;
  /// Hazards by (first op, second op), in the order first found.
  std::vector<Hazard> found;
  llvm::DenseMap<std::pair<Operation *, Operation *>, unsigned> foundIndex;

  Impl(UniformityAnalysis &u, Options o) : uniformity(u), options(o) {}

  ThreadFunctions &tables() {
    return options.tables ? *options.tables : uniformity.threadFunctions();
  }
  /// The last colliding thread pair tabulatedConflict found.
  int64_t pairFirst = -1, pairSecond = -1;

  // ---- state lattice ------------------------------------------------------
  static bool joinInto(State &into, const State &from) {
    // The entry of `into` with p's key, first in order; entries are only
    // ever appended. Large joins look it up among the entries of the same
    // access instead of scanning all of `into`.
    bool indexed = from.size() > 1 && into.size() + from.size() > 32;
    llvm::DenseMap<MemoryAccess *, llvm::SmallVector<unsigned, 1>> byAccess;
    if (indexed)
      for (auto [i, q] : llvm::enumerate(into))
        byAccess[q.access].push_back(i);
    auto lookup = [&](const Pending &p) -> Pending * {
      if (!indexed) {
        auto it = llvm::find_if(into, [&](const Pending &q) { return q.sameKey(p); });
        return it == into.end() ? nullptr : &*it;
      }
      auto found = byAccess.find(p.access);
      if (found != byAccess.end())
        for (unsigned i : found->second)
          if (into[i].sameKey(p))
            return &into[i];
      return nullptr;
    };
    bool changed = false;
    for (const Pending &p : from) {
      Pending *match = lookup(p);
      if (!match) {
        if (indexed)
          byAccess[p.access].push_back(into.size());
        into.push_back(p);
        changed = true;
      } else {
        if (match->warpSynced && !p.warpSynced) {
          match->warpSynced = false;
          match->warpBarrier = nullptr;
          changed = true;
        }
        if (match->uncertainBecause && !p.uncertainBecause) { // [inline-asm]
          match->uncertainBecause = nullptr;
          changed = true;
        }
      }
    }
    return changed;
  }

  static State markStale(const State &s, LoopMarker marker) {
    State marked;
    marked.reserve(s.size());
    for (Pending p : s) {
      if (!llvm::is_contained(p.stale, marker)) {
        p.stale.push_back(marker);
        llvm::sort(p.stale);
      }
      marked.push_back(std::move(p));
    }
    // Marking can make entries equal: keep the first of each key.
    State out;
    joinInto(out, marked);
    return out;
  }

  bool isVariant(Value v, const LoopMarker &m) {
    Block *defBlock = v.getParentBlock();
    if (m.loop)
      return m.loop->isAncestor(defBlock->getParentOp());
    Region *region = m.header->getParent();
    Block *b = defBlock;
    while (b && b->getParent() != region) {
      Operation *parent = b->getParentOp();
      b = parent ? parent->getBlock() : nullptr;
    }
    return b && uniformity.dominance().dominates(m.header, b);
  }

  // ---- accesses -------------------------------------------------------------
  MemoryAccess *getAccess(Operation *op) {
    auto it = accessOf.find(op);
    if (it != accessOf.end())
      return it->second;
    auto access = std::make_unique<MemoryAccess>();
    access->op = op;
    Value ptr, alsoReads; // alsoReads: wgmma's B operand
    Type valueType;
    if (auto load = dyn_cast<simt::LoadOp>(op)) {
      if (load.getInvariant())
        return accessOf[op] = nullptr;
      ptr = load.getPtr(), valueType = load.getType(), access->reads = true;
    } else if (auto store = dyn_cast<simt::StoreOp>(op)) {
      ptr = store.getPtr(), valueType = store.getValue().getType();
      access->writes = true;
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
    AddressBuilder builder(uniformity, tables());
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
      access->symbols.clear(), access->threadTerms.clear(), access->constant = 0;
    }
    tabulate(*access);
    accesses.push_back(std::move(access));
    return accessOf[op] = accesses.back().get();
  }

  /// [inline-asm] The pointer behind an asm address operand: a pointer, or
  /// an integer made from one (`(unsigned)__cvta_generic_to_shared(p) + 16`),
  /// with the bytes added to it; null when it comes from elsewhere.
  static std::pair<Value, int64_t> asmAddress(Value v) {
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

  /// [inline-asm] The shared (or tracked global) memory an asm statement
  /// touches, from what InlinePtx.h read in it. One understood reference
  /// through an operand is an exact access; anything else (several
  /// references, addresses that are no operand, PTX not understood) is an
  /// opaque access of the buffers its pointer operands point into (all
  /// shared memory when none does).
  bool inlineAsmAccess(simt::InlineAsmOp op, MemoryAccess &access) {
    simt::PtxSummary ptx = op.classify();
    llvm::SmallVector<const simt::PtxMemoryRef *, 2> refs;
    for (const simt::PtxMemoryRef &r : ptx.memory)
      if (r.space != simt::PtxSpace::Local && r.space != simt::PtxSpace::Param &&
          r.space != simt::PtxSpace::Const)
        refs.push_back(&r);
    bool unknown = !ptx.understood || ptx.unknownMemory;
    if (refs.empty() && !unknown)
      return false;
    AddressBuilder builder(uniformity, tables());
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
    // The buffers its pointer operands point into, if they agree.
    std::optional<std::string> buffer;
    for (Value v : op.getOperands()) {
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

  void tabulate(MemoryAccess &a) {
    ThreadFunctions &tf = tables();
    if (!a.exact || !tf.tabulates())
      return;
    unsigned n = tf.numThreads();
    a.perThread.assign(n, 0);
    a.active.assign(n, true);
    for (auto [coef, value] : a.threadTerms) {
      const auto *table = tf.table(value);
      if (!table)
        return;
      for (unsigned t = 0; t < n; ++t)
        a.perThread[t] += coef * (*table)[t];
    }
    // Threads that cannot run the access (`if (tid == 0) s[0] = v`).
    for (auto [cond, expected] : uniformity.getGuards(a.op))
      if (const auto *table = tf.table(cond))
        for (unsigned t = 0; t < n; ++t)
          if (bool((*table)[t]) != expected)
            a.active[t] = false;
    a.tabulated = true;
  }

  /// The possible values of (address of a) - (address of b) outside their
  /// thread parts, or nothing when they are not comparable.
  std::optional<llvm::SmallVector<int64_t, 4>>
  symbolicDifference(const MemoryAccess &a, const MemoryAccess &b,
                     ArrayRef<LoopMarker> stale) {
    llvm::SmallVector<int64_t, 4> diffs{a.constant - b.constant};
    auto variant = [&](Value v) {
      return llvm::any_of(stale, [&](const LoopMarker &m) { return isVariant(v, m); });
    };
    // Plain symbols must cancel exactly.
    llvm::SmallDenseMap<Value, int64_t> plain;
    for (const auto &s : a.symbols)
      if (!s.parity)
        plain[s.value] += s.coefficient;
    for (const auto &s : b.symbols)
      if (!s.parity)
        plain[s.value] -= s.coefficient;
    for (auto [v, coef] : plain)
      if (coef != 0 || variant(v))
        return std::nullopt;
    // Parity symbols: each is 0 or 1, and (x+o1)%2 != (x+o2)%2 when o1, o2
    // differ in parity.
    llvm::SmallVector<const AddressSymbol *> pa, pb;
    for (const auto &s : a.symbols)
      if (s.parity) {
        if (variant(s.value))
          return std::nullopt;
        pa.push_back(&s);
      }
    for (const auto &s : b.symbols)
      if (s.parity) {
        if (variant(s.value))
          return std::nullopt;
        pb.push_back(&s);
      }
    auto addChoices = [&](ArrayRef<int64_t> choices) {
      llvm::SmallVector<int64_t, 4> next;
      for (int64_t d : diffs)
        for (int64_t c : choices)
          if (!llvm::is_contained(next, d + c))
            next.push_back(d + c);
      diffs = std::move(next);
    };
    llvm::SmallVector<bool> usedB(pb.size(), false);
    for (const AddressSymbol *s : pa) {
      auto match = llvm::find_if(llvm::seq<size_t>(0, pb.size()), [&](size_t i) {
        return !usedB[i] && pb[i]->value == s->value;
      });
      if (match != llvm::seq<size_t>(0, pb.size()).end()) {
        const AddressSymbol *t = pb[*match];
        usedB[*match] = true;
        if (t->parityOffset == s->parityOffset)
          addChoices({0, s->coefficient - t->coefficient});
        else
          addChoices({s->coefficient, -t->coefficient});
      } else {
        addChoices({0, s->coefficient});
      }
    }
    for (size_t i = 0; i < pb.size(); ++i)
      if (!usedB[i])
        addChoices({0, -pb[i]->coefficient});
    if (diffs.size() > 16)
      return std::nullopt;
    return diffs;
  }

  Conflict conflict(const MemoryAccess &a, const MemoryAccess &b,
                    ArrayRef<LoopMarker> stale) {
    if ((!a.writes && !b.writes) || (a.atomic && b.atomic))
      return Conflict::None;
    if (!a.buffer.empty() && !b.buffer.empty() && a.buffer != b.buffer)
      return Conflict::None;
    if (!a.exact || !b.exact)
      return Conflict::AcrossWarps;
    auto diffs = symbolicDifference(a, b, stale);
    if (!diffs) {
      if (auto c = counterConflict(a, b, stale))
        return *c;
      return Conflict::AcrossWarps;
    }
    if (a.stride || b.stride)
      return stridedConflict(a, b, *diffs);
    if (a.tabulated && b.tabulated)
      return tabulatedConflict(a, b, *diffs);
    // 2-D/3-D blocks: identical thread terms that use every thread dimension
    // the kernel uses are the same thread's slot (in-bounds indexing makes
    // them injective); anything else may collide across warps.
    bool sameThreadPart = a.threadTerms == b.threadTerms && !a.threadTerms.empty();
    bool variantTerms = llvm::any_of(a.threadTerms, [&](auto term) {
      return llvm::any_of(stale, [&](const LoopMarker &m) { return isVariant(term.second, m); });
    });
    if (sameThreadPart && !variantTerms && !a.collective && !b.collective &&
        coversAllDims(a) &&
        llvm::all_of(*diffs, [&](int64_t d) { return d == 0 && a.size == b.size; }))
      return Conflict::None;
    if (a.threadTerms.empty() && b.threadTerms.empty() &&
        llvm::all_of(*diffs, [&](int64_t d) { return d >= b.size || -d >= a.size; }))
      return Conflict::None;
    return Conflict::AcrossWarps;
  }

  /// The addresses differ by a uniform loop counter that guards may compare
  /// with the thread (`if (tid < o) s[tid] += s[tid + o]`), or use one that
  /// changed since the earlier access (`t[ty + j][tx]` in iterations j and
  /// j'). When the counter's values are known (LoopValues.h), decide the
  /// conflict exactly for each value (each pair of values across
  /// iterations), with the guards that compare the thread with it.
  std::optional<Conflict> counterConflict(const MemoryAccess &a,
                                          const MemoryAccess &b,
                                          ArrayRef<LoopMarker> stale) {
    if (!a.tabulated || !b.tabulated || a.stride || b.stride)
      return std::nullopt;
    if (llvm::any_of(a.symbols, [](auto &x) { return x.parity; }) ||
        llvm::any_of(b.symbols, [](auto &x) { return x.parity; }))
      return std::nullopt;
    llvm::SmallDenseMap<Value, std::pair<int64_t, int64_t>> coefs;
    for (const auto &sym : a.symbols)
      coefs[sym.value].first += sym.coefficient;
    for (const auto &sym : b.symbols)
      coefs[sym.value].second += sym.coefficient;
    auto variantIn = [&](Value v) {
      SmallVector<LoopMarker> in;
      for (const LoopMarker &m : stale)
        if (isVariant(v, m))
          in.push_back(m);
      return in;
    };
    Value counter;
    int64_t coefA = 0, coefB = 0;
    for (auto [v, c] : coefs) {
      if (c.first == c.second && variantIn(v).empty())
        continue;
      if (counter)
        return std::nullopt;
      counter = v, coefA = c.first, coefB = c.second;
    }
    if (!counter)
      return std::nullopt;
    auto values = enumerateLoopValues(counter, uniformity.dominance());
    if (!values || values->size() > 32)
      return std::nullopt;
    // Since `a` ran, the counter either kept its value, or its own loop went
    // round (a different value: it steps monotonically), or an outer loop did
    // (any value).
    auto changedBy = variantIn(counter);
    Block *ownHeader = cast<BlockArgument>(counter).getOwner();
    Operation *ownLoop = ownHeader->getParentOp();
    bool sameValue = changedBy.empty();
    bool onlyOwnLoop = llvm::all_of(changedBy, [&](const LoopMarker &m) {
      return m.header == ownHeader || (m.loop && m.loop == ownLoop);
    });
    ThreadFunctions &tf = tables();
    struct CounterGuard {
      const std::vector<int64_t> *table;
      arith::CmpIPredicate pred;
      bool counterOnLeft, expected;
      unsigned width;
    };
    auto counterGuards = [&](const MemoryAccess &m) {
      SmallVector<CounterGuard> out;
      for (auto [cond, expected] : uniformity.getGuards(m.op)) {
        auto cmp = cond.getDefiningOp<arith::CmpIOp>();
        if (!cmp || tf.table(cond))
          continue;
        unsigned width = cmp.getLhs().getType().getIntOrFloatBitWidth();
        if (stripIntCasts(cmp.getRhs()) == counter)
          if (const auto *t = tf.table(cmp.getLhs()))
            out.push_back({t, cmp.getPredicate(), false, expected, width});
        if (stripIntCasts(cmp.getLhs()) == counter)
          if (const auto *t = tf.table(cmp.getRhs()))
            out.push_back({t, cmp.getPredicate(), true, expected, width});
      }
      return out;
    };
    auto guardsA = counterGuards(a), guardsB = counterGuards(b);
    auto activeUnder = [&](const MemoryAccess &m, ArrayRef<CounterGuard> guards,
                           int64_t v) {
      std::vector<bool> active = m.active;
      for (const CounterGuard &g : guards)
        for (unsigned t = 0; t < active.size(); ++t) {
          APInt x(g.width, (*g.table)[t], true), c(g.width, v, true);
          bool holds = g.counterOnLeft ? arith::applyCmpPredicate(g.pred, c, x)
                                       : arith::applyCmpPredicate(g.pred, x, c);
          if (holds != g.expected)
            active[t] = false;
        }
      return active;
    };
    Conflict worst = Conflict::None;
    for (int64_t v1 : *values) {
      std::vector<bool> activeA = activeUnder(a, guardsA, v1);
      for (int64_t v2 : *values) {
        if (sameValue ? v1 != v2 : (onlyOwnLoop && v1 == v2))
          continue;
        std::vector<bool> activeB = activeUnder(b, guardsB, v2);
        int64_t d = a.constant - b.constant + coefA * v1 - coefB * v2;
        Conflict c = tabulatedConflict(a, b, {d}, &activeA, &activeB);
        if (c == Conflict::AcrossWarps)
          return c;
        if (c == Conflict::SameWarp)
          worst = c;
      }
    }
    return worst;
  }

  /// Both accesses walk the same block-strided loop shape from the same
  /// per-thread start: thread t touches start + u*t + u*m*R (u = coefficient
  /// times the stride's constant factor, R >= blockDim.x > |t1 - t2|, or R
  /// constant and wider than the span of the threads that run them), so two
  /// threads' addresses differ by a non-zero multiple of u, at least one
  /// element. Anything else is not modelled: a conflict.
  Conflict stridedConflict(const MemoryAccess &a, const MemoryAccess &b,
                           ArrayRef<int64_t> diffs) {
    if (!a.stride || !b.stride || !a.tabulated || !b.tabulated ||
        !equivalentValues(a.stride, b.stride) ||
        a.strideCoef != b.strideCoef || a.strideFactor != b.strideFactor ||
        a.strideRest != b.strideRest)
      return Conflict::AcrossWarps;
    int64_t unit = a.strideCoef * a.strideFactor;
    if (std::max(a.size, b.size) > std::abs(unit))
      return Conflict::AcrossWarps;
    unsigned n = a.perThread.size();
    for (unsigned t = 0; t < n; ++t)
      if (a.perThread[t] != a.perThread[0] + unit * int64_t(t) ||
          b.perThread[t] != b.perThread[0] + unit * int64_t(t))
        return Conflict::AcrossWarps;
    for (int64_t d : diffs)
      if (a.perThread[0] + d != b.perThread[0])
        return Conflict::AcrossWarps;
    if (a.strideRest) {
      int64_t lo = INT64_MAX, hi = INT64_MIN;
      for (unsigned t = 0; t < n; ++t)
        if (a.active[t] || b.active[t])
          lo = std::min<int64_t>(lo, t), hi = std::max<int64_t>(hi, t);
      if (hi >= lo && hi - lo >= *a.strideRest)
        return Conflict::AcrossWarps;
    }
    return Conflict::None;
  }

  bool coversAllDims(const MemoryAccess &a) {
    unsigned used = 0, kernel = 0;
    uniformity.getFunction()->walk([&](simt::ThreadIdOp op) {
      kernel |= 1u << unsigned(op.getDim());
    });
    llvm::SmallVector<Value> worklist;
    llvm::DenseSet<Value> seen;
    for (auto &term : a.threadTerms)
      worklist.push_back(term.second);
    while (!worklist.empty()) {
      Value v = worklist.pop_back_val();
      if (!seen.insert(v).second)
        continue;
      if (auto tid = v.getDefiningOp<simt::ThreadIdOp>())
        used |= 1u << unsigned(tid.getDim());
      else if (v.getDefiningOp<simt::LaneIdOp>() || v.getDefiningOp<simt::WarpIdOp>())
        used |= 0;
      else if (Operation *def = v.getDefiningOp())
        for (Value operand : def->getOperands())
          worklist.push_back(operand);
    }
    return (used & kernel) == kernel;
  }

  /// Two different threads t1 (running a) and t2 (running b) whose byte
  /// ranges overlap, for some choice of the symbolic difference.
  Conflict tabulatedConflict(const MemoryAccess &a, const MemoryAccess &b,
                             ArrayRef<int64_t> diffs,
                             const std::vector<bool> *activeA = nullptr,
                             const std::vector<bool> *activeB = nullptr) {
    const std::vector<bool> &actB = activeB ? *activeB : b.active;
    ThreadsByAddress ownA;
    if (activeA)
      ownA = sortThreads(a.perThread, *activeA);
    const ThreadsByAddress &sortedA = activeA ? ownA : sortedThreads(a);
    if (sortedA.empty())
      return Conflict::None;
    // The address range b's running threads touch: a difference that puts
    // every a(t1) outside it has no colliding pair.
    int64_t minB = INT64_MAX, maxB = INT64_MIN;
    if (activeB) {
      for (unsigned t = 0; t < b.perThread.size(); ++t)
        if (actB[t])
          minB = std::min(minB, b.perThread[t]),
          maxB = std::max(maxB, b.perThread[t]);
    } else if (const ThreadsByAddress &sortedB = sortedThreads(b);
               !sortedB.empty()) {
      minB = sortedB.front().first, maxB = sortedB.back().first;
    }
    if (minB > maxB)
      return Conflict::None;
    int64_t minA = sortedA.front().first, maxA = sortedA.back().first;
    Conflict result = Conflict::None;
    for (int64_t d : diffs) {
      if (minA + d > maxB + b.size - 1 || maxA + d < minB - a.size + 1)
        continue;
      for (unsigned t2 = 0; t2 < b.perThread.size(); ++t2) {
        if (!actB[t2])
          continue;
        // a(t1) + d overlaps [b(t2), b(t2) + size_b)
        int64_t lo = b.perThread[t2] - a.size + 1 - d;
        int64_t hi = b.perThread[t2] + b.size - 1 - d;
        auto it = std::lower_bound(sortedA.begin(), sortedA.end(),
                                   std::make_pair(lo, 0u));
        for (; it != sortedA.end() && it->first <= hi; ++it) {
          if (it->second == t2 && !a.collective && !b.collective)
            continue;
          pairFirst = it->second, pairSecond = t2;
          if ((it->second >> 5) != (t2 >> 5))
            return Conflict::AcrossWarps;
          result = Conflict::SameWarp;
        }
      }
    }
    return result;
  }

  /// (address, thread) of the threads that run an access, sorted.
  using ThreadsByAddress = std::vector<std::pair<int64_t, unsigned>>;
  static ThreadsByAddress sortThreads(const std::vector<int64_t> &perThread,
                                      const std::vector<bool> &active) {
    ThreadsByAddress sorted;
    for (unsigned t = 0; t < perThread.size(); ++t)
      if (active[t])
        sorted.push_back({perThread[t], t});
    llvm::sort(sorted);
    return sorted;
  }
  /// sortThreads with the access' own guards, computed once per access.
  llvm::DenseMap<const MemoryAccess *, std::unique_ptr<ThreadsByAddress>>
      sortedCache;
  const ThreadsByAddress &sortedThreads(const MemoryAccess &a) {
    std::unique_ptr<ThreadsByAddress> &slot = sortedCache[&a];
    if (!slot)
      slot = std::make_unique<ThreadsByAddress>(
          sortThreads(a.perThread, a.active));
    return *slot;
  }

  // ---- the dataflow ---------------------------------------------------------
  void visitAccess(MemoryAccess *access, State &state) {
    for (const Pending &p : state) {
      if (p.access == access && p.stale.empty())
        continue; // the same execution of the same op
      pairFirst = pairSecond = -1;
      Conflict c = conflict(*p.access, *access, p.stale);
      if (c == Conflict::None)
        continue;
      int64_t t1 = pairFirst, t2 = pairSecond;
      pairFirst = pairSecond = -1;
      bool needsBlock = c == Conflict::AcrossWarps;
      if (!needsBlock && p.warpSynced)
        continue;
      Hazard h;
      h.first = p.access;
      h.second = access;
      h.needsBlock = needsBlock;
      h.acrossIterations = !p.stale.empty();
      h.inFlight = p.asyncCommits >= 0;
      h.insufficientWarpBarrier = needsBlock && p.warpSynced ? p.warpBarrier : nullptr;
      h.firstThread = t1, h.secondThread = t2;
      // [inline-asm]
      h.uncertainBecause = p.access->opaque ? p.access->op
                           : access->opaque ? access->op
                                            : p.uncertainBecause;
      auto [it, inserted] =
          foundIndex.try_emplace({p.access->op, access->op}, found.size());
      if (inserted) {
        found.push_back(h);
      } else {
        Hazard &old = found[it->second];
        old.needsBlock |= h.needsBlock;
        old.acrossIterations &= h.acrossIterations;
        old.inFlight |= h.inFlight;
        if (!h.insufficientWarpBarrier)
          old.insufficientWarpBarrier = nullptr;
        if (!h.uncertainBecause) // [inline-asm] one proven path proves it
          old.uncertainBecause = nullptr;
      }
    }
    Pending fresh{access, {}, false, nullptr, access->async ? 0 : -1};
    auto it = llvm::find_if(state, [&](const Pending &q) { return q.sameKey(fresh); });
    if (it != state.end())
      *it = fresh;
    else
      state.push_back(fresh);
  }

  /// [inline-asm] What the PTX of an asm statement does to the pending
  /// accesses: its own access, cp.async commits and waits, barriers; an
  /// mbarrier wait or text not understood may order anything, which makes
  /// the conflicts after it unproven. An access in the same statement as a
  /// barrier is checked on both sides of it (the order inside is not kept).
  void visitInlineAsm(simt::InlineAsmOp op, State &state) {
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
    bool orders = ptx.blockBarrier || ptx.clusterWait;
    if (orders)
      llvm::erase_if(state, [](const Pending &p) { return p.asyncCommits < 0; });
    else if (ptx.warpBarrier)
      for (Pending &p : state)
        if (!p.warpSynced && p.asyncCommits < 0)
          p.warpSynced = true, p.warpBarrier = op;
    if (ptx.mbarrierWait || !ptx.understood)
      for (Pending &p : state)
        if (!p.uncertainBecause)
          p.uncertainBecause = op;
    if (access && (orders || ptx.warpBarrier))
      visitAccess(access, state);
  }

  void visitOp(Operation *op, State &state) {
    if (op == options.ignoredBarrier)
      return;
    if (auto asmOp = dyn_cast<simt::InlineAsmOp>(op)) { // [inline-asm]
      visitInlineAsm(asmOp, state);
      return;
    }
    auto keepInFlight = [&] {
      llvm::erase_if(state, [](const Pending &p) { return p.asyncCommits < 0; });
    };
    if (auto barrier = dyn_cast<simt::BarrierOp>(op)) {
      if (barrier.getScope() == simt::Scope::Warp) {
        for (Pending &p : state)
          if (!p.warpSynced && p.asyncCommits < 0)
            p.warpSynced = true, p.warpBarrier = op;
      } else {
        keepInFlight();
      }
      return;
    }
    if (isa<simt::BarrierReduceOp>(op)) {
      keepInFlight();
      return;
    }
    // cp.async and wgmma groups: count commits; a wait retires the older
    // groups (of its own kind), whose accesses are then ordinary pending
    // ones.
    bool wgmmaGroups = isa<simt::WgmmaCommitOp, simt::WgmmaWaitOp>(op);
    auto updateAsync = [&](auto update) {
      State updated;
      for (Pending p : state) {
        if (p.asyncCommits >= 0 && p.access->wgmma == wgmmaGroups)
          update(p);
        updated.push_back(std::move(p));
      }
      State next;
      joinInto(next, updated);
      state = std::move(next);
    };
    if (isa<simt::CpAsyncCommitOp, simt::WgmmaCommitOp>(op)) {
      updateAsync([](Pending &p) { p.asyncCommits = std::min(p.asyncCommits + 1, kMaxTrackedGroups); });
      return;
    }
    if (isa<simt::CpAsyncWaitOp, simt::WgmmaWaitOp>(op)) {
      auto cpWait = dyn_cast<simt::CpAsyncWaitOp>(op);
      int pending = cpWait ? int(cpWait.getPending())
                           : int(cast<simt::WgmmaWaitOp>(op).getPending());
      updateAsync([&](Pending &p) {
        if (p.asyncCommits > pending)
          p.asyncCommits = -1;
      });
      return;
    }
    if (auto ifOp = dyn_cast<scf::IfOp>(op)) {
      State thenState = runRegion(ifOp.getThenRegion(), state);
      State elseState = ifOp.getElseRegion().empty()
                            ? state
                            : runRegion(ifOp.getElseRegion(), state);
      joinInto(thenState, elseState);
      state = std::move(thenState);
      return;
    }
    if (auto forOp = dyn_cast<scf::ForOp>(op)) {
      State entry = state;
      for (unsigned i = 0; i < 32; ++i) {
        State out = markStale(runRegion(forOp.getRegion(), entry), {nullptr, op});
        if (!joinInto(entry, out))
          break;
      }
      state = std::move(entry);
      return;
    }
    if (auto whileOp = dyn_cast<scf::WhileOp>(op)) {
      State entry = state, afterBefore;
      for (unsigned i = 0; i < 32; ++i) {
        afterBefore = runRegion(whileOp.getBefore(), entry);
        State out = markStale(runRegion(whileOp.getAfter(), afterBefore), {nullptr, op});
        if (!joinInto(entry, out))
          break;
      }
      state = std::move(afterBefore);
      return;
    }
    if (op->getNumRegions()) {
      State all = state;
      for (Region &r : op->getRegions())
        joinInto(all, runRegion(r, state));
      state = std::move(all);
      return;
    }
    if (MemoryAccess *access = getAccess(op))
      visitAccess(access, state);
  }

  State runBlock(Block &block, State state) {
    for (Operation &op : block)
      visitOp(&op, state);
    return state;
  }

  State runRegion(Region &region, const State &in) {
    if (region.empty())
      return in;
    if (region.hasOneBlock())
      return runBlock(region.front(), in);
    DominanceInfo &dom = uniformity.dominance();
    llvm::DenseMap<Block *, State> inStates;
    llvm::SetVector<Block *> worklist;
    inStates[&region.front()] = in;
    worklist.insert(&region.front());
    State exit;
    while (!worklist.empty()) {
      Block *b = worklist.front();
      worklist.remove(b);
      State out = runBlock(*b, inStates[b]);
      if (b->getNumSuccessors() == 0)
        joinInto(exit, out);
      for (Block *succ : b->getSuccessors()) {
        State edge = dom.dominates(succ, b) ? markStale(out, {succ, nullptr}) : out;
        auto [it, fresh] = inStates.try_emplace(succ);
        if (joinInto(it->second, edge) || fresh)
          worklist.insert(succ);
      }
    }
    return exit;
  }
};

SharedMemoryHazards::SharedMemoryHazards(UniformityAnalysis &uniformity,
                                         Options options)
    : impl(std::make_unique<Impl>(uniformity, options)) {
  Operation *func = uniformity.getFunction();
  impl->runRegion(func->getRegion(0), {});
  // Program order of the second access, then the first: stable diagnostics.
  // No two hazards share both ops, so the sort keys are distinct.
  llvm::DenseMap<Operation *, unsigned> order;
  unsigned position = 0;
  func->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (impl->accessOf.lookup(op))
      order[op] = position;
    ++position;
  });
  std::vector<std::pair<std::pair<unsigned, unsigned>, unsigned>> keys;
  keys.reserve(impl->found.size());
  for (auto [i, h] : llvm::enumerate(impl->found))
    keys.push_back({{order.lookup(h.second->op), order.lookup(h.first->op)},
                    unsigned(i)});
  llvm::sort(keys);
  hazards.reserve(keys.size());
  for (auto &key : keys)
    hazards.push_back(impl->found[key.second]);
}

SharedMemoryHazards::~SharedMemoryHazards() = default;
