//===- PipelinedMma.cpp - tensor-core k-loops with cp.async stages --------===//
//
// `for k: acc = dot(load(a, [m, k]), load(b, [k, n]), acc)` with 16-bit
// inputs and an mma accumulator is lowered as a whole, as Triton's pipeliner
// and CUTLASS's multistage mainloop do:
//
//  - S shared-memory stages, one simt.global each (A tile, then B tile),
//    rows of 16-byte chunks XOR-swizzled so that both the cp.async writes
//    and the ldmatrix row reads hit distinct banks;
//  - a prologue that starts copying tiles 0..S-2; then, per k-step t: wait
//    until tile t has landed, start copying tile t+S-1 into the stage that
//    step t-1 read, and compute tile t: ldmatrix (x4; .trans for B) and
//    mma.sync m16n8k16;
//  - the loop is unrolled by S so that every step addresses its stages by
//    name: simt-insert-barriers then proves one barrier per step enough
//    (it orders step t-1's reads before the refill and tile t's copy, retired
//    by the wait, before step t's reads). No barrier is placed here.
//
// Tiles past the end of K, rows past M and columns past N are zero-filled
// by the copies (src-size 0..16), so they add nothing to the accumulator.
// Copies need 16-byte aligned rows (unit inner stride, other strides and
// offsets multiples of 8 elements, aligned base); when a program's views are
// not, the same stages are filled by masked element loads and shared stores.
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/TileToSimt/FuncLowering.h"

#include "mlir/IR/Matchers.h"

using namespace kiln::tile_lowering;

namespace {

struct MmaLoop {
  LoadOp loadA, loadB;
  DotOp dot;
  MmaAttr mma;
  int64_t bm = 0, bn = 0, bk = 0;
  Type elem;
};

bool isZeroConstant(Value v) {
  Attribute attr;
  if (!matchPattern(v, m_Constant(&attr)))
    return false;
  if (auto f = dyn_cast<FloatAttr>(attr))
    return f.getValue().isZero() && !f.getValue().isNegative();
  if (auto i = dyn_cast<IntegerAttr>(attr))
    return i.getValue().isZero();
  return false;
}

std::optional<MmaLoop> matchMmaLoop(scf::ForOp op, int64_t numWarps) {
  if (op.getNumRegionIterArgs() != 1)
    return std::nullopt;
  Block *body = op.getBody();
  if (body->getOperations().size() != 6)
    return std::nullopt;
  auto yield = cast<scf::YieldOp>(body->getTerminator());
  auto dot = yield.getOperand(0).getDefiningOp<DotOp>();
  if (!dot || dot.getAcc() != op.getRegionIterArgs()[0] || !dot->hasOneUse())
    return std::nullopt;
  MmaLoop m;
  m.dot = dot;
  auto accT = dot.getAcc().getType();
  m.mma = dyn_cast_if_present<MmaAttr>(accT.getEncoding());
  if (!m.mma || !accT.getElementType().isF32())
    return std::nullopt;
  auto operandLoad = [&](Value operand) -> LoadOp {
    auto cvt = operand.getDefiningOp<ConvertLayoutOp>();
    if (!cvt || !cvt->hasOneUse() || cvt->getBlock() != body)
      return {};
    auto load = cvt.getSource().getDefiningOp<LoadOp>();
    if (!load || !load->hasOneUse() || load->getBlock() != body)
      return {};
    if (load.getPadding() && !isZeroConstant(load.getPadding()))
      return {};
    return load;
  };
  m.loadA = operandLoad(dot.getA());
  m.loadB = operandLoad(dot.getB());
  if (!m.loadA || !m.loadB)
    return std::nullopt;
  auto aT = m.loadA.getType(), bT = m.loadB.getType();
  m.elem = aT.getElementType();
  if (!(m.elem.isBF16() || m.elem.isF16()) || bT.getElementType() != m.elem ||
      aT.getRank() != 2 || bT.getRank() != 2)
    return std::nullopt;
  // Offsets: a at [invariant, k], b at [k, invariant].
  Value iv = op.getInductionVar();
  auto invariant = [&](Value v) {
    return !op->isAncestor(v.getParentBlock()->getParentOp()) &&
           v.getParentBlock() != body;
  };
  auto aOff = m.loadA.getOffsets(), bOff = m.loadB.getOffsets();
  if (aOff[1] != iv || bOff[0] != iv || !invariant(aOff[0]) ||
      !invariant(bOff[1]))
    return std::nullopt;
  m.bm = aT.getDimSize(0), m.bk = aT.getDimSize(1), m.bn = bT.getDimSize(1);
  APInt step;
  if (bT.getDimSize(0) != m.bk || !matchPattern(op.getStep(), m_ConstantInt(&step)) ||
      step.getSExtValue() != m.bk)
    return std::nullopt;
  int64_t wm = m.mma.getWarpsPerCTA()[0], wn = m.mma.getWarpsPerCTA()[1];
  int64_t threads = numWarps * 32;
  if (wm * wn != numWarps || m.bk % 16 || m.bm % (16 * wm) ||
      m.bn % (16 * wn) || (m.bm * m.bk / 8) % threads ||
      (m.bk * m.bn / 8) % threads)
    return std::nullopt;
  return m;
}

/// Rows of 16-byte chunks, chunk ^ (row / perPhase) % maxPhase: eight
/// consecutive rows at one chunk land on eight different bank groups.
struct Swizzle {
  int64_t rowBytes, chunks, perPhase, maxPhase;
  explicit Swizzle(int64_t rowElems, int64_t elemBytes) {
    rowBytes = rowElems * elemBytes;
    chunks = rowBytes / 16;
    perPhase = chunks >= 8 ? 1 : 8 / chunks;
    maxPhase = std::min<int64_t>(chunks, 8);
  }
};

} // namespace

bool FuncLowering::lowerPipelinedMma(scf::ForOp op) {
  auto matched = matchMmaLoop(op, numWarps);
  if (!matched)
    return false;
  MmaLoop &m = *matched;
  OpBuilder b(op);
  Location loc = op.getLoc();
  const View &va = views[m.loadA.getView()];
  const View &vb = views[m.loadB.getView()];
  Value mOff = m.loadA.getOffsets()[0], nOff = m.loadB.getOffsets()[1];
  Value lb = op.getLowerBound(), ub = op.getUpperBound();
  const int64_t bm = m.bm, bn = m.bn, bk = m.bk;
  const int64_t elemBytes = 2, threads = numWarps * 32;
  const int64_t wm = m.mma.getWarpsPerCTA()[0], wn = m.mma.getWarpsPerCTA()[1];
  const int64_t repM = bm / (16 * wm), repN = bn / (8 * wn), repK = bk / 16;
  Swizzle swA(bk, elemBytes), swB(bn, elemBytes);
  const int64_t bytesA = bm * swA.rowBytes, stageBytes = bytesA + bk * swB.rowBytes;
  // As many stages as fit in ~96 KiB (two programs per SM), 2 to 4.
  const int64_t stages = std::clamp<int64_t>((96 * 1024) / stageBytes, 2, 4);

  auto c32 = [&](int64_t v) { return i32(b, loc, v); };
  auto c64 = [&](int64_t v) { return i64(b, loc, v); };
  auto add32 = [&](Value x, Value y) { return arith::AddIOp::create(b, loc, x, y).getResult(); };
  auto mul32 = [&](Value x, int64_t k) {
    return arith::MulIOp::create(b, loc, x, c32(k)).getResult();
  };
  auto swizzled = [&](const Swizzle &sw, Value row, Value chunk) {
    Value phase = arith::RemUIOp::create(
        b, loc, arith::DivUIOp::create(b, loc, row, c32(sw.perPhase)),
        c32(sw.maxPhase));
    Value phys = arith::XOrIOp::create(b, loc, chunk, phase);
    return add32(mul32(row, sw.rowBytes), mul32(phys, 16));
  };
  auto bytePtr = [&](Value base, Value offset) {
    return simt::PtrAddOp::create(b, loc, base.getType(), base, offset).getResult();
  };
  auto i32Ptr = [&](Value p) {
    return simt::PtrCastOp::create(
               b, loc, simt::PtrType::get(b.getI32Type(), simt::AddressSpace::Shared), p)
        .getResult();
  };

  // Copies are usable when every row of both tiles is a run of aligned
  // 16-byte chunks (uniform in the program).
  Value copies = arith::AndIOp::create(
      b, loc, vectorUsable(b, loc, va, ValueRange{mOff, lb}, 8, elemBytes),
      vectorUsable(b, loc, vb, ValueRange{lb, nOff}, 8, elemBytes));

  SmallVector<Value> stageBuf;
  for (int64_t s = 0; s < stages; ++s)
    stageBuf.push_back(sharedBuffer(b, loc, b.getI8Type(), stageBytes));

  Value tid = add32(mul32(warpV, 32), laneV);
  // Number of k-steps: ceil((ub - lb) / bk), at least 0.
  Value span = arith::MaxSIOp::create(
      b, loc, arith::SubIOp::create(b, loc, ub, lb), c64(0));
  Value steps = arith::DivUIOp::create(
      b, loc, arith::AddIOp::create(b, loc, span, c64(bk - 1)), c64(bk));

  // One operand's copies for k-step t into a stage: `rows` x `chunks` chunks
  // of the view starting at (rowBase, colBase) (+ k0 along kDim).
  struct Operand {
    const View *view;
    const Swizzle *sw;
    int64_t rows, regionOffset;
    bool kIsRow; // B: k runs along rows; A: along columns
    Value fixedOffset; // m for A (rows), n for B (columns)
  };
  Operand opA{&va, &swA, bm, 0, false, mOff};
  Operand opB{&vb, &swB, bk, bytesA, true, nOff};
  // The chunks one thread copies for k-step t: destination, global row and
  // column, and whether the row exists (rows past M or K, steps past the
  // loop's own end copy zeros).
  struct Chunk {
    Value dst, gRow, gCol, rowOk;
  };
  auto chunksOf = [&](const Operand &o, Value stage, Value t) {
    SmallVector<Chunk> out;
    Value k0 = arith::AddIOp::create(b, loc, lb,
                                     arith::MulIOp::create(b, loc, t, c64(bk)));
    Value rowBase = o.kIsRow ? k0 : o.fixedOffset;
    Value colBase = o.kIsRow ? o.fixedOffset : k0;
    Value stepOk = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, t, steps);
    int64_t chunks = o.sw->chunks, total = o.rows * chunks;
    for (int64_t u = 0; u < total / threads; ++u) {
      Value c = add32(tid, c32(u * threads));
      Value row = arith::DivUIOp::create(b, loc, c, c32(chunks));
      Value chunk = arith::RemUIOp::create(b, loc, c, c32(chunks));
      Chunk ch;
      ch.dst = bytePtr(stage, add32(c32(o.regionOffset), swizzled(*o.sw, row, chunk)));
      ch.gRow = arith::AddIOp::create(
          b, loc, rowBase, arith::ExtUIOp::create(b, loc, b.getI64Type(), row));
      ch.gCol = arith::AddIOp::create(
          b, loc, colBase,
          arith::ExtUIOp::create(b, loc, b.getI64Type(), mul32(chunk, 8)));
      ch.rowOk = arith::AndIOp::create(
          b, loc, stepOk,
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, ch.gRow,
                                o.view->shape[0]));
      out.push_back(ch);
    }
    return out;
  };
  // 16-byte asynchronous copies; the valid part of a chunk is
  // clamp(N - col, 0, 8) elements, the rest is zero-filled.
  auto copyChunk = [&](const Operand &o, const Chunk &ch) {
    Value left = arith::SubIOp::create(b, loc, o.view->shape[1], ch.gCol);
    Value n = arith::MinSIOp::create(
        b, loc, arith::MaxSIOp::create(b, loc, left, c64(0)), c64(8));
    n = arith::SelectOp::create(b, loc, ch.rowOk, n, c64(0));
    Value bytes = arith::TruncIOp::create(
        b, loc, b.getI32Type(), arith::MulIOp::create(b, loc, n, c64(elemBytes)));
    Value lin = arith::AddIOp::create(
        b, loc, arith::MulIOp::create(b, loc, ch.gRow, o.view->strides[0]), ch.gCol);
    Value src = simt::PtrAddOp::create(b, loc, o.view->ptr.getType(), o.view->ptr, lin);
    // Nothing is read for an empty chunk; keep its address in bounds.
    Value any = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sgt, n, c64(0));
    src = arith::SelectOp::create(b, loc, any, src, o.view->ptr);
    simt::CpAsyncOp::create(b, loc, ch.dst, src, bytes);
  };
  // Views whose rows are not 16-byte aligned: masked element loads, one
  // 16-byte shared store per chunk.
  auto loadChunk = [&](const Operand &o, const Chunk &ch) {
    auto vecTy = VectorType::get({8}, m.elem);
    Value vec = LLVM::PoisonOp::create(b, loc, vecTy);
    for (int64_t e = 0; e < 8; ++e) {
      Value col = arith::AddIOp::create(b, loc, ch.gCol, c64(e));
      auto [ptr, mask] = address(b, loc, *o.view, {ch.gRow, col});
      mask = arith::AndIOp::create(b, loc, mask, ch.rowOk);
      Value v = maskedLoad(b, loc, ptr, mask, zeroOf(b, loc, m.elem));
      vec = LLVM::InsertElementOp::create(b, loc, vec, v, c32(e));
    }
    Value p = simt::PtrCastOp::create(
        b, loc, simt::PtrType::get(vecTy, simt::AddressSpace::Shared), ch.dst);
    simt::StoreOp::create(b, loc, vec, p, false, b.getI64IntegerAttr(16));
  };
  auto issueStep = [&](int64_t stage, Value t) {
    auto chunksA = chunksOf(opA, stageBuf[stage], t);
    auto chunksB = chunksOf(opB, stageBuf[stage], t);
    auto ifOp = scf::IfOp::create(b, loc, copies, /*withElse=*/true);
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(ifOp.thenBlock());
      for (const Chunk &ch : chunksA)
        copyChunk(opA, ch);
      for (const Chunk &ch : chunksB)
        copyChunk(opB, ch);
      b.setInsertionPointToStart(ifOp.elseBlock());
      for (const Chunk &ch : chunksA)
        loadChunk(opA, ch);
      for (const Chunk &ch : chunksB)
        loadChunk(opB, ch);
    }
    simt::CpAsyncCommitOp::create(b, loc);
  };

  // Lane-dependent ldmatrix row addresses (bytes within a stage); each
  // fragment adds a constant.
  Value wRow = arith::RemUIOp::create(
      b, loc, arith::DivUIOp::create(b, loc, warpV, c32(wn)), c32(wm));
  Value wCol = arith::RemUIOp::create(b, loc, warpV, c32(wn));
  Value lane16 = arith::RemUIOp::create(b, loc, laneV, c32(16));
  Value half = arith::DivUIOp::create(b, loc, laneV, c32(16));
  Value lane8 = arith::RemUIOp::create(b, loc, laneV, c32(8));
  Value quad = arith::DivUIOp::create(b, loc, laneV, c32(8));
  // A: lane l reads row 16*wRow + l%16 at chunk 2*kk + l/16.
  Value rowA = add32(mul32(wRow, 16), lane16);
  std::map<int64_t, Value> baseA; // by (2*kk) % 8
  auto aAddress = [&](int64_t i, int64_t kk) {
    int64_t lowChunk = (2 * kk) % 8, highChunk = 2 * kk - lowChunk;
    Value &base = baseA[lowChunk]; // created before the loop (below)
    if (!base)
      base = swizzled(swA, rowA, add32(c32(lowChunk), half));
    return std::make_pair(base, highChunk * 16 + i * 16 * wm * swA.rowBytes);
  };
  // B (.trans): matrix q = l/8 holds k rows 8*(q%2).. of n-tile j + q/2.
  Value rowB = add32(lane8, mul32(arith::RemUIOp::create(b, loc, quad, c32(2)), 8));
  Value pairB = arith::DivUIOp::create(b, loc, quad, c32(2));
  std::map<int64_t, Value> baseB; // by n-tile pair
  auto bAddress = [&](int64_t jp, int64_t kk) {
    Value &base = baseB[jp];
    if (!base) {
      Value chunk = add32(mul32(add32(pairB, c32(2 * jp)), wn), wCol);
      base = add32(c32(bytesA), swizzled(swB, rowB, chunk));
    }
    return std::make_pair(base, kk * 16 * swB.rowBytes);
  };
  for (int64_t i = 0; i < repM; ++i)
    for (int64_t kk = 0; kk < repK; ++kk)
      (void)aAddress(i, kk);
  for (int64_t jp = 0; jp < repN / 2; ++jp)
    (void)bAddress(jp, 0);

  auto compute = [&](int64_t stage, SmallVector<Value> &acc) {
    auto ldm = [&](std::pair<Value, int64_t> at, bool trans) {
      Value p = bytePtr(bytePtr(stageBuf[stage], at.first), c32(at.second));
      SmallVector<Type> tys(4, b.getI32Type());
      auto ld = simt::LdMatrixOp::create(b, loc, tys, i32Ptr(p), b.getI32IntegerAttr(4),
                                         trans ? b.getUnitAttr() : UnitAttr());
      return SmallVector<Value>(ld.getResults());
    };
    for (int64_t kk = 0; kk < repK; ++kk) {
      SmallVector<SmallVector<Value>> af, bf;
      for (int64_t i = 0; i < repM; ++i)
        af.push_back(ldm(aAddress(i, kk), false));
      for (int64_t jp = 0; jp < repN / 2; ++jp)
        bf.push_back(ldm(bAddress(jp, kk), true));
      for (int64_t i = 0; i < repM; ++i)
        for (int64_t j = 0; j < repN; ++j) {
          size_t cb = (i * repN + j) * 4;
          SmallVector<Value> br{bf[j / 2][(j % 2) * 2], bf[j / 2][(j % 2) * 2 + 1]};
          SmallVector<Value> cr(acc.begin() + cb, acc.begin() + cb + 4);
          auto mmaOp = simt::MmaSyncOp::create(
              b, loc, TypeRange{b.getF32Type(), b.getF32Type(), b.getF32Type(), b.getF32Type()},
              TypeAttr::get(m.elem), af[i], br, cr);
          for (int q = 0; q < 4; ++q)
            acc[cb + q] = mmaOp->getResult(q);
        }
    }
  };

  // Prologue: tiles 0..S-2.
  for (int64_t s = 0; s + 1 < stages; ++s)
    issueStep(s, c64(s));
  SmallVector<Value> init(regs[op.getInitArgs()[0]]);
  auto loop = scf::ForOp::create(b, loc, c64(0), steps, c64(stages), init);
  {
    OpBuilder::InsertionGuard guard(b);
    Block *body = loop.getBody();
    if (!body->empty())
      body->getTerminator()->erase();
    b.setInsertionPointToEnd(body);
    SmallVector<Value> acc(loop.getRegionIterArgs());
    for (int64_t j = 0; j < stages; ++j) {
      Value t = arith::AddIOp::create(b, loc, loop.getInductionVar(), c64(j));
      simt::CpAsyncWaitOp::create(b, loc, stages - 2);
      issueStep((j + stages - 1) % stages,
                arith::AddIOp::create(b, loc, t, c64(stages - 1)));
      compute(j, acc);
    }
    scf::YieldOp::create(b, loc, acc);
  }
  simt::CpAsyncWaitOp::create(b, loc, 0);
  regs[op.getResult(0)] = SmallVector<Value>(loop.getResults());
  toErase.push_back(op);
  return true;
}
