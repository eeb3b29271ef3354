//===- TileDialect.cpp - tile dialect registration ------------------------===//
#include "dialects/tile/IR/TileDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace kiln::tile;

#include "dialects/tile/IR/TileDialect.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "dialects/tile/IR/TileTypes.cpp.inc"

namespace {
/// Short aliases for layouts in printed IR (#blocked, #mma, ...).
struct TileOpAsmInterface : public OpAsmDialectInterface {
  using OpAsmDialectInterface::OpAsmDialectInterface;
  AliasResult getAlias(Attribute attr, raw_ostream &os) const override {
    if (isa<BlockedAttr>(attr)) return os << "blocked", AliasResult::FinalAlias;
    if (isa<MmaAttr>(attr)) return os << "mma", AliasResult::FinalAlias;
    if (isa<SharedAttr>(attr)) return os << "shared", AliasResult::FinalAlias;
    if (isa<SliceAttr>(attr)) return os << "slice", AliasResult::FinalAlias;
    if (isa<DotOperandAttr>(attr)) return os << "dot_op", AliasResult::FinalAlias;
    return AliasResult::NoAlias;
  }
};
} // namespace

void TileDialect::initialize() {
  addInterfaces<TileOpAsmInterface>();
  registerTypes();
  registerAttributes();
  addOperations<
#define GET_OP_LIST
#include "dialects/tile/IR/TileOps.cpp.inc"
      >();
}

void TileDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "dialects/tile/IR/TileTypes.cpp.inc"
      >();
}

Operation *TileDialect::materializeConstant(OpBuilder &builder, Attribute value,
                                            Type type, Location loc) {
  return arith::ConstantOp::materialize(builder, value, type, loc);
}

int64_t TileDialect::getNumWarps(Operation *op) {
  auto func = isa<func::FuncOp>(op) ? cast<func::FuncOp>(op)
                                    : op->getParentOfType<func::FuncOp>();
  if (func)
    if (auto attr = func->getAttrOfType<IntegerAttr>(kNumWarpsAttrName))
      return attr.getInt();
  return kDefaultNumWarps;
}

bool TileDialect::isTileFunction(func::FuncOp func) {
  if (func->hasAttr(kNumWarpsAttrName) ||
      llvm::any_of(func.getArgumentTypes(),
                   [](Type t) { return isa<ViewType>(t); }))
    return true;
  return func
      .walk([](Operation *op) {
        return isa_and_present<TileDialect>(op->getDialect())
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      })
      .wasInterrupted();
}

LogicalResult TileDialect::verifyOperationAttribute(Operation *op,
                                                    NamedAttribute attr) {
  StringRef name = attr.getName().getValue();
  if (name == kNumWarpsAttrName) {
    auto n = dyn_cast<IntegerAttr>(attr.getValue());
    if (!n || n.getInt() <= 0 || n.getInt() > 32 ||
        !llvm::isPowerOf2_64(n.getInt()))
      return op->emitError() << "'" << name
                             << "' must be a power of two in 1..32";
    if (!isa<func::FuncOp>(op))
      return op->emitError() << "'" << name << "' applies to func.func only";
    return success();
  }
  return op->emitError() << "unknown tile attribute '" << name << "'";
}

LogicalResult TileDialect::verifyRegionArgAttribute(Operation *op, unsigned,
                                                    unsigned argIndex,
                                                    NamedAttribute attr) {
  StringRef name = attr.getName().getValue();
  if (name == kAssumeContiguousAttrName) {
    auto func = dyn_cast<func::FuncOp>(op);
    if (!isa<UnitAttr>(attr.getValue()) || !func ||
        !isa<ViewType>(func.getArgument(argIndex).getType()))
      return op->emitError() << "'" << name
                             << "' is a unit attribute of !tile.view arguments";
    return success();
  }
  return op->emitError() << "unknown tile argument attribute '" << name << "'";
}

LogicalResult ViewType::verify(function_ref<InFlightDiagnostic()> emitError,
                               Type elementType, unsigned rank) {
  if (rank == 0 || rank > 4)
    return emitError() << "a view has rank 1..4, not " << rank;
  if (!elementType.isIntOrIndexOrFloat())
    return emitError() << "a view holds integers or floats, not "
                       << elementType;
  return success();
}

LogicalResult kiln::tile::verifyTileType(Operation *op, Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return success();
  for (int64_t d : tensor.getShape())
    if (d <= 0 || !llvm::isPowerOf2_64(d))
      return op->emitOpError() << "tile dimensions must be static powers of "
                                  "two, got "
                               << type;
  return success();
}
