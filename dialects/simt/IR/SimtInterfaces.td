//===- SimtInterfaces.td - simt op interfaces -----------------*- tablegen -*-===//
//
// What the synchronisation analyses, the target check and the lowering need
// to know about an op, said once on the op instead of re-derived by each of
// them through a chain of casts.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_SIMT_INTERFACES
#define KILN_SIMT_INTERFACES

include "mlir/IR/OpBase.td"

def Simt_CollectiveOpInterface : OpInterface<"CollectiveOpInterface"> {
  let cppNamespace = "::kiln::simt";
  let description = [{
    Ops that every thread of a scope must reach together: barriers, warp
    collectives (shuffle, vote, match, redux), the warp and warpgroup tensor
    core ops, the grid barrier, and inline PTX holding one of these. The
    uniformity analysis and the sync verifier key off it, and it is what
    keeps transformations from duplicating them into divergent branches: a
    collective has memory effects (none is `Pure`), so LICM, sinking and CSE
    leave it where the source put it.
  }];
  let methods = [
    InterfaceMethod<[{
        Whether this instance synchronises: always, except for an inline
        PTX statement, which is a collective only when its PTX holds one.
      }],
      "bool", "isCollective", (ins), "", [{ return true; }]>,
    InterfaceMethod<[{
        The scope every thread of which must reach the op together: `warp`
        for warp collectives, `block` for block barriers and warpgroup ops
        (block-uniform control flow is what the uniformity analysis can
        prove for a group of four warps), `device` for the grid barrier.
      }],
      "::kiln::simt::Scope", "getCollectiveScope", (ins), "",
      [{ return ::kiln::simt::Scope::Warp; }]>,
    InterfaceMethod<[{
        The lane mask operand of a warp collective; null where every lane of
        the scope takes part (block barriers, a warp barrier without a mask,
        the tensor core ops).
      }],
      "::mlir::Value", "getCollectiveMask", (ins), "", [{ return {}; }]>,
    InterfaceMethod<[{
        What diagnostics call the op ("warp shuffle", "block barrier").
      }],
      "std::string", "getCollectiveDescription", (ins)>,
  ];
}

#endif // KILN_SIMT_INTERFACES
