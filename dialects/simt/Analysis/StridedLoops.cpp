//===- StridedLoops.cpp - block-strided induction variables ---------------===//
#include "dialects/simt/Analysis/StridedLoops.h"

#include "dialects/simt/IR/SimtDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace kiln;

namespace {
/// Splits a stride into its constant factor and whether the rest has
/// blockDim.x as a factor (every other factor being a dimension >= 1).
/// False when it is not such a product.
bool factorStride(Value v, int64_t &constant, bool &hasBlockDimX, bool &hasOtherDim,
                  bool &hasGridDim, unsigned depth = 0) {
  if (depth > 8)
    return false;
  APInt c;
  if (matchPattern(v, m_ConstantInt(&c))) {
    if (c.getSExtValue() <= 0)
      return false;
    constant *= c.getSExtValue();
    return true;
  }
  Operation *def = v.getDefiningOp();
  if (!def)
    return false;
  if (auto dim = dyn_cast<simt::BlockDimOp>(def)) {
    hasBlockDimX |= dim.getDim() == simt::Dim::X;
    hasOtherDim |= dim.getDim() != simt::Dim::X;
    return true;
  }
  if (isa<simt::GridDimOp, simt::ClusterDimOp>(def)) {
    hasGridDim = true;
    return true;
  }
  // Dimensions are small and positive: widening them keeps the value.
  if (isa<arith::ExtUIOp, arith::ExtSIOp, arith::IndexCastOp,
          arith::IndexCastUIOp>(def))
    return factorStride(def->getOperand(0), constant, hasBlockDimX, hasOtherDim, hasGridDim,
                        depth + 1);
  if (isa<arith::MulIOp>(def))
    return factorStride(def->getOperand(0), constant, hasBlockDimX, hasOtherDim, hasGridDim,
                        depth + 1) &&
           factorStride(def->getOperand(1), constant, hasBlockDimX, hasOtherDim, hasGridDim,
                        depth + 1);
  return false;
}

/// The stride if `next` is `iv + stride` (either operand order).
Value strideOf(Value next, Value iv) {
  auto add = next.getDefiningOp<arith::AddIOp>();
  if (!add)
    return {};
  if (add.getLhs() == iv)
    return add.getRhs();
  if (add.getRhs() == iv)
    return add.getLhs();
  return {};
}

/// The product of the blockDim.y/z factors of a stride under `shape`.
int64_t otherDims(Value v, const BlockShape &shape, unsigned depth = 0) {
  Operation *def = v.getDefiningOp();
  if (!def || depth > 8)
    return 1;
  if (auto dim = dyn_cast<simt::BlockDimOp>(def))
    return dim.getDim() == simt::Dim::Y ? shape.y : dim.getDim() == simt::Dim::Z ? shape.z : 1;
  if (isa<arith::ExtUIOp, arith::ExtSIOp, arith::IndexCastOp, arith::IndexCastUIOp>(def))
    return otherDims(def->getOperand(0), shape, depth + 1);
  if (isa<arith::MulIOp>(def))
    return otherDims(def->getOperand(0), shape, depth + 1) *
           otherDims(def->getOperand(1), shape, depth + 1);
  return 1;
}

std::optional<StridedInduction> classify(Value start, Value stride,
                                         const std::optional<BlockShape> &shape) {
  StridedInduction result;
  result.start = start;
  result.stride = stride;
  bool hasBlockDimX = false, hasOtherDim = false, hasGridDim = false;
  if (!factorStride(stride, result.factor, hasBlockDimX, hasOtherDim, hasGridDim))
    return std::nullopt;
  // `j += blockDim.y` without blockDim.x: neither at least blockDim.x nor
  // the constant its factor is (it was taken for a stride of 1: false
  // collisions "iterations 1 apart"). Under a block shape it is the
  // constant blockDim.y is there: j = ty + k * By is one-to-one in (ty, k)
  // since ty < By, as a constant stride above the starts' span is.
  if (!hasBlockDimX && hasOtherDim) {
    if (!shape || hasGridDim)
      return std::nullopt;
    result.factor *= otherDims(stride, *shape);
  }
  if (!hasBlockDimX) {
    // A constant stride: split nothing off, the caller checks the span of
    // the threads against it.
    result.constantRest = result.factor;
    result.factor = 1;
  }
  return result;
}
} // namespace

std::optional<StridedInduction>
kiln::matchStridedInduction(Value v, DominanceInfo &dom,
                            const std::optional<BlockShape> &shape) {
  auto arg = dyn_cast<BlockArgument>(v);
  if (!arg)
    return std::nullopt;
  Block *header = arg.getOwner();
  if (auto forOp = dyn_cast<scf::ForOp>(header->getParentOp()))
    if (forOp.getInductionVar() == v)
      return classify(forOp.getLowerBound(), forOp.getStep(), shape);
  if (header->isEntryBlock())
    return std::nullopt;
  Value start, stride;
  for (auto it = header->pred_begin(), e = header->pred_end(); it != e; ++it) {
    auto branch = dyn_cast<BranchOpInterface>((*it)->getTerminator());
    if (!branch)
      return std::nullopt;
    Value in = branch.getSuccessorOperands(it.getSuccessorIndex())[arg.getArgNumber()];
    if (!in)
      return std::nullopt;
    if (dom.dominates(header, *it)) {
      // A back edge: it must add the same stride as every other.
      Value s = strideOf(in, v);
      if (!s || (stride && !equivalentValues(s, stride)))
        return std::nullopt;
      stride = s;
    } else {
      if (start && start != in)
        return std::nullopt;
      start = in;
    }
  }
  if (!start || !stride)
    return std::nullopt;
  return classify(start, stride, shape);
}

bool kiln::equivalentValues(Value a, Value b, unsigned depth) {
  if (a == b)
    return true;
  if (depth > 8)
    return false;
  Operation *da = a.getDefiningOp(), *db = b.getDefiningOp();
  if (!da || !db || da->getName() != db->getName() ||
      da->getAttrDictionary() != db->getAttrDictionary() ||
      da->getNumOperands() != db->getNumOperands() || da->getNumRegions() ||
      da->getNumResults() != 1 || a.getType() != b.getType() ||
      !isMemoryEffectFree(da))
    return false;
  for (auto [x, y] : llvm::zip(da->getOperands(), db->getOperands()))
    if (!equivalentValues(x, y, depth + 1))
      return false;
  return true;
}
