//===- FuncLowering.h - one tile function lowered to simt ------*- C++ -*-===//
//
// The state of convert-tile-to-simt for one function: the registers of every
// tile value, the flattened tensor views, and the helpers that compute the
// coordinates a thread holds. FuncLowering.cpp walks the function in program
// order and dispatches each op to the lowering of its family, one file each
// (as Triton's TritonGPUToLLVM/*OpToLLVM.cpp):
//
//   ElementwiseOpToSimt.cpp    arith/math on registers, splat, constants,
//                              arange, program ids
//   Fp8ConvertToSimt.cpp       fp8 <-> f16/bf16/f32/f64 conversions
//   MemoryOpToSimt.cpp         views, load/store/atomic_add, gather/scatter
//   ConvertLayoutOpToSimt.cpp  convert_layout, reshape, permute (through
//                              shared memory or as register renames),
//                              broadcast, expand_dims
//   ReduceOpToSimt.cpp         reduce: registers, lanes, warps
//   ScanOpToSimt.cpp           scan: shuffle-up, then a shared warp pass
//   SortOpToSimt.cpp           sort, topk: a bitonic network over registers,
//                              xor shuffles and shared memory
//   HistogramOpToSimt.cpp      histogram: shared-memory atomic counts
//   DotOpToSimt.cpp            dot: mma.sync fragments, or FMAs
//   ControlFlowOpToSimt.cpp    scf.for/if/while rebuilt with flat registers
//   PipelinedMma.cpp           whole tensor-core k-loops (cp.async stages)
//   PersistentTiles.cpp        a warp-specialised GEMM kernel looping over
//                              its launch grid's programs (persistent)
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_CONVERSION_TILETOSIMT_FUNCLOWERING_H
#define KILN_COMPILER_CONVERSION_TILETOSIMT_FUNCLOWERING_H

#include "compiler/Conversion/BranchFreeLoads.h"
#include "dialects/simt/IR/SimtDialect.h"
#include "dialects/tile/IR/TileDialect.h"
#include "dialects/tile/IR/TileLayout.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"

namespace kiln::tile_lowering {

using Regs = llvm::SmallVector<mlir::Value>;

/// A flattened tensor view: the base pointer and i64 shape and strides.
struct View {
  mlir::Value ptr;
  llvm::SmallVector<mlir::Value> shape, strides;
  /// A `tile.assume_contiguous` kernel argument: last stride 1, pointer,
  /// other strides and last extent multiples of 16 bytes (checked by the
  /// runtime before it launches this kernel).
  bool contiguous = false;
  /// For kernel arguments: the flattened pointer parameter (the runtime
  /// finds the view's shape and strides after it).
  mlir::BlockArgument ptrArg;
};

/// A TMA descriptor the runtime builds at launch for a contiguous view
/// argument: appended as a 128-byte `__grid_constant__` parameter.
struct TensorMapSource {
  mlir::BlockArgument descriptor, ptrArg;
  int64_t elementBytes = 0, rank = 0;
  llvm::SmallVector<int64_t, 2> box; // outermost first
  int64_t swizzle = 0;               // bytes: 0, 32, 64 or 128
};

// Barriers: none are placed here. The shared memory this lowering generates
// (reductions across warps, scans, layout conversions) gets its barriers from
// `simt-insert-barriers`, which kilnc always runs for tile kernels.

/// After `func` is lowered: its scratch buffers (sharedBuffer) whose live
/// intervals do not overlap share one arena global (ShareScratch.cpp). The
/// arena's bytes, or -1 when sharing would save nothing (nothing changed).
int64_t shareScratch(mlir::func::FuncOp func, mlir::ModuleOp module,
                     int &counter);

class FuncLowering {
public:
  FuncLowering(mlir::func::FuncOp func, mlir::ModuleOp module,
               int &smemCounter, bool warpgroupMma, bool tmaLoads = false,
               bool warpSpecialize = false)
      : func(func), module(module), smemCounter(smemCounter),
        numWarps(tile::TileDialect::getNumWarps(func)),
        warpgroupMma(warpgroupMma), tmaLoads(tmaLoads),
        warpSpecialize(warpSpecialize) {}

  mlir::LogicalResult run();
  int64_t sharedBytes = 0;
  /// Occupancy the lowering was designed for (launch bounds), 0 for none.
  int64_t minProgramsPerSM = 0;
  /// Warps the block has beyond num_warps: a TMA ring's producer warpgroup
  /// (warp specialisation), launched with the kernel, 0 for none.
  int64_t producerWarps = 0;
  /// The target adds f32 16-byte vectors atomically (red.global.v4.f32).
  bool vectorAtomics = false;
  /// When vector loads of contiguous views read 16 zero bytes instead of
  /// branching around the access when it is outside the view (by default
  /// for elements narrower than 32 bits: BranchFreeLoads.h).
  BranchFreeLoads branchFreeLoads = BranchFreeLoads::Auto;
  /// With warpSpecialize: a kernel whose k-loop gets a producer warpgroup
  /// loops over the programs of its launch grid (PersistentTiles.cpp).
  bool persistent = false;
  /// With persistent: when the launch grid's last wave of tiles would
  /// leave programs idle, the last waves' k-loops are split across programs
  /// (stream-K; PersistentTiles.cpp), partial tiles summed through a global
  /// workspace the runtime passes after the grid (bundle `persistent`'s
  /// third field: its bytes per program).
  bool streamK = false;

  /// The bundle's `persistent` entry, as the kernel attribute
  /// kiln.persistent_grid = [first grid parameter, programs per SM,
  /// workspace bytes per program]: the runtime passes the launch grid (x,
  /// y, z as i32) in three parameters after the flattened arguments and
  /// launches min(programs, SMs * programs per SM) blocks; with a
  /// workspace (stream-K), also a pointer to that many zeroed bytes per
  /// block, and SMs * programs per SM blocks.
  static constexpr llvm::StringLiteral kPersistentGridAttrName =
      "kiln.persistent_grid";

private:
  mlir::func::FuncOp func;
  mlir::ModuleOp module;
  int &smemCounter;
  int64_t numWarps;
  bool warpgroupMma; // sm_90a: pipelined GEMMs may use wgmma
  bool tmaLoads;     // and fill their stages by TMA from contiguous views
  bool warpSpecialize; // with a producer warpgroup of their own (PipelinedMma.cpp)
  /// Warp specialisation: the producer warpgroup's scf.if and its
  /// condition; run() ends the entry block after it with a branch that
  /// sends the producer warps to a return (they take no part in the rest).
  mlir::Operation *producerBranch = nullptr;
  mlir::Value isProducer;
  /// Persistent kernels: the scf.for over this program's tiles (i32, 0 to
  /// its tile count, step 1; rebuilt by lowerFor, which updates this), and
  /// the grid parameters (x, y, z).
  mlir::Operation *persistentTiles = nullptr;
  llvm::SmallVector<mlir::BlockArgument, 3> gridArgs;
  /// The persistent tile loop's unit of work (PersistentTiles.cpp): values
  /// of the loop body, before its k-loop. Its k-steps [kBegin, kEnd) of the
  /// tile (i32; the whole of it unless stream-K split it), where its first
  /// step falls in the program's mbarrier ring (ringBase), and stream-K's
  /// fix-up: `contributes` (the unit is a split tile's later part: it
  /// leaves its partial sum in the workspace and skips the epilogue),
  /// `fixes` (the unit is a split tile's first part: it adds the partial
  /// sums of programs blockIdx + 1 .. lastContributor before the epilogue).
  struct TileUnit {
    mlir::Value kBegin, kEnd, ringBase, contributes, fixes, lastContributor;
  } unit;
  /// Stream-K's workspace parameter (null pointer: no splitting), and its
  /// i32 words per program: one flag per consumer thread, then the
  /// thread's accumulator registers (set by lowerPipelinedMma).
  mlir::BlockArgument workspaceArg;
  int64_t workspaceWords = 0;
  llvm::SmallVector<TensorMapSource> tensorMaps;
  llvm::DenseMap<mlir::Value, Regs> regs;
  llvm::DenseMap<mlir::Value, View> views;
  /// Per masked load, store, gather or scatter, the run of elements along the last
  /// dimension over which its mask is known uniform (tile/IR/AxisInfo.h),
  /// found before the views are flattened: the widest vector it may use.
  llvm::DenseMap<mlir::Operation *, int64_t> maskRuns;
  llvm::SmallVector<mlir::Operation *> toErase;
  mlir::Value laneV, warpV;
  mlir::LogicalResult failure_ = mlir::success();

  // --- helpers (FuncLowering.cpp) -----------------------------------------
  mlir::Value i32(mlir::OpBuilder &b, mlir::Location loc, int64_t v);
  mlir::Value i64(mlir::OpBuilder &b, mlir::Location loc, int64_t v);
  /// The layout of tile type `t`; a diagnostic at `op` when it has none.
  tile::LayoutDesc desc(mlir::Operation *op, mlir::Type t);
  mlir::Value laneIdx(mlir::OpBuilder &b, mlir::Location loc, int64_t stride,
                      int64_t count, mlir::Value id);
  /// Per dimension, the (wrapped) thread part of every coordinate.
  llvm::SmallVector<mlir::Value> bases(mlir::OpBuilder &b, mlir::Location loc,
                                       const tile::LayoutDesc &d);
  /// The coordinates (i32) of register r.
  llvm::SmallVector<mlir::Value> coords(mlir::OpBuilder &b, mlir::Location loc,
                                        const tile::LayoutDesc &d,
                                        llvm::ArrayRef<mlir::Value> base,
                                        size_t r);
  /// True where this thread owns the elements it holds (no replica).
  mlir::Value owner(mlir::OpBuilder &b, mlir::Location loc,
                    const tile::LayoutDesc &d);
  /// A fresh shared buffer of `count` elements of `elem`, `align` bytes
  /// aligned (wgmma's swizzled operands repeat every 1024 bytes).
  /// The address of 16 zero bytes in global memory (one per module), read
  /// by branch-free loads outside their view.
  mlir::Value zeroVector(mlir::OpBuilder &b, mlir::Location loc);
  mlir::Value sharedBuffer(mlir::OpBuilder &b, mlir::Location loc,
                           mlir::Type elem, int64_t count, int64_t align = 16);
  /// i1 is stored as i8; fp8 is stored as i8.
  mlir::Type storageType(mlir::Type elem);
  /// The type of one register of a tile of `elem`: fp8 elements are held as
  /// their i8 bits (LLVM has no fp8 type; only conversions look at them).
  mlir::Type regType(mlir::Type elem);
  /// The i8 bits of a scalar fp8 operand of a tile op (a splat, a load's
  /// padding): a constant, or the arith.truncf the frontend made of a wider
  /// scalar (converted here; the scalar op itself is erased).
  mlir::Value fp8Bits(mlir::OpBuilder &b, mlir::Location loc, mlir::Value v);
  mlir::Value toStorage(mlir::OpBuilder &b, mlir::Location loc, mlir::Value v);
  mlir::Value fromStorage(mlir::OpBuilder &b, mlir::Location loc,
                          mlir::Value v, mlir::Type elem);
  /// Row-major linear index (i32) of coordinates in `shape`, with the
  /// optional swizzle of a 2-D #tile.shared layout.
  mlir::Value linearIndex(mlir::OpBuilder &b, mlir::Location loc,
                          llvm::ArrayRef<mlir::Value> c,
                          llvm::ArrayRef<int64_t> shape, tile::SharedAttr swz);
  mlir::Value smemAt(mlir::OpBuilder &b, mlir::Location loc, mlir::Value buf,
                     mlir::Value idx);
  /// linearIndex(coords(d, base, r)) in a buffer of `shape` (swizzled as
  /// `swz`), built as the index of register r's swizzle class plus a
  /// constant: registers a whole swizzle period apart (perPhase * maxPhase
  /// rows, vec * maxPhase columns; everything without a swizzle) share the
  /// class's address, so a thread keeps a few base addresses live across a
  /// loop instead of one per register ([%r+imm] takes the constant).
  mlir::Value regIndex(mlir::OpBuilder &b, mlir::Location loc,
                       const tile::LayoutDesc &d,
                       llvm::ArrayRef<mlir::Value> base, size_t r,
                       llvm::ArrayRef<int64_t> shape, tile::SharedAttr swz);
  /// The combiner region of a reduce or scan applied to (x, y).
  mlir::Value combine(mlir::OpBuilder &b, mlir::Region &region, mlir::Value x,
                      mlir::Value y);
  mlir::Value zeroOf(mlir::OpBuilder &b, mlir::Location loc, mlir::Type t);
  /// The widest vector (elements, at most 16 bytes, >= 2) a thread's
  /// registers form along the last (contiguous) dimension, and the groups of
  /// `vec` registers with consecutive coordinates starting at a multiple of
  /// `vec`; 1 when they do not form vectors.
  int64_t vectorGroups(const tile::LayoutDesc &d, mlir::Type elem,
                       llvm::SmallVectorImpl<llvm::SmallVector<size_t>> &groups,
                       int64_t maxElems = 16);

  // --- the walk (FuncLowering.cpp) ----------------------------------------
  void lowerBlock(mlir::Block &block);
  void lowerOp(mlir::Operation *op);

  // --- element-wise ops (ElementwiseOpToSimt.cpp) -------------------------
  void lowerProgramId(tile::ProgramIdOp op);
  void lowerNumPrograms(tile::NumProgramsOp op);
  void lowerArange(tile::ArangeOp op);
  void lowerSplat(tile::SplatOp op);
  void lowerConstant(mlir::arith::ConstantOp op);
  void lowerElementwise(mlir::Operation *op);
  /// arith.extf from fp8 / arith.truncf to fp8: the cvt instructions on
  /// pairs of registers (Fp8ConvertToSimt.cpp).
  void lowerFp8Convert(mlir::Operation *op);
  /// f32 (or f16 pair) registers to packed fp8 and back, two at a time.
  mlir::Value fp8FromFloats(mlir::OpBuilder &b, mlir::Location loc,
                            mlir::Type fp8, mlir::Value lo, mlir::Value hi);
  /// fp8 registers (their i8 bits) widened to `to` (f16, bf16, f32, f64),
  /// exactly, two at a time.
  Regs fp8ToFloats(mlir::OpBuilder &b, mlir::Location loc, mlir::Type fp8,
                   llvm::ArrayRef<mlir::Value> in, mlir::Type to);

  // --- memory (MemoryOpToSimt.cpp) ----------------------------------------
  void lowerMakeView(tile::MakeViewOp op);
  void lowerViewDim(tile::ViewDimOp op);
  void lowerViewStride(tile::ViewStrideOp op);
  /// What a load or gather reads where it does not touch memory: a scalar
  /// (zero without a padding), or a tile padding's registers (Triton's
  /// tile-valued `other`), which have the result's layout.
  struct Padding {
    mlir::Value scalar;
    const Regs *tile = nullptr;
    mlir::Value at(size_t r) const { return tile ? (*tile)[r] : scalar; }
  };
  Padding padding(mlir::OpBuilder &b, mlir::Location loc, mlir::Value padding,
                  mlir::RankedTensorType result);
  void lowerLoad(tile::LoadOp op);
  /// store (with its optional mask) and atomic_add at offsets.
  void lowerStoreLike(mlir::Operation *op, mlir::Value viewV,
                      mlir::ValueRange offsets, mlir::Value value,
                      mlir::Value userMask, bool atomic);
  void lowerGather(tile::GatherOp op);
  void lowerScatter(tile::ScatterOp op);
  /// tile.atomic_rmw / tile.atomic_cas: per owned element, under its mask;
  /// the old values reach replicas through shared memory.
  void lowerAtomic(mlir::Operation *op);
  /// Address and in-bounds mask of a view element at i64 indices.
  std::pair<mlir::Value, mlir::Value> address(mlir::OpBuilder &b,
                                              mlir::Location loc,
                                              const View &v,
                                              llvm::ArrayRef<mlir::Value> idx);
  mlir::Value maskedLoad(mlir::OpBuilder &b, mlir::Location loc,
                         mlir::Value ptr, mlir::Value mask, mlir::Value pad);
  void maskedStore(mlir::OpBuilder &b, mlir::Location loc, mlir::Value ptr,
                   mlir::Value mask, mlir::Value val, bool atomic);
  /// Uniform (per program) condition under which `vec`-element accesses
  /// along the last dimension of `v` are contiguous and aligned: innermost
  /// stride 1, the other strides, the tile offset along the last dimension
  /// and the base address multiples of the vector.
  mlir::Value vectorUsable(mlir::OpBuilder &b, mlir::Location loc,
                           const View &v, mlir::ValueRange offsets,
                           int64_t vec, int64_t bytes);

  // --- layout conversions (ConvertLayoutOpToSimt.cpp) ---------------------
  void lowerConvert(mlir::Operation *op, mlir::Value src, mlir::Type dstType,
                    tile::SharedAttr swz, llvm::ArrayRef<int32_t> perm,
                    bool reshape);
  void lowerByCoords(mlir::Operation *op, mlir::Value src, mlir::Type dstType);
  /// Store `vals` (layout `src`) to a fresh shared buffer of `bufShape` at
  /// linearIndex(f(coords)); 16-byte vector stores where the registers and
  /// the swizzle keep a vector contiguous (identity map only).
  mlir::Value storeToShared(
      mlir::OpBuilder &b, mlir::Location loc, const tile::LayoutDesc &src,
      llvm::ArrayRef<mlir::Value> vals, mlir::Type elem, tile::SharedAttr swz,
      llvm::function_ref<llvm::SmallVector<mlir::Value>(
          llvm::ArrayRef<mlir::Value>)>
          srcMap,
      llvm::ArrayRef<int64_t> bufShape, bool identity);
  /// Store `vals` (layout `src`) to a shared buffer at linearIndex(f(coords)),
  /// barrier, and read them back in layout `dst` at linearIndex(coords).
  Regs throughShared(
      mlir::OpBuilder &b, mlir::Location loc, const tile::LayoutDesc &src,
      llvm::ArrayRef<mlir::Value> vals, const tile::LayoutDesc &dst,
      mlir::Type elem, tile::SharedAttr swz,
      llvm::function_ref<llvm::SmallVector<mlir::Value>(
          llvm::ArrayRef<mlir::Value>)>
          srcMap,
      llvm::ArrayRef<int64_t> bufShape, bool identity);
  /// mma operands whose conversion stored them to shared memory: lowerDot
  /// reads the fragments right before the instructions that use them.
  struct LazyOperand {
    mlir::Value buf;
    tile::SharedAttr swz;
    llvm::SmallVector<int64_t> shape;
  };
  llvm::DenseMap<mlir::Value, LazyOperand> lazy;

  // --- warpgroup dots (WarpgroupDot.cpp) -----------------------------------
  /// A dot's B operand stored in shared memory for wgmma: 128-byte swizzle
  /// atoms, K-major (rows of n, 64-element k blocks) or N-major (rows of k,
  /// 64-element n blocks), whichever keeps the source's vectors whole.
  struct WarpgroupOperand {
    mlir::Value buf;
    bool mnMajor;
    int64_t k, n;
  };
  llvm::DenseMap<mlir::Value, WarpgroupOperand> warpgroupB;
  /// Whether `dot` runs as wgmma with A from registers (sm_90a): 16-bit
  /// inputs, f32 accumulator in #tile.mma with warps [numWarps, 1] (the
  /// wgmma accumulator layout), K and N whole 64-element swizzle atoms.
  bool suitsWarpgroupDot(tile::DotOp dot);
  /// Store `vals` (layout `src`), the B operand `result` of a dot that
  /// suitsWarpgroupDot, into a fresh wgmma operand buffer.
  void storeWarpgroupB(mlir::OpBuilder &b, mlir::Location loc,
                       const tile::LayoutDesc &src, llvm::ArrayRef<mlir::Value> vals,
                       mlir::Value result);
  /// Store `vals` (layout `src`, 2-D) into a fresh 1024-byte aligned buffer
  /// of 128-byte swizzle atoms whose rows run along dimension `along` (in
  /// blocks of 64 elements), 16 bytes at a time when `groups` (8 registers
  /// consecutive along `along`) are given; then fence.proxy.async and a
  /// barrier. The buffer.
  mlir::Value storeSwizzledOperand(mlir::OpBuilder &b, mlir::Location loc,
                                   const tile::LayoutDesc &src,
                                   llvm::ArrayRef<mlir::Value> vals, mlir::Type elem,
                                   llvm::ArrayRef<int64_t> shape, int64_t along,
                                   llvm::ArrayRef<llvm::SmallVector<size_t>> groups);
  /// A dot's A operand stored K-major in the same swizzled form (rows of m;
  /// k = 64-element blocks M rows long), read by descriptor: a conversion's
  /// operand (attention's Q) then holds no registers across the loop.
  llvm::DenseMap<mlir::Value, WarpgroupOperand> warpgroupA;
  /// Store the A operand `result` (a conversion's, its only user a dot that
  /// suitsWarpgroupDot) into a wgmma buffer; false when the source's
  /// vectors do not run along k (it stays a register operand).
  bool storeWarpgroupA(mlir::OpBuilder &b, mlir::Location loc,
                       const tile::LayoutDesc &src, llvm::ArrayRef<mlir::Value> vals,
                       mlir::Value result);
  /// The dot as wgmma: A from warpgroupA by descriptor, else fragments from
  /// `aFragment(i, k)` (the m16n8k16 A layout of 64-row slab i, 16-deep
  /// slice k); B from warpgroupB.
  void lowerWarpgroupDot(
      tile::DotOp op,
      llvm::function_ref<llvm::SmallVector<mlir::Value>(int64_t, int64_t)> aFragment);

  // --- reductions, scans, dots --------------------------------------------
  void lowerReduce(tile::ReduceOp op); // ReduceOpToSimt.cpp
  void lowerScan(tile::ScanOp op);     // ScanOpToSimt.cpp
  void lowerDot(tile::DotOp op);       // DotOpToSimt.cpp

  // --- sorting, top-k, histograms -----------------------------------------
  /// The bitonic network along `axis` over the keys' layout (values and the
  /// result share it): sorted keys then each of `values`; with `needIndex`
  /// ties are broken by the original index (stable), which `indexOut` gets.
  /// With `topK` > 0 only the first topK along the axis are sorted ones (the
  /// rest hold copies). SortOpToSimt.cpp.
  mlir::FailureOr<llvm::SmallVector<Regs>>
  bitonicSort(mlir::Operation *op, mlir::Value keys, mlir::ValueRange values,
              int64_t axis, bool descending, bool unsignedKeys, bool needIndex,
              Regs *indexOut, int64_t topK);
  void lowerSort(tile::SortOp op);
  void lowerTopK(tile::TopKOp op);
  void lowerHistogram(tile::HistogramOp op); // HistogramOpToSimt.cpp

  // --- structured control flow (ControlFlowOpToSimt.cpp) ------------------
  void lowerFor(mlir::scf::ForOp op);
  void lowerIf(mlir::scf::IfOp op);
  void lowerWhile(mlir::scf::WhileOp op);
  using Spans = llvm::SmallVector<std::pair<unsigned, unsigned>>;
  /// Gives each old value its slice of `flat` (its registers for a tile, the
  /// value itself otherwise): how rebuilt scf.for/scf.if results and block
  /// arguments replace the tile-typed ones.
  template <typename OldRange>
  void bindFlattened(OldRange olds, mlir::ValueRange flat, const Spans &spans);
  /// Replaces a scf.yield of tiles by one of their registers.
  void flattenYield(mlir::scf::YieldOp yield);
  /// The registers standing for `vals` (all of a tile's, a scalar itself),
  /// with each value's slice in `spans` when given.
  llvm::SmallVector<mlir::Value> flattenValues(mlir::ValueRange vals,
                                               Spans *spans = nullptr);
  /// The register types of values of `types` in `op`'s layouts.
  void flattenTypes(mlir::Operation *op, mlir::TypeRange types,
                    llvm::SmallVector<mlir::Type> &flat, Spans &spans);

  /// `acc = dot(load(a, [m, k]), load(b, [k, n]), acc)` k-loops on tensor
  /// cores: cp.async stages, ldmatrix, mma.sync (PipelinedMma.cpp). False
  /// when the loop is not of that form (it is then lowered op by op).
  bool lowerPipelinedMma(mlir::scf::ForOp op);
  /// Whether `op` (a top-level k-loop of the tile function, before
  /// lowering) would be lowered with a producer warpgroup, and its offsets
  /// and bounds allow the persistent form: "" when so, else why not.
  std::string persistentBlocker(mlir::scf::ForOp op);
  /// Before the walk (persistent): wrap a warp-specialisable k-loop, what
  /// it needs of the program ids and the epilogue in a loop over this
  /// program's tiles in grouped order (PersistentTiles.cpp).
  void makePersistent();
  /// Stream-K's fix-up after a persistent unit's k-loop (`acc`: the
  /// thread's accumulator registers, `tid`: its consumer thread index): a
  /// contributing unit stores them to its workspace slot and sets its
  /// flags; a fixing unit waits for its contributors' and adds theirs.
  /// Returns the registers the epilogue sees.
  Regs streamKFixup(mlir::OpBuilder &b, mlir::Location loc, mlir::Value tid,
                    llvm::ArrayRef<mlir::Value> acc);
  /// A 128-byte descriptor parameter for `view` (a contiguous kernel
  /// argument) with `box` (outermost first) and `swizzle` bytes.
  mlir::Value tensorMapFor(const View &view, mlir::Type elem,
                           llvm::ArrayRef<int64_t> box, int64_t swizzle);
};

/// On kernels: [descriptor param, pointer param, element bytes, rank,
/// box (outermost first, rank values), swizzle bytes] per TMA descriptor the
/// runtime builds at launch (the bundle's `tensor-map-sources`; read by
/// compiler/Driver/KernelSignatures.cpp, verified in SimtDialect.cpp).
// The attribute is simt.tensor_map_sources (declared in SimtDialect.td).

} // namespace kiln::tile_lowering

#endif
