//===- SimtOps.cpp - simt op verifiers, folders and assembly ---------------===//
#include "dialects/simt/IR/SimtDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace kiln::simt;

#define GET_OP_CLASSES
#include "dialects/simt/IR/SimtOps.cpp.inc"

namespace {
bool isIntOrFloat(Type t) { return t.isIntOrFloat(); }

/// Types that fit a 32- or 64-bit register: what shuffles and atomics move.
unsigned scalarBitWidth(Type t) {
  if (t.isIntOrFloat())
    return t.getIntOrFloatBitWidth();
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

void LoadOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  effects.emplace_back(MemoryEffects::Read::get(), &getPtrMutable());
  // Volatile: the program observes every access, as LLVM's `load volatile`.
  if (getVolatile_())
    effects.emplace_back(MemoryEffects::Write::get(), &getPtrMutable());
}

LogicalResult LoadOp::verify() {
  auto ptr = cast<PtrType>(getPtr().getType());
  if (ptr.getElementType() != getType())
    return emitOpError() << "loads " << getType() << " through a pointer to "
                         << ptr.getElementType();
  if (getInvariant() && ptr.getAddressSpace() != AddressSpace::Global &&
      ptr.getAddressSpace() != AddressSpace::Generic)
    return emitOpError() << "an invariant load reads global memory";
  return success();
}

LogicalResult StoreOp::verify() {
  auto ptr = cast<PtrType>(getPtr().getType());
  if (ptr.getElementType() != getValue().getType())
    return emitOpError() << "stores " << getValue().getType()
                         << " through a pointer to " << ptr.getElementType();
  if (ptr.getAddressSpace() == AddressSpace::Constant)
    return emitOpError() << "constant memory is read-only on the device";
  return success();
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

LogicalResult AtomicRMWOp::verify() {
  if (failed(verifyAtomicPointer(*this, getPtr(), getValue().getType(),
                                 getScope())))
    return failure();
  if (getResult().getType() != getValue().getType())
    return emitOpError() << "result type must match the value type";
  Type t = getValue().getType();
  bool isFloat = isa<FloatType>(t);
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
  if (isFloat && getKind() == AtomicKind::Add && t.getIntOrFloatBitWidth() == 16 &&
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
