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

bool isBlockDimX(Value v) {
  auto dim = throughWidening(v).getDefiningOp<simt::BlockDimOp>();
  return dim && dim.getDim() == simt::Dim::X;
}

bool isBlockDim(Value v, simt::Dim d) {
  auto dim = throughWidening(v).getDefiningOp<simt::BlockDimOp>();
  return dim && dim.getDim() == d;
}

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

/// 0 <= t < s in every thread, for s a stride of blockDim.x or
/// blockDim.x * blockDim.y: threadIdx.x, or the flat index
/// threadIdx.y * blockDim.x + threadIdx.x.
bool isFlatThreadIndex(Value t);
bool threadIndexBelow(Value t, Value s) {
  if (isBlockDimX(s))
    return isThreadIdX(t);
  auto dimY = [](Value v) { return isBlockDim(v, simt::Dim::Y); };
  return isProduct(s, isBlockDimX, dimY) && isFlatThreadIndex(t);
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

/// The stride: blockDim.x or blockDim.x * blockDim.y (`constant` unset), or
/// a positive constant.
struct Stride {
  Value value;
  std::optional<int64_t> constant;
};

/// `v` is a multiple of the stride, by its construction.
bool isMultiple(Value v, const Stride &s, unsigned depth = 0) {
  if (depth > 8)
    return false;
  APInt c;
  if (matchPattern(v, m_ConstantInt(&c)))
    return c.isZero() || (s.constant && c.getSExtValue() % *s.constant == 0);
  if (!s.constant && equivalentValues(throughWidening(v), throughWidening(s.value)))
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

/// `bound - offset` is a multiple of the stride (`offset` may be null).
bool differenceIsMultiple(Value bound, Value offset, const Stride &s) {
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
  auto induction = matchStridedInduction(throughWidening(iv), dom);
  if (!induction)
    return std::nullopt;
  Stride stride{induction->stride, std::nullopt};
  // The thread part t of the start must satisfy 0 <= t < S.
  auto below = [&](Value t) {
    if (stride.constant)
      return isThreadIdX(t) || isFlatThreadIndex(t);
    return threadIndexBelow(t, stride.value);
  };
  if (induction->constantRest) {
    // t < S needs the block to be at most S threads in all.
    if (induction->factor != 1 || *induction->constantRest < int64_t(maxThreads))
      return std::nullopt;
    stride.constant = *induction->constantRest;
  }
  // start = t or U + t.
  Value start = throughWidening(induction->start), offset;
  if (!below(start)) {
    auto add = start.getDefiningOp<arith::AddIOp>();
    if (!add)
      return std::nullopt;
    if (below(add.getRhs()))
      offset = add.getLhs();
    else if (below(add.getLhs()))
      offset = add.getRhs();
    else
      return std::nullopt;
  }
  if (!differenceIsMultiple(bound, offset, stride))
    return std::nullopt;
  SmallVector<Value, 3> operands{bound, induction->stride};
  if (offset)
    operands.push_back(offset);
  return operands;
}
