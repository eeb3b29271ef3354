//===- PipelinedMma.cpp - tensor-core k-loops with cp.async stages --------===//
//
// `for k: acc = dot(load(a, [m, k]), load(b, [k, n]), acc)` with 16-bit
// inputs and an mma accumulator is lowered as a whole, as Triton's pipeliner
// and CUTLASS's multistage mainloop do. `transpose(load(b, [n, k]))` as B
// (a K-major B: a @ b.T) is staged as A is and read without a transpose; it
// also admits fp8 inputs, whose wgmma and ldmatrix forms have no transpose:
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
// On sm_90a (warpgroup-mma), when AssignLayouts gave the accumulator warps
// [num_warps, 1], the same stages feed wgmma instead: A stays K-major (its
// rows are one 32/64/128-byte swizzle atom, exactly the XOR swizzle above),
// B is stored N-major in 64-column blocks of 128-byte rows, stages are
// 1024-byte aligned, and each warpgroup multiplies its 64-row slabs of A by
// the whole of B through shared-memory descriptors. Per step: wait for the
// copies, fence.proxy.async (cp.async writes are generic-proxy writes,
// wgmma reads through the async proxy), the barrier simt-insert-barriers
// places before the first wgmma, the step's wgmma group, the refill of the
// previous stage while the group runs, and a wait for the group.
//
// Tiles past the end of K, rows past M and columns past N are zero-filled
// by the copies (src-size 0..16), so they add nothing to the accumulator.
// Copies need 16-byte aligned rows (unit inner stride, other strides and
// offsets multiples of 8 elements, aligned base); when a program's views are
// not, the same stages are filled by masked element loads and shared stores.
//
// Over 800 lines (~1135) because lowerPipelinedMma is one ~795-line function
// whose parts (stage layout, cp.async copies, the TMA ring and its producer
// warpgroup, the persistent tile loop, ldmatrix/mma and wgmma steps) are
// lambdas sharing its locals. The next split turns those locals into a
// PipelineState struct and moves the TMA/warp-specialised ring (~250 lines)
// into PipelinedMmaRing.cpp: a change of code, not a move, left until the
// GEMM work (TMA-store epilogue, 128x128 programs) settles.
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/TileToSimt/FuncLowering.h"
#include "compiler/Conversion/TileToSimt/LoweringRemarks.h"
#include "dialects/simt/Transforms/BarrierPlacement.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace kiln::tile;
using namespace kiln::tile_lowering;
namespace simt = kiln::simt;

namespace {

struct MmaLoop {
  LoadOp loadA, loadB;
  DotOp dot;
  MmaAttr mma;
  int64_t bm = 0, bn = 0, bk = 0;
  Type elem, elemB;
  /// B is `transpose(load(b, [n, k]))`: stored N x K, K-major in shared
  /// memory like A (ldmatrix without .trans; wgmma without the transpose
  /// bit, the only form fp8 has).
  bool kMajorB = false;
};

bool isFp8(Type t) { return isa<Float8E4M3FNType, Float8E5M2Type>(t); }

/// Bytes per element of a k-loop's operands (tf32 travels as f32).
int64_t elementBytes(Type t) { return isFp8(t) ? 1 : t.isF32() ? 4 : 2; }

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
  if (body->getOperations().size() != 6 && body->getOperations().size() != 7)
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
  // An operand is convert_layout(load), or for B convert_layout(permute(load))
  // (a @ b.T with b stored N x K).
  auto operandLoad = [&](Value operand, bool *transposed) -> LoadOp {
    auto cvt = operand.getDefiningOp<ConvertLayoutOp>();
    if (!cvt || !cvt->hasOneUse() || cvt->getBlock() != body)
      return {};
    Value src = cvt.getSource();
    if (auto perm = src.getDefiningOp<PermuteOp>(); perm && transposed) {
      if (!perm->hasOneUse() || perm->getBlock() != body)
        return {};
      src = perm.getSource();
      *transposed = true;
    }
    auto load = src.getDefiningOp<LoadOp>();
    if (!load || !load->hasOneUse() || load->getBlock() != body)
      return {};
    // Stages are filled whole (cp.async, TMA): no per-element masks.
    if ((load.getPadding() && !isZeroConstant(load.getPadding())) ||
        load.getMask())
      return {};
    return load;
  };
  m.loadA = operandLoad(dot.getA(), nullptr);
  m.loadB = operandLoad(dot.getB(), &m.kMajorB);
  if (!m.loadA || !m.loadB ||
      body->getOperations().size() != (m.kMajorB ? 7u : 6u))
    return std::nullopt;
  auto aT = m.loadA.getType(), bT = m.loadB.getType();
  m.elem = aT.getElementType(), m.elemB = bT.getElementType();
  // f16/bf16 (m16n8k16), f32 as tf32 (m16n8k8) when the dot allows it, or
  // fp8 (m16n8k32, e4m3 and e5m2 in any mix) from a K-major B: neither
  // ldmatrix .trans nor wgmma's transpose bit moves 8-bit elements.
  bool tf32 = m.elem.isF32() && dot.getAllowTf32();
  bool fp8 = isFp8(m.elem) && isFp8(m.elemB) && m.kMajorB;
  if (!(((m.elem.isBF16() || m.elem.isF16()) && m.elemB == m.elem) ||
        (tf32 && m.elemB == m.elem && !m.kMajorB) || fp8) ||
      aT.getRank() != 2 || bT.getRank() != 2)
    return std::nullopt;
  // Offsets: a at [invariant, k], b at [k, invariant] (K-major: [invariant, k]).
  Value iv = op.getInductionVar();
  auto invariant = [&](Value v) {
    return !op->isAncestor(v.getParentBlock()->getParentOp()) &&
           v.getParentBlock() != body;
  };
  auto aOff = m.loadA.getOffsets(), bOff = m.loadB.getOffsets();
  int kDimB = m.kMajorB ? 1 : 0;
  if (aOff[1] != iv || bOff[kDimB] != iv || !invariant(aOff[0]) ||
      !invariant(bOff[1 - kDimB]))
    return std::nullopt;
  m.bm = aT.getDimSize(0), m.bk = aT.getDimSize(1), m.bn = bT.getDimSize(1 - kDimB);
  APInt step;
  if (bT.getDimSize(kDimB) != m.bk || !matchPattern(op.getStep(), m_ConstantInt(&step)) ||
      step.getSExtValue() != m.bk)
    return std::nullopt;
  int64_t wm = m.mma.getWarpsPerCTA()[0], wn = m.mma.getWarpsPerCTA()[1];
  int64_t threads = numWarps * 32;
  int64_t vec = 16 / elementBytes(m.elem); // elements per 16-byte chunk
  int64_t kSlice = tf32 ? 8 : fp8 ? 32 : 16;
  if (wm * wn != numWarps || m.bk % kSlice || m.bm % (16 * wm) ||
      m.bn % (16 * wn) || (m.bm * m.bk / vec) % threads ||
      (m.bk * m.bn / vec) % threads)
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

/// Why a TMA ring's k-loop cannot get a producer warpgroup of its own ("" when
/// it can). The producer warps run the kernel up to the loop and then leave
/// (FuncLowering::run), so the loop must be at the top of the kernel, what
/// comes before it must write no memory (the producer warps, numbered past
/// every layout's warps, run it too), and what comes after may only be
/// lowered without shared memory (its barriers would wait for consumer
/// warps only, under a branch the sync checks see as divergent).
/// A persistent kernel's k-loop (`tiles`: the loop over its tiles, at the
/// top of the kernel) may sit at the top of that loop's body instead.
std::string warpSpecializeBlocker(scf::ForOp op, func::FuncOp func,
                                  Operation *tiles = nullptr) {
  Block *entry = &func.getBody().front();
  bool inTiles = tiles && op->getParentOp() == tiles;
  if (!func.getBody().hasOneBlock() ||
      (inTiles ? tiles->getBlock() != entry : op->getBlock() != entry))
    return "the k-loop is nested in other control flow";
  Block *block = op->getBlock();
  auto writesBefore = [](Block *in, Operation *stop) {
    for (Operation &before : llvm::make_range(in->begin(), stop->getIterator())) {
      bool writes = false;
      before.walk([&](Operation *o) {
        if (auto effects = dyn_cast<MemoryEffectOpInterface>(o)) {
          writes |= effects.hasEffect<MemoryEffects::Write>();
        } else if (!o->hasTrait<OpTrait::HasRecursiveMemoryEffects>()) {
          writes = true;
        }
      });
      if (writes)
        return true;
    }
    return false;
  };
  if (writesBefore(block, op) || (inTiles && writesBefore(entry, tiles)))
    return "an op before the k-loop writes memory";
  // (A persistent stream-K kernel's epilogue is in an scf.if that
  // contributing units skip: PersistentTiles.cpp.)
  std::function<std::string(Block *, Block::iterator)> epilogue = [&](Block *in,
                                                                   Block::iterator from) {
    for (Operation &after : llvm::make_range(from, in->end())) {
      if (isa<arith::ArithDialect, math::MathDialect>(after.getDialect()) ||
          isa<func::ReturnOp, StoreOp, LoadOp, SplatOp, BroadcastOp, ExpandDimsOp, ArangeOp,
              ViewDimOp, ViewStrideOp, ProgramIdOp, NumProgramsOp>(after) ||
          (inTiles && isa<scf::YieldOp>(after)))
        continue;
      if (auto skip = dyn_cast<scf::IfOp>(after);
          inTiles && skip && skip.getNumResults() == 0 && skip.getElseRegion().empty()) {
        std::string why = epilogue(skip.thenBlock(), skip.thenBlock()->begin());
        if (!why.empty())
          return why;
        continue;
      }
      return "the epilogue's '" + after.getName().getStringRef().str() +
             "' may need shared memory";
    }
    return std::string();
  };
  return epilogue(block, std::next(op->getIterator()));
}

/// What a wgmma k-loop's operands and schedule allow: why its ring cannot
/// be filled by TMA ("-" when it is not a wgmma loop), and why it cannot get
/// a producer warpgroup ("" when both can).
struct RingInputs {
  bool wg, tmaLoads, warpSpecialize, transposeB;
  const View *va, *vb;
  int64_t bm, bk, bytesA, numGroups, accRegs;
};
std::pair<std::string, std::string> ringBlockers(const RingInputs &in, scf::ForOp op,
                                                 func::FuncOp func, Operation *tiles) {
  std::string noTma;
  if (!in.wg)
    noTma = "-";
  else if (in.transposeB)
    noTma = "tf32's B is transposed into K-major rows by the threads as they "
            "copy it (TMA copies without transposing; tf32 wgmma has no "
            "transpose bit)";
  else if (!in.tmaLoads)
    noTma = "TMA loads are off (not a single sm_90a target)";
  else if (!simt::isKernel(func))
    noTma = "the loop is not in a kernel, whose parameters hold the descriptors";
  else if (!in.va->ptrArg || !in.vb->ptrArg)
    noTma = "an operand's view is not a kernel argument";
  else if (!in.va->contiguous || !in.vb->contiguous)
    noTma = "the operands' views are not known contiguous (the kernel's "
            "variant for contiguous tensors may use TMA)";
  else if (in.bm > 256 || in.bk > 256 || in.bytesA % 1024 || (in.bk * 128) % 1024)
    noTma = "the tiles are not whole 1024-byte swizzle atoms of boxes up to 256";
  // Warp specialisation (sm_90a, TMA ring): a fifth warpgroup, warps
  // numWarps .. numWarps+3, produces; one of its threads waits for each
  // stage's release and issues its TMA loads, so the consumers' loop holds
  // no producer code at all. setmaxnreg moves registers from the producer
  // warpgroup (40) to the two consumer warpgroups (232 each: 128 * 40 +
  // 256 * 232 <= 64 Ki, one program per SM), whose 128x256 accumulator
  // then has room beside the entry budget of 65536 / 384 = 168.
  std::string noWs;
  if (noTma.empty()) {
    if (!in.warpSpecialize)
      noWs = "warp specialisation is off";
    else if (in.numGroups != 2 || in.accRegs <= 64)
      noWs = "setmaxnreg's budget is laid out for two consumer warpgroups of "
             "one program per SM";
    else
      noWs = warpSpecializeBlocker(op, func, tiles);
  }
  return {noTma, noWs};
}

} // namespace

std::string FuncLowering::persistentBlocker(scf::ForOp op) {
  auto matched = matchMmaLoop(op, numWarps);
  if (!matched)
    return "not a tensor-core k-loop";
  MmaLoop &m = *matched;
  if (m.elem.isF32())
    return "not a 16-bit or fp8 k-loop";
  auto va = views.find(m.loadA.getView()), vb = views.find(m.loadB.getView());
  if (va == views.end() || vb == views.end())
    return "an operand's view is not a kernel argument";
  Swizzle swA(m.bk, elementBytes(m.elem));
  int64_t wm = m.mma.getWarpsPerCTA()[0], wn = m.mma.getWarpsPerCTA()[1];
  bool wg = warpgroupMma && wn == 1 && wm == numWarps &&
            fitsWarpgroupMma(m.elem, m.bm, m.bn, m.bk, numWarps, m.kMajorB);
  auto [noTma, noWs] = ringBlockers({wg, tmaLoads, warpSpecialize, false, &va->second,
                                     &vb->second,
                                     m.bm, m.bk, m.bm * swA.rowBytes, numWarps / 4,
                                     m.bm * m.bn / (numWarps * 32)},
                                    op, func, nullptr);
  if (!noTma.empty())
    return noTma == "-" ? "not a wgmma k-loop" : noTma;
  return noWs;
}

/// The values `vals` (a k-loop's tile offsets) computed again at `b`: a copy
/// of the ops of op's block before op that they depend on, with `map`
/// giving the block's induction variable its stand-in. makePersistent moved
/// only pure arithmetic on the program ids there (persistentBlocker).
static SmallVector<Value> cloneOffsets(OpBuilder &b, Operation *op, ArrayRef<Value> vals,
                                       IRMapping &map) {
  llvm::SetVector<Operation *> slice;
  std::function<void(Value)> visit = [&](Value v) {
    Operation *def = v.getDefiningOp();
    if (!def || def->getBlock() != op->getBlock() || slice.contains(def))
      return;
    for (Value operand : def->getOperands())
      visit(operand);
    slice.insert(def);
  };
  for (Value v : vals)
    visit(v);
  for (Operation *o : slice)
    b.clone(*o, map);
  SmallVector<Value> out;
  for (Value v : vals)
    out.push_back(map.lookupOrDefault(v));
  return out;
}

bool FuncLowering::lowerPipelinedMma(scf::ForOp op) {
  auto matched = matchMmaLoop(op, numWarps);
  if (!matched)
    return false;
  MmaLoop &m = *matched;
  OpBuilder b(op);
  Location loc = op.getLoc();
  const View &va = views[m.loadA.getView()];
  const View &vb = views[m.loadB.getView()];
  const bool kMajorB = m.kMajorB;
  Value mOff = m.loadA.getOffsets()[0], nOff = m.loadB.getOffsets()[kMajorB ? 0 : 1];
  Value lb = op.getLowerBound(), ub = op.getUpperBound();
  const int64_t bm = m.bm, bn = m.bn, bk = m.bk;
  // tf32: 4-byte elements, 8-deep slices, B fragments by 32-bit loads
  // (ldmatrix transposes 16-bit elements only). fp8: 1-byte elements,
  // 32-deep slices; a slice is 32 bytes of each row for every type but tf32.
  const bool tf32 = m.elem.isF32(), fp8 = isFp8(m.elem);
  const int64_t elemBytes = elementBytes(m.elem), vec = 16 / elemBytes,
                kSlice = tf32 ? 8 : fp8 ? 32 : 16;
  const int64_t threads = numWarps * 32;
  const int64_t wm = m.mma.getWarpsPerCTA()[0], wn = m.mma.getWarpsPerCTA()[1];
  const int64_t repM = bm / (16 * wm), repN = bn / (8 * wn), repK = bk / kSlice;
  Type mmaType = tf32 ? Type(b.getTF32Type()) : m.elem;
  TypeAttr mmaTypeB = m.elemB != m.elem ? TypeAttr::get(m.elemB) : TypeAttr();
  // wgmma (sm_90a) when AssignLayouts gave the accumulator warps
  // [numWarps, 1]: each warpgroup multiplies 64-row slabs of A, read in
  // place through descriptors, by the whole of B. A's rows (K-major) are
  // one swizzle atom wide, as the Swizzle below lays them out; B is stored
  // N-major in 64-column blocks (128-byte rows, 128-byte swizzle).
  const int64_t numGroups = numWarps / 4, accRegs = bm * bn / threads;
  const bool wg = warpgroupMma && wn == 1 && wm == numWarps &&
                  fitsWarpgroupMma(m.elem, bm, bn, bk, numWarps, kMajorB);
  // tf32 wgmma reads B K-major only (no transpose bit): its K x N tile is
  // transposed by the copy into rows of bk elements, laid out as A's.
  const bool transposeB = wg && tf32, kMajorStage = kMajorB || transposeB;
  // B's rows: N-major rows of bn elements, or K-major (a @ b.T, transposed
  // tf32) rows of bk elements laid out as A's.
  Swizzle swA(bk, elemBytes), swB(kMajorStage ? bk : bn, elemBytes);
  const int64_t bytesA = bm * swA.rowBytes,
                stageBytes = bytesA + (kMajorStage ? bn : bk) * swB.rowBytes;
  // As many stages as fit in ~96 KiB (two programs per SM), 2 to 4; a
  // wgmma kernel whose accumulator allows only one program per SM takes
  // up to ~200 KiB.
  const int64_t stageBudget = wg && accRegs > 64 ? 200 * 1024 : 96 * 1024;
  const int64_t stages = std::clamp<int64_t>(stageBudget / stageBytes, 2, 4);
  auto c32 = [&](int64_t v) { return i32(b, loc, v); };
  auto c64 = [&](int64_t v) { return i64(b, loc, v); };
  auto add32 = [&](Value x, Value y) { return arith::AddIOp::create(b, loc, x, y).getResult(); };
  auto mul32 = [&](Value x, int64_t k) {
    return arith::MulIOp::create(b, loc, x, c32(k)).getResult();
  };
  auto swizzled = [&](const Swizzle &sw, Value row, Value chunk) {
    Value maxPhase = c32(sw.maxPhase);
    Value phase = arith::RemUIOp::create(
        b, loc, arith::DivUIOp::create(b, loc, row, c32(sw.perPhase)), maxPhase);
    Value phys = arith::XOrIOp::create(b, loc, chunk, phase);
    Value physBytes = mul32(phys, 16);
    return add32(mul32(row, sw.rowBytes), physBytes);
  };
  auto bytePtr = [&](Value base, Value offset) {
    return simt::PtrAddOp::create(b, loc, base.getType(), base, offset).getResult();
  };
  auto i32Ptr = [&](Value p) {
    return simt::PtrCastOp::create(
               b, loc, simt::PtrType::get(b.getI32Type(), simt::AddressSpace::Shared), p)
        .getResult();
  };

  // wgmma: one k-step's multiplies, committed as one group. Warpgroup g's
  // slab i holds rows 64 * (i * numGroups + g) (the #tile.mma row order);
  // a slice kk (16 deep, 32 for fp8, 8 for tf32) starts 32 * kk bytes into A's rows (the
  // hardware applies the swizzle to the computed address) and 16 rows into
  // B's N-major blocks, or 32 * kk bytes into B's K-major rows.
  Value slabBase = wg ? mul32(arith::DivUIOp::create(b, loc, warpV, c32(4)),
                              64 * swA.rowBytes)
                      : Value();
  auto computeWarpgroup = [&](Value stage, SmallVector<Value> &acc) {
    simt::WgmmaFenceOp::create(b, loc);
    for (int64_t kk = 0; kk < repK; ++kk) {
      Value bPtr = bytePtr(stage, c32(bytesA + (kMajorStage ? kk * 32 : kk * 16 * 128)));
      for (int64_t i = 0; i < repM; ++i) {
        Value aOffset = c32(i * numGroups * 64 * swA.rowBytes + kk * 32);
        Value aPtr = bytePtr(bytePtr(stage, slabBase), aOffset);
        int64_t first = i * repN * 4, count = bn / 2;
        SmallVector<Value> c(acc.begin() + first, acc.begin() + first + count);
        // K-major B: rows of swB.rowBytes, 8-row groups 8 rows apart (the
        // leading offset is unused with swizzling).
        auto mma = simt::WgmmaOp::create(
            b, loc, TypeAttr::get(mmaType), b.getI64IntegerAttr(bn), aPtr, bPtr, c,
            b.getI64IntegerAttr(swA.rowBytes), b.getI64IntegerAttr(8 * swA.rowBytes),
            b.getI64IntegerAttr(kMajorStage ? swB.rowBytes : 128),
            b.getI64IntegerAttr(kMajorStage ? 16 : bk * 128),
            b.getI64IntegerAttr(kMajorStage ? 8 * swB.rowBytes : 1024),
            kMajorStage ? UnitAttr() : b.getUnitAttr());
        if (mmaTypeB)
          mma->setAttr("b_type", mmaTypeB);
        for (int64_t q = 0; q < count; ++q)
          acc[first + q] = mma->getResult(q);
      }
    }
    simt::WgmmaCommitOp::create(b, loc);
  };

  // On sm_90a, operands from contiguous view arguments (the launch-time
  // variant: unit inner stride, 16-byte aligned base and strides, checked
  // by the runtime) are loaded by TMA instead: a ring of `stages` stages in
  // exactly the layout above (A's rows one 32/64/128-byte swizzle atom,
  // B's 64-column blocks 128-byte swizzled, which is what TMA writes with
  // those swizzle modes), each with two mbarriers:
  //  - full[s] (1 arrival): the producer thread arms it with the stage's
  //    bytes (arrive.expect_tx) and issues the stage's TMA loads, which
  //    complete its transaction count; consumers wait for its phase;
  //  - empty[s] (one arrival per thread): each thread arrives once the
  //    wgmma group that read the stage has retired; the producer waits for
  //    that phase before it refills the stage.
  // Tile t lives in stage t % S and is that stage's fill number t / S, so
  // full[t % S] completes phase t / S when it lands (consumers wait on
  // parity (t / S) & 1) and empty[t % S] completes phase t / S when every
  // thread released it; refill number f waits for release f - 1, parity
  // (f & 1) ^ 1, which for f = 0 is the phase "before" a fresh barrier's
  // first one and passes at once. No barrier runs more than one phase ahead
  // of a waiter: full[s] refills need every thread's release of the tile
  // before, and empty[s] releases need the full phase that follows.
  // TMA zero-fills box elements outside the tensor (ragged M, N, K) and
  // still counts the whole box's bytes, so expect_tx is the stage size.
  Operation *tiles =
      persistentTiles && op->getParentOp() == persistentTiles ? persistentTiles : nullptr;
  auto [noTma, noWs] = ringBlockers(
      {wg, tmaLoads, warpSpecialize, transposeB, &va, &vb, bm, bk, bytesA, numGroups, accRegs},
      op, func, tiles);
  const bool ws = noTma.empty() && noWs.empty();
  const int64_t producerRegs = 40, consumerRegs = 232;
  if (tiles && !ws) {
    // makePersistent asked persistentBlocker first, on the same terms.
    op->emitError() << "internal error: a persistent tile loop's k-loop is "
                       "not warp-specialised: "
                    << noTma << noWs;
    failure_ = failure();
    return true;
  }
  // fp8 operands and a K-major B are named (bf16/f16 N-major is the default).
  std::string operandsNote;
  if (transposeB)
    operandsNote = " (tf32, B transposed to K-major in the copy)";
  else if (fp8 || kMajorB) {
    auto name = [](Type t) {
      return std::string(isa<Float8E4M3FNType>(t) ? "e4m3" : isa<Float8E5M2Type>(t) ? "e5m2"
                         : t.isBF16()                ? "bf16"
                                                     : "f16");
    };
    operandsNote = " (" + name(m.elem) + " x " + name(m.elemB) + ", B K-major)";
  }
  if (wg)
    op->emitRemark() << "kiln-tile: " << bm << "x" << bn << "x" << bk
                     << " k-loop on wgmma" << operandsNote << ", "
                     << (noTma.empty() ? "operands by TMA into a ring of "
                                       : "operands by cp.async into ")
                     << stages << " stages of " << stageBytes << " bytes"
                     << (noTma.empty() ? " with mbarrier full/empty barriers"
                                       : " with one block barrier per k-step: " + noTma)
                     << (ws ? ", filled by a producer warpgroup (setmaxnreg " +
                                  std::to_string(producerRegs) + "/" +
                                  std::to_string(consumerRegs) + ")" +
                                  (tiles ? ", persistent: one program per SM over the "
                                           "launch grid's tiles in grouped order"
                                         : "") +
                                  (tiles && workspaceArg
                                       ? ", stream-K: the last two waves' k-steps split "
                                         "evenly over the programs when the last wave "
                                         "leaves over a fifth of them idle (partial tiles "
                                         "summed in program order through a workspace)"
                                       : "")
                         : noTma.empty() ? ", filled by thread 0: " + noWs
                                         : "");
  remarkLowering(m.dot.getLoc(), func, "tensor-core",
                 "pipelined k-loop " + std::to_string(bm) + "x" + std::to_string(bn) + "x" +
                     std::to_string(bk) + operandsNote + ": " +
                     (wg ? "wgmma (" + std::to_string(numGroups) + " warpgroups)"
                         : "mma.sync m16n8k" + std::to_string(kSlice) + " (" +
                               std::to_string(wm) + "x" + std::to_string(wn) + " warps)") +
                     ", " + std::to_string(stages) + (noTma.empty() ? " TMA + mbarrier stages of " : " cp.async stages of ") +
                     std::to_string(stageBytes) + " bytes in shared memory" +
                     (ws ? ", a producer warpgroup" : ""),
                 {{"path", wg ? "wgmma" : "mma.sync"},
                  {"stages", std::to_string(stages)},
                  {"loads", noTma.empty() ? "tma" : "cp.async"},
                  {"producer", ws ? "warpgroup" : noTma.empty() ? "thread 0" : "all threads"},
                  {"schedule", !tiles ? "one program per tile"
                               : workspaceArg ? "persistent, stream-K"
                                              : "persistent"}});
  if (noTma.empty()) {
    // A persistent kernel sets up the ring and the producer warpgroup once,
    // before its loop over tiles; the consumers' k-loop stays in that loop.
    if (tiles)
      b.setInsertionPoint(tiles);
    // B: 64-column boxes of 128-byte rows (N-major), or one box of bn rows
    // swizzled as A's (K-major).
    Value descA = tensorMapFor(va, m.elem, {bm, bk}, swA.rowBytes);
    Value descB = kMajorB ? tensorMapFor(vb, m.elemB, {bn, bk}, swB.rowBytes)
                          : tensorMapFor(vb, m.elemB, {bk, 64}, 128);
    Value ring = sharedBuffer(b, loc, b.getI8Type(), stages * stageBytes, 1024);
    Value bars = sharedBuffer(b, loc, b.getI64Type(), 2 * stages, 8);
    auto full = [&](Value s) {
      return simt::PtrAddOp::create(b, loc, bars.getType(), bars, s).getResult();
    };
    auto empty = [&](Value s) { return full(add32(s, c32(stages))); };
    auto ordered = [&](Operation *o) { o->setAttr(simt::SimtDialect::MbarrierOrderedAttrHelper::getNameStr(), b.getUnitAttr()); };
    auto trunc32 = [&](Value v) {
      return arith::TruncIOp::create(b, loc, b.getI32Type(), v).getResult();
    };
    auto ext64 = [&](Value v) {
      return arith::ExtUIOp::create(b, loc, b.getI64Type(), v).getResult();
    };
    auto inIf = [&](Value cond, llvm::function_ref<void()> body) {
      auto ifOp = scf::IfOp::create(b, loc, cond, /*withElseRegion=*/false);
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(ifOp.thenBlock());
      body();
    };
    Value tid = add32(mul32(warpV, 32), laneV);
    Value first = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, tid, c32(0));
    // The producing thread: thread 0, or (warp specialisation) lane 0 of
    // the producer warpgroup's first warp.
    Value producer = first;
    if (ws)
      producer = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, tid, c32(numWarps * 32));
    // One thread arms the barriers; the fence and the block barrier publish
    // the inits to the other threads and to the TMA unit. (empty[s] counts
    // the consumer threads, `threads`: a producer warpgroup never arrives.)
    inIf(first, [&] {
      for (int64_t s = 0; s < stages; ++s) {
        Value one = c32(1);
        simt::MbarrierInitOp::create(b, loc, full(c32(s)), one);
        Value consumers = c32(threads);
        simt::MbarrierInitOp::create(b, loc, empty(c32(s)), consumers);
      }
      simt::FenceMbarrierInitOp::create(b, loc);
    });
    ordered(simt::BarrierOp::create(b, loc, simt::Scope::Block, Value()));
    Value zero = c64(0);
    Value span = arith::MaxSIOp::create(b, loc, arith::SubIOp::create(b, loc, ub, lb), zero);
    Value bk64 = c64(bk);
    Value steps = arith::DivUIOp::create(
        b, loc, arith::AddIOp::create(b, loc, span, c64(bk - 1)), bk64);
    Value ringM32 = tiles ? Value() : trunc32(mOff), ringN32 = tiles ? Value() : trunc32(nOff);
    // Tile tn into stage tn % S: wait until the stage is free, arm its full
    // barrier with the stage's bytes, start A's box (rows from m32) and B's
    // 64-column boxes (columns from n32). `kStep` is the k-step within the
    // output tile, which gives the boxes' k coordinate: tn itself, except
    // in a persistent kernel, whose ring steps run on across tiles.
    auto issue = [&](Value tn, Value m32, Value n32, Value kStep = Value()) {
      if (!kStep)
        kStep = tn;
      Value tn32 = trunc32(tn);
      Value sn = arith::RemUIOp::create(b, loc, tn32, c32(stages));
      Value fill = arith::DivUIOp::create(b, loc, tn32, c32(stages));
      Value flip = c32(1);
      Value parity = arith::XOrIOp::create(
          b, loc, arith::AndIOp::create(b, loc, fill, c32(1)), flip);
      simt::MbarrierWaitOp::create(b, loc, empty(sn), parity);
      Value txBytes = c32(stageBytes);
      simt::MbarrierArriveExpectTxOp::create(b, loc, full(sn), txBytes);
      Value stage = bytePtr(ring, arith::MulIOp::create(b, loc, sn, c32(stageBytes)));
      Value k32 = trunc32(arith::AddIOp::create(
          b, loc, lb, arith::MulIOp::create(b, loc, kStep, c64(bk))));
      ordered(simt::TmaLoadOp::create(b, loc, stage, descA, full(sn),
                                      ValueRange{k32, m32}, Value()));
      if (kMajorB) {
        Value dst = bytePtr(stage, c32(bytesA));
        ordered(simt::TmaLoadOp::create(b, loc, dst, descB, full(sn), ValueRange{k32, n32},
                                        Value()));
      }
      for (int64_t j = 0; j < (kMajorB ? 0 : bn / 64); ++j) {
        Value n = add32(n32, c32(64 * j));
        Value bar = full(sn);
        Value dst = bytePtr(stage, c32(bytesA + j * bk * 128));
        ordered(simt::TmaLoadOp::create(b, loc, dst, descB, bar, ValueRange{n, k32},
                                        Value()));
      }
    };
    auto below = [&](Value t) {
      return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, t, steps).getResult();
    };
    if (ws) {
      // The producer warpgroup: lower its budget, let one thread fill every
      // k-step's stage in order (each issue waits for the stage's release),
      // then leave (FuncLowering::run branches the warpgroup to a return
      // right after this op). Its loads complete on the full barriers the
      // consumers wait for, so leaving with loads in flight is fine.
      // Persistent: the thread runs through the program's tiles as the
      // consumers do, recomputing each tile's offsets (a copy of the
      // arithmetic that gives mOff and nOff from the tile index) and
      // numbering k-steps on across tiles: tile i's step t is step
      // i * steps + t of the ring, so stages and phases run on and the next
      // tile's stages fill while the consumers run this tile's epilogue.
      Value isProducer = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, warpV,
                                               c32(numWarps));
      auto branch = scf::IfOp::create(b, loc, isProducer, /*withElseRegion=*/false);
      {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPointToStart(branch.thenBlock());
        simt::SetMaxNRegOp::create(b, loc, simt::RegisterAction::Dec,
                                   static_cast<int32_t>(producerRegs));
        inIf(producer, [&] {
          if (!tiles) {
            Value one = c64(1);
            auto fill = scf::ForOp::create(b, loc, c64(0), steps, one);
            OpBuilder::InsertionGuard inner(b);
            b.setInsertionPoint(fill.getBody()->getTerminator());
            issue(fill.getInductionVar(), ringM32, ringN32);
            return;
          }
          auto consumerTiles = cast<scf::ForOp>(tiles);
          auto own = scf::ForOp::create(b, loc, consumerTiles.getLowerBound(),
                                        consumerTiles.getUpperBound(),
                                        consumerTiles.getStep());
          OpBuilder::InsertionGuard inner(b);
          b.setInsertionPoint(own.getBody()->getTerminator());
          IRMapping map;
          map.map(consumerTiles.getInductionVar(), own.getInductionVar());
          SmallVector<Value> unitVals = {mOff, nOff};
          if (unit.kBegin)
            unitVals.append({unit.kBegin, unit.kEnd, unit.ringBase});
          SmallVector<Value> offsets = cloneOffsets(b, op, unitVals, map);
          Value m32 = trunc32(offsets[0]), n32 = trunc32(offsets[1]);
          // The tile's k-steps from ring step i * steps, or (stream-K) the
          // unit's k-steps [kBegin, kEnd) of the tile from ring step
          // ringBase.
          Value kb = unit.kBegin ? ext64(offsets[2]) : c64(0);
          Value base = unit.kBegin
                           ? arith::SubIOp::create(b, loc, ext64(offsets[4]), kb).getResult()
                           : arith::MulIOp::create(b, loc, ext64(own.getInductionVar()), steps)
                                 .getResult();
          Value one = c64(1);
          auto fill = scf::ForOp::create(b, loc, kb, unit.kBegin ? ext64(offsets[3]) : steps,
                                         one);
          b.setInsertionPoint(fill.getBody()->getTerminator());
          issue(arith::AddIOp::create(b, loc, base, fill.getInductionVar()), m32, n32,
                fill.getInductionVar());
        });
      }
      producerBranch = branch;
      this->isProducer = isProducer;
      producerWarps = 4;
      // The consumer warps' first op once the producers have left.
      simt::SetMaxNRegOp::create(b, loc, simt::RegisterAction::Inc,
                                 static_cast<int32_t>(consumerRegs));
    } else {
      // Prologue: tiles 0 .. S-2.
      inIf(producer, [&] {
        for (int64_t s = 0; s + 1 < stages; ++s)
          inIf(below(c64(s)), [&] { issue(c64(s), ringM32, ringN32); });
      });
    }
    // The consumers' k-loop: where the loop was (in a persistent kernel,
    // inside the loop over tiles, its steps numbered from this tile's base).
    // A persistent kernel's unit runs the tile's k-steps [kBegin, kEnd),
    // step t at ring step base + t.
    b.setInsertionPoint(op);
    Value kBegin = tiles && unit.kBegin ? ext64(unit.kBegin) : c64(0);
    Value kEnd = tiles && unit.kBegin ? ext64(unit.kEnd) : steps;
    Value base =
        !tiles ? c64(0)
        : unit.kBegin
            ? arith::SubIOp::create(b, loc, ext64(unit.ringBase), kBegin).getResult()
            : arith::MulIOp::create(b, loc,
                                    ext64(cast<scf::ForOp>(tiles).getInductionVar()), steps)
                  .getResult();
    SmallVector<Value> init(regs[op.getInitArgs()[0]]);
    auto loop = scf::ForOp::create(b, loc, kBegin, kEnd, c64(1), init);
    {
      OpBuilder::InsertionGuard guard(b);
      Block *body = loop.getBody();
      if (!body->empty())
        body->getTerminator()->erase();
      b.setInsertionPointToEnd(body);
      SmallVector<Value> acc(loop.getRegionIterArgs());
      Value t = loop.getInductionVar();
      Value t32 = trunc32(tiles ? arith::AddIOp::create(b, loc, base, t).getResult() : t);
      Value s = arith::RemUIOp::create(b, loc, t32, c32(stages));
      Value one = c32(1);
      Value phase = arith::AndIOp::create(
          b, loc, arith::DivUIOp::create(b, loc, t32, c32(stages)), one);
      simt::MbarrierWaitOp::create(b, loc, full(s), phase);
      computeWarpgroup(bytePtr(ring, arith::MulIOp::create(b, loc, s, c32(stageBytes))), acc);
      // Step t's group may run on; step t-1's has retired, so its stage
      // is released, and the producer refills it with tile t + S - 1.
      simt::WgmmaWaitOp::create(b, loc, 1);
      inIf(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt, t, kBegin), [&] {
        Value numStages = c32(stages);
        Value prev = arith::RemUIOp::create(b, loc, add32(t32, c32(stages - 1)), numStages);
        simt::MbarrierArriveOp::create(b, loc, b.getI64Type(), empty(prev), Value());
      });
      if (!ws) {
        Value next = arith::AddIOp::create(b, loc, t, c64(stages - 1));
        inIf(arith::AndIOp::create(b, loc, producer, below(next)),
             [&] { issue(next, ringM32, ringN32); });
      }
      scf::YieldOp::create(b, loc, acc);
    }
    simt::WgmmaWaitOp::create(b, loc, 0);
    // Persistent: the tile's last stage is released here (within the loop
    // a step releases the one before it), so the producer may refill it
    // with the next tile's steps while this tile's epilogue runs.
    if (tiles)
      inIf(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt, kEnd, kBegin), [&] {
        Value one = c64(1);
        Value last = trunc32(arith::SubIOp::create(
            b, loc, arith::AddIOp::create(b, loc, base, kEnd), one));
        Value s = arith::RemUIOp::create(b, loc, last, c32(stages));
        simt::MbarrierArriveOp::create(b, loc, b.getI64Type(), empty(s), Value());
      });
    regs[op.getResult(0)] = SmallVector<Value>(loop.getResults());
    if (tiles && workspaceArg)
      regs[op.getResult(0)] = streamKFixup(b, loc, tid, regs[op.getResult(0)]);
    // Two programs per SM on the same terms as the cp.async stages below.
    if (2 * stages * stageBytes <= 200 * 1024 && accRegs <= 64 &&
        threads * 2 * 128 <= 65536)
      minProgramsPerSM = std::max<int64_t>(minProgramsPerSM, 2);
    toErase.push_back(op);
    return true;
  }

  // Copies are usable when every row of both tiles is a run of aligned
  // 16-byte chunks (uniform in the program).
  Value copiesB = vectorUsable(b, loc, vb, kMajorB ? ValueRange{nOff, lb} : ValueRange{lb, nOff},
                               vec, elemBytes);
  Value copiesA = vectorUsable(b, loc, va, ValueRange{mOff, lb}, vec, elemBytes);
  Value copies = arith::AndIOp::create(b, loc, copiesA, copiesB);

  SmallVector<Value> stageBuf;
  for (int64_t s = 0; s < stages; ++s)
    stageBuf.push_back(sharedBuffer(b, loc, b.getI8Type(), stageBytes, wg ? 1024 : 16));

  Value tid = add32(mul32(warpV, 32), laneV);
  // Number of k-steps: ceil((ub - lb) / bk), at least 0.
  Value zero = c64(0);
  Value span = arith::MaxSIOp::create(
      b, loc, arith::SubIOp::create(b, loc, ub, lb), zero);
  Value bk64 = c64(bk);
  Value steps = arith::DivUIOp::create(
      b, loc, arith::AddIOp::create(b, loc, span, c64(bk - 1)), bk64);

  // One operand's copies: the `rows` x `chunks` 16-byte chunks of its tile,
  // `threads` apart. A's tile starts at (m, k0), B's at (k0, n) (K-major:
  // (n, k0), copied as A's), with k0 = lb + t * bk for k-step t.
  struct Operand {
    const View *view;
    const Swizzle *sw;
    int64_t rows, regionOffset;
    bool kIsRow; // B: k runs along rows; A: along columns
    Value fixedOffset; // m for A (rows), n for B (columns)
    bool columnBlocks = false; // wgmma's B: 64-column blocks of 128-byte rows
    bool transposed = false;   // tf32 wgmma's B: K x N chunks into K-major rows
  };
  Operand opA{&va, &swA, bm, 0, false, mOff};
  Operand opB = kMajorB      ? Operand{&vb, &swB, bn, bytesA, false, nOff}
                : transposeB ? Operand{&vb, &swB, bk, bytesA, true, nOff, false, true}
                             : Operand{&vb, &swB, bk, bytesA, true, nOff, wg};
  // What a thread's chunk keeps for every k-step (computed once): its place
  // in the stage, its element offset from the tile's first element, and
  // along the fixed dimension (rows of A, columns of B) whether it exists
  // or how many of its elements do.
  struct Chunk {
    Value dstOffset; // bytes within the stage
    Value srcOffset; // elements from the tile's corner (k0 excluded)
    Value kIndex;    // i64 offset along k within the tile (row of B, column of A)
    Value fixedOk;   // A: row < M
    Value fixedCount; // B: clamp(N - column, 0, 8)
    SmallVector<Value, 4> dstElems; // transposed: bytes of each element
  };
  auto chunksOf = [&](const Operand &o) {
    SmallVector<Chunk> out;
    // A transposed B's chunks are 4 f32 along n at one k, so its tile is bk
    // rows of bn / 4 chunks (its stage rows are bk elements wide).
    int64_t chunks = o.transposed ? bn / vec : o.sw->chunks, total = o.rows * chunks;
    for (int64_t u = 0; u < total / threads; ++u) {
      Value c = add32(tid, c32(u * threads));
      Value row = arith::DivUIOp::create(b, loc, c, c32(chunks));
      Value chunk = arith::RemUIOp::create(b, loc, c, c32(chunks));
      Chunk ch;
      if (o.transposed) {
        // Chunk c is (k, n4) with c's bits [n4 / 2][k / 16][k / 4 % 4]
        // [k % 4][n4 % 2]: a warp's scalar stores of element e (row
        // 4 * n4 + e, 16-byte chunk k / 4 ^ row % 8 of it, word k % 4) then
        // hit 32 distinct banks of 128-byte rows, lane pairs still read 32
        // contiguous bytes of a row of B, and a thread's chunks (u) lie a
        // constant number of rows apart in the stage.
        Value nLow = arith::RemUIOp::create(b, loc, c, c32(2));
        // One op per statement: C++ leaves the order of a call's arguments
        // unspecified, and GCC and Clang builds must print the same IR.
        Value cHalf = arith::DivUIOp::create(b, loc, c, c32(2));
        Value kLow = arith::RemUIOp::create(b, loc, cHalf, c32(4));
        Value cEighth = arith::DivUIOp::create(b, loc, c, c32(8));
        Value kMid = arith::RemUIOp::create(b, loc, cEighth, c32(4));
        Value rest = arith::DivUIOp::create(b, loc, c, c32(32));
        Value kHigh = arith::RemUIOp::create(b, loc, rest, c32(bk / 16));
        Value nHigh = arith::DivUIOp::create(b, loc, rest, c32(bk / 16));
        Value kChunk = add32(mul32(kHigh, 4), kMid);
        row = add32(mul32(kChunk, 4), kLow);
        chunk = add32(mul32(nHigh, 2), nLow);
        Value word = mul32(kLow, 4);
        Value nRow = mul32(chunk, vec);
        Value region = c32(o.regionOffset);
        Value first = add32(region, add32(swizzled(*o.sw, nRow, kChunk), word));
        // Rows 4 * n4 + e share row 4 * n4's swizzle phase but for its low
        // bits, e / perPhase (64/128-byte rows: perPhase 2/1, maxPhase 4/8),
        // so element e's place is the first's with the chunk bits flipped,
        // e rows on: one address register per chunk instead of four.
        assert(4 % o.sw->perPhase == 0 && o.sw->maxPhase * o.sw->perPhase >= 4 &&
               o.regionOffset % o.sw->rowBytes == 0);
        for (int64_t e = 0; e < vec; ++e) {
          Value flipped = arith::XOrIOp::create(b, loc, first, c32(e / o.sw->perPhase * 16));
          ch.dstElems.push_back(e ? add32(flipped, c32(e * o.sw->rowBytes)) : first);
        }
      } else if (o.columnBlocks) {
        // Block chunk / 8 (bk rows of 128 bytes), chunk % 8 ^ row % 8.
        Value block = arith::DivUIOp::create(b, loc, chunk, c32(8));
        Value rowPhase = arith::RemUIOp::create(b, loc, row, c32(8));
        Value inner = arith::XOrIOp::create(
            b, loc, arith::RemUIOp::create(b, loc, chunk, c32(8)), rowPhase);
        Value innerBytes = mul32(inner, 16);
        Value inBlock = add32(mul32(row, 128), innerBytes);
        Value blockBytes = mul32(block, bk * 128);
        Value blockStart = add32(c32(o.regionOffset), blockBytes);
        ch.dstOffset = add32(blockStart, inBlock);
      } else {
        Value inRegion = swizzled(*o.sw, row, chunk);
        ch.dstOffset = add32(c32(o.regionOffset), inRegion);
      }
      Value row64 = arith::ExtUIOp::create(b, loc, b.getI64Type(), row);
      Value col64 = arith::ExtUIOp::create(b, loc, b.getI64Type(), mul32(chunk, vec));
      if (o.kIsRow) {
        // B: element (k0 + row, n + col) is k0 * s0 + [row * s0 + (n + col) * s1].
        Value col = arith::AddIOp::create(b, loc, o.fixedOffset, col64);
        Value colOffset = arith::MulIOp::create(b, loc, col, o.view->strides[1]);
        Value rowOffset = arith::MulIOp::create(b, loc, row64, o.view->strides[0]);
        ch.srcOffset = arith::AddIOp::create(b, loc, rowOffset, colOffset);
        ch.kIndex = row64;
        Value left = arith::SubIOp::create(b, loc, o.view->shape[1], col);
        Value vecC = c64(vec);
        ch.fixedCount = arith::MinSIOp::create(
            b, loc, arith::MaxSIOp::create(b, loc, left, c64(0)), vecC);
      } else {
        // A (and a K-major B): element (m + row, k0 + col) is
        // k0 * s1 + [(m + row) * s0 + col * s1].
        Value grow = arith::AddIOp::create(b, loc, o.fixedOffset, row64);
        Value colOffset = arith::MulIOp::create(b, loc, col64, o.view->strides[1]);
        Value rowOffset = arith::MulIOp::create(b, loc, grow, o.view->strides[0]);
        ch.srcOffset = arith::AddIOp::create(b, loc, rowOffset, colOffset);
        ch.kIndex = col64;
        ch.fixedOk = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                           grow, o.view->shape[0]);
      }
      out.push_back(ch);
    }
    return out;
  };
  auto chunksA = chunksOf(opA), chunksB = chunksOf(opB);
  // Elements of a chunk that exist in k-step t (0..8): steps past the loop's
  // own end (the last unrolled round), rows past M or K and columns past K
  // or N copy zeros.
  auto validCount = [&](const Operand &o, const Chunk &ch, Value kLeft,
                        Value stepOk) -> Value {
    if (o.kIsRow) {
      Value ok = arith::AndIOp::create(
          b, loc, stepOk,
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, ch.kIndex, kLeft));
      return arith::SelectOp::create(b, loc, ok, ch.fixedCount, c64(0));
    }
    Value left = arith::SubIOp::create(b, loc, kLeft, ch.kIndex);
    Value vecC = c64(vec);
    Value n = arith::MinSIOp::create(
        b, loc, arith::MaxSIOp::create(b, loc, left, c64(0)), vecC);
    Value ok = arith::AndIOp::create(b, loc, stepOk, ch.fixedOk);
    return arith::SelectOp::create(b, loc, ok, n, c64(0));
  };
  // The first element of an operand's tile in k-step t, and how much of the
  // view is left along k from there.
  auto tileStart = [&](const Operand &o, Value k0) {
    Value off = arith::MulIOp::create(b, loc, k0, o.view->strides[o.kIsRow ? 0 : 1]);
    Value start = simt::PtrAddOp::create(b, loc, o.view->ptr.getType(), o.view->ptr, off);
    Value kExtent = o.kIsRow ? o.view->shape[0] : o.view->shape[1];
    return std::make_pair(start, arith::SubIOp::create(b, loc, kExtent, k0).getResult());
  };
  // 16-byte asynchronous copies, zero-filled past `count` elements. An empty
  // chunk reads nothing, so its (possibly out-of-range) address is harmless.
  auto copyChunk = [&](Value stage, Value start, const Chunk &ch, Value count) {
    Value bytes = arith::TruncIOp::create(
        b, loc, b.getI32Type(), arith::MulIOp::create(b, loc, count, c64(elemBytes)));
    Value src = simt::PtrAddOp::create(b, loc, start.getType(), start, ch.srcOffset);
    simt::CpAsyncOp::create(b, loc, bytePtr(stage, ch.dstOffset), src, bytes);
  };
  // Views whose rows are not 16-byte aligned: masked element loads, one
  // 16-byte shared store per chunk. Element e is at chunk start + e * stride
  // and exists when e < count.
  auto loadChunk = [&](const Operand &o, Value stage, Value start,
                       const Chunk &ch, Value count) {
    // The view's storage type (fp8 views hold i8).
    Type elem = cast<simt::PtrType>(o.view->ptr.getType()).getElementType();
    auto vecTy = VectorType::get({vec}, elem);
    Value packed = LLVM::PoisonOp::create(b, loc, vecTy);
    Value first = simt::PtrAddOp::create(b, loc, start.getType(), start, ch.srcOffset);
    for (int64_t e = 0; e < vec; ++e) {
      Value ptr = simt::PtrAddOp::create(
          b, loc, first.getType(), first,
          arith::MulIOp::create(b, loc, c64(e), o.view->strides[1]));
      Value mask = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sgt, count, c64(e));
      Value v = maskedLoad(b, loc, ptr, mask, zeroOf(b, loc, elem));
      packed = LLVM::InsertElementOp::create(b, loc, packed, v, c32(e));
    }
    Value p = simt::PtrCastOp::create(
        b, loc, simt::PtrType::get(vecTy, simt::AddressSpace::Shared),
        bytePtr(stage, ch.dstOffset));
    simt::StoreOp::create(b, loc, packed, p, false, b.getI64IntegerAttr(16));
  };
  // A transposed B chunk: its 4 elements loaded (one 16-byte load from
  // aligned views, branch-free from a zero vector when the chunk is empty;
  // else masked element loads), zeros past `count`; storeTransposed puts
  // them as 4 scalar shared stores into the K-major rows n..n+3 at column
  // k. The loads are synchronous, but they are issued after the step's
  // wgmma group, which they overlap, and all of a step's loads come before
  // its stores (a store waits for its load).
  auto loadTransposed = [&](const Operand &o, Value start, const Chunk &ch, Value count,
                            bool aligned) {
    Type elem = cast<simt::PtrType>(o.view->ptr.getType()).getElementType();
    Value first = simt::PtrAddOp::create(b, loc, start.getType(), start, ch.srcOffset);
    Value zero = zeroOf(b, loc, elem);
    SmallVector<Value, 4> vals;
    if (aligned) {
      auto vecTy = VectorType::get({vec}, elem);
      auto vecPtrTy = simt::PtrType::get(vecTy, simt::AddressSpace::Global);
      Value vp = simt::PtrCastOp::create(b, loc, vecPtrTy, first);
      Value zeros = simt::PtrCastOp::create(b, loc, vecPtrTy, zeroVector(b, loc));
      Value any = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sgt, count, c64(0));
      Value from = arith::SelectOp::create(b, loc, any, vp, zeros);
      Value v = simt::LoadOp::create(b, loc, vecTy, from, false, false,
                                     b.getI64IntegerAttr(16));
      for (int64_t e = 0; e < vec; ++e) {
        Value x = LLVM::ExtractElementOp::create(b, loc, v, c32(e));
        Value in = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sgt, count, c64(e));
        vals.push_back(arith::SelectOp::create(b, loc, in, x, zero));
      }
    } else {
      for (int64_t e = 0; e < vec; ++e) {
        Value ptr = simt::PtrAddOp::create(
            b, loc, first.getType(), first,
            arith::MulIOp::create(b, loc, c64(e), o.view->strides[1]));
        Value in = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sgt, count, c64(e));
        vals.push_back(maskedLoad(b, loc, ptr, in, zero));
      }
    }
    return vals;
  };
  auto storeTransposed = [&](Value stage, const Chunk &ch, ArrayRef<Value> vals) {
    auto elemPtrTy = simt::PtrType::get(vals[0].getType(), simt::AddressSpace::Shared);
    for (int64_t e = 0; e < vec; ++e) {
      Value p = simt::PtrCastOp::create(b, loc, elemPtrTy, bytePtr(stage, ch.dstElems[e]));
      simt::StoreOp::create(b, loc, vals[e], p, false, b.getI64IntegerAttr(4));
    }
  };
  // One k-step's copies into a stage: asynchronous, or (unaligned views)
  // element loads and shared stores.
  auto issueStep = [&](bool async, int64_t stage, Value t) {
    Value k0 = arith::AddIOp::create(b, loc, lb,
                                     arith::MulIOp::create(b, loc, t, c64(bk)));
    Value stepOk = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, t, steps);
    for (auto [o, chunks] : {std::make_pair(&opA, &chunksA), std::make_pair(&opB, &chunksB)}) {
      auto [start, kLeft] = tileStart(*o, k0);
      SmallVector<SmallVector<Value, 4>> loaded;
      for (const Chunk &ch : *chunks) {
        Value count = validCount(*o, ch, kLeft, stepOk);
        if (o->transposed)
          loaded.push_back(loadTransposed(*o, start, ch, count, async));
        else if (async)
          copyChunk(stageBuf[stage], start, ch, count);
        else
          loadChunk(*o, stageBuf[stage], start, ch, count);
      }
      for (auto [ch, vals] : llvm::zip(*chunks, loaded))
        storeTransposed(stageBuf[stage], ch, vals);
    }
    if (async)
      simt::CpAsyncCommitOp::create(b, loc);
  };

  // Lane-dependent ldmatrix row addresses (bytes within a stage); each
  // fragment adds a constant.
  Value wmC = c32(wm);
  Value wRow = arith::RemUIOp::create(
      b, loc, arith::DivUIOp::create(b, loc, warpV, c32(wn)), wmC);
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
      Value inB = swizzled(swB, rowB, chunk);
      base = add32(c32(bytesA), inB);
    }
    return std::make_pair(base, kk * 16 * swB.rowBytes);
  };
  // K-major B (no .trans): matrix q = l/8 holds n rows of n-tile j + q/2 at
  // chunk 2*kk + q%2 (B's first and second 16 bytes of the slice); n-tile j
  // of warp column wCol is rows 8 * (j * wn + wCol). Rows 8 apart keep
  // their swizzle phase, so pairs of n-tiles add a constant.
  Value rowBK, chunkBK; // created before the loop (below)
  std::map<int64_t, Value> baseBK; // by (2*kk) % 8
  auto bAddressK = [&](int64_t jp, int64_t kk) {
    int64_t lowChunk = (2 * kk) % 8, highChunk = 2 * kk - lowChunk;
    if (!rowBK) {
      // One op per statement: argument order is unspecified in C++.
      Value inPair = add32(lane8, mul32(wCol, 8));
      rowBK = add32(inPair, mul32(pairB, 8 * wn));
      chunkBK = arith::RemUIOp::create(b, loc, quad, c32(2));
    }
    Value &base = baseBK[lowChunk];
    if (!base) {
      Value inB = swizzled(swB, rowBK, add32(c32(lowChunk), chunkBK));
      base = add32(c32(bytesA), inB);
    }
    return std::make_pair(base, highChunk * 16 + jp * 16 * wn * swB.rowBytes);
  };
  if (!wg)
    for (int64_t i = 0; i < repM; ++i)
      for (int64_t kk = 0; kk < repK; ++kk)
        (void)aAddress(i, kk);
  if (!wg && kMajorB)
    for (int64_t kk = 0; kk < repK; ++kk)
      (void)bAddressK(0, kk);
  // tf32 B (K x N, N-contiguous): b0 = B[t][g], b1 = B[t + 4][g] of each
  // n-tile, t = lane % 4, g = lane / 4, by 32-bit loads.
  const bool tf32Sync = tf32 && !wg;
  Value laneT = tf32Sync ? arith::RemUIOp::create(b, loc, laneV, c32(4)).getResult() : Value();
  Value laneG = tf32Sync ? arith::DivUIOp::create(b, loc, laneV, c32(4)).getResult() : Value();
  std::map<std::pair<int64_t, int64_t>, Value> baseB32; // by (n-tile, half)
  auto bAddress32 = [&](int64_t j, int64_t h, int64_t kk) {
    Value &base = baseB32[{j, h}];
    if (!base) {
      Value row = add32(laneT, c32(4 * h));
      Value laneChunk = arith::DivUIOp::create(b, loc, laneG, c32(4));
      Value tileChunk = c32(j * 2 * wn);
      Value chunk = add32(add32(mul32(wCol, 2), tileChunk), laneChunk);
      Value within = mul32(arith::RemUIOp::create(b, loc, laneG, c32(4)), 4);
      Value inB = swizzled(swB, row, chunk);
      base = add32(add32(c32(bytesA), inB), within);
    }
    return std::make_pair(base, kk * 8 * swB.rowBytes);
  };
  if (tf32Sync) {
    for (int64_t j = 0; j < repN; ++j)
      for (int64_t h = 0; h < 2; ++h)
        (void)bAddress32(j, h, 0);
  } else if (!wg && !kMajorB) {
    for (int64_t jp = 0; jp < repN / 2; ++jp)
      (void)bAddress(jp, 0);
  }

  // The mma of one slice kk (16 deep; 8 for tf32, 32 for fp8) of a stage's
  // tile.
  auto compute = [&](int64_t stage, int64_t kk, SmallVector<Value> &acc) {
    auto ldm = [&](std::pair<Value, int64_t> at, bool trans) {
      Value offset = c32(at.second);
      Value p = bytePtr(bytePtr(stageBuf[stage], at.first), offset);
      SmallVector<Type> tys(4, b.getI32Type());
      auto ld = simt::LdMatrixOp::create(b, loc, tys, i32Ptr(p), b.getI32IntegerAttr(4),
                                         trans ? b.getUnitAttr() : UnitAttr());
      return SmallVector<Value>(ld.getResults());
    };
    {
      SmallVector<SmallVector<Value>> af, bf;
      for (int64_t i = 0; i < repM; ++i)
        af.push_back(ldm(aAddress(i, kk), false));
      if (tf32) {
        for (int64_t j = 0; j < repN; ++j) {
          SmallVector<Value> pair;
          for (int64_t h = 0; h < 2; ++h) {
            auto at = bAddress32(j, h, kk);
            Value offset = c32(at.second);
            Value p = bytePtr(bytePtr(stageBuf[stage], at.first), offset);
            pair.push_back(simt::LoadOp::create(b, loc, b.getI32Type(), i32Ptr(p),
                                                false, false, b.getI64IntegerAttr(4)));
          }
          bf.push_back(pair);
        }
      } else {
        for (int64_t jp = 0; jp < repN / 2; ++jp)
          bf.push_back(kMajorB ? ldm(bAddressK(jp, kk), false) : ldm(bAddress(jp, kk), true));
      }
      for (int64_t i = 0; i < repM; ++i)
        for (int64_t j = 0; j < repN; ++j) {
          size_t cb = (i * repN + j) * 4;
          SmallVector<Value> br =
              tf32 ? bf[j]
                   : SmallVector<Value>{bf[j / 2][(j % 2) * 2], bf[j / 2][(j % 2) * 2 + 1]};
          SmallVector<Value> cr(acc.begin() + cb, acc.begin() + cb + 4);
          auto mmaOp = simt::MmaSyncOp::create(
              b, loc, TypeRange{b.getF32Type(), b.getF32Type(), b.getF32Type(), b.getF32Type()},
              TypeAttr::get(mmaType), af[i], br, cr, mmaTypeB);
          for (int q = 0; q < 4; ++q)
            acc[cb + q] = mmaOp->getResult(q);
        }
    }
  };


  // The pipeline: a prologue copying tiles 0..S-2, then per step t: wait
  // for tile t, refill the stage step t-1 read with tile t+S-1, compute t.
  // The refill is issued after the first slice's mma, so the tensor cores
  // start right after the step's barrier (which comes before that slice's
  // ldmatrix and so also orders step t-1's reads before the refill).
  SmallVector<Value> init(regs[op.getInitArgs()[0]]);
  // wgmma: each step retires its own group (wait 0). Keeping one group in
  // flight instead (wait 1) must leave the copies a tile less ahead and was
  // slower on the H200 (docs/benchmarks.md).
  // `depth` stages of the ring are used: all for copies; two for element
  // loads, which are synchronous (the shared store of a chunk waits for its
  // loads), so a step's loads complete within the step and a deeper ring
  // only repeats them: each stage is one more unrolled copy of the step's
  // element loads (896 branches in gemm_128x128x64_w4 at four stages), on
  // which LLVM's CodeGenPrepare, straight-line strength reduction and GVN
  // spent most of bench/tile/gemm_variants.cpp's compile.
  auto pipeline = [&](bool async, int64_t depth) {
    for (int64_t s = 0; s + 1 < depth; ++s)
      issueStep(async, s, c64(s));
    Value stride = c64(depth);
    auto loop = scf::ForOp::create(b, loc, c64(0), steps, stride, init);
    {
      OpBuilder::InsertionGuard guard(b);
      Block *body = loop.getBody();
      if (!body->empty())
        body->getTerminator()->erase();
      b.setInsertionPointToEnd(body);
      SmallVector<Value> acc(loop.getRegionIterArgs());
      for (int64_t j = 0; j < depth; ++j) {
        Value t = arith::AddIOp::create(b, loc, loop.getInductionVar(), c64(j));
        if (async)
          simt::CpAsyncWaitOp::create(b, loc, depth - 2);
        if (wg) {
          // The stage's writes (copies this thread waited for, or its
          // stores) become visible to wgmma's async-proxy reads; the
          // barrier simt-insert-barriers puts before the first wgmma
          // extends that to the block.
          simt::FenceProxyAsyncOp::create(b, loc);
          computeWarpgroup(stageBuf[j], acc);
        } else {
          compute(j, 0, acc);
        }
        Value refill = arith::AddIOp::create(b, loc, t, c64(depth - 1));
        issueStep(async, (j + depth - 1) % depth, refill);
        // The refill overlapped the tensor cores; retiring the wgmma group
        // frees this step's stage for step t+1's refill.
        if (wg)
          simt::WgmmaWaitOp::create(b, loc, 0);
        else
          for (int64_t kk = 1; kk < repK; ++kk)
            compute(j, kk, acc);
      }
      scf::YieldOp::create(b, loc, acc);
    }
    if (async)
      simt::CpAsyncWaitOp::create(b, loc, 0);
    scf::YieldOp::create(b, loc, loop.getResults());
  };
  // Two versions of the loop, chosen once per program: mixing the element
  // path into the copy loop would keep its addresses live there too.
  auto version = scf::IfOp::create(b, loc, TypeRange(ValueRange(init)), copies,
                                   /*withElse=*/true);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(version.thenBlock());
    pipeline(true, stages);
    b.setInsertionPointToStart(version.elseBlock());
    pipeline(false, std::min<int64_t>(stages, 2));
  }
  regs[op.getResult(0)] = SmallVector<Value>(version.getResults());
  // Two programs per SM when their stages fit and the accumulator leaves
  // room in 128 registers per thread (ptxas keeps the kernel within
  // 65536 / (2 * threads) registers).
  if (2 * stages * stageBytes <= 200 * 1024 && accRegs <= 64 &&
      threads * 2 * 128 <= 65536)
    minProgramsPerSM = std::max<int64_t>(minProgramsPerSM, 2);
  toErase.push_back(op);
  return true;
}
