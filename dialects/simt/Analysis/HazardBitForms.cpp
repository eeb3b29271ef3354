//===- HazardBitForms.cpp - partner indices compared symbolically ----------===//
//
// The counter search tabulates both addresses over every thread for every
// combination of counter values, then sorts and sweeps them. Most pairs in
// sorts and scans need none of that: with the counters bound, their
// addresses are sums of the thread index's bits with constant weights,
//
//   pos = 2*t - (t & (stride - 1))    = sum_{i<k} 2^i t_i + sum_{i>=k} 2^(i+1) t_i
//   pos + stride                      = the same + 2^k
//   offset * (2*t + 1) - 1 (Blelloch) = sum_i 2^(i+1+log offset) t_i + offset - 1,
//
// (stride = 2^k). When every weight is a distinct power of two and the
// constant's bits lie outside them (a "pure" form), each bit of the address
// is either one thread bit or a constant. Two such addresses that hold
// different constants in one bit never meet, for any two threads; two
// identical forms that use every thread bit meet only within one thread.
// Either proves the combination free of a collision without tables (the
// tables remain for everything else, and for witnesses).
//
//===----------------------------------------------------------------------===//
#include "dialects/simt/Analysis/SharedMemoryHazardsImpl.h"
#include "llvm/ADT/bit.h"

using namespace mlir;
using namespace kiln;
using namespace kiln::hazards;

namespace {

unsigned intWidth(Type t) {
  if (t.isIndex())
    return 64;
  if (auto i = dyn_cast<IntegerType>(t))
    return i.getWidth();
  return 0;
}

struct Evaluator {
  ArrayRef<std::pair<Value, int64_t>> bindings;
  const std::optional<BlockShape> &shape;
  bool oneDimensional;
  unsigned bits;
  llvm::DenseMap<Value, std::optional<BitForm>> memo{};

  BitForm constant(int64_t c) {
    BitForm f;
    f.alpha.assign(bits, 0);
    f.beta = c;
    return f;
  }
  BitForm threadBits(unsigned from, unsigned count, unsigned at) {
    // Bits [from, from + count) of t, weighted from 2^at up.
    BitForm f = constant(0);
    for (unsigned i = from; i < from + count && i < bits; ++i)
      f.alpha[i] = int64_t(1) << (at + i - from);
    return f;
  }
  static bool isConstant(const BitForm &f) {
    return llvm::all_of(f.alpha, [](int64_t a) { return a == 0; });
  }
  // The range of values the form takes, to rule out wrapping.
  static bool fits(const BitForm &f, unsigned width) {
    if (width >= 64)
      return true;
    __int128 lo = f.beta, hi = f.beta;
    for (int64_t a : f.alpha)
      (a < 0 ? lo : hi) += a;
    __int128 limit = __int128(1) << (width - 1);
    return lo >= -limit && hi < limit;
  }
  static int64_t minOf(const BitForm &f) {
    int64_t lo = f.beta;
    for (int64_t a : f.alpha)
      if (a < 0)
        lo += a;
    return lo;
  }

  std::optional<BitForm> eval(Value v, unsigned depth = 0) {
    if (auto it = memo.find(v); it != memo.end())
      return it->second;
    std::optional<BitForm> r = compute(v, depth);
    unsigned width = intWidth(v.getType());
    if (r && (!width || !fits(*r, width)))
      r.reset();
    memo[v] = r;
    return r;
  }

  std::optional<BitForm> compute(Value v, unsigned depth) {
    if (depth > 32)
      return std::nullopt;
    for (auto [value, x] : bindings)
      if (value == v)
        return constant(x);
    APInt c;
    if (matchPattern(v, m_ConstantInt(&c)))
      return constant(c.getSExtValue());
    Operation *def = v.getDefiningOp();
    if (!def)
      return std::nullopt;
    bool flat = shape ? shape->y == 1 && shape->z == 1 : oneDimensional;
    if (auto tid = dyn_cast<simt::ThreadIdOp>(def)) {
      if (!flat)
        return std::nullopt;
      return tid.getDim() == simt::Dim::X ? threadBits(0, bits, 0)
             : shape                      ? std::optional<BitForm>(constant(0))
                                          : std::nullopt;
    }
    if (auto dim = dyn_cast<simt::BlockDimOp>(def)) {
      if (!shape)
        return std::nullopt;
      return constant(dim.getDim() == simt::Dim::X   ? shape->x
                      : dim.getDim() == simt::Dim::Y ? shape->y
                                                     : shape->z);
    }
    if (isa<simt::LaneIdOp>(def))
      return flat ? std::optional<BitForm>(threadBits(0, 5, 0)) : std::nullopt;
    if (isa<simt::WarpIdOp>(def))
      return flat && bits > 5 ? std::optional<BitForm>(threadBits(5, bits - 5, 0))
                              : std::nullopt;
    if (isa<arith::ExtSIOp, arith::IndexCastOp>(def))
      return eval(def->getOperand(0), depth + 1);
    if (isa<arith::ExtUIOp, arith::IndexCastUIOp>(def)) {
      auto in = eval(def->getOperand(0), depth + 1);
      if (!in || minOf(*in) < 0)
        return std::nullopt;
      return in;
    }
    if (isa<arith::TruncIOp>(def))
      return eval(def->getOperand(0), depth + 1); // fits() checks the narrow width
    if (def->getNumOperands() != 2 ||
        !isa<arith::AddIOp, arith::SubIOp, arith::MulIOp, arith::ShLIOp, arith::ShRUIOp,
             arith::ShRSIOp, arith::AndIOp, arith::OrIOp, arith::XOrIOp, arith::DivUIOp,
             arith::DivSIOp, arith::RemUIOp, arith::RemSIOp>(def))
      return std::nullopt;
    auto a = eval(def->getOperand(0), depth + 1);
    if (!a)
      return std::nullopt;
    auto b = eval(def->getOperand(1), depth + 1);
    if (!b)
      return std::nullopt;
    BitForm out = constant(0);
    if (isa<arith::AddIOp, arith::SubIOp>(def)) {
      int64_t sign = isa<arith::AddIOp>(def) ? 1 : -1;
      for (unsigned i = 0; i < bits; ++i)
        out.alpha[i] = a->alpha[i] + sign * b->alpha[i];
      out.beta = a->beta + sign * b->beta;
      return out;
    }
    if (isa<arith::MulIOp>(def)) {
      if (!isConstant(*a) && !isConstant(*b))
        return std::nullopt;
      const BitForm &f = isConstant(*a) ? *b : *a;
      int64_t k = isConstant(*a) ? a->beta : b->beta;
      if (std::abs(k) > (int64_t(1) << 24))
        return std::nullopt;
      for (unsigned i = 0; i < bits; ++i)
        out.alpha[i] = f.alpha[i] * k;
      out.beta = f.beta * k;
      return out;
    }
    if (isa<arith::ShLIOp>(def)) {
      if (!isConstant(*b) || b->beta < 0 || b->beta > 24)
        return std::nullopt;
      for (unsigned i = 0; i < bits; ++i)
        out.alpha[i] = a->alpha[i] * (int64_t(1) << b->beta);
      out.beta = a->beta * (int64_t(1) << b->beta);
      return out;
    }
    // The bitwise ops and right shifts: exact on pure non-negative forms,
    // where each bit of the value is one thread bit or a constant. A
    // division or remainder by a power of two (`t / half`, `t % half`) of
    // such a form is a shift or a mask.
    if (isa<arith::DivUIOp, arith::DivSIOp, arith::RemUIOp, arith::RemSIOp>(def)) {
      if (!isConstant(*b) || b->beta < 1 || !llvm::has_single_bit(uint64_t(b->beta)) ||
          !isPure(*a))
        return std::nullopt;
      int64_t d = b->beta;
      if (isa<arith::RemUIOp, arith::RemSIOp>(def)) {
        for (unsigned i = 0; i < bits; ++i)
          out.alpha[i] = a->alpha[i] < d ? a->alpha[i] : 0;
        out.beta = a->beta & (d - 1);
        return out;
      }
      int64_t k = llvm::Log2_64(uint64_t(d));
      for (unsigned i = 0; i < bits; ++i)
        out.alpha[i] = a->alpha[i] >> k;
      out.beta = a->beta >> k;
      return out;
    }
    if (isa<arith::ShRUIOp, arith::ShRSIOp>(def)) {
      if (!isConstant(*b) || b->beta < 0 || b->beta > 62 || !isPure(*a))
        return std::nullopt;
      int64_t k = b->beta;
      for (unsigned i = 0; i < bits; ++i)
        out.alpha[i] = a->alpha[i] >> k; // weights below 2^k drop out
      out.beta = a->beta >> k;
      return out;
    }
    const BitForm *pure = nullptr;
    int64_t mask = 0;
    if (isConstant(*b) && isPure(*a))
      pure = &*a, mask = b->beta;
    else if (isConstant(*a) && isPure(*b))
      pure = &*b, mask = a->beta;
    if (!pure) {
      if (isConstant(*a) && isConstant(*b)) {
        out.beta = isa<arith::AndIOp>(def)  ? a->beta & b->beta
                   : isa<arith::OrIOp>(def) ? a->beta | b->beta
                                            : a->beta ^ b->beta;
        return out;
      }
      return std::nullopt;
    }
    if (mask < 0)
      return std::nullopt; // sign bits beyond the form
    for (unsigned i = 0; i < bits; ++i) {
      int64_t w = pure->alpha[i];
      bool inMask = w && (w & mask);
      if (isa<arith::AndIOp>(def)) {
        out.alpha[i] = inMask ? w : 0;
      } else if (isa<arith::OrIOp>(def)) {
        out.alpha[i] = inMask ? 0 : w; // that bit is now 1
        if (inMask)
          out.beta |= w;
      } else { // xor: a set mask bit flips the thread bit: w - w*t_i + ...
        out.alpha[i] = inMask ? -w : w;
        if (inMask)
          out.beta += w;
      }
    }
    int64_t used = 0;
    for (int64_t w : pure->alpha)
      used |= w;
    int64_t rest = mask & ~used;
    if (isa<arith::AndIOp>(def))
      out.beta += pure->beta & mask;
    else if (isa<arith::OrIOp>(def))
      out.beta += pure->beta | rest;
    else
      out.beta += pure->beta ^ rest;
    return out;
  }
};

} // namespace

bool kiln::hazards::isPure(const BitForm &f) {
  if (f.beta < 0)
    return false;
  int64_t used = 0;
  for (int64_t w : f.alpha) {
    if (!w)
      continue;
    if (w < 0 || !llvm::has_single_bit(uint64_t(w)) || (used & w))
      return false;
    used |= w;
  }
  return (used & f.beta) == 0;
}

std::optional<BitForm> kiln::hazards::bitForm(Value v, ArrayRef<std::pair<Value, int64_t>> bindings,
                                              ThreadFunctions &tf) {
  unsigned threads = tf.numThreads();
  if (!threads)
    return std::nullopt;
  Evaluator e{bindings, tf.blockShape(), tf.isOneDimensional(),
              unsigned(llvm::Log2_64_Ceil(std::max(threads, 2u)))};
  return e.eval(v);
}

bool kiln::hazards::bitFormsApart(const BitForm &a, int64_t sizeA, const BitForm &b,
                                  int64_t sizeB, bool sameThreadMeets) {
  // Whole elements of one power-of-two size, aligned to it: two accesses
  // overlap exactly when their element indices are equal.
  if (sizeA != sizeB || sizeA < 1 || !llvm::has_single_bit(uint64_t(sizeA)) ||
      a.alpha.size() != b.alpha.size())
    return false;
  auto aligned = [&](const BitForm &f) {
    return f.beta % sizeA == 0 &&
           llvm::all_of(f.alpha, [&](int64_t w) { return w % sizeA == 0; });
  };
  if (!aligned(a) || !aligned(b))
    return false;
  BitForm x = a, y = b;
  for (BitForm *f : {&x, &y}) {
    f->beta /= sizeA;
    for (int64_t &w : f->alpha)
      w /= sizeA;
  }
  if (!isPure(x) || !isPure(y))
    return false;
  int64_t usedX = 0, usedY = 0;
  for (int64_t w : x.alpha)
    usedX |= w;
  for (int64_t w : y.alpha)
    usedY |= w;
  // A bit that is a constant in both, and a different one.
  if ((x.beta ^ y.beta) & ~(usedX | usedY))
    return true;
  // One injective form on both sides: only a thread meets itself.
  if (!sameThreadMeets && x.beta == y.beta && x.alpha == y.alpha &&
      llvm::all_of(x.alpha, [](int64_t w) { return w != 0; }))
    return true;
  return false;
}
