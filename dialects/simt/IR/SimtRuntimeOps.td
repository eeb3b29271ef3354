//===- SimtRuntimeOps.td - clocks, sleep, traps, memcpy ------*- tablegen -*-===//
//
// Kept in its own file (included from SimtOps.td): the CUDA runtime's small
// device services that PTX has single instructions (or LLVM intrinsics) for:
// clock(), clock64(), __nanosleep(), __trap(), __brkpt(), and C's memcpy /
// memset on the device. Their simt -> NVVM patterns live in
// compiler/Conversion/SimtToNVVM/RuntimeToNVVM.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_SIMT_RUNTIME_OPS
#define KILN_SIMT_RUNTIME_OPS

def Simt_ClockOp : Simt_Op<"clock"> {
  let summary = "the SM's cycle counter (%clock, or %clock64 for an i64 result)";
  let description = [{
    `clock()` reads the 32-bit `%clock`, `clock64()` the 64-bit `%clock64`.
    Every read is a separate observation: the op has side effects, so it is
    neither merged with another read nor moved across memory operations.

    ```mlir
    %t0 = simt.clock : i64
    ```
  }];
  let results = (outs AnyTypeOf<[I32, I64]>:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

def Simt_NanosleepOp : Simt_Op<"nanosleep"> {
  let summary = "suspend the thread for about `duration` nanoseconds (sm_70+)";
  let description = [{
    `__nanosleep(ns)`: PTX `nanosleep.u32`. The hardware sleeps for a time in
    [0, 2 * duration], at most about a millisecond.
  }];
  let arguments = (ins I32:$duration);
  let assemblyFormat = "$duration attr-dict";
}

def Simt_TrapOp : Simt_Op<"trap"> {
  let summary = "abort the kernel (`__trap()`: PTX trap)";
  let description = [{
    Ends the kernel with an error the host sees as cudaErrorLaunchFailure.
    Nothing after it runs (LLVM knows llvm.trap does not return).
  }];
  let assemblyFormat = "attr-dict";
}

def Simt_BreakpointOp : Simt_Op<"breakpoint"> {
  let summary = "a debugger breakpoint (`__brkpt()`: PTX brkpt)";
  let assemblyFormat = "attr-dict";
}

// memcpy and memset touch the memory of their pointers' address spaces
// (Simt_SharedMemory, Simt_GlobalMemory; getEffects in SimtEffects.cpp).
def Simt_MemcpyOp : Simt_Op<"memcpy", [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "copy `len` bytes from `src` to `dst` (C's memcpy, or memmove)";
  let description = [{
    The regions must not overlap unless `overlapping` is set (memmove).
    Lowers to `llvm.memcpy` / `llvm.memmove` with both pointers in their
    address spaces, so LLVM turns small copies into registers.

    ```mlir
    simt.memcpy %dst, %src, %n : !simt.ptr<i8, local>, !simt.ptr<i8, global>, i64
    ```
  }];
  let arguments = (ins Simt_AnyPtr:$dst, Simt_AnyPtr:$src,
                       AnySignlessInteger:$len, UnitAttr:$overlapping);
  let assemblyFormat = "(`overlapping` $overlapping^)? $dst `,` $src `,` $len attr-dict `:` qualified(type($dst)) `,` qualified(type($src)) `,` type($len)";
  let hasVerifier = 1;
}

def Simt_MemsetOp : Simt_Op<"memset", [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "set `len` bytes at `dst` to `value` (C's memset)";
  let arguments = (ins Simt_AnyPtr:$dst, I8:$value,
                       AnySignlessInteger:$len);
  let assemblyFormat = "$dst `,` $value `,` $len attr-dict `:` qualified(type($dst)) `,` type($len)";
  let hasVerifier = 1;
}

#endif // KILN_SIMT_RUNTIME_OPS
