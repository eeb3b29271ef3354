//===- DynamicShared.cpp - tile kernels' large shared buffers -> dynamic ---===//
#include "dialects/simt/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "llvm/Support/MathExtras.h"

namespace kiln::simt {
#define GEN_PASS_DEF_SIMTDYNAMICSHARED
#include "dialects/simt/Transforms/Passes.h.inc"
} // namespace kiln::simt

using namespace mlir;
using namespace kiln::simt;

namespace {
constexpr int64_t kStaticSharedLimit = 48 * 1024;

/// Bytes of a byte array (what the tile lowering allocates); 0 otherwise.
int64_t byteArraySize(Type t) {
  auto arr = dyn_cast<LLVM::LLVMArrayType>(t);
  if (!arr || !arr.getElementType().isInteger(8))
    return 0;
  return arr.getNumElements();
}

struct DynamicShared : kiln::simt::impl::SimtDynamicSharedBase<DynamicShared> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // Which functions take the address of each shared global.
    llvm::DenseMap<StringAttr, llvm::SmallPtrSet<Operation *, 2>> users;
    module.walk([&](AddressOfOp addr) {
      users[addr.getGlobalAttr().getAttr()].insert(
          addr->getParentOfType<func::FuncOp>());
    });
    SymbolTable symbols(module);
    for (auto func : module.getOps<func::FuncOp>()) {
      if (!func->hasAttr(SimtDialect::BlockThreadsAttrHelper::getNameStr()) || func.isExternal())
        continue;
      bool hasDynamic = false;
      func.walk([&](DynamicSharedOp) { hasDynamic = true; });
      if (hasDynamic)
        continue;
      // The kernel's own shared byte arrays, in first-use order.
      SmallVector<GlobalOp> own;
      llvm::DenseMap<StringAttr, int64_t> offsetOf;
      int64_t total = 0, maxAlign = 16;
      func.walk([&](AddressOfOp addr) {
        StringAttr name = addr.getGlobalAttr().getAttr();
        auto global = symbols.lookup<GlobalOp>(name);
        if (!global || global.getSpace() != AddressSpace::Shared ||
            offsetOf.count(name) || users[name].size() != 1)
          return;
        int64_t size = byteArraySize(global.getType());
        if (!size)
          return;
        // Keep each buffer's alignment (wgmma operands need 1024 bytes):
        // the base is aligned to the largest of them.
        int64_t align = std::max<int64_t>(16, global.getAlignment().value_or(16));
        maxAlign = std::max(maxAlign, align);
        total = llvm::alignTo(total, align);
        offsetOf[name] = total;
        total += size;
        own.push_back(global);
      });
      if (total <= kStaticSharedLimit)
        continue;
      OpBuilder b(&func.getBody().front(), func.getBody().front().begin());
      auto bytePtr = PtrType::get(b.getI8Type(), AddressSpace::Shared);
      Value base = DynamicSharedOp::create(b, func.getLoc(), bytePtr,
                                           b.getI64IntegerAttr(maxAlign));
      SmallVector<AddressOfOp> addrs;
      func.walk([&](AddressOfOp addr) {
        if (offsetOf.count(addr.getGlobalAttr().getAttr()))
          addrs.push_back(addr);
      });
      for (AddressOfOp addr : addrs) {
        OpBuilder ab(addr);
        Value offset = arith::ConstantIntOp::create(
            ab, addr.getLoc(), offsetOf[addr.getGlobalAttr().getAttr()], 32);
        Value at = PtrAddOp::create(ab, addr.getLoc(), bytePtr, base, offset);
        addr.replaceAllUsesWith(
            PtrCastOp::create(ab, addr.getLoc(), addr.getType(), at).getResult());
        addr.erase();
      }
      for (GlobalOp global : own)
        global.erase();
      auto i64 = IntegerType::get(&getContext(), 64);
      int64_t stat = 0;
      if (auto s = func->getAttrOfType<IntegerAttr>(SimtDialect::StaticSharedAttrHelper::getNameStr()))
        stat = std::max<int64_t>(0, s.getInt() - total);
      func->setAttr(SimtDialect::StaticSharedAttrHelper::getNameStr(), IntegerAttr::get(i64, stat));
      func->setAttr(SimtDialect::DynamicSharedAttrHelper::getNameStr(), IntegerAttr::get(i64, total));
    }
  }
};
} // namespace
