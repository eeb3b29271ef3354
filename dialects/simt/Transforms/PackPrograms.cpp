//===- PackPrograms.cpp - several small tile programs per block ------------===//
//
// A tile kernel whose program is one warp runs one program per block, and
// an SM holds at most 32 blocks: 32 of its 64 warp slots, each block
// launched on its own (the sweep's 65536 rows of 256 bf16: softmax,
// row_sum and gelu at 0.55-0.75x torch, issue 16). Here each block runs
// up to P programs, one per slot of the program's warps: program
// blockIdx.x * slots + slot, up to the count the runtime passes in a new
// last parameter (the bundle's `packed`, docs/bundle-format.md). The slots
// are blockDim.x / program threads, chosen at launch: a launch of few
// programs keeps one per block, so that every SM still gets blocks. What a
// program shares with its block is split per slot: thread and warp indices
// are taken modulo the program, shared buffers get one copy per slot (P
// copies), and block barriers become the slot's own named barrier
// (simt.named_barrier slot + 1; a warp barrier for one-warp programs), so
// a slot past the count may return at once.
//
//===----------------------------------------------------------------------===//
#include "dialects/simt/IR/SplitLoopAttr.h"
#include "dialects/simt/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/Support/MathExtras.h"

namespace kiln::simt {
#define GEN_PASS_DEF_SIMTPACKPROGRAMS
#include "dialects/simt/Transforms/Passes.h.inc"
} // namespace kiln::simt

using namespace mlir;
using namespace kiln::simt;

namespace {
/// The default rule's block: 4 warps. 1-warp programs reach the SM's 64
/// warp slots only with 2 or more per block (32 blocks per SM), and 4 per
/// block also divides the launch's block count by 4; 2-warp programs fill
/// the slots already and are paired for the launches alone (torch's
/// warp-per-row softmax runs 128-thread blocks too).
constexpr int64_t kDefaultBlockWarps = 4;
constexpr int64_t kMaxBlockThreads = 1024;
/// Static shared memory a kernel may have without a launch-time opt-in.
constexpr int64_t kStaticSharedLimit = 48 * 1024;
/// Named barriers 1..15 (0 is __syncthreads').
constexpr int64_t kNamedBarriers = 15;

int64_t byteArraySize(Type t) {
  auto arr = dyn_cast<LLVM::LLVMArrayType>(t);
  if (!arr || !arr.getElementType().isInteger(8))
    return 0;
  return arr.getNumElements();
}

/// Why `func`'s programs cannot share a block ("" when they can): an op
/// whose effect reaches past the program's warps.
std::string packBlocker(func::FuncOp func, SymbolTable &symbols) {
  StringRef unsplit[] = {SimtDialect::TensorMapSourcesAttrHelper::getNameStr(),
                         SimtDialect::ClusterDimsAttrHelper::getNameStr(),
                         SimtDialect::DynamicSharedAttrHelper::getNameStr(),
                         kSplitLoopAttrName,
                         "kiln.persistent_grid"};
  for (StringRef attr : unsplit)
    if (func->hasAttr(attr))
      return ("the kernel has '" + attr + "'").str();
  std::string why;
  func.walk([&](Operation *op) {
    bool blocks =
        isa<MbarrierInitOp, MbarrierInvalOp, MbarrierArriveOp, MbarrierArriveClusterOp,
            MbarrierExpectTxOp, MbarrierArriveExpectTxOp, MbarrierTryWaitOp, MbarrierWaitOp,
            FenceMbarrierInitOp, TmaLoadOp, TmaStoreOp, TmaStoreCommitOp, TmaStoreWaitOp,
            SetMaxNRegOp, ClusterArriveOp, ClusterWaitOp, GridWorkspaceOp, MapSharedRankOp,
            SharedRankOp, ClusterIdOp, ClusterDimOp, BlockIdInClusterOp,
            BlockRankInClusterOp, DynamicSharedOp, InlineAsmOp, func::CallOp>(op);
    // Collectives of the block or wider, but the block barrier (which
    // becomes the program's own).
    if (auto c = dyn_cast<CollectiveOpInterface>(op); c && !blocks && c.isCollective()) {
      auto barrier = dyn_cast<BarrierOp>(op);
      blocks = c.getCollectiveScope() >= Scope::Block &&
               !(barrier && barrier.getScope() == Scope::Block);
    }
    if (auto addr = dyn_cast<AddressOfOp>(op)) {
      auto global = symbols.lookup<GlobalOp>(addr.getGlobalAttr().getAttr());
      blocks = !global || (global.getSpace() == AddressSpace::Shared &&
                           !byteArraySize(global.getType()));
    }
    if (!blocks)
      return WalkResult::advance();
    why = ("'" + op->getName().getStringRef() + "'").str();
    return WalkResult::interrupt();
  });
  return why;
}

struct PackPrograms : kiln::simt::impl::SimtPackProgramsBase<PackPrograms> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (programs == 0)
      return;
    SymbolTable symbols(module);
    // Which functions take the address of each global.
    llvm::DenseMap<StringAttr, llvm::SmallPtrSet<Operation *, 2>> users;
    module.walk([&](AddressOfOp addr) {
      users[addr.getGlobalAttr().getAttr()].insert(addr->getParentOfType<func::FuncOp>());
    });
    for (auto func : llvm::to_vector(module.getOps<func::FuncOp>()))
      pack(func, symbols, users);
  }

  void pack(func::FuncOp func, SymbolTable &symbols,
            llvm::DenseMap<StringAttr, llvm::SmallPtrSet<Operation *, 2>> &users) {
    auto threadsAttr =
        func->getAttrOfType<IntegerAttr>(SimtDialect::BlockThreadsAttrHelper::getNameStr());
    if (!isKernel(func) || func.isExternal() || !threadsAttr ||
        func->hasAttr(SimtDialect::PackedProgramsAttrHelper::getNameStr()))
      return;
    const int64_t threads = threadsAttr.getInt(), warps = threads / 32;
    if (threads % 32)
      return;
    int64_t p = programs;
    if (p < 0)
      p = warps < kDefaultBlockWarps ? kDefaultBlockWarps / warps : 1;
    if (p <= 1)
      return;
    // One remark per kernel: its contiguous variant makes the same choice.
    bool remarks = !func->hasAttr(SimtDialect::SpecializesAttrHelper::getNameStr());
    std::string blocker = packBlocker(func, symbols);
    if (!blocker.empty()) {
      if (remarks)
        func.emitRemark() << "kiln-tile: '" << func.getSymName() << "' keeps one program of "
                          << warps << " warp" << (warps == 1 ? "" : "s")
                          << " per block: " << blocker << " is not split per program";
      return;
    }

    // The shared buffers, each repeated per slot at its alignment.
    struct Buffer {
      GlobalOp global;
      int64_t stride;
    };
    SmallVector<Buffer> buffers;
    llvm::DenseMap<StringAttr, unsigned> bufferOf;
    bool hasBlockBarrier = false;
    int64_t sharedPerProgram = 0;
    func.walk([&](Operation *op) {
      if (auto b = dyn_cast<BarrierOp>(op))
        hasBlockBarrier |= b.getScope() == Scope::Block;
      auto addr = dyn_cast<AddressOfOp>(op);
      if (!addr)
        return;
      StringAttr name = addr.getGlobalAttr().getAttr();
      auto global = symbols.lookup<GlobalOp>(name);
      if (global.getSpace() != AddressSpace::Shared || bufferOf.count(name))
        return;
      int64_t align = std::max<int64_t>(16, global.getAlignment().value_or(16));
      int64_t stride = llvm::alignTo(byteArraySize(global.getType()), align);
      bufferOf[name] = buffers.size();
      buffers.push_back({global, stride});
      sharedPerProgram += stride;
    });
    int64_t cap = kMaxBlockThreads / threads;
    std::string capped;
    if (p > cap)
      capped = "at most " + std::to_string(kMaxBlockThreads) + " threads per block";
    if (hasBlockBarrier && warps > 1 && kNamedBarriers < cap) {
      cap = kNamedBarriers;
      if (p > cap)
        capped = "one named barrier per program";
    }
    if (sharedPerProgram && kStaticSharedLimit / sharedPerProgram < cap) {
      cap = kStaticSharedLimit / sharedPerProgram;
      if (p > cap)
        capped = std::to_string(kStaticSharedLimit / 1024) + " KiB of static shared memory";
    }
    p = std::min(p, cap);
    if (p <= 1) {
      if (remarks)
        func.emitRemark() << "kiln-tile: '" << func.getSymName()
                          << "' keeps one program per block: " << capped;
      return;
    }

    MLIRContext *ctx = func.getContext();
    Location loc = func.getLoc();
    Type i32 = IntegerType::get(ctx, 32);
    Block &entry = func.getBody().front();
    unsigned countIndex = func.getNumArguments();
    if (failed(func.insertArgument(countIndex, i32, DictionaryAttr(), loc)))
      return signalPassFailure();
    Value count = func.getArgument(countIndex);

    // Before anything else: the slot, the program and the guard.
    OpBuilder b(&entry, entry.begin());
    auto c32 = [&](int64_t v) -> Value { return arith::ConstantIntOp::create(b, loc, v, 32); };
    Value tid = ThreadIdOp::create(b, loc, Dim::X);
    Value programThreads = c32(threads);
    Value slot = arith::DivUIOp::create(b, loc, tid, programThreads);
    Value local = arith::RemUIOp::create(b, loc, tid, programThreads);
    // The launch's slots per block: 1 to P (launch_programs' choice).
    Value launchThreads = BlockDimOp::create(b, loc, Dim::X);
    Value perBlock = arith::DivUIOp::create(b, loc, launchThreads, programThreads);
    Value bid = BlockIdOp::create(b, loc, Dim::X);
    Value first = arith::MulIOp::create(b, loc, bid, perBlock);
    Value program = arith::AddIOp::create(b, loc, first, slot);
    Value warp = warps == 1 ? c32(0) : arith::DivUIOp::create(b, loc, local, c32(32)).getResult();
    Value one = c32(1);
    Value barrierId = arith::AddIOp::create(b, loc, slot, one);
    Value inRange =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, program, count);
    Operation *guardPoint = inRange.getDefiningOp();
    llvm::SmallPtrSet<Operation *, 16> prelude;
    for (Operation &o : llvm::make_range(entry.begin(), std::next(guardPoint->getIterator())))
      prelude.insert(&o);

    // The program's view of its block.
    SmallVector<Operation *> rewritten;
    func.walk([&](Operation *op) {
      if (!prelude.contains(op))
        rewritten.push_back(op);
    });
    for (Operation *op : rewritten) {
      if (auto t = dyn_cast<ThreadIdOp>(op); t && t.getDim() == Dim::X) {
        t.getResult().replaceAllUsesWith(local);
        t.erase();
      } else if (auto w = dyn_cast<WarpIdOp>(op)) {
        w.getResult().replaceAllUsesWith(warp);
        w.erase();
      } else if (auto i = dyn_cast<BlockIdOp>(op); i && i.getDim() == Dim::X) {
        i.getResult().replaceAllUsesWith(program);
        i.erase();
      } else if (auto g = dyn_cast<GridDimOp>(op); g && g.getDim() == Dim::X) {
        g.getResult().replaceAllUsesWith(count);
        g.erase();
      } else if (auto d = dyn_cast<BlockDimOp>(op); d && d.getDim() == Dim::X) {
        d.getResult().replaceAllUsesWith(programThreads);
        d.erase();
      } else if (auto barrier = dyn_cast<BarrierOp>(op);
                 barrier && barrier.getScope() == Scope::Block) {
        OpBuilder ob(barrier);
        if (warps == 1)
          BarrierOp::create(ob, barrier.getLoc(), Scope::Warp, Value(), barrier.getInserted());
        else
          NamedBarrierOp::create(ob, barrier.getLoc(), barrierId, programThreads);
        barrier.erase();
      } else if (auto addr = dyn_cast<AddressOfOp>(op)) {
        auto it = bufferOf.find(addr.getGlobalAttr().getAttr());
        if (it == bufferOf.end())
          continue;
        // This slot's copy: stride bytes per slot.
        OpBuilder ob(addr->getBlock(), std::next(addr->getIterator()));
        Location aloc = addr.getLoc();
        auto bytes = PtrType::get(ob.getI8Type(), AddressSpace::Shared);
        Value raw = PtrCastOp::create(ob, aloc, bytes, addr.getResult());
        Value stride = arith::ConstantIntOp::create(ob, aloc, buffers[it->second].stride, 32);
        Value offset = arith::MulIOp::create(ob, aloc, slot, stride);
        Value mine = PtrAddOp::create(ob, aloc, bytes, raw, offset);
        Value typed = PtrCastOp::create(ob, aloc, addr.getType(), mine);
        addr.getResult().replaceAllUsesExcept(typed, raw.getDefiningOp());
      }
    }

    // Slots past the program count return before the program starts.
    Block *body = entry.splitBlock(std::next(guardPoint->getIterator()));
    Block *exit = new Block();
    func.getBody().push_back(exit);
    OpBuilder eb = OpBuilder::atBlockEnd(exit);
    func::ReturnOp::create(eb, loc);
    b.setInsertionPointToEnd(&entry);
    cf::CondBranchOp::create(b, loc, inRange, body, ValueRange(), exit, ValueRange());

    // One copy of each buffer per slot: in place when this kernel is its
    // only user, else a copy of its own.
    int64_t sharedBefore = 0, sharedAfter = 0;
    for (Buffer &buf : buffers) {
      GlobalOp global = buf.global;
      sharedBefore += byteArraySize(global.getType());
      auto type = LLVM::LLVMArrayType::get(IntegerType::get(ctx, 8), buf.stride * p);
      sharedAfter += buf.stride * p;
      StringAttr name = global.getSymNameAttr();
      if (users[name].size() > 1) {
        OpBuilder mb(global);
        auto copy = cast<GlobalOp>(mb.clone(*global));
        symbols.insert(copy);
        users[name].erase(func);
        users[copy.getSymNameAttr()].insert(func);
        global = copy;
      }
      global.setType(type);
      auto ptrType = PtrType::get(type, AddressSpace::Shared);
      auto ref = FlatSymbolRefAttr::get(global.getSymNameAttr());
      func.walk([&](AddressOfOp addr) {
        if (addr.getGlobalAttr().getAttr() != name)
          return;
        addr.setGlobalAttr(ref);
        addr.getResult().setType(ptrType);
      });
    }

    // The largest block: P programs' threads (.maxntid; a launch may run
    // fewer), the same programs per SM.
    int64_t blockThreads = threads * p;
    func->setAttr(SimtDialect::BlockThreadsAttrHelper::getNameStr(),
                  IntegerAttr::get(IntegerType::get(ctx, 32), blockThreads));
    if (auto shared = func->getAttrOfType<IntegerAttr>(
            SimtDialect::StaticSharedAttrHelper::getNameStr()))
      func->setAttr(SimtDialect::StaticSharedAttrHelper::getNameStr(),
                    IntegerAttr::get(shared.getType(),
                                     shared.getInt() - sharedBefore + sharedAfter));
    int64_t minBlocks = 0;
    if (auto bounds = func->getAttrOfType<LaunchBoundsAttr>(
            SimtDialect::LaunchBoundsAttrHelper::getNameStr()))
      minBlocks = llvm::divideCeil(bounds.getMinBlocks(), p);
    func->setAttr(SimtDialect::LaunchBoundsAttrHelper::getNameStr(),
                  LaunchBoundsAttr::get(ctx, blockThreads, minBlocks));
    SimtDialect::PackedProgramsAttrHelper(ctx).setAttr(
        func, DenseI64ArrayAttr::get(ctx, {int64_t(countIndex), p}));
    if (remarks) {
      auto remark = func.emitRemark();
      remark << "kiln-tile: '" << func.getSymName() << "' runs up to " << p << " programs of "
             << warps << " warp" << (warps == 1 ? "" : "s") << " per block of " << blockThreads
             << " threads (the runtime picks how many per launch, launches ceil(programs / that) "
                "blocks and passes the program count";
      if (!capped.empty())
        remark << "; fewer than asked: " << capped;
      remark << "; -ftile-pack-programs=0: one program per block)";
    }
  }
};
} // namespace
