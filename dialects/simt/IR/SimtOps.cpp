//===- SimtOps.cpp - simt op verifiers, folders and assembly ---------------===//
#include "dialects/simt/IR/SimtDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/PatternMatch.h"

#include "llvm/IR/Attributes.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/LLVMContext.h"

#include <mutex>

using namespace mlir;
using namespace kiln::simt;

#define GET_OP_CLASSES
#include "dialects/simt/IR/SimtOps.cpp.inc"

namespace {
bool isIntOrFloat(Type t) { return t.isIntOrFloat(); }

/// vector<2xf16> / vector<2xbf16>: one 32-bit register (atom.add.noftz.f16x2).
bool isPackedHalfPair(Type t) {
  auto v = dyn_cast<VectorType>(t);
  return v && v.getRank() == 1 && v.getNumElements() == 2 &&
         (v.getElementType().isF16() || v.getElementType().isBF16());
}

/// Types that fit a 32- or 64-bit register: what shuffles and atomics move.
unsigned scalarBitWidth(Type t) {
  if (t.isIntOrFloat())
    return t.getIntOrFloatBitWidth();
  if (isPackedHalfPair(t))
    return 32;
  if (isa<PtrType>(t))
    return 64;
  return 0;
}
} // namespace

//===----------------------------------------------------------------------===//
// Barriers and fences
//===----------------------------------------------------------------------===//

LogicalResult BarrierOp::verify() {
  if (getMask() && getScope() != Scope::Warp)
    return emitOpError() << "only a warp barrier takes a lane mask; a "
                         << stringifyScope(getScope())
                         << " barrier synchronises every thread of its scope";
  if (getScope() == Scope::Device || getScope() == Scope::System)
    return emitOpError() << "there is no " << stringifyScope(getScope())
                         << "-scope barrier; use warp, block or cluster";
  return success();
}

LogicalResult NamedBarrierOp::verify() {
  // What the verifier can see; other values are the program's to get right.
  APInt id, threads;
  if (matchPattern(getId(), m_ConstantInt(&id)) && id.getZExtValue() > 15)
    return emitOpError() << "barrier " << id.getZExtValue()
                         << " does not exist: a block has barriers 0 to 15";
  if (matchPattern(getThreads(), m_ConstantInt(&threads)) &&
      (threads.isZero() || threads.getZExtValue() % 32 || threads.getZExtValue() > 1024))
    return emitOpError() << "a barrier of " << threads.getZExtValue()
                         << " threads: it counts whole warps, 32 to 1024 threads";
  return success();
}

namespace {
/// Two identical barriers in a row synchronise nothing the first did not.
struct EraseRepeatedBarrier : OpRewritePattern<BarrierOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(BarrierOp op,
                                PatternRewriter &rewriter) const override {
    auto prev = dyn_cast_or_null<BarrierOp>(op->getPrevNode());
    if (!prev || prev.getScope() != op.getScope() ||
        prev.getMask() != op.getMask())
      return failure();
    rewriter.eraseOp(op);
    return success();
  }
};
} // namespace

void BarrierOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                            MLIRContext *context) {
  results.add<EraseRepeatedBarrier>(context);
}

LogicalResult FenceOp::verify() {
  if (getScope() == Scope::Warp)
    return emitOpError() << "there is no warp-scope fence; use block";
  if (getOrder() != MemoryOrder::SeqCst && getOrder() != MemoryOrder::AcqRel)
    return emitOpError() << "a fence orders as acq_rel or seq_cst, not "
                         << stringifyMemoryOrder(getOrder());
  return success();
}

//===----------------------------------------------------------------------===//
// Globals
//===----------------------------------------------------------------------===//

// simt.global <space> @name : type (= initial)? attr-dict
ParseResult GlobalOp::parse(OpAsmParser &parser, OperationState &result) {
  StringRef spaceName;
  SMLoc spaceLoc = parser.getCurrentLocation();
  if (parser.parseKeyword(&spaceName))
    return failure();
  auto space = symbolizeAddressSpace(spaceName);
  if (!space)
    return parser.emitError(spaceLoc) << "unknown address space '" << spaceName
                                      << "'";
  StringAttr name;
  Type type;
  if (parser.parseSymbolName(name, getSymNameAttrName(result.name),
                             result.attributes) ||
      parser.parseColonType(type))
    return failure();
  result.addAttribute(getSpaceAttrName(result.name),
                      AddressSpaceAttr::get(parser.getContext(), *space));
  result.addAttribute(getTypeAttrName(result.name), TypeAttr::get(type));
  if (succeeded(parser.parseOptionalEqual())) {
    Attribute initial;
    if (parser.parseAttribute(initial))
      return failure();
    result.addAttribute(getInitialAttrName(result.name), initial);
  }
  return parser.parseOptionalAttrDict(result.attributes);
}

void GlobalOp::print(OpAsmPrinter &p) {
  p << ' ' << stringifyAddressSpace(getSpace()) << ' ';
  p.printSymbolName(getSymName());
  p << " : " << getType();
  if (auto initial = getInitialAttr()) {
    p << " = ";
    p.printAttribute(initial);
  }
  p.printOptionalAttrDict((*this)->getAttrs(),
                          {getSymNameAttrName(), getTypeAttrName(),
                           getSpaceAttrName(), getInitialAttrName()});
}

LogicalResult GlobalOp::verify() {
  switch (getSpace()) {
  case AddressSpace::Shared:
    if (getInitialAttr())
      return emitOpError() << "shared memory cannot have an initial value";
    break;
  case AddressSpace::Constant:
  case AddressSpace::Global:
    break;
  default:
    return emitOpError() << "a module-level variable lives in shared, constant "
                            "or global memory, not "
                         << stringifyAddressSpace(getSpace());
  }
  if (auto align = getAlignment())
    if (*align <= 0 || !llvm::isPowerOf2_64(*align))
      return emitOpError() << "alignment must be a power of two";
  if (getReadonly() && !getInitialAttr())
    return emitOpError() << "read-only data needs an initial value";
  return success();
}

LogicalResult
AddressOfOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  auto global =
      symbolTable.lookupNearestSymbolFrom<GlobalOp>(*this, getGlobalAttr());
  if (!global)
    return emitOpError() << "'" << getGlobal()
                         << "' does not name a simt.global";
  auto ptr = cast<PtrType>(getType());
  if (ptr.getAddressSpace() != global.getSpace())
    return emitOpError() << "result points into "
                         << stringifyAddressSpace(ptr.getAddressSpace())
                         << " memory but '" << getGlobal() << "' lives in "
                         << stringifyAddressSpace(global.getSpace());
  if (ptr.getElementType() != global.getType())
    return emitOpError() << "result element type " << ptr.getElementType()
                         << " differs from the global's type "
                         << global.getType();
  return success();
}

LogicalResult DynamicSharedOp::verify() {
  if (!cast<PtrType>(getType()).isShared())
    return emitOpError() << "dynamic shared memory is in the shared space";
  if (getAlignment() <= 0 || !llvm::isPowerOf2_64(getAlignment()))
    return emitOpError() << "alignment must be a power of two";
  return success();
}

LogicalResult ParamAddressOp::verify() {
  auto type = cast<PtrType>(getType());
  if (type.getAddressSpace() != AddressSpace::Param || type.getElementType() != getParam().getType())
    return emitOpError() << "points at its parameter's type in the param space";
  auto arg = dyn_cast<BlockArgument>(getParam());
  Operation *owner = arg ? arg.getOwner()->getParentOp() : nullptr;
  if (!arg || !arg.getOwner()->isEntryBlock() || !owner || !isKernel(owner))
    return emitOpError() << "takes a kernel's parameter (an entry-block argument of a simt.kernel function)";
  return success();
}

//===----------------------------------------------------------------------===//
// Pointers, loads and stores
//===----------------------------------------------------------------------===//

LogicalResult AllocaOp::verify() {
  if (cast<PtrType>(getType()).getAddressSpace() != AddressSpace::Local)
    return emitOpError() << "a thread-private variable is in the local space";
  if (getCount() <= 0)
    return emitOpError() << "count must be positive";
  return success();
}

/// What a cache-operator load or store can move: a scalar of 8 to 64 bits,
/// or a struct of two or four equal such scalars (CUDA's char2 ... double2,
/// float4, int4), one ld/st.global.<op>[.v2|.v4] instruction.
static bool isCacheHintable(Type t) {
  auto scalar = [](Type e) {
    if (!e.isIntOrFloat())
      return false;
    unsigned w = e.getIntOrFloatBitWidth();
    return w == 8 || w == 16 || w == 32 || w == 64;
  };
  if (scalar(t))
    return true;
  auto st = dyn_cast<LLVM::LLVMStructType>(t);
  if (!st || (st.getBody().size() != 2 && st.getBody().size() != 4))
    return false;
  Type e = st.getBody()[0];
  if (!scalar(e) || llvm::any_of(st.getBody(), [&](Type f) { return f != e; }))
    return false;
  // ld.v4 of 64-bit elements does not exist (no double4/longlong4 overloads).
  return !(st.getBody().size() == 4 && e.getIntOrFloatBitWidth() == 64);
}

template <class Op>
static LogicalResult verifyCacheHint(Op op, PtrType ptr, Type value) {
  if (ptr.getAddressSpace() != AddressSpace::Global &&
      ptr.getAddressSpace() != AddressSpace::Generic)
    return op.emitOpError() << "a cache operator applies to global memory, not "
                            << stringifyAddressSpace(ptr.getAddressSpace());
  if (op.getVolatile_())
    return op.emitOpError() << "a volatile access has no cache operator";
  if (!isCacheHintable(value))
    return op.emitOpError() << "a cache operator moves a scalar or a 2- or 4-element "
                               "vector of 8- to 64-bit scalars, not " << value;
  return success();
}

LogicalResult LoadOp::verify() {
  auto ptr = cast<PtrType>(getPtr().getType());
  if (ptr.getElementType() != getType())
    return emitOpError() << "loads " << getType() << " through a pointer to "
                         << ptr.getElementType();
  if (getInvariant() && ptr.getAddressSpace() != AddressSpace::Global &&
      ptr.getAddressSpace() != AddressSpace::Generic)
    return emitOpError() << "an invariant load reads global memory";
  if (getCache()) {
    if (getInvariant())
      return emitOpError() << "an invariant load (ld.global.nc) has no cache operator";
    return verifyCacheHint(*this, ptr, getType());
  }
  return success();
}

LogicalResult StoreOp::verify() {
  auto ptr = cast<PtrType>(getPtr().getType());
  if (ptr.getElementType() != getValue().getType())
    return emitOpError() << "stores " << getValue().getType()
                         << " through a pointer to " << ptr.getElementType();
  if (ptr.getAddressSpace() == AddressSpace::Constant)
    return emitOpError() << "constant memory is read-only on the device";
  if (ptr.getAddressSpace() == AddressSpace::Param)
    return emitOpError() << "kernel parameters are read-only";
  if (getCache())
    return verifyCacheHint(*this, ptr, getValue().getType());
  return success();
}

static LogicalResult verifyByteCount(Operation *op, Value len, PtrType dst) {
  unsigned w = len.getType().getIntOrFloatBitWidth();
  if (w != 32 && w != 64)
    return op->emitOpError() << "counts bytes in an i32 or i64, not " << len.getType();
  if (dst.getAddressSpace() == AddressSpace::Constant)
    return op->emitOpError() << "constant memory is read-only on the device";
  if (dst.getAddressSpace() == AddressSpace::Param)
    return op->emitOpError() << "kernel parameters are read-only";
  return success();
}

LogicalResult MemcpyOp::verify() {
  return verifyByteCount(*this, getLen(), cast<PtrType>(getDst().getType()));
}

LogicalResult MemsetOp::verify() {
  return verifyByteCount(*this, getLen(), cast<PtrType>(getDst().getType()));
}

OpFoldResult PtrAddOp::fold(FoldAdaptor adaptor) {
  if (matchPattern(adaptor.getOffset(), m_Zero()))
    return getBase();
  return {};
}

LogicalResult MemberPtrOp::verify() {
  auto base = cast<PtrType>(getBase().getType());
  auto result = cast<PtrType>(getType());
  auto structTy = dyn_cast<LLVM::LLVMStructType>(base.getElementType());
  if (!structTy)
    return emitOpError() << "base must point to an !llvm.struct, not "
                         << base.getElementType();
  auto body = structTy.getBody();
  if (getIndex() >= body.size())
    return emitOpError() << "field " << getIndex() << " is out of range for "
                         << structTy;
  if (result.getAddressSpace() != base.getAddressSpace())
    return emitOpError() << "a field lives in the address space of its struct";
  if (result.getElementType() != body[getIndex()])
    return emitOpError() << "field " << getIndex() << " has type "
                         << body[getIndex()] << ", not "
                         << result.getElementType();
  return success();
}

LogicalResult PtrCastOp::verify() {
  auto from = cast<PtrType>(getSource().getType()).getAddressSpace();
  auto to = cast<PtrType>(getType()).getAddressSpace();
  if (from != to && from != AddressSpace::Generic && to != AddressSpace::Generic)
    return emitOpError() << "cannot convert a " << stringifyAddressSpace(from)
                         << " pointer to " << stringifyAddressSpace(to)
                         << " directly; go through generic";
  return success();
}

OpFoldResult PtrCastOp::fold(FoldAdaptor) {
  if (getSource().getType() == getType())
    return getSource();
  // cast(cast(x)) -> cast(x) when the outer cast alone is valid.
  if (auto inner = getSource().getDefiningOp<PtrCastOp>()) {
    auto from = cast<PtrType>(inner.getSource().getType());
    if (from == getType())
      return inner.getSource();
    auto to = cast<PtrType>(getType());
    if (from.getAddressSpace() == to.getAddressSpace() ||
        from.getAddressSpace() == AddressSpace::Generic ||
        to.getAddressSpace() == AddressSpace::Generic) {
      getSourceMutable().assign(inner.getSource());
      return getResult();
    }
  }
  return {};
}

//===----------------------------------------------------------------------===//
// Atomics
//===----------------------------------------------------------------------===//

static LogicalResult verifyAtomicPointer(Operation *op, Value ptr, Type value,
                                         Scope scope) {
  auto ptrTy = cast<PtrType>(ptr.getType());
  if (ptrTy.getElementType() != value)
    return op->emitOpError() << "value type " << value
                             << " differs from the pointee "
                             << ptrTy.getElementType();
  switch (ptrTy.getAddressSpace()) {
  case AddressSpace::Local:
  case AddressSpace::Constant:
  case AddressSpace::Param:
    return op->emitOpError() << "atomics act on global or shared memory, not "
                             << stringifyAddressSpace(ptrTy.getAddressSpace());
  default:
    break;
  }
  if (scope == Scope::Warp)
    return op->emitOpError()
           << "atomics have no warp scope; use block, cluster, device or "
              "system";
  unsigned bits = scalarBitWidth(value);
  if (bits != 16 && bits != 32 && bits != 64)
    return op->emitOpError() << "atomics act on 16-, 32- or 64-bit values, not "
                             << value;
  return success();
}

/// vector<2xf32> / vector<4xf32>: PTX's red/atom .v2/.v4.f32 (sm_90+), an
/// add on global memory of each element atomically (not of the whole).
static bool isF32Vector(Type t) {
  auto v = dyn_cast<VectorType>(t);
  return v && v.getRank() == 1 && v.getElementType().isF32() &&
         (v.getNumElements() == 2 || v.getNumElements() == 4);
}

LogicalResult AtomicRMWOp::verify() {
  if (isF32Vector(getValue().getType())) {
    auto ptrTy = cast<PtrType>(getPtr().getType());
    if (ptrTy.getElementType() != getValue().getType())
      return emitOpError() << "value type " << getValue().getType()
                           << " differs from the pointee "
                           << ptrTy.getElementType();
    if (ptrTy.getAddressSpace() != AddressSpace::Global)
      return emitOpError() << "vector atomics act on global memory";
    if (getKind() != AtomicKind::Add)
      return emitOpError() << "a " << getValue().getType()
                           << " vector only has atomic 'add'";
    if (getResult().getType() != getValue().getType())
      return emitOpError() << "result type must match the value type";
    if (getScope() == Scope::Warp)
      return emitOpError() << "atomics have no warp scope; use block, "
                              "cluster, device or system";
    return success();
  }
  if (failed(verifyAtomicPointer(*this, getPtr(), getValue().getType(),
                                 getScope())))
    return failure();
  if (getResult().getType() != getValue().getType())
    return emitOpError() << "result type must match the value type";
  Type t = getValue().getType();
  if (isPackedHalfPair(t) && getKind() != AtomicKind::Add)
    return emitOpError() << "a " << t << " pair only has atomic 'add'";
  bool isFloat = isa<FloatType>(t) || isPackedHalfPair(t);
  switch (getKind()) {
  case AtomicKind::Add:
  case AtomicKind::Exchange:
    break;
  case AtomicKind::Min:
  case AtomicKind::Max:
  case AtomicKind::UMin:
  case AtomicKind::UMax:
  case AtomicKind::And:
  case AtomicKind::Or:
  case AtomicKind::Xor:
    if (isFloat)
      return emitOpError() << "'" << stringifyAtomicKind(getKind())
                           << "' needs an integer value, not " << t;
    break;
  case AtomicKind::Inc:
  case AtomicKind::Dec:
    if (!t.isInteger(32))
      return emitOpError() << "'" << stringifyAtomicKind(getKind())
                           << "' wraps an i32 counter, not " << t;
    break;
  }
  if (isa<FloatType>(t) && getKind() == AtomicKind::Add && t.getIntOrFloatBitWidth() == 16 &&
      !t.isF16() && !t.isBF16())
    return emitOpError() << "unsupported float type " << t;
  return success();
}

LogicalResult AtomicCASOp::verify() {
  if (failed(verifyAtomicPointer(*this, getPtr(), getExpected().getType(),
                                 getScope())))
    return failure();
  if (getExpected().getType() != getDesired().getType() ||
      getResult().getType() != getExpected().getType())
    return emitOpError() << "expected, desired and result must have one type";
  return success();
}

LogicalResult AtomicLoadOp::verify() {
  if (failed(verifyAtomicPointer(*this, getPtr(), getType(), getScope())))
    return failure();
  if (getOrder() == MemoryOrder::Release || getOrder() == MemoryOrder::AcqRel)
    return emitOpError() << "a load cannot have "
                         << stringifyMemoryOrder(getOrder()) << " order";
  return success();
}

LogicalResult AtomicStoreOp::verify() {
  if (failed(verifyAtomicPointer(*this, getPtr(), getValue().getType(),
                                 getScope())))
    return failure();
  if (getOrder() == MemoryOrder::Acquire || getOrder() == MemoryOrder::AcqRel)
    return emitOpError() << "a store cannot have "
                         << stringifyMemoryOrder(getOrder()) << " order";
  return success();
}

//===----------------------------------------------------------------------===//
// Warp collectives
//===----------------------------------------------------------------------===//

LogicalResult ShuffleOp::verify() {
  unsigned bits = scalarBitWidth(getValue().getType());
  if (bits != 32 && bits != 64 && bits != 16 && bits != 8)
    return emitOpError() << "shuffles move 8- to 64-bit scalars, not "
                         << getValue().getType();
  if (!isIntOrFloat(getValue().getType()) && !isa<PtrType>(getValue().getType()))
    return emitOpError() << "cannot shuffle " << getValue().getType();
  return success();
}

LogicalResult VoteOp::verify() {
  bool wantsMask = getKind() == VoteKind::Ballot;
  if (wantsMask && !getType().isInteger(32))
    return emitOpError() << "ballot returns the i32 lane mask";
  if (!wantsMask && !getType().isInteger(1))
    return emitOpError() << "'" << stringifyVoteKind(getKind())
                         << "' returns an i1";
  return success();
}

//===----------------------------------------------------------------------===//
// IntrinsicOp
//===----------------------------------------------------------------------===//

/// Whether LLVM declares `id` as touching no memory and not convergent:
/// what the op's Pure trait promises. LLVM answers through attributes that
/// live in an LLVMContext, so one private context serves every query.
static bool isPureIntrinsic(llvm::Intrinsic::ID id) {
  static std::mutex mutex;
  static llvm::LLVMContext context;
  static llvm::DenseMap<unsigned, bool> cache;
  std::lock_guard<std::mutex> lock(mutex);
  auto [it, inserted] = cache.try_emplace(id, false);
  if (inserted) {
    llvm::AttributeSet attrs = llvm::Intrinsic::getFnAttributes(context, id);
    it->second = attrs.getMemoryEffects().doesNotAccessMemory() &&
                 !attrs.hasAttribute(llvm::Attribute::Convergent);
  }
  return it->second;
}

/// PTX opcodes `ptx.*` may name: arithmetic and conversions on registers
/// (no memory, no synchronisation, no control flow).
static bool isPtxArithmetic(StringRef opcode) {
  static const char *const roots[] = {"abs", "add", "cos", "cvt", "div", "ex2", "fma",
                                      "lg2", "max", "min", "mul", "neg", "rcp", "rsqrt",
                                      "sad", "set", "sin", "sqrt", "sub", "tanh",
                                      "vabsdiff2", "vabsdiff4"};
  StringRef root = opcode.split('.').first;
  return llvm::is_contained(roots, root) && opcode.contains('.');
}

/// PTX register classes the `ptx.*` form passes values in.
static bool hasPtxRegister(Type t) {
  if (auto v = dyn_cast<VectorType>(t))
    return isPackedHalfPair(v);
  return t.isInteger(16) || t.isInteger(32) || t.isInteger(64) || t.isF16() ||
         t.isBF16() || t.isF32() || t.isF64();
}

LogicalResult IntrinsicOp::verify() {
  StringRef name = getName();
  if (StringRef opcode = name; opcode.consume_front("ptx.")) {
    if (!isPtxArithmetic(opcode))
      return emitOpError() << "'" << opcode
                           << "' is not a PTX arithmetic or conversion instruction";
    for (Type t : getOperandTypes())
      if (!hasPtxRegister(t))
        return emitOpError() << "PTX has no register for " << t;
    if (!hasPtxRegister(getType()))
      return emitOpError() << "PTX has no register for " << getType();
    return success();
  }
  if (!name.starts_with("llvm."))
    return emitOpError() << "names an LLVM intrinsic ('llvm.*') or a PTX instruction "
                            "('ptx.*'), not '"
                         << name << "'";
  llvm::Intrinsic::ID id = llvm::Intrinsic::lookupIntrinsicID(name);
  if (id == llvm::Intrinsic::not_intrinsic)
    return emitOpError() << "'" << name << "' is not an LLVM intrinsic";
  if (!isPureIntrinsic(id))
    return emitOpError() << "'" << name
                         << "' reads or writes memory or synchronises; only pure "
                            "intrinsics are allowed";
  return success();
}
