//===- ParamsInPlace.cpp - read-only by-value kernel params in place ------===//
//
// The frontend copies a non-const by-value kernel parameter into a local
// (`simt.store %arg, %alloca` at entry), since the kernel may write it. Once
// the kernel's callees are inlined, a copy that is only ever read (loads and
// memcpy sources through member, index and cast addresses) is the parameter
// itself: it becomes simt.param_address, read with ld.param where the launch
// put it, as nvcc does. nvcc copies to local memory only when the parameter
// is written or its address escapes (a call, a stored pointer, inline asm);
// so does this pass, by leaving those copies alone. A struct indexed by a
// thread-dependent value (`p.w[i]`) otherwise kept a local frame: one
// st.local per word at entry and an ld.local per read. A copy read only at
// constant offsets is left to SROA, which already makes it the fields'
// ld.param at entry.
//
//===----------------------------------------------------------------------===//
#include "dialects/simt/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"

namespace kiln::simt {
#define GEN_PASS_DEF_SIMTPARAMSINPLACE
#include "dialects/simt/Transforms/Passes.h.inc"
} // namespace kiln::simt

using namespace mlir;
using namespace kiln::simt;

namespace {
/// Whether every use of `addr` (derived from the local copy) only reads
/// memory; collects the address values whose type moves to the param space
/// and notes a read that SROA cannot split out of the copy (an element at a
/// run-time index, a memcpy).
bool onlyRead(Value addr, StoreOp init, SmallVectorImpl<Value> &retype, bool &dynamic) {
  for (OpOperand &use : addr.getUses()) {
    Operation *user = use.getOwner();
    if (user == init.getOperation())
      continue;
    if (auto load = dyn_cast<LoadOp>(user)) {
      // Cache operators and `invariant` are global-space loads.
      if (load.getInvariant() || load.getCache())
        return false;
      continue;
    }
    if (auto copy = dyn_cast<MemcpyOp>(user)) {
      if (use.getOperandNumber() != copy.getSrcMutable().getOperandNumber())
        return false;
      dynamic = true;
      continue;
    }
    if (isa<MemberPtrOp, PtrAddOp>(user)) {
      if (use.getOperandNumber() != 0)
        return false;
      if (auto add = dyn_cast<PtrAddOp>(user); add && !matchPattern(add->getOperand(1), m_Constant()))
        dynamic = true;
    } else if (auto cast = dyn_cast<PtrCastOp>(user)) {
      // A generic address of the copy is followed as long as it is only
      // read; a cast on to another space would be a pointer it made up.
      auto space = llvm::cast<PtrType>(cast.getType()).getAddressSpace();
      if (space != AddressSpace::Local && space != AddressSpace::Generic)
        return false;
    } else {
      return false; // a call, a stored pointer, inline asm, a comparison...
    }
    Value derived = user->getResult(0);
    if (llvm::cast<PtrType>(derived.getType()).getAddressSpace() == AddressSpace::Local)
      retype.push_back(derived);
    if (!onlyRead(derived, init, retype, dynamic))
      return false;
  }
  return true;
}

struct ParamsInPlace : kiln::simt::impl::SimtParamsInPlaceBase<ParamsInPlace> {
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (func.isExternal() || !isKernel(func))
      return;
    Block &entry = func.getBody().front();
    for (BlockArgument arg : entry.getArguments()) {
      if (isa<PtrType>(arg.getType()) || arg.getType().isIntOrIndexOrFloat())
        continue; // scalars are promoted to registers anyway
      for (Operation *user : llvm::make_early_inc_range(arg.getUsers())) {
        auto init = dyn_cast<StoreOp>(user);
        if (!init || init.getValue() != arg || init->getBlock() != &entry || init.getVolatile_())
          continue;
        auto alloca = init.getPtr().getDefiningOp<AllocaOp>();
        if (!alloca || alloca.getCount() != 1 ||
            cast<PtrType>(alloca.getType()).getElementType() != arg.getType())
          continue;
        // A copy read only at constant offsets is split by SROA into the
        // fields' ld.param at entry already (registers, no frame): left as
        // it is, its PTX stays nvcc's `ld.param [p+off]`.
        SmallVector<Value> retype;
        bool dynamic = false;
        if (!onlyRead(alloca.getResult(), init, retype, dynamic) || !dynamic)
          continue;
        OpBuilder builder(alloca);
        Value param = ParamAddressOp::create(
            builder, alloca.getLoc(), PtrType::get(&getContext(), arg.getType(), AddressSpace::Param), arg);
        for (Value v : retype) {
          auto t = cast<PtrType>(v.getType());
          v.setType(PtrType::get(&getContext(), t.getElementType(), AddressSpace::Param));
        }
        init.erase();
        alloca.replaceAllUsesWith(param);
        alloca.erase();
      }
    }
  }
};
} // namespace
