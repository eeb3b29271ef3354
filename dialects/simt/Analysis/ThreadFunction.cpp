//===- ThreadFunction.cpp - integer values as functions of the thread -----===//
#include "dialects/simt/Analysis/ThreadFunction.h"
#include "dialects/simt/Analysis/InitializedTables.h"
#include "dialects/simt/Analysis/LoopValues.h"
#include "llvm/ADT/TypeSwitch.h"

#include "dialects/simt/IR/InlinePtx.h"
#include "dialects/simt/IR/SimtDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/bit.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstring>

using namespace mlir;

/// [inline-asm] `asm("mov.u32 %0, %%laneid;" : "=r"(l))`, the lane id read
/// through PTX (hand-tuned kernels' lane_id()): the same value as
/// simt.lane_id, threadIdx.x % 32 in a 1-D block.
static bool isLaneIdAsm(Operation *op) {
  auto asmOp = dyn_cast<kiln::simt::InlineAsmOp>(op);
  if (!asmOp || asmOp->getNumOperands() || asmOp->getNumResults() != 1 ||
      !asmOp->getResult(0).getType().isInteger(32))
    return false;
  std::string text;
  for (char c : asmOp.getAsmString())
    if (!std::isspace(static_cast<unsigned char>(c)))
      text += c;
  return text == "mov.u32$0,%laneid;" || text == "mov.u32$0,%laneid" ||
         text == "mov.b32$0,%laneid;" || text == "mov.s32$0,%laneid;";
}
/// What a lane learns from a warp election: whether it is the leader, or
/// the leader's lane. `mask` is the member mask (a constant).
struct Election {
  uint32_t mask;
  bool isLeader;
};

static std::optional<uint32_t> constantMask(Value v) {
  APInt c;
  if (!v || !matchPattern(v, m_ConstantInt(&c)))
    return std::nullopt;
  return uint32_t(c.getZExtValue());
}

/// simt.elect_sync, and [inline-asm] elect.sync through PTX (CUTLASS's
/// elect_one_sync, hand-written sm_90 kernels): `elect.sync %rx|%px, mask;`
/// with an output set from the predicate (`selp.b32 $k, 1, 0, %px;`, or
/// `@%px mov.b32 $k, 1;` over an in/out operand that enters as 0) or from
/// the lane (`mov.b32 $k, %rx;`). Every lane of the mask executes it (the
/// collective checks hold it to that), so one lane per warp is the leader;
/// the table takes the mask's lowest lane.
static std::optional<Election> electionOf(Value v) {
  Operation *def = v.getDefiningOp();
  if (auto elect = dyn_cast_or_null<kiln::simt::ElectSyncOp>(def)) {
    if (!elect.getMask())
      return Election{~0u, true};
    if (auto m = constantMask(elect.getMask()))
      return Election{*m, true};
    return std::nullopt;
  }
  auto asmOp = dyn_cast_or_null<kiln::simt::InlineAsmOp>(def);
  if (!asmOp)
    return std::nullopt;
  unsigned k = cast<OpResult>(v).getResultNumber(), outputs = asmOp->getNumResults();
  SmallVector<StringRef> constraints;
  StringRef(asmOp.getConstraints()).split(constraints, ',');
  auto operandValue = [&](StringRef ref) -> Value {
    unsigned n;
    if (!ref.consume_front("$") || ref.getAsInteger(10, n) || n < outputs ||
        n - outputs >= asmOp->getNumOperands())
      return nullptr;
    return asmOp->getOperand(n - outputs);
  };
  std::string out = "$" + std::to_string(k);
  std::optional<uint32_t> mask;
  std::string lane, pred;
  std::optional<bool> leader;
  bool ok = true;
  kiln::simt::forEachPtxStatement(asmOp.getAsmString(), [&](StringRef opcode, StringRef operands, bool predicated) {
    SmallVector<StringRef, 4> ops;
    operands.split(ops, ',');
    for (StringRef &o : ops)
      o = o.trim();
    if (opcode == "elect.sync" && ops.size() == 2 && ops[0].contains('|') && !mask) {
      auto [l, p] = ops[0].split('|');
      lane = l.trim().str(), pred = p.trim().str();
      uint64_t imm;
      if (!ops[1].getAsInteger(0, imm))
        mask = uint32_t(imm);
      else
        mask = constantMask(operandValue(ops[1]));
      ok &= mask.has_value();
    } else if (opcode.starts_with("selp.") && ops.size() == 4 && !predicated) {
      if (ops[0] != out)
        return;
      ok &= ops[1] == "1" && ops[2] == "0" && ops[3] == pred;
      leader = true;
    } else if (opcode.starts_with("mov.") && ops.size() == 2) {
      if (ops[0] != out)
        return;
      if (!predicated && ops[1] == lane) {
        leader = false;
        return;
      }
      // `@%px mov $k, 1` over `"+r"(pred)`: the output enters as its tied
      // input (the input whose constraint names output k), which must be 0.
      Value tied;
      for (unsigned i = outputs; i < constraints.size() && i - outputs < asmOp->getNumOperands(); ++i)
        if (constraints[i].trim() == std::to_string(k))
          tied = asmOp->getOperand(i - outputs);
      std::optional<uint32_t> init = constantMask(tied);
      ok &= predicated && ops[1] == "1" && init && *init == 0;
      leader = true;
    } else {
      ok = false;
    }
  });
  if (!ok || !mask || !leader || pred.empty())
    return std::nullopt;
  return Election{*mask, *leader};
}

using namespace kiln;

unsigned kiln::maxBlockThreads(Operation *func) {
  int64_t threads = kMaxBlockThreads;
  if (auto bounds = func->getAttrOfType<simt::LaunchBoundsAttr>(
          simt::SimtDialect::LaunchBoundsAttrHelper::getNameStr()))
    threads = bounds.getMaxThreads();
  // Tile kernels always launch with the block size they were compiled for.
  if (auto exact = func->getAttrOfType<IntegerAttr>(
          simt::SimtDialect::BlockThreadsAttrHelper::getNameStr()))
    threads = exact.getInt();
  // An attribute that escaped the frontend's checks must not make the tables
  // (and every analysis sized by them) unbounded.
  if (threads < 1 || threads > kMaxBlockThreads)
    threads = kMaxBlockThreads;
  return unsigned(threads);
}

ThreadFunctions::ThreadFunctions(Operation *func) {
  bool usesYZ = false;
  func->walk([&](simt::ThreadIdOp op) {
    if (op.getDim() != simt::Dim::X)
      usesYZ = true;
  });
  oneDimensional = !usesYZ;
  threads = maxBlockThreads(func);
}

ThreadFunctions ThreadFunctions::uniformEvaluator(Operation *func,
                                                  std::optional<BlockShape> shape) {
  ThreadFunctions tf(func, BlockShape{1, 1, 1});
  tf.shape = shape ? shape : std::optional<BlockShape>(BlockShape{0, 0, 0});
  tf.threads = 1;
  tf.threadIdsKnown = false;
  return tf;
}

ThreadFunctions::ThreadFunctions(Operation *func, unsigned threads)
    : ThreadFunctions(func) {
  this->threads = std::clamp(threads, 1u, kMaxBlockThreads);
}

ThreadFunctions::ThreadFunctions(Operation *func, BlockShape shape)
    : oneDimensional(false),
      threads(std::clamp(shape.size(), 1u, kMaxBlockThreads)), shape(shape) {}

const std::vector<int64_t> *ThreadFunctions::table(Value v) {
  if (!tabulates())
    return nullptr;
  return compute(v, 0);
}

std::optional<std::vector<int64_t>>
ThreadFunctions::tableWith(Value v, ArrayRef<std::pair<Value, int64_t>> bindings) {
  if (!tabulates())
    return std::nullopt;
  // A scratch cache: values that depend on the bindings must not leak.
  Cache scratch;
  active = &scratch;
  bound = bindings;
  const auto *result = compute(v, 0);
  std::optional<std::vector<int64_t>> out;
  if (result)
    out = *result;
  active = &cache;
  bound = {};
  recycle(scratch);
  return out;
}

std::optional<std::vector<int64_t>>
ThreadFunctions::tableWithPerThread(Value v, Value x, const std::vector<int64_t> &perThread,
                                    ArrayRef<std::pair<Value, int64_t>> bindings) {
  if (!tabulates() || perThread.size() != threads)
    return std::nullopt;
  std::pair<Value, const std::vector<int64_t> *> fixed{x, &perThread};
  boundPerThread = fixed;
  auto out = tableWith(v, bindings);
  boundPerThread = {};
  return out;
}

std::vector<std::vector<int64_t>> ThreadFunctions::tablesWithPerThread(
    ArrayRef<Value> values, ArrayRef<std::pair<Value, const std::vector<int64_t> *>> perThread,
    ArrayRef<std::pair<Value, int64_t>> bindings) {
  if (llvm::any_of(perThread, [&](auto p) { return p.second->size() != threads; }))
    return std::vector<std::vector<int64_t>>(values.size());
  boundPerThread = perThread;
  auto out = tablesWith(values, bindings);
  boundPerThread = {};
  return out;
}

std::unique_ptr<std::vector<int64_t>> ThreadFunctions::newTable() {
  if (spare.empty())
    return std::make_unique<std::vector<int64_t>>(threads);
  auto table = std::move(spare.back());
  spare.pop_back();
  return table;
}

void ThreadFunctions::recycle(Cache &scratch) {
  for (auto &entry : scratch) {
    if (spare.size() >= kSpareTables)
      return;
    if (entry.second && entry.second->size() == threads)
      spare.push_back(std::move(entry.second));
  }
}

std::vector<std::vector<int64_t>>
ThreadFunctions::tablesWith(ArrayRef<Value> values,
                            ArrayRef<std::pair<Value, int64_t>> bindings) {
  std::vector<std::vector<int64_t>> out(values.size());
  if (!tabulates())
    return out;
  Cache scratch;
  active = &scratch;
  bound = bindings;
  for (auto [i, v] : llvm::enumerate(values))
    if (const auto *result = compute(v, 0))
      out[i] = *result;
  active = &cache;
  bound = {};
  recycle(scratch);
  return out;
}

namespace {
/// The two-operand integer ops tabulated, decided once per op.
enum class BinaryKind { Add, Sub, Mul, And, Or, Xor, Shl, ShrU, ShrS, MinS, MaxS, MinU, MaxU,
                        DivU, DivS, RemU, RemS, Mul24U, Mul24S };

std::optional<BinaryKind> binaryKind(Operation *def) {
  if (def->getNumOperands() != 2)
    return std::nullopt;
  return llvm::TypeSwitch<Operation *, std::optional<BinaryKind>>(def)
      .Case([](arith::AddIOp) { return BinaryKind::Add; })
      .Case([](arith::SubIOp) { return BinaryKind::Sub; })
      .Case([](arith::MulIOp) { return BinaryKind::Mul; })
      .Case([](arith::AndIOp) { return BinaryKind::And; })
      .Case([](arith::OrIOp) { return BinaryKind::Or; })
      .Case([](arith::XOrIOp) { return BinaryKind::Xor; })
      .Case([](arith::ShLIOp) { return BinaryKind::Shl; })
      .Case([](arith::ShRUIOp) { return BinaryKind::ShrU; })
      .Case([](arith::ShRSIOp) { return BinaryKind::ShrS; })
      .Case([](arith::MinSIOp) { return BinaryKind::MinS; })
      .Case([](arith::MaxSIOp) { return BinaryKind::MaxS; })
      .Case([](arith::MinUIOp) { return BinaryKind::MinU; })
      .Case([](arith::MaxUIOp) { return BinaryKind::MaxU; })
      .Case([](arith::DivUIOp) { return BinaryKind::DivU; })
      .Case([](arith::DivSIOp) { return BinaryKind::DivS; })
      .Case([](arith::RemUIOp) { return BinaryKind::RemU; })
      .Case([](arith::RemSIOp) { return BinaryKind::RemS; })
      // __umul24 / __mul24 (CUDA samples' UMUL/IMUL index macros): the
      // product of the low 24 bits of each operand.
      .Case([](func::CallOp call) -> std::optional<BinaryKind> {
        if (call.getCallee() == "__nv_umul24")
          return BinaryKind::Mul24U;
        if (call.getCallee() == "__nv_mul24")
          return BinaryKind::Mul24S;
        return std::nullopt;
      })
      .Default([](Operation *) { return std::nullopt; });
}

/// Whether every thread has the same value: the table equals itself
/// shifted by one entry, which memcmp decides with vector compares (the
/// counter search asks it of thousands of uniform tables: a tenth of its
/// instructions as one compare and branch per thread).
bool isSplat(const std::vector<int64_t> &v) {
  return v.size() < 2 ||
         std::memcmp(v.data(), v.data() + 1, (v.size() - 1) * sizeof(int64_t)) == 0;
}

/// Sign- or zero-extends the low `width` bits, as the IR type would hold them
/// (inlined: called per thread in every tabulating loop).
LLVM_ATTRIBUTE_ALWAYS_INLINE int64_t truncateTo(int64_t x, unsigned width, bool isSigned) {
  if (width >= 64)
    return x;
  uint64_t mask = (uint64_t(1) << width) - 1;
  uint64_t low = uint64_t(x) & mask;
  if (isSigned && (low >> (width - 1)) & 1)
    return int64_t(low | ~mask);
  return int64_t(low);
}

unsigned widthOf(Type t) {
  if (t.isIndex())
    return 64;
  if (auto i = dyn_cast<IntegerType>(t))
    return i.getWidth();
  return 0;
}

bool isFloatValue(Type t) { return t.isF32() || t.isF64(); }

double asDouble(int64_t bits) { return llvm::bit_cast<double>(bits); }
/// A float result, rounded to the precision of its type.
int64_t fromDouble(double x, Type t) {
  if (t.isF32())
    x = double(float(x));
  return llvm::bit_cast<int64_t>(x);
}

/// Pure libdevice functions of one or two floats that index arithmetic uses
/// (the fast variants agree with the exact ones on the integers they see).
std::optional<double> evalMath(StringRef name, ArrayRef<double> args) {
  name.consume_front("__nv_");
  name.consume_front("fast_");
  bool single = name.size() > 1 && name.back() == 'f' && name != "erf";
  if (single)
    name = name.drop_back();
  double x = args.empty() ? 0 : args[0];
  if (args.size() == 1) {
    if (name == "log2") return std::log2(x);
    if (name == "exp2") return std::exp2(x);
    if (name == "log") return std::log(x);
    if (name == "exp") return std::exp(x);
    if (name == "log10") return std::log10(x);
    if (name == "sqrt") return std::sqrt(x);
    if (name == "floor") return std::floor(x);
    if (name == "ceil") return std::ceil(x);
    if (name == "fabs") return std::fabs(x);
    if (name == "trunc") return std::trunc(x);
    if (name == "round") return std::round(x);
    if (name == "rint") return std::nearbyint(x);
  }
  if (args.size() == 2) {
    if (name == "pow") return std::pow(x, args[1]);
    if (name == "fmin") return std::fmin(x, args[1]);
    if (name == "fmax") return std::fmax(x, args[1]);
  }
  return std::nullopt;
}

bool compareFloat(arith::CmpFPredicate p, double a, double b) {
  using P = arith::CmpFPredicate;
  bool unordered = std::isnan(a) || std::isnan(b);
  switch (p) {
  case P::AlwaysFalse: return false;
  case P::AlwaysTrue: return true;
  case P::OEQ: return !unordered && a == b;
  case P::OGT: return !unordered && a > b;
  case P::OGE: return !unordered && a >= b;
  case P::OLT: return !unordered && a < b;
  case P::OLE: return !unordered && a <= b;
  case P::ONE: return !unordered && a != b;
  case P::ORD: return !unordered;
  case P::UEQ: return unordered || a == b;
  case P::UGT: return unordered || a > b;
  case P::UGE: return unordered || a >= b;
  case P::ULT: return unordered || a < b;
  case P::ULE: return unordered || a <= b;
  case P::UNE: return unordered || a != b;
  case P::UNO: return unordered;
  }
  return false;
}

bool compare(arith::CmpIPredicate p, int64_t a, int64_t b) {
  using P = arith::CmpIPredicate;
  switch (p) {
  case P::eq: return a == b;
  case P::ne: return a != b;
  case P::slt: return a < b;
  case P::sle: return a <= b;
  case P::sgt: return a > b;
  case P::sge: return a >= b;
  case P::ult: return uint64_t(a) < uint64_t(b);
  case P::ule: return uint64_t(a) <= uint64_t(b);
  case P::ugt: return uint64_t(a) > uint64_t(b);
  case P::uge: return uint64_t(a) >= uint64_t(b);
  }
  return false;
}

/// Whether `v` is a multiple of `m` for every value it can take: a constant
/// multiple, a product or left shift with such a factor, or blockDim under
/// a shape whose extent is one.
bool multipleOf(Value v, int64_t m, const std::optional<BlockShape> &shape,
                unsigned depth = 0) {
  if (depth > 8 || m <= 0)
    return false;
  APInt c;
  if (matchPattern(v, m_ConstantInt(&c)))
    return c.getSExtValue() % m == 0;
  Operation *def = v.getDefiningOp();
  if (!def)
    return false;
  if (isa<arith::ExtSIOp, arith::ExtUIOp, arith::IndexCastOp, arith::IndexCastUIOp>(def))
    return multipleOf(def->getOperand(0), m, shape, depth + 1);
  if (auto dim = dyn_cast<simt::BlockDimOp>(def)) {
    if (!shape || !shape->x)
      return false;
    unsigned extent = dim.getDim() == simt::Dim::X   ? shape->x
                      : dim.getDim() == simt::Dim::Y ? shape->y
                                                     : shape->z;
    return extent % m == 0;
  }
  auto call = dyn_cast<func::CallOp>(def);
  if (isa<arith::MulIOp>(def) ||
      (call && call.getNumOperands() == 2 &&
       (call.getCallee() == "__nv_umul24" || call.getCallee() == "__nv_mul24")))
    return multipleOf(def->getOperand(0), m, shape, depth + 1) ||
           multipleOf(def->getOperand(1), m, shape, depth + 1);
  if (isa<arith::ShLIOp>(def) && matchPattern(def->getOperand(1), m_ConstantInt(&c)) &&
      c.getZExtValue() < 62)
    return (int64_t(1) << c.getZExtValue()) % m == 0 ||
           multipleOf(def->getOperand(0), m, shape, depth + 1);
  // `x & ~(m - 1)` (m a power of two) clears the bits below m.
  if (isa<arith::AndIOp>(def) && llvm::isPowerOf2_64(uint64_t(m)))
    for (unsigned i = 0; i < 2; ++i)
      if (matchPattern(def->getOperand(i), m_ConstantInt(&c)) &&
          (c.getSExtValue() & (m - 1)) == 0)
        return true;
  return false;
}

/// `(e / D) % m` (also `& (m - 1)`, `>> k` for a division) of a loop index
/// e entered with `start` and re-entered with `e + step`: e is start + k *
/// step in every iteration and after the loop, so when step is a multiple
/// of D * m and start is never negative the value is its start's in all of
/// them (a 2-D block's flat index split into row and column, `stage[(e /
/// 32) % 8][e % 32]` with e += blockDim.x * blockDim.y, 256 under the
/// shape). The caller checks the step and the start's tables.
struct PeriodicRemainder {
  Value start, step;
  SmallVector<Operation *, 2> divisions; // innermost first
  int64_t divisor = 1, modulus = 0;
};
std::optional<PeriodicRemainder> periodicRemainder(Operation *def) {
  APInt c;
  PeriodicRemainder r;
  if (isa<arith::RemUIOp, arith::RemSIOp>(def) &&
      matchPattern(def->getOperand(1), m_ConstantInt(&c)))
    r.modulus = c.getSExtValue();
  else if (isa<arith::AndIOp>(def) && matchPattern(def->getOperand(1), m_ConstantInt(&c)) &&
           c.getSExtValue() >= 1 && c.getSExtValue() < 4096 &&
           llvm::isPowerOf2_64(uint64_t(c.getSExtValue()) + 1))
    r.modulus = c.getSExtValue() + 1;
  if (r.modulus < 2 || r.modulus > 4096)
    return std::nullopt;
  Value x = def->getOperand(0);
  for (unsigned depth = 0; depth < 4; ++depth) {
    x = stripIntCasts(x);
    Operation *div = x.getDefiningOp();
    if (!div || div->getNumOperands() != 2 ||
        !matchPattern(div->getOperand(1), m_ConstantInt(&c)))
      break;
    int64_t d = 0;
    if (isa<arith::DivUIOp, arith::DivSIOp>(div) && c.getSExtValue() > 0)
      d = c.getSExtValue();
    else if (isa<arith::ShRUIOp, arith::ShRSIOp>(div) && c.getZExtValue() < 20)
      d = int64_t(1) << c.getZExtValue();
    if (!d || r.divisor * d > (int64_t(1) << 24))
      return std::nullopt;
    r.divisions.insert(r.divisions.begin(), div);
    r.divisor *= d;
    x = div->getOperand(0);
  }
  auto arg = dyn_cast<BlockArgument>(x);
  if (!arg || arg.getOwner()->isEntryBlock())
    return std::nullopt;
  Block *header = arg.getOwner();
  SmallVector<Block *, 2> preds(header->getPredecessors());
  if (preds.size() != 2 || preds[0] == preds[1])
    return std::nullopt;
  for (Block *pred : preds) {
    auto branch = dyn_cast<BranchOpInterface>(pred->getTerminator());
    if (!branch || pred->getTerminator()->getNumSuccessors() != 1)
      return std::nullopt;
    Value in = branch.getSuccessorOperands(0)[arg.getArgNumber()];
    auto add = in ? in.getDefiningOp<arith::AddIOp>() : nullptr;
    Value other;
    if (add && stripIntCasts(add.getLhs()) == arg)
      other = add.getRhs();
    else if (add && stripIntCasts(add.getRhs()) == arg)
      other = add.getLhs();
    if (other && !r.step)
      r.step = other;
    else if (in && !r.start)
      r.start = in;
    else
      return std::nullopt;
  }
  if (!r.start || !r.step)
    return std::nullopt;
  return r;
}

/// `(blockIdx.x * blockDim.x + threadIdx.x) % 32` (the lane of a global
/// thread index) with blockDim.x a multiple of 32 under the shape: the
/// uniform multiple drops out, leaving `threadIdx.x % 32`. Returns the
/// remaining addend and the modulus (`& (m - 1)` too).
std::optional<std::pair<Value, int64_t>> alignedSumRemainder(
    Operation *def, const std::optional<BlockShape> &shape) {
  APInt c;
  int64_t m = 0;
  if (isa<arith::RemUIOp, arith::RemSIOp>(def) &&
      matchPattern(def->getOperand(1), m_ConstantInt(&c)))
    m = c.getSExtValue();
  else if (isa<arith::AndIOp>(def) && matchPattern(def->getOperand(1), m_ConstantInt(&c)) &&
           c.getSExtValue() >= 1 && c.getSExtValue() < 4096 &&
           llvm::isPowerOf2_64(uint64_t(c.getSExtValue()) + 1))
    m = c.getSExtValue() + 1; // bounded first: `x & INT64_MAX` made m + 1 overflow
  if (m < 2 || m > 4096)
    return std::nullopt;
  Value sum = def->getOperand(0);
  auto add = sum.getDefiningOp<arith::AddIOp>();
  if (!add)
    return std::nullopt;
  for (unsigned i = 0; i < 2; ++i)
    if (multipleOf(add->getOperand(i), m, shape))
      return std::make_pair(add->getOperand(1 - i), m);
  return std::nullopt;
}
} // namespace

bool kiln::isMultipleOf(Value v, int64_t m, const std::optional<BlockShape> &shape) {
  return multipleOf(v, m, shape);
}

std::optional<kiln::MergeSelect> kiln::mergeAsSelect(Value v) {
  auto arg = dyn_cast<BlockArgument>(v);
  if (!arg)
    return std::nullopt;
  Block *merge = arg.getOwner();
  if (merge->isEntryBlock())
    return std::nullopt;
  SmallVector<Block *, 2> preds(merge->getPredecessors());
  if (preds.size() != 2 || preds[0] == preds[1])
    return std::nullopt;
  // The value an edge from `from` into `merge` passes.
  auto incoming = [&](Block *from, Block *target) -> Value {
    auto branch = dyn_cast<BranchOpInterface>(from->getTerminator());
    if (!branch)
      return Value();
    for (unsigned i = 0, e = from->getTerminator()->getNumSuccessors(); i < e; ++i)
      if (from->getTerminator()->getSuccessor(i) == target)
        return branch.getSuccessorOperands(i)[arg.getArgNumber()];
    return Value();
  };
  // Each side of the decision: the successor itself when it is `merge`
  // (an edge straight in), else a block entered only from the decision
  // that branches unconditionally into `merge`.
  auto sideValue = [&](Block *decision, Block *side) -> Value {
    if (side == merge)
      return incoming(decision, merge);
    if (side->getSinglePredecessor() != decision ||
        !isa<cf::BranchOp>(side->getTerminator()) ||
        side->getTerminator()->getSuccessor(0) != merge)
      return Value();
    return incoming(side, merge);
  };
  for (Block *decision : {preds[0], preds[1], preds[0]->getSinglePredecessor()}) {
    if (!decision)
      continue;
    auto br = dyn_cast<cf::CondBranchOp>(decision->getTerminator());
    if (!br || br.getTrueDest() == br.getFalseDest())
      continue;
    Block *t = br.getTrueDest(), *f = br.getFalseDest();
    // Both predecessors must be the two sides.
    auto predOf = [&](Block *side) { return side == merge ? decision : side; };
    if (!((predOf(t) == preds[0] && predOf(f) == preds[1]) ||
          (predOf(t) == preds[1] && predOf(f) == preds[0])))
      continue;
    Value a = sideValue(decision, t), b = sideValue(decision, f);
    if (a && b)
      return MergeSelect{br.getCondition(), a, b};
  }
  return std::nullopt;
}

bool ThreadFunctions::alignedRemainderByValue(Operation *def, std::vector<int64_t> &out,
                                              unsigned depth) {
  // The modulus: a value the same for every thread (a constant, or a loop
  // counter fixed by the bindings); for `&`, the mask plus one, a power of
  // two.
  const auto *modTable = compute(def->getOperand(1), depth + 1);
  if (!modTable || modTable->empty() || !isSplat(*modTable))
    return false;
  int64_t operand = (*modTable)[0];
  if (operand < 1 || operand > (int64_t(1) << 30))
    return false; // also keeps `mask + 1` from overflowing (`x & INT64_MAX`)
  int64_t m = operand + (isa<arith::AndIOp>(def) ? 1 : 0);
  if (m < 2 || m > (int64_t(1) << 30) ||
      (isa<arith::AndIOp>(def) && !llvm::isPowerOf2_64(uint64_t(m))))
    return false;
  // The addends of the sum (through nested additions); those that are
  // multiples of m drop out, the rest must be tabulable and non-negative.
  SmallVector<Value, 8> work{def->getOperand(0)}, rest;
  bool dropped = false;
  while (!work.empty()) {
    Value x = work.pop_back_val();
    if (auto add = x.getDefiningOp<arith::AddIOp>(); add && work.size() + rest.size() < 8) {
      work.push_back(add.getLhs());
      work.push_back(add.getRhs());
    } else if (multipleOf(x, m, shape)) {
      dropped = true;
    } else {
      rest.push_back(x);
    }
  }
  if (!dropped)
    return false;
  std::fill(out.begin(), out.end(), 0);
  for (Value x : rest) {
    const auto *table = compute(x, depth + 1);
    if (!table)
      return false;
    for (unsigned t = 0; t < threads; ++t)
      out[t] += (*table)[t];
  }
  for (unsigned t = 0; t < threads; ++t) {
    if (out[t] < 0)
      return false;
    out[t] %= m;
  }
  return true;
}

const std::vector<int64_t> *ThreadFunctions::compute(Value v, unsigned depth) {
  Cache &cache = *active;
  auto it = cache.find(v);
  if (it != cache.end())
    return it->second.get();
  // With bindings (tableWith's scratch cache): a value the unbound cache
  // already tabulated reads no bound value (those are loop counters and
  // arguments, never tabulable alone), so its table is the same.
  if (active != &this->cache)
    if (auto known = this->cache.find(v);
        known != this->cache.end() && known->second)
      return known->second.get();
  // Deep chains are not what index arithmetic looks like; give up on them.
  if (depth > 32)
    return nullptr;
  unsigned width = widthOf(v.getType());
  for (auto [value, x] : bound)
    if (value == v && width) {
      auto fixed = newTable();
      std::fill(fixed->begin(), fixed->end(), x);
      return (cache[v] = std::move(fixed)).get();
    }
  for (auto [value, perThread] : boundPerThread)
    if (value == v && width) {
      auto fixed = newTable();
      std::copy(perThread->begin(), perThread->end(), fixed->begin());
      return (cache[v] = std::move(fixed)).get();
    }
  Operation *def = v.getDefiningOp();
  if (def && isFloatValue(v.getType()))
    return computeFloat(v, def, depth);
  // An if/else's merged value: a select on the branch's condition.
  if (!def && width)
    if (std::optional<MergeSelect> sel = mergeAsSelect(v)) {
      const auto *c = compute(sel->condition, depth + 1);
      const auto *a = c ? compute(sel->whenTrue, depth + 1) : nullptr;
      const auto *b = a ? compute(sel->whenFalse, depth + 1) : nullptr;
      if (!b) {
        cache[v] = nullptr;
        return nullptr;
      }
      auto merged = newTable();
      for (unsigned t = 0; t < threads; ++t)
        (*merged)[t] = (*c)[t] ? (*a)[t] : (*b)[t];
      return (cache[v] = std::move(merged)).get();
    }
  if (!def && width && shape && threadIdsKnown)
    if (const auto *first = singleIterationIndex(cast<BlockArgument>(v), depth))
      return first;
  if (!width || !def) {
    cache[v] = nullptr;
    return nullptr;
  }
  // Every branch below that succeeds writes each thread's entry.
  auto result = newTable();
  std::vector<int64_t> &out = *result;
  auto operand = [&](unsigned i) { return compute(def->getOperand(i), depth + 1); };

  bool ok = true;
  APInt constant;
  if (matchPattern(v, m_ConstantInt(&constant))) {
    int64_t c = width == 1 ? int64_t(constant.getZExtValue() & 1)
                           : constant.getSExtValue();
    std::fill(out.begin(), out.end(), c);
  } else if (auto tid = dyn_cast<simt::ThreadIdOp>(def)) {
    if (!threadIdsKnown) {
      ok = false;
    } else if (shape) {
      simt::Dim d = tid.getDim(); // an attribute lookup: once, not per thread
      for (unsigned t = 0; t < threads; ++t)
        out[t] = d == simt::Dim::X   ? t % shape->x
                 : d == simt::Dim::Y ? t / shape->x % shape->y
                                     : t / (shape->x * shape->y);
    } else {
      if (tid.getDim() != simt::Dim::X)
        ok = false;
      for (unsigned t = 0; ok && t < threads; ++t)
        out[t] = t;
    }
  } else if (auto dim = dyn_cast<simt::BlockDimOp>(def);
             dim && shape && shape->x) {
    std::fill(out.begin(), out.end(),
              dim.getDim() == simt::Dim::X   ? shape->x
              : dim.getDim() == simt::Dim::Y ? shape->y
                                             : shape->z);
  } else if (isa<simt::LaneIdOp>(def) || isLaneIdAsm(def)) {
    ok = threadIdsKnown;
    for (unsigned t = 0; ok && t < threads; ++t)
      out[t] = t & 31;
  } else if (isa<simt::WarpIdOp>(def)) {
    ok = threadIdsKnown;
    for (unsigned t = 0; ok && t < threads; ++t)
      out[t] = t >> 5;
  } else if (std::optional<Election> elected = electionOf(v);
             elected && elected->mask && threadIdsKnown && (!shape || shape->size() == threads)) {
    unsigned leader = llvm::countr_zero(elected->mask);
    for (unsigned t = 0; t < threads; ++t)
      out[t] = elected->isLeader ? int64_t((t & 31) == leader) : int64_t(leader);
  } else if (isa<arith::FPToSIOp, arith::FPToUIOp>(def)) {
    const auto *in = operand(0);
    ok = in != nullptr;
    for (unsigned t = 0; ok && t < threads; ++t) {
      double x = asDouble((*in)[t]);
      if (!std::isfinite(x) || std::fabs(x) > 9.0e18) {
        ok = false;
        break;
      }
      out[t] = truncateTo(int64_t(x), width, width != 1);
    }
  } else if (auto cmpf = dyn_cast<arith::CmpFOp>(def)) {
    const auto *a = operand(0), *b = a ? operand(1) : nullptr;
    ok = a && b;
    for (unsigned t = 0; ok && t < threads; ++t)
      out[t] = compareFloat(cmpf.getPredicate(), asDouble((*a)[t]),
                            asDouble((*b)[t]));
  } else if (isa<arith::ExtSIOp, arith::ExtUIOp, arith::TruncIOp,
                 arith::IndexCastOp, arith::IndexCastUIOp>(def)) {
    const auto *in = operand(0);
    bool isSigned = !isa<arith::ExtUIOp, arith::IndexCastUIOp>(def);
    unsigned inWidth = widthOf(def->getOperand(0).getType());
    ok = in != nullptr;
    for (unsigned t = 0; ok && t < threads; ++t)
      out[t] = truncateTo(truncateTo((*in)[t], inWidth, isSigned), width,
                          width != 1);
    if (ok && width == 1)
      for (auto &x : out)
        x &= 1;
  } else if (auto cmp = dyn_cast<arith::CmpIOp>(def)) {
    const auto *a = operand(0), *b = a ? operand(1) : nullptr;
    ok = a && b;
    arith::CmpIPredicate pred = ok ? cmp.getPredicate() : arith::CmpIPredicate::eq;
    if (ok && isSplat(*a) && isSplat(*b))
      std::fill(out.begin(), out.end(), compare(pred, (*a)[0], (*b)[0]));
    else
      for (unsigned t = 0; ok && t < threads; ++t)
        out[t] = compare(pred, (*a)[t], (*b)[t]);
  } else if (def->getName().getStringRef() == "math.ctlz" ||
             def->getName().getStringRef() == "math.cttz" ||
             def->getName().getStringRef() == "math.ctpop") {
    // __clz / __ffs's count of trailing zeros / __popc (the math dialect's
    // spellings; matched by name, the analyses do not link that dialect).
    const auto *in = width > 1 && width <= 64 ? operand(0) : nullptr;
    ok = in != nullptr;
    StringRef name = def->getName().getStringRef();
    for (unsigned t = 0; ok && t < threads; ++t) {
      uint64_t x = uint64_t(truncateTo((*in)[t], width, false));
      int64_t r = name == "math.ctpop" ? llvm::popcount(x)
                  : x == 0             ? width
                  : name == "math.ctlz" ? llvm::countl_zero(x) - (64 - width)
                                        : llvm::countr_zero(x);
      out[t] = r;
    }
  } else if (auto vote = dyn_cast<simt::VoteOp>(def);
             vote && vote.getKind() == simt::VoteKind::Ballot && threadIdsKnown &&
             (!shape || shape->size() == threads)) {
    // __ballot_sync(mask, p): the bits of p over the lanes of the warp that
    // are in the mask (warps are runs of 32 linear thread ids). A full-mask
    // ballot under lane-divergent control flow is itself reported.
    const auto *pred = operand(0), *mask = pred ? operand(1) : nullptr;
    ok = mask != nullptr;
    for (unsigned w = 0; ok && w * 32 < threads; ++w) {
      uint32_t bits = 0;
      for (unsigned l = 0; l < 32 && w * 32 + l < threads; ++l)
        if ((*pred)[w * 32 + l] & 1 && (uint32_t((*mask)[w * 32 + l]) >> l & 1))
          bits |= 1u << l;
      for (unsigned l = 0; l < 32 && w * 32 + l < threads; ++l)
        out[w * 32 + l] = truncateTo(int64_t(bits), width, true);
    }
  } else if (isa<LLVM::BitReverseOp, LLVM::CtPopOp>(def) && width > 1) {
    // __brev / __popc on an integer of the table's width.
    const auto *in = operand(0);
    ok = in != nullptr;
    bool reverse = isa<LLVM::BitReverseOp>(def);
    for (unsigned t = 0; ok && t < threads; ++t) {
      uint64_t x = uint64_t(truncateTo((*in)[t], width, false)), r = 0;
      if (reverse)
        for (unsigned bit = 0; bit < width; ++bit)
          r |= ((x >> bit) & 1) << (width - 1 - bit);
      else
        r = llvm::popcount(x);
      out[t] = truncateTo(int64_t(r), width, true);
    }
  } else if (isa<arith::SelectOp>(def)) {
    const auto *c = operand(0), *a = c ? operand(1) : nullptr,
               *b = a ? operand(2) : nullptr;
    ok = c && a && b;
    for (unsigned t = 0; ok && t < threads; ++t)
      out[t] = (*c)[t] ? (*a)[t] : (*b)[t];
  } else if (isa<arith::RemUIOp, arith::RemSIOp, arith::AndIOp>(def) &&
             !compute(def->getOperand(0), depth + 1) &&
             alignedRemainderByValue(def, out, depth)) {
    // `(blockIdx.x * 512 + tx + 1) % i` with i a bound counter: done above.
  } else if (auto periodic = periodicRemainder(def);
             periodic && !compute(def->getOperand(0), depth + 1)) {
    // Every iteration's value is the start's (periodicRemainder).
    const auto *step = compute(periodic->step, depth + 1);
    const auto *start = step ? compute(periodic->start, depth + 1) : nullptr;
    ok = start && isSplat(*step) && (*step)[0] > 0 &&
         (*step)[0] % (periodic->divisor * periodic->modulus) == 0;
    for (unsigned t = 0; ok && t < threads; ++t) {
      int64_t x = (*start)[t];
      ok = x >= 0;
      for (Operation *div : periodic->divisions) {
        APInt c;
        (void)matchPattern(div->getOperand(1), m_ConstantInt(&c));
        x = isa<arith::DivUIOp, arith::DivSIOp>(div) ? x / c.getSExtValue()
                                                     : x >> c.getZExtValue();
      }
      out[t] = x % periodic->modulus;
    }
  } else if (auto aligned = alignedSumRemainder(def, shape);
             aligned && !compute(def->getOperand(0), depth + 1)) {
    // The rest's table, reduced (a negative rest under a signed remainder
    // is not what lane arithmetic does: not tabulated). Only when the sum
    // itself has no table: `(r - k + 15) % 15` (a tournament pairing, r a
    // bound counter) drops the 15 and leaves a negative rest, where the
    // sum's own table is exact.
    const auto *rest = compute(aligned->first, depth + 1);
    int64_t m = aligned->second;
    unsigned restWidth = widthOf(aligned->first.getType());
    ok = rest != nullptr && restWidth == width;
    for (unsigned t = 0; ok && t < threads; ++t) {
      int64_t x = (*rest)[t];
      ok = x >= 0;
      out[t] = x % m;
    }
  } else if (std::optional<BinaryKind> kind = binaryKind(def)) {
    const auto *a = operand(0), *b = a ? operand(1) : nullptr;
    ok = a && b;
    // The op is decided once, not per thread; a result that is the same
    // for every thread (uniform operands, as under counter bindings) is
    // computed once.
    auto apply = [&](int64_t x, int64_t y, bool &fine) -> int64_t {
      int64_t r = 0;
      uint64_t ux = uint64_t(truncateTo(x, width, false));
      uint64_t uy = uint64_t(truncateTo(y, width, false));
      // Wrapping, as the ops do (truncateTo below narrows to the width):
      // signed overflow here was undefined behaviour (UBSan).
      switch (*kind) {
      case BinaryKind::Add: r = int64_t(uint64_t(x) + uint64_t(y)); break;
      case BinaryKind::Sub: r = int64_t(uint64_t(x) - uint64_t(y)); break;
      case BinaryKind::Mul: r = int64_t(uint64_t(x) * uint64_t(y)); break;
      case BinaryKind::And: r = x & y; break;
      case BinaryKind::Or: r = x | y; break;
      case BinaryKind::Xor: r = x ^ y; break;
      case BinaryKind::Shl: r = y >= 0 && y < 64 ? int64_t(uint64_t(x) << y) : 0; break;
      case BinaryKind::ShrU: r = uy < 64 ? int64_t(ux >> uy) : 0; break;
      case BinaryKind::ShrS: r = y >= 0 && y < 64 ? x >> y : (x < 0 ? -1 : 0); break;
      case BinaryKind::MinS: r = std::min(x, y); break;
      case BinaryKind::MaxS: r = std::max(x, y); break;
      case BinaryKind::MinU: r = int64_t(std::min(ux, uy)); break;
      case BinaryKind::MaxU: r = int64_t(std::max(ux, uy)); break;
      case BinaryKind::Mul24U:
        r = int64_t((ux & 0xffffff) * (uy & 0xffffff));
        break;
      case BinaryKind::Mul24S:
        r = truncateTo(x, 24, true) * truncateTo(y, 24, true);
        break;
      default:
        if (y == 0) {
          fine = false;
          return 0;
        }
        if (*kind == BinaryKind::DivU) r = int64_t(ux / uy);
        else if (*kind == BinaryKind::DivS) r = x / y;
        else if (*kind == BinaryKind::RemU) r = int64_t(ux % uy);
        else r = x % y;
      }
      r = truncateTo(r, width, width != 1);
      return width == 1 ? r & 1 : r;
    };
    // The ops that cannot fail, one loop each: the kind is not re-decided
    // per thread (a fifth of the counter search's instructions in
    // cyclic_reduction_tridiagonal_shared). The same values as apply's.
    auto each = [&](auto op) {
      const int64_t *x = a->data(), *y = b->data();
      bool isSigned = width != 1;
      for (unsigned t = 0; t < threads; ++t) {
        int64_t r = truncateTo(op(x[t], y[t]), width, isSigned);
        out[t] = width == 1 ? r & 1 : r;
      }
    };
    if (ok && isSplat(*a) && isSplat(*b)) {
      int64_t r = apply((*a)[0], (*b)[0], ok);
      std::fill(out.begin(), out.end(), r);
    } else if (ok && *kind == BinaryKind::Add) {
      each([](int64_t x, int64_t y) { return int64_t(uint64_t(x) + uint64_t(y)); });
    } else if (ok && *kind == BinaryKind::Sub) {
      each([](int64_t x, int64_t y) { return int64_t(uint64_t(x) - uint64_t(y)); });
    } else if (ok && *kind == BinaryKind::Mul) {
      each([](int64_t x, int64_t y) { return int64_t(uint64_t(x) * uint64_t(y)); });
    } else if (ok && *kind == BinaryKind::And) {
      each([](int64_t x, int64_t y) { return x & y; });
    } else if (ok && *kind == BinaryKind::Or) {
      each([](int64_t x, int64_t y) { return x | y; });
    } else if (ok && *kind == BinaryKind::Xor) {
      each([](int64_t x, int64_t y) { return x ^ y; });
    } else {
      for (unsigned t = 0; ok && t < threads; ++t)
        out[t] = apply((*a)[t], (*b)[t], ok);
    }
  } else if (auto table = matchInitializedTableLoad(def)) {
    // `c_zigzag[t]`: the table's initial contents at a tabulated index.
    const auto *index = compute(table->index, depth + 1);
    ok = index != nullptr;
    int64_t size = int64_t(table->contents.size());
    for (unsigned t = 0; ok && t < threads; ++t) {
      int64_t i = (*index)[t];
      ok = i >= 0 && i < size;
      if (ok)
        out[t] = table->contents[i];
    }
  } else {
    ok = false;
  }
  if (!ok) {
    if (spare.size() < kSpareTables)
      spare.push_back(std::move(result));
    cache[v] = nullptr;
    return nullptr;
  }
  return (cache[v] = std::move(result)).get();
}

const std::vector<int64_t> *ThreadFunctions::computeFloat(Value v, Operation *def,
                                                          unsigned depth) {
  Cache &cache = *active;
  Type type = v.getType();
  auto result = std::make_unique<std::vector<int64_t>>(threads);
  std::vector<int64_t> &out = *result;
  auto operand = [&](unsigned i) { return compute(def->getOperand(i), depth + 1); };
  bool ok = true;
  FloatAttr constant;
  if (matchPattern(v, m_Constant(&constant))) {
    std::fill(out.begin(), out.end(),
              fromDouble(constant.getValueAsDouble(), type));
  } else if (isa<arith::SIToFPOp, arith::UIToFPOp>(def)) {
    const auto *in = operand(0);
    unsigned inWidth = widthOf(def->getOperand(0).getType());
    bool isSigned = isa<arith::SIToFPOp>(def);
    ok = in != nullptr && inWidth;
    for (unsigned t = 0; ok && t < threads; ++t) {
      int64_t x = truncateTo((*in)[t], inWidth, isSigned);
      out[t] = fromDouble(isSigned ? double(x) : double(uint64_t(x)), type);
    }
  } else if (isa<arith::ExtFOp, arith::TruncFOp>(def) &&
             isFloatValue(def->getOperand(0).getType())) {
    const auto *in = operand(0);
    ok = in != nullptr;
    for (unsigned t = 0; ok && t < threads; ++t)
      out[t] = fromDouble(asDouble((*in)[t]), type);
  } else if (isa<arith::AddFOp, arith::SubFOp, arith::MulFOp, arith::DivFOp,
                 arith::MinimumFOp, arith::MaximumFOp>(def)) {
    const auto *a = operand(0), *b = a ? operand(1) : nullptr;
    ok = a && b;
    for (unsigned t = 0; ok && t < threads; ++t) {
      double x = asDouble((*a)[t]), y = asDouble((*b)[t]), r;
      if (isa<arith::AddFOp>(def)) r = x + y;
      else if (isa<arith::SubFOp>(def)) r = x - y;
      else if (isa<arith::MulFOp>(def)) r = x * y;
      else if (isa<arith::DivFOp>(def)) r = x / y;
      else if (isa<arith::MinimumFOp>(def)) r = std::fmin(x, y);
      else r = std::fmax(x, y);
      out[t] = fromDouble(r, type);
    }
  } else if (isa<arith::NegFOp>(def)) {
    const auto *a = operand(0);
    ok = a != nullptr;
    for (unsigned t = 0; ok && t < threads; ++t)
      out[t] = fromDouble(-asDouble((*a)[t]), type);
  } else if (auto call = dyn_cast<func::CallOp>(def);
             call && call.getCallee().starts_with("__nv_") &&
             call.getNumOperands() <= 2 && call.getNumResults() == 1) {
    SmallVector<const std::vector<int64_t> *, 2> args;
    for (unsigned i = 0; ok && i < call.getNumOperands(); ++i) {
      args.push_back(isFloatValue(def->getOperand(i).getType()) ? operand(i)
                                                                 : nullptr);
      ok = args.back() != nullptr;
    }
    for (unsigned t = 0; ok && t < threads; ++t) {
      SmallVector<double, 2> x;
      for (const auto *a : args)
        x.push_back(asDouble((*a)[t]));
      std::optional<double> r = evalMath(call.getCallee(), x);
      ok = r.has_value();
      if (ok)
        out[t] = fromDouble(*r, type);
    }
  } else if (isa<arith::SelectOp>(def)) {
    const auto *c = operand(0), *a = c ? operand(1) : nullptr,
               *b = a ? operand(2) : nullptr;
    ok = c && a && b;
    for (unsigned t = 0; ok && t < threads; ++t)
      out[t] = (*c)[t] ? (*a)[t] : (*b)[t];
  } else {
    ok = false;
  }
  if (!ok) {
    cache[v] = nullptr;
    return nullptr;
  }
  return (cache[v] = std::move(result)).get();
}

const std::vector<int64_t> *ThreadFunctions::singleIterationIndex(BlockArgument arg,
                                                                  unsigned depth) {
  // A loop header `^h(%pos)` ending in `cond_br (pos < B), body, exit`,
  // entered with the start and re-entered with `pos + S`.
  Block *header = arg.getOwner();
  if (header->isEntryBlock() || !header->getParentOp())
    return nullptr;
  auto br = dyn_cast<cf::CondBranchOp>(header->getTerminator());
  auto cmp = br ? br.getCondition().getDefiningOp<arith::CmpIOp>() : nullptr;
  if (!cmp || stripIntCasts(cmp.getLhs()) != arg ||
      (cmp.getPredicate() != arith::CmpIPredicate::slt &&
       cmp.getPredicate() != arith::CmpIPredicate::ult) ||
      br.getTrueDest() == header || br.getTrueDest()->getSinglePredecessor() != header)
    return nullptr;
  SmallVector<Block *, 2> preds(header->getPredecessors());
  if (preds.size() != 2 || preds[0] == preds[1])
    return nullptr;
  Value start, step;
  for (Block *pred : preds) {
    auto branch = dyn_cast<BranchOpInterface>(pred->getTerminator());
    if (!branch || pred->getTerminator()->getNumSuccessors() != 1)
      return nullptr;
    Value in = branch.getSuccessorOperands(0)[arg.getArgNumber()];
    auto add = in ? in.getDefiningOp<arith::AddIOp>() : nullptr;
    Value other;
    if (add && stripIntCasts(add.getLhs()) == arg)
      other = add.getRhs();
    else if (add && stripIntCasts(add.getRhs()) == arg)
      other = add.getLhs();
    if (other && !step)
      step = other;
    else if (in && !start)
      start = in;
    else
      return nullptr;
  }
  if (!start || !step)
    return nullptr;
  if (!dominance)
    dominance = std::make_shared<DominanceInfo>(header->getParentOp());
  // Every use is in the loop's test or body: there the index is the start
  // (the one iteration); after the loop it would be past it.
  Block *body = br.getTrueDest();
  for (Operation *user : arg.getUsers())
    if (user->getBlock() != header && !dominance->dominates(body, user->getBlock()))
      return nullptr;
  const std::vector<int64_t> *stepTable = compute(step, depth + 1);
  const std::vector<int64_t> *startTable = stepTable ? compute(start, depth + 1) : nullptr;
  if (!startTable || stepTable->empty() || !isSplat(*stepTable) || (*stepTable)[0] <= 0)
    return nullptr;
  // The largest bound the test compares with: the largest value of an
  // enclosing loop's counter (`pos < stride`, stride = 256, 128, ..., 1).
  // (Only counters: a constant or shape-fixed bound is what runsIteration
  // and the strided-loop rules of the hazard analysis already read.)
  std::optional<int64_t> bound;
  if (isa<BlockArgument>(stripIntCasts(cmp.getRhs())) &&
      !cast<BlockArgument>(stripIntCasts(cmp.getRhs())).getOwner()->isEntryBlock()) {
    static thread_local unsigned nesting = 0;
    if (nesting > 2)
      return nullptr;
    ++nesting;
    ThreadFunctions eval = uniformEvaluator(header->getParentOp(), shape);
    auto values = enumerateLoopValues(stripIntCasts(cmp.getRhs()), *dominance, eval, {}, 64);
    --nesting;
    if (!values || values->empty())
      return nullptr;
    bound = *llvm::max_element(*values);
  }
  if (!bound)
    return nullptr;
  for (int64_t x : *startTable)
    if (x < 0 || x + (*stepTable)[0] < *bound)
      return nullptr;
  auto copy = std::make_unique<std::vector<int64_t>>(*startTable);
  return ((*active)[arg] = std::move(copy)).get();
}
