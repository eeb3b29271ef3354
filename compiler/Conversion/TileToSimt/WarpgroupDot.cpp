//===- WarpgroupDot.cpp - dots as wgmma with A from registers --------------===//
//
// On sm_90a a dot whose accumulator is #tile.mma with warps [numWarps, 1]
// runs as wgmma m64nNk16 per 64-row slab and 16-deep slice: that mma layout
// is the wgmma accumulator layout (warpgroup g's warps own rows 16 * warp of
// each slab), and its A operand layout is wgmma's register-A fragment, so A
// never goes through shared memory. That is what chained dots need: P = f(Q
// K^T) is converted to 16 bits in registers and multiplies V directly (the
// attention pattern), and Q itself is read from its conversion's buffer as
// fragments, as for mma.sync.
//
// B is stored by its conversion (ConvertLayoutOpToSimt.cpp) into a
// 1024-byte aligned buffer of 128-byte swizzle atoms (16-byte chunk c of row
// r at chunk c ^ r % 8, as the hardware reads them):
//  - K-major when the source holds vectors along k (K^T of a row-major K:
//    B[k][n] = K[n][k]): rows of n, 64 k per row, blocks of 64 k N rows
//    long. A 16-deep slice kk starts 32 * (kk % 4) bytes into the rows of
//    block kk / 4; groups of 8 rows are 1024 bytes apart.
//  - N-major otherwise (V, row-major): rows of k, 64 n per row, blocks of
//    64 n K rows long (the transpose bit); slice kk starts at row 16 * kk,
//    column blocks K * 128 bytes apart.
// The source's 8-element vectors stay whole (one 16-byte store each), so
// neither a transposed operand nor a row-major one costs scalar accesses.
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/TileToSimt/FuncLowering.h"
#include "compiler/Conversion/TileToSimt/LoweringRemarks.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Matchers.h"

#include <map>

using namespace mlir;
using namespace kiln::tile;
using namespace kiln::tile_lowering;
namespace simt = kiln::simt;

bool FuncLowering::suitsWarpgroupDot(DotOp dot) {
  if (!warpgroupMma || numWarps % 4)
    return false;
  auto accT = dot.getAcc().getType();
  auto mma = dyn_cast_if_present<MmaAttr>(accT.getEncoding());
  if (!mma || mma.getWarpsPerCTA()[0] != numWarps || mma.getWarpsPerCTA()[1] != 1 ||
      !accT.getElementType().isF32())
    return false;
  Type ea = dot.getA().getType().getElementType();
  if (!(ea.isBF16() || ea.isF16()) || dot.getB().getType().getElementType() != ea)
    return false;
  int64_t m = accT.getDimSize(0), n = accT.getDimSize(1),
          k = dot.getA().getType().getDimSize(1);
  // The accumulator must leave room in the thread's registers: ptxas cannot
  // spill around wgmma (as for the pipelined GEMM, fitsWarpgroupMma).
  int64_t threads = numWarps * 32;
  return m * n / threads + 32 <= std::min<int64_t>(255, 65536 / threads) &&
         m % (16 * numWarps) == 0 && n % 64 == 0 && n <= 256 && k % 64 == 0;
}

/// Register groups of `vec` consecutive elements along `dim` starting at a
/// multiple of `vec` (the lanes and warps keep that alignment); empty when
/// the layout does not form them.
static SmallVector<SmallVector<size_t>> groupsAlong(const LayoutDesc &d, int64_t dim,
                                                    int64_t vec) {
  const DimMap &m = d.dims[dim];
  SmallVector<SmallVector<size_t>> groups;
  if (d.shape[dim] % vec || (m.laneCount > 1 && m.laneScale % vec) ||
      (m.warpCount > 1 && m.warpScale % vec))
    return {};
  std::map<SmallVector<int64_t, 4>, size_t> at;
  for (size_t r = 0; r < d.numRegs(); ++r)
    at.emplace(d.regs[r], r);
  std::vector<bool> used(d.numRegs(), false);
  for (size_t r = 0; r < d.numRegs(); ++r) {
    if (used[r])
      continue;
    if (d.regs[r][dim] % vec)
      return {};
    SmallVector<size_t> g{r};
    used[r] = true;
    SmallVector<int64_t, 4> key(d.regs[r]);
    for (int64_t j = 1; j < vec; ++j) {
      key[dim] = d.regs[r][dim] + j;
      auto it = at.find(key);
      if (it == at.end() || used[it->second])
        return {};
      used[it->second] = true;
      g.push_back(it->second);
    }
    groups.push_back(g);
  }
  return groups;
}

Value FuncLowering::storeSwizzledOperand(OpBuilder &b, Location loc, const LayoutDesc &src,
                                         ArrayRef<Value> vals, Type elem, ArrayRef<int64_t> shape,
                                         int64_t along,
                                         ArrayRef<SmallVector<size_t>> groups) {
  int64_t rows = shape[1 - along];
  Value buf = sharedBuffer(b, loc, elem, shape[0] * shape[1], 1024);
  auto c32 = [&](int64_t v) { return i32(b, loc, v); };
  auto add = [&](Value x, Value y) { return arith::AddIOp::create(b, loc, x, y).getResult(); };
  auto mul = [&](Value x, int64_t v) { return arith::MulIOp::create(b, loc, x, c32(v)).getResult(); };
  auto rem = [&](Value x, int64_t v) { return arith::RemUIOp::create(b, loc, x, c32(v)).getResult(); };
  auto div = [&](Value x, int64_t v) { return arith::DivUIOp::create(b, loc, x, c32(v)).getResult(); };
  // Element index of coordinates c: c[along] runs within a row (64 per
  // block of rows), the other coordinate picks the row.
  auto index = [&](ArrayRef<Value> c) {
    Value a = c[along], across = c[1 - along];
    Value block = mul(div(a, 64), rows * 64);
    Value acrossChunk = rem(across, 8);
    Value chunk = arith::XOrIOp::create(b, loc, div(rem(a, 64), 8), acrossChunk);
    Value inChunk = rem(a, 8);
    Value within = add(mul(chunk, 8), inChunk);
    Value rowStart = add(block, mul(across, 64));
    return add(rowStart, within);
  };
  SmallVector<Value> base = bases(b, loc, src);
  if (!groups.empty()) {
    auto vecTy = VectorType::get({8}, elem);
    auto vecPtrTy = simt::PtrType::get(vecTy, simt::AddressSpace::Shared);
    for (const auto &g : groups) {
      if (llvm::any_of(g, [&](size_t r) { return src.regIsDup(r); }))
        continue;
      auto c = coords(b, loc, src, base, g[0]);
      Value v = LLVM::PoisonOp::create(b, loc, vecTy);
      for (auto [j, r] : llvm::enumerate(g))
        v = LLVM::InsertElementOp::create(b, loc, v, vals[r], c32(j));
      Value p = simt::PtrCastOp::create(b, loc, vecPtrTy, smemAt(b, loc, buf, index(c)));
      simt::StoreOp::create(b, loc, v, p, false, b.getI64IntegerAttr(16));
    }
  } else {
    for (size_t r = 0; r < src.numRegs(); ++r) {
      if (src.regIsDup(r))
        continue;
      auto c = coords(b, loc, src, base, r);
      Value addr = smemAt(b, loc, buf, index(c));
      simt::StoreOp::create(b, loc, toStorage(b, loc, vals[r]), addr, false, IntegerAttr());
    }
  }
  // wgmma reads through the async proxy: this thread's stores become
  // visible to it here, and to the block at the barrier. The barrier is
  // placed here, not by simt-insert-barriers: the analyses read the inline
  // wgmma as an access of unknown shape, whose races get no barrier (they
  // do keep this one, which orders the stores before it).
  simt::FenceProxyAsyncOp::create(b, loc);
  simt::BarrierOp::create(b, loc, simt::Scope::Block, Value());
  return buf;
}

void FuncLowering::storeWarpgroupB(OpBuilder &b, Location loc, const LayoutDesc &src,
                                   ArrayRef<Value> vals, Value result) {
  auto type = cast<RankedTensorType>(result.getType());
  int64_t K = type.getDimSize(0), N = type.getDimSize(1);
  // K-major when the source's vectors run along k, else N-major.
  auto groups = groupsAlong(src, 0, 8);
  bool mnMajor = groups.empty();
  if (mnMajor)
    groups = groupsAlong(src, 1, 8);
  Value buf = storeSwizzledOperand(b, loc, src, vals, type.getElementType(), type.getShape(),
                                   mnMajor ? 1 : 0, groups);
  warpgroupB[result] = WarpgroupOperand{buf, mnMajor, K, N};
}

bool FuncLowering::storeWarpgroupA(OpBuilder &b, Location loc, const LayoutDesc &src,
                                   ArrayRef<Value> vals, Value result) {
  auto type = cast<RankedTensorType>(result.getType());
  // K-major only, from whole 16-byte vectors along k (a row-major load of
  // Q); anything else stays a register operand.
  auto groups = groupsAlong(src, 1, 8);
  if (groups.empty())
    return false;
  Value buf = storeSwizzledOperand(b, loc, src, vals, type.getElementType(), type.getShape(),
                                   /*along=*/1, groups);
  warpgroupA[result] = WarpgroupOperand{buf, false, type.getDimSize(1), type.getDimSize(0)};
  return true;
}

/// The wgmma instruction with A from registers, as inline PTX: outputs
/// $0..$(count-1) are the accumulators (tied to the next count inputs),
/// then a0..a3, B's descriptor, and B's shared address, which the text does
/// not use: it names the buffer for the synchronisation analyses (InlinePtx.h
/// reads the wgmma as an access of unknown shape; its operand says where).
/// scale-d is 1 (the accumulator is added); imm-trans-b is the N-major bit.
/// With `fence`, wgmma.fence comes first in the same statement: the
/// copies of the accumulator into the tied registers (a zero accumulator's
/// moves) are then written before the fence, as wgmma requires, wherever
/// LLVM schedules them.
/// With `zero`, scale-d is 0 (D = A B: a zero accumulator's registers are
/// neither set nor read). With `descA`, A is a descriptor instead ($(2*count)), B's descriptor
/// and address follow it, and imm-trans-a (0: K-major) comes before
/// imm-trans-b.
static std::string wgmmaRegisterA(int64_t n, StringRef type, int64_t count, bool mnMajor,
                                  bool fence, bool descA = false, bool zero = false) {
  std::string text = std::string("{\n") + (fence ? "wgmma.fence.sync.aligned;\n" : "") +
                     ".reg .pred p;\nsetp.ne.b32 p, " + (zero ? "0" : "1") +
                     ", 0;\nwgmma.mma_async.sync.aligned.m64n" +
                     std::to_string(n) + "k16.f32." + type.str() + "." + type.str() + " {";
  for (int64_t i = 0; i < count; ++i)
    text += (i ? ", $" : "$") + std::to_string(i);
  if (descA) {
    text += "}, $" + std::to_string(2 * count) + ", $" + std::to_string(2 * count + 1) +
            ", p, 1, 1, 0, " + (mnMajor ? "1" : "0") + ";\n}";
    return text;
  }
  text += "}, {";
  for (int64_t q = 0; q < 4; ++q)
    text += (q ? ", $" : "$") + std::to_string(2 * count + q);
  text += "}, $" + std::to_string(2 * count + 4) + ", p, 1, 1, " + (mnMajor ? "1" : "0") +
          ";\n}";
  return text;
}

void FuncLowering::lowerWarpgroupDot(
    DotOp op, function_ref<SmallVector<Value>(int64_t, int64_t)> aFragment) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  const WarpgroupOperand &wb = warpgroupB.at(op.getB());
  auto accT = op.getAcc().getType();
  Type in = op.getA().getType().getElementType();
  int64_t M = accT.getDimSize(0), N = wb.n, K = wb.k;
  int64_t repM = M / (16 * numWarps), repK = K / 16, count = N / 2;
  remarkLowering(loc, func, "tensor-core",
                 "dot " + std::to_string(M) + "x" + std::to_string(N) + "x" + std::to_string(K) +
                     ": wgmma m64n" + std::to_string(N) + "k16 with A from " +
                     (warpgroupA.count(op.getA()) ? "shared memory" : "registers") + ", B " +
                     (wb.mnMajor ? "N-major" : "K-major") + " in shared memory, " +
                     std::to_string(repM * repK) + " wgmma per warpgroup",
                 {{"path", "wgmma"}});
  SmallVector<Value> acc(regs[op.getAcc()]);
  // A zero accumulator (S = Q K^T each iteration) is not materialised: the
  // first slice runs with scale-d 0 on undefined registers, saving a move
  // per accumulator register and its live range before the wgmma.
  bool zeroAcc = llvm::all_of(acc, [](Value v) { return matchPattern(v, m_PosZeroFloat()); });
  if (zeroAcc)
    for (Value &v : acc)
      v = LLVM::UndefOp::create(b, loc, v.getType());
  // B's descriptor: start address >> 4 (14 bits), leading and stride byte
  // offsets >> 4, 128-byte swizzle (mode 1). Slices add their offset >> 4
  // to the start field (shared addresses stay below 2^18: no carry).
  Type i64 = b.getI64Type();
  auto c64 = [&](int64_t v) { return arith::ConstantIntOp::create(b, loc, i64, v).getResult(); };
  Value addr = simt::PtrToIntOp::create(b, loc, i64, wb.buf);
  int64_t lbo = wb.mnMajor ? K * 128 : 16, sbo = 1024;
  Value fixedB = c64(((lbo >> 4) << 16) | ((sbo >> 4) << 32) | (int64_t(1) << 62));
  Value shiftB = c64(4);
  Value maskedB = arith::AndIOp::create(b, loc, addr, c64(0x3FFFF));
  Value desc = arith::OrIOp::create(
      b, loc, arith::ShRUIOp::create(b, loc, maskedB, shiftB), fixedB);
  // A by descriptor (a conversion's K-major buffer, warpgroupA): slab i of
  // warpgroup g starts at row 64 * (i * groups + g), 128 bytes a row; a
  // 16-deep slice k at block k / 4 (M rows of 128 bytes), 32 * (k % 4)
  // bytes into the row, as for a K-major B.
  auto wa = warpgroupA.find(op.getA());
  bool descA = wa != warpgroupA.end();
  Value descAGroup, addrA;
  int64_t groups = numWarps / 4;
  if (descA) {
    addrA = simt::PtrToIntOp::create(b, loc, i64, wa->second.buf);
    Value group = arith::ExtUIOp::create(
        b, loc, i64, arith::DivUIOp::create(b, loc, warpV, i32(b, loc, 4)));
    Value slab = arith::MulIOp::create(b, loc, group, c64(64 * 128));
    Value maskedA = arith::AndIOp::create(b, loc, addrA, c64(0x3FFFF));
    Value start = arith::AddIOp::create(b, loc, maskedA, slab);
    Value fixedA = c64(((16 >> 4) << 16) | ((sbo >> 4) << 32) | (int64_t(1) << 62));
    Value shiftA = c64(4);
    descAGroup = arith::OrIOp::create(
        b, loc, arith::ShRUIOp::create(b, loc, start, shiftA), fixedA);
  }
  std::string constraints;
  for (int64_t i = 0; i < count; ++i)
    constraints += (i ? ",=f" : "=f");
  for (int64_t i = 0; i < count; ++i)
    constraints += "," + std::to_string(i);
  constraints += descA ? ",l,l,l" : ",r,r,r,r,l,l";
  StringRef type = in.isBF16() ? "bf16" : "f16";
  // Every A fragment is packed (or read from shared memory) before the
  // fence: wgmma may only read registers written before a wgmma.fence. The
  // fence is part of each slab's first wgmma statement (its accumulator's
  // first use).
  SmallVector<SmallVector<Value>> frags;
  if (!descA)
    for (int64_t k = 0; k < repK; ++k)
      for (int64_t i = 0; i < repM; ++i)
        frags.push_back(aFragment(i, k));
  SmallVector<Type> resultTypes(count, b.getF32Type());
  for (int64_t k = 0; k < repK; ++k) {
    int64_t offset = wb.mnMajor ? k * 16 * 128 : (k / 4) * N * 128 + (k % 4) * 32;
    Value descK = offset ? arith::AddIOp::create(b, loc, desc, c64(offset >> 4)).getResult() : desc;
    for (int64_t i = 0; i < repM; ++i) {
      int64_t first = i * count;
      SmallVector<Value> operands(acc.begin() + first, acc.begin() + first + count);
      if (descA) {
        int64_t offA = (k / 4) * M * 128 + (k % 4) * 32 + i * groups * 64 * 128;
        operands.push_back(
            offA ? arith::AddIOp::create(b, loc, descAGroup, c64(offA >> 4)).getResult()
                 : descAGroup);
        operands.append({descK, addr});
      } else {
        const SmallVector<Value> &a = frags[k * repM + i];
        operands.append({a[0], a[1], a[2], a[3], descK, addr});
      }
      std::string text = wgmmaRegisterA(N, type, count, wb.mnMajor, /*fence=*/k == 0, descA,
                                        /*zero=*/zeroAcc && k == 0);
      auto mma = simt::InlineAsmOp::create(b, loc, resultTypes, operands, b.getStringAttr(text),
                                           b.getStringAttr(constraints), /*volatile=*/true);
      // The analyses would read it as a write of unknown shape (warnings
      // of races with itself); the barriers placed here order it, as the
      // mbarrier protocols of PipelinedMma.cpp order their accesses.
      mma->setAttr(simt::SimtDialect::MbarrierOrderedAttrHelper::getNameStr(), b.getUnitAttr());
      for (int64_t q = 0; q < count; ++q)
        acc[first + q] = mma->getResult(q);
    }
  }
  simt::WgmmaCommitOp::create(b, loc);
  simt::WgmmaWaitOp::create(b, loc, 0);
  // Every warpgroup's reads of B are retired before anyone overwrites it
  // (the next iteration's stores); simt-insert-barriers removes this
  // barrier when another one already orders them (the next dot's).
  simt::BarrierOp::create(b, loc, simt::Scope::Block, Value());
  regs[op.getResult()] = acc;
}
