//===- SimtDialect.td - the simt dialect ---------------------*- tablegen -*-===//
//
// The SIMT machine as Kiln's frontend sees it: thread/block/cluster ids,
// scoped barriers and fences, typed address-space pointers, scoped atomics and
// warp collectives. Kernels and device functions are `func.func` ops carrying
// `simt.*` discardable attributes (the dialect verifies them).
//
//===----------------------------------------------------------------------===//
#ifndef KILN_SIMT_DIALECT
#define KILN_SIMT_DIALECT

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Simt_Dialect : Dialect {
  let name = "simt";
  let cppNamespace = "::kiln::simt";
  let summary = "SIMT execution model: threads, warps, blocks, clusters";
  let description = [{
    The `simt` dialect models CUDA's SIMT machine with every synchronisation
    naming its scope. Pointers are typed and carry their address space
    (`!simt.ptr<f32, shared>`), which lets the synchronisation analyses reason
    about shared-memory accesses in terms of element indices.

    Kernels are `func.func` ops with the `simt.kernel` unit attribute; launch
    bounds are given by `simt.launch_bounds = #simt.launch_bounds<...>`.
    A module may carry `simt.target = #simt.target<"sm_90a">`.
  }];
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
  let hasOperationAttrVerify = 1;
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
  let hasRegionArgAttrVerify = 1;
  // The discardable attributes: each gets a generated helper
  // (`SimtDialect::KernelAttrHelper`: its name, `getNameStr()`, and typed
  // get/set/isAttrPresent/remove), so the names and types live here only;
  // verifyOperationAttribute / verifyRegionArgAttribute (SimtDialect.cpp) add
  // where each may appear.
  let discardableAttrs = (ins
    // Kernels (func.func): the entry point, its launch bounds and cluster
    // shape, and its demangled C++ signature (recorded in bundles).
    "::mlir::UnitAttr":$kernel,
    "::kiln::simt::LaunchBoundsAttr":$launch_bounds,
    "::mlir::DenseI32ArrayAttr":$cluster_dims,
    "::mlir::StringAttr":$signature,
    // On the module: the target the PTX is emitted for.
    "::kiln::simt::TargetAttr":$target,
    // Argument attributes of kernels: the bundle's type spelling of a
    // parameter (`f32*`, `i64`, `struct.Params`) and its host ABI alignment.
    "::mlir::StringAttr":$param_type,
    "::mlir::IntegerAttr":$param_align,
    // A `__restrict__` pointer parameter of a kernel: during the kernel its
    // memory is reached only through it. Lowers to `llvm.noalias`, so where
    // LLVM also proves it read-only its loads become `ld.global.nc` (as
    // nvcc's), through any pointer derived from it.
    "::mlir::UnitAttr":$restrict,
    // Tile kernels: threads per block and static shared bytes they need.
    "::mlir::IntegerAttr":$block_threads,
    "::mlir::IntegerAttr":$static_shared,
    // [syncengine] Opt-outs of the sync checks (docs/synchronisation.md): a
    // unit attribute on a function, and the module's list of exempt
    // statements as [file, line, col, end line, end col] ranges.
    "::mlir::UnitAttr":$no_sync_check,
    "::mlir::ArrayAttr":$sync_exempt,
    // On a shared simt.global: threads that write the same element write
    // the same value (the tile lowering's buffers, where broadcast layouts
    // replicate elements), so such writes are no race.
    "::mlir::UnitAttr":$replicated_writes,
    // Tile kernels specialised at launch (tile-specialize-contiguous): on
    // the variant, the symbol of the general kernel it stands in for, and
    // its condition as [pointer argument, element bytes, rank] triples of
    // the tensors that must be contiguous, 16-byte aligned and
    // vector-divisible (docs/bundle-format.md).
    "::mlir::FlatSymbolRefAttr":$specializes,
    "::mlir::DenseI64ArrayAttr":$contiguous_params,
    // Kernels launched by the runtime from their bundle entry (tile
    // kernels): the dynamic shared memory every launch must pass.
    "::mlir::IntegerAttr":$dynamic_shared,
    // Tile kernels whose operands the runtime loads by TMA: per descriptor
    // [descriptor param, pointer param, element bytes, rank, box..., swizzle]
    // (compiler/Conversion/TileToSimt/FuncLowering.h).
    "::mlir::DenseI64ArrayAttr":$tensor_map_sources,
    // Tile kernels running several programs per block (simt-pack-programs):
    // [the i32 parameter that takes the program count along x, the most
    // programs per block]; the launch picks how many (docs/bundle-format.md).
    "::mlir::DenseI64ArrayAttr":$packed_programs,
    // Ops ordered by a generated mbarrier protocol rather than by block
    // barriers (BarrierPlacement.h): barrier insertion leaves them alone.
    "::mlir::UnitAttr":$mbarrier_ordered
  );
  let extraClassDeclaration = [{
  private:
    void registerTypes();
    void registerAttributes();
  public:
  }];
}

// The memory simt ops read and write, as resources of their memory effects
// (as Triton's TritonGPUMemoryEffects.td), so passes ask an op which memory
// it touches instead of listing op names. Ops whose operand is always in one
// space name the resource here (`MemRead<Simt_SharedMemory>`); loads, stores,
// atomics, memcpy and memset take it from their pointer's address space
// (`addPointeeEffect`, SimtEffects.cpp: a generic pointer touches every
// resource, local and constant memory the default one).
def Simt_SharedMemory : Resource<"::kiln::simt::SharedMemory">;
def Simt_GlobalMemory : Resource<"::kiln::simt::GlobalMemory">;

// Ops that only make sense inside a function: at the top level of a module
// they passed the verifier and crashed the translation to LLVM IR.
def Simt_InsideFunction : NativeOpTrait<"InsideFunction"> {
  let cppNamespace = "::kiln::simt";
}

// Every simt op but simt.global lives inside a function.
class Simt_Op<string mnemonic, list<Trait> traits = []>
    : Op<Simt_Dialect, mnemonic, !listconcat([Simt_InsideFunction], traits)>;
class Simt_ModuleLevelOp<string mnemonic, list<Trait> traits = []>
    : Op<Simt_Dialect, mnemonic, traits>;

#endif // KILN_SIMT_DIALECT
