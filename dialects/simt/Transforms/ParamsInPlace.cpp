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
// ld.param at entry. An address chosen by a select or carried into a block
// (`c ? p.a : p.b`, a pointer a loop walks) is followed when every address
// that can reach it is the copy's, or when it is a generic address (which
// may also come from elsewhere: `c ? p.a : g`, as nvcc's cvta.param).
//
//===----------------------------------------------------------------------===//
#include "dialects/simt/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"

namespace kiln::simt {
#define GEN_PASS_DEF_SIMTPARAMSINPLACE
#include "dialects/simt/Transforms/Passes.h.inc"
} // namespace kiln::simt

using namespace mlir;
using namespace kiln::simt;

namespace {
/// The addresses derived from a kernel's local copy of a by-value parameter,
/// and whether every use of them only reads memory.
struct CopyUses {
  StoreOp init;
  /// Every address derived from the copy (the copy included), in the order
  /// found; the local-space ones move to the param space.
  SmallVector<Value> derived;
  llvm::SmallPtrSet<Value, 16> seen;
  /// Selects and join arguments reached: a local-space one is the copy's only
  /// if all of its incoming addresses are (checked once every use is known).
  SmallVector<Operation *> selects;
  SmallVector<BlockArgument> joins;
  /// A read SROA cannot split out of the copy: an element at a run-time
  /// index, a memcpy, or an address chosen by a select or a branch.
  bool dynamic = false;

  void add(Value v) {
    if (seen.insert(v).second)
      derived.push_back(v);
  }

  /// Whether the use of `addr` only reads memory or derives another address
  /// (queued).
  bool readOnlyUse(OpOperand &use) {
    Operation *user = use.getOwner();
    if (user == init.getOperation())
      return true;
    if (auto load = dyn_cast<LoadOp>(user))
      return !load.getInvariant() && !load.getCache(); // those are global-space loads
    if (auto copy = dyn_cast<MemcpyOp>(user)) {
      dynamic = true;
      return use.getOperandNumber() == copy.getSrcMutable().getOperandNumber();
    }
    if (isa<MemberPtrOp, PtrAddOp>(user)) {
      if (use.getOperandNumber() != 0)
        return false;
      if (auto add = dyn_cast<PtrAddOp>(user); add && !matchPattern(add->getOperand(1), m_Constant()))
        dynamic = true;
      add(user->getResult(0));
      return true;
    }
    if (auto cast = dyn_cast<PtrCastOp>(user)) {
      // A generic address of the copy is followed as long as it is only
      // read; a cast on to another space would be a pointer it made up.
      auto space = llvm::cast<PtrType>(cast.getType()).getAddressSpace();
      if (space != AddressSpace::Local && space != AddressSpace::Generic)
        return false;
      add(cast.getResult());
      return true;
    }
    // `c ? p.a : p.b`, after mem2reg: followed when both arms are the copy's.
    if (auto sel = dyn_cast<arith::SelectOp>(user)) {
      if (use.getOperandNumber() == 0)
        return false;
      dynamic = true;
      selects.push_back(sel);
      add(sel.getResult());
      return true;
    }
    // An address carried into a block (a conditional operator, a pointer
    // walked by a loop): followed when every incoming value is the copy's.
    if (auto branch = dyn_cast<BranchOpInterface>(user)) {
      std::optional<BlockArgument> arg = branch.getSuccessorBlockArgument(use.getOperandNumber());
      if (!arg)
        return false;
      dynamic = true;
      joins.push_back(*arg);
      add(*arg);
      return true;
    }
    return false; // a call, a stored pointer, inline asm, a comparison...
  }

  /// Whether every incoming address of a join argument is the copy's.
  bool incomingDerived(BlockArgument arg) {
    Block *block = arg.getOwner();
    if (block->isEntryBlock())
      return false;
    for (auto it = block->pred_begin(); it != block->pred_end(); ++it) {
      auto branch = dyn_cast<BranchOpInterface>((*it)->getTerminator());
      if (!branch)
        return false;
      SuccessorOperands operands = branch.getSuccessorOperands(it.getSuccessorIndex());
      Value in = operands[arg.getArgNumber()];
      if (!in || !seen.contains(in))
        return false;
    }
    return true;
  }

  /// Follows every address derived from `root`; false when one of them is
  /// written, escapes, or joins an address from elsewhere.
  bool onlyRead(Value root) {
    add(root);
    for (size_t i = 0; i < derived.size(); ++i)
      for (OpOperand &use : derived[i].getUses())
        if (!readOnlyUse(use))
          return false;
    // A generic address may also come from elsewhere (`c ? p.a : g`): the
    // copy's part is then the parameter's generic address, as nvcc's
    // cvta.param. A local-space one must be the copy's on every path.
    auto generic = [](Value v) {
      return llvm::cast<PtrType>(v.getType()).getAddressSpace() == AddressSpace::Generic;
    };
    for (Operation *sel : selects)
      if (!generic(sel->getResult(0)) && (!seen.contains(sel->getOperand(1)) || !seen.contains(sel->getOperand(2))))
        return false;
    for (BlockArgument arg : joins)
      if (!generic(arg) && !incomingDerived(arg))
        return false;
    return true;
  }
};

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
        CopyUses uses{init};
        if (!uses.onlyRead(alloca.getResult()) || !uses.dynamic)
          continue;
        OpBuilder builder(alloca);
        Value param = ParamAddressOp::create(
            builder, alloca.getLoc(), PtrType::get(&getContext(), arg.getType(), AddressSpace::Param), arg);
        for (Value v : llvm::drop_begin(uses.derived)) {
          auto t = cast<PtrType>(v.getType());
          if (t.getAddressSpace() == AddressSpace::Local)
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
