//===- MemoryOpToSimt.cpp - views, loads, stores, gathers -------------------===//
//
// Tensor views are (pointer, shape, strides) values; every access is masked
// at the view's borders. Loads and stores use 16-byte vector accesses where
// a thread's registers are contiguous and the view is (checked at run time,
// per program); atomics and scatters write replicated elements once.
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/TileToSimt/FuncLowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Matchers.h"

#include <map>

using namespace mlir;
using namespace kiln::tile;
using namespace kiln::tile_lowering;
namespace simt = kiln::simt;

void FuncLowering::lowerMakeView(MakeViewOp mv) {
  OpBuilder b(mv);
  View v;
  v.ptr = mv.getPtr();
  if (cast<simt::PtrType>(v.ptr.getType()).getAddressSpace() !=
      simt::AddressSpace::Global)
    v.ptr = simt::PtrCastOp::create(
        b, mv.getLoc(),
        simt::PtrType::get(regType(mv.getType().getElementType()),
                           simt::AddressSpace::Global),
        v.ptr);
  v.shape.assign(mv.getShape().begin(), mv.getShape().end());
  v.strides.assign(mv.getStrides().begin(), mv.getStrides().end());
  views[mv.getResult()] = v;
}

void FuncLowering::lowerViewDim(ViewDimOp vd) {
  vd.getResult().replaceAllUsesWith(views[vd.getView()].shape[vd.getDim()]);
}

void FuncLowering::lowerViewStride(ViewStrideOp vs) {
  vs.getResult().replaceAllUsesWith(views[vs.getView()].strides[vs.getDim()]);
}

/// Whether `v` is provably a multiple of `n`: constants, and sums,
/// products and shifts of such values (a program's column offset is
/// `block_id * BLOCK`).
static bool isMultipleOf(Value v, int64_t n, unsigned depth = 0) {
  if (n <= 1)
    return true;
  APInt c;
  if (matchPattern(v, m_ConstantInt(&c)))
    return c.getSExtValue() % n == 0;
  // A counted loop's induction variable (`for (c = 0; c < v; c += 1024)`
  // reading a row in chunks): its lower bound and step are.
  if (auto arg = dyn_cast<BlockArgument>(v)) {
    auto loop = dyn_cast<scf::ForOp>(arg.getOwner()->getParentOp());
    return loop && depth <= 8 && arg == loop.getInductionVar() &&
           isMultipleOf(loop.getLowerBound(), n, depth + 1) &&
           isMultipleOf(loop.getStep(), n, depth + 1);
  }
  Operation *def = v.getDefiningOp();
  if (!def || depth > 8)
    return false;
  if (isa<arith::ExtSIOp, arith::ExtUIOp, arith::IndexCastOp>(def))
    return isMultipleOf(def->getOperand(0), n, depth + 1);
  if (isa<arith::AddIOp, arith::SubIOp>(def))
    return isMultipleOf(def->getOperand(0), n, depth + 1) &&
           isMultipleOf(def->getOperand(1), n, depth + 1);
  if (isa<arith::MulIOp>(def))
    return isMultipleOf(def->getOperand(0), n, depth + 1) ||
           isMultipleOf(def->getOperand(1), n, depth + 1);
  if (isa<arith::ShLIOp>(def) &&
      matchPattern(def->getOperand(1), m_ConstantInt(&c)) && c.ult(63))
    return (int64_t(1) << c.getZExtValue()) % n == 0 ||
           isMultipleOf(def->getOperand(0), n, depth + 1);
  return false;
}

/// In a kernel launched only for contiguous views, a chunk of `vec`
/// elements whose first index is a multiple of `vec` lies wholly inside or
/// wholly outside the view (its last extent is a multiple of `vec` too) and
/// is aligned: one vector access or none, decided by its first element.
static bool wholeVectors(const View &v, ValueRange offsets, int64_t vec) {
  return v.contiguous && isMultipleOf(offsets.back(), vec);
}

/// When a chunk of `vec` elements starting at view indices `idx` is one
/// vector access: its first element is inside the view (`mask`) and, unless
/// the kernel's contiguity makes that enough (`usable` null), the chunk may
/// be vectorised (`usable`) and ends inside the view too.
static Value vectorCondition(OpBuilder &b, Location loc, const View &v,
                             ArrayRef<Value> idx, Value mask, Value usable,
                             int64_t vec) {
  if (!usable)
    return mask;
  Value end = arith::AddIOp::create(
      b, loc, idx.back(),
      arith::ConstantIntOp::create(b, loc, b.getI64Type(), vec - 1));
  Value inside = arith::AndIOp::create(
      b, loc, mask,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, end,
                            v.shape.back()));
  return arith::AndIOp::create(b, loc, usable, inside);
}

/// i64 view indices of register r: offsets + coordinates.
static SmallVector<Value> viewIndices(OpBuilder &b, Location loc,
                                      ValueRange offsets,
                                      ArrayRef<Value> coords) {
  SmallVector<Value> idx;
  for (auto [o, c] : llvm::zip(offsets, coords))
    idx.push_back(arith::AddIOp::create(
        b, loc, o, arith::ExtUIOp::create(b, loc, b.getI64Type(), c)));
  return idx;
}

FuncLowering::Padding FuncLowering::padding(OpBuilder &b, Location loc,
                                            Value padding,
                                            RankedTensorType result) {
  Padding p;
  Type et = regType(result.getElementType());
  if (padding && isa<RankedTensorType>(padding.getType()))
    p.tile = &regs[padding];
  else if (!padding)
    p.scalar = zeroOf(b, loc, et);
  else
    p.scalar = et != result.getElementType() ? fp8Bits(b, loc, padding)
                                             : padding;
  return p;
}

void FuncLowering::lowerLoad(LoadOp op) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  LayoutDesc d = desc(op, op.getType());
  const View &v = views[op.getView()];
  Type et = regType(op.getType().getElementType());
  Padding pad = padding(b, loc, op.getPadding(), op.getType());
  auto base = bases(b, loc, d);
  // The user's mask (tl.load's mask=), register for register: it has the
  // result's layout.
  const Regs *userMask = op.getMask() ? &regs[op.getMask()] : nullptr;
  auto scalar = [&](OpBuilder &sb, size_t r) {
    auto idx = viewIndices(sb, loc, op.getOffsets(), coords(sb, loc, d, base, r));
    auto [ptr, mask] = address(sb, loc, v, idx);
    if (userMask)
      mask = arith::AndIOp::create(sb, loc, mask, (*userMask)[r]);
    return maskedLoad(sb, loc, ptr, mask, pad.at(r));
  };
  Regs out(d.numRegs());
  SmallVector<SmallVector<size_t>> groups;
  int64_t vec = vectorGroups(d, et, groups);
  if (vec == 1) {
    for (size_t r = 0; r < d.numRegs(); ++r)
      out[r] = scalar(b, r);
    regs[op.getResult()] = out;
    return;
  }
  // A masked load reads a vector when any of its elements is wanted (a
  // masked-off element inside the view is read and replaced by the padding:
  // harmless, and one access instead of several), and not at all when none
  // is: a causal mask's upper triangle is never read. Where the mask is
  // known to be the same over each vector (`arange(c) < n`, c and n
  // multiples of it), the first element decides alone and nothing is
  // replaced.
  bool uniform = !userMask || maskRuns.lookup(op) >= vec;
  auto wanted = [&](OpBuilder &mb, const SmallVector<size_t> &g) -> Value {
    if (!userMask)
      return Value();
    Value any = (*userMask)[g[0]];
    if (!uniform)
      for (size_t r : ArrayRef<size_t>(g).drop_front())
        any = arith::OrIOp::create(mb, loc, any, (*userMask)[r]);
    return any;
  };
  auto andIf = [&](OpBuilder &mb, Value x, Value y) -> Value {
    return y ? arith::AndIOp::create(mb, loc, x, y) : x;
  };
  // One vector load per group when the view is contiguous and the whole
  // vector is inside it; element by element (masked) otherwise.
  int64_t bytes = et.getIntOrFloatBitWidth() / 8;
  bool whole = wholeVectors(v, op.getOffsets(), vec);
  Value usable =
      whole ? Value() : vectorUsable(b, loc, v, op.getOffsets(), vec, bytes);
  auto vecTy = VectorType::get({vec}, et);
  auto vecPtrTy = simt::PtrType::get(vecTy, simt::AddressSpace::Global);
  if (whole && useBranchFreeLoads(branchFreeLoads, bytes * 8)) {
    // Contiguous views: a vector is read whole or not at all. Read it
    // without a branch, from 16 zero bytes when it is outside the view, as
    // Triton's predicated loads do: behind a branch, LLVM moves the
    // element casts of a bf16/fp16 load into it (folding them into the
    // phi with the padding), so each branch waits for its load before the
    // next load issues (a bf16 layernorm's x, w and b rows in turn);
    // unconditional loads all issue before the first use.
    Value zeros = simt::PtrCastOp::create(b, loc, vecPtrTy,
                                          zeroVector(b, loc));
    bool zeroPad = !pad.tile && (matchPattern(pad.scalar, m_Zero()) ||
                                 matchPattern(pad.scalar, m_PosZeroFloat()));
    for (const auto &g : groups) {
      auto idx =
          viewIndices(b, loc, op.getOffsets(), coords(b, loc, d, base, g[0]));
      auto [ptr, inView] = address(b, loc, v, idx);
      Value mask = andIf(b, inView, wanted(b, g));
      Value vp = simt::PtrCastOp::create(b, loc, vecPtrTy, ptr);
      Value from = arith::SelectOp::create(b, loc, mask, vp, zeros);
      Value vv = simt::LoadOp::create(b, loc, vecTy, from, false, false,
                                      b.getI64IntegerAttr(vec * bytes));
      for (auto [j, r] : llvm::enumerate(g)) {
        Value e = LLVM::ExtractElementOp::create(b, loc, vv, i32(b, loc, j));
        if (!uniform)
          out[r] = arith::SelectOp::create(
              b, loc, arith::AndIOp::create(b, loc, inView, (*userMask)[r]), e,
              pad.at(r));
        else
          out[r] = zeroPad ? e
                           : arith::SelectOp::create(b, loc, mask, e, pad.at(r));
      }
    }
    regs[op.getResult()] = out;
    return;
  }
  for (const auto &g : groups) {
    auto idx = viewIndices(b, loc, op.getOffsets(), coords(b, loc, d, base, g[0]));
    auto [ptr, inView] = address(b, loc, v, idx);
    Value cond = vectorCondition(b, loc, v, idx, andIf(b, inView, wanted(b, g)),
                                 usable, vec);
    auto ifOp = scf::IfOp::create(
        b, loc, cond,
        [&](OpBuilder &tb, Location l) {
          Value vp = simt::PtrCastOp::create(tb, l, vecPtrTy, ptr);
          Value vv = simt::LoadOp::create(tb, l, vecTy, vp, false, false,
                                          tb.getI64IntegerAttr(vec * bytes));
          SmallVector<Value> elems;
          for (auto [j, r] : llvm::enumerate(g)) {
            Value e = LLVM::ExtractElementOp::create(tb, l, vv, i32(tb, l, j));
            if (!uniform)
              e = arith::SelectOp::create(tb, l, (*userMask)[r], e, pad.at(r));
            elems.push_back(e);
          }
          scf::YieldOp::create(tb, l, elems);
        },
        [&](OpBuilder &eb, Location l) {
          SmallVector<Value> elems;
          for (size_t r : g)
            elems.push_back(whole ? pad.at(r) : scalar(eb, r));
          scf::YieldOp::create(eb, l, elems);
        });
    for (auto [j, r] : llvm::enumerate(g))
      out[r] = ifOp.getResult(j);
  }
  regs[op.getResult()] = out;
}

/// Whether some thread holds elements it does not own (replicas across
/// lanes or warps, or a base that wraps around the shape).
static bool hasReplicas(const LayoutDesc &d) {
  if (!d.dupComps.empty())
    return true;
  for (int64_t k = 0; k < d.rank(); ++k) {
    const DimMap &m = d.dims[k];
    if ((m.laneCount - 1) * m.laneScale + (m.warpCount - 1) * m.warpScale >=
        d.shape[k])
      return true;
  }
  return false;
}

void FuncLowering::lowerStoreLike(Operation *op, Value viewV,
                                  ValueRange offsets, Value value,
                                  Value userMaskV, bool atomic) {
  OpBuilder b(op);
  Location loc = op->getLoc();
  LayoutDesc d = desc(op, value.getType());
  const View &v = views[viewV];
  auto base = bases(b, loc, d);
  // Replicated elements are written once (required for atomics). A plain
  // store of a replicated layout (a reduction's slice, replicated across the
  // warps that reduced) runs in the owners only, which spares the replicas'
  // memory traffic.
  Value own = atomic ? owner(b, loc, d) : Value();
  if (!atomic && hasReplicas(d)) {
    auto guard = scf::IfOp::create(b, loc, owner(b, loc, d), /*withElse=*/false);
    b.setInsertionPoint(guard.thenBlock()->getTerminator());
  }
  const Regs &vals = regs[value];
  // The user's mask (tl.store's mask=), register for register: it has the
  // value's layout.
  const Regs *userMask = userMaskV ? &regs[userMaskV] : nullptr;
  auto withUserMask = [&](OpBuilder &mb, Value mask, size_t r) {
    return userMask ? arith::AndIOp::create(mb, loc, mask, (*userMask)[r])
                    : mask;
  };
  auto scalar = [&](OpBuilder &sb, size_t r) {
    auto idx = viewIndices(sb, loc, offsets, coords(sb, loc, d, base, r));
    auto [ptr, mask] = address(sb, loc, v, idx);
    mask = withUserMask(sb, mask, r);
    if (own)
      mask = arith::AndIOp::create(sb, loc, mask, own);
    maskedStore(sb, loc, ptr, mask, vals[r], atomic);
  };
  Type et = regType(cast<RankedTensorType>(value.getType()).getElementType());
  SmallVector<SmallVector<size_t>> groups;
  // A masked store writes the vectors over which its mask is known uniform
  // (`arange(c) < n`, c and n multiples of the vector: decided by the first
  // element's mask; narrower vectors when the run is shorter). With nothing
  // known, a vector is written where its whole mask is true (a ragged row's
  // inner chunks), element by element where it is not.
  int64_t vec = atomic ? 1 : vectorGroups(d, et, groups);
  int64_t run = userMask ? std::max<int64_t>(1, maskRuns.lookup(op)) : vec;
  if (run > 1 && run < vec)
    vec = vectorGroups(d, et, groups, run);
  bool uniform = run >= vec;
  if (vec == 1) {
    for (size_t r = 0; r < d.numRegs(); ++r)
      if (!d.regIsDup(r))
        scalar(b, r);
    return;
  }
  int64_t bytes = et.getIntOrFloatBitWidth() / 8;
  bool whole = wholeVectors(v, offsets, vec);
  Value usable = whole ? Value() : vectorUsable(b, loc, v, offsets, vec, bytes);
  auto vecTy = VectorType::get({vec}, et);
  auto vecPtrTy = simt::PtrType::get(vecTy, simt::AddressSpace::Global);
  for (const auto &g : groups) {
    if (llvm::any_of(g, [&](size_t r) { return d.regIsDup(r); })) {
      for (size_t r : g)
        if (!d.regIsDup(r))
          scalar(b, r);
      continue;
    }
    auto idx = viewIndices(b, loc, offsets, coords(b, loc, d, base, g[0]));
    auto [ptr, inView] = address(b, loc, v, idx);
    Value all = withUserMask(b, inView, g[0]);
    if (!uniform)
      for (size_t r : ArrayRef<size_t>(g).drop_front())
        all = arith::AndIOp::create(b, loc, all, (*userMask)[r]);
    Value cond = vectorCondition(b, loc, v, idx, all, usable, vec);
    auto ifOp = scf::IfOp::create(b, loc, cond, /*withElse=*/!whole || !uniform);
    {
      OpBuilder tb = ifOp.getThenBodyBuilder();
      Value vv = LLVM::PoisonOp::create(tb, loc, vecTy);
      for (auto [j, r] : llvm::enumerate(g))
        vv = LLVM::InsertElementOp::create(tb, loc, vv, vals[r],
                                           i32(tb, loc, j));
      Value vp = simt::PtrCastOp::create(tb, loc, vecPtrTy, ptr);
      simt::StoreOp::create(tb, loc, vv, vp, false,
                            tb.getI64IntegerAttr(vec * bytes));
    }
    if (!whole || !uniform) {
      OpBuilder eb = ifOp.getElseBodyBuilder();
      for (size_t r : g)
        scalar(eb, r);
    }
  }
}

static Value toI64(OpBuilder &b, Location loc, Value v) {
  if (v.getType().isInteger(64))
    return v;
  return arith::ExtSIOp::create(b, loc, b.getI64Type(), v);
}

/// How index tile `v` changes along its last dimension, element to element:
/// 0 when it is constant along it (a broadcast row index), 1 when it steps
/// by one (an arange of columns, plus a constant), nullopt when unknown.
/// Looks through layout conversions, integer widenings, expand_dims,
/// broadcasts, splats and sums.
static std::optional<int64_t> lastDimStep(Value v, unsigned depth = 0) {
  auto t = dyn_cast<RankedTensorType>(v.getType());
  if (!t || depth > 16)
    return std::nullopt;
  if (t.getShape().back() == 1)
    return 0;
  Operation *def = v.getDefiningOp();
  if (!def)
    return std::nullopt;
  if (isa<ArangeOp>(def))
    return 1;
  if (isa<SplatOp>(def) || matchPattern(v, m_Constant()))
    return 0;
  if (isa<ConvertLayoutOp, arith::ExtSIOp, arith::ExtUIOp, arith::IndexCastOp>(
          def))
    return lastDimStep(def->getOperand(0), depth + 1);
  if (auto expand = dyn_cast<ExpandDimsOp>(def))
    // The new dimension is not the last (that one has size 1, above).
    return lastDimStep(expand.getSource(), depth + 1);
  if (auto bcast = dyn_cast<BroadcastOp>(def))
    return lastDimStep(bcast.getSource(), depth + 1);
  if (isa<arith::AddIOp, arith::SubIOp>(def)) {
    auto x = lastDimStep(def->getOperand(0), depth + 1);
    auto y = lastDimStep(def->getOperand(1), depth + 1);
    if (!x || !y)
      return std::nullopt;
    return isa<arith::AddIOp>(def) ? *x + *y : *x - *y;
  }
  return std::nullopt;
}

/// Whether index tiles `indices` address consecutive elements along the last
/// dimension: the last steps by one, the others are constant along it (the
/// columns of whole rows: an embedding lookup, a kv-cache append).
static bool rowContiguous(ValueRange indices) {
  return lastDimStep(indices.back()) == 1 &&
         llvm::all_of(indices.drop_back(),
                      [](Value i) { return lastDimStep(i) == 0; });
}

/// The condition for one vector access of a gather or scatter: the first and
/// last elements inside the view, the row contiguous (`unit`: last stride
/// 1) and the address aligned to the vector.
static Value indexedVectorCondition(OpBuilder &b, Location loc, const View &v,
                                    ArrayRef<Value> idx, Value ptr, Value mask,
                                    Value unit, int64_t vec, int64_t bytes) {
  Value cond = vectorCondition(b, loc, v, idx, mask, unit, vec);
  Value addr = simt::PtrToIntOp::create(b, loc, b.getI64Type(), ptr);
  Value low = arith::ConstantIntOp::create(b, loc, b.getI64Type(), vec * bytes - 1);
  Value misaligned = arith::AndIOp::create(b, loc, addr, low);
  Value zero = arith::ConstantIntOp::create(b, loc, b.getI64Type(), 0);
  Value aligned = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                        misaligned, zero);
  return arith::AndIOp::create(b, loc, cond, aligned);
}

void FuncLowering::lowerGather(GatherOp op) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  LayoutDesc d = desc(op, op.getType());
  const View &v = views[op.getView()];
  Type et = regType(op.getType().getElementType());
  Padding pad = padding(b, loc, op.getPadding(), op.getType());
  // The user's mask (tl.load(ptrs, mask=)), register for register.
  const Regs *userMask = op.getMask() ? &regs[op.getMask()] : nullptr;
  auto indices = op.getIndices();
  auto scalar = [&](OpBuilder &sb, size_t r) {
    SmallVector<Value> idx;
    for (Value t : indices)
      idx.push_back(toI64(sb, loc, regs[t][r]));
    auto [ptr, mask] = address(sb, loc, v, idx);
    if (userMask)
      mask = arith::AndIOp::create(sb, loc, mask, (*userMask)[r]);
    return maskedLoad(sb, loc, ptr, mask, pad.at(r));
  };
  Regs out(d.numRegs());
  // Rows gathered whole (an embedding lookup: a broadcast row index, an
  // arange of columns) are read as 16-byte vectors where the row is
  // contiguous and aligned, as a load is; element by element otherwise.
  SmallVector<SmallVector<size_t>> groups;
  int64_t vec = rowContiguous(indices) ? vectorGroups(d, et, groups) : 1;
  if (vec == 1) {
    for (size_t r = 0; r < d.numRegs(); ++r)
      out[r] = scalar(b, r);
    regs[op.getResult()] = out;
    return;
  }
  // As a masked load: a vector is read when any of its elements is wanted,
  // the others replaced; a mask known uniform over each vector decides by
  // its first element.
  bool uniform = !userMask || maskRuns.lookup(op) >= vec;
  int64_t bytes = et.getIntOrFloatBitWidth() / 8;
  Value unit = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                     v.strides.back(), i64(b, loc, 1));
  auto vecTy = VectorType::get({vec}, et);
  auto vecPtrTy = simt::PtrType::get(vecTy, simt::AddressSpace::Global);
  for (const auto &g : groups) {
    SmallVector<Value> idx;
    for (Value t : indices)
      idx.push_back(toI64(b, loc, regs[t][g[0]]));
    auto [ptr, inView] = address(b, loc, v, idx);
    Value wanted = inView;
    if (userMask) {
      Value any = (*userMask)[g[0]];
      if (!uniform)
        for (size_t r : ArrayRef<size_t>(g).drop_front())
          any = arith::OrIOp::create(b, loc, any, (*userMask)[r]);
      wanted = arith::AndIOp::create(b, loc, wanted, any);
    }
    Value cond = indexedVectorCondition(b, loc, v, idx, ptr, wanted, unit, vec,
                                        bytes);
    auto ifOp = scf::IfOp::create(
        b, loc, cond,
        [&](OpBuilder &tb, Location l) {
          Value vp = simt::PtrCastOp::create(tb, l, vecPtrTy, ptr);
          Value vv = simt::LoadOp::create(tb, l, vecTy, vp, false, false,
                                          tb.getI64IntegerAttr(vec * bytes));
          SmallVector<Value> elems;
          for (auto [j, r] : llvm::enumerate(g)) {
            Value e = LLVM::ExtractElementOp::create(tb, l, vv, i32(tb, l, j));
            if (userMask && !uniform)
              e = arith::SelectOp::create(tb, l, (*userMask)[r], e, pad.at(r));
            elems.push_back(e);
          }
          scf::YieldOp::create(tb, l, elems);
        },
        [&](OpBuilder &eb, Location l) {
          SmallVector<Value> elems;
          for (size_t r : g)
            elems.push_back(scalar(eb, r));
          scf::YieldOp::create(eb, l, elems);
        });
    for (auto [j, r] : llvm::enumerate(g))
      out[r] = ifOp.getResult(j);
  }
  regs[op.getResult()] = out;
}

void FuncLowering::lowerScatter(ScatterOp op) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  LayoutDesc d = desc(op, op.getValue().getType());
  const View &v = views[op.getView()];
  Value own = owner(b, loc, d);
  const Regs &vals = regs[op.getValue()];
  bool atomic = op.getAtomicAdd();
  // The user's mask (tl.store(ptrs, v, mask=)), register for register.
  const Regs *userMask = op.getMask() ? &regs[op.getMask()] : nullptr;
  auto scalar = [&](OpBuilder &sb, size_t r, Value own) {
    SmallVector<Value> idx;
    for (Value t : op.getIndices())
      idx.push_back(toI64(sb, loc, regs[t][r]));
    auto [ptr, mask] = address(sb, loc, v, idx);
    mask = arith::AndIOp::create(sb, loc, mask, own);
    if (userMask)
      mask = arith::AndIOp::create(sb, loc, mask, (*userMask)[r]);
    maskedStore(sb, loc, ptr, mask, vals[r], atomic);
  };
  // Whole rows (indices stepping by one along the last dimension: a
  // kv-cache append, an embedding backward) are written in groups of
  // registers holding consecutive elements: one 16-byte st.global.v4 per
  // group, or for a scatter-add of f32 one red.global.add.v4.f32 (sm_90+):
  // a quarter of the instructions, and each lane's 16 bytes are one request
  // to L2 instead of four. Checked per group at run time: the first element
  // inside the view, the last one too, the row contiguous (last stride 1),
  // the address aligned and the group's mask all true (its first element's
  // where the mask is known uniform over it); element by element otherwise.
  SmallVector<SmallVector<size_t>> groups;
  int64_t vec = 1;
  auto indices = op.getIndices();
  Type et = regType(op.getValue().getType().getElementType());
  if (rowContiguous(indices) &&
      (!atomic || (vectorAtomics && et.isF32()))) {
    vec = vectorGroups(d, et, groups);
    int64_t run = userMask ? std::max<int64_t>(1, maskRuns.lookup(op)) : vec;
    if (vec > 1 && run > 1 && run < vec)
      vec = vectorGroups(d, et, groups, run);
  }
  if (vec == 1) {
    for (size_t r = 0; r < d.numRegs(); ++r)
      if (!d.regIsDup(r))
        scalar(b, r, own);
    return;
  }
  bool uniform = !userMask || maskRuns.lookup(op) >= vec;
  int64_t bytes = et.getIntOrFloatBitWidth() / 8;
  Value unit = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                     v.strides.back(), i64(b, loc, 1));
  Value usable = arith::AndIOp::create(b, loc, unit, own);
  auto vecTy = VectorType::get({vec}, et);
  auto vecPtrTy = simt::PtrType::get(vecTy, simt::AddressSpace::Global);
  for (const auto &g : groups) {
    if (llvm::any_of(g, [&](size_t r) { return d.regIsDup(r); })) {
      for (size_t r : g)
        if (!d.regIsDup(r))
          scalar(b, r, own);
      continue;
    }
    SmallVector<Value> idx;
    for (Value t : indices)
      idx.push_back(toI64(b, loc, regs[t][g[0]]));
    auto [ptr, mask] = address(b, loc, v, idx);
    if (userMask) {
      Value all = (*userMask)[g[0]];
      if (!uniform)
        for (size_t r : ArrayRef<size_t>(g).drop_front())
          all = arith::AndIOp::create(b, loc, all, (*userMask)[r]);
      mask = arith::AndIOp::create(b, loc, mask, all);
    }
    Value cond = indexedVectorCondition(b, loc, v, idx, ptr, mask, usable, vec,
                                        bytes);
    auto ifOp = scf::IfOp::create(b, loc, cond, /*withElse=*/true);
    {
      OpBuilder tb = ifOp.getThenBodyBuilder();
      Value vv = LLVM::PoisonOp::create(tb, loc, vecTy);
      for (auto [j, r] : llvm::enumerate(g))
        vv = LLVM::InsertElementOp::create(tb, loc, vv, vals[r],
                                           i32(tb, loc, j));
      Value vp = simt::PtrCastOp::create(tb, loc, vecPtrTy, ptr);
      if (atomic)
        simt::AtomicRMWOp::create(tb, loc, vecTy, simt::AtomicKind::Add, vp, vv,
                                  simt::Scope::Device,
                                  simt::MemoryOrder::Relaxed);
      else
        simt::StoreOp::create(tb, loc, vv, vp, false,
                              tb.getI64IntegerAttr(vec * bytes));
    }
    OpBuilder eb = ifOp.getElseBodyBuilder();
    for (size_t r : g)
      scalar(eb, r, own);
  }
}

std::pair<Value, Value> FuncLowering::address(OpBuilder &b, Location loc,
                                              const View &v,
                                              ArrayRef<Value> idx) {
  Value lin = i64(b, loc, 0);
  Value mask = arith::ConstantIntOp::create(b, loc, 1, 1);
  for (size_t k = 0; k < idx.size(); ++k) {
    lin = arith::AddIOp::create(
        b, loc, lin, arith::MulIOp::create(b, loc, idx[k], v.strides[k]));
    mask = arith::AndIOp::create(
        b, loc, mask,
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, idx[k],
                              v.shape[k]));
  }
  return {simt::PtrAddOp::create(b, loc, v.ptr.getType(), v.ptr, lin), mask};
}

Value FuncLowering::maskedLoad(OpBuilder &b, Location loc, Value ptr,
                               Value mask, Value pad) {
  Type t = cast<simt::PtrType>(ptr.getType()).getElementType();
  auto ifOp = scf::IfOp::create(
      b, loc, mask,
      [&](OpBuilder &tb, Location l) {
        Value v = simt::LoadOp::create(tb, l, t, ptr, false, false,
                                       IntegerAttr());
        scf::YieldOp::create(tb, l, v);
      },
      [&](OpBuilder &eb, Location l) { scf::YieldOp::create(eb, l, pad); });
  return ifOp.getResult(0);
}

void FuncLowering::maskedStore(OpBuilder &b, Location loc, Value ptr,
                               Value mask, Value val, bool atomic) {
  auto ifOp = scf::IfOp::create(b, loc, mask, /*withElse=*/false);
  OpBuilder tb = ifOp.getThenBodyBuilder();
  if (atomic)
    simt::AtomicRMWOp::create(tb, loc, val.getType(), simt::AtomicKind::Add,
                              ptr, val, simt::Scope::Device,
                              simt::MemoryOrder::Relaxed);
  else
    simt::StoreOp::create(tb, loc, val, ptr, false, IntegerAttr());
}

Value FuncLowering::vectorUsable(OpBuilder &b, Location loc, const View &v,
                                 ValueRange offsets, int64_t vec,
                                 int64_t bytes) {
  size_t last = v.strides.size() - 1;
  auto isZero = [&](Value x, int64_t maskBits) {
    Value zero = i64(b, loc, 0);
    Value low = arith::AndIOp::create(b, loc, x, i64(b, loc, maskBits));
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, low, zero);
  };
  Value ok = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                   v.strides[last], i64(b, loc, 1));
  for (size_t k = 0; k < last; ++k)
    ok = arith::AndIOp::create(b, loc, ok, isZero(v.strides[k], vec - 1));
  ok = arith::AndIOp::create(b, loc, ok, isZero(offsets[last], vec - 1));
  Value addr = simt::PtrToIntOp::create(b, loc, b.getI64Type(), v.ptr);
  return arith::AndIOp::create(b, loc, ok, isZero(addr, vec * bytes - 1));
}

void FuncLowering::lowerAtomic(Operation *op) {
  auto rmw = dyn_cast<AtomicRMWOp>(op);
  auto cas = dyn_cast<AtomicCASOp>(op);
  Value viewV = rmw ? rmw.getView() : cas.getView();
  ValueRange offsets = rmw ? rmw.getOffsets() : cas.getOffsets();
  ValueRange indices = rmw ? rmw.getIndices() : cas.getIndices();
  Value value = rmw ? rmw.getValue() : cas.getValue();
  simt::Scope scope = rmw ? rmw.getScope() : cas.getScope();
  simt::MemoryOrder order = rmw ? rmw.getOrder() : cas.getOrder();
  OpBuilder b(op);
  Location loc = op->getLoc();
  auto tt = cast<RankedTensorType>(value.getType());
  Type et = tt.getElementType();
  Type it = b.getIntegerType(et.getIntOrFloatBitWidth());
  auto intPtrTy = simt::PtrType::get(it, simt::AddressSpace::Global);
  LayoutDesc d = desc(op, tt);
  const View &v = views[viewV];
  auto base = bases(b, loc, d);
  // Replicated elements are updated once, by their owner.
  Value own = owner(b, loc, d);
  auto toInt = [&](OpBuilder &ib, Value x) -> Value {
    return x.getType() == it ? x : arith::BitcastOp::create(ib, loc, it, x);
  };
  auto fromInt = [&](OpBuilder &ib, Value x) -> Value {
    return et == it ? x : arith::BitcastOp::create(ib, loc, et, x);
  };
  // One element: the old value.
  auto atomicAt = [&](OpBuilder &ab, Value ptr, size_t r) -> Value {
    Value x = regs[value][r];
    if (cas) {
      Value ip = simt::PtrCastOp::create(ab, loc, intPtrTy, ptr);
      Value expected = toInt(ab, regs[cas.getExpected()][r]);
      Value desired = toInt(ab, x);
      Value old = simt::AtomicCASOp::create(ab, loc, it, ip, expected, desired,
                                            scope, order);
      return fromInt(ab, old);
    }
    simt::AtomicKind kind = rmw.getKind();
    bool isFloat = isa<FloatType>(et);
    if (isFloat && (kind == simt::AtomicKind::Max ||
                    kind == simt::AtomicKind::Min)) {
      // IEEE floats order as signed integers where non-negative and as
      // reversed unsigned integers where negative: max is a signed max of
      // the bits for x >= 0 and an unsigned min for x < 0 (min mirrored).
      bool isMax = kind == simt::AtomicKind::Max;
      Value ip = simt::PtrCastOp::create(ab, loc, intPtrTy, ptr);
      Value bits = toInt(ab, x);
      Value neg = arith::CmpIOp::create(
          ab, loc, arith::CmpIPredicate::slt, bits,
          arith::ConstantOp::create(ab, loc, it, ab.getZeroAttr(it)));
      auto ifOp = scf::IfOp::create(
          ab, loc, neg,
          [&](OpBuilder &tb, Location l) {
            Value o = simt::AtomicRMWOp::create(
                tb, l, it, isMax ? simt::AtomicKind::UMin : simt::AtomicKind::UMax,
                ip, bits, scope, order);
            scf::YieldOp::create(tb, l, o);
          },
          [&](OpBuilder &eb, Location l) {
            Value o = simt::AtomicRMWOp::create(
                eb, l, it, isMax ? simt::AtomicKind::Max : simt::AtomicKind::Min,
                ip, bits, scope, order);
            scf::YieldOp::create(eb, l, o);
          });
      return fromInt(ab, ifOp.getResult(0));
    }
    return simt::AtomicRMWOp::create(ab, loc, et, kind, ptr, x, scope, order);
  };
  Regs out(d.numRegs());
  std::map<SmallVector<int64_t, 4>, size_t> firstAt;
  for (size_t r = 0; r < d.numRegs(); ++r) {
    SmallVector<int64_t, 4> key;
    for (int64_t k = 0; k < d.rank(); ++k)
      key.push_back(d.regCoord(r, k));
    if (d.regIsDup(r))
      continue;
    firstAt.emplace(key, r);
    SmallVector<Value> idx;
    if (offsets.empty())
      for (Value t : indices)
        idx.push_back(toI64(b, loc, regs[t][r]));
    else
      idx = viewIndices(b, loc, offsets, coords(b, loc, d, base, r));
    auto [ptr, mask] = address(b, loc, v, idx);
    mask = arith::AndIOp::create(b, loc, mask, own);
    auto ifOp = scf::IfOp::create(
        b, loc, mask,
        [&](OpBuilder &tb, Location l) {
          scf::YieldOp::create(tb, l, atomicAt(tb, ptr, r));
        },
        [&](OpBuilder &eb, Location l) {
          scf::YieldOp::create(eb, l, zeroOf(eb, l, et));
        });
    out[r] = ifOp.getResult(0);
  }
  for (size_t r = 0; r < d.numRegs(); ++r) {
    if (!d.regIsDup(r))
      continue;
    SmallVector<int64_t, 4> key;
    for (int64_t k = 0; k < d.rank(); ++k)
      key.push_back(d.regCoord(r, k));
    out[r] = out[firstAt[key]];
  }
  // Replicas did not update: they read the owner's old value through shared
  // memory (simt-insert-barriers orders the two).
  Value result = op->getResult(0);
  if (!result.use_empty() && hasReplicas(d)) {
    SmallVector<int64_t> shape(d.shape);
    int64_t n = 1;
    for (int64_t x : shape)
      n *= x;
    Value buf = sharedBuffer(b, loc, et, n);
    for (size_t r = 0; r < d.numRegs(); ++r) {
      if (d.regIsDup(r))
        continue;
      Value at = smemAt(b, loc, buf,
                        linearIndex(b, loc, coords(b, loc, d, base, r), shape,
                                    SharedAttr()));
      auto ifOp = scf::IfOp::create(b, loc, own, /*withElse=*/false);
      OpBuilder tb = ifOp.getThenBodyBuilder();
      simt::StoreOp::create(tb, loc, out[r], at, false, IntegerAttr());
    }
    for (size_t r = 0; r < d.numRegs(); ++r) {
      Value at = smemAt(b, loc, buf,
                        linearIndex(b, loc, coords(b, loc, d, base, r), shape,
                                    SharedAttr()));
      out[r] = simt::LoadOp::create(b, loc, et, at, false, false, IntegerAttr());
    }
  }
  regs[result] = out;
}
