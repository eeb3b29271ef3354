//===- PTXEmitter.cpp - LLVM dialect module -> PTX text -------------------===//
//
// checkTargetFeatures: which target-dependent features a simt module uses.
// emitPTX: NVVM/LLVM dialects -> LLVM IR -> (libdevice) -> new-PM O0..O3 with
// the NVPTX TargetMachine (NVVMReflect etc.) -> NVPTX codegen -> PTX text.
//
//===----------------------------------------------------------------------===//
#include "compiler/Target/PTXEmitter.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/IntrinsicInst.h"
#include "compiler/LLVMIR/CollectiveInlineAsm.h"
#include "compiler/LLVMIR/CompareNextInduction.h"
#include "compiler/LLVMIR/ContractLikeNvvm.h"
#include "compiler/LLVMIR/FoldLocalAddressRoundTrips.h"
#include "compiler/LLVMIR/IsolateFloatBits.h"
#include "compiler/LLVMIR/LocalAddressAA.h"
#include "compiler/LLVMIR/SignBitsAsIntegers.h"
#include "compiler/LLVMIR/PressureAwareSinking.h"
#include "compiler/LLVMIR/ReloadSharedInvariantsInLoops.h"
#include "compiler/LLVMIR/ResolveNullablePointers.h"
#include "compiler/LLVMIR/RestrictLoadsThroughPoison.h"
#include "compiler/LLVMIR/RouteCastsThroughGeneric.h"
#include "compiler/LLVMIR/ScalarizeSmallLocalArrays.h"
#include "compiler/LLVMIR/SpeculateShortCircuits.h"
#include "compiler/LLVMIR/SplitPhiAddressAtomics.h"
#include "compiler/LLVMIR/FoldUnreachableSwitchDefaults.h"
#include "compiler/LLVMIR/AggregateCopies.h"
#include "compiler/LLVMIR/AlignLocalArrays.h"
#include "compiler/LLVMIR/LocalLifetimes.h"
#include "compiler/LLVMIR/HoistGuardedLoadAddresses.h"
#include "compiler/LLVMIR/MergeLoopBackedges.h"
#include "compiler/LLVMIR/PrintfBufferLifetimes.h"
#include "compiler/LLVMIR/WideIntDivision.h"
#include "compiler/LLVMIR/WideIntToFloat.h"
#include "compiler/LLVMIR/HoistStaticAllocas.h"
#include "compiler/LLVMIR/OrderGlobalsByDependency.h"
#include "compiler/LLVMIR/AlignAggregateParams.h"
#include "compiler/LLVMIR/NaturalAggregateReturns.h"
#include "compiler/Target/InlinePtxFeatures.h"
#include "compiler/Target/InlinePtxOpcodes.h"
#include "compiler/LLVMIR/ReleaseUnrolledLoops.h"
#include "compiler/LLVMIR/PeelToAlignedUnroll.h"
#include "compiler/LLVMIR/PlainVolatileLocals.h"
#include "compiler/LLVMIR/RuntimeUnrollHints.h"
#include "compiler/LLVMIR/VersionMaxTripLoops.h"
#include "compiler/LLVMIR/SinkIntrinsicAddresses.h"
#include "compiler/Target/TargetLimits.h"
#include "compiler/LLVMIR/UnrollBarrierLoops.h"
#include "compiler/LLVMIR/UnrollBoundedLocalLoops.h"
#include "compiler/LLVMIR/SwitchToIndependentIfs.h"
#include "compiler/LLVMIR/UnrollSmallConstantLoops.h"
#include "compiler/LLVMIR/WidenNarrowDivisions.h"
#include "compiler/LLVMIR/WriteOnlyLocals.h"

#include "dialects/simt/IR/SimtDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/NVVM/NVVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Export.h"

#include "llvm/Transforms/Scalar/SROA.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Linker/Linker.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Passes/StandardInstrumentations.h"
#include "llvm/Support/CodeGen.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include "llvm/TargetParser/Triple.h"
#include "llvm/Transforms/IPO/Internalize.h"

#include <mutex>

extern "C" {
void LLVMInitializeNVPTXTargetInfo();
void LLVMInitializeNVPTXTarget();
void LLVMInitializeNVPTXTargetMC();
void LLVMInitializeNVPTXAsmPrinter();
}

using namespace mlir;
using namespace kiln;

//===----------------------------------------------------------------------===//
// Features
//===----------------------------------------------------------------------===//

namespace {
bool isFp8(Type t) {
  return isa<Float8E4M3FNType, Float8E5M2Type>(t);
}

/// The features one op needs (a bit set of Feature).
unsigned featuresOf(Operation *op) {
  using namespace kiln::simt;
  auto bit = [](Feature f) { return static_cast<unsigned>(f); };
  auto scopeBits = [&](Scope s) {
    return s == Scope::Cluster ? bit(Feature::Clusters) : 0u;
  };
  unsigned used = 0;
  // A collective of cluster scope needs clusters. Inline PTX is left to
  // InlinePtxFeatures.cpp, which checks each of its opcodes against the target.
  if (auto c = dyn_cast<CollectiveOpInterface>(op); c && !isa<InlineAsmOp>(op))
    used |= scopeBits(c.getCollectiveScope());
  if (isa<ClusterIdOp, ClusterDimOp, BlockIdInClusterOp, BlockRankInClusterOp,
          MapSharedRankOp, SharedRankOp>(op))
    used |= bit(Feature::Clusters);
  else if (auto f = dyn_cast<FenceOp>(op))
    used |= scopeBits(f.getScope());
  else if (auto a = dyn_cast<AtomicRMWOp>(op)) {
    used |= scopeBits(a.getScope());
    if (a.getKind() == AtomicKind::Add &&
        getElementTypeOrSelf(a.getValue().getType()).isBF16())
      used |= bit(Feature::Bf16Atomics);
    // red.global.v2/v4.f32 (a tile scatter-add's 16-byte vectors).
    if (auto v = dyn_cast<VectorType>(a.getValue().getType());
        v && v.getElementType().isF32())
      used |= bit(Feature::VectorAtomics);
  } else if (auto a = dyn_cast<AtomicCASOp>(op))
    used |= scopeBits(a.getScope());
  else if (auto a = dyn_cast<AtomicLoadOp>(op))
    used |= scopeBits(a.getScope());
  else if (auto a = dyn_cast<AtomicStoreOp>(op))
    used |= scopeBits(a.getScope());
  else if (isa<ReduxOp>(op))
    used |= bit(Feature::Redux);
  // A parameter's address converted to or from generic: cvta.param /
  // cvta.to.param (a __grid_constant__ parameter whose address escapes,
  // __cvta_generic_to_grid_constant). Reads in the param space are ld.param.
  else if (auto cast = dyn_cast<PtrCastOp>(op);
           cast && (cast.getSource().getType().getAddressSpace() == AddressSpace::Param ||
                    cast.getResult().getType().getAddressSpace() == AddressSpace::Param) &&
           cast.getSource().getType().getAddressSpace() !=
               cast.getResult().getType().getAddressSpace())
    used |= bit(Feature::ParamAddress);
  else if (auto mma = dyn_cast<MmaSyncOp>(op);
           mma && isFp8(mma.getType()))
    used |= bit(Feature::Fp8Mma) | bit(Feature::Fp8);
  else if (isa<WgmmaOp, WgmmaFenceOp, WgmmaCommitOp, WgmmaWaitOp>(op))
    used |= bit(Feature::Wgmma);
  // SimtAsyncOps.td: the mbarrier transaction-count and parity-wait forms,
  // elect.sync and stmatrix are sm_90's; TMA is the bulk tensor copy; cluster
  // forms need clusters too; setmaxnreg only the 'a' targets have.
  else if (isa<MbarrierInitOp, MbarrierInvalOp, MbarrierArriveOp, MbarrierExpectTxOp,
               MbarrierArriveExpectTxOp, MbarrierTryWaitOp, MbarrierWaitOp, ElectSyncOp,
               StMatrixOp, FenceProxyAsyncOp>(op))
    used |= bit(Feature::HopperPtx);
  else if (isa<MbarrierArriveClusterOp, FenceMbarrierInitOp, ClusterArriveOp, ClusterWaitOp>(op))
    used |= bit(Feature::HopperPtx) | bit(Feature::Clusters);
  else if (auto load = dyn_cast<TmaLoadOp>(op))
    used |= bit(Feature::TmaBulkCopy) |
            (load.getMulticastMask() ? bit(Feature::Clusters) : 0u);
  else if (isa<TmaStoreOp, TmaStoreCommitOp, TmaStoreWaitOp>(op))
    used |= bit(Feature::TmaBulkCopy);
  else if (isa<SetMaxNRegOp>(op))
    used |= bit(Feature::Setmaxnreg);
  else if (auto intr = dyn_cast<IntrinsicOp>(op)) {
    // <cuda_fp8.h>'s hardware conversions (llvm.nvvm.ff.to.e4m3x2.rn, ...).
    if (intr.getName().contains("e4m3") || intr.getName().contains("e5m2"))
      used |= bit(Feature::Fp8);
  }
  else if (auto func = dyn_cast<func::FuncOp>(op)) {
    if (func->hasAttr(SimtDialect::ClusterDimsAttrHelper::getNameStr()))
      used |= bit(Feature::Clusters);
    if (isKernel(func) && kernelParamBytes(func) > kMaxParamBytesBeforePtx81)
      used |= bit(Feature::LargeKernelParams);
  }
  if (!isa<func::FuncOp>(op)) {
    // An fp8 tile kernel's views (the tile lowering reads them as bytes).
    auto fp8Ptr = [](Type t) {
      auto p = dyn_cast<PtrType>(t);
      return p && isFp8(p.getElementType());
    };
    if (llvm::any_of(op->getOperandTypes(), fp8Ptr))
      used |= bit(Feature::Fp8);
    for (Type t : op->getResultTypes())
      if (isFp8(getElementTypeOrSelf(t)))
        used |= bit(Feature::Fp8);
    for (Type t : op->getOperandTypes())
      if (isFp8(getElementTypeOrSelf(t)))
        used |= bit(Feature::Fp8);
  }
  return used;
}
} // namespace

FailureOr<unsigned> kiln::checkTargetFeatures(ModuleOp module,
                                              const TargetInfo &target) {
  unsigned used = 0, reported = 0;
  bool ok = true;
  // The error names the op's source line; the generic op dump is noise.
  MLIRContext *ctx = module.getContext();
  bool printOp = ctx->shouldPrintOpOnDiagnostic();
  ctx->printOpOnDiagnostic(false);
  llvm::scope_exit restore([&] { ctx->printOpOnDiagnostic(printOp); });
  module.walk([&](Operation *op) {
    if (auto asmOp = dyn_cast<simt::InlineAsmOp>(op)) {
      if (std::optional<std::string> unknown =
              unknownPtxInstruction(asmOp.getAsmString())) {
        ok = false;
        op->emitError() << "inline PTX instruction '" << *unknown
                        << "' is not a PTX instruction";
        return;
      }
      // Named by the instruction: the statement may hold many.
      for (const InlinePtxFeature &need :
           inlinePtxFeatures(asmOp.getAsmString())) {
        unsigned b = static_cast<unsigned>(need.feature);
        used |= b;
        if (target.has(need.feature))
          continue;
        ok = false;
        op->emitError() << "inline PTX instruction '" << need.instruction
                        << "' needs " << featureName(need.feature)
                        << ", which " << target.name
                        << " does not have; targets that have it: "
                        << targetsWithFeature(need.feature);
      }
      return;
    }
    unsigned f = featuresOf(op);
    used |= f;
    for (unsigned b = 1; b; b <<= 1) {
      if (!(f & b) || target.has(static_cast<Feature>(b)) || (reported & b))
        continue;
      // One error per feature, at its first use.
      reported |= b;
      ok = false;
      Feature feature = static_cast<Feature>(b);
      op->emitError() << "this needs " << featureName(feature)
                      << ", which " << target.name
                      << " does not have; targets that have it: "
                      << targetsWithFeature(feature);
    }
  });
  if (!ok)
    return failure();
  return used;
}

Operation *kiln::ptxVersionCulprit(ModuleOp module, const TargetInfo &target,
                                   unsigned featuresUsed) {
  std::optional<Feature> deciding = ptxDecidingFeature(target, featuresUsed);
  if (!deciding)
    return nullptr;
  unsigned want = static_cast<unsigned>(*deciding);
  Operation *first = nullptr;
  module.walk([&](Operation *op) {
    unsigned used = 0;
    if (auto asmOp = dyn_cast<simt::InlineAsmOp>(op)) {
      for (const InlinePtxFeature &need : inlinePtxFeatures(asmOp.getAsmString()))
        used |= static_cast<unsigned>(need.feature);
    } else {
      used = featuresOf(op);
    }
    if (!(used & want))
      return WalkResult::advance();
    first = op;
    return WalkResult::interrupt();
  });
  return first;
}

//===----------------------------------------------------------------------===//
// PTX emission
//===----------------------------------------------------------------------===//

namespace {
void initNVPTX() {
  static std::once_flag once;
  std::call_once(once, [] {
    LLVMInitializeNVPTXTargetInfo();
    LLVMInitializeNVPTXTarget();
    LLVMInitializeNVPTXTargetMC();
    LLVMInitializeNVPTXAsmPrinter();
    // Loop strength reduction in the NVPTX codegen pipeline turns a
    // runtime-unrolled grid-stride loop into one induction pointer per array
    // and copy (12 for vadd), where nvcc keeps one chain per array; the
    // extra 64-bit adds cost vadd 7% of its bandwidth on an H200. There is
    // no TargetOptions field for it, only LLVM's `-disable-lsr`.
    auto options =
        llvm::cl::getRegisteredOptions();
    if (llvm::cl::Option *lsr = options.lookup("disable-lsr"))
      lsr->addOccurrence(0, "disable-lsr", "true");
    // 32-bit shared, constant and local addresses, as nvcc emits them: a
    // 64-bit shared pointer costs two registers per live address (the
    // tensor-core GEMM keeps dozens live) and 64-bit address arithmetic.
    if (llvm::cl::Option *shortPtr = options.lookup("nvptx-short-ptr"))
      shortPtr->addOccurrence(0, "nvptx-short-ptr", "true");
    // No sinking by InstCombine: it weighs none of the values a sunk
    // instruction keeps live (MAGMA's DGEMM: 255 registers and spills where
    // nvcc's takes 64). PressureAwareSinking sinks instead, last in the IR
    // pipeline, and pins what MachineSink must not move.
    if (llvm::cl::Option *combineSink = options.lookup("instcombine-code-sinking"))
      combineSink->addOccurrence(0, "instcombine-code-sinking", "false");
    // Loads stay where the source reads them, ahead of the branches between
    // them and their uses, as nvcc keeps them: MachineSink moved a load past
    // a branch diamond into the join below it whenever no store lay on the
    // way, and ptxas does not hoist a load back above a branch (the second
    // half of an argmin/argmax pair's shared-memory reads waited for the
    // first half's comparison at each step of tuple_pair_argminmax's
    // reduction). Loads still sink into a successor they reach directly.
    if (llvm::cl::Option *sinkLoads = options.lookup("machine-sink-load-blocks-threshold"))
      sinkLoads->addOccurrence(0, "machine-sink-load-blocks-threshold", "0");
    // nvcc's -prec-sqrt=true inside libdevice: LLVM's NVVMReflect reads no
    // module flag for __CUDA_PREC_SQRT (only for __CUDA_FTZ), and without it
    // hypotf, norm3df, y0f, ... took sqrt.approx.f32 and differed from nvcc
    // by an ulp.
    if (llvm::cl::Option *reflect = options.lookup("nvvm-reflect-add"))
      reflect->addOccurrence(0, "nvvm-reflect-add", "__CUDA_PREC_SQRT=1");
    // Conversions between floating point and integers wider than 64 bits
    // (__int128) are library calls everywhere (__floattisf...), and NVPTX
    // has none: instruction selection stopped with "unsupported library call
    // operation". ExpandFp expands them inline instead, as nvcc does.
    // `#pragma unroll` unrolls loops of a constant trip count completely, up
    // to a million iterations by LLVM's default, which never finished; the
    // frontend caps `#pragma unroll N` at the same 4096 (CGStmt.cpp).
    if (llvm::cl::Option *fullUnroll =
            options.lookup("pragma-unroll-full-max-iterations"))
      fullUnroll->addOccurrence(0, "pragma-unroll-full-max-iterations", "4096");
    if (llvm::cl::Option *expandFp = options.lookup("expand-fp-convert-bits"))
      expandFp->addOccurrence(0, "expand-fp-convert-bits", "64");
  });
}

/// The first libdevice function `m` calls, or "".
std::string firstLibdeviceCall(llvm::Module &m) {
  for (llvm::Function &f : m)
    if (f.isDeclaration() && f.getName().starts_with("__nv_"))
      return f.getName().str();
  return "";
}

/// Links libdevice as clang does: only what is called, then internalised so
/// the optimiser inlines it and drops the rest.
LogicalResult linkLibdevice(ModuleOp module, llvm::Module &m,
                            const std::string &path) {
  std::string needed = firstLibdeviceCall(m);
  if (needed.empty())
    return success();
  if (path.empty())
    return module.emitError()
           << "'" << needed
           << "' is a libdevice math function, but no libdevice.10.bc was "
              "found (looked under --cuda-path, $CUDA_HOME, $CUDA_PATH and "
              "/usr/local/cuda); install the CUDA toolkit or pass "
              "--cuda-path=<toolkit root>";
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer)
    return module.emitError() << "cannot read " << path << ": "
                              << buffer.getError().message();
  auto lib = llvm::getOwningLazyBitcodeModule(std::move(*buffer), m.getContext());
  if (!lib) {
    std::string msg = llvm::toString(lib.takeError());
    return module.emitError() << "cannot load " << path << ": " << msg;
  }
  (*lib)->setTargetTriple(m.getTargetTriple());
  (*lib)->setDataLayout(m.getDataLayout());
  if (llvm::Linker::linkModules(
          m, std::move(*lib), llvm::Linker::Flags::LinkOnlyNeeded,
          [](llvm::Module &mod, const llvm::StringSet<> &fromLib) {
            llvm::internalizeModule(mod, [&](const llvm::GlobalValue &gv) {
              return !gv.hasName() || !fromLib.contains(gv.getName());
            });
          }))
    return module.emitError() << "linking " << path << " failed";
  return success();
}

/// nvcc's default -fmad=true: a*b+c may become an fma, in the kernel's code
/// and in the libdevice functions it calls, as nvcc compiles them (y1 took
/// 7 fmas fewer than nvcc's and differed by an ulp; its other adds and
/// multiplies printed .rn, which ptxas may not fuse). Which products fuse is
/// NVVM's rule (ContractLikeNvvm): NVPTX's own aggressive fusion inside
/// libdevice had cost tgammaf its documented 5-ulp bound (7 ulp).
void allowContraction(llvm::Module &m) {
  for (llvm::Function &f : m)
    for (llvm::Instruction &inst : llvm::instructions(f))
      if ((inst.getOpcode() == llvm::Instruction::FAdd ||
           inst.getOpcode() == llvm::Instruction::FSub ||
           inst.getOpcode() == llvm::Instruction::FMul ||
           inst.getOpcode() == llvm::Instruction::FNeg))
        inst.setHasAllowContract(true);
}

/// nvcc's -prec-div=false and -prec-sqrt=false on the kernel's own code
/// (before libdevice joins, which keeps its own rounding): f32 x / y becomes
/// div.full (div.approx with -use_fast_math), 1 / y rcp.approx, and f32
/// square roots sqrt.approx, as nvcc emits them. The `afn` flag is what
/// NVPTX reads for the approximate forms; div.full has only its intrinsic.
void relaxFloatPrecision(llvm::Module &m, const PTXEmitOptions &opts) {
  llvm::SmallVector<llvm::BinaryOperator *> fullDivisions;
  for (llvm::Function &f : m)
    for (llvm::Instruction &inst : llvm::instructions(f)) {
      if (!inst.getType()->isFloatTy())
        continue;
      if (inst.getOpcode() == llvm::Instruction::FDiv && !opts.precDiv) {
        auto *one = llvm::dyn_cast<llvm::ConstantFP>(inst.getOperand(0));
        if (opts.fastMath || (one && one->isExactlyValue(1.0)))
          inst.setHasApproxFunc(true);
        else
          fullDivisions.push_back(llvm::cast<llvm::BinaryOperator>(&inst));
      } else if (auto *sqrt = llvm::dyn_cast<llvm::IntrinsicInst>(&inst);
                 sqrt && sqrt->getIntrinsicID() == llvm::Intrinsic::sqrt && !opts.precSqrt) {
        sqrt->setHasApproxFunc(true);
      }
    }
  for (llvm::BinaryOperator *div : fullDivisions) {
    llvm::IRBuilder<> b(div);
    llvm::Value *full = b.CreateIntrinsic(
        opts.ftz ? llvm::Intrinsic::nvvm_div_full_ftz : llvm::Intrinsic::nvvm_div_full, {},
        {div->getOperand(0), div->getOperand(1)});
    div->replaceAllUsesWith(full);
    div->eraseFromParent();
  }
}

/// __nvvm_reflect("__CUDA_PREC_SQRT") is 1 for every module (initNVPTX's
/// nvvm-reflect-add, process-wide); with -prec-sqrt=false this module's
/// libdevice calls read 0 instead (hypotf, norm3df... take sqrt.approx, as
/// nvcc's). Resolved here, before NVVMReflect sees them.
void reflectApproximateSqrt(llvm::Module &m) {
  for (llvm::Function &f : m) {
    if (f.getName() != "__nvvm_reflect" && f.getIntrinsicID() != llvm::Intrinsic::nvvm_reflect)
      continue;
    for (llvm::User *user : llvm::make_early_inc_range(f.users())) {
      auto *call = llvm::dyn_cast<llvm::CallInst>(user);
      if (!call || call->arg_size() != 1)
        continue;
      auto *gv = llvm::dyn_cast<llvm::GlobalVariable>(call->getArgOperand(0)->stripPointerCasts());
      auto *text = gv && gv->hasInitializer()
                       ? llvm::dyn_cast<llvm::ConstantDataSequential>(gv->getInitializer())
                       : nullptr;
      if (!text || !text->isCString() || text->getAsCString() != "__CUDA_PREC_SQRT")
        continue;
      call->replaceAllUsesWith(llvm::ConstantInt::get(call->getType(), 0));
      call->eraseFromParent();
    }
  }
}

/// nvcc's -ftz=true: single-precision denormal inputs and results flush to
/// zero in every function, libdevice's included (NVPTX prints .ftz).
void flushFloatDenormals(llvm::Module &m) {
  for (llvm::Function &f : m)
    if (!f.isDeclaration())
      f.addFnAttr("denormal-fp-math-f32", "preserve-sign,preserve-sign");
}

/// Switches become compare trees, as nvcc emits them (it has no `brx.idx`
/// even for a dense 16-case switch). A jump table is an indirect branch that
/// a warp whose lanes pick different cases serialises; a 4-way LCG random
/// walk ran at 0.24x nvcc with one.
void forbidJumpTables(llvm::Module &m) {
  for (llvm::Function &f : m)
    if (!f.isDeclaration())
      f.addFnAttr("no-jump-tables", "true");
}

/// As clang does for CUDA: an inline asm may hold a barrier or a warp
/// collective (bar.sync, shfl.sync), so LLVM must not duplicate it into
/// divergent paths (jump threading, tail duplication) or sink it into them.
/// Only such asm: one of per-thread instructions alone is left free, so
/// loops around it unroll as nvcc's do (mayBeCollectiveAsm).
void markInlineAsmConvergent(llvm::Module &m) {
  for (llvm::Function &f : m)
    for (llvm::Instruction &inst : llvm::instructions(f))
      if (auto *call = llvm::dyn_cast<llvm::CallInst>(&inst); call && call->isInlineAsm())
        if (mayBeCollectiveAsm(
                llvm::cast<llvm::InlineAsm>(call->getCalledOperand())->getAsmString()))
          call->addFnAttr(llvm::Attribute::Convergent);
}

/// __managed__ variables (the frontend's kiln.managed on their LLVM dialect
/// globals): NVPTX prints `.attribute(.managed)` for a global that
/// nvvm.annotations marks "managed", as nvcc's PTX declares them.
void annotateManagedGlobals(ModuleOp module, llvm::Module &m) {
  llvm::LLVMContext &c = m.getContext();
  module.walk([&](LLVM::GlobalOp g) {
    if (!g->hasAttr("kiln.managed"))
      return;
    llvm::GlobalVariable *gv = m.getGlobalVariable(g.getSymName(), /*AllowInternal=*/true);
    if (!gv)
      return;
    llvm::Metadata *md[] = {llvm::ValueAsMetadata::get(gv), llvm::MDString::get(c, "managed"),
                            llvm::ConstantAsMetadata::get(
                                llvm::ConstantInt::get(llvm::Type::getInt32Ty(c), 1))};
    m.getOrInsertNamedMetadata("nvvm.annotations")->addOperand(llvm::MDNode::get(c, md));
  });
}

llvm::OptimizationLevel optLevelFor(unsigned level) {
  switch (level) {
  case 0:
    return llvm::OptimizationLevel::O0;
  case 1:
    return llvm::OptimizationLevel::O1;
  case 2:
    return llvm::OptimizationLevel::O2;
  default:
    return llvm::OptimizationLevel::O3;
  }
}
} // namespace

namespace {
/// nvcc -maxrregcount=N: ptxas caps every kernel at N registers except those
/// with launch bounds or their own cap, which the flag leaves alone (measured:
/// nvcc -cubin -maxrregcount=32 -Xptxas -v, CUDA 13.0). nvcc -ptx leaves the
/// cap to ptxas's command line; Kiln's PTX is compiled by the driver's JIT,
/// which reads it from the PTX only, as .maxnreg.
void capKernelRegisters(llvm::Module &m, unsigned maxRegCount) {
  if (!maxRegCount)
    return;
  for (llvm::Function &f : m)
    if (f.getCallingConv() == llvm::CallingConv::PTX_Kernel &&
        !f.hasFnAttribute("nvvm.maxntid") && !f.hasFnAttribute("nvvm.reqntid") &&
        !f.hasFnAttribute("nvvm.minctasm") && !f.hasFnAttribute("nvvm.maxnreg"))
      f.addFnAttr("nvvm.maxnreg", std::to_string(maxRegCount));
}
} // namespace

FailureOr<std::string> kiln::emitPTX(ModuleOp module, const TargetInfo &target,
                                     PtxVersion ptx, const PTXEmitOptions &opts,
                                     std::string *llvmIR) {
  initNVPTX();
  MLIRContext *ctx = module.getContext();
  registerBuiltinDialectTranslation(*ctx);
  registerLLVMDialectTranslation(*ctx);
  registerNVVMDialectTranslation(*ctx);

  // The target machine first: its data layout is the module's.
  llvm::Triple triple("nvptx64-nvidia-cuda");
  std::string error;
  const llvm::Target *llvmTarget =
      llvm::TargetRegistry::lookupTarget(triple, error);
  if (!llvmTarget)
    return module.emitError() << "NVPTX backend unavailable: " << error;
  llvm::TargetOptions targetOptions;
  // Contraction is per instruction (the `contract` flag, set on the kernel's
  // own code below), so libdevice keeps the rounding its algorithms rely on.
  targetOptions.AllowFPOpFusion = llvm::FPOpFusion::Standard;
  llvm::CodeGenOptLevel cgLevel =
      opts.optLevel == 0   ? llvm::CodeGenOptLevel::None
      : opts.optLevel == 1 ? llvm::CodeGenOptLevel::Less
      : opts.optLevel == 2 ? llvm::CodeGenOptLevel::Default
                           : llvm::CodeGenOptLevel::Aggressive;
  std::string features = "+ptx" + std::to_string(ptx.encoded());
  std::unique_ptr<llvm::TargetMachine> tm(llvmTarget->createTargetMachine(
      triple, target.name, features, targetOptions, std::nullopt, std::nullopt,
      cgLevel));
  if (!tm)
    return module.emitError() << "cannot create the NVPTX target machine for "
                              << target.name;

  // The data layout before translation: loads and stores without an explicit
  // alignment get the layout's ABI alignment as they are built, and LLVM's
  // default layout aligns i64 to 4 bytes (every 64-bit integer access was
  // split into two ld.global.b32).
  llvm::DataLayout layout = tm->createDataLayout();
  module->setAttr(LLVM::LLVMDialect::getDataLayoutAttrName(),
                  StringAttr::get(ctx, layout.getStringRepresentation()));
  llvm::LLVMContext llvmContext;
  // `#pragma unroll` on a loop whose trip count is not known ("loop not
  // unrolled: the optimizer was unable to perform the requested
  // transformation"): nvcc ignores the hint silently, and CUDA code (the
  // toolkit's shfl_scan sample) relies on that, so Kiln does too. Every
  // other LLVM diagnostic is printed as before.
  struct DropMissedUnrollHints : llvm::DiagnosticHandler {
    bool handleDiagnostics(const llvm::DiagnosticInfo &di) override {
      if (di.getKind() == llvm::DK_OptimizationFailure &&
          di.getSeverity() == llvm::DS_Warning)
        return true;
      return false;
    }
  };
  llvmContext.setDiagnosticHandler(std::make_unique<DropMissedUnrollHints>());
  std::unique_ptr<llvm::Module> m =
      translateModuleToLLVMIR(module, llvmContext, "kiln");
  if (!m)
    return module.emitError() << "translation to LLVM IR failed";
  m->setTargetTriple(triple);
  m->setDataLayout(layout);
  // __nvvm_reflect("__CUDA_FTZ") = 0 as clang and nvcc default, 1 with
  // -ftz=true (precise sqrt: nvvm-reflect-add in initNVPTX).
  m->addModuleFlag(llvm::Module::Override, "nvvm-reflect-ftz", uint32_t(opts.ftz ? 1 : 0));

  markInlineAsmConvergent(*m);
  annotateManagedGlobals(module, *m);
  capKernelRegisters(*m, opts.maxRegCount);
  relaxFloatPrecision(*m, opts);
  if (failed(linkLibdevice(module, *m, opts.libdevicePath)))
    return failure();
  if (!opts.precSqrt)
    reflectApproximateSqrt(*m);
  if (opts.ftz)
    flushFloatDenormals(*m);
  // -fmad=false: no contract flags, so nothing fuses (NVPTX prints .rn).
  if (opts.fmad)
    allowContraction(*m);
  // At every level: instruction selection splits aggregate values too.
  for (llvm::Function &f : *m)
    if (!f.isDeclaration()) {
      copyAggregatesWithMemcpy(f);
      expandWideIntToFloat(f);
    }
  forbidJumpTables(*m);

  {
    llvm::LoopAnalysisManager lam;
    llvm::FunctionAnalysisManager fam;
    llvm::CGSCCAnalysisManager cgam;
    llvm::ModuleAnalysisManager mam;
    // With the TargetMachine, the NVPTX callbacks (NVVMReflect, NVVMIntrRange,
    // address-space inference, ...) join the pipeline.
    // LLVM's own -time-passes, -print-after=... reach the O3 pipeline too
    // (the legacy codegen pipeline below honours them by itself).
    llvm::PassInstrumentationCallbacks pic;
    llvm::StandardInstrumentations si(llvmContext, /*DebugLogging=*/false);
    si.registerCallbacks(pic, &mam);
    llvm::PassBuilder pb(tm.get(), llvm::PipelineTuningOptions(), std::nullopt, &pic);
    // nvcc unrolls grid-stride loops by 4; LLVM's NVPTX defaults do not.
    pb.registerVectorizerStartEPCallback(
        [](llvm::FunctionPassManager &fpm, llvm::OptimizationLevel level) {
          if (level.getSpeedupLevel() >= 2) {
            fpm.addPass(UnrollBarrierLoopsPass());
            // Short loops over local arrays to their bound, as nvcc.
            fpm.addPass(UnrollBoundedLocalLoopsPass());
            fpm.addPass(VersionMaxTripLoopsPass());
            fpm.addPass(RuntimeUnrollHintsPass());
            // Unrolled copies that start on a multiple of the count: their
            // loads vectorize (nvcc's LDS.128).
            fpm.addPass(PeelToAlignedUnrollPass());
            // A switch's unreachable default is a second loop exit to the
            // runtime unroller: fold it, and unroll these loops now.
            fpm.addPass(FoldUnreachableSwitchDefaultsPass(/*unrollForcedLoops=*/true));
          }
        });
    // After each InstCombine: a local's element addresses on one base, so
    // ScalarEvolution counts range-for loops over local arrays.
    pb.registerPeepholeEPCallback(
        [](llvm::FunctionPassManager &fpm, llvm::OptimizationLevel level) {
          if (level.getSpeedupLevel() >= 1) {
            fpm.addPass(FoldLocalAddressRoundTripsPass());
            // Before the loop passes' LoopSimplify: one latch, not a nest.
            fpm.addPass(MergeLoopBackedgesPass());
          }
        });
    // Right before LoopFullUnrollPass: small constant loops unrolled
    // completely, as nvcc unrolls them.
    pb.registerLateLoopOptimizationsEPCallback(
        [](llvm::LoopPassManager &lpm, llvm::OptimizationLevel level) {
          if (level.getSpeedupLevel() >= 2)
            lpm.addPass(UnrollSmallConstantLoopsPass());
        });
    // After the last CorrelatedValuePropagation, before DivRemPairs: its
    // 16-bit divisions back to 32 bits, as nvcc computes them.
    pb.registerScalarOptimizerLateEPCallback(
        [](llvm::FunctionPassManager &fpm, llvm::OptimizationLevel level) {
          if (level.getSpeedupLevel() >= 2) {
            fpm.addPass(WidenNarrowDivisionsPass());
            // Chained && / || arms that only compare: predicates, as nvcc
            // (the SimplifyCFG after this callback merges what remains).
            fpm.addPass(SpeculateShortCircuitsPass());
            // Locals whose address went through an x-or-null phi, then SROA
            // again to keep them in registers.
            fpm.addPass(ResolveNullablePointersPass());
            fpm.addPass(ScalarizeSmallLocalArraysPass());
            fpm.addPass(llvm::SROAPass(llvm::SROAOptions::ModifyCFG));
          }
        });
    // LLVM's alias analyses and Kiln's for locals' fields (LocalAddressAA.h);
    // registered first, so registerFunctionAnalyses keeps this AAManager.
    fam.registerPass([&] {
      llvm::AAManager aa = pb.buildDefaultAAPipeline();
      aa.registerFunctionAnalysis<LocalAddressAA>();
      return aa;
    });
    fam.registerPass([] { return LocalAddressAA(); });
    pb.registerModuleAnalyses(mam);
    pb.registerCGSCCAnalyses(cgam);
    pb.registerFunctionAnalyses(fam);
    pb.registerLoopAnalyses(lam);
    pb.crossRegisterProxies(lam, fam, cgam, mam);
    // First of all: inlined callees' locals into the entry block, where
    // SROA promotes them (LLVM's inliner would have put them there).
    if (opts.optLevel > 0)
      pb.registerPipelineStartEPCallback(
          [](llvm::ModulePassManager &mpm, llvm::OptimizationLevel) {
            mpm.addPass(llvm::createModuleToFunctionPassAdaptor(
                HoistStaticAllocasPass()));
            // Then volatile locals as plain ones (PTX has no volatile
            // local access): SROA promotes them as ptxas does nvcc's.
            mpm.addPass(llvm::createModuleToFunctionPassAdaptor(
                PlainVolatileLocalsPass()));
          });
    llvm::ModulePassManager mpm =
        opts.optLevel == 0
            ? pb.buildO0DefaultPipeline(llvm::OptimizationLevel::O0)
            : pb.buildPerModuleDefaultPipeline(optLevelFor(opts.optLevel));
    // After the last SimplifyCFG, before the backend's LoopSimplify: loops
    // whose latch SimplifyCFG merged into its predecessors get one again.
    if (opts.optLevel > 0)
      mpm.addPass(llvm::createModuleToFunctionPassAdaptor(MergeLoopBackedgesPass()));
    // Last, after LICM: addresses of intrinsics as base + constant at the
    // call, which instruction selection folds into [%r+imm].
    if (opts.optLevel > 0)
      mpm.addPass(llvm::createModuleToFunctionPassAdaptor(
          SinkIntrinsicAddressesPass()));
    // Very last: the switches later simplifications left with an unreachable
    // default, and which products fuse into an fma, on the final uses.
    if (opts.optLevel > 0)
      mpm.addPass(llvm::createModuleToFunctionPassAdaptor(
          FoldUnreachableSwitchDefaultsPass()));
    // After the last SimplifyCFG: small switches back to the ifs they came from.
    if (opts.optLevel > 0)
      mpm.addPass(llvm::createModuleToFunctionPassAdaptor(
          SwitchToIndependentIfsPass()));
    // After the last SimplifyCFG: atomics it sank into a successor, on a phi of
    // their addresses, back to one per address (ptxas aggregates those).
    if (opts.optLevel > 0)
      mpm.addPass(llvm::createModuleToFunctionPassAdaptor(
          SplitPhiAddressAtomicsPass()));
    // After the last InstCombine: loop exit tests on the incremented counter,
    // the counted-loop form ptxas unrolls.
    if (opts.optLevel > 0)
      mpm.addPass(llvm::createModuleToFunctionPassAdaptor(
          CompareNextInductionPass()));
    mpm.addPass(llvm::createModuleToFunctionPassAdaptor(ContractLikeNvvmPass()));
    // After the last InstCombine: sign-bit masks on a float's bits stay integer
    // ops (NVPTX's abs.f32/neg.f32 would make a NaN's payload canonical).
    if (opts.optLevel > 0)
      mpm.addPass(llvm::createModuleToFunctionPassAdaptor(SignBitsAsIntegersPass()));
    // Before the backend's load-store vectorizer and stack colouring: local
    // arrays aligned as nvcc's frame (st.local.v4), and printf buffers whose
    // lifetimes let them share one slot.
    if (opts.optLevel > 0) {
      mpm.addPass(llvm::createModuleToFunctionPassAdaptor(AlignLocalArraysPass()));
      mpm.addPass(llvm::createModuleToFunctionPassAdaptor(PrintfBufferLifetimesPass()));
    }
    // After every LLVM loop pass: no `.pragma "nounroll"` on the loops Kiln
    // unrolled as nvcc does, so ptxas may unroll them further as it does nvcc's.
    if (opts.optLevel > 0)
      mpm.addPass(llvm::createModuleToFunctionPassAdaptor(ReleaseUnrolledLoopsPass()));
    // After every LLVM pass that hoists (LICM): many shared-memory loads a loop
    // only reads back inside it, next to their uses, as nvcc's PTX reads them.
    if (opts.optLevel > 0)
      mpm.addPass(llvm::createModuleToFunctionPassAdaptor(ReloadSharedInvariantsInLoopsPass()));
    // After the last pass that reads the IR's uses for a rewrite (its pins are
    // uses nothing else should count): InstCombine's sinking, weighing the
    // registers it keeps live, and pins for what MachineSink must not move.
    if (opts.optLevel > 0)
      mpm.addPass(llvm::createModuleToFunctionPassAdaptor(PressureAwareSinkingPass()));
    // After it (it sinks addresses into the blocks that use them): a guarded
    // load's address arithmetic above its branch, so ptxas predicates the load.
    if (opts.optLevel > 0)
      mpm.addPass(llvm::createModuleToFunctionPassAdaptor(HoistGuardedLoadAddressesPass()));
    // After the last pass that moves loads and stores (the markers would pin
    // them): locals nothing reads go, then lifetime markers from where each
    // local in memory is used, so the backend's stack colouring shares slots
    // as clang's scope markers let it.
    if (opts.optLevel > 0) {
      mpm.addPass(llvm::createModuleToFunctionPassAdaptor(WriteOnlyLocalsPass()));
      mpm.addPass(llvm::createModuleToFunctionPassAdaptor(LocalLifetimesPass()));
    }
    // After the last pass that rewrites loops (the runtime unroller's poison
    // phis): loads of `const T *__restrict__` parameters through them are
    // invariant (ld.global.nc), as the backend's tagging finds the others.
    if (opts.optLevel > 0)
      mpm.addPass(llvm::createModuleToFunctionPassAdaptor(RestrictLoadsThroughPoisonPass()));
    // At every level, after the last optimisation (known bits then tell which
    // divisors fit a word): __int128 divisions by 32-bit digits, not the
    // backend's loop of one quotient bit per trip.
    mpm.addPass(llvm::createModuleToFunctionPassAdaptor(WideIntDivisionPass()));
    // At every level: casts between two specific spaces (constant -> global
    // for __ldg of a __constant__ table) through the generic space, which
    // NVPTX lowers (it lowers a direct one to nothing).
    mpm.addPass(llvm::createModuleToFunctionPassAdaptor(RouteCastsThroughGenericPass()));
    // At every level, last: ptxas compiles a narrow store of a register an
    // f32 instruction wrote as a conversion; the bits go through a mov.
    mpm.addPass(llvm::createModuleToFunctionPassAdaptor(IsolateFloatBitsPass()));
    mpm.run(*m, mam);
  }
  if (llvm::verifyModule(*m, &llvm::errs()))
    return module.emitError() << "optimised LLVM IR does not verify";
  // Whole-program PTX: ptxas resolves only its system calls (vprintf, malloc,
  // free, __assertfail, __cuda_syscall_*). Any other called
  // declaration (reachable from a .mlir input; the frontend refuses it for
  // CUDA source) would be ptxas's "Unresolved extern function".
  for (llvm::Function &f : *m) {
    if (!f.isDeclaration() || f.isIntrinsic() || f.use_empty())
      continue;
    llvm::StringRef name = f.getName();
    if (name == "vprintf" || name == "malloc" || name == "free" || name == "__assertfail" ||
        name.starts_with("__cuda_syscall")) // __cuda_syscall_aligned_malloc, ...
      continue;
    Operation *decl = module.lookupSymbol(name);
    return (decl ? decl->emitError() : module.emitError())
           << "'" << name << "' is called but has no definition in this module: kilnc "
           << "compiles whole programs (no separate compilation), so define it here";
  }
  {
    llvm::ModuleAnalysisManager noAnalyses;
    OrderGlobalsByDependencyPass().run(*m, noAnalyses);
    // At every level: structs returned from functions called through
    // pointers written whole, and their arguments in aligned .param slots,
    // as nvcc passes them.
    NaturalAggregateReturnsPass().run(*m, noAnalyses);
    AlignAggregateParamsPass().run(*m, noAnalyses);
  }
  if (llvmIR) {
    llvm::raw_string_ostream os(*llvmIR);
    m->print(os, nullptr);
  }

  llvm::SmallString<0> ptxText;
  {
    llvm::raw_svector_ostream os(ptxText);
    llvm::legacy::PassManager codegen;
    if (tm->addPassesToEmitFile(codegen, os, nullptr,
                                llvm::CodeGenFileType::AssemblyFile))
      return module.emitError() << "the NVPTX backend cannot emit assembly";
    codegen.run(*m);
  }
  std::string text(ptxText.str());
  // The backend silently falls back to its default for a PTX ISA it does not
  // know (e.g. 8.9): insist on exactly the version chosen.
  std::string versionLine = "\n.version " + ptx.str() + "\n";
  if (text.find(versionLine) == std::string::npos)
    return module.emitError() << "LLVM's NVPTX backend cannot emit PTX ISA "
                              << ptx.str() << " for " << target.name;
  return text;
}
