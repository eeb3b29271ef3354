//===- FuncLowering.h - one tile function lowered to simt ------*- C++ -*-===//
//
// The state of convert-tile-to-simt for one function: the registers of every
// tile value, the flattened tensor views, and the helpers that compute the
// coordinates a thread holds. TileToSimt.cpp lowers the ops one by one;
// PipelinedMma.cpp lowers a whole tensor-core k-loop at once.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_CONVERSION_TILETOSIMT_FUNCLOWERING_H
#define KILN_COMPILER_CONVERSION_TILETOSIMT_FUNCLOWERING_H

#include "dialects/simt/IR/SimtDialect.h"
#include "dialects/tile/IR/TileDialect.h"
#include "dialects/tile/IR/TileLayout.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/Support/MathExtras.h"

#include <map>

namespace kiln::tile_lowering {

using namespace mlir;
using namespace kiln::tile;
namespace simt = kiln::simt;


using Regs = SmallVector<Value>;

struct View {
  Value ptr;
  SmallVector<Value> shape, strides;
};

// Barriers: none are placed here. The shared memory this lowering generates
// (reductions across warps, scans, layout conversions) gets its barriers from
// `simt-insert-barriers`, which kilnc always runs for tile kernels.

class FuncLowering {
public:
  FuncLowering(func::FuncOp func, ModuleOp module, int &smemCounter,
               bool warpgroupMma)
      : func(func), module(module), smemCounter(smemCounter),
        numWarps(TileDialect::getNumWarps(func)), warpgroupMma(warpgroupMma) {}

  LogicalResult run();
  int64_t sharedBytes = 0;
  /// Occupancy the lowering was designed for (launch bounds), 0 for none.
  int64_t minProgramsPerSM = 0;

private:
  func::FuncOp func;
  ModuleOp module;
  int &smemCounter;
  int64_t numWarps;
  bool warpgroupMma; // sm_90a: pipelined GEMMs may use wgmma
  DenseMap<Value, Regs> regs;
  DenseMap<Value, View> views;
  SmallVector<Operation *> toErase;
  Value laneV, warpV;
  LogicalResult failure_ = success();

  // --- helpers -------------------------------------------------------------
  Value i32(OpBuilder &b, Location loc, int64_t v) {
    return arith::ConstantIntOp::create(b, loc, v, 32);
  }
  Value i64(OpBuilder &b, Location loc, int64_t v) {
    return arith::ConstantIntOp::create(b, loc, v, 64);
  }
  LayoutDesc desc(Operation *op, Type t) {
    auto d = getLayoutDesc(cast<RankedTensorType>(t), numWarps);
    if (failed(d)) {
      op->emitOpError() << "has a tile without a supported layout: " << t
                        << " (run tile-assign-layouts first)";
      failure_ = failure();
      LayoutDesc empty;
      empty.shape.assign(cast<RankedTensorType>(t).getShape().begin(),
                         cast<RankedTensorType>(t).getShape().end());
      return empty;
    }
    return *d;
  }
  Value laneIdx(OpBuilder &b, Location loc, int64_t stride, int64_t count,
                Value id) {
    if (count == 1)
      return i32(b, loc, 0);
    Value v = id;
    if (stride > 1)
      v = arith::ShRUIOp::create(b, loc, v, i32(b, loc, llvm::Log2_64(stride)));
    return arith::AndIOp::create(b, loc, v, i32(b, loc, count - 1));
  }
  /// Per dimension, the (wrapped) thread part of every coordinate.
  SmallVector<Value> bases(OpBuilder &b, Location loc, const LayoutDesc &d) {
    SmallVector<Value> out;
    for (int64_t k = 0; k < d.rank(); ++k) {
      const DimMap &m = d.dims[k];
      Value l = laneIdx(b, loc, m.laneStride, m.laneCount, laneV);
      Value w = laneIdx(b, loc, m.warpStride, m.warpCount, warpV);
      Value v = arith::AddIOp::create(
          b, loc, arith::MulIOp::create(b, loc, l, i32(b, loc, m.laneScale)),
          arith::MulIOp::create(b, loc, w, i32(b, loc, m.warpScale)));
      out.push_back(
          arith::AndIOp::create(b, loc, v, i32(b, loc, d.shape[k] - 1)));
    }
    return out;
  }
  /// The coordinates (i32) of register r.
  SmallVector<Value> coords(OpBuilder &b, Location loc, const LayoutDesc &d,
                            ArrayRef<Value> base, size_t r) {
    SmallVector<Value> c;
    for (int64_t k = 0; k < d.rank(); ++k) {
      int64_t off = d.regCoord(r, k);
      c.push_back(off ? arith::AddIOp::create(b, loc, base[k], i32(b, loc, off))
                            .getResult()
                      : base[k]);
    }
    return c;
  }
  /// True where this thread owns the elements it holds (no replica).
  Value owner(OpBuilder &b, Location loc, const LayoutDesc &d) {
    Value ok = arith::ConstantIntOp::create(b, loc, 1, 1);
    auto andWith = [&](Value c) { ok = arith::AndIOp::create(b, loc, ok, c); };
    for (const DimMap &m : d.dupComps) {
      Value l = laneIdx(b, loc, m.laneStride, m.laneCount, laneV);
      Value w = laneIdx(b, loc, m.warpStride, m.warpCount, warpV);
      Value z = i32(b, loc, 0);
      andWith(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                    arith::OrIOp::create(b, loc, l, w), z));
    }
    for (int64_t k = 0; k < d.rank(); ++k) {
      const DimMap &m = d.dims[k];
      Value l = laneIdx(b, loc, m.laneStride, m.laneCount, laneV);
      Value w = laneIdx(b, loc, m.warpStride, m.warpCount, warpV);
      Value v = arith::AddIOp::create(
          b, loc, arith::MulIOp::create(b, loc, l, i32(b, loc, m.laneScale)),
          arith::MulIOp::create(b, loc, w, i32(b, loc, m.warpScale)));
      andWith(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, v,
                                    i32(b, loc, d.shape[k])));
    }
    return ok;
  }
  /// A fresh shared buffer of `count` elements of `elem`, `align` bytes
  /// aligned (wgmma's swizzled operands repeat every 1024 bytes).
  Value sharedBuffer(OpBuilder &b, Location loc, Type elem, int64_t count,
                     int64_t align = 16) {
    unsigned bits = std::max(8u, elem.getIntOrFloatBitWidth());
    int64_t bytes = count * bits / 8;
    sharedBytes = llvm::alignTo(sharedBytes, align) + bytes;
    std::string name = "__tile_smem_" + std::to_string(smemCounter++);
    auto arrTy = LLVM::LLVMArrayType::get(IntegerType::get(b.getContext(), 8),
                                          bytes);
    {
      OpBuilder mb(module.getBodyRegion());
      mb.setInsertionPointToStart(module.getBody());
      auto g = simt::GlobalOp::create(
          mb, loc, name, arrTy, simt::AddressSpace::Shared, Attribute(),
          mb.getI64IntegerAttr(align));
      (void)g;
    }
    auto raw = simt::AddressOfOp::create(
        b, loc, simt::PtrType::get(arrTy, simt::AddressSpace::Shared), name);
    return simt::PtrCastOp::create(
        b, loc, simt::PtrType::get(storageType(elem), simt::AddressSpace::Shared),
        raw);
  }
  Type storageType(Type elem) {
    if (elem.isInteger(1))
      return IntegerType::get(elem.getContext(), 8);
    return elem;
  }
  Value toStorage(OpBuilder &b, Location loc, Value v) {
    if (v.getType().isInteger(1))
      return arith::ExtUIOp::create(b, loc, b.getI8Type(), v);
    return v;
  }
  Value fromStorage(OpBuilder &b, Location loc, Value v, Type elem) {
    if (elem.isInteger(1))
      return arith::TruncIOp::create(b, loc, elem, v);
    return v;
  }
  /// Row-major linear index (i32) of coordinates in `shape`, with the
  /// optional swizzle of a 2-D #tile.shared layout.
  Value linearIndex(OpBuilder &b, Location loc, ArrayRef<Value> c,
                    ArrayRef<int64_t> shape, SharedAttr swz) {
    size_t rank = shape.size();
    SmallVector<Value> cc(c);
    if (swz && rank == 2 && swz.getMaxPhase() > 1) {
      Value row = cc[0], col = cc[1];
      Value phase = arith::AndIOp::create(
          b, loc,
          arith::DivUIOp::create(b, loc, row, i32(b, loc, swz.getPerPhase())),
          i32(b, loc, swz.getMaxPhase() - 1));
      Value vec = i32(b, loc, swz.getVec());
      Value group = arith::DivUIOp::create(b, loc, col, vec);
      Value within = arith::RemUIOp::create(b, loc, col, vec);
      Value sg = arith::XOrIOp::create(b, loc, group, phase);
      cc[1] = arith::AddIOp::create(b, loc,
                                    arith::MulIOp::create(b, loc, sg, vec),
                                    within);
    }
    Value idx = cc[0];
    for (size_t k = 1; k < rank; ++k)
      idx = arith::AddIOp::create(
          b, loc, arith::MulIOp::create(b, loc, idx, i32(b, loc, shape[k])),
          cc[k]);
    return idx;
  }
  Value smemAt(OpBuilder &b, Location loc, Value buf, Value idx) {
    return simt::PtrAddOp::create(b, loc, buf.getType(), buf, idx);
  }
  Value combine(OpBuilder &b, Region &region, Value x, Value y) {
    Block &body = region.front();
    IRMapping map;
    map.map(body.getArgument(0), x);
    map.map(body.getArgument(1), y);
    for (Operation &op : body.without_terminator())
      b.clone(op, map);
    return map.lookup(cast<YieldOp>(body.getTerminator()).getValue());
  }

  /// Store `vals` (layout `src`) to a fresh shared buffer of `bufShape` at
  /// linearIndex(f(coords)); 16-byte vector stores where the registers and
  /// the swizzle keep a vector contiguous (identity map only).
  Value storeToShared(OpBuilder &b, Location loc, const LayoutDesc &src,
                      ArrayRef<Value> vals, Type elem, SharedAttr swz,
                      function_ref<SmallVector<Value>(ArrayRef<Value>)> srcMap,
                      ArrayRef<int64_t> bufShape, bool identity) {
    int64_t n = 1;
    for (int64_t s : bufShape)
      n *= s;
    Value buf = sharedBuffer(b, loc, elem, n);
    SmallVector<Value> sb = bases(b, loc, src);
    SmallVector<SmallVector<size_t>> groups;
    int64_t vec = identity ? vectorGroups(src, elem, groups) : 1;
    if (vec > 1 && swz && swz.getMaxPhase() > 1 &&
        (swz.getVec() < vec || swz.getVec() % vec))
      vec = 1;
    if (vec > 1 && bufShape.back() % vec)
      vec = 1;
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
      simt::StoreOp::create(b, loc, toStorage(b, loc, vals[r]),
                            smemAt(b, loc, buf, idx), false, IntegerAttr());
    }
    return buf;
  }

  /// Store `vals` (layout `src`) to a shared buffer at linearIndex(f(coords)),
  /// barrier, and read them back in layout `dst` at linearIndex(coords).
  Regs throughShared(OpBuilder &b, Location loc, const LayoutDesc &src,
                     ArrayRef<Value> vals, const LayoutDesc &dst, Type elem,
                     SharedAttr swz,
                     function_ref<SmallVector<Value>(ArrayRef<Value>)> srcMap,
                     ArrayRef<int64_t> bufShape, bool identity) {
    Value buf = storeToShared(b, loc, src, vals, elem, swz, srcMap, bufShape,
                              identity);
    SmallVector<Value> db = bases(b, loc, dst);
    Regs out;
    for (size_t r = 0; r < dst.numRegs(); ++r) {
      Value idx = linearIndex(b, loc, coords(b, loc, dst, db, r), bufShape, swz);
      Value v = simt::LoadOp::create(b, loc, storageType(elem),
                                     smemAt(b, loc, buf, idx), false, false,
                                     IntegerAttr());
      out.push_back(fromStorage(b, loc, v, elem));
    }
    return out;
  }

  /// mma operands whose conversion stored them to shared memory: lowerDot
  /// reads the fragments right before the instructions that use them.
  struct LazyOperand {
    Value buf;
    SharedAttr swz;
    SmallVector<int64_t> shape;
  };
  DenseMap<Value, LazyOperand> lazy;

  // --- op lowering ---------------------------------------------------------
  void lowerBlock(Block &block);
  void lowerOp(Operation *op);
  void lowerFor(scf::ForOp op);
  /// `acc = dot(load(a, [m, k]), load(b, [k, n]), acc)` k-loops on tensor
  /// cores: cp.async stages, ldmatrix, mma.sync (PipelinedMma.cpp). False
  /// when the loop is not of that form (it is then lowered op by op).
  bool lowerPipelinedMma(scf::ForOp op);
  void lowerIf(scf::IfOp op);
  void lowerWhile(scf::WhileOp op);
  using Spans = SmallVector<std::pair<unsigned, unsigned>>;
  /// Gives each old value its slice of `flat` (its registers for a tile, the
  /// value itself otherwise): how rebuilt scf.for/scf.if results and block
  /// arguments replace the tile-typed ones.
  template <typename OldRange>
  void bindFlattened(OldRange olds, ValueRange flat, const Spans &spans);
  /// Replaces a scf.yield of tiles by one of their registers.
  void flattenYield(scf::YieldOp yield);
  /// The registers standing for `vals` (all of a tile's, a scalar itself),
  /// with each value's slice in `spans` when given.
  SmallVector<Value> flattenValues(ValueRange vals, Spans *spans = nullptr);
  /// The register types of values of `types` in `op`'s layouts.
  void flattenTypes(Operation *op, TypeRange types, SmallVector<Type> &flat,
                    Spans &spans);
  void lowerElementwise(Operation *op);
  void lowerLoad(LoadOp op);
  void lowerStoreLike(Operation *op, Value viewV, ValueRange offsets,
                      Value value, bool atomic);
  void lowerGather(GatherOp op);
  void lowerScatter(ScatterOp op);
  void lowerReduce(ReduceOp op);
  void lowerScan(ScanOp op);
  void lowerDot(DotOp op);
  void lowerConvert(Operation *op, Value src, Type dstType, SharedAttr swz,
                    ArrayRef<int32_t> perm, bool reshape);
  void lowerByCoords(Operation *op, Value src, Type dstType);

  /// Address and in-bounds mask of a view element at i64 indices.
  std::pair<Value, Value> address(OpBuilder &b, Location loc, const View &v,
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
  Value maskedLoad(OpBuilder &b, Location loc, Value ptr, Value mask,
                   Value pad) {
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
  void maskedStore(OpBuilder &b, Location loc, Value ptr, Value mask,
                   Value val, bool atomic) {
    auto ifOp = scf::IfOp::create(b, loc, mask, /*withElse=*/false);
    OpBuilder tb = ifOp.getThenBodyBuilder();
    if (atomic)
      simt::AtomicRMWOp::create(tb, loc, val.getType(), simt::AtomicKind::Add,
                                ptr, val, simt::Scope::Device,
                                simt::MemoryOrder::Relaxed);
    else
      simt::StoreOp::create(tb, loc, val, ptr, false, IntegerAttr());
  }
  Value zeroOf(OpBuilder &b, Location loc, Type t) {
    return arith::ConstantOp::create(b, loc, t, b.getZeroAttr(t));
  }

  // --- 16-byte vector accesses -------------------------------------------
  /// The widest vector (elements, at most 16 bytes, >= 2) a thread's
  /// registers form along the last (contiguous) dimension, and the groups of
  /// `vec` registers with consecutive coordinates starting at a multiple of
  /// `vec`; 1 when they do not form vectors.
  int64_t vectorGroups(const LayoutDesc &d, Type elem,
                       SmallVectorImpl<SmallVector<size_t>> &groups) {
    if (d.rank() == 0 || !elem.isIntOrFloat() || elem.isInteger(1))
      return 1;
    unsigned bits = elem.getIntOrFloatBitWidth();
    if (bits < 8 || bits % 8)
      return 1;
    int64_t last = d.rank() - 1;
    const DimMap &m = d.dims[last];
    std::map<SmallVector<int64_t, 4>, size_t> at;
    for (size_t r = 0; r < d.numRegs(); ++r)
      at.emplace(d.regs[r], r);
    for (int64_t vec = 128 / bits; vec >= 2; vec /= 2) {
      if (d.shape[last] % vec || (m.laneCount > 1 && m.laneScale % vec) ||
          (m.warpCount > 1 && m.warpScale % vec))
        continue;
      groups.clear();
      std::vector<bool> used(d.numRegs(), false);
      bool ok = true;
      for (size_t r = 0; r < d.numRegs() && ok; ++r) {
        if (used[r])
          continue;
        if (d.regs[r][last] % vec) {
          ok = false;
          break;
        }
        SmallVector<size_t> g{r};
        used[r] = true;
        SmallVector<int64_t, 4> key(d.regs[r]);
        for (int64_t j = 1; j < vec; ++j) {
          key[last] = d.regs[r][last] + j;
          auto it = at.find(key);
          if (it == at.end() || used[it->second]) {
            ok = false;
            break;
          }
          used[it->second] = true;
          g.push_back(it->second);
        }
        groups.push_back(g);
      }
      if (ok)
        return vec;
    }
    groups.clear();
    return 1;
  }
  /// Uniform (per program) condition under which `vec`-element accesses
  /// along the last dimension of `v` are contiguous and aligned: innermost
  /// stride 1, the other strides, the tile offset along the last dimension
  /// and the base address multiples of the vector.
  Value vectorUsable(OpBuilder &b, Location loc, const View &v,
                     ValueRange offsets, int64_t vec, int64_t bytes) {
    size_t last = v.strides.size() - 1;
    auto isZero = [&](Value x, int64_t maskBits) {
      return arith::CmpIOp::create(
          b, loc, arith::CmpIPredicate::eq,
          arith::AndIOp::create(b, loc, x, i64(b, loc, maskBits)),
          i64(b, loc, 0));
    };
    Value ok = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                     v.strides[last], i64(b, loc, 1));
    for (size_t k = 0; k < last; ++k)
      ok = arith::AndIOp::create(b, loc, ok, isZero(v.strides[k], vec - 1));
    ok = arith::AndIOp::create(b, loc, ok, isZero(offsets[last], vec - 1));
    Value addr = simt::PtrToIntOp::create(b, loc, b.getI64Type(), v.ptr);
    return arith::AndIOp::create(b, loc, ok, isZero(addr, vec * bytes - 1));
  }
};


} // namespace kiln::tile_lowering

#endif
