//===- SimtOps.td - simt operations --------------------------*- tablegen -*-===//
#ifndef KILN_SIMT_OPS
#define KILN_SIMT_OPS

include "dialects/simt/IR/SimtTypes.td"
include "dialects/simt/IR/SimtInterfaces.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/MemorySlotInterfaces.td"

// Ops that every thread of a scope must reach together (SimtInterfaces.td):
// what they are, their scope and lane mask, and how diagnostics name them are
// defined in SimtCollectives.cpp; `overrides` lists the interface methods an op
// defines itself instead of taking the default (warp scope, no mask).
class Simt_Collective<list<string> overrides = []>
    : DeclareOpInterfaceMethods<Simt_CollectiveOpInterface, overrides>;

//===----------------------------------------------------------------------===//
// Ids and dimensions
//===----------------------------------------------------------------------===//

class Simt_DimOp<string mnemonic, string what>
    : Simt_Op<mnemonic, [Pure]> {
  let summary = what # " along one dimension";
  let description = "Returns " # what # " along `x`, `y` or `z` as an i32.";
  let arguments = (ins Simt_Dim:$dim);
  let results = (outs I32:$result);
  let assemblyFormat = "$dim attr-dict";
}

def Simt_ThreadIdOp : Simt_DimOp<"thread_id", "the thread index in its block (threadIdx)">;
def Simt_BlockIdOp : Simt_DimOp<"block_id", "the block index in the grid (blockIdx)">;
def Simt_BlockDimOp : Simt_DimOp<"block_dim", "the number of threads per block (blockDim)">;
def Simt_GridDimOp : Simt_DimOp<"grid_dim", "the number of blocks in the grid (gridDim)">;
def Simt_ClusterIdOp : Simt_DimOp<"cluster_id", "the cluster index in the grid (sm_90+)">;
def Simt_ClusterDimOp : Simt_DimOp<"cluster_dim", "the number of blocks per cluster (sm_90+)">;
def Simt_BlockIdInClusterOp
    : Simt_DimOp<"block_id_in_cluster", "the block index inside its cluster (sm_90+)">;

class Simt_ScalarIdOp<string mnemonic, string what>
    : Simt_Op<mnemonic, [Pure]> {
  let summary = what;
  let description = "Returns " # what # " as an i32.";
  let results = (outs I32:$result);
  let assemblyFormat = "attr-dict";
}

def Simt_LaneIdOp : Simt_ScalarIdOp<"lane_id", "the lane index in the warp (0..31)">;
def Simt_WarpIdOp : Simt_ScalarIdOp<"warp_id",
    "the warp index in the block (linear thread index / 32)">;
def Simt_BlockRankInClusterOp : Simt_ScalarIdOp<"block_rank_in_cluster",
    "the linear rank of the block in its cluster (sm_90+)">;

//===----------------------------------------------------------------------===//
// Barriers and fences
//===----------------------------------------------------------------------===//

def Simt_BarrierOp : Simt_Op<"barrier", [
    Simt_Collective<["getCollectiveScope", "getCollectiveMask"]>]> {
  let summary = "a barrier with an explicit scope";
  let description = [{
    Waits until every thread of the scope has arrived and orders their memory
    accesses (`__syncthreads`, `__syncwarp(mask)`, `kiln::sync(scope)`).
    A `warp` barrier takes an optional lane mask (all lanes when absent);
    `block` and `cluster` barriers take none. `inserted` marks barriers that
    `simt-insert-barriers` placed, so dumps show what the compiler added.

    ```mlir
    simt.barrier block
    simt.barrier warp, %mask
    simt.barrier cluster
    ```
  }];
  let arguments = (ins Simt_Scope:$scope, Optional<I32>:$mask,
                       UnitAttr:$inserted);
  let assemblyFormat = "$scope (`,` $mask^)? attr-dict";
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def Simt_NamedBarrierOp : Simt_Op<"named_barrier"> {
  let summary = "a barrier of some of the block's threads on one of its 16 barriers";
  let description = [{
    `barrier.sync id, threads`: waits until `threads` threads (a multiple of
    the warp size) have arrived at hardware barrier `id` (0..15) of the
    block, and orders their memory accesses as a block barrier does. The
    threads need not run the same instruction (not `.aligned`), so threads
    that skip it, such as the slots of a packed block past its program
    count (simt-pack-programs), never wait on it. Barrier 0 is the one
    `simt.barrier block` uses.

    ```mlir
    simt.named_barrier %id, %threads
    ```
  }];
  let arguments = (ins I32:$id, I32:$threads);
  let assemblyFormat = "$id `,` $threads attr-dict";
  let hasVerifier = 1;
}

def Simt_BarrierReduceOp : Simt_Op<"barrier_reduce", [
    Simt_Collective<["getCollectiveScope"]>]> {
  let summary = "a block barrier that also reduces a predicate";
  let description = [{
    `__syncthreads_count(p)`, `__syncthreads_and(p)`, `__syncthreads_or(p)`:
    a block barrier returning, to every thread, the number of threads whose
    predicate is true (count) or the predicate's conjunction/disjunction as
    0/1.
  }];
  let arguments = (ins Simt_BarrierReduceKind:$kind, I1:$predicate);
  let results = (outs I32:$result);
  let assemblyFormat = "$kind $predicate attr-dict";
}

def Simt_FenceOp : Simt_Op<"fence"> {
  let summary = "a memory fence with a scope";
  let description = [{
    Orders this thread's memory accesses as seen by the threads of `scope`
    (`__threadfence_block` = block, `__threadfence` = device,
    `__threadfence_system` = system). `order` is `acq_rel` or `seq_cst`.
  }];
  let arguments = (ins Simt_Scope:$scope,
                       DefaultValuedAttr<Simt_MemoryOrder,
                           "::kiln::simt::MemoryOrder::SeqCst">:$order);
  let assemblyFormat = "$scope (`order` `(` $order^ `)`)? attr-dict";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Variables in shared, constant and global memory
//===----------------------------------------------------------------------===//

def Simt_GlobalOp : Simt_ModuleLevelOp<"global", [Symbol, IsolatedFromAbove]> {
  let summary = "a module-level variable in shared, constant or global memory";
  let description = [{
    `__shared__` (space `shared`), `__constant__` (space `constant`, settable
    by name from the host) and `__device__` variables (space `global`). An
    optional `initial` attribute gives the initial value of constant and
    global variables; shared memory is never initialised.

    ```mlir
    simt.global shared @tile : !llvm.array<32 x array<33 x f32>> {alignment = 4 : i64}
    simt.global constant @coeffs : !llvm.array<4 x f32> = dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
    simt.global constant @params : !llvm.struct<"struct.P", packed (i32, f32)> = dense<[1, 0, 0, 0, 0, 0, 128, 63]> : tensor<8xi8>
    simt.global global @".str" : !llvm.array<3 x i8> = dense<[104, 105, 0]> : tensor<3xi8> {readonly}
    ```

    The initial value of a record-typed variable (or an array of records) is
    its bytes in the host layout, an i8 tensor of the type's size. Addresses
    (a pointer, an array of them, pointers inside a record) are symbols:
    `@f` (a function or the start of a variable), `{symbol = @g, offset = 8}`
    (8 bytes into @g), `unit` (null); a record holding them is
    `{pieces = [dense<...> : tensor<Nxi8>, @f, ...]}`, its bytes with each
    8-byte pointer slot given as an address. `readonly`
    marks compiler-made data the host never sees (string literals): it is
    private to the module and constant.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, TypeAttr:$type,
                       Simt_AddressSpace:$space,
                       OptionalAttr<AnyAttr>:$initial,
                       OptionalAttr<I64Attr>:$alignment,
                       UnitAttr:$readonly);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def Simt_AddressOfOp : Simt_Op<"addressof",
    [Pure, DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "the address of a simt.global";
  let arguments = (ins FlatSymbolRefAttr:$global);
  let results = (outs Simt_AnyPtr:$result);
  let assemblyFormat = "$global attr-dict `:` qualified(type($result))";
}

def Simt_DynamicSharedOp : Simt_Op<"dynamic_shared", [Pure]> {
  let summary = "the base of the block's dynamic shared memory";
  let description = [{
    `extern __shared__ T buf[]`: the dynamic shared memory whose size is given
    at launch. Every declaration aliases the same base address.
  }];
  let arguments = (ins DefaultValuedAttr<I64Attr, "16">:$alignment);
  let results = (outs Simt_AnyPtr:$result);
  let assemblyFormat = "attr-dict `:` qualified(type($result))";
  let hasVerifier = 1;
}

def Simt_ParamAddressOp : Simt_Op<"param_address", [Pure]> {
  let summary = "the address of a kernel's by-value parameter in the param space";
  let description = [{
    `&p` for a kernel parameter `const __grid_constant__ T p` (or a
    const-qualified record passed by value): the parameter where the launch
    put it, not a thread's local copy. `param` is the kernel's entry-block
    argument; the result points at it in the `param` space, which is
    read-only. The lowering passes the parameter by address (`byval`,
    `nvvm.grid_constant`), so reads are `ld.param` and an escaping address is
    `cvta.param`'s generic one, as nvcc emits for `__grid_constant__`.
  }];
  let arguments = (ins AnyType:$param);
  let results = (outs Simt_AnyPtr:$result);
  let assemblyFormat = "$param attr-dict `:` type($param) `to` qualified(type($result))";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Pointers, loads and stores
//===----------------------------------------------------------------------===//

def Simt_AllocaOp : Simt_Op<"alloca", [
    DeclareOpInterfaceMethods<PromotableAllocationOpInterface>,
    DeclareOpInterfaceMethods<DestructurableAllocationOpInterface>]> {
  let summary = "a thread-private variable in local memory";
  let description = [{
    Allocates `count` elements of the pointee type for this thread. Scalars
    are promoted to SSA values by `mem2reg`; structs accessed field by field
    (or loaded and stored whole) are split into one slot per field by `sroa`
    first; the rest becomes registers or local memory in the backend.
  }];
  let arguments = (ins DefaultValuedAttr<I64Attr, "1">:$count,
                       OptionalAttr<I64Attr>:$alignment);
  let results = (outs Simt_AnyPtr:$result);
  let assemblyFormat = "attr-dict `:` qualified(type($result))";
  let hasVerifier = 1;
}

def Simt_LoadOp : Simt_Op<"load", [
    DeclareOpInterfaceMethods<PromotableMemOpInterface>,
    DeclareOpInterfaceMethods<DestructurableAccessorOpInterface>,
    DeclareOpInterfaceMethods<SafeMemorySlotAccessOpInterface>,
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "load one value through a pointer";
  let description = [{
    `invariant` marks read-only data for the whole kernel (`__ldg`,
    `const __restrict__`): it lowers to `ld.global.nc`. `cache(op)` is a PTX
    cache operator (`__ldcs` ...: `ld.global.cs`) on a global load of a
    scalar or of a two- or four-element vector struct. A `volatile` load
    reads and also counts as a write, so that no pass merges two of them or
    drops one (CSE turned `*v - *v` into 0).

    ```mlir
    %v = simt.load cache(cs) %p : !simt.ptr<f32, global> -> f32
    ```
  }];
  let arguments = (ins Simt_AnyPtr:$ptr,
                       UnitAttr:$volatile_, UnitAttr:$invariant,
                       OptionalAttr<I64Attr>:$alignment,
                       OptionalAttr<Simt_LoadCache>:$cache);
  let results = (outs AnyType:$result);
  let assemblyFormat = "(`volatile` $volatile_^)? (`invariant` $invariant^)? (`cache` `(` $cache^ `)`)? $ptr attr-dict `:` qualified(type($ptr)) `->` type($result)";
  let hasVerifier = 1;
  // Most loads have no cache operator.
  let builders = [
    OpBuilder<(ins "::mlir::Type":$result, "::mlir::Value":$ptr, "bool":$volatile_,
                   "bool":$invariant, "::mlir::IntegerAttr":$alignment), [{
      build($_builder, $_state, result, ptr, volatile_, invariant, alignment,
            ::kiln::simt::LoadCacheAttr());
    }]>
  ];
  let hasCanonicalizer = 1;
}

def Simt_StoreOp : Simt_Op<"store", [
    DeclareOpInterfaceMethods<PromotableMemOpInterface>,
    DeclareOpInterfaceMethods<DestructurableAccessorOpInterface>,
    DeclareOpInterfaceMethods<SafeMemorySlotAccessOpInterface>,
    // Writes the memory of its pointer's address space (getEffects in SimtEffects.cpp).
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "store one value through a pointer";
  let description = [{
    `cache(op)` is a PTX cache operator (`__stcs` ...: `st.global.cs`) on a
    global store of a scalar or a two- or four-element vector struct.
  }];
  let arguments = (ins AnyType:$value, Simt_AnyPtr:$ptr,
                       UnitAttr:$volatile_, OptionalAttr<I64Attr>:$alignment,
                       OptionalAttr<Simt_StoreCache>:$cache);
  let assemblyFormat = "(`volatile` $volatile_^)? (`cache` `(` $cache^ `)`)? $value `,` $ptr attr-dict `:` type($value) `,` qualified(type($ptr))";
  let hasVerifier = 1;
  let builders = [
    OpBuilder<(ins "::mlir::Value":$value, "::mlir::Value":$ptr, "bool":$volatile_,
                   "::mlir::IntegerAttr":$alignment), [{
      build($_builder, $_state, value, ptr, volatile_, alignment,
            ::kiln::simt::StoreCacheAttr());
    }]>
  ];
  let hasCanonicalizer = 1;
}

def Simt_PtrAddOp : Simt_Op<"ptr_add", [Pure, AllTypesMatch<["base", "result"]>]> {
  let summary = "advance a pointer by a signed number of elements";
  let description = [{
    `inbounds` promises that the result stays inside the object `base` points
    into (or one past it), as C++ pointer arithmetic must: it lowers to
    `getelementptr inbounds`, which lets LLVM reason about the address
    (strength reduction, trip counts). Compiler-generated addresses that may
    leave the object (masked tile accesses) omit it.
  }];
  let arguments = (ins Simt_AnyPtr:$base, AnySignlessInteger:$offset,
                       UnitAttr:$inbounds);
  let results = (outs Simt_AnyPtr:$result);
  let assemblyFormat = "(`inbounds` $inbounds^)? $base `,` $offset attr-dict `:` qualified(type($base)) `,` type($offset)";
  let builders = [
    OpBuilder<(ins "::mlir::Type":$type, "::mlir::Value":$base,
                   "::mlir::Value":$offset), [{
      build($_builder, $_state, type, base, offset, /*inbounds=*/false);
    }]>
  ];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Simt_MemberPtrOp : Simt_Op<"member_ptr", [Pure,
    DeclareOpInterfaceMethods<DestructurableAccessorOpInterface>,
    DeclareOpInterfaceMethods<SafeMemorySlotAccessOpInterface>]> {
  let summary = "the address of one field of a struct";
  let description = [{
    `&p->field`: the pointee is an `!llvm.struct`, laid out with explicit
    padding so that it matches the host C++ ABI; `index` selects the field.
  }];
  let arguments = (ins Simt_AnyPtr:$base, I32Attr:$index);
  let results = (outs Simt_AnyPtr:$result);
  let assemblyFormat = "$base `[` $index `]` attr-dict `:` qualified(type($base)) `->` qualified(type($result))";
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def Simt_PtrCastOp : Simt_Op<"ptr_cast", [Pure]> {
  let summary = "reinterpret a pointer's element type or change its space";
  let description = [{
    Changes the pointee type, and/or converts between a specific address
    space and `generic` (the only address-space conversions PTX has).
  }];
  let arguments = (ins Simt_AnyPtr:$source);
  let results = (outs Simt_AnyPtr:$result);
  let assemblyFormat = "$source attr-dict `:` qualified(type($source)) `to` qualified(type($result))";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Simt_PtrToIntOp : Simt_Op<"ptr_to_int", [Pure]> {
  let summary = "the address held by a pointer, as an integer";
  let arguments = (ins Simt_AnyPtr:$source);
  let results = (outs AnySignlessInteger:$result);
  let assemblyFormat = "$source attr-dict `:` qualified(type($source)) `to` type($result)";
}

def Simt_IntToPtrOp : Simt_Op<"int_to_ptr", [Pure]> {
  let summary = "a pointer from an integer address";
  let arguments = (ins AnySignlessInteger:$source);
  let results = (outs Simt_AnyPtr:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `to` qualified(type($result))";
}

//===----------------------------------------------------------------------===//
// Atomics
//===----------------------------------------------------------------------===//

// Atomics read and write the memory of their pointer's address space
// (Simt_SharedMemory, Simt_GlobalMemory; getEffects in SimtEffects.cpp).
def Simt_AtomicRMWOp : Simt_Op<"atomic_rmw", [AllTypesMatch<["value", "result"]>,
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "atomic read-modify-write with scope and memory order";
  let description = [{
    Atomically applies `kind` to the value at `ptr` with `value`, and returns
    the old value. `scope` is block, cluster, device or system.

    ```mlir
    %old = simt.atomic_rmw add %p, %v scope(device) order(relaxed) : !simt.ptr<i32, global>, i32
    ```
  }];
  let arguments = (ins Simt_AtomicKind:$kind,
                       Simt_AnyPtr:$ptr,
                       AnyType:$value, Simt_Scope:$scope,
                       Simt_MemoryOrder:$order);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$kind $ptr `,` $value `scope` `(` $scope `)` `order` `(` $order `)` attr-dict `:` qualified(type($ptr)) `,` type($value)";
  let hasVerifier = 1;
}

def Simt_AtomicCASOp : Simt_Op<"atomic_cas", [AllTypesMatch<["expected", "desired", "result"]>,
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "atomic compare-and-swap with scope and memory order";
  let description = [{
    Stores `desired` at `ptr` if it holds `expected`; returns the old value.
  }];
  let arguments = (ins Simt_AnyPtr:$ptr,
                       AnySignlessInteger:$expected, AnySignlessInteger:$desired,
                       Simt_Scope:$scope, Simt_MemoryOrder:$order);
  let results = (outs AnySignlessInteger:$result);
  let assemblyFormat = "$ptr `,` $expected `,` $desired `scope` `(` $scope `)` `order` `(` $order `)` attr-dict `:` qualified(type($ptr)) `,` type($expected)";
  let hasVerifier = 1;
}

def Simt_AtomicLoadOp : Simt_Op<"atomic_load", [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "atomic load with scope and memory order";
  let arguments = (ins Simt_AnyPtr:$ptr,
                       Simt_Scope:$scope, Simt_MemoryOrder:$order);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$ptr `scope` `(` $scope `)` `order` `(` $order `)` attr-dict `:` qualified(type($ptr)) `->` type($result)";
  let hasVerifier = 1;
}

def Simt_AtomicStoreOp : Simt_Op<"atomic_store", [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "atomic store with scope and memory order";
  let arguments = (ins AnyType:$value, Simt_AnyPtr:$ptr,
                       Simt_Scope:$scope, Simt_MemoryOrder:$order);
  let assemblyFormat = "$value `,` $ptr `scope` `(` $scope `)` `order` `(` $order `)` attr-dict `:` type($value) `,` qualified(type($ptr))";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Warp collectives
//===----------------------------------------------------------------------===//

def Simt_ShuffleOp : Simt_Op<"shuffle", [Simt_Collective<["getCollectiveMask"]>,
    AllTypesMatch<["value", "result"]>]> {
  let summary = "warp shuffle (idx, up, down, xor)";
  let description = [{
    `__shfl_sync` and friends: every lane in `mask` exchanges `value`; `lane`
    is the source lane (idx), the delta (up/down) or the xor mask; `width`
    (a power of two, 32 when absent) splits the warp into segments. Values of
    any 32- or 64-bit type are supported (64-bit ones take two shuffles).
  }];
  let arguments = (ins Simt_ShuffleKind:$kind, AnyType:$value, I32:$lane,
                       I32:$mask, Optional<I32>:$width);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$kind $value `,` $lane `,` $mask (`width` $width^)? attr-dict `:` type($value)";
  let hasVerifier = 1;
}

def Simt_VoteOp : Simt_Op<"vote", [Simt_Collective<["getCollectiveMask"]>]> {
  let summary = "warp vote (all, any, uni, ballot)";
  let description = [{
    `all`/`any`/`uni` return i1; `ballot` returns the i32 mask of lanes whose
    predicate is true.
  }];
  let arguments = (ins Simt_VoteKind:$kind, I1:$predicate, I32:$mask);
  let results = (outs AnyTypeOf<[I1, I32]>:$result);
  let assemblyFormat = "$kind $predicate `,` $mask attr-dict `:` type($result)";
  let hasVerifier = 1;
}

def Simt_ActiveMaskOp : Simt_Op<"active_mask"> {
  let summary = "the mask of lanes currently executing (__activemask)";
  let results = (outs I32:$result);
  let assemblyFormat = "attr-dict";
}

def Simt_MatchAnyOp : Simt_Op<"match_any", [Simt_Collective<["getCollectiveMask"]>]> {
  let summary = "lanes of the mask that hold the same value (__match_any_sync)";
  let arguments = (ins AnyTypeOf<[I32, I64]>:$value, I32:$mask);
  let results = (outs I32:$result);
  let assemblyFormat = "$value `,` $mask attr-dict `:` type($value)";
}

def Simt_MatchAllOp : Simt_Op<"match_all", [Simt_Collective<["getCollectiveMask"]>]> {
  let summary = "whether all lanes of the mask hold the same value (__match_all_sync)";
  let arguments = (ins AnyTypeOf<[I32, I64]>:$value, I32:$mask);
  let results = (outs I32:$result, I1:$predicate);
  let assemblyFormat = "$value `,` $mask attr-dict `:` type($value)";
}

def Simt_ReduxOp : Simt_Op<"redux", [Simt_Collective<["getCollectiveMask"]>,
    AllTypesMatch<["value", "result"]>]> {
  let summary = "warp reduction of an i32 (redux.sync, sm_80+)";
  let arguments = (ins Simt_ReduxKind:$kind, I32:$value, I32:$mask);
  let results = (outs I32:$result);
  let assemblyFormat = "$kind $value `,` $mask attr-dict `:` type($value)";
}

//===----------------------------------------------------------------------===//
// Target arithmetic without an MLIR op
//===----------------------------------------------------------------------===//

def Simt_IntrinsicOp : Simt_Op<"intrinsic", [Pure]> {
  let summary = "side-effect-free target arithmetic: an LLVM intrinsic or a PTX instruction";
  let description = [{
    Target arithmetic that neither `arith` nor `math` spells (what
    <cuda_fp16.h> and <cuda_bf16.h> need: rounding modes, saturation, the
    approximate exp2/log2/rcp/rsqrt/sqrt/tanh):

    - `llvm.<name>` calls that LLVM intrinsic (`cvt.rz.f16.f32` is
      `llvm.nvvm.f2f16.rz`). Only intrinsics that touch no memory and
      synchronise nothing are accepted, and LLVM optimises through them.
    - `ptx.<opcode>` is one PTX register-to-register instruction that LLVM
      has no intrinsic for (`tanh.approx.f16`, `rcp.approx.f32`,
      `cvt.rm.f16.f32`): `<opcode> result, args...;` as inline PTX without
      side effects. Only arithmetic and conversion opcodes are accepted.

    Both are `Pure`: they fold away when unused, hoist and CSE like arith,
    and the uniformity analysis looks through them.

    ```mlir
    %r = simt.intrinsic "llvm.nvvm.ex2.approx.ftz.f"(%x) : (f32) -> f32
    %t = simt.intrinsic "ptx.tanh.approx.f16"(%h) : (f16) -> f16
    ```
  }];
  let arguments = (ins StrAttr:$name, Variadic<AnyType>:$args);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$name `(` $args `)` attr-dict `:` functional-type($args, $result)";
  let hasVerifier = 1;
}

include "dialects/simt/IR/SimtTensorCoreOps.td"
include "dialects/simt/IR/SimtRuntimeOps.td"
include "dialects/simt/IR/SimtGroupOps.td"
include "dialects/simt/IR/SimtInlineAsmOps.td"
include "dialects/simt/IR/SimtAsyncOps.td"

#endif // KILN_SIMT_OPS
