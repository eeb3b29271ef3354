//===- SortOpToSimt.cpp - bitonic sort and top-k along one axis ----------===//
//
// A bitonic network over the tile's own layout. Along the axis, a blocked
// layout splits each coordinate into disjoint bits: those of the thread's
// registers, of its lane and of its warp (c = regBits | laneBits |
// warpBits). A compare-exchange of distance j therefore pairs registers of
// one thread (j a register bit), lanes of one warp (xor shuffles by the lane
// stride), or warps (through a shared buffer: every thread stores its
// elements, reads its partners'; simt-insert-barriers orders the two). No
// layout conversion is needed for the sort itself.
//
// Keys are compared as integers: floats in IEEE totalOrder form (the bits,
// with all bits flipped for negative values and the sign bit for the
// others; -NaN < -inf < -0 < +0 < +inf < +NaN), 8/16-bit keys widened to
// i32. Where the result needs a permutation (values, top-k indices), each
// element carries its original index along the axis and ties are broken by
// it, so the sort is stable and every compare-exchange has one answer.
//
// top-k sorts descending (same network) and reads the first k along the
// axis back through shared memory in the result's layout.
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/TileToSimt/FuncLowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "llvm/Support/MathExtras.h"

#include <map>

using namespace mlir;
using namespace kiln::tile;
using namespace kiln::tile_lowering;
namespace simt = kiln::simt;

namespace {
/// One element of the network: its comparable key, original index (null
/// when no tie-break is needed) and payloads.
struct Elem {
  Value key, index;
  SmallVector<Value> payload;
};
} // namespace

/// The integer type keys of `et` are compared in.
static Type orderedType(Type et) {
  unsigned bits = et.getIntOrFloatBitWidth();
  return IntegerType::get(et.getContext(), bits < 32 ? 32 : bits);
}

/// `v` (element type et) as an integer whose (signed or unsigned, see
/// `unsignedCompare`) order is the key order.
static Value toOrdered(OpBuilder &b, Location loc, Value v, Type et,
                       bool unsignedKeys) {
  unsigned bits = et.getIntOrFloatBitWidth();
  Type ot = orderedType(et);
  if (isa<FloatType>(et)) {
    Type it = IntegerType::get(et.getContext(), bits);
    Value x = arith::BitcastOp::create(b, loc, it, v);
    Value sign = arith::ConstantOp::create(
        b, loc, it, b.getIntegerAttr(it, APInt::getSignMask(bits)));
    Value neg = arith::ShRSIOp::create(
        b, loc, x, arith::ConstantOp::create(b, loc, it, b.getIntegerAttr(it, bits - 1)));
    x = arith::XOrIOp::create(b, loc, x, arith::OrIOp::create(b, loc, neg, sign));
    return bits < 32 ? (Value)arith::ExtUIOp::create(b, loc, ot, x) : x;
  }
  if (bits < 32)
    return unsignedKeys ? (Value)arith::ExtUIOp::create(b, loc, ot, v)
                        : (Value)arith::ExtSIOp::create(b, loc, ot, v);
  return v;
}

static Value fromOrdered(OpBuilder &b, Location loc, Value o, Type et) {
  unsigned bits = et.getIntOrFloatBitWidth();
  Type it = IntegerType::get(et.getContext(), bits);
  Value x = bits < 32 ? (Value)arith::TruncIOp::create(b, loc, it, o) : o;
  if (!isa<FloatType>(et))
    return x;
  Value sign = arith::ConstantOp::create(
      b, loc, it, b.getIntegerAttr(it, APInt::getSignMask(bits)));
  Value ones = arith::ConstantOp::create(
      b, loc, it, b.getIntegerAttr(it, APInt::getAllOnes(bits)));
  Value top = arith::ShRSIOp::create(
      b, loc, x, arith::ConstantOp::create(b, loc, it, b.getIntegerAttr(it, bits - 1)));
  Value mask = arith::XOrIOp::create(b, loc, top, ones);
  x = arith::XOrIOp::create(b, loc, x, arith::OrIOp::create(b, loc, mask, sign));
  return arith::BitcastOp::create(b, loc, et, x);
}

FailureOr<SmallVector<Regs>> FuncLowering::bitonicSort(
    Operation *op, Value keysV, ValueRange values, int64_t axis,
    bool descending, bool unsignedKeys, bool needIndex, Regs *indexOut,
    int64_t topK) {
  OpBuilder b(op);
  Location loc = op->getLoc();
  auto kt = cast<RankedTensorType>(keysV.getType());
  LayoutDesc s = desc(op, kt);
  if (failed(failure_))
    return failure();
  Type et = kt.getElementType();
  int64_t n = s.shape[axis];
  const DimMap &m = s.dims[axis];
  // The bits each part of the layout contributes along the axis.
  int64_t regMask = 0, laneMask = 0, warpMask = 0;
  for (size_t r = 0; r < s.numRegs(); ++r)
    regMask |= s.regCoord(r, axis);
  for (int64_t i = 0; i < m.laneCount; ++i)
    laneMask |= (i * m.laneScale) & (n - 1);
  for (int64_t i = 0; i < m.warpCount; ++i)
    warpMask |= (i * m.warpScale) & (n - 1);
  bool disjoint = !(regMask & laneMask) && !(regMask & warpMask) &&
                  !(laneMask & warpMask) &&
                  (regMask | laneMask | warpMask) == n - 1 &&
                  (m.laneCount == 1 || llvm::isPowerOf2_64(m.laneScale)) &&
                  (m.warpCount == 1 || llvm::isPowerOf2_64(m.warpScale));
  // Registers by their (wrapped) coordinates: the partner of a register
  // stage, and the owner of in-thread duplicates.
  std::map<SmallVector<int64_t>, size_t> at;
  for (size_t r = 0; r < s.numRegs(); ++r) {
    SmallVector<int64_t> c;
    for (int64_t k = 0; k < s.rank(); ++k)
      c.push_back(s.regCoord(r, k));
    at.emplace(c, r);
  }
  auto partnerReg = [&](size_t r, int64_t j) -> std::optional<size_t> {
    SmallVector<int64_t> c;
    for (int64_t k = 0; k < s.rank(); ++k)
      c.push_back(s.regCoord(r, k) ^ (k == axis ? j : 0));
    auto it = at.find(c);
    if (it == at.end())
      return std::nullopt;
    return it->second;
  };
  for (size_t r = 0; r < s.numRegs() && disjoint; ++r)
    for (int64_t j = 1; j < n; j *= 2)
      if ((regMask & j) && !partnerReg(r, j))
        disjoint = false;
  if (!disjoint) {
    op->emitOpError() << "cannot sort along axis " << axis
                      << " of this layout (needs a blocked layout whose "
                         "registers, lanes and warps hold disjoint bits of "
                         "the coordinate): "
                      << kt;
    failure_ = failure();
    return failure();
  }

  // The network's elements: one per distinct register.
  SmallVector<size_t> uniq; // registers that are not in-thread duplicates
  SmallVector<size_t> canon(s.numRegs());
  for (size_t r = 0; r < s.numRegs(); ++r) {
    SmallVector<int64_t> c;
    for (int64_t k = 0; k < s.rank(); ++k)
      c.push_back(s.regCoord(r, k));
    canon[r] = at[c];
    if (canon[r] == r)
      uniq.push_back(r);
  }
  auto base = bases(b, loc, s);
  Value axisBase = base[axis];
  const Regs &keyRegs = regs[keysV];
  std::map<size_t, Elem> el;
  for (size_t r : uniq) {
    Elem e;
    e.key = toOrdered(b, loc, keyRegs[r], et, unsignedKeys);
    if (needIndex) {
      int64_t off = s.regCoord(r, axis);
      e.index = off ? arith::OrIOp::create(b, loc, axisBase, i32(b, loc, off))
                          .getResult()
                    : axisBase;
    }
    for (Value v : values)
      e.payload.push_back(toStorage(b, loc, regs[v][r]));
    el[r] = e;
  }
  bool unsignedCmp = isa<FloatType>(et) || unsignedKeys;
  // a comes before b in the sorted order.
  auto before = [&](const Elem &a, const Elem &c) -> Value {
    auto lt = unsignedCmp ? arith::CmpIPredicate::ult : arith::CmpIPredicate::slt;
    auto gt = unsignedCmp ? arith::CmpIPredicate::ugt : arith::CmpIPredicate::sgt;
    Value first = arith::CmpIOp::create(b, loc, descending ? gt : lt, a.key, c.key);
    if (!a.index)
      return first;
    Value eq = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, a.key, c.key);
    Value earlier = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                          a.index, c.index);
    return arith::OrIOp::create(b, loc, first,
                                arith::AndIOp::create(b, loc, eq, earlier));
  };
  auto select = [&](Value c, const Elem &x, const Elem &y) {
    Elem out;
    out.key = arith::SelectOp::create(b, loc, c, x.key, y.key);
    if (x.index)
      out.index = arith::SelectOp::create(b, loc, c, x.index, y.index);
    for (auto [p, q] : llvm::zip(x.payload, y.payload))
      out.payload.push_back(arith::SelectOp::create(b, loc, c, p, q));
    return out;
  };
  // Bit j of register r's coordinate: a constant for register bits, else
  // from this thread's base (built once per bit).
  std::map<int64_t, Value> baseBit;
  auto bitSet = [&](size_t r, int64_t j) -> Value {
    if (regMask & j)
      return arith::ConstantIntOp::create(b, loc, (s.regCoord(r, axis) & j) ? 1 : 0, 1);
    Value &v = baseBit[j];
    if (!v) {
      Value zero = i32(b, loc, 0);
      Value bit = arith::AndIOp::create(b, loc, axisBase, i32(b, loc, j));
      v = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, bit, zero);
    }
    return v;
  };
  // Whether register r keeps the earlier of its pair at stage (k, j): the
  // lower position of an ascending block or the upper of a descending one.
  auto keepsFirst = [&](size_t r, int64_t k, int64_t j) -> Value {
    Value upper = bitSet(r, j);
    if (k >= n) // the last merge: every block ascends
      return arith::XOrIOp::create(b, loc, upper,
                                   arith::ConstantIntOp::create(b, loc, 1, 1));
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, upper,
                                 bitSet(r, k));
  };
  // Whether x (held by register r) is replaced by its partner y: where r
  // keeps the earlier of the pair, when y comes first; else when x does,
  // i.e. when y does not. With ties broken by index no two elements are
  // equal; without, equal keys are interchangeable, so one compare serves
  // both partners.
  auto swapWith = [&](size_t r, int64_t k, int64_t j, const Elem &x,
                      const Elem &y) -> Value {
    Value yFirst = before(y, x);
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                 keepsFirst(r, k, j), yFirst);
  };
  // Shared buffers for exchanges between warps (made on first use).
  SmallVector<Value> bufs;
  SmallVector<Type> fieldTypes;
  auto fieldsOf = [&](const Elem &e) {
    SmallVector<Value> f{e.key};
    if (e.index)
      f.push_back(e.index);
    f.append(e.payload.begin(), e.payload.end());
    return f;
  };
  auto fromFields = [&](ArrayRef<Value> f) {
    Elem e;
    e.key = f[0];
    size_t i = 1;
    if (needIndex)
      e.index = f[i++];
    for (; i < f.size(); ++i)
      e.payload.push_back(f[i]);
    return e;
  };
  auto slotOf = [&](size_t r, Value axisCoord) {
    auto c = coords(b, loc, s, base, r);
    c[axis] = axisCoord;
    return linearIndex(b, loc, c, s.shape, SharedAttr());
  };
  int64_t total = 1;
  for (int64_t x : s.shape)
    total *= x;
  Value fullMask = i32(b, loc, -1);

  // The elements at distance j (a lane or warp bit) from this thread's.
  auto fetch = [&](int64_t j) {
    std::map<size_t, Elem> partner;
    if (regMask & j) {
      for (size_t r : uniq)
        partner[r] = el[canon[*partnerReg(r, j)]];
      return partner;
    }
    if (laneMask & j) {
      int64_t delta = m.laneStride * (j / m.laneScale);
      for (size_t r : uniq) {
        SmallVector<Value> f;
        for (Value v : fieldsOf(el[r]))
          f.push_back(simt::ShuffleOp::create(b, loc, v.getType(),
                                              simt::ShuffleKind::Xor, v,
                                              i32(b, loc, delta), fullMask,
                                              Value()));
        partner[r] = fromFields(f);
      }
      return partner;
    }
    if (bufs.empty())
      for (Value v : fieldsOf(el[uniq.front()])) {
        fieldTypes.push_back(v.getType());
        bufs.push_back(sharedBuffer(b, loc, v.getType(), total));
      }
    Value axisJ = arith::XOrIOp::create(b, loc, axisBase, i32(b, loc, j));
    for (size_t r : uniq) {
      Value slot = slotOf(r, arith::OrIOp::create(
                                 b, loc, axisBase,
                                 i32(b, loc, s.regCoord(r, axis))));
      for (auto [buf, v] : llvm::zip(bufs, fieldsOf(el[r])))
        simt::StoreOp::create(b, loc, v, smemAt(b, loc, buf, slot), false,
                              IntegerAttr());
    }
    for (size_t r : uniq) {
      Value slot = slotOf(r, arith::OrIOp::create(
                                 b, loc, axisJ,
                                 i32(b, loc, s.regCoord(r, axis))));
      SmallVector<Value> f;
      for (auto [buf, t] : llvm::zip(bufs, fieldTypes))
        f.push_back(simt::LoadOp::create(b, loc, t, smemAt(b, loc, buf, slot),
                                         false, false, IntegerAttr()));
      partner[r] = fromFields(f);
    }
    return partner;
  };
  // One compare-exchange step of the merge of blocks of k at distance j.
  auto compareExchange = [&](int64_t k, int64_t j) {
    if (regMask & j) {
      // Both registers of a pair are here: one compare for the two.
      for (size_t r : uniq) {
        if (s.regCoord(r, axis) & j)
          continue; // handled with its lower partner
        size_t r2 = canon[*partnerReg(r, j)];
        Elem x = el[r], y = el[r2];
        // Swap when the pair is out of the order this block wants.
        Value swap = swapWith(r, k, j, x, y);
        el[r] = select(swap, y, x);
        el[r2] = select(swap, x, y);
      }
      return;
    }
    std::map<size_t, Elem> partner = fetch(j);
    for (size_t r : uniq) {
      Elem x = el[r], y = partner[r];
      el[r] = select(swapWith(r, k, j, x, y), y, x);
    }
  };
  // Full sort: merges of 2, 4, ..., n. top-k (Triton's bitonic top-k):
  // sort blocks of k only (alternating directions), then per level keep the
  // earlier of each element and the one k, 2k, ... away (the first k of two
  // opposite sorted blocks, as a bitonic sequence, in both halves) and
  // re-sort a block of k by log k merge steps: 34 steps instead of 55 for
  // the top 8 of 1024.
  int64_t sortTo = topK ? topK : n;
  for (int64_t k = 2; k <= sortTo; k *= 2)
    for (int64_t j = k / 2; j >= 1; j /= 2)
      compareExchange(k, j);
  for (int64_t level = sortTo; level < n; level *= 2) {
    std::map<size_t, Elem> partner = fetch(level);
    for (size_t r : uniq) {
      Elem x = el[r], y = partner[r];
      el[r] = select(before(y, x), y, x);
    }
    for (int64_t j = sortTo / 2; j >= 1; j /= 2)
      compareExchange(2 * level, j);
  }

  SmallVector<Regs> out(1 + values.size(), Regs(s.numRegs()));
  if (indexOut)
    indexOut->assign(s.numRegs(), Value());
  for (size_t r = 0; r < s.numRegs(); ++r) {
    const Elem &e = el[canon[r]];
    out[0][r] = fromOrdered(b, loc, e.key, et);
    for (auto [i, v] : llvm::enumerate(values))
      out[i + 1][r] = fromStorage(
          b, loc, e.payload[i],
          cast<RankedTensorType>(v.getType()).getElementType());
    if (indexOut)
      (*indexOut)[r] = e.index;
  }
  return out;
}

/// Whether `v` is the i32 index along `axis` at every element (arange from
/// 0, expanded and broadcast around the axis: argsort's values), which the
/// network's tie-break index already is.
static bool isAxisIota(Value v, int64_t axis) {
  int64_t n = cast<RankedTensorType>(v.getType()).getDimSize(axis);
  if (!cast<RankedTensorType>(v.getType()).getElementType().isInteger(32))
    return false;
  int64_t pos = axis;
  while (Operation *def = v.getDefiningOp()) {
    if (isa<ConvertLayoutOp, BroadcastOp>(def)) {
      v = def->getOperand(0);
      if (cast<RankedTensorType>(v.getType()).getDimSize(pos) != n)
        return false;
      continue;
    }
    if (auto e = dyn_cast<ExpandDimsOp>(def)) {
      if (e.getAxis() == pos)
        return false;
      if (e.getAxis() < pos)
        --pos;
      v = e.getSource();
      continue;
    }
    auto a = dyn_cast<ArangeOp>(def);
    return a && pos == 0 && a.getStart() == 0 &&
           a.getType().getDimSize(0) == n;
  }
  return false;
}

void FuncLowering::lowerSort(SortOp op) {
  // A value nobody reads is not carried (nor, without any, the index); an
  // index along the axis (argsort) is the tie-break index itself.
  SmallVector<Value> values;
  SmallVector<unsigned> which;
  std::optional<unsigned> iota;
  for (auto [i, v] : llvm::enumerate(op.getValues())) {
    if (op.getSortedValues()[i].use_empty())
      continue;
    if (!iota && isAxisIota(v, op.getAxis())) {
      iota = i;
      continue;
    }
    values.push_back(v);
    which.push_back(i);
  }
  Regs index;
  auto sorted = bitonicSort(op, op.getKeys(), values, op.getAxis(),
                            op.getDescending(), op.getUnsignedKeys(),
                            /*needIndex=*/!values.empty() || iota, &index, 0);
  if (failed(sorted))
    return;
  regs[op.getSorted()] = (*sorted)[0];
  for (auto [i, w] : llvm::enumerate(which))
    regs[op.getSortedValues()[w]] = (*sorted)[i + 1];
  if (iota)
    regs[op.getSortedValues()[*iota]] = index;
}

void FuncLowering::lowerTopK(TopKOp op) {
  bool wantIndices = !op.getIndices().use_empty();
  Regs index;
  auto sorted = bitonicSort(op, op.getSource(), {}, op.getAxis(),
                            /*descending=*/true, op.getUnsignedKeys(),
                            /*needIndex=*/wantIndices, &index, op.getK());
  if (failed(sorted))
    return;
  // The first k along the axis, through shared memory, in the results'
  // layout (their shape differs from the source's).
  OpBuilder b(op);
  Location loc = op.getLoc();
  auto srcT = op.getSource().getType();
  LayoutDesc s = desc(op, srcT);
  LayoutDesc d = desc(op, op.getValues().getType());
  if (failed(failure_))
    return;
  int64_t total = 1;
  for (int64_t x : s.shape)
    total *= x;
  Type et = srcT.getElementType();
  Value vbuf = sharedBuffer(b, loc, et, total);
  Value ibuf = wantIndices ? sharedBuffer(b, loc, b.getI32Type(), total) : Value();
  auto sb = bases(b, loc, s);
  int64_t axis = op.getAxis(), k = op.getK();
  for (size_t r = 0; r < s.numRegs(); ++r) {
    if (s.regIsDup(r))
      continue;
    // Only the first k along the axis are read back.
    if (!(s.dims[axis].laneCount > 1 || s.dims[axis].warpCount > 1) &&
        s.regCoord(r, axis) >= k)
      continue;
    Value slot = linearIndex(b, loc, coords(b, loc, s, sb, r), s.shape, SharedAttr());
    simt::StoreOp::create(b, loc, (*sorted)[0][r], smemAt(b, loc, vbuf, slot),
                          false, IntegerAttr());
    if (ibuf)
      simt::StoreOp::create(b, loc, index[r], smemAt(b, loc, ibuf, slot),
                            false, IntegerAttr());
  }
  auto db = bases(b, loc, d);
  Regs vals, idx;
  for (size_t r = 0; r < d.numRegs(); ++r) {
    // The result's coordinates are the source's (axis < k): same slots.
    Value slot = linearIndex(b, loc, coords(b, loc, d, db, r), s.shape, SharedAttr());
    vals.push_back(simt::LoadOp::create(b, loc, et, smemAt(b, loc, vbuf, slot),
                                        false, false, IntegerAttr()));
    if (ibuf)
      idx.push_back(simt::LoadOp::create(b, loc, b.getI32Type(),
                                         smemAt(b, loc, ibuf, slot), false,
                                         false, IntegerAttr()));
  }
  regs[op.getValues()] = vals;
  if (wantIndices)
    regs[op.getIndices()] = idx;
}
