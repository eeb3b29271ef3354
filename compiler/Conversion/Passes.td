//===- Passes.td - Kiln's conversion passes ------------------*- tablegen -*-===//
//
// One file for every conversion (tile -> simt, simt -> NVVM, ...), as MLIR's
// own Conversion/Passes.td does.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_CONVERSION_PASSES
#define KILN_CONVERSION_PASSES

include "mlir/Pass/PassBase.td"

def ConvertTileToSimt : Pass<"convert-tile-to-simt", "::mlir::ModuleOp"> {
  let summary = "lower tile programs to per-thread simt code";
  let description = [{
    Every tile value becomes the registers its layout gives each thread
    (unrolled SSA values). Loads and stores are masked at the view borders;
    reductions combine registers, then lanes (xor shuffles), then warps
    (shared memory); scans use shuffle-up and a shared-memory warp pass;
    layout conversions, reshapes and non-trivial permutes go through shared
    memory; dots with #tile.mma layouts become simt.mma_sync m16n8k16, the
    others FMAs. View arguments of kernels are flattened to
    (pointer, shape..., strides...), and kernels get `simt.block_threads`
    and `simt.static_shared`.

    No barriers are placed: run `simt-insert-barriers` afterwards (kilnc
    does for every module with tile kernels).
  }];
  let options = [
    Option<"warpgroupMma", "warpgroup-mma", "bool", /*default=*/"false",
           "lower pipelined 16-bit GEMM k-loops whose accumulator has the "
           "warpgroup layout (#tile.mma warps [num_warps, 1]) to wgmma "
           "(sm_90a) instead of ldmatrix + mma.sync">,
    Option<"tmaLoads", "tma-loads", "bool", /*default=*/"false",
           "with warpgroup-mma: fill the stages of such loops whose operands "
           "are contiguous view arguments by TMA (descriptors appended as "
           "kernel parameters, built by the runtime) into an mbarrier ring">,
    Option<"warpSpecialize", "warp-specialize", "bool", /*default=*/"false",
           "with tma-loads: a producer warpgroup of its own issues the TMA "
           "loads (setmaxnreg dec) while the num_warps consumer warps "
           "(setmaxnreg inc) wait on the ring and run wgmma, where the loop "
           "and the register budget allow it">,
    Option<"persistent", "persistent", "bool", /*default=*/"false",
           "with warp-specialize: a kernel whose k-loop gets a producer "
           "warpgroup loops over the programs of its launch grid (extra "
           "i32 parameters: the grid), one program per SM in grouped tile "
           "order, the mbarrier ring's phases running on across tiles">,
    Option<"streamK", "stream-k", "bool", /*default=*/"false",
           "with persistent: when the launch grid's last wave of tiles "
           "leaves over a fifth of the programs idle, split the last two "
           "waves' k-steps evenly over the programs (an extra workspace "
           "pointer parameter after the grid; partial tiles summed in "
           "program order)">,
    Option<"vectorAtomics", "vector-atomics", "bool", /*default=*/"false",
           "f32 atomic adds whose old values are unused, over elements a "
           "thread holds contiguously, become red.global.v2/v4.f32 (sm_90+)">,
    Option<"branchFreeLoads", "branch-free-loads", "::kiln::BranchFreeLoads",
           /*default=*/"::kiln::BranchFreeLoads::Auto",
           "vector loads of contiguous views read 16 zero bytes (a select "
           "of the address) instead of branching around an access outside "
           "the view: auto (elements narrower than 32 bits, as measured), "
           "true (kilnc -ftile-branch-free-loads) or false "
           "(-fno-tile-branch-free-loads)",
           [{::llvm::cl::values(
             clEnumValN(::kiln::BranchFreeLoads::Auto, "auto",
                        "elements narrower than 32 bits"),
             clEnumValN(::kiln::BranchFreeLoads::Always, "true", "every load"),
             clEnumValN(::kiln::BranchFreeLoads::Never, "false", "none"))}]>
  ];
  let dependentDialects = ["::kiln::simt::SimtDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::math::MathDialect", "::mlir::LLVM::LLVMDialect",
                           "::mlir::cf::ControlFlowDialect"];
}

def ConvertSimtToNVVM : Pass<"convert-simt-to-nvvm", "::mlir::ModuleOp"> {
  let summary = "Lower simt (+ func/arith/math/cf/ub/index) to the NVVM and LLVM dialects";
  let description = [{
    Converts every simt op to NVVM dialect ops (special registers, barriers,
    warp collectives) and LLVM dialect ops (memory, atomics, fences), and the
    upstream func/arith/math/cf/ub/index ops to the LLVM dialect, in one
    dialect conversion. `scf` must already be lowered to `cf`
    (`convert-scf-to-cf`); run `reconcile-unrealized-casts` afterwards.

    - `!simt.ptr<T, space>` becomes `!llvm.ptr<space>` (NVPTX numbering).
    - Kernels (`simt.kernel`) get `nvvm.kernel`; `simt.launch_bounds` becomes
      `nvvm.maxntid`/`nvvm.minctasm`; `simt.cluster_dims` becomes
      `nvvm.cluster_dim`. Struct parameters of kernels are passed `byval`
      with the host ABI alignment (`.param .align A .b8 p[size]`).
    - Device functions become `internal` so LLVM can inline and drop them.
    - Transcendental math ops call libdevice (`__nv_*`); the ones the
      hardware has (sqrt, fabs, floor, fma, ...) use LLVM intrinsics.
    - Scoped atomic read-modify-writes other than relaxed/device use inline
      PTX: LLVM 22's NVPTX backend drops the ordering and scope of
      `atomicrmw` (it always prints a relaxed `.gpu` `atom`).
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect",
                           "::mlir::NVVM::NVVMDialect"];
}

#endif // KILN_CONVERSION_PASSES
