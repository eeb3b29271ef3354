//===- ConvertLayoutOpToSimt.cpp - moving elements between threads ----------===//
//
// convert_layout, reshape and permute: a register rename when both layouts
// give each thread the same elements, otherwise through a shared buffer
// (swizzled as the #tile.shared scratch layout says; mma operands are read
// back next to their mma, see DotOpToSimt.cpp). broadcast and expand_dims
// only pick registers: the layouts agree on the dimensions the source has.
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/TileToSimt/FuncLowering.h"
#include "dialects/tile/IR/SharedBankConflicts.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

#include <map>

using namespace mlir;
using namespace kiln::tile;
using namespace kiln::tile_lowering;
namespace simt = kiln::simt;

/// Broadcast and expand_dims: every result register is a source register
/// with the same coordinates along the dimensions the source has (the
/// layouts agree there by construction).
void FuncLowering::lowerByCoords(Operation *op, Value src, Type dstType) {
  LayoutDesc s = desc(op, src.getType()), d = desc(op, dstType);
  auto dstShape = cast<RankedTensorType>(dstType).getShape();
  bool expand = isa<ExpandDimsOp>(op);
  int64_t axis = expand ? cast<ExpandDimsOp>(op).getAxis() : -1;
  std::map<SmallVector<int64_t>, size_t> index;
  auto srcShape = cast<RankedTensorType>(src.getType()).getShape();
  for (size_t r = 0; r < s.numRegs(); ++r) {
    SmallVector<int64_t> key;
    for (int64_t k = 0; k < s.rank(); ++k)
      key.push_back(srcShape[k] == 1 ? 0 : s.regCoord(r, k));
    index.insert({key, r});
  }
  Regs out;
  const Regs &in = regs[src];
  for (size_t r = 0; r < d.numRegs(); ++r) {
    SmallVector<int64_t> key;
    for (int64_t k = 0; k < d.rank(); ++k) {
      if (k == axis)
        continue;
      int64_t sk = expand && k > axis ? k - 1 : k;
      key.push_back(srcShape[sk] == 1 ? 0 : d.regCoord(r, k));
    }
    auto it = index.find(key);
    if (it == index.end()) {
      op->emitOpError() << "source and result layouts do not line up";
      failure_ = failure();
      return;
    }
    out.push_back(in[it->second]);
  }
  (void)dstShape;
  regs[op->getResult(0)] = out;
}

void FuncLowering::lowerConvert(Operation *op, Value src, Type dstType,
                                SharedAttr swz, ArrayRef<int32_t> perm,
                                bool reshape) {
  OpBuilder b(op);
  Location loc = op->getLoc();
  LayoutDesc s = desc(op, src.getType()), d = desc(op, dstType);
  auto dstT = cast<RankedTensorType>(dstType);
  const Regs &in = regs[src];
  // Register renames: same thread mapping, coordinates match (after the
  // permutation for permute). A reshape that only adds or drops unit
  // dimensions keeps the row-major order of the others: it renames too when
  // they line up (srcDim -1: a unit dimension of the result).
  SmallVector<int64_t> srcDim;
  if (!reshape) {
    for (int64_t k = 0; k < d.rank(); ++k)
      srcDim.push_back(perm.empty() ? k : perm[k]);
  } else {
    SmallVector<int64_t> sDims;
    for (int64_t k = 0; k < s.rank(); ++k)
      if (s.shape[k] != 1)
        sDims.push_back(k);
    size_t next = 0;
    for (int64_t k = 0; k < d.rank(); ++k) {
      if (d.shape[k] == 1) {
        srcDim.push_back(-1);
        continue;
      }
      if (next == sDims.size() || s.shape[sDims[next]] != d.shape[k])
        break;
      srcDim.push_back(sDims[next++]);
    }
    if (next != sDims.size() || int64_t(srcDim.size()) != d.rank())
      srcDim.clear();
  }
  if (int64_t(srcDim.size()) == d.rank() && s.numRegs() == d.numRegs()) {
    bool same = true;
    for (int64_t k = 0; k < d.rank() && same; ++k) {
      if (srcDim[k] < 0)
        continue; // unit: no lane or warp spreads it (dimSignature)
      same = dimSignature(s.dims[srcDim[k]], s.shape[srcDim[k]]) ==
             dimSignature(d.dims[k], d.shape[k]);
    }
    if (same) {
      std::map<SmallVector<int64_t>, size_t> index;
      for (size_t r = 0; r < s.numRegs(); ++r) {
        SmallVector<int64_t> key;
        for (int64_t k = 0; k < d.rank(); ++k)
          key.push_back(srcDim[k] < 0 ? 0 : s.regCoord(r, srcDim[k]));
        index.insert({key, r});
      }
      Regs out;
      for (size_t r = 0; r < d.numRegs() && same; ++r) {
        SmallVector<int64_t> key;
        for (int64_t k = 0; k < d.rank(); ++k)
          key.push_back(d.regCoord(r, k));
        auto it = index.find(key);
        if (it == index.end())
          same = false;
        else
          out.push_back(in[it->second]);
      }
      if (same) {
        regs[op->getResult(0)] = out;
        return;
      }
    }
  }
  auto srcShape = cast<RankedTensorType>(src.getType()).getShape();
  SmallVector<int64_t> bufShape(dstT.getShape());
  if (reshape) {
    // Both sides index the buffer in row-major order of their own shape.
    Type et = dstT.getElementType();
    int64_t n = dstT.getNumElements();
    Value buf = sharedBuffer(b, loc, et, n);
    auto sb = bases(b, loc, s);
    for (size_t r = 0; r < s.numRegs(); ++r) {
      if (s.regIsDup(r))
        continue;
      Value idx = linearIndex(b, loc, coords(b, loc, s, sb, r), srcShape,
                              SharedAttr());
      Value addr = smemAt(b, loc, buf, idx);
      simt::StoreOp::create(b, loc, toStorage(b, loc, in[r]), addr, false,
                            IntegerAttr());
    }
    auto db = bases(b, loc, d);
    Regs out;
    for (size_t r = 0; r < d.numRegs(); ++r) {
      Value idx = linearIndex(b, loc, coords(b, loc, d, db, r),
                              dstT.getShape(), SharedAttr());
      Value v = simt::LoadOp::create(b, loc, storageType(et),
                                     smemAt(b, loc, buf, idx), false, false,
                                     IntegerAttr());
      out.push_back(fromStorage(b, loc, v, et));
    }
    regs[op->getResult(0)] = out;
    return;
  }
  auto mapCoords = [&](ArrayRef<Value> c) {
    SmallVector<Value> m(c.size());
    if (perm.empty())
      return SmallVector<Value>(c);
    for (size_t k = 0; k < c.size(); ++k)
      m[k] = c[perm[k]];
    return m;
  };
  // mma operands used only by their dot: store now, read each fragment
  // next to the mma that takes it (fewer live registers). A swizzle keeps
  // the elements of one fragment register (a 16-bit pair, an fp8 quad)
  // together.
  auto dotEnc = dyn_cast_if_present<DotOperandAttr>(dstT.getEncoding());
  Value res = op->getResult(0);
  unsigned perReg = dstT.getElementTypeBitWidth() == 8 ? 4 : 2;
  if (perm.empty() && dotEnc && isa<MmaAttr>(dotEnc.getParent()) &&
      (dstT.getElementTypeBitWidth() == 16 || dstT.getElementType().isF32() ||
       isa<Float8E4M3FNType, Float8E5M2Type>(dstT.getElementType())) &&
      res.hasOneUse() &&
      isa<DotOp>(*res.getUsers().begin()) &&
      (!swz || swz.getMaxPhase() <= 1 || swz.getVec() % perReg == 0)) {
    // sm_90a: a B operand of a dot that runs as wgmma goes into wgmma's
    // swizzled operand layout instead (WarpgroupDot.cpp).
    if (dotEnc.getOpIdx() == 1 &&
        suitsWarpgroupDot(cast<DotOp>(*res.getUsers().begin()))) {
      storeWarpgroupB(b, loc, s, in, res);
      regs[res] = Regs(d.numRegs());
      return;
    }
    // And its A operand, when a conversion makes it (not P, computed in
    // registers): K-major by descriptor, no fragments held or re-read.
    if (dotEnc.getOpIdx() == 0 &&
        suitsWarpgroupDot(cast<DotOp>(*res.getUsers().begin())) &&
        storeWarpgroupA(b, loc, s, in, res)) {
      regs[res] = Regs(d.numRegs());
      return;
    }
    Value buf = storeToShared(b, loc, s, in, dstT.getElementType(), swz,
                              mapCoords, bufShape, /*identity=*/true);
    lazy[res] = LazyOperand{buf, swz, bufShape};
    regs[res] = Regs(d.numRegs());
    return;
  }
  Regs out = throughShared(b, loc, s, in, d, dstT.getElementType(), swz,
                           mapCoords, bufShape, perm.empty());
  regs[op->getResult(0)] = out;
}

Value FuncLowering::storeToShared(
    OpBuilder &b, Location loc, const LayoutDesc &src, ArrayRef<Value> vals,
    Type elem, SharedAttr swz,
    function_ref<SmallVector<Value>(ArrayRef<Value>)> srcMap,
    ArrayRef<int64_t> bufShape, bool identity) {
  elem = regType(elem); // fp8 moves as bytes
  int64_t n = 1;
  for (int64_t s : bufShape)
    n *= s;
  Value buf = sharedBuffer(b, loc, elem, n);
  SmallVector<Value> sb = bases(b, loc, src);
  SmallVector<SmallVector<size_t>> groups;
  // The same vectors tile-convert-layouts' bank-conflict model counts.
  int64_t vec =
      identity ? tile::sharedVectorGroups(src, elem, swz, bufShape, groups) : 1;
  std::vector<bool> done(src.numRegs(), false);
  if (vec > 1) {
    auto vecTy = VectorType::get({vec}, elem);
    auto vecPtrTy = simt::PtrType::get(vecTy, simt::AddressSpace::Shared);
    int64_t bytes = vec * elem.getIntOrFloatBitWidth() / 8;
    for (const auto &g : groups) {
      if (llvm::any_of(g, [&](size_t r) { return src.regIsDup(r); }))
        continue;
      auto c = srcMap(coords(b, loc, src, sb, g[0]));
      Value idx = linearIndex(b, loc, c, bufShape, swz);
      Value vv = LLVM::PoisonOp::create(b, loc, vecTy);
      for (auto [j, r] : llvm::enumerate(g)) {
        vv = LLVM::InsertElementOp::create(b, loc, vv, vals[r],
                                           i32(b, loc, j));
        done[r] = true;
      }
      Value vp = simt::PtrCastOp::create(b, loc, vecPtrTy,
                                         smemAt(b, loc, buf, idx));
      simt::StoreOp::create(b, loc, vv, vp, false,
                            b.getI64IntegerAttr(bytes));
    }
  }
  for (size_t r = 0; r < src.numRegs(); ++r) {
    if (src.regIsDup(r) || done[r])
      continue;
    auto c = srcMap(coords(b, loc, src, sb, r));
    Value idx = linearIndex(b, loc, c, bufShape, swz);
    Value addr = smemAt(b, loc, buf, idx);
    simt::StoreOp::create(b, loc, toStorage(b, loc, vals[r]), addr, false,
                          IntegerAttr());
  }
  return buf;
}

Regs FuncLowering::throughShared(
    OpBuilder &b, Location loc, const LayoutDesc &src, ArrayRef<Value> vals,
    const LayoutDesc &dst, Type elem, SharedAttr swz,
    function_ref<SmallVector<Value>(ArrayRef<Value>)> srcMap,
    ArrayRef<int64_t> bufShape, bool identity) {
  Value buf = storeToShared(b, loc, src, vals, elem, swz, srcMap, bufShape,
                            identity);
  SmallVector<Value> db = bases(b, loc, dst);
  Regs out(dst.numRegs());
  // Registers the destination holds contiguously are read as one vector
  // (up to 16 bytes) when the swizzle keeps them together, as they are
  // stored: the scratch layout was chosen counting these accesses.
  SmallVector<SmallVector<size_t>> groups;
  Type st = storageType(regType(elem));
  int64_t vec =
      identity && st == regType(elem)
          ? tile::sharedVectorGroups(dst, st, swz, bufShape, groups)
          : 1;
  if (vec > 1) {
    auto vecTy = VectorType::get({vec}, st);
    auto vecPtrTy = simt::PtrType::get(vecTy, simt::AddressSpace::Shared);
    int64_t bytes = vec * st.getIntOrFloatBitWidth() / 8;
    for (const auto &g : groups) {
      Value idx = regIndex(b, loc, dst, db, g[0], bufShape, swz);
      Value vp = simt::PtrCastOp::create(b, loc, vecPtrTy,
                                         smemAt(b, loc, buf, idx));
      Value vv = simt::LoadOp::create(b, loc, vecTy, vp, false, false,
                                      b.getI64IntegerAttr(bytes));
      for (auto [j, r] : llvm::enumerate(g))
        out[r] = LLVM::ExtractElementOp::create(b, loc, vv, i32(b, loc, j));
    }
    return out;
  }
  for (size_t r = 0; r < dst.numRegs(); ++r) {
    Value idx = regIndex(b, loc, dst, db, r, bufShape, swz);
    Value v = simt::LoadOp::create(b, loc, storageType(elem),
                                   smemAt(b, loc, buf, idx), false, false,
                                   IntegerAttr());
    out[r] = fromStorage(b, loc, v, elem);
  }
  return out;
}
