//===- UniformStridedBounds.cpp - strided loops with uniform trip counts --===//
#include "dialects/simt/Analysis/UniformStridedBounds.h"
#include "dialects/simt/Analysis/StridedLoops.h"

#include "dialects/simt/IR/SimtDialect.h"

#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace kiln;

namespace {
Value throughWidening(Value v) {
  while (Operation *def = v.getDefiningOp()) {
    if (!isa<arith::ExtSIOp, arith::ExtUIOp, arith::IndexCastOp, arith::IndexCastUIOp>(def))
      break;
    v = def->getOperand(0);
  }
  return v;
}

bool isBlockDim(Value v, simt::Dim d) {
  auto dim = throughWidening(v).getDefiningOp<simt::BlockDimOp>();
  return dim && dim.getDim() == d;
}

bool isBlockDimX(Value v) { return isBlockDim(v, simt::Dim::X); }

bool isThreadId(Value v, simt::Dim d) {
  auto tid = throughWidening(v).getDefiningOp<simt::ThreadIdOp>();
  return tid && tid.getDim() == d;
}

bool isThreadIdX(Value v) { return isThreadId(v, simt::Dim::X); }

/// `a * b` (either order) with a matching `pa` and b matching `pb`.
template <typename PA, typename PB> bool isProduct(Value v, PA pa, PB pb) {
  auto mul = throughWidening(v).getDefiningOp<arith::MulIOp>();
  return mul && ((pa(mul.getLhs()) && pb(mul.getRhs())) || (pa(mul.getRhs()) && pb(mul.getLhs())));
}

/// threadIdx.y * blockDim.x + threadIdx.x (operands in either order).
bool isFlatThreadIndex(Value t) {
  auto add = throughWidening(t).getDefiningOp<arith::AddIOp>();
  if (!add)
    return false;
  auto tidY = [](Value v) { return isThreadId(v, simt::Dim::Y); };
  for (unsigned i = 0; i < 2; ++i)
    if (isThreadIdX(add->getOperand(i)) && isProduct(add->getOperand(1 - i), tidY, isBlockDimX))
      return true;
  return false;
}

/// The linear thread rank, in [0, blockDim.x * blockDim.y * blockDim.z):
/// `warp_id * 32 + lane_id` (cooperative groups' thread_block::thread_rank)
/// or `(threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x`.
bool isLinearRank(Value t) {
  auto add = throughWidening(t).getDefiningOp<arith::AddIOp>();
  if (!add)
    return false;
  auto warpTimes32 = [](Value v) {
    Operation *def = throughWidening(v).getDefiningOp();
    APInt c;
    if (!def || def->getNumOperands() != 2 || !def->getOperand(0).getDefiningOp<simt::WarpIdOp>() ||
        !matchPattern(def->getOperand(1), m_ConstantInt(&c)))
      return false;
    return (isa<arith::MulIOp>(def) && c == 32) || (isa<arith::ShLIOp>(def) && c == 5);
  };
  for (unsigned i = 0; i < 2; ++i) {
    Value lane = throughWidening(add->getOperand(1 - i));
    if (lane.getDefiningOp<simt::LaneIdOp>() && warpTimes32(add->getOperand(i)))
      return true;
    // (tz * bdy + ty) * bdx + tx
    auto tzy = [](Value v) {
      auto inner = throughWidening(v).getDefiningOp<arith::AddIOp>();
      if (!inner)
        return false;
      auto tidZ = [](Value w) { return isThreadId(w, simt::Dim::Z); };
      auto dimY = [](Value w) { return isBlockDim(w, simt::Dim::Y); };
      for (unsigned j = 0; j < 2; ++j)
        if (isThreadId(inner->getOperand(1 - j), simt::Dim::Y) && isProduct(inner->getOperand(j), tidZ, dimY))
          return true;
      return false;
    };
    if (isThreadIdX(lane) && isProduct(add->getOperand(i), tzy, isBlockDimX))
      return true;
  }
  return false;
}

/// The leaves of a product of block dimensions: a bit per dimension (x 1,
/// y 2, z 4), or 0 when `v` is not such a product (each dimension once).
unsigned blockDimProduct(Value v, unsigned depth = 0) {
  v = throughWidening(v);
  if (depth > 4)
    return 0;
  if (auto dim = v.getDefiningOp<simt::BlockDimOp>())
    return dim.getDim() == simt::Dim::X ? 1 : dim.getDim() == simt::Dim::Y ? 2 : 4;
  auto mul = v.getDefiningOp<arith::MulIOp>();
  if (!mul)
    return 0;
  unsigned a = blockDimProduct(mul.getLhs(), depth + 1), b = blockDimProduct(mul.getRhs(), depth + 1);
  return a && b && !(a & b) ? a | b : 0;
}

/// The unit of a strided loop: blockDim.x (start threadIdx.x), the block's
/// size blockDim.x * blockDim.y (start the flat index), or a constant at
/// least the block's size. The thread part t of the start is in [0, unit),
/// the stride is a multiple of the unit.
struct Unit {
  bool blockDimX = false;
  Value value;
  std::optional<int64_t> constant;
};

/// `v` is a multiple of the unit, by its construction.
bool isMultiple(Value v, const Unit &s, unsigned depth = 0) {
  if (depth > 8)
    return false;
  APInt c;
  if (matchPattern(v, m_ConstantInt(&c)))
    return c.isZero() || (s.constant && c.getSExtValue() % *s.constant == 0);
  if (s.blockDimX && isBlockDimX(v))
    return true;
  if (s.value && equivalentValues(throughWidening(v), throughWidening(s.value)))
    return true;
  Operation *def = v.getDefiningOp();
  if (!def)
    return false;
  if (isa<arith::ExtSIOp, arith::ExtUIOp, arith::IndexCastOp, arith::IndexCastUIOp>(def))
    return isMultiple(def->getOperand(0), s, depth + 1);
  if (isa<arith::MulIOp>(def))
    return isMultiple(def->getOperand(0), s, depth + 1) || isMultiple(def->getOperand(1), s, depth + 1);
  if (isa<arith::AddIOp, arith::SubIOp>(def))
    return isMultiple(def->getOperand(0), s, depth + 1) && isMultiple(def->getOperand(1), s, depth + 1);
  if (isa<arith::ShLIOp>(def))
    return isMultiple(def->getOperand(0), s, depth + 1);
  // `(n + 127) & ~127`: the mask clears the low bits of a power-of-two stride.
  if (isa<arith::AndIOp>(def) && s.constant && llvm::isPowerOf2_64(*s.constant))
    for (Value operand : def->getOperands())
      if (matchPattern(operand, m_ConstantInt(&c)) && (c.getSExtValue() & (*s.constant - 1)) == 0)
        return true;
  return false;
}

/// `bound - offset` is a multiple of the unit (`offset` may be null).
bool differenceIsMultiple(Value bound, Value offset, const Unit &s) {
  if (!offset)
    return isMultiple(bound, s);
  if (isMultiple(bound, s) && isMultiple(offset, s))
    return true;
  if (auto add = throughWidening(bound).getDefiningOp<arith::AddIOp>())
    for (unsigned i = 0; i < 2; ++i)
      if (equivalentValues(throughWidening(add->getOperand(i)), throughWidening(offset)) &&
          isMultiple(add->getOperand(1 - i), s))
        return true;
  return false;
}
} // namespace

std::optional<SmallVector<Value, 3>> kiln::uniformStridedBound(arith::CmpIOp cmp, DominanceInfo &dom,
                                                              unsigned maxThreads) {
  Value iv, bound;
  switch (cmp.getPredicate()) {
  case arith::CmpIPredicate::slt:
  case arith::CmpIPredicate::ult:
    iv = cmp.getLhs();
    bound = cmp.getRhs();
    break;
  case arith::CmpIPredicate::sgt:
  case arith::CmpIPredicate::ugt:
    iv = cmp.getRhs();
    bound = cmp.getLhs();
    break;
  default:
    return std::nullopt;
  }
  iv = throughWidening(iv);
  auto induction = matchStridedInduction(iv, dom);
  // The do-while spelling tests the next value, i + S: one trip later, the
  // same argument.
  if (!induction)
    if (auto add = iv.getDefiningOp<arith::AddIOp>())
      for (unsigned i = 0; i < 2 && !induction; ++i)
        if (auto next = matchStridedInduction(add->getOperand(i), dom);
            next && equivalentValues(add->getOperand(1 - i), next->stride))
          induction = next;
  if (!induction)
    return std::nullopt;
  // start = t or U + t, t the thread index or the flat one.
  auto isThreadPart = [](Value t) { return isThreadIdX(t) || isFlatThreadIndex(t) || isLinearRank(t); };
  Value start = throughWidening(induction->start), offset, thread = start;
  if (!isThreadPart(start)) {
    auto add = start.getDefiningOp<arith::AddIOp>();
    if (!add)
      return std::nullopt;
    if (isThreadPart(add.getRhs()))
      thread = add.getRhs(), offset = add.getLhs();
    else if (isThreadPart(add.getLhs()))
      thread = add.getLhs(), offset = add.getRhs();
    else
      return std::nullopt;
  }
  Unit unit;
  if (induction->constantRest) {
    // t < C needs the block to be at most C threads in all (any thread
    // part above is below the block's size).
    if (induction->factor != 1 || *induction->constantRest < int64_t(maxThreads))
      return std::nullopt;
    unit.constant = *induction->constantRest;
  } else if (isThreadIdX(thread)) {
    // Any stride with blockDim.x as a factor (blockDim.x * gridDim.x too:
    // U + t + k*S < B with U, S and B multiples of blockDim.x holds exactly
    // when U + k*S < B).
    unit.blockDimX = true;
    if (!isMultiple(induction->stride, unit))
      return std::nullopt;
  } else {
    // The flat index of x and y is below blockDim.x * blockDim.y (and the
    // whole block's size); the linear rank only below the whole size.
    unsigned dims = blockDimProduct(induction->stride);
    if (!(dims == 7 || (dims == 3 && isFlatThreadIndex(thread))))
      return std::nullopt;
    unit.value = induction->stride;
  }
  if (!differenceIsMultiple(bound, offset, unit))
    return std::nullopt;
  SmallVector<Value, 3> operands{bound, induction->stride};
  if (offset)
    operands.push_back(offset);
  return operands;
}
