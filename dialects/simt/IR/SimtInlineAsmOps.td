//===- SimtInlineAsmOps.td - inline PTX ------------------------*- tablegen -*-===//
//
// Kept in its own file (included from SimtOps.td): GNU `asm` statements.
// What the PTX text does is read by InlinePtx.h; the lowering to
// llvm.inline_asm lives in compiler/Conversion/SimtToNVVM/InlineAsmToNVVM.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_SIMT_INLINE_ASM_OPS
#define KILN_SIMT_INLINE_ASM_OPS

def Simt_InlineAsmOp : Simt_Op<"inline_asm", [
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
    Simt_Collective<["isCollective", "getCollectiveScope", "getCollectiveMask"]>]> {
  let summary = "inline PTX: a GNU `asm` statement";
  let description = [{
    `asm [volatile]("..." : outputs : inputs : clobbers)`. `asm_string` is in
    LLVM's inline-asm syntax, as Clang rewrites the GNU spelling: operands are
    `$N` (outputs first, then inputs; `${N:mod}` with a modifier) and `$$` is
    a literal `$`. `constraints` is LLVM's comma-separated list: the outputs
    (`=r`, `=&l`, one result each), then the inputs (`h`, `r`, `l`, `f`, `d`,
    `n`, `c`, or the number of the output that an in/out `+r` operand ties
    to; one operand each), then the clobbers (`~{memory}`).

    Register classes take these types: `h` i16, `r` i32, `l` i64 or a
    generic pointer, `f` f32, `d` f64, `c` i8, `n` a constant integer.

    Memory effects: `volatile` (an `asm volatile`, or an asm without
    outputs), a `~{memory}` clobber, or PTX that touches memory or
    synchronises (InlinePtx.h) make the op read and write unknown memory;
    otherwise it is a pure function of its operands (CSE may merge it, DCE
    may drop it). The synchronisation analyses ask InlinePtx.h what the
    text does; text they cannot read is an unknown that may touch any
    memory and is thread-varying.

    ```mlir
    %lane = simt.inline_asm "mov.u32 $0, %laneid;", "=r" : () -> i32
    %r:2 = simt.inline_asm volatile "ld.shared.v2.u32 {$0, $1}, [$2];", "=r,=r,r,~{memory}"(%addr) : (i32) -> (i32, i32)
    simt.inline_asm volatile "bar.sync 1, 128;", "" : () -> ()
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$operands, StrAttr:$asm_string,
                       StrAttr:$constraints, UnitAttr:$volatile_);
  let results = (outs Variadic<AnyType>:$results);
  let assemblyFormat = [{
    (`volatile` $volatile_^)? $asm_string `,` $constraints (`(` $operands^ `)`)?
    attr-dict `:` functional-type($operands, $results)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The constraint of each output, input and clobber, in order.
    struct Constraints {
      ::llvm::SmallVector<::llvm::StringRef> outputs, inputs, clobbers;
    };
    Constraints splitConstraints();
    bool clobbersMemory();
    /// The value behind `$N`: an input operand, or null for an output.
    ::mlir::Value asmOperand(int n);
    /// What the PTX does (InlinePtx.h), with the values of constant `n`
    /// operands (`cp.async.wait_group %0` with "n"(N)) in the text.
    ::kiln::simt::PtxSummary classify();
  }];
}

#endif // KILN_SIMT_INLINE_ASM_OPS
