//===- SyncPreconditions.cpp - what the sync passes expect of their input -===//
#include "dialects/simt/Transforms/SyncPreconditions.h"
#include "dialects/simt/IR/SimtDialect.h"

#include "mlir/IR/Dominance.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "mlir/Transforms/Mem2Reg.h"

using namespace mlir;

namespace {
/// What mem2reg turns into SSA values, as a quick look: a promotable slot
/// (SimtMemorySlot.cpp) whose every use is a non-volatile load or store of
/// the slot itself.
bool looksPromotable(kiln::simt::AllocaOp alloca) {
  SmallVector<MemorySlot> slots = alloca.getPromotableSlots();
  if (slots.empty() || alloca.getResult().use_empty())
    return false;
  Type elem = slots.front().elemType;
  for (Operation *user : alloca.getResult().getUsers()) {
    if (auto load = dyn_cast<kiln::simt::LoadOp>(user)) {
      if (load.getVolatile_() || load.getType() != elem)
        return false;
    } else if (auto store = dyn_cast<kiln::simt::StoreOp>(user)) {
      if (store.getVolatile_() || store.getPtr() != alloca.getResult() ||
          store.getValue().getType() != elem)
        return false;
    } else {
      return false;
    }
  }
  return true;
}
/// Whether mem2reg promotes anything in `func`, found by running it on a
/// copy (beside the original, for the module's data layout; erased after):
/// the quick look alone would refuse slots mem2reg cannot promote, which
/// `--mem2reg` first would not cure.
bool mem2regPromotes(func::FuncOp func) {
  OpBuilder builder(func);
  auto copy = cast<func::FuncOp>(builder.clone(*func));
  SmallVector<PromotableAllocationOpInterface> allocas;
  copy.walk([&](PromotableAllocationOpInterface alloca) { allocas.push_back(alloca); });
  DominanceInfo dominance(copy);
  bool promoted = succeeded(
      tryToPromoteMemorySlots(allocas, builder, DataLayout::closest(copy), dominance));
  copy.erase();
  return promoted;
}
} // namespace

bool kiln::simt::checkSyncPreconditions(func::FuncOp func, llvm::StringRef pass) {
  AllocaOp first;
  func.walk([&](AllocaOp alloca) {
    if (!looksPromotable(alloca))
      return WalkResult::advance();
    first = alloca;
    return WalkResult::interrupt();
  });
  if (!first || !mem2regPromotes(func))
    return true;
  InFlightDiagnostic diag = first.emitError()
      << pass << " expects its input after mem2reg: mem2reg still promotes this local "
      << "variable, read and written through memory, whose values the analyses would take as "
      << "thread-dependent (races and divergence that are not there)";
  diag.attachNote(func.getLoc())
      << "run the passes before it first: `kiln-opt --kiln-simt-pipeline` (its "
      << "--dump-pass-pipeline lists them), or at least --mem2reg";
  return false;
}
