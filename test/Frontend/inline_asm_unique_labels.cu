// GNU `%=` in an asm template is a number unique to that asm statement's
// instance, which hand-written PTX loops use for their labels (nvcc
// supports it). It reaches the op as LLVM's `${:uid}`, and the PTX printer
// numbers each instance, so a helper inlined twice into one kernel still
// has distinct labels (ptxas would reject a label defined twice).
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: kilnc %s --arch=sm_80 -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.ptx -o /dev/null %}

// CHECK: simt.inline_asm "{{.*}}LOOP${:uid}:{{.*}}@p bra DONE${:uid};{{.*}}bra LOOP${:uid};{{.*}}DONE${:uid}:
__device__ __forceinline__ unsigned bit_length(unsigned x) {
  unsigned r;
  asm("{\n\t.reg .pred p;\n\t.reg .u32 t;\n\tmov.u32 t, %1;\n\tmov.u32 %0, 0;\n"
      "LOOP%=:\n\tsetp.eq.u32 p, t, 0;\n\t@p bra DONE%=;\n\tshr.u32 t, t, 1;\n\tadd.u32 %0, %0, 1;\n\tbra LOOP%=;\n"
      "DONE%=:\n\t}"
      : "=r"(r)
      : "r"(x));
  return r;
}

// Two inlined instances: two label pairs, each used by its own branches.
// PTX-LABEL: .entry lengths(
// PTX: LOOP[[A:[0-9_]+]]:
// PTX: @p bra DONE[[A]];
// PTX: bra LOOP[[A]];
// PTX: DONE[[A]]:
// PTX: LOOP[[B:[0-9_]+]]:
// PTX-NOT: LOOP[[A]]:
// PTX: DONE[[B]]:
extern "C" __global__ void lengths(const unsigned *in, unsigned *out) {
  unsigned x = in[threadIdx.x];
  out[threadIdx.x] = bit_length(x) * 100 + bit_length(x >> 3);
}
