//===- SplitStructCopies.cpp - struct copies between locals, per field ----===//
//
// A struct copied by value between two locals (a move constructor, a
// by-value argument) is a whole-struct load and store. SROA splits such
// accesses with llvm.extractvalue/insertvalue, which take LLVM types only, so
// a struct with a simt pointer field stayed in local memory, and every read
// of that field was a local-memory load: libcu++'s cuda::pipeline keeps the
// address of its pipeline_shared_state in one (`char *const
// __shared_state`), so the analyses saw its mbarriers as "some shared
// memory" behind runtime `__isShared` checks. A copy whose loaded value has
// no other use becomes one load and one store per field, at the load's and
// the store's places; SROA then splits both locals.
//
//===----------------------------------------------------------------------===//
#include "dialects/simt/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"

namespace kiln::simt {
#define GEN_PASS_DEF_SIMTSPLITSTRUCTCOPIES
#include "dialects/simt/Transforms/Passes.h.inc"
} // namespace kiln::simt

using namespace mlir;
using namespace kiln::simt;

namespace {
struct SplitStructCopies : kiln::simt::impl::SimtSplitStructCopiesBase<SplitStructCopies> {
  void runOnOperation() override {
    SmallVector<std::pair<LoadOp, StoreOp>> copies;
    getOperation()->walk([&](LoadOp load) {
      auto st = dyn_cast<LLVM::LLVMStructType>(load.getType());
      // Structs of LLVM types SROA splits itself.
      if (!st || st.getBody().empty() || LLVM::isCompatibleType(st) || load.getVolatile_() ||
          !load->hasOneUse())
        return;
      auto store = dyn_cast<StoreOp>(*load->user_begin());
      auto local = [](Value p) {
        return cast<PtrType>(p.getType()).getAddressSpace() == AddressSpace::Local;
      };
      // A kernel parameter read in place (simt.param_address) is copied
      // into a local the same way.
      auto param = [](Value p) {
        return cast<PtrType>(p.getType()).getAddressSpace() == AddressSpace::Param;
      };
      if (!store || store.getValue() != load.getResult() || store.getVolatile_() ||
          store->getBlock() != load->getBlock() || !(local(load.getPtr()) || param(load.getPtr())) ||
          !local(store.getPtr()))
        return;
      copies.push_back({load, store});
    });
    for (auto [load, store] : copies) {
      auto st = cast<LLVM::LLVMStructType>(load.getType());
      OpBuilder builder(load);
      SmallVector<Value> fields;
      for (auto [i, t] : llvm::enumerate(st.getBody())) {
        auto space = cast<PtrType>(load.getPtr().getType()).getAddressSpace();
        Value from = MemberPtrOp::create(builder, load.getLoc(), PtrType::get(builder.getContext(), t, space),
                                         load.getPtr(), builder.getI32IntegerAttr(i));
        fields.push_back(LoadOp::create(builder, load.getLoc(), t, from, /*volatile_=*/false,
                                        /*invariant=*/false, /*alignment=*/nullptr));
      }
      builder.setInsertionPoint(store);
      for (auto [i, t] : llvm::enumerate(st.getBody())) {
        Value to = MemberPtrOp::create(builder, store.getLoc(), PtrType::get(builder.getContext(), t, AddressSpace::Local),
                                       store.getPtr(), builder.getI32IntegerAttr(i));
        StoreOp::create(builder, store.getLoc(), fields[i], to, /*volatile_=*/false,
                        /*alignment=*/nullptr);
      }
      store.erase();
      load.erase();
    }
  }
};
} // namespace
