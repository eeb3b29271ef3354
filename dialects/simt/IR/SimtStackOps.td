//===- SimtStackOps.td - stack memory sized at run time ------*- tablegen -*-===//
//
// Ops few files use, generated into their own header (SimtStackOps.h) so that
// adding one does not touch SimtOps.h.inc, which nearly every file includes.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_SIMT_STACK_OPS
#define KILN_SIMT_STACK_OPS

include "dialects/simt/IR/SimtDialect.td"
include "dialects/simt/IR/SimtTypes.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Simt_DynamicAllocaOp : Simt_Op<"dynamic_alloca", [
    MemoryEffects<[MemAlloc<AutomaticAllocationScopeResource>]>]> {
  let summary = "thread-private stack memory sized at run time (C's alloca)";
  let description = [{
    `size` bytes of this thread's stack, aligned to `alignment`, valid until
    the function returns (not the end of the enclosing scope: in a loop,
    each execution allocates anew, as C's alloca does). Lowers to PTX
    `alloca`, as nvcc compiles `alloca`/`__builtin_alloca`. A function that
    holds one is not inlined (SimtInliner.cpp), so its allocations are
    released where its call returns, as GCC decides for alloca's callers.

    ```mlir
    %p = simt.dynamic_alloca %bytes {alignment = 16 : i64} : !simt.ptr<i8, local>
    ```
  }];
  let arguments = (ins I64:$size, I64Attr:$alignment);
  let results = (outs Simt_AnyPtr:$result);
  let assemblyFormat = "$size attr-dict `:` qualified(type($result))";
  let hasVerifier = 1;
}

#endif // KILN_SIMT_STACK_OPS
