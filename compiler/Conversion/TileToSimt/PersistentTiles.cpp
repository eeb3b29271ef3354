//===- PersistentTiles.cpp - a GEMM kernel looping over its launch grid ----===//
//
// A warp-specialised tile GEMM (PipelinedMma.cpp) is a persistent kernel
// under `persistent` (kilnc -ftile-persistent): the runtime launches one
// program per SM (the bundle's `persistent` entry) and passes the grid the
// caller asked for in three i32 parameters; each program loops over the
// programs of that grid it owns (tile = blockIdx.x + i * gridDim.x), in
// grouped order (as Triton's: runs of kGroupRows tile rows are walked
// column by column, so a wave of SMs shares A's rows and B's columns in
// L2). The k-loop's producer warpgroup then fills the next tile's stages
// while the consumers run this tile's epilogue, its mbarrier ring's stages
// and phases numbered on across tiles (lowerPipelinedMma).
//
// Done on the tile IR before the walk: the k-loop, the ops before it that
// depend on the program ids (pure arithmetic: the tile's offsets), and the
// epilogue move into an scf.for over this program's tiles; tile.program_id
// becomes the tile's coordinates and tile.num_programs the grid parameters.
// What does not depend on the program (view extents, the zero accumulator)
// stays before the loop, so the k-loop's bounds are the same for every tile.
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/TileToSimt/FuncLowering.h"

#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace kiln::tile;
using namespace kiln::tile_lowering;
namespace simt = kiln::simt;

namespace {
/// Tile rows per group of the grouped order (Triton's GROUP_M default).
constexpr int64_t kGroupRows = 8;
} // namespace

void FuncLowering::makePersistent() {
  if (!simt::isKernel(func) || !func.getBody().hasOneBlock())
    return;
  Block &entry = func.getBody().front();
  scf::ForOp kloop;
  for (auto f : entry.getOps<scf::ForOp>())
    if (persistentBlocker(f).empty()) {
      kloop = f;
      break;
    }
  if (!kloop)
    return;
  // The ops before the k-loop that depend on the program ids move into the
  // tile loop; the producer thread recomputes the offsets from them, so
  // they must be pure arithmetic.
  llvm::SmallPtrSet<Operation *, 16> dependent;
  auto usesDependent = [&](Operation *o) {
    bool uses = false;
    o->walk([&](Operation *inner) {
      for (Value v : inner->getOperands())
        if (Operation *d = v.getDefiningOp(); d && dependent.contains(d))
          uses = true;
    });
    return uses;
  };
  SmallVector<Operation *> moved;
  for (Operation &o : llvm::make_range(entry.begin(), kloop->getIterator())) {
    bool pid = isa<ProgramIdOp, NumProgramsOp>(o);
    if (!pid && !usesDependent(&o))
      continue;
    if (!pid && (o.getNumRegions() || !isMemoryEffectFree(&o))) {
      kloop->emitRemark() << "kiln-tile: not persistent: '" << o.getName()
                          << "' before the k-loop depends on the program id";
      return;
    }
    dependent.insert(&o);
    moved.push_back(&o);
  }
  for (Value bound : {kloop.getLowerBound(), kloop.getUpperBound()})
    if (Operation *d = bound.getDefiningOp(); d && dependent.contains(d)) {
      kloop->emitRemark() << "kiln-tile: not persistent: the k-loop's bounds "
                             "depend on the program id";
      return;
    }

  OpBuilder b(kloop);
  Location loc = kloop.getLoc();
  Type i32t = b.getI32Type();
  for (int axis = 0; axis < 3; ++axis)
    gridArgs.push_back(entry.addArgument(i32t, func.getLoc()));
  auto c32 = [&](int64_t v) { return i32(b, loc, v); };
  Value gx = gridArgs[0], gy = gridArgs[1], gz = gridArgs[2];
  Value bid = simt::BlockIdOp::create(b, loc, simt::Dim::X);
  Value nb = simt::GridDimOp::create(b, loc, simt::Dim::X);
  Value gxy = arith::MulIOp::create(b, loc, gx, gy);
  Value total = arith::MulIOp::create(b, loc, gxy, gz);
  // Tiles bid, bid + nb, ... below total: ceil((total - bid) / nb).
  Value left = arith::SelectOp::create(
      b, loc, arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, bid, total),
      arith::SubIOp::create(b, loc, total, bid), c32(0));
  Value count = arith::DivUIOp::create(
      b, loc, arith::AddIOp::create(b, loc, left, arith::SubIOp::create(b, loc, nb, c32(1))),
      nb);
  auto tiles = scf::ForOp::create(b, loc, c32(0), count, c32(1));
  Block *body = tiles.getBody();
  b.setInsertionPointToStart(body);
  Value tile = arith::AddIOp::create(
      b, loc, bid, arith::MulIOp::create(b, loc, tiles.getInductionVar(), nb));
  // Grouped order within each z: kGroupRows rows of tiles at a time, down
  // the group's rows first, then along the columns.
  Value z = arith::DivUIOp::create(b, loc, tile, gxy);
  Value r = arith::RemUIOp::create(b, loc, tile, gxy);
  Value inGroup = arith::MulIOp::create(b, loc, gy, c32(kGroupRows));
  Value firstRow = arith::MulIOp::create(
      b, loc, arith::DivUIOp::create(b, loc, r, inGroup), c32(kGroupRows));
  Value rows = arith::MinUIOp::create(
      b, loc, arith::SubIOp::create(b, loc, gx, firstRow), c32(kGroupRows));
  Value within = arith::RemUIOp::create(b, loc, r, inGroup);
  Value pid[3] = {
      arith::AddIOp::create(b, loc, firstRow, arith::RemUIOp::create(b, loc, within, rows)),
      arith::DivUIOp::create(b, loc, within, rows), z};
  Operation *yield = body->getTerminator();
  for (Operation *o : moved)
    o->moveBefore(yield);
  SmallVector<Operation *> rest;
  for (Operation &o : llvm::make_range(kloop->getIterator(), entry.end()))
    if (!isa<func::ReturnOp>(o) && &o != tiles.getOperation())
      rest.push_back(&o);
  for (Operation *o : rest)
    o->moveBefore(yield);
  SmallVector<Operation *> ids;
  func.walk([&](Operation *o) {
    if (isa<ProgramIdOp, NumProgramsOp>(o))
      ids.push_back(o);
  });
  for (Operation *o : ids) {
    if (auto p = dyn_cast<ProgramIdOp>(o))
      p.getResult().replaceAllUsesWith(pid[p.getAxis()]);
    else {
      auto n = cast<NumProgramsOp>(o);
      n.getResult().replaceAllUsesWith(gridArgs[n.getAxis()]);
    }
    o->erase();
  }
  persistentTiles = tiles;
}
