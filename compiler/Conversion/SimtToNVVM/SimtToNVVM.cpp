//===- SimtToNVVM.cpp - simt -> NVVM + LLVM dialects ----------------------===//
//
// One dialect conversion lowers simt together with func/arith/math/cf/ub/index
// to the NVVM and LLVM dialects:
//
//   ids, barriers, warp collectives  -> nvvm.* ops (convergent intrinsics)
//   memory, pointers, fences          -> llvm.* ops
//
// One file per op family beside this one (as Triton's *OpToLLVM.cpp):
// AtomicToNVVM.cpp (atomics), InlineAsmToNVVM.cpp, TensorCoreToNVVM.cpp (mma,
// ldmatrix, cp.async), GroupsToNVVM.cpp (grid barrier, clusters),
// RuntimeToNVVM.cpp (clocks, sleep, traps, memcpy, cache hints),
// WarpToNVVM.cpp (shuffles, votes, match, redux); MemoryModel.h holds the
// scope and order mappings they share.
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/SimtToNVVM/AtomicToNVVM.h"
#include "compiler/Conversion/SimtToNVVM/PatternUtils.h"
#include "compiler/Conversion/SimtToNVVM/RuntimeToNVVM.h"
#include "compiler/Conversion/SimtToNVVM/AsyncToNVVM.h"
#include "compiler/Conversion/SimtToNVVM/GroupsToNVVM.h"
#include "compiler/Conversion/SimtToNVVM/InlineAsmToNVVM.h"
#include "compiler/Conversion/SimtToNVVM/TensorCoreToNVVM.h"
#include "compiler/Conversion/SimtToNVVM/WarpToNVVM.h"
#include "compiler/Conversion/SimtToNVVM/SimtToNVVM.h"

#include "compiler/Conversion/Passes.h"
#include "compiler/Target/TypeLayout.h"
#include "dialects/simt/IR/SimtDialect.h"
#include "dialects/simt/IR/SimtStackOps.h"

#include "mlir/Conversion/ArithCommon/AttrToLLVMConverter.h"
#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/FuncToLLVM/ConvertFuncToLLVM.h"
#include "mlir/Conversion/GPUToNVVM/GPUToNVVMPass.h"
#include "mlir/Conversion/IndexToLLVM/IndexToLLVM.h"
#include "mlir/Conversion/LLVMCommon/ConversionTarget.h"
#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Conversion/LLVMCommon/VectorPattern.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Conversion/UBToLLVM/UBToLLVM.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Index/IR/IndexDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Transforms/DialectConversion.h"

namespace kiln {
#define GEN_PASS_DEF_CONVERTSIMTTONVVM
#include "compiler/Conversion/Passes.h.inc"
} // namespace kiln

using namespace mlir;
using namespace kiln;
using namespace kiln::simt_to_nvvm;
namespace simt = kiln::simt;

namespace {

//===----------------------------------------------------------------------===//
// Ids and dimensions
//===----------------------------------------------------------------------===//

template <typename SimtOp, typename X, typename Y, typename Z>
struct DimOpLowering : ConvertOpToLLVMPattern<SimtOp> {
  using ConvertOpToLLVMPattern<SimtOp>::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(SimtOp op, typename SimtOp::Adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type i32 = rewriter.getI32Type();
    Location loc = op.getLoc();
    Value v;
    switch (op.getDim()) {
    case simt::Dim::X:
      v = X::create(rewriter, loc, i32);
      break;
    case simt::Dim::Y:
      v = Y::create(rewriter, loc, i32);
      break;
    case simt::Dim::Z:
      v = Z::create(rewriter, loc, i32);
      break;
    }
    rewriter.replaceOp(op, v);
    return success();
  }
};

template <typename SimtOp, typename NVVMOp>
struct ScalarIdLowering : ConvertOpToLLVMPattern<SimtOp> {
  using ConvertOpToLLVMPattern<SimtOp>::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(SimtOp op, typename SimtOp::Adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, NVVMOp::create(rewriter, op.getLoc(),
                                          rewriter.getI32Type()));
    return success();
  }
};

/// warp_id is the linear thread index / 32 (what CUDA code computes), not
/// %warpid, which names a hardware slot and may change under preemption.
struct WarpIdLowering : ConvertOpToLLVMPattern<simt::WarpIdOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(simt::WarpIdOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type i32 = rewriter.getI32Type();
    Value tx = NVVM::ThreadIdXOp::create(rewriter, loc, i32);
    Value ty = NVVM::ThreadIdYOp::create(rewriter, loc, i32);
    Value tz = NVVM::ThreadIdZOp::create(rewriter, loc, i32);
    Value nx = NVVM::BlockDimXOp::create(rewriter, loc, i32);
    Value ny = NVVM::BlockDimYOp::create(rewriter, loc, i32);
    // tx + nx * (ty + ny * tz)
    Value inner = LLVM::AddOp::create(
        rewriter, loc, ty, LLVM::MulOp::create(rewriter, loc, ny, tz));
    Value linear = LLVM::AddOp::create(
        rewriter, loc, tx, LLVM::MulOp::create(rewriter, loc, nx, inner));
    rewriter.replaceOpWithNewOp<LLVM::LShrOp>(op, linear,
                                              i32Const(rewriter, loc, 5));
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Barriers and fences
//===----------------------------------------------------------------------===//

struct BarrierLowering : ConvertOpToLLVMPattern<simt::BarrierOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(simt::BarrierOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    switch (op.getScope()) {
    case simt::Scope::Warp: {
      Value mask = adaptor.getMask() ? adaptor.getMask()
                                     : i32Const(rewriter, loc, -1);
      NVVM::SyncWarpOp::create(rewriter, loc, mask);
      break;
    }
    case simt::Scope::Block:
      // __syncthreads: barrier.sync 0 (aligned: every thread of the block
      // reaches this very instruction, which simt-verify-sync checks).
      NVVM::Barrier0Op::create(rewriter, loc);
      break;
    case simt::Scope::Cluster:
      // cluster.sync(): barrier.cluster.arrive + barrier.cluster.wait (the
      // default semantics are release/acquire at cluster scope).
      NVVM::ClusterArriveOp::create(rewriter, loc, UnitAttr());
      NVVM::ClusterWaitOp::create(rewriter, loc, UnitAttr());
      break;
    default:
      return rewriter.notifyMatchFailure(op, "no barrier of this scope");
    }
    rewriter.eraseOp(op);
    return success();
  }
};

/// barrier.sync id, threads without .aligned: the threads that skip it (a
/// packed block's slots past the program count) need not reach it.
struct NamedBarrierLowering : ConvertOpToLLVMPattern<simt::NamedBarrierOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(simt::NamedBarrierOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    LLVM::CallIntrinsicOp::create(rewriter, op.getLoc(),
                                  rewriter.getStringAttr("llvm.nvvm.barrier.cta.sync.count"),
                                  ValueRange{adaptor.getId(), adaptor.getThreads()});
    rewriter.eraseOp(op);
    return success();
  }
};

struct BarrierReduceLowering : ConvertOpToLLVMPattern<simt::BarrierReduceOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(simt::BarrierReduceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    NVVM::BarrierReduction kind = NVVM::BarrierReduction::POPC;
    switch (op.getKind()) {
    case simt::BarrierReduceKind::Count:
      kind = NVVM::BarrierReduction::POPC;
      break;
    case simt::BarrierReduceKind::And:
      kind = NVVM::BarrierReduction::AND;
      break;
    case simt::BarrierReduceKind::Or:
      kind = NVVM::BarrierReduction::OR;
      break;
    }
    Value pred = LLVM::ZExtOp::create(rewriter, loc, rewriter.getI32Type(),
                                      adaptor.getPredicate());
    auto barrier = NVVM::BarrierOp::create(
        rewriter, loc, rewriter.getI32Type(), /*barrierId=*/Value(),
        /*numberOfThreads=*/Value(),
        NVVM::BarrierReductionAttr::get(rewriter.getContext(), kind), pred);
    rewriter.replaceOp(op, barrier.getRes());
    return success();
  }
};

/// fence.acq_rel/fence.sc with the scope: LLVM's `fence syncscope(...)`
/// prints exactly that on sm_70+.
struct FenceLowering : ConvertOpToLLVMPattern<simt::FenceOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(simt::FenceOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<LLVM::FenceOp>(
        op, llvmOrdering(op.getOrder()), syncScope(op.getScope()));
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Globals
//===----------------------------------------------------------------------===//

/// Symbols (and nulls) of a function-pointer table, nested as its arrays;
/// integers are pointer-sized values among them (a vtable's offset-to-top).
/// `{symbol = @g, offset = 12}`: the address 12 bytes into @g (`&g[3]`).
bool isAddress(Attribute a) {
  if (isa<FlatSymbolRefAttr>(a))
    return true;
  auto dict = dyn_cast<DictionaryAttr>(a);
  return dict && dict.get("symbol");
}

bool isFunctionAddresses(Attribute a) {
  if (isAddress(a))
    return true;
  auto array = dyn_cast<ArrayAttr>(a);
  if (!array || array.empty())
    return false;
  bool anySymbol = false;
  for (Attribute e : array) {
    if (isa<UnitAttr, IntegerAttr>(e))
      continue;
    if (!isFunctionAddresses(e))
      return false;
    anySymbol = true;
  }
  return anySymbol;
}

struct GlobalLowering : ConvertOpToLLVMPattern<simt::GlobalOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(simt::GlobalOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    if (!type)
      return rewriter.notifyMatchFailure(op, "unconvertible type");
    unsigned space = static_cast<unsigned>(op.getSpace());
    bool shared = op.getSpace() == simt::AddressSpace::Shared;
    // Shared memory is per block and never initialised: internal, undef.
    // __constant__ and __device__ variables stay external so the host finds
    // them by name (cuModuleGetGlobal) and LLVM never folds their loads.
    auto linkage = shared ? LLVM::Linkage::Internal : LLVM::Linkage::External;
    Attribute initial = op.getInitialAttr();
    // A flat dense initialiser of a nested array (the frontend's natural
    // spelling of `float m[4][4] = {...}`) takes the array's shape.
    if (auto dense = dyn_cast_or_null<DenseElementsAttr>(initial)) {
      SmallVector<int64_t> shape;
      Type elem = type;
      while (auto array = dyn_cast<LLVM::LLVMArrayType>(elem)) {
        shape.push_back(array.getNumElements());
        elem = array.getElementType();
      }
      auto want = RankedTensorType::get(shape, dense.getElementType());
      if (!shape.empty() && dense.getType() != want &&
          want.getNumElements() == dense.getNumElements())
        initial = dense.reshape(want);
    }
    // Records (and arrays of them) start as their bytes: the LLVM global is
    // that byte array; every access goes through its address.
    if (auto dense = dyn_cast_or_null<DenseElementsAttr>(initial)) {
      Type elem = type;
      while (auto array = dyn_cast<LLVM::LLVMArrayType>(elem))
        elem = array.getElementType();
      if (!elem.isIntOrFloat() && dense.getElementType().isInteger(8))
        type = LLVM::LLVMArrayType::get(dense.getElementType(), dense.getNumElements());
    }
    // Function-pointer tables: the functions' addresses, built in the
    // global's initializer region (null: a unit attribute). A read-only one
    // (a vtable) is an LLVM constant: its loads fold, so a call or a virtual
    // base's offset through an object whose class is known is direct.
    // A vtable of a class with virtual bases but no virtual functions holds
    // only offsets (integers) and nulls: built the same way.
    auto pointerTable = [&] {
      auto array = dyn_cast_or_null<ArrayAttr>(initial);
      auto arrayType = dyn_cast<LLVM::LLVMArrayType>(type);
      return array && arrayType && isa<LLVM::LLVMPointerType>(arrayType.getElementType()) &&
             llvm::all_of(array, [](Attribute e) { return isa<UnitAttr, IntegerAttr>(e); });
    };
    // A record with pointers among its bytes: `{pieces = [bytes, address,
    // ...]}`, the LLVM global a packed struct of byte arrays and pointers.
    ArrayAttr pieces;
    if (auto dict = dyn_cast_or_null<DictionaryAttr>(initial))
      pieces = dyn_cast_or_null<ArrayAttr>(dict.get("pieces"));
    auto ptr = LLVM::LLVMPointerType::get(rewriter.getContext());
    if (pieces) {
      SmallVector<Type> fields;
      for (Attribute piece : pieces) {
        auto bytes = dyn_cast<DenseElementsAttr>(piece);
        fields.push_back(bytes ? Type(LLVM::LLVMArrayType::get(bytes.getElementType(),
                                                                bytes.getNumElements()))
                               : Type(ptr));
      }
      type = LLVM::LLVMStructType::getLiteral(rewriter.getContext(), fields, /*isPacked=*/true);
    }
    if (initial && (pieces || isFunctionAddresses(initial) || pointerTable())) {
      uint64_t align = op.getAlignment() ? *op.getAlignment() : 0;
      auto global = rewriter.replaceOpWithNewOp<LLVM::GlobalOp>(
          op, type, /*isConstant=*/op.getReadonly(), linkage, op.getSymName(), Attribute(), align, space);
      Block *body = rewriter.createBlock(&global.getInitializerRegion());
      rewriter.setInsertionPointToStart(body);
      Location l = global.getLoc();
      std::function<Value(Attribute, Type)> build = [&](Attribute a, Type t) -> Value {
        int64_t offset = 0;
        if (auto dict = dyn_cast<DictionaryAttr>(a); dict && dict.get("symbol")) {
          offset = cast<IntegerAttr>(dict.get("offset")).getInt();
          a = dict.get("symbol");
        }
        if (auto sym = dyn_cast<FlatSymbolRefAttr>(a)) {
          // A variable in a specific space (a string literal's global, a
          // __device__ table): its address there, made generic for the slot.
          unsigned from = 0;
          Operation *target = SymbolTable::lookupNearestSymbolFrom(op, sym);
          if (auto g = dyn_cast_or_null<simt::GlobalOp>(target))
            from = static_cast<unsigned>(g.getSpace());
          else if (auto g = dyn_cast_or_null<LLVM::GlobalOp>(target))
            from = g.getAddrSpace();
          Value at;
          if (!from) {
            at = LLVM::AddressOfOp::create(rewriter, l, ptr, sym.getValue());
          } else {
            Value in = LLVM::AddressOfOp::create(
                rewriter, l, LLVM::LLVMPointerType::get(rewriter.getContext(), from),
                sym.getValue());
            at = LLVM::AddrSpaceCastOp::create(rewriter, l, ptr, in);
          }
          if (!offset)
            return at;
          return LLVM::GEPOp::create(rewriter, l, ptr, rewriter.getI8Type(), at,
                                     ArrayRef<LLVM::GEPArg>{offset});
        }
        if (auto bytes = dyn_cast<DenseElementsAttr>(a))
          return LLVM::ConstantOp::create(rewriter, l, t, bytes);
        if (auto st = dyn_cast<LLVM::LLVMStructType>(t)) {
          Value v = LLVM::UndefOp::create(rewriter, l, t);
          for (auto [i, e] : llvm::enumerate(pieces.getValue()))
            v = LLVM::InsertValueOp::create(rewriter, l, v, build(e, st.getBody()[i]),
                                            ArrayRef<int64_t>{int64_t(i)});
          return v;
        }
        if (auto n = dyn_cast<IntegerAttr>(a))
          return LLVM::IntToPtrOp::create(
              rewriter, l, t,
              LLVM::ConstantOp::create(rewriter, l, rewriter.getI64Type(), n).getResult());
        if (auto array = dyn_cast<ArrayAttr>(a)) {
          Type elem = cast<LLVM::LLVMArrayType>(t).getElementType();
          Value v = LLVM::UndefOp::create(rewriter, l, t);
          for (auto [i, e] : llvm::enumerate(array.getValue()))
            v = LLVM::InsertValueOp::create(rewriter, l, v, build(e, elem),
                                            ArrayRef<int64_t>{int64_t(i)});
          return v;
        }
        return LLVM::ZeroOp::create(rewriter, l, t);
      };
      LLVM::ReturnOp::create(rewriter, l, build(initial, type));
      return success();
    }
    if (initial && !isa<DenseElementsAttr, IntegerAttr, FloatAttr, StringAttr,
                        ArrayAttr>(initial))
      return op.emitOpError() << "cannot lower the initial value " << initial;
    uint64_t align = op.getAlignment() ? *op.getAlignment() : 0;
    // String literals: private constant data, as clang and nvcc emit them.
    if (op.getReadonly())
      linkage = LLVM::Linkage::Private;
    bool managed = op->hasAttr("kiln.managed");
    auto global = rewriter.replaceOpWithNewOp<LLVM::GlobalOp>(
        op, type, /*isConstant=*/op.getReadonly(), linkage, op.getSymName(), initial,
        align, space);
    // A __managed__ variable: PTXEmitter annotates it for .attribute(.managed).
    if (managed)
      global->setAttr("kiln.managed", rewriter.getUnitAttr());
    if (!initial) {
      Block *body = rewriter.createBlock(&global.getInitializerRegion());
      rewriter.setInsertionPointToStart(body);
      Value v = shared ? Value(LLVM::UndefOp::create(rewriter, global.getLoc(),
                                                      type))
                       : Value(LLVM::ZeroOp::create(rewriter, global.getLoc(),
                                                     type));
      LLVM::ReturnOp::create(rewriter, global.getLoc(), v);
    }
    return success();
  }
};

struct AddressOfLowering : ConvertOpToLLVMPattern<simt::AddressOfOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(simt::AddressOfOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<LLVM::AddressOfOp>(
        op, getTypeConverter()->convertType(op.getType()), op.getGlobal());
    return success();
  }
};

struct DynamicSharedLowering : ConvertOpToLLVMPattern<simt::DynamicSharedOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(simt::DynamicSharedOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    // The pass created the one external global beforehand.
    rewriter.replaceOpWithNewOp<LLVM::AddressOfOp>(
        op, getTypeConverter()->convertType(op.getType()),
        kDynamicSharedSymbol);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Pointers, loads and stores
//===----------------------------------------------------------------------===//

struct AllocaLowering : ConvertOpToLLVMPattern<simt::AllocaOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(simt::AllocaOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto ptrTy = cast<simt::PtrType>(op.getType());
    Type elem = getTypeConverter()->convertType(ptrTy.getElementType());
    // NVPTX allocates in the generic space (its data layout has no alloca
    // address space) and NVPTXLowerAlloca moves the object to .local.
    Value count = i64Const(rewriter, loc, op.getCount());
    unsigned align = op.getAlignment() ? *op.getAlignment() : 0;
    Value alloca = LLVM::AllocaOp::create(
        rewriter, loc, LLVM::LLVMPointerType::get(getContext()), elem, count,
        align);
    rewriter.replaceOpWithNewOp<LLVM::AddrSpaceCastOp>(
        op, getTypeConverter()->convertType(op.getType()), alloca);
    return success();
  }
};

/// alloca(n): a dynamic llvm.alloca in the generic space, which NVPTX
/// lowers to PTX `alloca` (NVPTXLowerAlloca moves it to .local, as above).
struct DynamicAllocaLowering : ConvertOpToLLVMPattern<simt::DynamicAllocaOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(simt::DynamicAllocaOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value alloca = LLVM::AllocaOp::create(
        rewriter, loc, LLVM::LLVMPointerType::get(getContext()), rewriter.getI8Type(),
        adaptor.getSize(), op.getAlignment());
    rewriter.replaceOpWithNewOp<LLVM::AddrSpaceCastOp>(
        op, getTypeConverter()->convertType(op.getType()), alloca);
    return success();
  }
};

struct LoadLowering : ConvertOpToLLVMPattern<simt::LoadOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(simt::LoadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (op.getCache())
      return failure(); // RuntimeToNVVM.cpp: ld.global.<op>
    Type type = getTypeConverter()->convertType(op.getType());
    Value ptr = adaptor.getPtr();
    bool invariant = op.getInvariant();
    if (invariant && addressSpaceOf(ptr) == 0) {
      // __ldg: ld.global.nc needs a global pointer and !invariant.load.
      ptr = LLVM::AddrSpaceCastOp::create(
          rewriter, op.getLoc(),
          LLVM::LLVMPointerType::get(getContext(), 1), ptr);
    }
    unsigned align = op.getAlignment() ? *op.getAlignment() : 0;
    rewriter.replaceOpWithNewOp<LLVM::LoadOp>(op, type, ptr, align,
                                              op.getVolatile_(),
                                              /*isNonTemporal=*/false,
                                              invariant);
    return success();
  }
};

struct StoreLowering : ConvertOpToLLVMPattern<simt::StoreOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(simt::StoreOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (op.getCache())
      return failure(); // RuntimeToNVVM.cpp: st.global.<op>
    unsigned align = op.getAlignment() ? *op.getAlignment() : 0;
    rewriter.replaceOpWithNewOp<LLVM::StoreOp>(
        op, adaptor.getValue(), adaptor.getPtr(), align, op.getVolatile_());
    return success();
  }
};

struct PtrAddLowering : ConvertOpToLLVMPattern<simt::PtrAddOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(simt::PtrAddOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto ptrTy = cast<simt::PtrType>(op.getType());
    Type elem = getTypeConverter()->convertType(ptrTy.getElementType());
    rewriter.replaceOpWithNewOp<LLVM::GEPOp>(
        op, adaptor.getBase().getType(), elem, adaptor.getBase(),
        ValueRange{adaptor.getOffset()},
        op.getInbounds() ? LLVM::GEPNoWrapFlags::inbounds
                         : LLVM::GEPNoWrapFlags::none);
    return success();
  }
};

struct MemberPtrLowering : ConvertOpToLLVMPattern<simt::MemberPtrOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(simt::MemberPtrOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto baseTy = cast<simt::PtrType>(op.getBase().getType());
    Type elem = getTypeConverter()->convertType(baseTy.getElementType());
    rewriter.replaceOpWithNewOp<LLVM::GEPOp>(
        op, adaptor.getBase().getType(), elem, adaptor.getBase(),
        ArrayRef<LLVM::GEPArg>{0, static_cast<int32_t>(op.getIndex())},
        LLVM::GEPNoWrapFlags::inbounds);
    return success();
  }
};

struct PtrCastLowering : ConvertOpToLLVMPattern<simt::PtrCastOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(simt::PtrCastOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type to = getTypeConverter()->convertType(op.getType());
    // Pointers are opaque: an element-type change is no change at all.
    if (to == adaptor.getSource().getType()) {
      rewriter.replaceOp(op, adaptor.getSource());
      return success();
    }
    rewriter.replaceOpWithNewOp<LLVM::AddrSpaceCastOp>(op, to,
                                                       adaptor.getSource());
    return success();
  }
};

struct PtrToIntLowering : ConvertOpToLLVMPattern<simt::PtrToIntOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(simt::PtrToIntOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<LLVM::PtrToIntOp>(op, op.getType(),
                                                  adaptor.getSource());
    return success();
  }
};

struct IntToPtrLowering : ConvertOpToLLVMPattern<simt::IntToPtrOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(simt::IntToPtrOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<LLVM::IntToPtrOp>(
        op, getTypeConverter()->convertType(op.getType()), adaptor.getSource());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Target arithmetic: simt.intrinsic -> llvm.call_intrinsic
//===----------------------------------------------------------------------===//

struct IntrinsicLowering : ConvertOpToLLVMPattern<simt::IntrinsicOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  /// The inline-PTX register of a value and the type it travels as there:
  /// 16-bit floats as i16 ("h"), f16/bf16 pairs as i32 ("r").
  static std::pair<StringRef, Type> ptxRegister(Type t, Builder &b) {
    if (isa<VectorType>(t))
      return {"r", b.getI32Type()};
    if (t.isF16() || t.isBF16() || t.isInteger(16))
      return {"h", b.getI16Type()};
    if (t.isF32())
      return {"f", t};
    if (t.isF64())
      return {"d", t};
    return {t.isInteger(64) ? "l" : "r", t};
  }

  LogicalResult
  matchAndRewrite(simt::IntrinsicOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type resultType = getTypeConverter()->convertType(op.getType());
    if (!resultType)
      return failure();
    StringRef opcode = op.getName();
    if (!opcode.consume_front("ptx.")) {
      rewriter.replaceOpWithNewOp<LLVM::CallIntrinsicOp>(
          op, resultType, op.getNameAttr(), adaptor.getArgs());
      return success();
    }
    // `opcode $0, $1, ...;` without side effects: LLVM may still CSE,
    // hoist or delete it.
    std::string text = opcode.str() + " $0";
    auto [resultReg, resultRegType] = ptxRegister(resultType, rewriter);
    std::string constraints = ("=" + resultReg).str();
    SmallVector<Value> operands;
    for (auto [i, v] : llvm::enumerate(adaptor.getArgs())) {
      auto [reg, regType] = ptxRegister(v.getType(), rewriter);
      if (regType != v.getType())
        v = LLVM::BitcastOp::create(rewriter, loc, regType, v);
      operands.push_back(v);
      text += ", $" + std::to_string(i + 1);
      constraints += ("," + reg).str();
    }
    text += ";";
    Value res = LLVM::InlineAsmOp::create(
                    rewriter, loc, TypeRange{resultRegType}, operands, text,
                    constraints, /*has_side_effects=*/false,
                    /*is_align_stack=*/false, LLVM::tailcallkind::TailCallKind::None,
                    LLVM::AsmDialectAttr(), ArrayAttr())
                    .getResult(0);
    if (resultRegType != resultType)
      res = LLVM::BitcastOp::create(rewriter, loc, resultType, res);
    rewriter.replaceOp(op, res);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Math: hardware instructions where PTX has them, libdevice otherwise
//===----------------------------------------------------------------------===//

template <typename SourceOp, typename TargetOp>
using MathToIntrinsic =
    VectorConvertToLLVMPattern<SourceOp, TargetOp,
                               arith::AttrConvertFastMathToLLVM>;

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

/// simt.* function attributes -> nvvm.*; struct kernel params -> byval;
/// device functions -> internal. Runs on func.func before the conversion,
/// whose func-to-llvm pattern carries these attributes over.
void prepareFunctions(ModuleOp module) {
  MLIRContext *ctx = module.getContext();
  Builder b(ctx);
  for (auto func : module.getOps<func::FuncOp>()) {
    bool kernel = simt::isKernel(func);
    if (kernel) {
      func->setAttr(NVVM::NVVMDialect::getKernelFuncAttrName(), b.getUnitAttr());
      // A kernel whose block size is fixed (tile kernels) says so in its
      // PTX (.reqntid): a launch with another size fails at the launch, not
      // with wrong results, and launching from the PTX alone needs no bundle.
      auto exact = func->getAttrOfType<IntegerAttr>(
          simt::SimtDialect::BlockThreadsAttrHelper::getNameStr());
      // A packed kernel's block runs 1 to its most programs, as many as the
      // launch chose (simt.packed_programs): its block size is a bound.
      if (exact && func->hasAttr(simt::SimtDialect::PackedProgramsAttrHelper::getNameStr())) {
        func->setAttr(NVVM::NVVMDialect::getMaxntidAttrName(),
                      b.getDenseI32ArrayAttr({static_cast<int32_t>(exact.getInt()), 1, 1}));
        exact = nullptr;
      }
      if (exact)
        func->setAttr(NVVM::NVVMDialect::getReqntidAttrName(),
                      b.getDenseI32ArrayAttr(
                          {static_cast<int32_t>(exact.getInt()), 1, 1}));
      if (auto bounds = func->getAttrOfType<simt::LaunchBoundsAttr>(
              simt::SimtDialect::LaunchBoundsAttrHelper::getNameStr())) {
        // .reqntid and .maxntid do not go together; the exact size implies
        // the bound.
        if (!exact && !func->hasAttr(NVVM::NVVMDialect::getMaxntidAttrName()))
          func->setAttr(NVVM::NVVMDialect::getMaxntidAttrName(),
                        b.getDenseI32ArrayAttr(
                            {static_cast<int32_t>(bounds.getMaxThreads()), 1, 1}));
        if (bounds.getMinBlocks())
          func->setAttr(NVVM::NVVMDialect::getMinctasmAttrName(),
                        b.getI32IntegerAttr(bounds.getMinBlocks()));
      }
      if (auto dims = func->getAttrOfType<DenseI32ArrayAttr>(
              simt::SimtDialect::ClusterDimsAttrHelper::getNameStr()))
        func->setAttr(NVVM::NVVMDialect::getClusterDimAttrName(), dims);
      // __restrict__ pointers: noalias, as clang marks them. With the
      // read-only-ness LLVM infers, NVPTX then loads through them with
      // ld.global.nc, whatever pointer arithmetic leads there.
      for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i)
        if (func.getArgAttr(i, simt::SimtDialect::RestrictAttrHelper::getNameStr()))
          func.setArgAttr(i, LLVM::LLVMDialect::getNoAliasAttrName(),
                          b.getUnitAttr());
      // TMA descriptors passed by value stay in the param space.
      prepareTensorMapParams(func);
      // Struct parameters: `.param .align A .b8 p[size]`, the way the host
      // passes them (clang does the same with byval).
      for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i) {
        Type type = func.getArgument(i).getType();
        if (!isa<LLVM::LLVMStructType, LLVM::LLVMArrayType>(type))
          continue;
        uint64_t align = 1;
        if (auto a = func.getArgAttrOfType<IntegerAttr>(
                i, simt::SimtDialect::ParamAlignAttrHelper::getNameStr()))
          align = a.getInt();
        else if (auto st = dyn_cast<LLVM::LLVMStructType>(type))
          for (Type field : st.getBody())
            align = std::max(align, typeAlignInBytes(field));
        else
          align = typeAlignInBytes(type);
        func.setArgAttr(i, LLVM::LLVMDialect::getByValAttrName(),
                        TypeAttr::get(type));
        func.setArgAttr(i, LLVM::LLVMDialect::getAlignAttrName(),
                        b.getI64IntegerAttr(align));
      }
    } else if (!func.isDeclaration()) {
      // nvcc's whole-program mode: device functions are internal.
      func->setAttr("llvm.linkage",
                    LLVM::LinkageAttr::get(ctx, LLVM::Linkage::Internal));
    }
    // Drop the simt.* attributes; the bundle writer read them before.
    for (NamedAttribute attr : llvm::to_vector(func->getDialectAttrs()))
      if (attr.getName().getValue().starts_with("simt."))
        func->removeAttr(attr.getName());
    for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i)
      if (DictionaryAttr dict = func.getArgAttrDict(i))
        for (NamedAttribute attr : llvm::to_vector(dict.getValue()))
          if (attr.getName().getValue().starts_with("simt."))
            func.removeArgAttr(i, attr.getName());
  }
}

/// The one external `[0 x i8]` shared array behind every dynamic_shared,
/// aligned to the largest alignment asked for.
void createDynamicSharedGlobal(ModuleOp module) {
  uint64_t align = 0;
  module.walk([&](simt::DynamicSharedOp op) {
    align = std::max<uint64_t>(align, op.getAlignment());
  });
  if (!align)
    return;
  OpBuilder b(module.getContext());
  b.setInsertionPointToStart(module.getBody());
  auto type = LLVM::LLVMArrayType::get(b.getI8Type(), 0);
  LLVM::GlobalOp::create(b, module.getLoc(), type, /*isConstant=*/false,
                         LLVM::Linkage::External, kDynamicSharedSymbol,
                         Attribute(), align,
                         static_cast<unsigned>(simt::AddressSpace::Shared));
}

/// LLVM-dialect ops the frontend emits itself (llvm.mlir.zero for a
/// zero-initialised aggregate, undef, insertvalue/extractvalue) whose types
/// hold a !simt.ptr (`cuda::std::array<cuda::std::span<const char>, 4> f{}`):
/// rebuilt with the converted types, type attributes included. Left alone,
/// the struct kept its !simt.ptr field into LLVM IR translation, which crashed.
struct LLVMOpTypesLowering : ConversionPattern {
  LLVMOpTypesLowering(const TypeConverter &converter, MLIRContext *ctx)
      : ConversionPattern(converter, MatchAnyOpTypeTag(), /*benefit=*/1, ctx) {}
  LogicalResult matchAndRewrite(Operation *op, ArrayRef<Value> operands,
                                ConversionPatternRewriter &rewriter) const override {
    if (!isa<LLVM::LLVMDialect>(op->getDialect()) || op->getNumRegions())
      return failure();
    SmallVector<Type> types;
    if (failed(getTypeConverter()->convertTypes(op->getResultTypes(), types)))
      return failure();
    SmallVector<NamedAttribute> attrs;
    for (NamedAttribute a : op->getAttrs()) {
      if (auto t = dyn_cast<TypeAttr>(a.getValue()))
        if (Type converted = getTypeConverter()->convertType(t.getValue()))
          a.setValue(TypeAttr::get(converted));
      attrs.push_back(a);
    }
    OperationState state(op->getLoc(), op->getName(), operands, types, attrs, op->getSuccessors());
    rewriter.replaceOp(op, rewriter.create(state)->getResults());
    return success();
  }
};

/// Whether an LLVM-dialect op's types (and type attributes) are LLVM's.
bool hasLLVMTypes(const TypeConverter &converter, Operation *op) {
  if (!converter.isLegal(op))
    return false;
  return llvm::all_of(op->getAttrs(), [&](NamedAttribute a) {
    auto t = dyn_cast<TypeAttr>(a.getValue());
    return !t || converter.isLegal(t.getValue());
  });
}

struct ConvertSimtToNVVMPass
    : kiln::impl::ConvertSimtToNVVMBase<ConvertSimtToNVVMPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    prepareFunctions(module);
    createDynamicSharedGlobal(module);

    LowerToLLVMOptions options(ctx);
    options.overrideIndexBitwidth(64);
    LLVMTypeConverter converter(ctx, options);
    populateSimtToLLVMTypeConversions(converter);

    RewritePatternSet patterns(ctx);
    populateSimtToNVVMConversionPatterns(converter, patterns);
    populateSimtTensorCoreToNVVMPatterns(converter, patterns);
    populateSimtRuntimeToNVVMPatterns(converter, patterns);
    populateSimtGroupsToNVVMPatterns(converter, patterns);
    populateSimtInlineAsmToNVVMPatterns(converter, patterns);
    populateSimtAtomicToNVVMPatterns(converter, patterns);
    populateSimtWarpToNVVMPatterns(converter, patterns);
    populateSimtMbarrierToNVVMPatterns(converter, patterns);
    populateSimtTmaToNVVMPatterns(converter, patterns);
    populateSimtHopperWarpToNVVMPatterns(converter, patterns);
    populateFuncToLLVMConversionPatterns(converter, patterns);
    arith::populateArithToLLVMConversionPatterns(converter, patterns);
    cf::populateControlFlowToLLVMConversionPatterns(converter, patterns);
    ub::populateUBToLLVMConversionPatterns(converter, patterns);
    index::populateIndexToLLVMConversionPatterns(converter, patterns);
    // Math: instructions the hardware has (benefit 3), then libdevice for
    // CUDA-accurate transcendentals (2), then LLVM intrinsics for the rest.
    patterns.add<MathToIntrinsic<math::AbsFOp, LLVM::FAbsOp>,
                 MathToIntrinsic<math::CeilOp, LLVM::FCeilOp>,
                 MathToIntrinsic<math::FloorOp, LLVM::FFloorOp>,
                 MathToIntrinsic<math::SqrtOp, LLVM::SqrtOp>,
                 MathToIntrinsic<math::FmaOp, LLVM::FMAOp>,
                 MathToIntrinsic<math::CopySignOp, LLVM::CopySignOp>,
                 MathToIntrinsic<math::TruncOp, LLVM::FTruncOp>,
                 MathToIntrinsic<math::RoundEvenOp, LLVM::RoundEvenOp>,
                 MathToIntrinsic<math::RoundOp, LLVM::RoundOp>,
                 // min.f16/min.bf16/min.f16x2 themselves: libdevice's fminf
                 // would compute a half through f32 (cvt, min.f32, cvt).
                 MathToIntrinsic<arith::MinNumFOp, LLVM::MinNumOp>,
                 MathToIntrinsic<arith::MaxNumFOp, LLVM::MaxNumOp>>(converter,
                                                                  /*benefit=*/3);
    populateLibDeviceConversionPatterns(converter, patterns, /*benefit=*/2);
    populateMathToLLVMConversionPatterns(converter, patterns);
    patterns.add<LLVMOpTypesLowering>(converter, ctx);

    LLVMConversionTarget target(*ctx);
    target.addDynamicallyLegalDialect<LLVM::LLVMDialect>(
        [&](Operation *op) { return op->getNumRegions() || hasLLVMTypes(converter, op); });
    target.addLegalDialect<NVVM::NVVMDialect>();
    target.addIllegalDialect<simt::SimtDialect, func::FuncDialect,
                             arith::ArithDialect, math::MathDialect,
                             cf::ControlFlowDialect, ub::UBDialect,
                             index::IndexDialect>();
    // scf must be lowered first (convert-scf-to-cf), as kilnc's pipeline does.
    target.addIllegalDialect<scf::SCFDialect>();
    if (failed(applyPartialConversion(module, target, std::move(patterns)))) {
      signalPassFailure();
      return;
    }
    // As clang does for CUDA: every device function may hold a barrier or a
    // warp collective, so calls to it must not be duplicated into divergent
    // paths or hoisted out of them. LLVM's function-attrs pass drops the
    // attribute again where it proves no convergent call is inside.
    for (auto func : module.getOps<LLVM::LLVMFuncOp>())
      if (!func.getName().starts_with("llvm."))
        func.setConvergent(true);
  }
};

} // namespace

void kiln::populateSimtToLLVMTypeConversions(LLVMTypeConverter &converter) {
  converter.addConversion([&converter](simt::PtrType type) -> Type {
    return LLVM::LLVMPointerType::get(
        &converter.getContext(),
        static_cast<unsigned>(type.getAddressSpace()));
  });
}

void kiln::populateSimtToNVVMConversionPatterns(
    LLVMTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<
      DimOpLowering<simt::ThreadIdOp, NVVM::ThreadIdXOp, NVVM::ThreadIdYOp,
                    NVVM::ThreadIdZOp>,
      DimOpLowering<simt::BlockIdOp, NVVM::BlockIdXOp, NVVM::BlockIdYOp,
                    NVVM::BlockIdZOp>,
      DimOpLowering<simt::BlockDimOp, NVVM::BlockDimXOp, NVVM::BlockDimYOp,
                    NVVM::BlockDimZOp>,
      DimOpLowering<simt::GridDimOp, NVVM::GridDimXOp, NVVM::GridDimYOp,
                    NVVM::GridDimZOp>,
      DimOpLowering<simt::ClusterIdOp, NVVM::ClusterIdXOp, NVVM::ClusterIdYOp,
                    NVVM::ClusterIdZOp>,
      DimOpLowering<simt::ClusterDimOp, NVVM::ClusterDimBlocksXOp,
                    NVVM::ClusterDimBlocksYOp, NVVM::ClusterDimBlocksZOp>,
      DimOpLowering<simt::BlockIdInClusterOp, NVVM::BlockInClusterIdXOp,
                    NVVM::BlockInClusterIdYOp, NVVM::BlockInClusterIdZOp>,
      ScalarIdLowering<simt::LaneIdOp, NVVM::LaneIdOp>,
      ScalarIdLowering<simt::BlockRankInClusterOp, NVVM::ClusterId>,
      WarpIdLowering, BarrierLowering, NamedBarrierLowering, BarrierReduceLowering, FenceLowering,
      GlobalLowering, AddressOfLowering, DynamicSharedLowering, AllocaLowering, DynamicAllocaLowering,
      LoadLowering, StoreLowering, PtrAddLowering, MemberPtrLowering,
      PtrCastLowering, PtrToIntLowering, IntToPtrLowering,
      IntrinsicLowering>(converter);
}
