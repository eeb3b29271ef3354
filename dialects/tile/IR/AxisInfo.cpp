//===- AxisInfo.cpp - what is known of tile values along the last dimension ===//
#include "dialects/tile/IR/AxisInfo.h"
#include "dialects/tile/IR/TileDialect.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"

#include <algorithm>

using namespace mlir;
using namespace kiln::tile;

static constexpr int64_t kMaxDivisor = int64_t(1) << 30;
static constexpr unsigned kMaxDepth = 16;

static int64_t divisorOf(const APInt &c) {
  if (c.isZero())
    return kMaxDivisor;
  return std::min<int64_t>(kMaxDivisor, int64_t(1) << std::min(30u, c.countr_zero()));
}

static int64_t product(int64_t a, int64_t b) {
  return std::min<int64_t>(kMaxDivisor, a * b); // both at most 2^30
}

static int64_t divisor(Value v, unsigned depth) {
  APInt c;
  if (matchPattern(v, m_ConstantInt(&c)))
    return divisorOf(c);
  if (depth > kMaxDepth || !v.getType().isSignlessInteger())
    return 1;
  if (auto arg = dyn_cast<BlockArgument>(v)) {
    auto loop = dyn_cast<scf::ForOp>(arg.getOwner()->getParentOp());
    if (loop && arg == loop.getInductionVar())
      return std::min(divisor(loop.getLowerBound(), depth + 1),
                      divisor(loop.getStep(), depth + 1));
    return 1;
  }
  Operation *def = v.getDefiningOp();
  if (isa<ViewDimOp, ViewStrideOp>(def)) {
    // A contiguous variant's launch condition: last stride 1, the last
    // extent and the other strides multiples of 16 bytes.
    Value view = def->getOperand(0);
    auto vt = cast<ViewType>(view.getType());
    int32_t dim = isa<ViewDimOp>(def) ? cast<ViewDimOp>(def).getDim()
                                      : cast<ViewStrideOp>(def).getDim();
    bool last = dim == int32_t(vt.getRank()) - 1;
    if (isa<ViewDimOp>(def) != last)
      return 1; // the other extents, the last stride
    auto arg = dyn_cast<BlockArgument>(view);
    auto func = arg ? dyn_cast<func::FuncOp>(arg.getOwner()->getParentOp())
                    : func::FuncOp();
    Type elem = vt.getElementType();
    if (!func || !func.getArgAttr(arg.getArgNumber(),
                                  TileDialect::kAssumeContiguousAttrName) ||
        !elem.isIntOrFloat() || elem.getIntOrFloatBitWidth() < 8)
      return 1;
    return std::max<int64_t>(1, 128 / elem.getIntOrFloatBitWidth());
  }
  if (isa<arith::ExtSIOp, arith::ExtUIOp, arith::IndexCastOp>(def))
    return divisor(def->getOperand(0), depth + 1);
  if (isa<arith::AddIOp, arith::SubIOp, arith::SelectOp>(def)) {
    unsigned first = isa<arith::SelectOp>(def) ? 1 : 0;
    return std::min(divisor(def->getOperand(first), depth + 1),
                    divisor(def->getOperand(first + 1), depth + 1));
  }
  if (isa<arith::MulIOp>(def))
    return product(divisor(def->getOperand(0), depth + 1),
                   divisor(def->getOperand(1), depth + 1));
  if (isa<arith::ShLIOp>(def) &&
      matchPattern(def->getOperand(1), m_ConstantInt(&c)) && c.ult(30))
    return product(divisor(def->getOperand(0), depth + 1),
                   int64_t(1) << c.getZExtValue());
  return 1;
}

int64_t kiln::tile::knownDivisor(Value v) { return divisor(v, 0); }

namespace {
/// Along the last dimension, in runs that start at multiples of their
/// length (all powers of two): `contiguity` elements step by one, the first
/// element of each such run is a multiple of `divisibility`, and
/// `constancy` elements are equal. A dimension of one element has runs of
/// one, whose `divisibility` is then every element's.
struct Info {
  int64_t contiguity = 1, divisibility = 1, constancy = 1;
};
} // namespace

static Info infoOf(Value v, unsigned depth);

/// Element-wise ops of whatever kind: equal operands give equal results.
static Info elementwise(Operation *def, unsigned depth) {
  Info r;
  r.constancy = kMaxDivisor;
  for (Value o : def->getOperands())
    r.constancy = std::min(r.constancy, infoOf(o, depth + 1).constancy);
  return r;
}

/// The predicate with its operands exchanged (a < b is b > a).
static arith::CmpIPredicate swapped(arith::CmpIPredicate p) {
  using P = arith::CmpIPredicate;
  switch (p) {
  case P::slt: return P::sgt;
  case P::sgt: return P::slt;
  case P::sle: return P::sge;
  case P::sge: return P::sle;
  case P::ult: return P::ugt;
  case P::ugt: return P::ult;
  case P::ule: return P::uge;
  case P::uge: return P::ule;
  default: return p; // eq, ne
  }
}

static Info compare(arith::CmpIOp cmp, unsigned depth) {
  Info a = infoOf(cmp.getLhs(), depth + 1), b = infoOf(cmp.getRhs(), depth + 1);
  Info r;
  r.constancy = std::min(a.constancy, b.constancy);
  arith::CmpIPredicate pred = cmp.getPredicate();
  // The stepping operand on the left: n > x is x < n.
  if (a.contiguity == 1 && b.contiguity > 1) {
    std::swap(a, b);
    pred = swapped(pred);
  }
  // x < n (x >= n) where x steps by one from a multiple of k and n is the
  // same multiple of k over the run: the comparison flips only at x == n,
  // which starts a run.
  using P = arith::CmpIPredicate;
  if (pred == P::slt || pred == P::ult || pred == P::sge || pred == P::uge)
    r.constancy = std::max(
        r.constancy, std::min({a.contiguity, b.constancy, a.divisibility,
                               b.divisibility}));
  return r;
}

static Info infoOf(Value v, unsigned depth) {
  auto t = dyn_cast<RankedTensorType>(v.getType());
  Operation *def = v.getDefiningOp();
  if (!t || t.getRank() == 0 || !def || depth > kMaxDepth)
    return {};
  int64_t n = t.getShape().back();
  Info r;
  if (auto arange = dyn_cast<ArangeOp>(def)) {
    r.contiguity = n;
    r.divisibility = divisorOf(APInt(64, arange.getStart()));
  } else if (auto splat = dyn_cast<SplatOp>(def)) {
    r.constancy = n;
    r.divisibility = divisor(splat.getValue(), depth + 1);
  } else if (auto cst = dyn_cast<arith::ConstantOp>(def)) {
    auto splat = dyn_cast<SplatElementsAttr>(cst.getValue());
    if (!splat)
      return {};
    r.constancy = n;
    if (auto i = dyn_cast<IntegerAttr>(splat.getSplatValue<Attribute>()))
      r.divisibility = divisorOf(i.getValue());
  } else if (isa<ConvertLayoutOp, arith::ExtSIOp, arith::ExtUIOp,
                 arith::IndexCastOp>(def)) {
    r = infoOf(def->getOperand(0), depth + 1);
  } else if (auto expand = dyn_cast<ExpandDimsOp>(def)) {
    r = infoOf(expand.getSource(), depth + 1);
    if (expand.getAxis() == t.getRank() - 1) {
      // A new last dimension of one element: each element is a run.
      Info one;
      one.divisibility = r.contiguity == 1 ? r.divisibility : 1;
      r = one;
    }
  } else if (auto bcast = dyn_cast<BroadcastOp>(def)) {
    r = infoOf(bcast.getSource(), depth + 1);
    if (bcast.getSource().getType().getShape().back() == 1 && n > 1) {
      r.constancy = n;
      r.contiguity = 1;
    }
  } else if (isa<arith::AddIOp, arith::SubIOp>(def)) {
    Info a = infoOf(def->getOperand(0), depth + 1);
    Info b = infoOf(def->getOperand(1), depth + 1);
    r.contiguity = std::min(a.contiguity, b.constancy);
    if (isa<arith::AddIOp>(def))
      r.contiguity = std::max(r.contiguity, std::min(a.constancy, b.contiguity));
    r.divisibility = std::min(a.divisibility, b.divisibility);
    r.constancy = std::min(a.constancy, b.constancy);
  } else if (isa<arith::MulIOp>(def)) {
    Info a = infoOf(def->getOperand(0), depth + 1);
    Info b = infoOf(def->getOperand(1), depth + 1);
    // An element inside a stepping run is not a multiple of the start's
    // divisor ([8, 9, 10, 11] * 4).
    r.divisibility = product(a.contiguity > 1 ? 1 : a.divisibility,
                             b.contiguity > 1 ? 1 : b.divisibility);
    r.constancy = std::min(a.constancy, b.constancy);
  } else if (auto cmp = dyn_cast<arith::CmpIOp>(def)) {
    r = compare(cmp, depth);
  } else if (def->getNumRegions() == 0 && def->getNumResults() == 1 &&
             isa<arith::ArithDialect>(def->getDialect()) &&
             llvm::all_of(def->getOperandTypes(), [&](Type o) {
               auto ot = dyn_cast<RankedTensorType>(o);
               return ot && ot.getShape() == t.getShape();
             })) {
    r = elementwise(def, depth);
  } else {
    return {};
  }
  r.contiguity = std::min(r.contiguity, n);
  r.constancy = std::min(r.constancy, n);
  return r;
}

int64_t kiln::tile::uniformMaskRun(Value mask) {
  return std::max<int64_t>(1, infoOf(mask, 0).constancy);
}
