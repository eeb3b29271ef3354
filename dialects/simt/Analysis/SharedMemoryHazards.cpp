//===- SharedMemoryHazards.cpp - races on shared memory -------------------===//
#include "dialects/simt/Analysis/SharedMemoryHazards.h"
#include <unordered_map>
#include "dialects/simt/Analysis/LoopValues.h"
#include "dialects/simt/Analysis/StridedLoops.h"

#include "dialects/simt/IR/InlinePtx.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"

#include <functional>
#include <numeric>

#include "dialects/simt/IR/SimtDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SetVector.h"
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

/// An integer argument of the function being checked (`n`, `size`,
/// `log2N`): the counter search tries it at the values of
/// parameterCandidates.
bool isParameter(Value v) {
  auto arg = dyn_cast<BlockArgument>(v);
  if (!arg || !arg.getOwner()->isEntryBlock() ||
      !isa<func::FuncOp>(arg.getOwner()->getParentOp()))
    return false;
  auto type = dyn_cast<IntegerType>(v.getType());
  return type && type.getWidth() > 1 && type.getWidth() <= 64;
}

/// A uniform loop counter (a loop header's argument, or an scf.for
/// induction variable), whose values LoopValues.h may enumerate, or an
/// integer argument of the function (isParameter).
bool isCounterCandidate(Value v, UniformityAnalysis &uniformity) {
  auto arg = dyn_cast<BlockArgument>(v);
  if (!arg || uniformity.getLevel(v) > Uniformity::Block)
    return false;
  Block *owner = arg.getOwner();
  if (auto forOp = dyn_cast<scf::ForOp>(owner->getParentOp()))
    return forOp.getInductionVar() == v;
  return !owner->isEntryBlock() || isParameter(v);
}

/// Whether some use of `v` (through integer casts) is a shift amount:
/// `N = 1 << log2N`.
bool usedAsShiftAmount(Value v, unsigned depth = 0) {
  if (depth > 4)
    return false;
  for (OpOperand &use : v.getUses()) {
    Operation *user = use.getOwner();
    if (isa<arith::ShLIOp, arith::ShRUIOp, arith::ShRSIOp>(user) &&
        use.getOperandNumber() == 1)
      return true;
    if (isa<arith::ExtSIOp, arith::ExtUIOp, arith::TruncIOp, arith::IndexCastOp,
            arith::IndexCastUIOp>(user) &&
        usedAsShiftAmount(user->getResult(0), depth + 1))
      return true;
  }
  return false;
}

/// The values a parameter (isParameter) is tried at, as launch shapes are
/// (LaunchShapes.h): powers of two from 1 to twice the threads tabulated (a
/// count, a size, a stride: the host passes powers of two wherever the
/// kernel halves or masks with them, and the threads of a block meet within
/// that range), or the exponents of those for a shift amount (`N = 1 <<
/// log2N`). Each value multiplies the combinations of the search, so the
/// range stays that small.
SmallVector<int64_t> parameterCandidates(Value v, unsigned threads) {
  SmallVector<int64_t> out;
  bool exponent = usedAsShiftAmount(v);
  for (int64_t k = 0; (int64_t(1) << k) <= 2 * int64_t(threads) && k <= 15; ++k)
    out.push_back(exponent ? k : int64_t(1) << k);
  return out;
}

bool isPureValueOp(Operation *def) {
  if (def->getNumResults() != 1 || def->getNumRegions())
    return false;
  if (auto call = dyn_cast<func::CallOp>(def))
    return call.getCallee().starts_with("__nv_") &&
           llvm::none_of(call.getOperandTypes(),
                         [](Type t) { return isa<simt::PtrType>(t); });
  return isMemoryEffectFree(def) && !isa<simt::SimtDialect>(def->getDialect());
}

/// Collects the loop counters `v` is computed from, when everything else it
/// reads is tabulable (thread ids, constants, the shape's blockDim).
bool collectCounters(Value v, ThreadFunctions &tables,
                     UniformityAnalysis &uniformity,
                     llvm::SetVector<Value> &counters, unsigned depth = 0) {
  if (depth > 24)
    return false;
  APInt c;
  if (matchPattern(v, m_ConstantInt(&c)) || tables.table(v))
    return true;
  if (isCounterCandidate(v, uniformity)) {
    counters.insert(v);
    return true;
  }
  Operation *def = v.getDefiningOp();
  if (!def)
    return false;
  FloatAttr f;
  if (matchPattern(v, m_Constant(&f)))
    return true;
  if (!isPureValueOp(def))
    return false;
  for (Value operand : def->getOperands())
    if (!collectCounters(operand, tables, uniformity, counters, depth + 1))
      return false;
  return true;
}

bool bindable(Value v, ThreadFunctions &tables, UniformityAnalysis &uniformity) {
  llvm::SetVector<Value> counters;
  return collectCounters(v, tables, uniformity, counters) && !counters.empty();
}

class AddressBuilder {
public:
  AddressBuilder(UniformityAnalysis &u, ThreadFunctions &tf,
                 ThreadFunctions &uniformEval)
      : uniformity(u), tables(tf), uniformEval(uniformEval) {}

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
        access.widened = true;
        access.widenedBy += top * multiplier;
        return true;
      }
    }
    return false;
  }

  AddressSymbol symbolFor(Value value, int64_t multiplier) {
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

  /// `(x + c) % M`, `(x + c) & (M - 1)` and functions of them by constants
  /// (`^ 1`, `+ 1`, `* 2`): the x and M they depend on.
  static std::optional<std::pair<Value, unsigned>> residueBase(Value v,
                                                               unsigned depth = 0) {
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
  /// x in x + c, x - c (casts stripped).
  static Value affineBase(Value e) {
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

  /// Fills buffer, offsets and size from the pointer; false if the access is
  /// not to shared memory (or global, when tracked).
  bool describe(MemoryAccess &access, Value ptr, Type valueType,
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
      for (auto [value, bytes] : offsets)
        if (!addOffset(access, value, bytes))
          access.exact = false;
      access.size += access.widenedBy;
      for (auto [index, count] : extents)
        if (access.strideInduction && stripIntCasts(index) == access.strideInduction &&
            (!access.strideExtent || count < *access.strideExtent))
          access.strideExtent = count;
      decomposeRows();
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
  /// `(x / C) * (C * m) + (x % C) * m` is `x * m` (C's division truncates,
  /// so the identity holds for negative x too): a flat index split into row
  /// and column (`tile[i / 18][i % 18]`) is the flat index again.
  static void recombineDivRem(SmallVector<std::pair<Value, int64_t>, 4> &offsets) {
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

  bool setGlobal(MemoryAccess &access) {
    access.buffer = "<global memory>";
    access.exact = false;
    return true;
  }
  UniformityAnalysis &uniformity;
  ThreadFunctions &tables;
  ThreadFunctions &uniformEval;
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
  /// The access ran in the loop's last iteration: it crossed the back edge
  /// once and left by the exit test (the body opens with a barrier, so an
  /// access from an earlier iteration cannot get here).
  bool lastIteration = false;
  bool operator<(const LoopMarker &o) const {
    return std::tie(header, loop, lastIteration) <
           std::tie(o.header, o.loop, o.lastIteration);
  }
  bool operator==(const LoopMarker &o) const {
    return header == o.header && loop == o.loop &&
           lastIteration == o.lastIteration;
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
  /// Evaluates uniform values (residue selectors), knowing blockDim when the
  /// tables assume a shape.
  std::optional<ThreadFunctions> uniformEvalStorage;
  ThreadFunctions &uniformEval() {
    if (!uniformEvalStorage)
      uniformEvalStorage.emplace(ThreadFunctions::uniformEvaluator(
          uniformity.getFunction(), tables().blockShape()));
    return *uniformEvalStorage;
  }
  /// Joint loop simulations (the IR and the block shape are fixed here).
  LoopValueCache loopValueCache;
  /// The counter search's tables of one side of a pair (the threads that
  /// run it and their addresses) under given counter values: every pair an
  /// access is in asks for the same ones. Keyed by the access, the terms
  /// and guards evaluated and the bindings; capped in size.
  struct SideTables {
    bool unknown = false;
    std::vector<std::pair<unsigned, int64_t>> live; // thread, address
  };
  std::unordered_map<std::string, SideTables> sideTablesCache;
  size_t sideTablesBytes = 0;
  static constexpr size_t kSideTablesBudget = size_t(96) << 20;
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

  bool isVariant(Value v, const LoopMarker &m, unsigned depth = 0) {
    if (!isVariantPlace(v, m))
      return false;
    // A pure value computed inside the loop from values that are not
    // (`stage ^ 1` recomputed in every iteration of a row loop) is the same
    // in every iteration.
    Operation *def = v.getDefiningOp();
    if (!def || depth > 8 || !isPureValueOp(def) || def->getNumOperands() == 0)
      return true;
    return llvm::any_of(def->getOperands(),
                        [&](Value o) { return isVariant(o, m, depth + 1); });
  }
  bool isVariantPlace(Value v, const LoopMarker &m) {
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
    AddressBuilder builder(uniformity, tables(), uniformEval());
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
    if (!access->exact)
      access->injectiveHeader = injectiveStridedIndex(ptr, op);
    if (!access->exact && access->inexactReason.empty())
      access->inexactReason = "the address at " + describeLine(op) +
                              " is not an affine function of thread ids, "
                              "constants and uniform values";
    tabulate(*access);
    accesses.push_back(std::move(access));
    MemoryAccess *result = accessOf[op] = accesses.back().get();
    checkSameInstruction(result);
    return result;
  }

  /// The header of the block-strided loop `for (i = threadIdx.x; i < C;
  /// i += blockDim.x)` (C a constant, at most 4096) when `ptr` is a shared
  /// buffer plus one index computed from i and constants alone that takes a
  /// different value for every i in [0, C): the executions of the loop by
  /// the threads have different i (i = t + k * stride, stride >= the
  /// threads), so they never write the same element (the bit-reversed
  /// stores of an FFT).
  Block *injectiveStridedIndex(Value ptr, Operation *user) {
    // Threads that share threadIdx.x (rows of a 2-D block) share i.
    const std::optional<BlockShape> &shape = tables().blockShape();
    if (shape ? shape->y > 1 || shape->z > 1 : !tables().isOneDimensional())
      return nullptr;
    Value index;
    for (Value cur = ptr;;) {
      Operation *def = cur.getDefiningOp();
      if (auto add = dyn_cast_or_null<simt::PtrAddOp>(def)) {
        APInt c;
        if (!matchPattern(add.getOffset(), m_ConstantInt(&c))) {
          if (index)
            return nullptr;
          index = add.getOffset();
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
    if (!index)
      return nullptr;
    // The one loop index the offset reads.
    Value induction;
    SmallVector<Value> worklist{index};
    llvm::DenseSet<Value> seen;
    while (!worklist.empty()) {
      Value v = worklist.pop_back_val();
      if (!seen.insert(v).second)
        continue;
      if (matchPattern(v, m_Constant()))
        continue;
      if (isa<BlockArgument>(v)) {
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
    auto iv = matchStridedInduction(induction, uniformity.dominance());
    auto start = iv ? iv->start.getDefiningOp<simt::ThreadIdOp>() : nullptr;
    if (!start || start.getDim() != simt::Dim::X || iv->factor < 1 ||
        (iv->constantRest && iv->factor * *iv->constantRest < int64_t(tables().numThreads())))
      return nullptr;
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
    llvm::DenseSet<int64_t> values;
    ThreadFunctions &eval = uniformEval();
    for (int64_t x = 0; x < bound.getSExtValue(); ++x) {
      auto table = eval.tableWith(index, {{induction, x}});
      if (!table || table->empty() || !values.insert((*table)[0]).second)
        return nullptr;
    }
    return header;
  }

  /// Whether the store writes a shared buffer whose writers agree on the
  /// value by construction (`simt.replicated_writes` on the simt.global: the
  /// tile lowering's layout-conversion and reduction buffers).
  static bool replicatedWrites(const MemoryAccess &access) {
    llvm::StringRef name = access.buffer;
    if (!name.consume_front("@"))
      return false;
    auto module = access.op->getParentOfType<ModuleOp>();
    Operation *g = module ? SymbolTable::lookupSymbolIn(module, name) : nullptr;
    return g && g->hasAttr(simt::SimtDialect::kReplicatedWritesAttrName);
  }

  /// One store executed by several threads: two of them writing the same
  /// bytes with different values race, and no barrier orders them. A value
  /// uniform in the block is the same everywhere (`done = 1`): benign.
  void checkSameInstruction(MemoryAccess *access) {
    auto store = dyn_cast<simt::StoreOp>(access->op);
    if (!options.sameInstruction || !store || !access->exact || access->stride ||
        access->widened ||
        access->collective ||
        !tables().tabulates() ||
        uniformity.getLevel(store.getValue()) <= Uniformity::Block)
      return;
    if (!access->tabulated && !access->needsBindings)
      return;
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
    auto [it, inserted] = foundIndex.try_emplace({access->op, access->op}, found.size());
    if (inserted)
      found.push_back(h);
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
    AddressBuilder builder(uniformity, tables(), uniformEval());
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
    // Threads that cannot run the access (`if (tid == 0) s[0] = v`); guards
    // that compare the thread with a loop counter wait for its values.
    for (auto [cond, expected] : uniformity.getGuards(a.op)) {
      if (const auto *table = tf.table(cond)) {
        for (unsigned t = 0; t < n; ++t)
          if (bool((*table)[t]) != expected)
            a.active[t] = false;
      } else if (uniformity.getLevel(cond) > Uniformity::Block &&
                 bindable(cond, tf, uniformity)) {
        // A uniform guard on counters (a loop's exit test) turns the access
        // on or off for every thread alike: it needs no bindings by itself.
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

  /// The possible values of (address of a) - (address of b) outside their
  /// thread parts, or nothing when they are not comparable: plain symbols
  /// must cancel, residue symbols of one base are tried residue by residue.
  std::optional<llvm::SmallVector<int64_t, 4>>
  symbolicDifference(const MemoryAccess &a, const MemoryAccess &b,
                     ArrayRef<LoopMarker> stale) {
    llvm::SmallVector<int64_t, 4> diffs{a.constant - b.constant};
    auto variant = [&](Value v) {
      return llvm::any_of(stale, [&](const LoopMarker &m) { return isVariant(v, m); });
    };
    llvm::SmallDenseMap<Value, int64_t> plain;
    for (const auto &s : a.symbols)
      if (!s.isResidue())
        plain[s.value] += s.coefficient;
    for (const auto &s : b.symbols)
      if (!s.isResidue())
        plain[s.value] -= s.coefficient;
    for (auto [v, coef] : plain)
      if (coef != 0 || variant(v))
        return std::nullopt;
    auto addChoices = [&](ArrayRef<int64_t> choices) {
      llvm::SmallVector<int64_t, 4> next;
      for (int64_t d : diffs)
        for (int64_t c : choices)
          if (!llvm::is_contained(next, d + c))
            next.push_back(d + c);
      diffs = std::move(next);
    };
    // Residue symbols by base: in one iteration both accesses see the same
    // residue; once the base changed (a loop went round), any two.
    llvm::SetVector<Value> bases;
    for (const auto *m : {&a, &b})
      for (const auto &s : m->symbols)
        if (s.isResidue())
          bases.insert(s.value);
    for (Value base : bases) {
      unsigned period = 1;
      for (const auto *m : {&a, &b})
        for (const auto &s : m->symbols)
          if (s.isResidue() && s.value == base)
            period = std::lcm(period, s.modulus);
      if (period > 64)
        return std::nullopt;
      auto sideValue = [&](const MemoryAccess &m, unsigned r) {
        int64_t sum = 0;
        for (const auto &s : m.symbols)
          if (s.isResidue() && s.value == base)
            sum += s.coefficient * s.residueValues[r % s.modulus];
        return sum;
      };
      llvm::SmallVector<int64_t, 8> choices;
      auto add = [&](int64_t c) {
        if (!llvm::is_contained(choices, c))
          choices.push_back(c);
      };
      if (variant(base)) {
        for (unsigned r1 = 0; r1 < period; ++r1)
          for (unsigned r2 = 0; r2 < period; ++r2)
            add(sideValue(a, r1) - sideValue(b, r2));
      } else {
        for (unsigned r = 0; r < period; ++r)
          add(sideValue(a, r) - sideValue(b, r));
      }
      addChoices(choices);
      if (diffs.size() > 64)
        return std::nullopt;
    }
    return diffs;
  }

  /// Set by conflict(): whether the conflict it returned is shown by a
  /// witness, why not, and the witness.
  bool lastProven = true;
  std::string lastUndecided;
  RaceWitness lastWitness;

  Conflict undecided(std::string why) {
    lastProven = false;
    lastUndecided = std::move(why);
    return Conflict::AcrossWarps;
  }

  /// Both addresses are rows of one array (MemoryAccess::rowIndex) whose
  /// row indices are functions of the thread: only threads with the same
  /// row can meet. None when no two threads share a row, SameWarp when only
  /// threads of one warp do; nothing when threads of two warps may.
  std::optional<Conflict> rowsApart(const MemoryAccess &a, const MemoryAccess &b) {
    if (!a.rowIndex || !b.rowIndex || a.rowBytes != b.rowBytes || a.buffer.empty() ||
        a.buffer != b.buffer || a.collective || b.collective || !tables().tabulates())
      return std::nullopt;
    const std::vector<int64_t> *ra = tables().table(a.rowIndex);
    if (!ra)
      return std::nullopt;
    std::vector<int64_t> rowA = *ra; // table() may rehash the cache
    const std::vector<int64_t> *rb = tables().table(b.rowIndex);
    if (!rb)
      return std::nullopt;
    const std::vector<int64_t> &rowB = *rb;
    // The warp of each row's threads: a row two warps share decides.
    llvm::DenseMap<int64_t, int64_t> warpOfRow;
    Conflict worst = Conflict::None;
    auto runs = [](const MemoryAccess &m, unsigned t) {
      return m.active.empty() || m.active[t];
    };
    for (unsigned t = 0; t < rowA.size(); ++t) {
      for (auto [row, side] : {std::pair(rowA[t], runs(a, t)), std::pair(rowB[t], runs(b, t))}) {
        if (!side)
          continue;
        auto [it, fresh] = warpOfRow.try_emplace(row, int64_t(t >> 5));
        if (!fresh && it->second != int64_t(t >> 5))
          return std::nullopt;
      }
    }
    // Within a warp: do two different threads share a row?
    struct Users {
      unsigned a = 0, b = 0;
      int64_t aThread = -1, bThread = -1;
    };
    llvm::DenseMap<int64_t, Users> users;
    for (unsigned t = 0; t < rowA.size(); ++t) {
      if (runs(a, t))
        users[rowA[t]].a++, users[rowA[t]].aThread = t;
      if (runs(b, t))
        users[rowB[t]].b++, users[rowB[t]].bThread = t;
    }
    for (auto &[row, u] : users)
      if (u.a && u.b && !(u.a == 1 && u.b == 1 && u.aThread == u.bThread))
        worst = Conflict::SameWarp;
    return worst;
  }

  /// The bytes an access can touch, over every thread that may run it and
  /// every value of its symbols: thread part from its table, symbols that
  /// are uniform values evaluated (blockDim under the shape), loop counters
  /// over their whole range (`for (j = 0; j < blockDim.x; ++j)` has more
  /// values than the counter search tries, but one interval). Nothing when
  /// a part has no known range.
  std::optional<std::pair<int64_t, int64_t>> addressHull(const MemoryAccess &m) {
    if (!m.exact || m.stride || !m.tabulated || m.collective)
      return std::nullopt;
    int64_t lo = INT64_MAX, hi = INT64_MIN;
    for (unsigned t = 0; t < m.perThread.size(); ++t)
      if (m.active.empty() || m.active[t])
        lo = std::min(lo, m.perThread[t]), hi = std::max(hi, m.perThread[t]);
    if (lo > hi)
      return std::nullopt;
    lo += m.constant, hi += m.constant;
    for (const AddressSymbol &sym : m.symbols) {
      if (sym.isResidue())
        return std::nullopt;
      int64_t vlo, vhi;
      if (auto table = uniformEval().tableWith(sym.value, {}); table && !table->empty()) {
        vlo = vhi = (*table)[0];
      } else if (isCounterCandidate(sym.value, uniformity) && !isParameter(sym.value)) {
        // Inside the loop's body the counter never holds its exit value.
        bool inBody = false;
        if (auto arg = dyn_cast<BlockArgument>(sym.value)) {
          if (auto forOp = dyn_cast<scf::ForOp>(arg.getOwner()->getParentOp()))
            inBody = forOp.getInductionVar() == arg;
          else if (auto br = dyn_cast<cf::CondBranchOp>(arg.getOwner()->getTerminator()))
            // The true side is the body: it leads back round (a back
            // edge of the header comes from a block it dominates).
            inBody = br.getTrueDest() != arg.getOwner() &&
                     uniformity.dominance().dominates(br.getTrueDest(), m.op->getBlock()) &&
                     llvm::any_of(arg.getOwner()->getPredecessors(), [&](Block *p) {
                       return uniformity.dominance().dominates(br.getTrueDest(), p);
                     });
        }
        auto values = enumerateLoopValues(sym.value, uniformity.dominance(), uniformEval(), {},
                                          4096, /*includeExit=*/!inBody, &loopValueCache);
        if (!values || values->empty())
          return std::nullopt;
        vlo = *llvm::min_element(*values), vhi = *llvm::max_element(*values);
      } else {
        return std::nullopt;
      }
      int64_t x = sym.coefficient * vlo, y = sym.coefficient * vhi;
      lo += std::min(x, y), hi += std::max(x, y);
    }
    return std::pair(lo, hi + m.size - 1);
  }

  Conflict conflict(const MemoryAccess &a, const MemoryAccess &b,
                    ArrayRef<LoopMarker> stale, bool sameExecution = false) {
    Conflict c = exactConflict(a, b, stale, sameExecution);
    // Not proven either way: accesses whose whole ranges of bytes do not
    // overlap never meet (a carved array read at every j < blockDim.x
    // against the next array).
    if (c != Conflict::None && !lastProven && a.buffer == b.buffer && !a.buffer.empty())
      if (auto ha = addressHull(a))
        if (auto hb = addressHull(b); hb && (ha->second < hb->first || hb->second < ha->first))
          return Conflict::None;
    // Not proven either way: rows of one array that only one warp's threads
    // share (`rowbuf[warp][i]`, whatever i is) leave at most a conflict
    // inside a warp, which a warp barrier orders.
    if (c != Conflict::None && !lastProven) {
      if (auto rows = rowsApart(a, b); rows && *rows < c) {
        if (*rows == Conflict::None)
          return Conflict::None;
        c = *rows;
        lastUndecided = "only threads of one warp share the array row that the accesses at " +
                        describeLine(a.op) + " and " + describeLine(b.op) + " index, and " +
                        lastUndecided;
      }
    }
    if (c != Conflict::None && lastProven && (a.widened || b.widened)) {
      // The widened range covers every byte it may touch, so the warp
      // level of the conflict stands; only the conflict itself is possible.
      const MemoryAccess &w = a.widened ? a : b;
      lastProven = false;
      lastUndecided = "the index at " + describeLine(w.op) +
                      " depends on per-thread data and is only known to lie in "
                      "a range";
    }
    return c;
  }

  Conflict exactConflict(const MemoryAccess &a, const MemoryAccess &b,
                         ArrayRef<LoopMarker> stale, bool sameExecution) {
    lastProven = true;
    lastUndecided.clear();
    lastWitness = RaceWitness();
    if ((!a.writes && !b.writes) || (a.atomic && b.atomic))
      return Conflict::None;
    if (!a.buffer.empty() && !b.buffer.empty() && a.buffer != b.buffer)
      return Conflict::None;
    // A wgmma reads its operand tiles whole: any write into them meets it.
    if ((a.wgmma && !a.exact && b.writes) || (b.wgmma && !b.exact && a.writes))
      return Conflict::AcrossWarps;
    // One store whose index is injective in its block-strided loop, met
    // only in that loop's earlier iterations: never the same element.
    if (&a == &b && a.injectiveHeader && !a.widened &&
        llvm::all_of(stale, [&](const LoopMarker &m) { return m.header == a.injectiveHeader; }))
      return Conflict::None;
    if (!a.exact || !b.exact) {
      const MemoryAccess &vague = !a.exact ? a : b;
      return undecided(vague.inexactReason.empty()
                           ? "the address at " + describeLine(vague.op) +
                                 " is not understood"
                           : vague.inexactReason);
    }
    auto diffs = symbolicDifference(a, b, stale);
    // One side walks a block-strided loop with a constant stride and bound
    // (`for (b = lane; b < 64; b += 32)`), the other does not: each
    // iteration the threads can run is tried.
    if (diffs && (!a.stride || !b.stride) && a.tabulated && b.tabulated) {
      const MemoryAccess &m = a.stride ? a : b;
      if (m.strideRest && runsIteration(m, 0)) {
        int64_t step = m.strideCoef * m.strideFactor * *m.strideRest;
        Conflict worst = Conflict::None;
        RaceWitness witness;
        for (int64_t k = 0; k <= 64; ++k) {
          auto live = runsIteration(m, k);
          if (llvm::none_of(*live, [](bool x) { return x; })) {
            lastWitness = witness;
            return worst;
          }
          SmallVector<int64_t, 8> shifted;
          for (int64_t d : *diffs)
            shifted.push_back(&m == &a ? d + k * step : d - k * step);
          Conflict c = &m == &a ? tabulatedConflict(a, b, shifted, &*live)
                                : tabulatedConflict(a, b, shifted, nullptr, &*live);
          if (c > worst) {
            worst = c;
            witness = lastWitness;
            witness.iterations = "the block-strided loop at " + describeLine(m.op) +
                                 " is in iteration " + std::to_string(k);
          }
          if (worst == Conflict::AcrossWarps)
            break;
        }
        if (worst == Conflict::AcrossWarps) {
          lastWitness = witness;
          return worst;
        }
      }
    }
    if (diffs && (a.stride || b.stride)) {
      Conflict c = stridedConflict(a, b, *diffs);
      // The first iteration of the strided loops (their start addresses)
      // already shows two threads colliding: a witness.
      if (c != Conflict::None && a.tabulated && b.tabulated) {
        Conflict first = tabulatedConflict(a, b, *diffs);
        if (first != Conflict::None) {
          lastWitness.iterations = "the block-strided loops are in their first iteration";
          // One store colliding with itself: no warp barrier orders that.
          return &a == &b ? Conflict::AcrossWarps : first;
        }
        // A constant stride narrower than the threads: iterations m1 and m2
        // of the loop(s) collide (`j = t; j += 64` with 256 threads).
        const MemoryAccess &s1 = a.stride ? a : b;
        if (s1.strideRest && a.stride && b.stride && !stale.empty()) {
          int64_t step = s1.strideCoef * s1.strideFactor * *s1.strideRest;
          // With both loop tests known (`b < BINS`), every iteration
          // distance a thread can run is tried, and none colliding proves
          // the pair apart; otherwise the first four.
          bool exhaustive = runsIteration(a, 0) && runsIteration(b, 0);
          for (int64_t k = 1; k <= (exhaustive ? 64 : 4); ++k) {
            // a k iterations ahead of b, then b ahead of a; only threads
            // whose loop test lets them run that far take part.
            SmallVector<int64_t, 8> ahead, behind;
            for (int64_t d : *diffs)
              ahead.push_back(d + k * step), behind.push_back(d - k * step);
            auto liveA = runsIteration(a, k), liveB = runsIteration(b, k);
            if (exhaustive && llvm::none_of(*liveA, [](bool x) { return x; }) &&
                llvm::none_of(*liveB, [](bool x) { return x; }))
              return Conflict::None; // no thread runs k iterations
            Conflict later = tabulatedConflict(a, b, ahead, liveA ? &*liveA : nullptr);
            if (later == Conflict::None)
              later = tabulatedConflict(a, b, behind, nullptr, liveB ? &*liveB : nullptr);
            if (later != Conflict::None) {
              lastWitness.iterations = "their block-strided loop iterations are " +
                                       std::to_string(k) + " apart";
              return later;
            }
          }
        }
      }
      if (c != Conflict::None)
        return undecided("the block-strided loop indices at " +
                         describeLine(a.op) + " and " + describeLine(b.op) +
                         " are not known to be the same thread's");
      return c;
    }
    if (!diffs && disjointLoopRanges(a, b, stale))
      return Conflict::None;
    if (auto c = stridedAgainstCounters(a, b, stale))
      return *c;
    if (a.stride || b.stride)
      return undecided("the block-strided loop index at " +
                       describeLine((a.stride ? a : b).op) +
                       " is not compared with the other address");
    if (diffs && a.tabulated && b.tabulated) {
      Conflict c = tabulatedConflict(a, b, *diffs, nullptr, nullptr, sameExecution);
      if (c == Conflict::None || (!a.needsBindings && !b.needsBindings))
        return c;
      // The guards that compare the thread with a loop counter decide.
    }
    if (tables().tabulates()) {
      if (auto c = bindingConflict(a, b, stale, sameExecution))
        return *c;
      if (diffs && a.tabulated && b.tabulated) {
        // The counters' values are not known: the guards on them are
        // assumed to pass, as guards on data are.
        Conflict c = tabulatedConflict(a, b, *diffs, nullptr, nullptr, sameExecution);
        if (c != Conflict::None)
          return undecided(lastUndecided.empty()
                               ? "the loop counters its guards compare with "
                                 "the thread have unknown values"
                               : lastUndecided);
        return c;
      }
      return undecided(lastUndecided.empty()
                           ? "the addresses at " + describeLine(a.op) + " and " +
                                 describeLine(b.op) +
                                 " differ by a value not known here"
                           : lastUndecided);
    }
    if (!diffs)
      return undecided("the addresses at " + describeLine(a.op) + " and " +
                       describeLine(b.op) + " differ by a value not known here");
    // 2-D/3-D blocks: identical thread terms that use every thread dimension
    // the kernel uses are the same thread's slot (in-bounds indexing makes
    // them injective); anything else may collide across warps (the block
    // shapes of LaunchShapes.h decide).
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
    return undecided("the thread indices are compared without a block shape");
  }

  /// One access walks a block-strided loop with a constant stride and bound
  /// (`for (r = ty; r < 20; r += 16)`), the other depends on loop counters
  /// (`rows[ty + k][tx]`, k < 5): each iteration the threads can run is the
  /// strided access moved by that many strides, which the counter search
  /// compares with the other. Nothing when some iteration cannot be decided.
  std::optional<Conflict> stridedAgainstCounters(const MemoryAccess &a, const MemoryAccess &b,
                                                 ArrayRef<LoopMarker> stale) {
    if (bool(a.stride) == bool(b.stride) || !tables().tabulates())
      return std::nullopt;
    const MemoryAccess &m = a.stride ? a : b;
    const MemoryAccess &other = a.stride ? b : a;
    if (!m.strideRest || !m.tabulated || !other.exact || !runsIteration(m, 0))
      return std::nullopt;
    int64_t step = m.strideCoef * m.strideFactor * *m.strideRest;
    Conflict worst = Conflict::None;
    RaceWitness witness;
    bool proven = true;
    std::string why;
    for (int64_t k = 0; k <= 64; ++k) {
      auto live = runsIteration(m, k);
      if (!live)
        return std::nullopt;
      if (llvm::none_of(*live, [](bool x) { return x; })) {
        lastProven = proven;
        lastUndecided = why;
        lastWitness = witness;
        return worst;
      }
      MemoryAccess shifted = m;
      shifted.stride = Value();
      shifted.strideCoef = 0;
      shifted.strideRest.reset();
      shifted.strideInduction = shifted.strideStart = Value();
      shifted.strideExtent.reset();
      shifted.constant += k * step;
      shifted.active = *live;
      lastProven = true;
      lastUndecided.clear();
      auto c = &m == &a ? bindingConflict(shifted, other, stale, false)
                        : bindingConflict(other, shifted, stale, false);
      if (!c)
        return std::nullopt;
      if (*c > worst) {
        worst = *c;
        witness = lastWitness;
        std::string at = "the block-strided loop at " + describeLine(m.op) +
                         " is in iteration " + std::to_string(k);
        witness.iterations = witness.iterations.empty() ? at : witness.iterations + ", " + at;
        proven = lastProven;
        why = lastUndecided;
      }
      if (worst == Conflict::AcrossWarps)
        break;
    }
    if (worst == Conflict::None)
      return std::nullopt; // more than 64 iterations: not all were tried
    lastProven = proven;
    lastUndecided = why;
    lastWitness = witness;
    return worst;
  }

  /// The exit test `i < U` of a strided induction variable i (U uniform)
  /// when `op` runs only while it holds: the U.
  Value strideBound(const MemoryAccess &m) {
    auto arg = dyn_cast_or_null<BlockArgument>(m.strideInduction);
    if (!arg)
      return Value();
    if (auto forOp = dyn_cast<scf::ForOp>(arg.getOwner()->getParentOp()))
      return forOp.getInductionVar() == arg ? forOp.getUpperBound() : Value();
    auto br = dyn_cast<cf::CondBranchOp>(arg.getOwner()->getTerminator());
    auto cmp = br ? br.getCondition().getDefiningOp<arith::CmpIOp>() : nullptr;
    if (!cmp || stripIntCasts(cmp.getLhs()) != arg ||
        (cmp.getPredicate() != arith::CmpIPredicate::slt &&
         cmp.getPredicate() != arith::CmpIPredicate::ult) ||
        !uniformity.dominance().dominates(br.getTrueDest(), m.op->getBlock()) ||
        br.getTrueDest()->getSinglePredecessor() != arg.getOwner() ||
        uniformity.getLevel(cmp.getRhs()) > Uniformity::Block)
      return Value();
    return cmp.getRhs();
  }

  /// Two accesses of one block-strided loop over `i < U` (i from a
  /// non-negative start, rising), at `X + m*i` and `X + m*U + m*i`: the
  /// first stays in [X, X + m*U), the second in [X + m*U, X + 2*m*U), so no
  /// two executions meet, in any threads or iterations (llm.c's
  /// `shared` / `shared + C` halves filled by `i < C`).
  bool disjointLoopRanges(const MemoryAccess &a, const MemoryAccess &b,
                          ArrayRef<LoopMarker> stale) {
    if (!a.stride || !b.stride || a.strideInduction != b.strideInduction ||
        a.strideCoef != b.strideCoef || a.strideCoef <= 0 ||
        std::max(a.size, b.size) > a.strideCoef || a.constant != b.constant ||
        a.threadTerms != b.threadTerms || a.widened || b.widened)
      return false;
    Value bound = strideBound(a);
    if (!bound || stripIntCasts(bound) != stripIntCasts(strideBound(b)))
      return false;
    // The start is non-negative: a constant, or a thread index.
    Value start = stripIntCasts(a.strideStart);
    APInt c;
    bool nonNegative = (matchPattern(start, m_ConstantInt(&c)) && !c.isNegative()) ||
                       start.getDefiningOp<simt::ThreadIdOp>();
    if (!nonNegative)
      return false;
    // U and the symbols are the same in both executions (no loop around
    // both changed them).
    auto variant = [&](Value v) {
      return llvm::any_of(stale, [&](const LoopMarker &m) { return isVariant(v, m); });
    };
    if (variant(bound) || llvm::any_of(a.symbols, [&](auto &s) { return variant(s.value); }) ||
        llvm::any_of(b.symbols, [&](auto &s) { return variant(s.value); }))
      return false;
    // The symbols differ by exactly m*U.
    llvm::SmallDenseMap<Value, int64_t> plain;
    for (const auto &sym : a.symbols) {
      if (sym.isResidue())
        return false;
      plain[stripIntCasts(sym.value)] += sym.coefficient;
    }
    for (const auto &sym : b.symbols) {
      if (sym.isResidue())
        return false;
      plain[stripIntCasts(sym.value)] -= sym.coefficient;
    }
    for (auto [v, coef] : plain) {
      if (coef == 0)
        continue;
      if (v != stripIntCasts(bound) || std::abs(coef) != a.strideCoef)
        return false;
    }
    return llvm::any_of(plain, [](auto &kv) { return kv.second != 0; });
  }

  static std::string describeLine(Operation *op) {
    if (auto fl = dyn_cast<FileLineColLoc>(op->getLoc()))
      return "line " + std::to_string(fl.getLine());
    return "this point";
  }

  // ---- loop counters, tried value by value ----------------------------------
  /// One variable of the search: a counter as one access (side 0 = a,
  /// 1 = b) or both (side 2) see it.
  struct CounterVar {
    Value counter;
    unsigned side;
    /// Both sides have their own copy and the counter's own loop went round
    /// (it steps monotonically): the copies differ.
    int distinctFrom = -1;
    SmallVector<unsigned, 2> dependsOn; ///< indices of outer counters
  };

  /// Each access' addresses and active threads under every combination of
  /// the loop-counter values they depend on; a collision between two
  /// different threads is a race with the counter values as witness. Nothing
  /// when the counters cannot be enumerated (lastUndecided says why).
  std::optional<Conflict> bindingConflict(const MemoryAccess &a,
                                          const MemoryAccess &b,
                                          ArrayRef<LoopMarker> stale,
                                          bool sameExecution) {
    ThreadFunctions &tf = tables();
    auto variantIn = [&](Value v) {
      SmallVector<LoopMarker> in;
      for (const LoopMarker &m : stale)
        if (isVariant(v, m))
          in.push_back(m);
      return in;
    };
    // Symbols both sides share unchanged cancel; the others are evaluated.
    llvm::SmallDenseMap<Value, int64_t> plain;
    for (const auto &s : a.symbols)
      if (!s.isResidue())
        plain[s.value] += s.coefficient;
    for (const auto &s : b.symbols)
      if (!s.isResidue())
        plain[s.value] -= s.coefficient;
    auto cancels = [&](const AddressSymbol &s) {
      return !s.isResidue() && plain.lookup(s.value) == 0 &&
             variantIn(s.value).empty();
    };
    // What each side evaluates, and the counters that needs.
    struct Side {
      const MemoryAccess *m;
      SmallVector<std::pair<int64_t, Value>> terms; // coefficient, value
      SmallVector<std::pair<Value, bool>> guards;
      llvm::SetVector<Value> counters;
      /// Stage selectors, decided once the counters are known.
      SmallVector<const AddressSymbol *, 2> residues;
    } sides[2] = {{&a, {}, {}, {}, {}}, {&b, {}, {}, {}, {}}};
    for (Side &side : sides) {
      for (const AddressSymbol &sym : side.m->symbols) {
        if (cancels(sym))
          continue;
        if (sym.isResidue()) {
          side.residues.push_back(&sym);
          continue;
        }
        Value expr = sym.expression ? sym.expression : sym.value;
        if (!collectCounters(expr, tf, uniformity, side.counters)) {
          lastUndecided = "the addresses at " + describeLine(a.op) + " and " +
                          describeLine(b.op) + " differ by a value not known here";
          return std::nullopt;
        }
        side.terms.push_back({sym.coefficient, expr});
      }
      for (auto [coef, value] : side.m->threadTerms) {
        if (!collectCounters(value, tf, uniformity, side.counters))
          return std::nullopt;
        side.terms.push_back({coef, value});
      }
      // Guards that compare the thread with counters first; a uniform guard
      // (a loop's exit test, `if (s >= 32)`) only when it reads no counter
      // besides those: the exit tests of unrelated loops before the access
      // would multiply the combinations without changing who collides.
      SmallVector<std::pair<Value, bool>> uniformGuards;
      for (auto [cond, expected] : uniformity.getGuards(side.m->op)) {
        if (tf.table(cond))
          continue;
        if (uniformity.getLevel(cond) <= Uniformity::Block) {
          uniformGuards.push_back({cond, expected});
          continue;
        }
        if (collectCounters(cond, tf, uniformity, side.counters))
          side.guards.push_back({cond, expected});
      }
      // The counters the search will bind: those read, and the outer ones
      // their loops start, step or stop at (`j < i` binds i too).
      llvm::SetVector<Value> bound = side.counters;
      for (unsigned i = 0; i < bound.size() && i < 16; ++i)
        for (Value e : loopInputs(bound[i]))
          (void)collectCounters(e, tf, uniformity, bound);
      for (auto [cond, expected] : uniformGuards) {
        llvm::SetVector<Value> own;
        if (collectCounters(cond, tf, uniformity, own) &&
            llvm::all_of(own, [&](Value c) { return bound.contains(c); }))
          side.guards.push_back({cond, expected});
      }
    }
    // A counter changed only by its own loop's last round (LoopMarker).
    auto inLastIteration = [&](Value c) {
      auto in = variantIn(c);
      Block *own = cast<BlockArgument>(c).getOwner();
      return !in.empty() && llvm::all_of(in, [&](const LoopMarker &m) {
        return m.lastIteration && m.header == own;
      });
    };
    // A stage selector (`As[cur ^ 1]`, cur = t & 1) whose counter nothing
    // else reads is compared residue by residue, as symbolicDifference does:
    // its counter's values (`t < tiles`, tiles an argument) are not needed.
    // Otherwise it is evaluated with its counter.
    SmallVector<int64_t, 4> residueShifts{0};
    bool residueShifted = false;
    {
      llvm::SetVector<Value> residueBases;
      for (Side &side : sides)
        for (const AddressSymbol *sym : side.residues)
          if (!sides[0].counters.contains(sym->value) &&
              !sides[1].counters.contains(sym->value))
            residueBases.insert(sym->value);
      for (Side &side : sides)
        for (const AddressSymbol *sym : side.residues) {
          if (residueBases.contains(sym->value))
            continue;
          Value expr = sym->expression ? sym->expression : sym->value;
          if (!collectCounters(expr, tf, uniformity, side.counters)) {
            lastUndecided = "the addresses at " + describeLine(a.op) + " and " +
                            describeLine(b.op) + " differ by a value not known here";
            return std::nullopt;
          }
          side.terms.push_back({sym->coefficient, expr});
        }
      for (Value base : residueBases) {
        unsigned period = 1;
        for (Side &side : sides)
          for (const AddressSymbol *sym : side.residues)
            if (sym->value == base)
              period = std::lcm(period, sym->modulus);
        if (period > 64)
          return std::nullopt;
        auto sideValue = [&](const Side &side, unsigned r) {
          int64_t sum = 0;
          for (const AddressSymbol *sym : side.residues)
            if (sym->value == base)
              sum += sym->coefficient * sym->residueValues[r % sym->modulus];
          return sum;
        };
        SmallVector<int64_t, 8> choices;
        bool wentRound = !variantIn(base).empty();
        for (unsigned r1 = 0; r1 < period; ++r1)
          for (unsigned r2 = 0; r2 < period; ++r2)
            if ((wentRound || r1 == r2) &&
                !llvm::is_contained(choices, sideValue(sides[0], r1) - sideValue(sides[1], r2)))
              choices.push_back(sideValue(sides[0], r1) - sideValue(sides[1], r2));
        SmallVector<int64_t, 4> next;
        for (int64_t d : residueShifts)
          for (int64_t c : choices)
            if (!llvm::is_contained(next, d + c))
              next.push_back(d + c);
        residueShifts = std::move(next);
        // One difference whatever the residue: every iteration shows it.
        residueShifted = residueShifts.size() > 1;
        if (residueShifts.size() > 16)
          return std::nullopt;
      }
    }
    // Variables, outer counters first (a counter's loop may start, step or
    // end at an outer one's value).
    SmallVector<CounterVar, 4> vars;
    llvm::DenseMap<std::pair<Value, unsigned>, unsigned> varIndex;
    std::function<bool(Value, unsigned, unsigned)> addVar =
        [&](Value c, unsigned sideMask, unsigned depth) -> bool {
      if (depth > 6)
        return false;
      bool shared = variantIn(c).empty();
      SmallVector<unsigned, 2> sideIds;
      if (shared || sideMask == 3)
        sideIds = shared ? SmallVector<unsigned, 2>{2}
                         : SmallVector<unsigned, 2>{0, 1};
      else
        sideIds = {sideMask == 1 ? 0u : 1u};
      // Outer counters it depends on.
      llvm::SetVector<Value> outer;
      Block *ownHeader = cast<BlockArgument>(c).getOwner();
      Value ownTest;
      if (auto br = dyn_cast<cf::CondBranchOp>(ownHeader->getTerminator());
          br && !isParameter(c))
        ownTest = br.getCondition();
      for (Value e : loopInputs(c)) {
        llvm::SetVector<Value> read;
        bool known = collectCounters(e, tf, uniformity, read);
        // A test that reads an argument but not the counter leaves the
        // counter its orbit, as for any unknown bound (below): binding the
        // argument would only enumerate the sibling it compares.
        if (known && e == ownTest && !llvm::is_contained(read, c) &&
            llvm::any_of(read, isParameter))
          continue;
        if (known) {
          outer.insert(read.begin(), read.end());
          continue;
        }
        // A test on unknown values that does not read the counter: its
        // values are an orbit (`stage ^= 1` beside `kt < tiles`).
        if (e != ownTest || llvm::is_contained(read, c))
          return false;
      }
      // Siblings of the same header that the accesses read are stepped
      // together with it (`rd ^= 1; wr ^= 1`): the earlier argument first.
      for (Value sibling : ownHeader->getArguments())
        if (sibling != c && !isParameter(c) &&
            cast<BlockArgument>(sibling).getArgNumber() <
                cast<BlockArgument>(c).getArgNumber() &&
            (sides[0].counters.contains(sibling) ||
             sides[1].counters.contains(sibling)))
          outer.insert(sibling);
      outer.remove(c);
      for (unsigned sideId : sideIds) {
        if (varIndex.count({c, sideId}))
          continue;
        unsigned mask = sideId == 2 ? 3 : 1u << sideId;
        for (Value o : outer)
          if (!addVar(o, mask, depth + 1))
            return false;
        CounterVar var{c, sideId, -1, {}};
        for (Value o : outer) {
          for (unsigned s2 : {sideId, 2u})
            if (auto it = varIndex.find({o, s2}); it != varIndex.end())
              var.dependsOn.push_back(it->second);
        }
        varIndex[{c, sideId}] = vars.size();
        vars.push_back(var);
      }
      if (!shared && sideIds.size() == 2) {
        auto changedBy = variantIn(c);
        Block *ownHeader = cast<BlockArgument>(c).getOwner();
        Operation *ownLoop = ownHeader->getParentOp();
        bool onlyOwnLoop = llvm::all_of(changedBy, [&](const LoopMarker &m) {
          return m.header == ownHeader || (m.loop && m.loop == ownLoop);
        });
        if (onlyOwnLoop)
          vars[varIndex[{c, 1}]].distinctFrom = varIndex[{c, 0}];
      }
      return true;
    };
    for (Value c : sides[0].counters)
      if (!addVar(c, sides[1].counters.contains(c) ? 3 : 1, 0))
        return std::nullopt;
    for (Value c : sides[1].counters)
      if (!sides[0].counters.contains(c) && !addVar(c, 2, 0))
        return std::nullopt;
    // No counters: the symbols are still evaluable (`blockDim.x / 32` under
    // a shape), one combination.

    // Enumerate: shared variables in an outer loop, then each side's own.
    std::optional<BlockShape> shape = tf.blockShape();
    if (shape && shape->x == 0)
      shape.reset();
    ThreadFunctions eval = ThreadFunctions::uniformEvaluator(
        uniformity.getFunction(), tf.blockShape());
    DominanceInfo &dom = uniformity.dominance();
    constexpr size_t kMaxEntries = size_t(1) << 18;
    constexpr size_t kMaxCombos = 1u << 14;
    size_t combos = 0;
    bool overBudget = false, unknownValues = false, boundParameters = false;
    // Set once a pair across warps is found: the witness is final (search()
    // keeps the first one), so the remaining combinations need no tables.
    bool settled = false;
    std::vector<int64_t> values(vars.size(), 0);
    std::vector<char> fixed(vars.size(), false);
    // All combinations of the variables `which` (in order), given the
    // values already fixed; calls `visit` for each.
    std::function<void(ArrayRef<unsigned>, function_ref<void()>)> each =
        [&](ArrayRef<unsigned> which, function_ref<void()> visit) {
          if (overBudget || unknownValues || settled)
            return;
          if (which.empty()) {
            if (++combos > kMaxCombos)
              overBudget = true;
            else
              visit();
            return;
          }
          const CounterVar &var = vars[which.front()];
          SmallVector<std::pair<Value, int64_t>, 4> outer;
          for (unsigned d : var.dependsOn)
            outer.push_back({vars[d].counter, values[d]});
          // The arguments fixed so far, which the loops an outer counter
          // steps with may start or stop at (`d = n >> 1` beside `offset`).
          for (auto [i, other] : llvm::enumerate(vars))
            if (fixed[i] && isParameter(other.counter) &&
                (other.side == 2 || other.side == var.side) &&
                !llvm::is_contained(var.dependsOn, unsigned(i)))
              outer.push_back({other.counter, values[i]});
          // The exit value too: after the loop the counter holds it; inside,
          // the loop test (a guard of the body) rules it out.
          // The first access ran in its loop's last iteration: one value.
          std::optional<SmallVector<int64_t>> range;
          if (isParameter(var.counter)) {
            range = parameterCandidates(var.counter, tf.numThreads());
            boundParameters = true;
          } else if (var.side == 0 && inLastIteration(var.counter)) {
            if (auto last = lastIterationValue(var.counter, dom, eval, outer, &loopValueCache))
              range = SmallVector<int64_t>{*last};
          }
          if (!range)
            range = enumerateLoopValues(var.counter, dom, eval, outer, 64,
                                        /*includeExit=*/true, &loopValueCache);
          if (!range) {
            unknownValues = true;
            return;
          }
          fixed[which.front()] = true;
          for (int64_t x : *range) {
            values[which.front()] = x;
            each(which.drop_front(), visit);
          }
          fixed[which.front()] = false;
        };
    SmallVector<unsigned> sharedVars, ownVars[2];
    for (auto [i, var] : llvm::enumerate(vars))
      (var.side == 2 ? sharedVars : ownVars[var.side]).push_back(i);
    struct Entry {
      int64_t address;
      unsigned thread;
      unsigned combo;
    };
    std::vector<Entry> entries[2];
    std::vector<SmallVector<int64_t, 4>> comboValues[2];
    unsigned n = tf.numThreads();
    auto bindingsFor = [&](unsigned sideId) {
      SmallVector<std::pair<Value, int64_t>, 4> out;
      for (auto [i, var] : llvm::enumerate(vars))
        if (var.side == 2 || var.side == sideId)
          out.push_back({var.counter, values[i]});
      return out;
    };
    auto computeSide = [&](const Side &side,
                           ArrayRef<std::pair<Value, int64_t>> bindings) {
      SideTables result;
      std::vector<int64_t> address(n, side.m->constant);
      std::vector<bool> active = side.m->active.empty()
                                     ? std::vector<bool>(n, true)
                                     : side.m->active;
      SmallVector<Value, 8> wanted;
      for (auto [coef, value] : side.terms)
        wanted.push_back(value);
      for (auto [cond, expected] : side.guards)
        wanted.push_back(cond);
      auto tablesBound = tf.tablesWith(wanted, bindings);
      for (auto [i, guard] : llvm::enumerate(side.guards)) {
        const std::vector<int64_t> &table = tablesBound[side.terms.size() + i];
        if (!table.empty())
          for (unsigned t = 0; t < n; ++t)
            if (bool(table[t] & 1) != guard.second)
              active[t] = false;
      }
      // No thread runs the access with these values (the loop test fails
      // at the counter's exit value, `half = 0` after `half /= 2`): the
      // address need not be known (`t / half` is not).
      if (llvm::none_of(active, [](bool x) { return x; }))
        return result;
      for (auto [i, term] : llvm::enumerate(side.terms)) {
        const std::vector<int64_t> &table = tablesBound[i];
        if (table.empty()) {
          result.unknown = true;
          return result;
        }
        for (unsigned t = 0; t < n; ++t)
          address[t] += term.first * table[t];
      }
      for (unsigned t = 0; t < n; ++t)
        if (active[t])
          result.live.push_back({t, address[t]});
      return result;
    };
    auto fill = [&](unsigned sideId) {
      const Side &side = sides[sideId];
      auto bindings = bindingsFor(sideId);
      std::string key;
      auto put = [&](const void *p, size_t bytes) {
        key.append(static_cast<const char *>(p), bytes);
      };
      auto putValue = [&](Value v) {
        const void *p = v.getAsOpaquePointer();
        put(&p, sizeof p);
      };
      put(&side.m, sizeof side.m);
      for (auto [coef, value] : side.terms)
        putValue(value), put(&coef, sizeof coef);
      key.push_back('|');
      for (auto [cond, expected] : side.guards)
        putValue(cond), key.push_back(expected ? '1' : '0');
      key.push_back('|');
      for (auto [counter, x] : bindings)
        putValue(counter), put(&x, sizeof x);
      const SideTables *tables;
      SideTables fresh;
      auto it = sideTablesCache.find(key);
      if (it != sideTablesCache.end()) {
        tables = &it->second;
      } else {
        fresh = computeSide(side, bindings);
        size_t bytes = key.size() + fresh.live.size() * sizeof(fresh.live[0]) + 64;
        if (sideTablesBytes + bytes <= kSideTablesBudget) {
          sideTablesBytes += bytes;
          tables = &(sideTablesCache[key] = std::move(fresh));
        } else {
          tables = &fresh;
        }
      }
      if (tables->unknown) {
        unknownValues = true;
        return;
      }
      if (tables->live.empty())
        return;
      unsigned combo = comboValues[sideId].size();
      comboValues[sideId].push_back(SmallVector<int64_t, 4>(values.begin(), values.end()));
      for (auto [t, address] : tables->live)
        entries[sideId].push_back({address, t, combo});
      if (entries[sideId].size() > kMaxEntries)
        overBudget = true;
    };
    Conflict worst = Conflict::None;
    RaceWitness witness;
    auto search = [&](int64_t shift) {
      auto &as = entries[0], &bs = entries[1];
      for (const Entry &e2 : bs) {
        // a's address plus `shift` (the stage selectors' difference).
        int64_t lo = e2.address - a.size + 1 - shift, hi = e2.address + b.size - 1 - shift;
        auto it = std::lower_bound(as.begin(), as.end(), lo,
                                   [](const Entry &x, int64_t v) { return x.address < v; });
        for (; it != as.end() && it->address <= hi; ++it) {
          if (it->thread == e2.thread && !a.collective && !b.collective)
            continue;
          const auto &va = comboValues[0][it->combo], &vb = comboValues[1][e2.combo];
          bool allowed = true;
          for (auto [i, var] : llvm::enumerate(vars))
            if (var.distinctFrom >= 0 && vb[i] == va[var.distinctFrom])
              allowed = false;
          if (!allowed)
            continue;
          if (sameExecution && !storedValuesDiffer(a, it->thread, e2.thread))
            continue;
          Conflict c = (it->thread >> 5) != (e2.thread >> 5) ? Conflict::AcrossWarps
                                                             : Conflict::SameWarp;
          if (c > worst || witness.firstThread < 0) {
            worst = std::max(worst, c);
            witness.firstThread = it->thread;
            witness.secondThread = e2.thread;
            witness.address = std::max(it->address + shift, e2.address);
            witness.addressRelative = llvm::any_of(
                a.symbols, [&](const AddressSymbol &s) { return cancels(s); });
            witness.iterations = describeIterations(vars, va, vb);
          }
          if (worst == Conflict::AcrossWarps)
            return;
        }
      }
    };
    each(sharedVars, [&] {
      entries[0].clear(), entries[1].clear();
      comboValues[0].clear(), comboValues[1].clear();
      each(ownVars[0], [&] { fill(0); });
      each(ownVars[1], [&] { fill(1); });
      if (!overBudget && !unknownValues && worst != Conflict::AcrossWarps) {
        llvm::sort(entries[0], [](const Entry &x, const Entry &y) { return x.address < y.address; });
        for (int64_t shift : residueShifts)
          if (worst != Conflict::AcrossWarps)
            search(shift);
        settled = worst == Conflict::AcrossWarps;
      }
    });
    if (overBudget) {
      lastUndecided = "the loops around " + describeLine(a.op) + " and " +
                      describeLine(b.op) + " have too many iterations to check";
      return std::nullopt;
    }
    if (unknownValues) {
      lastUndecided = "the loop counters that the accesses at " +
                      describeLine(a.op) + " and " + describeLine(b.op) +
                      " depend on have values not known here";
      return std::nullopt;
    }
    if (worst != Conflict::None) {
      lastWitness = witness;
      // An argument value the collision needs may be one the host never
      // passes with this block size (`len = 2` for a scan of 2 *
      // blockDim.x elements): a witness, not a proof.
      if (boundParameters) {
        lastProven = false;
        lastUndecided = "the accesses at " + describeLine(a.op) + " and " +
                        describeLine(b.op) + " meet for some values of a kernel "
                        "argument (" + witness.iterations + "), which the host may "
                        "never pass";
      }
      // A selector's residues were not tied to the counter's values: the
      // stages may never meet that way.
      if (residueShifted) {
        lastProven = false;
        lastUndecided = "the buffer stages at " + describeLine(a.op) + " and " +
                        describeLine(b.op) + " depend on a loop counter whose "
                        "values are not known here";
      }
    }
    return worst;
  }

  /// The values a counter's loop starts, steps and stops with are computed
  /// from: its entry and back-edge values and its exit test.
  SmallVector<Value, 4> loopInputs(Value counter) {
    SmallVector<Value, 4> inputs;
    if (isParameter(counter))
      return inputs;
    auto arg = cast<BlockArgument>(counter);
    Block *header = arg.getOwner();
    if (auto forOp = dyn_cast<scf::ForOp>(header->getParentOp())) {
      inputs = {forOp.getLowerBound(), forOp.getUpperBound(), forOp.getStep()};
      return inputs;
    }
    for (auto it = header->pred_begin(), e = header->pred_end(); it != e; ++it)
      if (auto branch = dyn_cast<BranchOpInterface>((*it)->getTerminator()))
        if (Value in = branch.getSuccessorOperands(it.getSuccessorIndex())
                           [arg.getArgNumber()];
            in && !uniformity.dominance().dominates(header, *it))
          inputs.push_back(in);
    if (auto br = dyn_cast<cf::CondBranchOp>(header->getTerminator()))
      inputs.push_back(br.getCondition());
    // The back-edge update reads the counter itself (and maybe others).
    for (auto it = header->pred_begin(), e = header->pred_end(); it != e; ++it)
      if (auto branch = dyn_cast<BranchOpInterface>((*it)->getTerminator()))
        if (Value in = branch.getSuccessorOperands(it.getSuccessorIndex())
                           [arg.getArgNumber()];
            in && uniformity.dominance().dominates(header, *it))
          inputs.push_back(in);
    return inputs;
  }

  /// "the argument n" (its source name when the location has one).
  static std::string describeParameter(Value v) {
    auto arg = cast<BlockArgument>(v);
    Location loc = arg.getLoc();
    if (auto fused = dyn_cast<FusedLoc>(loc); fused && !fused.getLocations().empty())
      loc = fused.getLocations().front();
    if (auto name = dyn_cast<NameLoc>(loc))
      return "the argument " + name.getName().str();
    return "argument " + std::to_string(arg.getArgNumber() + 1);
  }

  std::string describeIterations(ArrayRef<CounterVar> vars, ArrayRef<int64_t> va,
                                 ArrayRef<int64_t> vb) {
    std::string out;
    for (auto [i, var] : llvm::enumerate(vars)) {
      if (isParameter(var.counter)) {
        if (!out.empty())
          out += ", ";
        out += "assuming " + describeParameter(var.counter) + " is " +
               std::to_string(var.side == 1 ? vb[i] : va[i]);
        continue;
      }
      Block *header = cast<BlockArgument>(var.counter).getOwner();
      Operation *loopOp = isa<scf::ForOp>(header->getParentOp())
                              ? header->getParentOp()
                              : header->getTerminator();
      std::string what = "the counter of the loop at " + describeLine(loopOp);
      int64_t value = var.side == 1 ? vb[i] : va[i];
      if (!out.empty())
        out += ", ";
      out += what + (var.side == 0   ? " is " + std::to_string(value) + " at the first access"
                     : var.side == 1 ? " is " + std::to_string(value) + " at the second"
                                     : " is " + std::to_string(value));
    }
    return out;
  }

  /// Two threads' executions of one store write different values.
  bool storedValuesDiffer(const MemoryAccess &a, unsigned t1, unsigned t2) {
    auto store = dyn_cast<simt::StoreOp>(a.op);
    if (!store)
      return true;
    const auto *table = tables().table(store.getValue());
    return !table || (*table)[t1] != (*table)[t2];
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

  /// Whether `m` sits in the body of its strided loop, whose exit test
  /// `i < U` compares the index with a value that is not a constant.
  bool loopTestIsNotConstant(const MemoryAccess &m) {
    auto arg = dyn_cast_or_null<BlockArgument>(m.strideInduction);
    auto br = arg ? dyn_cast<cf::CondBranchOp>(arg.getOwner()->getTerminator()) : nullptr;
    auto cmp = br ? br.getCondition().getDefiningOp<arith::CmpIOp>() : nullptr;
    return cmp && stripIntCasts(cmp.getLhs()) == arg && !matchPattern(cmp.getRhs(), m_Constant()) &&
           (cmp.getPredicate() == arith::CmpIPredicate::slt ||
            cmp.getPredicate() == arith::CmpIPredicate::ult) &&
           uniformity.dominance().dominates(br.getTrueDest(), m.op->getBlock());
  }

  /// The threads that run `m` and reach iteration k of its block-strided
  /// loop, whose exit test compares the index with a constant (`for (b =
  /// lane; b < 64; b += 32)`); nothing when the test is not of that form.
  std::optional<std::vector<bool>> runsIteration(const MemoryAccess &m, int64_t k) {
    auto arg = dyn_cast_or_null<BlockArgument>(m.strideInduction);
    if (!arg || !m.strideRest || m.active.empty())
      return std::nullopt;
    const std::vector<int64_t> *start = tables().table(m.strideStart);
    if (!start)
      return std::nullopt;
    int64_t bound = 0;
    arith::CmpIPredicate pred;
    bool stayOnTrue = true;
    // A loop bound that is not a constant (`i < C`): the array dimension
    // the index walks bounds it instead (strideExtent), if there is one.
    auto byExtent = [&]() -> bool {
      if (!m.strideExtent)
        return false;
      bound = *m.strideExtent, pred = arith::CmpIPredicate::slt;
      return true;
    };
    if (auto forOp = dyn_cast<scf::ForOp>(arg.getOwner()->getParentOp())) {
      APInt c;
      if (forOp.getInductionVar() != arg)
        return std::nullopt;
      if (matchPattern(forOp.getUpperBound(), m_ConstantInt(&c)))
        bound = c.getSExtValue(), pred = arith::CmpIPredicate::slt;
      else if (!byExtent())
        return std::nullopt;
    } else if (loopTestIsNotConstant(m) && byExtent()) {
      // The loop runs while `i < C` and the access sits in its body.
    } else {
      auto br = dyn_cast<cf::CondBranchOp>(arg.getOwner()->getTerminator());
      auto cmp = br ? br.getCondition().getDefiningOp<arith::CmpIOp>() : nullptr;
      APInt c;
      if (!cmp || stripIntCasts(cmp.getLhs()) != arg ||
          !matchPattern(cmp.getRhs(), m_ConstantInt(&c)))
        return std::nullopt;
      bound = c.getSExtValue(), pred = cmp.getPredicate();
      Block *body = br.getTrueDest();
      stayOnTrue = uniformity.dominance().dominates(body, m.op->getBlock());
      if (!stayOnTrue &&
          !uniformity.dominance().dominates(br.getFalseDest(), m.op->getBlock()))
        return std::nullopt;
    }
    int64_t step = m.strideFactor * *m.strideRest;
    std::vector<bool> live = m.active;
    for (unsigned t = 0; t < live.size(); ++t) {
      int64_t x = (*start)[t] + k * step;
      bool holds;
      switch (pred) {
      case arith::CmpIPredicate::slt: holds = x < bound; break;
      case arith::CmpIPredicate::sle: holds = x <= bound; break;
      case arith::CmpIPredicate::ult: holds = uint64_t(x) < uint64_t(bound); break;
      case arith::CmpIPredicate::ule: holds = uint64_t(x) <= uint64_t(bound); break;
      case arith::CmpIPredicate::ne: holds = x != bound; break;
      default: return std::nullopt;
      }
      if (holds != stayOnTrue)
        live[t] = false;
    }
    return live;
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
                             const std::vector<bool> *activeB = nullptr,
                             bool sameExecution = false) {
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
          if (sameExecution && !storedValuesDiffer(a, it->second, t2))
            continue;
          pairFirst = it->second, pairSecond = t2;
          lastWitness.firstThread = it->second, lastWitness.secondThread = t2;
          lastWitness.address = std::max(it->first + d + b.constant, b.perThread[t2] + b.constant);
          lastWitness.addressRelative = !a.symbols.empty() || !b.symbols.empty();
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
  /// A hazard outside Options::stopUnlessKnown was found: the run ends.
  bool stopped = false;

  void visitAccess(MemoryAccess *access, State &state) {
    if (stopped)
      return;
    for (const Pending &p : state) {
      if (p.access == access && p.stale.empty())
        continue; // the same execution of the same op
      pairFirst = pairSecond = -1;
      Conflict c = conflict(*p.access, *access, p.stale);
      if (c == Conflict::None)
        continue;
      int64_t t1 = pairFirst, t2 = pairSecond;
      if (lastWitness.firstThread >= 0)
        t1 = lastWitness.firstThread, t2 = lastWitness.secondThread;
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
      h.proven = lastProven && !h.uncertainBecause;
      h.undecided = lastUndecided;
      h.witness = lastWitness;
      auto [it, inserted] =
          foundIndex.try_emplace({p.access->op, access->op}, found.size());
      if (inserted) {
        found.push_back(h);
        if (options.stopUnlessKnown &&
            !options.stopUnlessKnown->contains({p.access->op, access->op})) {
          stopped = true;
          return;
        }
      } else {
        Hazard &old = found[it->second];
        if (h.proven && !old.proven) {
          old.proven = true;
          old.undecided.clear();
          old.witness = h.witness;
          old.firstThread = h.firstThread, old.secondThread = h.secondThread;
        }
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
    // A call through a function pointer may run a barrier (the checks do
    // not follow it): what conflicts across it is unproven, like unknown asm.
    if (isa<func::CallIndirectOp>(op)) {
      for (Pending &p : state)
        if (!p.uncertainBecause)
          p.uncertainBecause = op;
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
    // coopgroups: a grid barrier includes the block barrier.
    if (isa<simt::BarrierReduceOp, simt::GridSyncOp>(op)) {
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
    if (stopped)
      return state;
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
    // What reaches a loop header by its back edges alone.
    llvm::DenseMap<Block *, State> backIn;
    llvm::SetVector<Block *> worklist;
    inStates[&region.front()] = in;
    worklist.insert(&region.front());
    State exit;
    while (!worklist.empty() && !stopped) {
      Block *b = worklist.front();
      worklist.remove(b);
      State out = runBlock(*b, inStates[b]);
      if (b->getNumSuccessors() == 0)
        joinInto(exit, out);
      const LoopShape &loop = loopShape(b);
      for (Block *succ : b->getSuccessors()) {
        State edge = dom.dominates(succ, b) ? markStale(out, {succ, nullptr}) : out;
        if (loop.exit == succ) {
          // A loop whose test holds on entry runs once at least: its exit
          // sees only what came round the back edge.
          if (loop.runsOnce)
            edge = runBlock(*b, backIn[b]);
          if (loop.opensWithBarrier)
            edge = markLastIteration(edge, b);
        }
        bool changed = false;
        if (dom.dominates(succ, b))
          changed |= joinInto(backIn[succ], edge);
        auto [it, fresh] = inStates.try_emplace(succ);
        if (joinInto(it->second, edge) || fresh || changed)
          worklist.insert(succ);
      }
    }
    return exit;
  }

  /// What the dataflow knows of a cf loop header.
  struct LoopShape {
    Block *exit = nullptr;  ///< the successor its test leaves by
    bool runsOnce = false;  ///< the test holds for the entry values
    bool opensWithBarrier = false; ///< the body starts with a block barrier
  };
  llvm::DenseMap<Block *, LoopShape> loopShapes;
  const LoopShape &loopShape(Block *b) {
    auto [it, fresh] = loopShapes.try_emplace(b);
    if (!fresh)
      return it->second;
    LoopShape shape;
    DominanceInfo &dom = uniformity.dominance();
    bool header = llvm::any_of(b->getPredecessors(),
                               [&](Block *p) { return dom.dominates(b, p); });
    if (header && (shape.exit = loopExitOf(b, dom))) {
      shape.runsOnce = runsAtLeastOnce(b, dom, uniformEval());
      auto br = cast<cf::CondBranchOp>(b->getTerminator());
      Block *body = br.getTrueDest() == shape.exit ? br.getFalseDest() : br.getTrueDest();
      for (Operation &op : *body) {
        auto barrier = dyn_cast<simt::BarrierOp>(op);
        if (barrier && &op != options.ignoredBarrier &&
            barrier.getScope() != simt::Scope::Warp) {
          shape.opensWithBarrier = body->getSinglePredecessor() == b;
          break;
        }
        if (!isMemoryEffectFree(&op) || op.getNumRegions())
          break;
      }
    }
    return loopShapes[b] = shape;
  }

  static State markLastIteration(const State &s, Block *header) {
    State marked;
    for (Pending p : s) {
      for (LoopMarker &m : p.stale)
        if (m.header == header && !m.loop)
          m.lastIteration = true;
      llvm::sort(p.stale);
      p.stale.erase(std::unique(p.stale.begin(), p.stale.end()), p.stale.end());
      marked.push_back(std::move(p));
    }
    State out;
    joinInto(out, marked);
    return out;
  }
};

SharedMemoryHazards::SharedMemoryHazards(UniformityAnalysis &uniformity,
                                         Options options)
    : impl(std::make_unique<Impl>(uniformity, options)) {
  Operation *func = uniformity.getFunction();
  impl->runRegion(func->getRegion(0), {});
  stopped = impl->stopped;
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
