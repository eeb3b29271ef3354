//===- TmaToNVVM.cpp - simt.tma_* -> cp.async.bulk.tensor -----------------===//
//
// simt.tma_load is cp.async.bulk.tensor.Nd.shared::cluster.global.tile
// .mbarrier::complete_tx::bytes (a block's own shared memory is part of its
// cluster's, and the .shared::cta destination needs PTX 8.6, which sm_90
// targets do not otherwise need), .multicast::cluster with a mask.
// simt.tma_store is the .global.shared::cta.bulk_group form; its commit and
// wait are the bulk-group ops. The descriptor is addressed generically, as
// the instructions take it.
//
// A descriptor passed by value (`const __grid_constant__ CUtensorMap`: a
// kernel parameter of 128 bytes that only TMA ops use) must not be copied
// to local memory, where the TMA unit cannot read it, nor must a parameter
// the frontend reads in place (simt.param_address): before the
// conversion, prepareTensorMapParams turns such a parameter into the
// pointer LLVM's byval parameters are, marked `nvvm.grid_constant`, so that
// NVPTX addresses it in the param space (cvta.param) and the PTX declares
// `.param .align 64 .b8 p[128]` as the host passes it.
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/SimtToNVVM/AsyncToNVVM.h"
#include "dialects/simt/IR/SimtDialect.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"

using namespace mlir;
namespace simt = kiln::simt;

namespace {

Value generic(OpBuilder &b, Location loc, Value ptr) {
  if (!isa<LLVM::LLVMPointerType>(ptr.getType()))
    return Value();
  auto genericTy = LLVM::LLVMPointerType::get(b.getContext());
  if (ptr.getType() == genericTy)
    return ptr;
  return LLVM::AddrSpaceCastOp::create(b, loc, genericTy, ptr);
}

struct TmaLoadLowering : ConvertOpToLLVMPattern<simt::TmaLoadOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(simt::TmaLoadOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value desc = generic(rewriter, loc, adaptor.getDescriptor());
    if (!desc)
      return op.emitOpError() << "descriptor parameter is also used by other ops than TMA ones: it cannot stay "
                                 "in the param space";
    // The shared::cluster window (NVPTX address space 7) holds the block's
    // own shared memory too.
    Value dst = LLVM::AddrSpaceCastOp::create(rewriter, loc, LLVM::LLVMPointerType::get(rewriter.getContext(), 7),
                                              adaptor.getDst());
    NVVM::CpAsyncBulkTensorGlobalToSharedClusterOp::create(
        rewriter, loc, dst, desc, adaptor.getCoords(),
        adaptor.getBarrier(), /*im2colOffsets=*/ValueRange(), adaptor.getMulticastMask(),
        /*l2CacheHint=*/Value(), NVVM::TMALoadMode::TILE, /*isCTAOnly=*/false, /*group=*/nullptr,
        /*predicate=*/Value());
    rewriter.eraseOp(op);
    return success();
  }
};

struct TmaStoreLowering : ConvertOpToLLVMPattern<simt::TmaStoreOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(simt::TmaStoreOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value desc = generic(rewriter, loc, adaptor.getDescriptor());
    if (!desc)
      return op.emitOpError() << "descriptor parameter is also used by other ops than TMA ones: it cannot stay "
                                 "in the param space";
    NVVM::CpAsyncBulkTensorSharedCTAToGlobalOp::create(
        rewriter, loc, desc, adaptor.getSrc(), adaptor.getCoords(),
        /*l2CacheHint=*/Value(), NVVM::TMAStoreMode::TILE, /*predicate=*/Value());
    rewriter.eraseOp(op);
    return success();
  }
};

struct TmaStoreCommitLowering : ConvertOpToLLVMPattern<simt::TmaStoreCommitOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(simt::TmaStoreCommitOp op, OpAdaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<NVVM::CpAsyncBulkCommitGroupOp>(op);
    return success();
  }
};

struct TmaStoreWaitLowering : ConvertOpToLLVMPattern<simt::TmaStoreWaitOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(simt::TmaStoreWaitOp op, OpAdaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<NVVM::CpAsyncBulkWaitGroupOp>(
        op, static_cast<uint32_t>(op.getPending()), op.getRead() ? rewriter.getUnitAttr() : UnitAttr());
    return success();
  }
};

} // namespace

static bool isTmaDescriptorUse(OpOperand &use) {
  Operation *user = use.getOwner();
  return (isa<simt::TmaLoadOp>(user) && use.getOperandNumber() == 1) ||
         (isa<simt::TmaStoreOp>(user) && use.getOperandNumber() == 0);
}

bool kiln::isTensorMapParam(BlockArgument arg) {
  if (arg.use_empty() || isa<simt::PtrType>(arg.getType()))
    return false;
  return llvm::all_of(arg.getUses(), isTmaDescriptorUse);
}

void kiln::prepareTensorMapParams(func::FuncOp func) {
  if (!simt::isKernel(func) || func.isDeclaration())
    return;
  MLIRContext *ctx = func.getContext();
  Builder b(ctx);
  SmallVector<Type> inputs(func.getFunctionType().getInputs());
  bool changed = false;
  for (BlockArgument arg : func.getArguments()) {
    // Parameters read in place (simt.param_address: `__grid_constant__` and
    // const records) and TMA descriptors passed by value both stay in the
    // param space: LLVM's byval pointer marked nvvm.grid_constant, which
    // NVPTX reads with ld.param and makes generic with cvta.param.
    bool tma = isTensorMapParam(arg);
    bool addressed = llvm::any_of(arg.getUsers(), [](Operation *u) { return isa<simt::ParamAddressOp>(u); });
    if (!tma && !addressed)
      continue;
    Type byval = arg.getType();
    auto ptrTy = simt::PtrType::get(tma ? IntegerType::get(ctx, 8) : byval, simt::AddressSpace::Generic);
    arg.setType(ptrTy);
    inputs[arg.getArgNumber()] = ptrTy;
    if (addressed) {
      OpBuilder builder = OpBuilder::atBlockBegin(arg.getOwner());
      Location loc = func.getLoc();
      Value param = simt::PtrCastOp::create(builder, loc, simt::PtrType::get(byval, simt::AddressSpace::Param), arg);
      Value value;
      for (OpOperand &use : llvm::make_early_inc_range(arg.getUses())) {
        if (use.getOwner() == param.getDefiningOp() || isTmaDescriptorUse(use))
          continue;
        if (auto addr = dyn_cast<simt::ParamAddressOp>(use.getOwner())) {
          addr.replaceAllUsesWith(param);
          addr.erase();
          continue;
        }
        if (!value) // any other use reads the value
          value = simt::LoadOp::create(builder, loc, byval, param, false, false, nullptr);
        use.set(value);
      }
    }
    int64_t align = llvm::any_of(arg.getUses(), isTmaDescriptorUse) ? 64 : 1;
    if (auto a = func.getArgAttrOfType<IntegerAttr>(arg.getArgNumber(),
                                                    simt::SimtDialect::ParamAlignAttrHelper::getNameStr()))
      align = std::max<int64_t>(align, a.getInt());
    func.setArgAttr(arg.getArgNumber(), LLVM::LLVMDialect::getByValAttrName(), TypeAttr::get(byval));
    func.setArgAttr(arg.getArgNumber(), LLVM::LLVMDialect::getAlignAttrName(), b.getI64IntegerAttr(align));
    func.setArgAttr(arg.getArgNumber(), NVVM::NVVMDialect::getGridConstantAttrName(), b.getUnitAttr());
    changed = true;
  }
  if (changed)
    func.setType(FunctionType::get(ctx, inputs, func.getFunctionType().getResults()));
}

void kiln::populateSimtTmaToNVVMPatterns(LLVMTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<TmaLoadLowering, TmaStoreLowering, TmaStoreCommitLowering, TmaStoreWaitLowering>(converter);
}
