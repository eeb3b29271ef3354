//===- SimtDialect.cpp - simt dialect registration and attributes ---------===//
#include "dialects/simt/IR/SimtDialect.h"
#include "dialects/simt/IR/SplitLoopAttr.h"
#include "dialects/simt/IR/SyncFactAttrs.h"
#include "dialects/simt/IR/SimtStackOps.h"
#include "dialects/simt/IR/InlinePtx.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace kiln::simt;

namespace kiln::simt {
// SimtMemorySlot.cpp (declared here, not in SimtDialect.h, which every pass includes).
void addSimtMemorySlotModels(SimtDialect &dialect);
} // namespace kiln::simt

#include "dialects/simt/IR/SimtDialect.cpp.inc"
#include "dialects/simt/IR/SimtEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "dialects/simt/IR/SimtAttrs.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "dialects/simt/IR/SimtTypes.cpp.inc"

void SimtDialect::initialize() {
  registerTypes();
  registerAttributes();
  addOperations<
#define GET_OP_LIST
#include "dialects/simt/IR/SimtOps.cpp.inc"
      >();
  addSimtStackOps(*this);
  addSimtInlinerInterface(*this);
  addSimtMemorySlotModels(*this);
  // mem2reg builds ub.poison for slots read before their first store.
  getContext()->loadDialect<ub::UBDialect>();
}

void SimtDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "dialects/simt/IR/SimtTypes.cpp.inc"
      >();
}

// 64-bit pointers in every address space, as the NVPTX data layout Kiln
// compiles with (no short shared/local pointers). The preferred alignment
// is the interface's default, the ABI one.
llvm::TypeSize PtrType::getTypeSizeInBits(const DataLayout &,
                                          DataLayoutEntryListRef) const {
  return llvm::TypeSize::getFixed(64);
}
uint64_t PtrType::getABIAlignment(const DataLayout &,
                                  DataLayoutEntryListRef) const {
  return 8;
}

void SimtDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "dialects/simt/IR/SimtAttrs.cpp.inc"
      >();
}

LogicalResult
LaunchBoundsAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                         uint32_t maxThreads, uint32_t minBlocks) {
  if (maxThreads == 0 || maxThreads > 1024)
    return emitError() << "launch bounds: max threads per block must be in "
                          "1..1024, got "
                       << maxThreads;
  return success();
}

namespace {
/// Threads a block can have on every target.
constexpr int64_t kMaxBlockThreads = 1024;
} // namespace

LogicalResult SimtDialect::verifyOperationAttribute(Operation *op,
                                                    NamedAttribute attr) {
  StringRef name = attr.getName().getValue();
  if (name == KernelAttrHelper::getNameStr()) {
    if (!isa<UnitAttr>(attr.getValue()))
      return op->emitError() << "'" << name << "' must be a unit attribute";
    auto func = dyn_cast<func::FuncOp>(op);
    if (!func)
      return op->emitError() << "'" << name << "' applies to func.func only";
    if (func.getFunctionType().getNumResults() != 0)
      return op->emitError() << "a kernel must not return a value";
    return success();
  }
  if (name == LaunchBoundsAttrHelper::getNameStr()) {
    if (!isa<LaunchBoundsAttr>(attr.getValue()))
      return op->emitError()
             << "'" << name << "' must be a #simt.launch_bounds attribute";
    if (!op->hasAttr(KernelAttrHelper::getNameStr()))
      return op->emitError() << "'" << name << "' applies to kernels only";
    return success();
  }
  if (name == ClusterDimsAttrHelper::getNameStr()) {
    auto dims = dyn_cast<DenseI32ArrayAttr>(attr.getValue());
    if (!dims || dims.size() != 3)
      return op->emitError() << "'" << name << "' must be array<i32: x, y, z>";
    if (!op->hasAttr(KernelAttrHelper::getNameStr()))
      return op->emitError() << "'" << name << "' applies to kernels only";
    return success();
  }
  if (name == SignatureAttrHelper::getNameStr()) {
    if (!isa<StringAttr>(attr.getValue()) || !op->hasAttr(KernelAttrHelper::getNameStr()))
      return op->emitError()
             << "'" << name << "' is a string attribute of kernels";
    return success();
  }
  if (name == TargetAttrHelper::getNameStr()) {
    if (!isa<TargetAttr>(attr.getValue()))
      return op->emitError()
             << "'" << name << "' must be a #simt.target attribute";
    if (!isa<ModuleOp>(op))
      return op->emitError() << "'" << name << "' applies to modules only";
    return success();
  }
  if (name == BlockThreadsAttrHelper::getNameStr() || name == StaticSharedAttrHelper::getNameStr() ||
      name == DynamicSharedAttrHelper::getNameStr()) {
    if (!isa<IntegerAttr>(attr.getValue()) || !op->hasAttr(KernelAttrHelper::getNameStr()))
      return op->emitError()
             << "'" << name << "' is an integer attribute of kernels";
    // The sync analyses size their thread tables by the block size (as by
    // #simt.launch_bounds, which verifies its own range).
    int64_t value = cast<IntegerAttr>(attr.getValue()).getValue().getSExtValue();
    if (name == BlockThreadsAttrHelper::getNameStr() && (value < 1 || value > kMaxBlockThreads))
      return op->emitError() << "'" << name << "' of " << value
                             << " threads: a block has 1 to " << kMaxBlockThreads;
    if (value < 0)
      return op->emitError() << "'" << name << "' must not be negative";
    return success();
  }
  if (name == PackedProgramsAttrHelper::getNameStr()) {
    auto packed = dyn_cast<DenseI64ArrayAttr>(attr.getValue());
    auto func = dyn_cast<func::FuncOp>(op);
    if (!packed || packed.size() != 2 || !func || !op->hasAttr(KernelAttrHelper::getNameStr()))
      return op->emitError() << "'" << name
                             << "' is an array<i64: count parameter, programs> on kernels";
    int64_t count = packed[0], programs = packed[1];
    if (count < 0 || count >= (int64_t)func.getNumArguments() ||
        !func.getArgument(count).getType().isInteger(32))
      return op->emitError() << "'" << name << "': the program count parameter " << count
                             << " is not an i32 argument";
    // One program per block is no packing; the slots need a block each.
    if (programs < 2 || programs > kMaxBlockThreads / 32)
      return op->emitError() << "'" << name << "': " << programs
                             << " programs per block, not 2 to " << kMaxBlockThreads / 32;
    return success();
  }
  if (name == kSplitLoopAttrName) {
    auto split = dyn_cast<DenseI64ArrayAttr>(attr.getValue());
    auto func = dyn_cast<func::FuncOp>(op);
    if (!split || split.size() != SplitLoopFields || !func || !op->hasAttr(KernelAttrHelper::getNameStr()))
      return op->emitError() << "'" << name
                             << "' is an array<i64: count parameter, slot bytes, trips, trip "
                                "bytes, bound argument, bound dimension, start, step> on kernels";
    int64_t count = split[0], slotBytes = split[1], trips = split[2], tripBytes = split[3];
    int64_t bound = split[4], dim = split[5], start = split[6], step = split[7];
    // (The runtime reads the bound fields as u32s.)
    if (count < 0 || count >= (int64_t)func.getNumArguments() ||
        !func.getArgument(count).getType().isInteger(32))
      return op->emitError() << "'" << name << "': the split count parameter " << count
                             << " is not an i32 argument";
    // The runtime passes the workspace right after S.
    auto workspace = count + 1 < (int64_t)func.getNumArguments()
                         ? dyn_cast<PtrType>(func.getArgument(count + 1).getType())
                         : PtrType();
    if (!workspace || workspace.getAddressSpace() != AddressSpace::Global)
      return op->emitError() << "'" << name << "': parameter " << count + 1
                             << " after the split count is not a global pointer (the workspace)";
    // Each carried tile's place in a slot is 16-byte aligned (split_loop.hpp's layout).
    if (slotBytes <= 0 || slotBytes % 16)
      return op->emitError() << "'" << name << "': slots of " << slotBytes
                             << " bytes, not a positive multiple of 16";
    if (trips < 0)
      return op->emitError() << "'" << name << "': " << trips << " trips";
    if (tripBytes < 0)
      return op->emitError() << "'" << name << "': " << tripBytes << " bytes per trip";
    // The trips at launch: ceil((extent - start) / step) of a view's
    // dimension or an i64 parameter (-1: none).
    if (bound == -1)
      return success();
    if (bound < 0 || bound >= (int64_t)func.getNumArguments())
      return op->emitError() << "'" << name << "': the bound argument " << bound
                             << " is not an argument";
    // An i64 parameter (dimension 0), or at the tile level a view (a type
    // of the tile dialect, which this one does not depend on).
    Type boundType = func.getArgument(bound).getType();
    bool scalar = boundType.isInteger(64) && dim == 0;
    bool view = boundType.getDialect().getNamespace() == "tile" && dim >= 0;
    if (!scalar && !view)
      return op->emitError() << "'" << name << "': the bound argument " << bound
                             << " is neither an i64 (dimension 0) nor a view";
    if (trips != 0 || step <= 0 || step > UINT32_MAX || start < 0 || start > UINT32_MAX)
      return op->emitError() << "'" << name << "': a bound needs unknown trips, a start of 0 to "
                             << "2^32-1 and a step of 1 to 2^32-1, not " << trips
                             << " trips, start " << start << " and step " << step;
    return success();
  }
  if (name == SpecializesAttrHelper::getNameStr()) {
    if (!isa<FlatSymbolRefAttr>(attr.getValue()) || !op->hasAttr(KernelAttrHelper::getNameStr()))
      return op->emitError() << "'" << name << "' is a symbol reference attribute of kernels";
    return success();
  }
  if (name == ContiguousParamsAttrHelper::getNameStr()) {
    auto triples = dyn_cast<DenseI64ArrayAttr>(attr.getValue());
    if (!triples || triples.size() % 3 || !op->hasAttr(KernelAttrHelper::getNameStr()))
      return op->emitError() << "'" << name
                             << "' is an array<i64> of [argument, element bytes, rank] "
                                "triples on kernels";
    auto func = dyn_cast<func::FuncOp>(op);
    for (size_t i = 0; func && i < (size_t)triples.size(); i += 3) {
      int64_t arg = triples[i], bytes = triples[i + 1], rank = triples[i + 2];
      if (arg < 0 || rank < 1 || arg + 2 * rank >= (int64_t)func.getNumArguments() ||
          !llvm::isPowerOf2_64(bytes) || bytes > 16)
        return op->emitError() << "'" << name << "': tensor at argument " << arg
                               << " (" << bytes << "-byte elements, rank " << rank
                               << ") does not fit the kernel's " << func.getNumArguments()
                               << " arguments";
    }
    return success();
  }
  // Tile kernels' TMA descriptors built by the runtime at launch
  // (compiler/Conversion/TileToSimt/FuncLowering.h): per descriptor
  // [descriptor param, pointer param, element bytes, rank, box..., swizzle].
  if (name == TensorMapSourcesAttrHelper::getNameStr()) {
    auto values = dyn_cast<DenseI64ArrayAttr>(attr.getValue());
    auto func = dyn_cast<func::FuncOp>(op);
    if (!values || !func || !op->hasAttr(KernelAttrHelper::getNameStr()))
      return op->emitError() << "'" << name << "' is an array<i64> on kernels";
    for (size_t i = 0; i < (size_t)values.size();) {
      if (i + 4 > (size_t)values.size() || values[i + 3] < 1 || values[i + 3] > 5 ||
          i + 5 + values[i + 3] > (size_t)values.size())
        return op->emitError() << "'" << name << "': entry at " << i
                               << " is not [descriptor, pointer, element bytes, rank, box..., swizzle]";
      int64_t desc = values[i], ptr = values[i + 1], rank = values[i + 3];
      if (desc < 0 || desc >= (int64_t)func.getNumArguments() || ptr < 0 ||
          ptr + 2 * rank >= (int64_t)func.getNumArguments())
        return op->emitError() << "'" << name << "': descriptor " << desc << " of the tensor at argument "
                               << ptr << " does not fit the kernel's " << func.getNumArguments()
                               << " arguments";
      i += 5 + rank;
    }
    return success();
  }
  // Ops ordered by a generated mbarrier protocol (BarrierPlacement.h).
  if (name == MbarrierOrderedAttrHelper::getNameStr()) {
    if (!isa<UnitAttr>(attr.getValue()))
      return op->emitError() << "'" << name << "' is a unit attribute";
    return success();
  }
  if (name == kAssumedBlockDimAttrName) {
    auto dims = dyn_cast<DenseI32ArrayAttr>(attr.getValue());
    if (!dims || dims.size() != 3 || !op->hasAttr(KernelAttrHelper::getNameStr()))
      return op->emitError() << "'" << name << "' is an array<i32: x, y, z> of kernels";
    for (int32_t d : dims.asArrayRef())
      if (d < 0 || d > kMaxBlockThreads)
        return op->emitError() << "'" << name << "': a block dimension of " << d
                               << " threads (0: not stated, else 1 to " << kMaxBlockThreads << ")";
    return success();
  }
  if (name == kUntrustedConstantInitializersAttrName) {
    if (!isa<UnitAttr>(attr.getValue()) || !isa<ModuleOp>(op))
      return op->emitError() << "'" << name << "' is a unit attribute of modules";
    return success();
  }
  if (name == NoSyncCheckAttrHelper::getNameStr()) {
    if (!isa<UnitAttr>(attr.getValue()) || !isa<func::FuncOp>(op))
      return op->emitError() << "'" << name << "' is a unit attribute of functions";
    return success();
  }
  if (name == SyncExemptAttrHelper::getNameStr()) {
    if (!isa<ArrayAttr>(attr.getValue()) || !isa<ModuleOp>(op))
      return op->emitError() << "'" << name << "' is an array attribute of modules";
    return success();
  }
  if (name == ReplicatedWritesAttrHelper::getNameStr()) {
    if (!isa<UnitAttr>(attr.getValue()) || !isa<GlobalOp>(op))
      return op->emitError() << "'" << name << "' is a unit attribute of simt.global";
    return success();
  }
  if (name == ParamTypeAttrHelper::getNameStr() || name == ParamAlignAttrHelper::getNameStr() ||
      name == RestrictAttrHelper::getNameStr())
    return op->emitError() << "'" << name << "' is an attribute of kernel arguments";
  return op->emitError() << "unknown simt attribute '" << name << "'";
}

// The argument attributes: on the arguments of kernels only (the bundle's
// parameter list, llvm.noalias).
LogicalResult SimtDialect::verifyRegionArgAttribute(Operation *op, unsigned regionIndex,
                                                    unsigned argIndex,
                                                    NamedAttribute attr) {
  StringRef name = attr.getName().getValue();
  auto func = dyn_cast<FunctionOpInterface>(op);
  bool kernelArg = func && op->hasAttr(KernelAttrHelper::getNameStr()) &&
                   argIndex < func.getNumArguments();
  if (name == ParamTypeAttrHelper::getNameStr()) {
    if (!isa<StringAttr>(attr.getValue()) || !kernelArg)
      return op->emitError() << "'" << name << "' is a string attribute of kernel arguments";
    return success();
  }
  if (name == ParamAlignAttrHelper::getNameStr()) {
    auto align = dyn_cast<IntegerAttr>(attr.getValue());
    if (!align || !kernelArg)
      return op->emitError() << "'" << name << "' is an integer attribute of kernel arguments";
    if (!llvm::isPowerOf2_64(align.getValue().getZExtValue()))
      return op->emitError() << "'" << name << "' of " << align.getInt()
                             << " bytes: an alignment is a power of two";
    return success();
  }
  if (name == RestrictAttrHelper::getNameStr()) {
    if (!isa<UnitAttr>(attr.getValue()) || !kernelArg ||
        !isa<PtrType>(func.getArgumentTypes()[argIndex]))
      return op->emitError() << "'" << name
                             << "' is a unit attribute of kernel pointer arguments";
    return success();
  }
  return op->emitError() << "unknown simt argument attribute '" << name << "'";
}

LogicalResult kiln::simt::verifyInsideFunction(Operation *op) {
  if (op->getParentOfType<FunctionOpInterface>())
    return success();
  return op->emitOpError()
         << "must be inside a function (a kernel or device function), not at "
            "the top level of a module";
}

bool kiln::simt::isCollective(Operation *op) {
  auto collective = dyn_cast<CollectiveOpInterface>(op);
  return collective && collective.isCollective();
}

bool kiln::simt::isKernel(Operation *func) {
  return func->hasAttr(SimtDialect::KernelAttrHelper::getNameStr());
}
