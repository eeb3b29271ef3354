// Inline PTX that ptxas rejects is an error at the asm statement, not exit 0
// and PTX that fails later (issue 13): kilnc assembles the PTX of a module
// holding inline asm with the toolkit's ptxas and maps each error inside an
// inline PTX block back to the statement whose template printed it
// (compiler/Driver/InlinePtxCheck.cpp). Correct inline PTX compiles silently.
// REQUIRES: ptxas
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -DFIXED -o %t.ptx 2>&1 | count 0
// RUN: %ptxas -arch=sm_90 %t.ptx -o /dev/null
// The mutant of the fuzz campaign of 2026-12-02 (seed 20261202), in MLIR.
// RUN: not kilnc %S/Inputs/inline-asm-operand-syntax.mlir --arch=sm_80 -O0 -o /dev/null 2>&1 | FileCheck %s --check-prefix=MLIR
// MLIR: inline-asm-operand-syntax.mlir:20:8: error: ptxas rejects this inline PTX for sm_80: Parsing error near 'f': syntax error (in `shfl.sync.bfly.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, 1f 0x1f, -1;`)

__device__ int butterfly(int v) {
  int r;
#ifdef FIXED
  asm volatile("shfl.sync.bfly.b32 %0, %1, 1, 0x1f, -1;" : "=r"(r) : "r"(v));
#else
  // A comma lost between two operands.
  // CHECK-DAG: inline-ptx-ptxas.cu:[[@LINE+1]]:3: error: ptxas rejects this inline PTX for sm_90: Parsing error near 'f': syntax error (in `shfl.sync.bfly.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, 1f 0x1f, -1;`)
  asm volatile("shfl.sync.bfly.b32 %0, %1, 1f 0x1f, -1;" : "=r"(r) : "r"(v));
#endif
  return r;
}

extern "C" __global__ void kernel(int *out, const float *a) {
  int lane;
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  float y;
#ifdef FIXED
  asm("{\n\t.reg .pred p;\n\tsetp.gt.f32 p, %1, 0f00000000;\n\tselp.f32 %0, %1, 0f00000000, p;\n\t}" : "=f"(y) : "f"(a[lane]));
#else
  // A predicate that was never declared: ptxas's complaint, at this line.
  // CHECK-DAG: inline-ptx-ptxas.cu:[[@LINE+1]]:3: error: ptxas rejects this inline PTX for sm_90: Arguments mismatch for instruction 'selp' (in `{ .reg .pred p; {{.*}}, q; }`)
  asm("{\n\t.reg .pred p;\n\tsetp.gt.f32 p, %1, 0f00000000;\n\tselp.f32 %0, %1, 0f00000000, q;\n\t}" : "=f"(y) : "f"(a[lane]));
#endif
  out[threadIdx.x] = butterfly(lane) + (int)y;
}
