//===- GroupsToNVVM.cpp - grid barrier and cluster addressing -> NVVM -----===//
//
// simt.grid_sync becomes the barrier CUDA's cooperative groups build on the
// driver's grid workspace (the protocol is the driver's ABI for cooperative
// launches, so kilnc's kernels and nvcc's interoperate):
//
//   bar.sync 0
//   thread 0 of each block:
//     ws = %envreg1:%envreg2          (0 unless launched cooperatively: trap)
//     old = atom.add.release.gpu [ws + 4], first block ? 0x80000000-(n-1) : 1
//     do cur = ld.acquire.gpu [ws + 4] while ((old ^ cur) & 0x80000000) == 0
//   bar.sync 0
//
// The first block's addend makes the counter's top bit flip exactly when the
// n-th block arrives; the release/acquire pair orders every block's writes
// before the barrier with every read after it (the block barriers extend that
// to the other threads of each block).
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/SimtToNVVM/GroupsToNVVM.h"
#include "dialects/simt/IR/SimtDialect.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

using namespace mlir;
namespace simt = kiln::simt;

namespace {

Value i32Const(OpBuilder &b, Location loc, int64_t v) {
  return LLVM::ConstantOp::create(b, loc, b.getI32Type(), b.getI32IntegerAttr(static_cast<int32_t>(v)));
}

/// The grid workspace address a cooperative launch passes (0 otherwise).
Value gridWorkspace(OpBuilder &b, Location loc) {
  Type i32 = b.getI32Type(), i64 = b.getI64Type();
  Value envreg1 = NVVM::EnvReg1Op::create(b, loc, i32);
  Value envreg2 = NVVM::EnvReg2Op::create(b, loc, i32);
  Value hi = LLVM::ZExtOp::create(b, loc, i64, envreg1);
  Value lo = LLVM::ZExtOp::create(b, loc, i64, envreg2);
  Value thirtyTwo = LLVM::ConstantOp::create(b, loc, i64, b.getI64IntegerAttr(32));
  Value shifted = LLVM::ShlOp::create(b, loc, hi, thirtyTwo);
  return LLVM::OrOp::create(b, loc, shifted, lo);
}

/// a + b + c == 0 for three thread or block indices: "the first one".
Value isFirst(OpBuilder &b, Location loc, Value x, Value y, Value z) {
  Value xy = LLVM::AddOp::create(b, loc, x, y);
  Value sum = LLVM::AddOp::create(b, loc, xy, z);
  return LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::eq, sum, i32Const(b, loc, 0));
}

struct GridSyncLowering : ConvertOpToLLVMPattern<simt::GridSyncOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(simt::GridSyncOp op, OpAdaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type i32 = rewriter.getI32Type(), i64 = rewriter.getI64Type();
    Block *entry = op->getBlock();
    Block *done = rewriter.splitBlock(entry, op->getIterator());
    Region *region = entry->getParent();
    Block *arrive = rewriter.createBlock(region, Region::iterator(done));
    Block *trap = rewriter.createBlock(region, Region::iterator(done));
    Block *add = rewriter.createBlock(region, Region::iterator(done));
    Block *spin = rewriter.createBlock(region, Region::iterator(done));

    // Every thread of the block arrives; thread 0 speaks for the block.
    rewriter.setInsertionPointToEnd(entry);
    NVVM::Barrier0Op::create(rewriter, loc);
    Value tx = NVVM::ThreadIdXOp::create(rewriter, loc, i32);
    Value ty = NVVM::ThreadIdYOp::create(rewriter, loc, i32);
    Value tz = NVVM::ThreadIdZOp::create(rewriter, loc, i32);
    Value master = isFirst(rewriter, loc, tx, ty, tz);
    LLVM::CondBrOp::create(rewriter, loc, master, arrive, done);

    // No workspace: a plain launch, whose blocks need not be co-resident.
    // Trap rather than spin forever.
    rewriter.setInsertionPointToEnd(arrive);
    Value ws = gridWorkspace(rewriter, loc);
    Value null = LLVM::ConstantOp::create(rewriter, loc, i64, rewriter.getI64IntegerAttr(0));
    Value missing = LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::eq, ws, null);
    LLVM::CondBrOp::create(rewriter, loc, missing, trap, add);
    rewriter.setInsertionPointToEnd(trap);
    LLVM::Trap::create(rewriter, loc);
    LLVM::UnreachableOp::create(rewriter, loc);

    // The arrival counter is the workspace's second word.
    rewriter.setInsertionPointToEnd(add);
    Type ptrTy = LLVM::LLVMPointerType::get(rewriter.getContext());
    Value four = LLVM::ConstantOp::create(rewriter, loc, i64, rewriter.getI64IntegerAttr(4));
    Value counterAddr = LLVM::AddOp::create(rewriter, loc, ws, four);
    Value counter = LLVM::IntToPtrOp::create(rewriter, loc, ptrTy, counterAddr);
    Value nx = NVVM::GridDimXOp::create(rewriter, loc, i32);
    Value ny = NVVM::GridDimYOp::create(rewriter, loc, i32);
    Value nz = NVVM::GridDimZOp::create(rewriter, loc, i32);
    Value blocks = LLVM::MulOp::create(rewriter, loc, LLVM::MulOp::create(rewriter, loc, nx, ny), nz);
    Value bx = NVVM::BlockIdXOp::create(rewriter, loc, i32);
    Value by = NVVM::BlockIdYOp::create(rewriter, loc, i32);
    Value bz = NVVM::BlockIdZOp::create(rewriter, loc, i32);
    Value firstBlock = isFirst(rewriter, loc, bx, by, bz);
    // 0x80000000 - (blocks - 1), in 32-bit arithmetic.
    Value flipBase = i32Const(rewriter, loc, int64_t(0x80000001u));
    Value flipAddend = LLVM::SubOp::create(rewriter, loc, flipBase, blocks);
    Value one = i32Const(rewriter, loc, 1);
    Value addend = LLVM::SelectOp::create(rewriter, loc, firstBlock, flipAddend, one);
    // LLVM 22's NVPTX prints every atomicrmw as a relaxed atom: spell the
    // release in PTX (as SimtToNVVM's AtomicRMWLowering does).
    Value old = LLVM::InlineAsmOp::create(rewriter, loc, TypeRange{i32}, ValueRange{counter, addend},
                                          "atom.add.release.gpu.u32 $0, [$1], $2;", "=r,l,r,~{memory}",
                                          /*has_side_effects=*/true, /*is_align_stack=*/false,
                                          LLVM::tailcallkind::TailCallKind::None, LLVM::AsmDialectAttr(),
                                          ArrayAttr())
                    .getResult(0);
    LLVM::BrOp::create(rewriter, loc, spin);

    // ld.acquire.gpu until the top bit differs from what this block saw.
    rewriter.setInsertionPointToEnd(spin);
    Value current = LLVM::LoadOp::create(rewriter, loc, i32, counter, /*alignment=*/4, /*isVolatile=*/false,
                                         /*isNonTemporal=*/false, /*isInvariant=*/false,
                                         /*isInvariantGroup=*/false, LLVM::AtomicOrdering::acquire, "device");
    Value differs = LLVM::XOrOp::create(rewriter, loc, old, current);
    Value topBit = i32Const(rewriter, loc, int64_t(0x80000000u));
    Value changed = LLVM::AndOp::create(rewriter, loc, differs, topBit);
    Value zero = i32Const(rewriter, loc, 0);
    Value flipped = LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::ne, changed, zero);
    LLVM::CondBrOp::create(rewriter, loc, flipped, done, spin);

    // The other threads of the block wait here for thread 0.
    rewriter.setInsertionPointToStart(done);
    NVVM::Barrier0Op::create(rewriter, loc);
    rewriter.eraseOp(op);
    return success();
  }
};

struct GridWorkspaceLowering : ConvertOpToLLVMPattern<simt::GridWorkspaceOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(simt::GridWorkspaceOp op, OpAdaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, gridWorkspace(rewriter, op.getLoc()));
    return success();
  }
};

/// mapa.u64: this block's generic shared address -> the same offset in the
/// shared memory of cluster block `rank`.
struct MapSharedRankLowering : ConvertOpToLLVMPattern<simt::MapSharedRankOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(simt::MapSharedRankOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<NVVM::MapaOp>(op, adaptor.getPtr().getType(), adaptor.getPtr(), adaptor.getRank());
    return success();
  }
};

/// getctarank on a generic address.
struct SharedRankLowering : ConvertOpToLLVMPattern<simt::SharedRankOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(simt::SharedRankOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value ptr = adaptor.getPtr();
    Type generic = LLVM::LLVMPointerType::get(rewriter.getContext());
    if (ptr.getType() != generic)
      ptr = LLVM::AddrSpaceCastOp::create(rewriter, loc, generic, ptr);
    auto call = LLVM::CallIntrinsicOp::create(rewriter, loc, rewriter.getI32Type(),
                                              rewriter.getStringAttr("llvm.nvvm.getctarank"), ValueRange{ptr});
    rewriter.replaceOp(op, call.getResults());
    return success();
  }
};

/// isspacep.<space> on a generic address. A question asked only of the
/// compiler (`kiln.static_space`, <mma.h> choosing nvcc's .shared/.global
/// forms) that no folding answered is "no": the generic form, as nvcc's.
struct IsSpaceLowering : ConvertOpToLLVMPattern<simt::IsSpaceOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(simt::IsSpaceOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    if (op->hasAttr("kiln.static_space")) {
      rewriter.replaceOpWithNewOp<LLVM::ConstantOp>(op, rewriter.getI1Type(), rewriter.getBoolAttr(false));
      return success();
    }
    Value ptr = adaptor.getPtr();
    Type generic = LLVM::LLVMPointerType::get(rewriter.getContext());
    if (ptr.getType() != generic)
      ptr = LLVM::AddrSpaceCastOp::create(rewriter, loc, generic, ptr);
    if (op.getSpace() == simt::AddressSpace::Param) {
      // isspacep.param (PTX 7.7): LLVM has no intrinsic for it.
      auto i32 = rewriter.getI32Type();
      auto asmOp = LLVM::InlineAsmOp::create(
          rewriter, loc, TypeRange{i32}, ValueRange{ptr},
          "{\n\t.reg .pred %p;\n\tisspacep.param %p, $1;\n\tselp.u32 $0, 1, 0, %p;\n\t}", "=r,l",
          /*has_side_effects=*/false, /*is_align_stack=*/false, LLVM::tailcallkind::TailCallKind::None,
          LLVM::AsmDialectAttr(), ArrayAttr());
      rewriter.replaceOpWithNewOp<LLVM::TruncOp>(op, rewriter.getI1Type(), asmOp.getResult(0));
      return success();
    }
    StringRef name;
    switch (op.getSpace()) {
    case simt::AddressSpace::Shared:
      name = "llvm.nvvm.isspacep.shared";
      break;
    case simt::AddressSpace::Global:
      name = "llvm.nvvm.isspacep.global";
      break;
    case simt::AddressSpace::Local:
      name = "llvm.nvvm.isspacep.local";
      break;
    default:
      name = "llvm.nvvm.isspacep.const";
      break;
    }
    auto call = LLVM::CallIntrinsicOp::create(rewriter, loc, rewriter.getI1Type(), rewriter.getStringAttr(name),
                                              ValueRange{ptr});
    rewriter.replaceOp(op, call.getResults());
    return success();
  }
};

} // namespace

void kiln::populateSimtGroupsToNVVMPatterns(LLVMTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<GridSyncLowering, GridWorkspaceLowering, MapSharedRankLowering, SharedRankLowering,
               IsSpaceLowering>(converter);
}
