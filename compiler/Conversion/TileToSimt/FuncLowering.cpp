//===- FuncLowering.cpp - the walk over one tile function ------------------===//
//
// Flattens the view arguments, lowers the ops in program order (each by the
// lowering of its family: see FuncLowering.h), then erases the tile ops. Also
// the helpers that every family uses: the coordinates a thread holds, shared
// buffers, combiner regions.
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/TileToSimt/FuncLowering.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "compiler/Conversion/TileToSimt/LoweringRemarks.h"
#include "dialects/simt/IR/SplitLoopAttr.h"
#include "dialects/tile/IR/AxisInfo.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

#include <map>

using namespace mlir;
using namespace kiln::tile;
using namespace kiln::tile_lowering;
namespace simt = kiln::simt;

// --- the walk -----------------------------------------------------------------

LogicalResult FuncLowering::run() {
  Block &entry = func.getBody().front();
  OpBuilder b(&entry, entry.begin());
  Location loc = func.getLoc();
  laneV = simt::LaneIdOp::create(b, loc);
  warpV = simt::WarpIdOp::create(b, loc);
  // Masks are analysed while the views' extents are still tile.view_dim of
  // arguments whose attributes say whether they are contiguous.
  func.walk([&](Operation *op) {
    Value mask;
    if (auto load = dyn_cast<LoadOp>(op))
      mask = load.getMask();
    else if (auto store = dyn_cast<StoreOp>(op))
      mask = store.getMask();
    else if (auto gather = dyn_cast<GatherOp>(op))
      mask = gather.getMask();
    else if (auto scatter = dyn_cast<ScatterOp>(op))
      mask = scatter.getMask();
    if (mask)
      maskRuns[op] = uniformMaskRun(mask);
  });

  // tile-split-reduction-loop's split count parameter and loop bound
  // (simt.split_loop), found before the flattening moves them. (The
  // verifier checked the positions.)
  auto splitLoop = func->getAttrOfType<DenseI64ArrayAttr>(simt::kSplitLoopAttrName);
  BlockArgument splitCount, splitBound;
  if (splitLoop && splitLoop.size() == simt::SplitLoopFields) {
    splitCount = entry.getArgument(splitLoop[simt::SplitCountParam]);
    if (splitLoop[simt::SplitBoundArg] >= 0)
      splitBound = entry.getArgument(splitLoop[simt::SplitBoundArg]);
  }

  // Flatten view arguments: (ptr, shape[R], strides[R]).
  SmallVector<unsigned> viewArgs;
  for (BlockArgument arg : entry.getArguments())
    if (isa<ViewType>(arg.getType()))
      viewArgs.push_back(arg.getArgNumber());
  SmallVector<std::pair<Value, ViewType>> contiguousViews;
  for (unsigned idx : llvm::reverse(viewArgs)) {
    BlockArgument arg = entry.getArgument(idx);
    auto vt = cast<ViewType>(arg.getType());
    View v;
    v.contiguous =
        func.getArgAttr(idx, TileDialect::kAssumeContiguousAttrName) != nullptr;
    auto ptrTy = simt::PtrType::get(vt.getElementType(),
                                    simt::AddressSpace::Global);
    unsigned pos = idx + 1;
    v.ptr = entry.insertArgument(pos++, ptrTy, arg.getLoc());
    BlockArgument ptrArg = cast<BlockArgument>(v.ptr);
    v.ptrArg = ptrArg;
    // fp8 views keep their type in the signature (the target check sees
    // it) and are accessed as bytes.
    if (regType(vt.getElementType()) != vt.getElementType())
      v.ptr = simt::PtrCastOp::create(
          b, arg.getLoc(),
          simt::PtrType::get(regType(vt.getElementType()),
                             simt::AddressSpace::Global),
          v.ptr);
    for (unsigned k = 0; k < vt.getRank(); ++k)
      v.shape.push_back(entry.insertArgument(pos++, b.getI64Type(), arg.getLoc()));
    for (unsigned k = 0; k < vt.getRank(); ++k)
      v.strides.push_back(entry.insertArgument(pos++, b.getI64Type(), arg.getLoc()));
    if (v.contiguous)
      contiguousViews.push_back({ptrArg, vt});
    views[arg] = v;
  }
  // A view's extent that bounds the split loop: its shape parameter now.
  if (splitBound && isa<ViewType>(splitBound.getType()))
    splitBound = cast<BlockArgument>(views[splitBound].shape[splitLoop[simt::SplitBoundDim]]);

  if (persistent && warpSpecialize)
    makePersistent();
  lowerBlock(entry);
  if (failed(failure_))
    return failure();
  // Old loops' block arguments are still used by old body ops: drop every
  // reference first, then erase.
  // The view arguments to drop, found before erasing: `views` also holds
  // results of the ops erased below, which must not be looked at afterwards.
  SmallVector<BlockArgument> oldViews;
  for (auto &[v, info] : views)
    if (auto arg = dyn_cast<BlockArgument>(v))
      if (arg.getOwner() == &entry)
        oldViews.push_back(arg);
  for (Operation *op : toErase)
    op->dropAllReferences();
  // An op nested in another one being erased goes with it: erasing it on
  // its own as well read freed memory (valgrind on TileToSimt/memory.mlir).
  llvm::SmallPtrSet<Operation *, 32> erasing(toErase.begin(), toErase.end());
  auto insideErased = [&](Operation *op) {
    for (Operation *p = op->getParentOp(); p; p = p->getParentOp())
      if (erasing.contains(p))
        return true;
    return false;
  };
  SmallVector<Operation *> outermost;
  llvm::SmallPtrSet<Operation *, 32> seen;
  for (Operation *op : toErase)
    if (seen.insert(op).second && !insideErased(op))
      outermost.push_back(op);
  for (Operation *op : llvm::reverse(outermost)) {
    op->dropAllUses();
    op->erase();
  }
  // A warp-specialised TMA ring (PipelinedMma.cpp): the producer warpgroup
  // has issued every load in its branch and leaves; the rest of the kernel
  // (the consumers' k-loop, the epilogue, laid out over num_warps warps)
  // runs in the consumer warps only. Split here, after lowering, whose walk
  // over the entry block must not see its blocks change.
  if (producerBranch) {
    Block *head = producerBranch->getBlock();
    Block *rest = head->splitBlock(std::next(producerBranch->getIterator()));
    auto *leave = new Block();
    func.getBody().getBlocks().insert(rest->getIterator(), leave);
    OpBuilder lb = OpBuilder::atBlockEnd(leave);
    func::ReturnOp::create(lb, producerBranch->getLoc());
    OpBuilder hb = OpBuilder::atBlockEnd(head);
    cf::CondBranchOp::create(hb, producerBranch->getLoc(), isProducer, leave,
                             ValueRange{}, rest, ValueRange{});
  }
  llvm::sort(oldViews, [](BlockArgument a, BlockArgument b) {
    return a.getArgNumber() > b.getArgNumber();
  });
  for (BlockArgument arg : oldViews)
    entry.eraseArgument(arg.getArgNumber());
  // Argument attributes no longer line up with the flattened list.
  func->removeAttr(func.getArgAttrsAttrName());
  // The runtime's condition for launching this kernel, in flattened
  // positions: [pointer argument, element bytes, rank] per view.
  if (!contiguousViews.empty()) {
    SmallVector<int64_t> triples;
    for (auto [ptr, vt] : llvm::reverse(contiguousViews)) {
      unsigned bits = vt.getElementType().getIntOrFloatBitWidth();
      triples.append({cast<BlockArgument>(ptr).getArgNumber(),
                      std::max<int64_t>(1, bits / 8), vt.getRank()});
    }
    func->setAttr(simt::SimtDialect::ContiguousParamsAttrHelper::getNameStr(),
                  b.getDenseI64ArrayAttr(triples));
  }
  func.setType(FunctionType::get(func.getContext(), entry.getArgumentTypes(),
                                 func.getResultTypes()));
  // A persistent kernel: where its grid parameters are, one program per SM
  // (the warp-specialised ring's 384 threads and ~200 KiB of stages).
  // Stream-K: the workspace bytes per program (0: none).
  if (persistentTiles)
    func->setAttr(kPersistentGridAttrName,
                  b.getDenseI64ArrayAttr({gridArgs[0].getArgNumber(), 1,
                                          workspaceArg ? workspaceWords * 4 : 0}));
  // A split reduction loop: its count parameter's flattened position, and
  // a view extent that bounds its loop as the flattened i64 shape parameter.
  if (splitCount) {
    SmallVector<int64_t> fields(splitLoop.asArrayRef());
    fields[simt::SplitCountParam] = splitCount.getArgNumber();
    if (splitBound) {
      fields[simt::SplitBoundArg] = splitBound.getArgNumber();
      fields[simt::SplitBoundDim] = 0;
    }
    func->setAttr(simt::kSplitLoopAttrName,
                  b.getDenseI64ArrayAttr(fields));
  }
  // (After the type: argument attributes follow its inputs.)
  // TMA descriptors the runtime builds at launch, in flattened positions.
  if (!tensorMaps.empty()) {
    SmallVector<int64_t> entries;
    for (const TensorMapSource &t : tensorMaps) {
      entries.append({t.descriptor.getArgNumber(), t.ptrArg.getArgNumber(),
                      t.elementBytes, t.rank});
      entries.append(t.box.begin(), t.box.end());
      entries.push_back(t.swizzle);
      // The bundle's parameter: CUDA's type, aligned as the host's.
      unsigned at = t.descriptor.getArgNumber();
      func.setArgAttr(at, simt::SimtDialect::ParamTypeAttrHelper::getNameStr(),
                      b.getStringAttr("CUtensorMap"));
      func.setArgAttr(at, simt::SimtDialect::ParamAlignAttrHelper::getNameStr(),
                      b.getI64IntegerAttr(64));
    }
    func->setAttr(simt::SimtDialect::TensorMapSourcesAttrHelper::getNameStr(), b.getDenseI64ArrayAttr(entries));
  }
  return success();
}

Value FuncLowering::tensorMapFor(const View &view, Type elem,
                                 ArrayRef<int64_t> box, int64_t swizzle) {
  for (const TensorMapSource &t : tensorMaps)
    if (t.ptrArg == view.ptrArg && ArrayRef<int64_t>(t.box) == box &&
        t.swizzle == swizzle)
      return t.descriptor;
  Block &entry = func.getBody().front();
  // CUDA's `const __grid_constant__ CUtensorMap`: 128 opaque bytes, last in
  // the parameter list, so the caller's flattened arguments keep their
  // positions and the runtime appends the descriptors.
  auto type = LLVM::LLVMArrayType::get(IntegerType::get(func.getContext(), 8), 128);
  TensorMapSource t;
  t.descriptor = entry.addArgument(type, view.ptrArg.getLoc());
  t.ptrArg = view.ptrArg;
  t.elementBytes = std::max<int64_t>(1, elem.getIntOrFloatBitWidth() / 8);
  t.rank = view.shape.size();
  t.box.assign(box.begin(), box.end());
  t.swizzle = swizzle;
  tensorMaps.push_back(t);
  return t.descriptor;
}

void FuncLowering::lowerBlock(Block &block) {
  for (Operation &op : llvm::make_early_inc_range(block)) {
    if (failed(failure_))
      return;
    lowerOp(&op);
  }
}

static bool touchesTiles(Operation *op) {
  auto isTile = [](Type t) { return isa<RankedTensorType, ViewType>(t); };
  return llvm::any_of(op->getOperandTypes(), isTile) ||
         llvm::any_of(op->getResultTypes(), isTile);
}

void FuncLowering::lowerOp(Operation *op) {
  if (auto forOp = dyn_cast<scf::ForOp>(op))
    return lowerFor(forOp);
  if (auto ifOp = dyn_cast<scf::IfOp>(op))
    return lowerIf(ifOp);
  if (auto whileOp = dyn_cast<scf::WhileOp>(op))
    return lowerWhile(whileOp);
  if (isa<scf::YieldOp, scf::ConditionOp>(op))
    return; // rebuilt by lowerFor / lowerIf / lowerWhile
  if (isa<func::ReturnOp>(op)) {
    if (touchesTiles(op)) {
      op->emitOpError() << "cannot return tiles from a tile function";
      failure_ = failure();
    }
    return;
  }
  // Scalar fp8 values exist only as operands of tile ops, which convert
  // them themselves (fp8Bits); LLVM could not lower them.
  auto fp8 = [](Type t) { return isa<Float8E4M3FNType, Float8E5M2Type>(t); };
  if (!touchesTiles(op) && isa<arith::ArithDialect>(op->getDialect()) &&
      (llvm::any_of(op->getResultTypes(), fp8) ||
       llvm::any_of(op->getOperandTypes(), fp8))) {
    toErase.push_back(op);
    return;
  }
  if (!isa<TileDialect>(op->getDialect()) && !touchesTiles(op)) {
    for (Region &r : op->getRegions())
      for (Block &blk : r)
        lowerBlock(blk);
    return;
  }
  toErase.push_back(op);
  for (Value v : op->getOperands()) {
    if ((isa<RankedTensorType>(v.getType()) && !regs.count(v)) ||
        (isa<ViewType>(v.getType()) && !views.count(v))) {
      op->emitOpError() << "uses a tile or view that was not lowered (tile "
                           "function arguments other than views are not "
                           "supported)";
      failure_ = failure();
      return;
    }
  }

  llvm::TypeSwitch<Operation *>(op)
      // Element-wise (ElementwiseOpToSimt.cpp).
      .Case([&](ProgramIdOp o) { lowerProgramId(o); })
      .Case([&](NumProgramsOp o) { lowerNumPrograms(o); })
      .Case([&](ArangeOp o) { lowerArange(o); })
      .Case([&](SplatOp o) { lowerSplat(o); })
      .Case([&](arith::ConstantOp o) { lowerConstant(o); })
      // Memory (MemoryOpToSimt.cpp).
      .Case([&](MakeViewOp o) { lowerMakeView(o); })
      .Case([&](ViewDimOp o) { lowerViewDim(o); })
      .Case([&](ViewStrideOp o) { lowerViewStride(o); })
      .Case([&](LoadOp o) { lowerLoad(o); })
      .Case([&](StoreOp o) {
        lowerStoreLike(o, o.getView(), o.getOffsets(), o.getValue(),
                       o.getMask(), false);
      })
      .Case([&](AtomicAddOp o) {
        lowerStoreLike(o, o.getView(), o.getOffsets(), o.getValue(), Value(),
                       true);
      })
      .Case([&](GatherOp o) { lowerGather(o); })
      .Case([&](ScatterOp o) { lowerScatter(o); })
      .Case<AtomicRMWOp, AtomicCASOp>([&](Operation *o) { lowerAtomic(o); })
      // Reductions, scans, dots.
      .Case([&](ReduceOp o) { lowerReduce(o); })
      .Case([&](ScanOp o) { lowerScan(o); })
      .Case([&](DotOp o) { lowerDot(o); })
      .Case([&](SortOp o) { lowerSort(o); })
      .Case([&](TopKOp o) { lowerTopK(o); })
      .Case([&](HistogramOp o) { lowerHistogram(o); })
      // Layout conversions (ConvertLayoutOpToSimt.cpp).
      .Case([&](ConvertLayoutOp o) {
        lowerConvert(o, o.getSource(), o.getType(), o.getScratchAttr(), {},
                     false);
      })
      .Case([&](ReshapeOp o) {
        lowerConvert(o, o.getSource(), o.getType(), SharedAttr(), {}, true);
      })
      .Case([&](PermuteOp o) {
        lowerConvert(o, o.getSource(), o.getType(), SharedAttr(),
                     o.getOrder(), false);
      })
      .Case<BroadcastOp, ExpandDimsOp>([&](Operation *o) {
        lowerByCoords(o, o->getOperand(0), o->getResult(0).getType());
      })
      .Default([&](Operation *o) {
        if (o->getNumRegions() == 0 &&
            (isa<arith::ArithDialect, math::MathDialect>(o->getDialect())))
          return lowerElementwise(o);
        o->emitOpError() << "cannot be lowered to simt";
        failure_ = failure();
      });
}

// --- helpers ------------------------------------------------------------------

Value FuncLowering::i32(OpBuilder &b, Location loc, int64_t v) {
  return arith::ConstantIntOp::create(b, loc, v, 32);
}

Value FuncLowering::i64(OpBuilder &b, Location loc, int64_t v) {
  return arith::ConstantIntOp::create(b, loc, v, 64);
}

LayoutDesc FuncLowering::desc(Operation *op, Type t) {
  auto d = getLayoutDesc(cast<RankedTensorType>(t), numWarps);
  if (failed(d)) {
    op->emitOpError() << "has a tile without a supported layout: " << t
                      << " (run tile-assign-layouts first)";
    failure_ = failure();
    LayoutDesc empty;
    empty.shape.assign(cast<RankedTensorType>(t).getShape().begin(),
                       cast<RankedTensorType>(t).getShape().end());
    return empty;
  }
  return *d;
}

Value FuncLowering::laneIdx(OpBuilder &b, Location loc, int64_t stride,
                            int64_t count, Value id) {
  if (count == 1)
    return i32(b, loc, 0);
  Value v = id;
  if (stride > 1)
    v = arith::ShRUIOp::create(b, loc, v, i32(b, loc, llvm::Log2_64(stride)));
  return arith::AndIOp::create(b, loc, v, i32(b, loc, count - 1));
}

SmallVector<Value> FuncLowering::bases(OpBuilder &b, Location loc,
                                       const LayoutDesc &d) {
  SmallVector<Value> out;
  for (int64_t k = 0; k < d.rank(); ++k) {
    const DimMap &m = d.dims[k];
    Value l = laneIdx(b, loc, m.laneStride, m.laneCount, laneV);
    Value w = laneIdx(b, loc, m.warpStride, m.warpCount, warpV);
    Value warpPart = arith::MulIOp::create(b, loc, w, i32(b, loc, m.warpScale));
    Value lanePart = arith::MulIOp::create(b, loc, l, i32(b, loc, m.laneScale));
    Value v = arith::AddIOp::create(b, loc, lanePart, warpPart);
    out.push_back(
        arith::AndIOp::create(b, loc, v, i32(b, loc, d.shape[k] - 1)));
  }
  return out;
}

SmallVector<Value> FuncLowering::coords(OpBuilder &b, Location loc,
                                        const LayoutDesc &d,
                                        ArrayRef<Value> base, size_t r) {
  SmallVector<Value> c;
  for (int64_t k = 0; k < d.rank(); ++k) {
    int64_t off = d.regCoord(r, k);
    c.push_back(off ? arith::AddIOp::create(b, loc, base[k], i32(b, loc, off))
                          .getResult()
                    : base[k]);
  }
  return c;
}

Value FuncLowering::owner(OpBuilder &b, Location loc, const LayoutDesc &d) {
  Value ok = arith::ConstantIntOp::create(b, loc, 1, 1);
  auto andWith = [&](Value c) { ok = arith::AndIOp::create(b, loc, ok, c); };
  for (const DimMap &m : d.dupComps) {
    Value l = laneIdx(b, loc, m.laneStride, m.laneCount, laneV);
    Value w = laneIdx(b, loc, m.warpStride, m.warpCount, warpV);
    Value z = i32(b, loc, 0);
    andWith(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                  arith::OrIOp::create(b, loc, l, w), z));
  }
  for (int64_t k = 0; k < d.rank(); ++k) {
    const DimMap &m = d.dims[k];
    Value l = laneIdx(b, loc, m.laneStride, m.laneCount, laneV);
    Value w = laneIdx(b, loc, m.warpStride, m.warpCount, warpV);
    Value warpPart = arith::MulIOp::create(b, loc, w, i32(b, loc, m.warpScale));
    Value lanePart = arith::MulIOp::create(b, loc, l, i32(b, loc, m.laneScale));
    Value v = arith::AddIOp::create(b, loc, lanePart, warpPart);
    andWith(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, v,
                                  i32(b, loc, d.shape[k])));
  }
  return ok;
}

Value FuncLowering::zeroVector(OpBuilder &b, Location loc) {
  StringRef name = "__tile_zero16";
  auto arrTy = LLVM::LLVMArrayType::get(b.getI8Type(), 16);
  if (!module.lookupSymbol(name)) {
    OpBuilder mb(module.getBodyRegion());
    mb.setInsertionPointToStart(module.getBody());
    auto zero = DenseElementsAttr::get(
        RankedTensorType::get({16}, mb.getI8Type()), mb.getI8IntegerAttr(0));
    simt::GlobalOp::create(mb, loc, name, arrTy, simt::AddressSpace::Global,
                           zero, mb.getI64IntegerAttr(16), /*readonly=*/true);
  }
  return simt::AddressOfOp::create(
      b, loc, simt::PtrType::get(arrTy, simt::AddressSpace::Global), name);
}

Value FuncLowering::sharedBuffer(OpBuilder &b, Location loc, Type elem,
                                 int64_t count, int64_t align) {
  unsigned bits = std::max(8u, elem.getIntOrFloatBitWidth());
  int64_t bytes = count * bits / 8;
  sharedBytes = llvm::alignTo(sharedBytes, align) + bytes;
  std::string name = "__tile_smem_" + std::to_string(smemCounter++);
  auto arrTy = LLVM::LLVMArrayType::get(IntegerType::get(b.getContext(), 8),
                                        bytes);
  {
    OpBuilder mb(module.getBodyRegion());
    mb.setInsertionPointToStart(module.getBody());
    auto g = simt::GlobalOp::create(
        mb, loc, name, arrTy, simt::AddressSpace::Shared, Attribute(),
        mb.getI64IntegerAttr(align));
    // Threads holding replicas of an element (broadcast layouts) store the
    // same value into it: the sync checks take such writes as benign.
    g->setAttr(simt::SimtDialect::ReplicatedWritesAttrHelper::getNameStr(), mb.getUnitAttr());
  }
  remarkLowering(loc, func, "shared-buffer",
                 "shared buffer @" + name + ": " + std::to_string(bytes) + " bytes (" +
                     std::to_string(count) + " x " + std::to_string(bits) + "-bit), " +
                     std::to_string(align) + "-byte aligned",
                 {{"buffer", name}, {"bytes", std::to_string(bytes)}});
  auto raw = simt::AddressOfOp::create(
      b, loc, simt::PtrType::get(arrTy, simt::AddressSpace::Shared), name);
  return simt::PtrCastOp::create(
      b, loc, simt::PtrType::get(storageType(elem), simt::AddressSpace::Shared),
      raw);
}

Type FuncLowering::storageType(Type elem) {
  if (elem.isInteger(1))
    return IntegerType::get(elem.getContext(), 8);
  return regType(elem);
}

Type FuncLowering::regType(Type elem) {
  if (isa<Float8E4M3FNType, Float8E5M2Type>(elem))
    return IntegerType::get(elem.getContext(), 8);
  return elem;
}

Value FuncLowering::toStorage(OpBuilder &b, Location loc, Value v) {
  if (v.getType().isInteger(1))
    return arith::ExtUIOp::create(b, loc, b.getI8Type(), v);
  return v;
}

Value FuncLowering::fromStorage(OpBuilder &b, Location loc, Value v,
                                Type elem) {
  if (elem.isInteger(1))
    return arith::TruncIOp::create(b, loc, elem, v);
  return v;
}

Value FuncLowering::linearIndex(OpBuilder &b, Location loc, ArrayRef<Value> c,
                                ArrayRef<int64_t> shape, SharedAttr swz) {
  size_t rank = shape.size();
  SmallVector<Value> cc(c);
  if (swz && rank == 2 && swz.getMaxPhase() > 1) {
    Value row = cc[0], col = cc[1];
    Value phaseMask = i32(b, loc, swz.getMaxPhase() - 1);
    Value rowPhase =
        arith::DivUIOp::create(b, loc, row, i32(b, loc, swz.getPerPhase()));
    Value phase = arith::AndIOp::create(b, loc, rowPhase, phaseMask);
    Value vec = i32(b, loc, swz.getVec());
    Value group = arith::DivUIOp::create(b, loc, col, vec);
    Value within = arith::RemUIOp::create(b, loc, col, vec);
    Value sg = arith::XOrIOp::create(b, loc, group, phase);
    cc[1] = arith::AddIOp::create(b, loc,
                                  arith::MulIOp::create(b, loc, sg, vec),
                                  within);
  }
  Value idx = cc[0];
  for (size_t k = 1; k < rank; ++k)
    idx = arith::AddIOp::create(
        b, loc, arith::MulIOp::create(b, loc, idx, i32(b, loc, shape[k])),
        cc[k]);
  return idx;
}

Value FuncLowering::regIndex(OpBuilder &b, Location loc, const LayoutDesc &d,
                             ArrayRef<Value> base, size_t r,
                             ArrayRef<int64_t> shape, SharedAttr swz) {
  size_t rank = shape.size();
  // lo: the offset within the swizzle period (part of the class address);
  // hi: whole periods, which the swizzle leaves alone (the constant). With
  // phase = (row / perPhase) % maxPhase, rows perPhase * maxPhase apart have
  // the same phase; the column's vec-group is xor-ed with phase < maxPhase,
  // so adding a multiple of vec * maxPhase commutes with the xor.
  SmallVector<int64_t> lo(rank), hi(rank, 0);
  for (size_t k = 0; k < rank; ++k)
    lo[k] = d.regCoord(r, k);
  bool swizzled = swz && rank == 2 && swz.getMaxPhase() > 1;
  for (size_t k = 0; k < rank; ++k) {
    int64_t period = !swizzled ? 1
                     : k == 0  ? swz.getPerPhase() * swz.getMaxPhase()
                               : swz.getVec() * swz.getMaxPhase();
    hi[k] = lo[k] - lo[k] % period;
    lo[k] -= hi[k];
  }
  SmallVector<Value> c;
  for (size_t k = 0; k < rank; ++k)
    c.push_back(lo[k] ? arith::AddIOp::create(b, loc, base[k], i32(b, loc, lo[k]))
                            .getResult()
                      : base[k]);
  Value idx = linearIndex(b, loc, c, shape, swz);
  int64_t constant = hi[0];
  for (size_t k = 1; k < rank; ++k)
    constant = constant * shape[k] + hi[k];
  if (!constant)
    return idx;
  return arith::AddIOp::create(b, loc, idx, i32(b, loc, constant));
}

Value FuncLowering::smemAt(OpBuilder &b, Location loc, Value buf, Value idx) {
  return simt::PtrAddOp::create(b, loc, buf.getType(), buf, idx);
}

Value FuncLowering::combine(OpBuilder &b, Region &region, Value x, Value y) {
  Block &body = region.front();
  IRMapping map;
  map.map(body.getArgument(0), x);
  map.map(body.getArgument(1), y);
  for (Operation &op : body.without_terminator())
    b.clone(op, map);
  return map.lookup(cast<YieldOp>(body.getTerminator()).getValue());
}

Value FuncLowering::zeroOf(OpBuilder &b, Location loc, Type t) {
  return arith::ConstantOp::create(b, loc, t, b.getZeroAttr(t));
}

int64_t FuncLowering::vectorGroups(const LayoutDesc &d, Type elem,
                                   SmallVectorImpl<SmallVector<size_t>> &groups,
                                   int64_t maxElems) {
  return tile::vectorGroups(d, elem, groups, maxElems);
}
