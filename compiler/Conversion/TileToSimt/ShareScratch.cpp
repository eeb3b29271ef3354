//===- ShareScratch.cpp - scratch buffers not live together share memory ---===//
//
// Every shared buffer the tile lowering makes (layout conversions, reductions
// across warps, scans, sorts) is a global of its own; a kernel used to need
// their sum. After a function is lowered, buffers whose lifetimes do not
// overlap are placed at overlapping offsets of one arena, as Triton's
// Allocation analysis does: a first-fit over live intervals.
//
// A buffer's interval: number the function's ops in pre-order; take the
// innermost region that holds all its loads and stores, and in it the span
// from the first to the last op holding one. A buffer stored before a loop
// and read in it therefore lives across the whole loop; one stored and read
// within one iteration lives within it (the tile lowering writes each such
// buffer before reading it, every iteration). Buffers touched by anything but
// plain loads and stores (cp.async stages, ldmatrix, atomics, wgmma
// descriptors) keep their own bytes for the whole function.
//
// The barriers come after, from simt-insert-barriers, which sees the arena's
// offsets: a buffer's first write waits for the reads of the one before it at
// those bytes. Those barriers cost time (attention d128: 5 barriers per
// iteration become 8), so buffers are shared only when their sum exceeds
// what every target holds (sm_120: 99 KiB per block); nothing changes when
// sharing saves no bytes.
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/TileToSimt/FuncLowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>

using namespace mlir;
namespace simt = kiln::simt;

namespace {
/// Sharing below this many bytes in all is not worth its barriers.
constexpr int64_t kShareAboveBytes = 99 * 1024;

struct Buffer {
  simt::GlobalOp global;
  SmallVector<simt::AddressOfOp> addrs;
  int64_t size = 0, align = 16, begin = 0, end = 0, offset = -1;
};

/// The loads and stores through `v` (a pointer into one buffer), following
/// casts and offsets; false when anything else uses it.
bool collectAccesses(Value v, SmallVectorImpl<Operation *> &out) {
  for (Operation *user : v.getUsers()) {
    if (isa<simt::PtrCastOp, simt::PtrAddOp>(user)) {
      if (isa<simt::PtrAddOp>(user) && user->getOperand(0) != v)
        return false;
      if (!collectAccesses(user->getResult(0), out))
        return false;
    } else if (isa<simt::LoadOp>(user)) {
      out.push_back(user);
    } else if (auto st = dyn_cast<simt::StoreOp>(user)) {
      if (st.getValue() == v) // the address itself stored: escapes
        return false;
      out.push_back(user);
    } else {
      return false;
    }
  }
  return true;
}
} // namespace

int64_t kiln::tile_lowering::shareScratch(func::FuncOp func, ModuleOp module,
                                          int &counter) {
  SymbolTable symbols(module);
  // Pre-order numbers; last[op]: the number of the last op nested in it.
  DenseMap<Operation *, int64_t> first, last;
  int64_t n = 0;
  func.walk<WalkOrder::PreOrder>([&](Operation *op) { first[op] = n++; });
  func.walk<WalkOrder::PostOrder>([&](Operation *op) {
    int64_t l = first[op];
    for (Region &r : op->getRegions())
      for (Block &b : r)
        if (!b.empty())
          l = std::max(l, last[&b.back()]);
    last[op] = l;
  });

  // The lowering's buffers used by this function, in creation order.
  llvm::MapVector<StringAttr, Buffer> buffers;
  bool foreign = false;
  func.walk([&](simt::AddressOfOp addr) {
    auto g = symbols.lookup<simt::GlobalOp>(addr.getGlobalAttr().getAttr());
    if (!g || g.getSpace() != simt::AddressSpace::Shared ||
        !g->hasAttr(simt::SimtDialect::ReplicatedWritesAttrHelper::getNameStr()) ||
        !g.getSymName().starts_with("__tile_smem_"))
      return;
    Buffer &b = buffers[g.getSymNameAttr()];
    b.global = g;
    b.addrs.push_back(addr);
  });
  module.walk([&](simt::AddressOfOp addr) {
    if (buffers.count(addr.getGlobalAttr().getAttr()) &&
        addr->getParentOfType<func::FuncOp>() != func)
      foreign = true;
  });
  if (buffers.size() < 2 || foreign)
    return -1;

  int64_t whole = n, sum = 0;
  SmallVector<Buffer *> order;
  for (auto &[name, b] : buffers) {
    auto arr = dyn_cast<LLVM::LLVMArrayType>(b.global.getType());
    if (!arr || !arr.getElementType().isInteger(8))
      return -1;
    b.size = arr.getNumElements();
    b.align = std::max<int64_t>(16, b.global.getAlignment().value_or(16));
    sum = llvm::alignTo(sum, b.align) + b.size;
    SmallVector<Operation *> acc;
    bool plain = true;
    for (simt::AddressOfOp a : b.addrs)
      plain = plain && collectAccesses(a.getResult(), acc);
    b.begin = 0;
    b.end = whole;
    if (plain && !acc.empty()) {
      // The innermost region holding every access.
      Region *region = acc.front()->getParentRegion();
      auto holds = [&](Region *r, Operation *op) {
        return r->isAncestor(op->getParentRegion());
      };
      while (region && !llvm::all_of(acc, [&](Operation *op) { return holds(region, op); }))
        region = region->getParentRegion();
      if (region) {
        int64_t lo = whole, hi = 0;
        for (Operation *op : acc) {
          Operation *top = region->findAncestorOpInRegion(*op);
          lo = std::min(lo, first[top]);
          hi = std::max(hi, last[top]);
        }
        b.begin = lo;
        b.end = hi;
      }
    }
    order.push_back(&b);
  }

  // First fit, largest first (earliest on ties).
  std::stable_sort(order.begin(), order.end(), [](Buffer *x, Buffer *y) {
    return x->size > y->size;
  });
  int64_t total = 0, maxAlign = 16;
  SmallVector<Buffer *> placed;
  for (Buffer *b : order) {
    int64_t off = 0;
    for (bool moved = true; moved;) {
      moved = false;
      off = llvm::alignTo(off, b->align);
      for (Buffer *p : placed)
        if (p->begin <= b->end && b->begin <= p->end &&
            p->offset < off + b->size && off < p->offset + p->size) {
          off = p->offset + p->size;
          moved = true;
          break;
        }
    }
    b->offset = off;
    placed.push_back(b);
    total = std::max(total, off + b->size);
    maxAlign = std::max(maxAlign, b->align);
  }
  if (sum <= kShareAboveBytes || total >= sum)
    return -1; // nothing to gain: leave the buffers as they are

  // One arena; each buffer's addresses become arena + offset.
  MLIRContext *ctx = module.getContext();
  std::string name = "__tile_smem_" + std::to_string(counter++);
  auto arenaTy = LLVM::LLVMArrayType::get(IntegerType::get(ctx, 8), total);
  {
    OpBuilder mb(module.getBodyRegion());
    mb.setInsertionPointToStart(module.getBody());
    auto g = simt::GlobalOp::create(mb, func.getLoc(), name, arenaTy,
                                    simt::AddressSpace::Shared, Attribute(),
                                    mb.getI64IntegerAttr(maxAlign));
    g->setAttr(simt::SimtDialect::ReplicatedWritesAttrHelper::getNameStr(), mb.getUnitAttr());
  }
  auto bytePtr = simt::PtrType::get(IntegerType::get(ctx, 8),
                                    simt::AddressSpace::Shared);
  for (auto &[bufName, b] : buffers) {
    for (simt::AddressOfOp a : b.addrs) {
      OpBuilder ab(a);
      Location loc = a.getLoc();
      Value base = simt::AddressOfOp::create(
          ab, loc, simt::PtrType::get(arenaTy, simt::AddressSpace::Shared),
          name);
      Value at = simt::PtrCastOp::create(ab, loc, bytePtr, base);
      if (b.offset)
        at = simt::PtrAddOp::create(
            ab, loc, bytePtr, at,
            arith::ConstantIntOp::create(ab, loc, b.offset, 32));
      a.replaceAllUsesWith(
          simt::PtrCastOp::create(ab, loc, a.getType(), at).getResult());
      a.erase();
    }
    b.global.erase();
  }
  return total;
}
