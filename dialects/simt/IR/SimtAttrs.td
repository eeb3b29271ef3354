//===- SimtAttrs.td - simt enums and attributes --------------*- tablegen -*-===//
#ifndef KILN_SIMT_ATTRS
#define KILN_SIMT_ATTRS

include "dialects/simt/IR/SimtDialect.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

// Numbered as the NVPTX backend numbers address spaces, so lowering is 1:1.
def Simt_AddressSpace : I32EnumAttr<"AddressSpace", "pointer address space", [
    I32EnumAttrCase<"Generic", 0, "generic">,
    I32EnumAttrCase<"Global", 1, "global">,
    I32EnumAttrCase<"Shared", 3, "shared">,
    I32EnumAttrCase<"Constant", 4, "constant">,
    I32EnumAttrCase<"Local", 5, "local">,
    // A kernel's parameters (read-only): `__grid_constant__` and other
    // by-value parameters read where the launch put them (simt.param_address).
    I32EnumAttrCase<"Param", 101, "param">]> {
  let cppNamespace = "::kiln::simt";
}

def Simt_Scope : I32EnumAttr<"Scope", "synchronisation scope", [
    I32EnumAttrCase<"Warp", 0, "warp">,
    I32EnumAttrCase<"Block", 1, "block">,
    I32EnumAttrCase<"Cluster", 2, "cluster">,
    I32EnumAttrCase<"Device", 3, "device">,
    I32EnumAttrCase<"System", 4, "system">]> {
  let cppNamespace = "::kiln::simt";
}

def Simt_MemoryOrder : I32EnumAttr<"MemoryOrder", "memory order", [
    I32EnumAttrCase<"Relaxed", 0, "relaxed">,
    I32EnumAttrCase<"Acquire", 1, "acquire">,
    I32EnumAttrCase<"Release", 2, "release">,
    I32EnumAttrCase<"AcqRel", 3, "acq_rel">,
    I32EnumAttrCase<"SeqCst", 4, "seq_cst">]> {
  let cppNamespace = "::kiln::simt";
}

def Simt_Dim : I32EnumAttr<"Dim", "grid dimension", [
    I32EnumAttrCase<"X", 0, "x">,
    I32EnumAttrCase<"Y", 1, "y">,
    I32EnumAttrCase<"Z", 2, "z">]> {
  let cppNamespace = "::kiln::simt";
}

def Simt_AtomicKind : I32EnumAttr<"AtomicKind", "atomic read-modify-write", [
    I32EnumAttrCase<"Add", 0, "add">,
    I32EnumAttrCase<"Exchange", 1, "exch">,
    I32EnumAttrCase<"Min", 2, "min">,
    I32EnumAttrCase<"Max", 3, "max">,
    I32EnumAttrCase<"UMin", 4, "umin">,
    I32EnumAttrCase<"UMax", 5, "umax">,
    I32EnumAttrCase<"And", 6, "and">,
    I32EnumAttrCase<"Or", 7, "or">,
    I32EnumAttrCase<"Xor", 8, "xor">,
    I32EnumAttrCase<"Inc", 9, "inc">,
    I32EnumAttrCase<"Dec", 10, "dec">]> {
  let cppNamespace = "::kiln::simt";
}

def Simt_ShuffleKind : I32EnumAttr<"ShuffleKind", "warp shuffle mode", [
    I32EnumAttrCase<"Idx", 0, "idx">,
    I32EnumAttrCase<"Up", 1, "up">,
    I32EnumAttrCase<"Down", 2, "down">,
    I32EnumAttrCase<"Xor", 3, "xor">]> {
  let cppNamespace = "::kiln::simt";
}

def Simt_VoteKind : I32EnumAttr<"VoteKind", "warp vote", [
    I32EnumAttrCase<"All", 0, "all">,
    I32EnumAttrCase<"Any", 1, "any">,
    I32EnumAttrCase<"Uni", 2, "uni">,
    I32EnumAttrCase<"Ballot", 3, "ballot">]> {
  let cppNamespace = "::kiln::simt";
}

def Simt_ReduxKind : I32EnumAttr<"ReduxKind", "warp reduction (redux.sync)", [
    I32EnumAttrCase<"Add", 0, "add">,
    I32EnumAttrCase<"Min", 1, "min">,
    I32EnumAttrCase<"Max", 2, "max">,
    I32EnumAttrCase<"UMin", 3, "umin">,
    I32EnumAttrCase<"UMax", 4, "umax">,
    I32EnumAttrCase<"And", 5, "and">,
    I32EnumAttrCase<"Or", 6, "or">,
    I32EnumAttrCase<"Xor", 7, "xor">]> {
  let cppNamespace = "::kiln::simt";
}

def Simt_BarrierReduceKind : I32EnumAttr<"BarrierReduceKind",
    "predicate reduction at a block barrier", [
    I32EnumAttrCase<"Count", 0, "count">,
    I32EnumAttrCase<"And", 1, "and">,
    I32EnumAttrCase<"Or", 2, "or">]> {
  let cppNamespace = "::kiln::simt";
}

// PTX's cache operators (ld.global.<op>, st.global.<op>): CUDA's __ldca,
// __ldcg, __ldcs, __ldlu, __ldcv and __stwb, __stcg, __stcs, __stwt.
def Simt_LoadCache : I32EnumAttr<"LoadCache", "cache operator of a global load", [
    I32EnumAttrCase<"CA", 0, "ca">,
    I32EnumAttrCase<"CG", 1, "cg">,
    I32EnumAttrCase<"CS", 2, "cs">,
    I32EnumAttrCase<"LU", 3, "lu">,
    I32EnumAttrCase<"CV", 4, "cv">]> {
  let cppNamespace = "::kiln::simt";
}

def Simt_StoreCache : I32EnumAttr<"StoreCache", "cache operator of a global store", [
    I32EnumAttrCase<"WB", 0, "wb">,
    I32EnumAttrCase<"CG", 1, "cg">,
    I32EnumAttrCase<"CS", 2, "cs">,
    I32EnumAttrCase<"WT", 3, "wt">]> {
  let cppNamespace = "::kiln::simt";
}

class Simt_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<Simt_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

def Simt_LaunchBoundsAttr : Simt_Attr<"LaunchBounds", "launch_bounds"> {
  let summary = "__launch_bounds__(max_threads[, min_blocks])";
  let parameters = (ins "uint32_t":$maxThreads,
                        DefaultValuedParameter<"uint32_t", "0">:$minBlocks);
  let assemblyFormat = "`<` $maxThreads (`,` $minBlocks^)? `>`";
  let genVerifyDecl = 1;
}

def Simt_TargetAttr : Simt_Attr<"Target", "target"> {
  let summary = "the GPU target a module is compiled for";
  let description = [{
    `#simt.target<"sm_90a">`, optionally with the PTX ISA version chosen for it
    (`#simt.target<"sm_90a", ptx = 80>`, meaning PTX 8.0). The target table in
    compiler/Target gives the facts behind the name.
  }];
  let parameters = (ins StringRefParameter<>:$arch,
                        DefaultValuedParameter<"uint32_t", "0">:$ptx);
  let assemblyFormat = "`<` $arch (`,` `ptx` `=` $ptx^)? `>`";
}

#endif // KILN_SIMT_ATTRS
