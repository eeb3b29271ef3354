//===- LaunchShapes.cpp - the block shapes a kernel is checked for --------===//
#include "dialects/simt/Analysis/LaunchShapes.h"
#include "dialects/simt/Analysis/LoadStorePointer.h"
#include "dialects/simt/IR/SyncFactAttrs.h"
#include "dialects/simt/Analysis/PointerSwaps.h"
#include "dialects/simt/Analysis/LoopValues.h"
#include "dialects/simt/Analysis/StridedLoops.h"
#include "dialects/simt/Analysis/ValueSources.h"

#include "dialects/simt/IR/SimtDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <numeric>

using namespace mlir;
using namespace kiln;

/// True if `v` is computed without thread ids (through ops and the values
/// that flow into block arguments): the same offset for every thread, such
/// as `1 << l` with l a loop counter.
static bool readsNoThreadId(Value v) {
  auto visit = [](Value cur, SourceWalk &) {
    Operation *def = cur.getDefiningOp();
    if (def && (def->getNumRegions() || !isMemoryEffectFree(def) ||
                isa<simt::ThreadIdOp, simt::LaneIdOp, simt::WarpIdOp>(def)))
      return SourceVisit::Stop;
    return SourceVisit::Follow;
  };
  return walkValueSources(v, visit) == SourceWalkResult::Complete;
}

namespace {
/// The addends of `v` through integer adds and casts (a few levels).
void collectAddends(Value v, SmallVectorImpl<Value> &out, unsigned depth = 0) {
  v = stripIntCasts(v);
  if (auto add = v.getDefiningOp<arith::AddIOp>(); add && depth < 6) {
    collectAddends(add.getLhs(), out, depth + 1);
    collectAddends(add.getRhs(), out, depth + 1);
    return;
  }
  out.push_back(v);
}

/// The constant offsets k of the shared accesses whose index is the flat
/// thread index plus k, `threadIdx.y * row + threadIdx.x + k` (in any
/// order of the sums); nullopt when an access adds something else to it.
llvm::SmallVector<int64_t> flatIndexOffsets(Operation *func, unsigned row) {
  auto isRowTerm = [&](Value term) {
    auto mul = term.getDefiningOp<arith::MulIOp>();
    APInt c;
    for (unsigned j = 0; mul && j < 2; ++j) {
      auto ty = stripIntCasts(mul->getOperand(j)).getDefiningOp<simt::ThreadIdOp>();
      if (ty && ty.getDim() == simt::Dim::Y &&
          matchPattern(mul->getOperand(1 - j), m_ConstantInt(&c)) &&
          c.getSExtValue() == int64_t(row))
        return true;
    }
    return false;
  };
  llvm::SmallVector<int64_t> offsets;
  func->walk([&](simt::PtrAddOp add) {
    if (!cast<simt::PtrType>(add.getType()).isShared())
      return;
    SmallVector<Value> terms;
    collectAddends(add.getOffset(), terms);
    bool tx = false, rowTerm = false, other = false;
    int64_t k = 0;
    for (Value term : terms) {
      APInt c;
      auto id = term.getDefiningOp<simt::ThreadIdOp>();
      if (matchPattern(term, m_ConstantInt(&c)))
        k += c.getSExtValue();
      else if (!tx && id && id.getDim() == simt::Dim::X)
        tx = true;
      else if (!rowTerm && isRowTerm(term))
        rowTerm = true;
      else
        other = true;
    }
    if (tx && rowTerm && !other && !llvm::is_contained(offsets, k))
      offsets.push_back(k);
  });
  return offsets;
}

/// Block sizes that are not powers of two, tried for kernels that count
/// down from the block size (multiples of 32, so warp assumptions keep them).
constexpr unsigned kOddBlockSizes[] = {96};

/// `(v + 1) / 2` or `(v + 1) >> 1` is computed from `v`: a half rounded up.
bool halvedRoundingUp(Value v) {
  for (Operation *user : v.getUsers()) {
    APInt c;
    auto add = dyn_cast<arith::AddIOp>(user);
    if (!add || !matchPattern(add->getOperand(add.getLhs() == v ? 1 : 0), m_ConstantInt(&c)) ||
        c.getSExtValue() != 1)
      continue;
    for (Operation *half : add->getUsers())
      if (half->getOperand(0) == add.getResult() &&
          matchPattern(half->getOperand(1), m_ConstantInt(&c)) &&
          ((isa<arith::DivUIOp, arith::DivSIOp>(half) && c.getSExtValue() == 2) ||
           (isa<arith::ShRUIOp, arith::ShRSIOp>(half) && c.getSExtValue() == 1)))
        return true;
  }
  return false;
}

/// True if a loop-carried count enters its loop as blockDim.x itself and is
/// halved rounding up (`unsigned active = blockDim.x; while (active > 1) {
/// ... (active + 1) / 2 ...}`): the kernel is written for any block size
/// (a power-of-two kernel has no odd count to round), so odd counts are
/// part of what it runs.
bool countsFromBlockSize(Operation *func) {
  DominanceInfo dom(func);
  bool found = false;
  func->walk([&](Operation *op) {
    auto branch = dyn_cast<BranchOpInterface>(op);
    if (!branch || found)
      return;
    for (unsigned i = 0; i < op->getNumSuccessors() && !found; ++i) {
      Block *header = op->getSuccessor(i);
      // The entry edge of a loop: the header has a back edge (from a block
      // it dominates) and does not dominate this one.
      if (dom.dominates(header, op->getBlock()) ||
          llvm::none_of(header->getPredecessors(), [&](Block *pred) {
            return dom.dominates(header, pred);
          }))
        continue;
      SuccessorOperands forwarded = branch.getSuccessorOperands(i);
      for (unsigned j = 0; j < forwarded.size(); ++j)
        if (Value v = forwarded[j])
          if (auto dim = stripIntCasts(v).getDefiningOp<simt::BlockDimOp>();
              dim && dim.getDim() == simt::Dim::X &&
              j < header->getNumArguments() && halvedRoundingUp(header->getArgument(j)))
            found = true;
    }
  });
  return found;
}

/// The source line of a strided loop's step (`i += C`), else of any use of
/// its index (0 when none has one): where diagnostics point for the loop.
unsigned stepLine(Value index) {
  unsigned line = 0;
  for (Operation *user : index.getUsers())
    if (auto loc = user->getLoc()->findInstanceOf<FileLineColLoc>()) {
      line = loc.getLine();
      if (isa<arith::AddIOp>(user))
        break;
    }
  return line;
}
} // namespace

CandidateShapes kiln::candidateBlockShapes(Operation *func) {
  CandidateShapes result;
  unsigned dims = 0;
  func->walk([&](simt::ThreadIdOp op) { dims |= 1u << unsigned(op.getDim()); });
  result.oneDimensional = (dims & ~1u) == 0;
  if (auto bounds = func->getAttrOfType<simt::LaunchBoundsAttr>(
          simt::SimtDialect::LaunchBoundsAttrHelper::getNameStr()))
    result.maxThreads = bounds.getMaxThreads();
  if (auto exact = func->getAttrOfType<IntegerAttr>(
          simt::SimtDialect::BlockThreadsAttrHelper::getNameStr())) {
    result.maxThreads = exact.getInt();
    result.exact = true;
    result.splitStated = true;
    result.shapes.push_back({result.maxThreads, 1, 1});
    return result;
  }
  if (auto stated = func->getAttrOfType<DenseI32ArrayAttr>(
          simt::kAssumedBlockDimAttrName);
      stated && stated.size() == 3)
    for (unsigned d = 0; d < 3; ++d)
      result.statedDims[d] = unsigned(std::max<int32_t>(0, stated[d]));
  {
    // Every dimension read but the outermost fixed: the rows are known (a
    // larger outermost dimension only adds rows).
    unsigned outer = dims ? llvm::Log2_32(dims) : 0;
    result.splitStated = true;
    for (unsigned d = 0; d < outer; ++d)
      if ((dims & (1u << d)) && !result.statedDims[d])
        result.splitStated = false;
  }
  // A work loop `for (i = threadIdx.x; i < n; i += C)` with a constant C
  // hands thread t the elements t, t + C, ...: with more than C threads,
  // thread t + C would redo (and race with) thread t's elements, so a
  // kernel written that way is launched with at most C threads (Rodinia's
  // NUMBER_THREADS loops). Only without a launch bound: a bound the author
  // wrote says what the block may be.
  if (!func->getAttr(simt::SimtDialect::LaunchBoundsAttrHelper::getNameStr()) &&
      result.oneDimensional) {
    DominanceInfo dom(func);
    auto consider = [&](Value v) {
      std::optional<StridedInduction> ind = matchStridedInduction(v, dom);
      if (!ind || !ind->constantRest)
        return;
      auto tid = stripIntCasts(ind->start).getDefiningOp<simt::ThreadIdOp>();
      int64_t c = ind->factor * *ind->constantRest;
      if (!tid || tid.getDim() != simt::Dim::X || c < 32 ||
          c >= int64_t(result.maxThreads) ||
          (result.strideBound && c >= int64_t(result.strideBound)))
        return;
      result.strideBound = unsigned(c);
      result.strideBoundLine = stepLine(v);
    };
    func->walk([&](Block *block) {
      for (BlockArgument arg : block->getArguments())
        consider(arg);
    });
    if (result.strideBound)
      result.maxThreads = result.strideBound;
  }
  unsigned n = result.maxThreads;
  // Whole warps: `blockDim.x / 32` (warps per block) counts whole warps only
  // in blocks of a multiple of 32 threads (a 16-thread block has 0 of them),
  // and a full-mask warp collective needs all 32 lanes (with fewer threads
  // it is undefined behaviour). The author cannot be launching such shapes.
  bool xWarpMultiple = false, sizeWarpMultiple = false;
  func->walk([&](Operation *op) {
    APInt k;
    if (isa<arith::DivUIOp, arith::DivSIOp, arith::ShRUIOp, arith::ShRSIOp>(op) &&
        op->getOperand(0).getDefiningOp<simt::BlockDimOp>() &&
        op->getOperand(0).getDefiningOp<simt::BlockDimOp>().getDim() ==
            simt::Dim::X &&
        matchPattern(op->getOperand(1), m_ConstantInt(&k)) &&
        (isa<arith::DivUIOp, arith::DivSIOp>(op) ? k.getSExtValue() == 32
                                                 : k.getSExtValue() == 5))
      xWarpMultiple = true;
    // A full-mask shuffle (over the whole warp), vote or reduction: every
    // warp the kernel runs is full.
    Value mask;
    if (isa<simt::ShuffleOp, simt::VoteOp, simt::ReduxOp>(op))
      mask = cast<simt::CollectiveOpInterface>(op).getCollectiveMask();
    if (auto shfl = dyn_cast<simt::ShuffleOp>(op); shfl && shfl.getWidth())
      mask = Value();
    if (mask && matchPattern(mask, m_ConstantInt(&k)) && k.isAllOnes())
      sizeWarpMultiple = true;
  });
  result.assumesWarpMultiple = xWarpMultiple || sizeWarpMultiple;
  // `threadIdx.y * C + threadIdx.x`, the flat thread index written with the
  // row length the kernel is written for: with another blockDim.x two
  // threads share a flat index (or indices are skipped), so only x == C is
  // a candidate. (Two different C: no assumption.)
  std::optional<unsigned> flatRow;
  bool conflictingRows = false;
  func->walk([&](arith::AddIOp add) {
    for (unsigned i = 0; i < 2; ++i) {
      auto tx = stripIntCasts(add->getOperand(1 - i)).getDefiningOp<simt::ThreadIdOp>();
      auto mul = stripIntCasts(add->getOperand(i)).getDefiningOp<arith::MulIOp>();
      if (!tx || tx.getDim() != simt::Dim::X || !mul)
        continue;
      for (unsigned j = 0; j < 2; ++j) {
        auto ty = stripIntCasts(mul->getOperand(j)).getDefiningOp<simt::ThreadIdOp>();
        APInt c;
        if (!ty || ty.getDim() != simt::Dim::Y ||
            !matchPattern(mul->getOperand(1 - j), m_ConstantInt(&c)) ||
            c.getSExtValue() < 1 || c.getSExtValue() > 1024)
          continue;
        if (flatRow && *flatRow != c.getSExtValue())
          conflictingRows = true;
        flatRow = unsigned(c.getSExtValue());
      }
    }
  });
  if (!conflictingRows && flatRow)
    result.flatRowLength = *flatRow;
  // The flat index's accesses at several constant offsets (`sdata[ty * 64
  // + tx + 16 * r]`, r = 0..3): g = their gcd with the row threads per row
  // fit the row as well as C do.
  if (result.flatRowLength && !result.oneDimensional) {
    SmallVector<int64_t> offsets = flatIndexOffsets(func, result.flatRowLength);
    if (offsets.size() >= 2) {
      uint64_t g = result.flatRowLength;
      for (int64_t k : offsets)
        g = std::gcd(g, uint64_t(k < 0 ? -k : k));
      if (g >= 2 && g < result.flatRowLength) {
        result.flatRowThreads = unsigned(g);
        // Exactly 0, g, ..., C - g: each of g threads owns C / g elements
        // of its row, and with C threads per row the offsets would reach
        // into the next row.
        llvm::sort(offsets);
        bool tiles = offsets.size() == result.flatRowLength / g;
        for (size_t i = 0; tiles && i < offsets.size(); ++i)
          tiles = offsets[i] == int64_t(i * g);
        result.flatRowOnlyThreads = tiles;
      }
    }
  }
  // Lane groups of threadIdx.x (2-D/3-D kernels only: in a 1-D block every
  // candidate is a power of two, whole groups already).
  func->walk([&](Operation *op) {
    APInt k;
    if (result.oneDimensional || op->getNumOperands() != 2 ||
        !matchPattern(op->getOperand(1), m_ConstantInt(&k)))
      return;
    int64_t c = k.getSExtValue(), group = 0;
    if (isa<arith::DivUIOp, arith::DivSIOp, arith::RemUIOp, arith::RemSIOp>(op))
      group = c;
    else if (isa<arith::ShRUIOp, arith::ShRSIOp>(op) && c >= 1 && c <= 5)
      group = int64_t(1) << c;
    else if (isa<arith::AndIOp>(op) && c > 0 && c < 32 && llvm::isPowerOf2_64(c + 1))
      group = c + 1;
    if (group < 2 || group > 32 || !llvm::isPowerOf2_64(group) ||
        group <= int64_t(result.xGroup))
      return;
    Value x = stripIntCasts(op->getOperand(0));
    if (auto add = x.getDefiningOp<arith::AddIOp>())
      for (unsigned i = 0; i < 2; ++i)
        if (readsNoThreadId(add->getOperand(1 - i)))
          x = stripIntCasts(add->getOperand(i));
    auto tx = x.getDefiningOp<simt::ThreadIdOp>();
    if (!tx || tx.getDim() != simt::Dim::X)
      return;
    result.xGroup = unsigned(group);
    auto loc = op->getLoc()->findInstanceOf<FileLineColLoc>();
    result.xGroupLine = loc ? loc.getLine() : 0;
  });
  // Warp collectives on C-lane segments (a shuffle of width C, a
  // thread_block_tile<C>'s lane mask `((1 << C) - 1) << (lane & ~(C - 1))`):
  // in a 2-D/3-D kernel the segments are the kernel's rows of threadIdx.x
  // (a width-16 row reduction in a 16x16 block), as for `threadIdx.x / C`.
  func->walk([&](simt::CollectiveOpInterface coll) {
    if (result.oneDimensional || coll.getCollectiveScope() != simt::Scope::Warp)
      return;
    int64_t group = 0;
    APInt k;
    if (auto shfl = dyn_cast<simt::ShuffleOp>(coll.getOperation());
        shfl && shfl.getWidth() && matchPattern(shfl.getWidth(), m_ConstantInt(&k)))
      group = k.getSExtValue();
    if (Value mask = coll.getCollectiveMask())
      if (auto shl = mask.getDefiningOp<arith::ShLIOp>();
          shl && matchPattern(shl.getLhs(), m_ConstantInt(&k)) && k.getSExtValue() > 0 &&
          llvm::isPowerOf2_64(uint64_t(k.getSExtValue()) + 1))
        group = std::max<int64_t>(group, llvm::Log2_64(uint64_t(k.getSExtValue()) + 1));
    if (group < 2 || group >= 32 || !llvm::isPowerOf2_64(group) ||
        group <= int64_t(result.xGroup))
      return;
    result.xGroup = unsigned(group);
    // The kernel's line (a tile's collective is inlined from the header).
    Location at = coll->getLoc();
    while (auto site = dyn_cast<CallSiteLoc>(at))
      at = site.getCaller();
    auto loc = at->findInstanceOf<FileLineColLoc>();
    result.xGroupLine = loc ? loc.getLine() : 0;
  });
  auto wholeWarps = [&](const BlockShape &s) {
    return (!xWarpMultiple || s.x % 32 == 0) &&
           (!sizeWarpMultiple || s.size() % 32 == 0);
  };
  if (result.oneDimensional) {
    result.shapes.push_back({n, 1, 1});
    for (unsigned p = 1u << 10; p; p >>= 1)
      if (p < n)
        result.shapes.push_back({p, 1, 1});
    // A counter that starts at the block size is written for any block
    // size: 96 threads (odd counts 3 after halving) is a launch to check.
    if (!result.strideBound && countsFromBlockSize(func))
      for (unsigned odd : kOddBlockSizes)
        if (odd < n)
          result.shapes.push_back({odd, 1, 1});
    llvm::stable_sort(result.shapes, [](const BlockShape &a, const BlockShape &b) {
      return a.x > b.x;
    });
    // Keep the bound itself when nothing else is left (a bound below 32).
    if (result.assumesWarpMultiple && llvm::any_of(result.shapes, wholeWarps))
      llvm::erase_if(result.shapes, [&](const BlockShape &s) { return !wholeWarps(s); });
    else
      result.assumesWarpMultiple = false;
    return result;
  }
  auto range = [&](unsigned dim) {
    SmallVector<unsigned> r{1};
    if (dims & (1u << dim))
      for (unsigned p = 2; p <= n; p <<= 1)
        r.push_back(p);
    return r;
  };
  for (unsigned x : range(0))
    for (unsigned y : range(1))
      for (unsigned z : range(2))
        if (x * y * z <= n)
          result.shapes.push_back({x, y, z});
  // The shape the kernel states (`__builtin_assume(blockDim.x == 16)`),
  // not necessarily a power of two; the inferences below keep it.
  if (result.statedDims[0] || result.statedDims[1] || result.statedDims[2]) {
    SmallVector<BlockShape> stated;
    for (unsigned x : result.statedDims[0] ? SmallVector<unsigned>{result.statedDims[0]} : range(0))
      for (unsigned y : result.statedDims[1] ? SmallVector<unsigned>{result.statedDims[1]} : range(1))
        for (unsigned z : result.statedDims[2] ? SmallVector<unsigned>{result.statedDims[2]} : range(2))
          if (x * y * z <= n)
            stated.push_back({x, y, z});
    if (!stated.empty())
      result.shapes = std::move(stated);
    else
      result.splitStated = false;
  }
  if (result.assumesWarpMultiple && llvm::any_of(result.shapes, wholeWarps))
    llvm::erase_if(result.shapes, [&](const BlockShape &s) { return !wholeWarps(s); });
  else
    result.assumesWarpMultiple = false;
  auto rowFits = [&](const BlockShape &s) {
    if (result.flatRowOnlyThreads)
      return s.x == result.flatRowThreads;
    return s.x == result.flatRowLength ||
           (result.flatRowThreads && s.x == result.flatRowThreads);
  };
  if (result.flatRowOnlyThreads && !llvm::any_of(result.shapes, rowFits))
    result.flatRowOnlyThreads = false;
  if (result.flatRowLength && llvm::any_of(result.shapes, rowFits))
    llvm::erase_if(result.shapes, [&](const BlockShape &s) { return !rowFits(s); });
  else
    result.flatRowLength = 0, result.flatRowThreads = 0, result.flatRowOnlyThreads = false;
  // A 2-D loop from threadIdx.x stepping by a constant C of at most 32
  // (`for (c = threadIdx.x; c < cols; c += 32)`, a row walked by the lanes
  // of a warp) divides threadIdx.x into groups of C too.
  // Any such loop with one constant C in the whole kernel (ggml's
  // `for (col = tid; col < ncols; col += block_size)`) also says the row is
  // C threads: with more, thread t + C would redo thread t's elements, with
  // fewer, the elements between x and C of every stride would be skipped.
  // A launch bound bounds the product, not the split, so it applies with
  // one too (an 8x16 kernel under __launch_bounds__(128) got false races
  // as 16x8).
  std::optional<int64_t> rowStride, colStride;
  bool rowStridesDisagree = false, colStridesDisagree = false;
  {
    DominanceInfo dom(func);
    func->walk([&](Block *block) {
      for (BlockArgument arg : block->getArguments()) {
        std::optional<StridedInduction> ind = matchStridedInduction(arg, dom);
        if (!ind || !ind->constantRest)
          continue;
        auto tx = stripIntCasts(ind->start).getDefiningOp<simt::ThreadIdOp>();
        int64_t c = ind->factor * *ind->constantRest;
        if (tx && tx.getDim() == simt::Dim::X && c >= 2 && c <= 1024) {
          if (rowStride && *rowStride != c)
            rowStridesDisagree = true;
          if (!rowStride)
            result.rowStrideLine = stepLine(arg);
          rowStride = c;
        }
        if (tx && tx.getDim() == simt::Dim::Y && c >= 2 && c <= 1024) {
          if (colStride && *colStride != c)
            colStridesDisagree = true;
          if (!colStride)
            result.colStrideLine = stepLine(arg);
          colStride = c;
        }
        if (!tx || tx.getDim() != simt::Dim::X || c < 2 || c > 32 || !llvm::isPowerOf2_64(c) ||
            c <= int64_t(result.xGroup))
          continue;
        result.xGroup = unsigned(c);
        result.xGroupLine = 0;
        for (Operation *user : arg.getUsers())
          if (auto loc = user->getLoc()->findInstanceOf<FileLineColLoc>()) {
            result.xGroupLine = loc.getLine();
            break;
          }
      }
    });
  }
  // Per-lane slots: threadIdx.x itself indexes a shared array dimension of
  // exactly 32 elements (`carry[threadIdx.x]` with `carry[32]`, `tile[lane][c]`
  // with `tile[32][33]`) in a kernel whose full-mask warp collectives need
  // whole warps. Such a kernel uses threadIdx.x as the lane of one warp: with
  // blockDim.x below 32 the slots of the missing lanes would never be
  // written and a row would share its warp with the next row; above 32 (a
  // multiple) each warp is still one row. So x is a multiple of 32, and
  // threadIdx.y/z are the same across a warp (the warp-per-row kernels of
  // OpenCV-style integral images and column scans).
  if (sizeWarpMultiple && result.xGroup < 32) {
    func->walk([&](simt::PtrAddOp add) {
      if (result.xGroup == 32 || !cast<simt::PtrType>(add.getType()).isShared())
        return;
      auto tx = stripIntCasts(add.getOffset()).getDefiningOp<simt::ThreadIdOp>();
      auto castOp = add.getBase().getDefiningOp<simt::PtrCastOp>();
      if (!tx || tx.getDim() != simt::Dim::X || !castOp)
        return;
      auto array = dyn_cast<LLVM::LLVMArrayType>(
          cast<simt::PtrType>(castOp.getSource().getType()).getElementType());
      if (!array || array.getNumElements() != 32 ||
          array.getElementType() != cast<simt::PtrType>(castOp.getType()).getElementType())
        return;
      result.xGroup = 32;
      result.xGroupFromLaneSlots = true;
      auto loc = add->getLoc()->findInstanceOf<FileLineColLoc>();
      result.xGroupLine = loc ? loc.getLine() : 0;
    });
  }
  auto wholeGroups = [&](const BlockShape &s) { return s.x % result.xGroup == 0; };
  if (result.xGroup && llvm::any_of(result.shapes, wholeGroups))
    llvm::erase_if(result.shapes, [&](const BlockShape &s) { return !wholeGroups(s); });
  else
    result.xGroup = 0, result.xGroupFromLaneSlots = false;
  if (rowStride && !rowStridesDisagree) {
    auto strideRow = [&](const BlockShape &s) { return int64_t(s.x) == *rowStride; };
    if (llvm::any_of(result.shapes, strideRow)) {
      llvm::erase_if(result.shapes, [&](const BlockShape &s) { return !strideRow(s); });
      result.rowStride = unsigned(*rowStride);
    }
  }
  if (colStride && !colStridesDisagree) {
    auto strideCol = [&](const BlockShape &s) { return int64_t(s.y) == *colStride; };
    if (llvm::any_of(result.shapes, strideCol)) {
      llvm::erase_if(result.shapes, [&](const BlockShape &s) { return !strideCol(s); });
      result.colStride = unsigned(*colStride);
    }
  }
  // What the kernel states needs no inference (and no words about one).
  if (result.statedDims[0])
    result.flatRowLength = result.flatRowThreads = result.xGroup = result.rowStride = 0,
    result.flatRowOnlyThreads = result.xGroupFromLaneSlots = false;
  if (result.statedDims[1])
    result.colStride = 0;
  llvm::stable_sort(result.shapes, [](const BlockShape &a, const BlockShape &b) {
    return a.size() > b.size();
  });
  return result;
}

std::string kiln::describeShapeAssumptions(const CandidateShapes &candidates) {
  std::string text;
  static const char *names[] = {"x", "y", "z"};
  for (unsigned d = 0; d < 3; ++d)
    if (candidates.statedDims[d])
      text += ", blockDim." + std::string(names[d]) + " being " +
              std::to_string(candidates.statedDims[d]) + " as its __builtin_assume states";
  if (candidates.rowStride)
    text += ", assuming blockDim.x is " + std::to_string(candidates.rowStride) +
            " (the constant stride of the loop from threadIdx.x" +
            (candidates.rowStrideLine ? " at line " + std::to_string(candidates.rowStrideLine)
                                      : std::string()) +
            ")";
  if (candidates.colStride)
    text += ", assuming blockDim.y is " + std::to_string(candidates.colStride) +
            " (the constant stride of the loop from threadIdx.y" +
            (candidates.colStrideLine ? " at line " + std::to_string(candidates.colStrideLine)
                                      : std::string()) +
            ")";
  if (candidates.xGroup)
    text += ", assuming blockDim.x is a multiple of " + std::to_string(candidates.xGroup) +
            (candidates.xGroupFromLaneSlots ? " (threadIdx.x indexes 32 per-lane slots"
                                            : " (the lane groups of threadIdx.x") +
            (candidates.xGroupLine ? " at line " + std::to_string(candidates.xGroupLine)
                                   : std::string()) +
            ")";
  return text;
}

namespace {
/// True if `cond` compares thread ids with loop counters or constants and
/// reads no memory (`t >= off` in a scan step): a function of the thread,
/// only one that the tables cannot show without the counter's value.
bool threadAndCounterGuard(Value cond) {
  bool thread = false;
  auto visit = [&](Value cur, SourceWalk &) {
    Operation *def = cur.getDefiningOp();
    if (!def) // a kernel argument is data, not the thread; a merge is not followed
      return cast<BlockArgument>(cur).getOwner()->isEntryBlock() ? SourceVisit::Stop
                                                                 : SourceVisit::Skip;
    if (isa<simt::ThreadIdOp, simt::LaneIdOp, simt::WarpIdOp>(def)) {
      thread = true;
      return SourceVisit::Skip;
    }
    if (def->getNumRegions() || !isMemoryEffectFree(def) ||
        (isa<simt::SimtDialect>(def->getDialect()) && def->getNumOperands()))
      return SourceVisit::Stop;
    return SourceVisit::Follow;
  };
  return walkValueSources(cond, visit) == SourceWalkResult::Complete && thread;
}

/// True if `cond` (or a conjunct of it) is a function of the thread alone
/// under these tables: the threads it excludes do not run the access.
bool threadGuard(Value cond, ThreadFunctions &tables, unsigned depth = 0) {
  if (tables.table(cond) || threadAndCounterGuard(cond))
    return true;
  if (depth < 4)
    if (auto andOp = cond.getDefiningOp<arith::AndIOp>())
      return threadGuard(andOp.getLhs(), tables, depth + 1) ||
             threadGuard(andOp.getRhs(), tables, depth + 1);
  return false;
}

/// A generic pointer into shared arrays that swap round a loop
/// (PointerSwaps.h): `dst[ty + 1][tx + 1]` with `float (*dst)[18] = b`.
bool swappedShared(Value ptr) {
  while (Operation *def = ptr.getDefiningOp()) {
    if (auto add = dyn_cast<simt::PtrAddOp>(def))
      ptr = add.getBase();
    else if (auto castOp = dyn_cast<simt::PtrCastOp>(def))
      ptr = castOp.getSource();
    else
      return false;
  }
  return sharedGlobalsOf(ptr).size() >= 2;
}

/// Counters of loops up to this many iterations are tried value by value
/// (a head dimension of 64 or 128 with its exit value).
constexpr unsigned kCounterValues = 256;
/// At most this many combinations of the values of several counters
/// (MAGMA's `sA[(n + idyA) * 65 + m + idxA]` inside two unrolled loops).
constexpr unsigned kCounterCombinations = 256;

/// The loop counters with known values that `v` is computed from (at most
/// three; false when there are more).
bool countersIn(Value v, DominanceInfo &dom, LoopValueCache &loops,
                SmallVectorImpl<Value> &out, unsigned depth = 0) {
  if (isa<BlockArgument>(v)) {
    if (!llvm::is_contained(out, v) &&
        enumerateLoopValues(v, dom, kCounterValues, true, &loops)) {
      if (out.size() == 3)
        return false;
      out.push_back(v);
    }
    return true;
  }
  Operation *def = v.getDefiningOp();
  if (!def || depth > 8)
    return true;
  for (Value operand : def->getOperands())
    if (!countersIn(operand, dom, loops, out, depth + 1))
      return false;
  return true;
}

/// Calls `fn` with every combination of the values of `counters` (loop
/// counters with known values, each without its exit value unless `at` is
/// its loop's header) until it returns false; false when the values are not
/// known or too many.
bool forEachCounterCombination(
    ArrayRef<Value> counters, Block *at, DominanceInfo &dom, LoopValueCache &loops,
    llvm::function_ref<bool(ArrayRef<std::pair<Value, int64_t>>)> fn) {
  SmallVector<SmallVector<int64_t>, 3> values;
  uint64_t combinations = 1;
  for (Value counter : counters) {
    // The value that ends the loop reaches only its header.
    bool inHeader = cast<BlockArgument>(counter).getOwner() == at;
    auto known = enumerateLoopValues(counter, dom, kCounterValues, inHeader, &loops);
    if (!known || known->empty())
      return false;
    combinations *= known->size();
    if (combinations > kCounterCombinations)
      return false;
    values.push_back(*known);
  }
  SmallVector<std::pair<Value, int64_t>, 3> bindings;
  for (uint64_t c = 0; c < combinations; ++c) {
    bindings.clear();
    uint64_t rest = c;
    for (auto [counter, known] : llvm::zip(counters, values)) {
      bindings.push_back({counter, known[rest % known.size()]});
      rest /= known.size();
    }
    if (!fn(bindings))
      break;
  }
  return true;
}

/// False if `index` lies outside [0, bound) for some thread (and some
/// values of the loop counters it uses: every combination of them, as the
/// access runs in every iteration of each loop).
bool indexInBounds(Value index, int64_t bound, ThreadFunctions &tables,
                   DominanceInfo &dom, LoopValueCache &loops, Block *at,
                   const std::vector<bool> *running = nullptr) {
  auto check = [&](const std::vector<int64_t> &values) {
    for (unsigned t = 0; t < values.size(); ++t)
      if ((!running || (*running)[t]) && (values[t] < 0 || values[t] >= bound))
        return false;
    return true;
  };
  if (const auto *t = tables.table(index))
    return check(*t);
  SmallVector<Value, 3> counters;
  if (!countersIn(index, dom, loops, counters) || counters.empty())
    return true; // not known: assume the author's bounds
  bool inBounds = true;
  forEachCounterCombination(counters, at, dom, loops, [&](auto bindings) {
    if (auto t = tables.tableWith(index, bindings); t && !check(*t))
      inBounds = false;
    return inBounds;
  });
  return inBounds;
}
} // namespace

namespace {
/// The addends of the sum `v` (through adds and integer casts).
void addends(Value v, SmallVectorImpl<Value> &out, unsigned depth = 0) {
  v = stripIntCasts(v);
  if (auto add = v.getDefiningOp<arith::AddIOp>(); add && depth < 8) {
    addends(add.getLhs(), out, depth + 1);
    addends(add.getRhs(), out, depth + 1);
    return;
  }
  out.push_back(v);
}

/// `blockIdx.d * C` (C > 1 a constant): the block's tile origin.
std::optional<std::pair<simt::Dim, int64_t>> blockTileOrigin(Value v) {
  auto mul = stripIntCasts(v).getDefiningOp<arith::MulIOp>();
  if (!mul)
    return std::nullopt;
  for (unsigned i = 0; i < 2; ++i) {
    auto id = stripIntCasts(mul->getOperand(i)).getDefiningOp<simt::BlockIdOp>();
    APInt c;
    if (id && matchPattern(mul->getOperand(1 - i), m_ConstantInt(&c)) && c.getSExtValue() > 1)
      return std::make_pair(id.getDim(), c.getSExtValue());
  }
  return std::nullopt;
}

/// Depth-limited walks of an op tree (not through block arguments): each
/// value is visited first at its least depth.
constexpr unsigned kTreeDepth = 12;
const SourceWalkOptions kTreeWalk{/*maxValues=*/4096, /*breadthFirst=*/true};

/// Whether `v` is computed from a thread, lane or warp index (loop
/// counters of thread-dependent loops included).
bool readsThreadId(Value v) {
  auto visit = [](Value cur, SourceWalk &walk) {
    if (auto arg = dyn_cast<BlockArgument>(cur)) // a loop or merge: assume so
      return arg.getOwner()->isEntryBlock() ? SourceVisit::Skip : SourceVisit::Stop;
    if (walk.depth() > kTreeDepth)
      return SourceVisit::Skip;
    if (isa<simt::ThreadIdOp, simt::LaneIdOp, simt::WarpIdOp>(cur.getDefiningOp()))
      return SourceVisit::Stop;
    return SourceVisit::Follow;
  };
  return walkValueSources(v, visit, kTreeWalk) != SourceWalkResult::Complete;
}

/// Whether some operand of `v`'s computation reads blockIdx along `dim`.
bool readsBlockIndex(Value v, simt::Dim dim) {
  auto visit = [&](Value cur, SourceWalk &walk) {
    Operation *def = cur.getDefiningOp();
    if (!def || walk.depth() > kTreeDepth)
      return SourceVisit::Skip;
    if (auto id = dyn_cast<simt::BlockIdOp>(def))
      return id.getDim() == dim ? SourceVisit::Stop : SourceVisit::Skip;
    return SourceVisit::Follow;
  };
  return walkValueSources(v, visit, kTreeWalk) == SourceWalkResult::Stopped;
}
/// A condition that compares values of the thread, the block, loop
/// counters and kernel arguments, reading some argument and no memory
/// (`r < n && c < n`): a bounds check, which passes for every thread of the
/// blocks inside the domain. A comparison of the thread with a loop counter
/// alone (`t < s`) is not one.
bool boundsCheck(Value cond, DominanceInfo &dom, LoopValueCache &loops) {
  bool argument = false;
  auto visit = [&](Value cur, SourceWalk &walk) {
    if (walk.depth() > kTreeDepth)
      return SourceVisit::Stop;
    if (auto arg = dyn_cast<BlockArgument>(cur)) {
      if (arg.getOwner()->isEntryBlock() && isa<FunctionOpInterface>(arg.getOwner()->getParentOp())) {
        argument = true;
        return SourceVisit::Skip;
      }
      return enumerateLoopValues(arg, dom, kCounterValues, true, &loops) ? SourceVisit::Skip
                                                                         : SourceVisit::Stop;
    }
    Operation *def = cur.getDefiningOp();
    if (def->getNumRegions() || !isMemoryEffectFree(def) ||
        (isa<simt::SimtDialect>(def->getDialect()) && def->getNumOperands()))
      return SourceVisit::Stop;
    return SourceVisit::Follow;
  };
  return walkValueSources(cond, visit, kTreeWalk) == SourceWalkResult::Complete && argument;
}
} // namespace

bool kiln::blockTilesFit(Operation *func, UniformityAnalysis &uniformity,
                         ThreadFunctions &tables) {
  // Sums in the addresses of global stores: `blockIdx.x * 32 + ty * 8 +
  // tx`, `(blockIdx.y * 16 + tz * 8) * stride`. The thread part of such a
  // sum lies in [0, C) for every thread, or two blocks would store to the
  // same elements (block b's last threads over block b + 1's first).
  bool fits = true;
  DominanceInfo &dom = uniformity.dominance();
  LoopValueCache &loops = uniformity.shapeFreeLoopValues();
  func->walk([&](simt::StoreOp store) {
    auto type = cast<simt::PtrType>(store.getPtr().getType());
    if (type.isShared() || type.getAddressSpace() == simt::AddressSpace::Local)
      return WalkResult::advance();
    // The threads that run the store: guards that are functions of the
    // thread let only some through (`if (tx < 32) out[bx * 32 + tx]` lets a
    // larger block's other threads skip it); bounds checks against kernel
    // arguments (`if (r < n && c < n)`, an edge tile's) pass in the blocks
    // inside the domain, where the tiles meet. Other guards (data, a thread
    // against a loop counter): nothing is known.
    std::optional<std::vector<bool>> running;
    if (uniformity.getControlLevel(store) > Uniformity::Block) {
      auto guards = uniformity.getGuards(store);
      for (const DivergentBranch *br : uniformity.getGoverningBranches(store)) {
        if (br->level <= Uniformity::Block)
          continue;
        auto guard = llvm::find_if(guards, [&](auto &g) { return g.first == br->condition; });
        if (!br->condition || guard == guards.end())
          return WalkResult::advance();
        if (const auto *table = tables.table(br->condition)) {
          std::vector<int64_t> values = *table; // table() may rehash the cache
          if (!running)
            running.emplace(values.size(), true);
          for (unsigned t = 0; t < values.size(); ++t)
            if (bool(values[t] & 1) != guard->second)
              (*running)[t] = false;
          continue;
        }
        if (!boundsCheck(br->condition, dom, loops))
          return WalkResult::advance();
      }
    }
    // The pointer's offsets in units of one element type are one sum
    // (`in + row * stride + blockIdx.x * 32 + col` is three ptr_adds).
    SmallVector<SmallVector<Value, 8>, 4> work(1);
    Type unit = cast<simt::PtrType>(store.getPtr().getType()).getElementType();
    for (Value p = store.getPtr(); Operation *def = p.getDefiningOp();) {
      if (auto add = dyn_cast<simt::PtrAddOp>(def)) {
        if (cast<simt::PtrType>(add.getType()).getElementType() == unit)
          addends(add.getOffset(), work.front());
        else
          addends(add.getOffset(), work.emplace_back());
        p = add.getBase();
      } else if (auto castOp = dyn_cast<simt::PtrCastOp>(def)) {
        p = castOp.getSource();
      } else {
        break;
      }
    }
    llvm::SmallPtrSet<Operation *, 16> seen;
    while (!work.empty() && fits) {
      SmallVector<Value, 8> terms = work.pop_back_val();
      if (terms.empty() || seen.size() > 64)
        continue;
      std::optional<std::pair<simt::Dim, int64_t>> origin;
      unsigned origins = 0;
      for (Value t : terms)
        if (auto o = blockTileOrigin(t))
          origin = o, ++origins;
      if (origins == 1 && terms.size() > 1) {
        // The thread part: the addends that are functions of the thread,
        // and of loop counters with known values (`x * 16 + tx` in a
        // thread's 4x4 tile of C, every value of x).
        std::vector<int64_t> g(tables.numThreads(), 0);
        SmallVector<Value, 4> counterTerms;
        SmallVector<Value, 3> counters;
        bool any = false, valid = true;
        for (Value t : terms) {
          if (blockTileOrigin(t))
            continue;
          if (readsBlockIndex(t, origin->first)) {
            valid = false;
            break;
          }
          const std::vector<int64_t> *table = tables.table(t);
          if (!table) {
            // Uniform (the same in every block); a row of another
            // dimension, times a run-time stride (`(by * 16 + tz * 8) *
            // stride`, its own sum checked below); or per thread and not
            // tabulable (a loop's index): then nothing is known.
            auto mul = stripIntCasts(t).getDefiningOp<arith::MulIOp>();
            bool row = mul && llvm::any_of(mul->getOperands(), [](Value o) {
                         return !matchPattern(o, m_Constant()) && !readsThreadId(o);
                       });
            if (!row && readsThreadId(t)) {
              SmallVector<Value, 3> found(counters);
              if (countersIn(t, dom, loops, found) && found.size() > counters.size()) {
                counters = found;
                counterTerms.push_back(t);
                continue;
              }
              valid = false;
            }
            if (!valid)
              break;
            continue;
          }
          if (llvm::all_of(*table, [&](int64_t x) { return x == (*table)[0]; }))
            continue;
          any = true;
          for (unsigned i = 0; i < g.size(); ++i)
            g[i] += (*table)[i];
        }
        auto outside = [&](const std::vector<int64_t> &part) {
          for (unsigned i = 0; i < part.size(); ++i)
            if ((!running || (*running)[i]) && (part[i] < 0 || part[i] >= origin->second))
              return true;
          return false;
        };
        if (valid && !counterTerms.empty()) {
          // Every combination of the counters' values: each term's table
          // under it, added to the thread part.
          bool known = forEachCounterCombination(
              counters, store->getBlock(), dom, loops, [&](auto bindings) {
                std::vector<int64_t> sum = g;
                for (const std::vector<int64_t> &part : tables.tablesWith(counterTerms, bindings)) {
                  if (part.size() != sum.size()) {
                    valid = false;
                    return false;
                  }
                  for (unsigned i = 0; i < sum.size(); ++i)
                    sum[i] += part[i];
                }
                if (outside(sum))
                  fits = false;
                return fits;
              });
          if (!known)
            valid = false;
        } else if (valid && any && outside(g)) {
          fits = false;
        }
      }
      // Nested sums (inside products, `(by * 16 + tz * 8) * stride`).
      for (Value t : terms)
        if (Operation *d = t.getDefiningOp())
          if (isa<arith::MulIOp, arith::ShLIOp>(d) && seen.insert(d).second)
            for (Value o : d->getOperands())
              addends(o, work.emplace_back());
    }
    return fits ? WalkResult::advance() : WalkResult::interrupt();
  });
  return fits;
}

/// Bytes of a scalar or vector element type (0 for others).
static int64_t scalarBytes(Type t) {
  Type scalar = t;
  if (auto v = dyn_cast<VectorType>(t))
    scalar = v.getElementType();
  if (!isa<IntegerType, FloatType>(scalar))
    return 0;
  DataLayout layout;
  return int64_t(layout.getTypeSize(t).getFixedValue());
}

/// The byte offset of `ptr` from the dynamic shared memory when it is that
/// memory plus constants only (casts and constant `ptr_add`s): a carve.
static std::optional<int64_t> carveOffset(Value ptr) {
  int64_t bytes = 0;
  for (Value cur = ptr;;) {
    Operation *def = cur.getDefiningOp();
    if (isa_and_nonnull<simt::DynamicSharedOp>(def))
      return bytes;
    if (auto castOp = dyn_cast_or_null<simt::PtrCastOp>(def)) {
      cur = castOp.getSource();
    } else if (auto add = dyn_cast_or_null<simt::PtrAddOp>(def)) {
      APInt c;
      int64_t elem =
          scalarBytes(cast<simt::PtrType>(add.getBase().getType()).getElementType());
      if (!elem || !matchPattern(add.getOffset(), m_ConstantInt(&c)))
        return std::nullopt;
      bytes += c.getSExtValue() * elem;
      cur = add.getBase();
    } else {
      return std::nullopt;
    }
  }
}

bool kiln::unconditionalAccessesInBounds(Operation *func,
                                         UniformityAnalysis &uniformity,
                                         ThreadFunctions &tables) {
  // Dynamic shared memory carved into arrays at constant offsets (`float *sK
  // = smem + BR * D`): each carve ends where the next begins, as a static
  // array ends at its extent.
  SmallVector<int64_t> carves;
  func->walk([&](simt::PtrAddOp add) {
    if (auto off = carveOffset(add.getResult()); off && *off > 0)
      carves.push_back(*off);
  });
  llvm::sort(carves);
  bool inBounds = true;
  func->walk([&](Operation *op) {
    Value ptr = simt::loadStorePointer(op);
    if (!ptr)
      return WalkResult::advance();
    if (!cast<simt::PtrType>(ptr.getType()).isShared() && !swappedShared(ptr))
      return WalkResult::advance();
    // Guards that are tables of the thread (`if (tx < 16) ... else ...`):
    // the threads they let through must index in bounds. Other guards on
    // the thread (with loop counters, conjuncts) exempt the access.
    std::optional<std::vector<bool>> running;
    auto guards = uniformity.getGuards(op);
    for (const DivergentBranch *br : uniformity.getGoverningBranches(op)) {
      if (!br->condition || !threadGuard(br->condition, tables))
        continue;
      const auto *table = tables.table(br->condition);
      auto guard = llvm::find_if(guards, [&](auto &g) { return g.first == br->condition; });
      if (!table || guard == guards.end())
        return WalkResult::advance();
      std::vector<int64_t> values = *table; // table() may rehash the cache
      if (!running)
        running.emplace(values.size(), true);
      for (unsigned t = 0; t < values.size(); ++t)
        if (bool(values[t] & 1) != guard->second)
          (*running)[t] = false;
    }
    // Every `ptr_add` that steps through an array dimension: its base was
    // cast from a pointer to an array of that many elements.
    for (Value cur = ptr; Operation *def = cur.getDefiningOp();) {
      if (auto add = dyn_cast<simt::PtrAddOp>(def)) {
        if (auto castOp = arrayCastThroughSwaps(add.getBase())) {
          // From a pointer to an array (of arrays) of the element type: the
          // index stays within those elements (one dimension, or all of them
          // when the code indexes the array flattened).
          Type elem = cast<simt::PtrType>(castOp.getType()).getElementType();
          // `((uint *)s_Hist)[i]` with `uchar s_Hist[4096]`: the array
          // decays to its element pointer, then is reinterpreted.
          Value source = stripPtrCasts(castOp.getSource());
          Type whole = cast<simt::PtrType>(source.getType()).getElementType();
          Type outer = whole;
          int64_t count = 1;
          while (auto array = dyn_cast<LLVM::LLVMArrayType>(outer)) {
            count *= array.getNumElements();
            outer = array.getElementType();
            if (outer == elem)
              break;
          }
          // Reinterpreted as another scalar type: the index stays within
          // the array's bytes counted in that type's elements.
          auto scalar = [](Type t) {
            if (auto v = dyn_cast<VectorType>(t))
              t = v.getElementType();
            return isa<IntegerType, FloatType>(t);
          };
          if (outer != elem && isa<LLVM::LLVMArrayType>(whole) && scalar(outer) &&
              scalar(elem)) {
            DataLayout layout;
            int64_t bytes = count * int64_t(layout.getTypeSize(outer).getFixedValue());
            int64_t elemBytes = int64_t(layout.getTypeSize(elem).getFixedValue());
            if (elemBytes > 0 && bytes % elemBytes == 0) {
              count = bytes / elemBytes;
              outer = elem;
            }
          }
          if (outer == elem && count > 1 &&
              !indexInBounds(add.getOffset(), count, tables,
                             uniformity.dominance(), uniformity.shapeFreeLoopValues(),
                             op->getBlock(),
                             running ? &*running : nullptr)) {
            inBounds = false;
            return WalkResult::interrupt();
          }
        }
        cur = add.getBase();
      } else if (auto castOp = dyn_cast<simt::PtrCastOp>(def)) {
        cur = castOp.getSource();
      } else if (auto member = dyn_cast<simt::MemberPtrOp>(def)) {
        cur = member.getBase();
      } else {
        break;
      }
    }
    // An index into a carve (`sQ[tx * D + d]`) stays below the next carve.
    // Its constant addend says which carve: `s[1024 + tx]` with a carve at
    // `s + 1024` indexes that one from the base (its start is the carve's).
    if (auto add = ptr.getDefiningOp<simt::PtrAddOp>(); add && !carves.empty()) {
      std::optional<int64_t> start = carveOffset(add.getBase());
      int64_t elem =
          scalarBytes(cast<simt::PtrType>(add.getBase().getType()).getElementType());
      int64_t constant = 0;
      SmallVector<Value, 8> terms;
      addends(add.getOffset(), terms);
      for (Value t : terms) {
        APInt c;
        if (matchPattern(t, m_ConstantInt(&c)))
          constant += c.getSExtValue();
      }
      constant = std::max<int64_t>(constant, 0);
      if (start)
        start = *start + constant * elem;
      const int64_t *next =
          start ? std::upper_bound(carves.begin(), carves.end(), *start) : carves.end();
      if (start && elem > 0 && next != carves.end() && (*next - *start) % elem == 0 &&
          (*next - *start) / elem > 1 &&
          !indexInBounds(add.getOffset(), (*next - *start) / elem + constant, tables,
                         uniformity.dominance(), uniformity.shapeFreeLoopValues(),
                             op->getBlock(),
                         running ? &*running : nullptr)) {
        inBounds = false;
        return WalkResult::interrupt();
      }
    }
    return WalkResult::advance();
  });
  return inBounds && blockTilesFit(func, uniformity, tables);
}

ShapeDependence::ShapeDependence(Operation *func) {
  func->walk([&](simt::BlockDimOp op) { tainted.insert(op.getResult()); });
  if (tainted.empty())
    return;
  PostDominanceInfo postDominance(func);
  bool changed = true;
  auto taint = [&](Value v) { changed |= tainted.insert(v).second; };
  auto control = [&](Block *b) {
    if (!controlled.insert(b).second)
      return;
    changed = true;
    for (BlockArgument arg : b->getArguments())
      taint(arg);
  };
  // A fixpoint: values from tainted ones, blocks under tainted branches
  // (their values too: a loop whose test reads blockDim leaves its
  // counter at a shape-dependent value).
  while (changed) {
    changed = false;
    func->walk([&](Operation *op) {
      bool any = controlled.contains(op->getBlock()) ||
                 llvm::any_of(op->getOperands(), [&](Value v) { return tainted.contains(v); });
      if (!any)
        return;
      for (Value r : op->getResults())
        taint(r);
      for (Region &region : op->getRegions())
        for (Block &b : region)
          control(&b);
      if (auto branch = dyn_cast<BranchOpInterface>(op))
        for (unsigned i = 0; i < op->getNumSuccessors(); ++i) {
          SuccessorOperands forwarded = branch.getSuccessorOperands(i);
          Block *succ = op->getSuccessor(i);
          for (unsigned j = 0; j < forwarded.size() && j < succ->getNumArguments(); ++j)
            if (Value v = forwarded[j]; v && tainted.contains(v))
              taint(succ->getArgument(j));
        }
      if (op->hasTrait<OpTrait::IsTerminator>() && op->getParentOp() != func)
        for (Value r : op->getParentOp()->getResults())
          taint(r);
      // A branch on a tainted value: what runs before its join does.
      bool conditionTainted = llvm::any_of(op->getOperands(), [&](Value v) {
        return tainted.contains(v);
      });
      if (op->getNumSuccessors() > 1 && conditionTainted) {
        Block *from = op->getBlock();
        Block *join = nullptr;
        if (auto *node = postDominance.getNode(from); node && node->getIDom())
          join = node->getIDom()->getBlock();
        SmallVector<Block *, 8> work(op->getSuccessors().begin(), op->getSuccessors().end());
        llvm::DenseSet<Block *> seen;
        while (!work.empty()) {
          Block *b = work.pop_back_val();
          if (b == join || !seen.insert(b).second)
            continue;
          control(b);
          for (Block *s : b->getSuccessors())
            work.push_back(s);
        }
        if (join)
          for (BlockArgument arg : join->getArguments())
            taint(arg);
      }
    });
  }
  func->walk([&](Operation *op) {
    StringRef name = op->getName().getStringRef();
    if ((name.contains("barrier") || name.contains("sync") || name.contains("asm") ||
         isa<CallOpInterface>(op)) &&
        dependsOnShape(op))
      barrierControlled = true;
  });
}

bool ShapeDependence::dependsOnShape(Operation *op) const {
  for (Operation *cur = op; cur; cur = cur->getParentOp())
    if (controlled.contains(cur->getBlock()))
      return true;
  return llvm::any_of(op->getOperands(), [&](Value v) { return tainted.contains(v); });
}
