//===- SpecializeContiguous.cpp - launch-time variants for contiguous views ===//
//
// A tile load or store through a view with run-time strides is a vector
// access per chunk of 8 (16-bit) elements when the chunk is contiguous,
// aligned and inside the view, and element by element otherwise. The
// fallback is rarely taken but always costs registers: ptxas allocates one
// count per kernel, for all of its code. So the choice is made at launch,
// between two kernels, as Triton specialises on pointer alignment and
// divisibility by 16: this pass adds the kernel for contiguous tensors.
//
//===----------------------------------------------------------------------===//
#include "dialects/simt/IR/SimtDialect.h"
#include "dialects/tile/Transforms/Passes.h"

#include "mlir/IR/SymbolTable.h"

namespace kiln::tile {
#define GEN_PASS_DEF_TILESPECIALIZECONTIGUOUS
#include "dialects/tile/Transforms/Passes.h.inc"
} // namespace kiln::tile

using namespace mlir;
using namespace kiln::tile;
namespace simt = kiln::simt;

/// The suffix of a variant's symbol (the runtime never looks it up by name:
/// the bundle names the kernel it stands in for).
static constexpr llvm::StringLiteral kVariantSuffix = "__kiln_contiguous";

/// Whether `func` reads or writes memory through one of its view arguments
/// with a load or store that may use vector accesses (elements of 8 bits or
/// more).
static bool accessesViewArguments(func::FuncOp func) {
  return func
      .walk([&](Operation *op) {
        Value view;
        Type elem;
        if (auto load = dyn_cast<LoadOp>(op)) {
          view = load.getView();
          elem = load.getType().getElementType();
        } else if (auto store = dyn_cast<StoreOp>(op)) {
          view = store.getView();
          elem = cast<RankedTensorType>(store.getValue().getType())
                     .getElementType();
        } else {
          return WalkResult::advance();
        }
        auto arg = dyn_cast<BlockArgument>(view);
        bool vectorisable = elem.isIntOrFloat() &&
                            elem.getIntOrFloatBitWidth() >= 8 &&
                            elem.getIntOrFloatBitWidth() % 8 == 0;
        return arg && arg.getOwner() == &func.getBody().front() &&
                       vectorisable
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      })
      .wasInterrupted();
}

namespace {
struct TileSpecializeContiguousPass
    : kiln::tile::impl::TileSpecializeContiguousBase<
          TileSpecializeContiguousPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    SmallVector<func::FuncOp> kernels;
    for (auto func : module.getOps<func::FuncOp>())
      if (simt::isKernel(func) && !func.isExternal() &&
          !func->hasAttr(simt::SimtDialect::SpecializesAttrHelper::getNameStr()) &&
          TileDialect::isTileFunction(func) && accessesViewArguments(func))
        kernels.push_back(func);
    for (func::FuncOp func : kernels) {
      auto variant = cast<func::FuncOp>(func->clone());
      variant.setSymName((func.getSymName() + kVariantSuffix).str());
      variant->setAttr(simt::SimtDialect::SpecializesAttrHelper::getNameStr(),
                       FlatSymbolRefAttr::get(func.getSymNameAttr()));
      // Launchers are generated for the kernel the user wrote; the bundle
      // ties the variant to it.
      variant->removeAttr(simt::SimtDialect::SignatureAttrHelper::getNameStr());
      for (unsigned i = 0, e = variant.getNumArguments(); i < e; ++i)
        if (auto view = dyn_cast<ViewType>(variant.getArgument(i).getType());
            view && view.getElementType().isIntOrFloat())
          variant.setArgAttr(i, TileDialect::kAssumeContiguousAttrName,
                             UnitAttr::get(&getContext()));
      symbols.insert(variant, std::next(func->getIterator()));
    }
  }
};
} // namespace
