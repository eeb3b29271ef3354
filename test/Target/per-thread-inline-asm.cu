// Inline PTX of per-thread instructions (lop3, prmt, cvt, loads with cache
// hints) is not convergent in LLVM IR: a loop around it is unrolled by 4
// with a remainder, as nvcc unrolls it, four loads in flight per thread (a
// sign-bit packing loop around `lop3` kept one). An asm that may be a
// collective (`.sync`, `bar`, a label, an unknown instruction) stays
// convergent, so LLVM neither copies it into divergent paths nor unrolls it
// with a remainder.
// RUN: kilnc %s --arch=sm_90 --emit=llvm | FileCheck %s --check-prefix=LLVM
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

// LLVM-LABEL: define {{.*}} @pack_signs(
// LLVM: asm "lop3.b32 {{.*}} [[$PER_THREAD:#[0-9]+]]
// LLVM-LABEL: define {{.*}} @warp_max(
// LLVM: asm sideeffect "shfl.sync.bfly.b32 {{.*}} [[$COLLECTIVE:#[0-9]+]]
// LLVM: asm sideeffect "{ .reg .pred p; L1: {{.*}} [[$COLLECTIVE]]
// LLVM-DAG: attributes [[$PER_THREAD]] = { nounwind }
// LLVM-DAG: attributes [[$COLLECTIVE]] = { convergent nounwind }
// CHECK-LABEL: .entry pack_signs(
// CHECK: ld.global.nc.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}+4];
// CHECK: ld.global.nc.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}+8];
// CHECK: ld.global.nc.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}+12];
extern "C" __global__ void pack_signs(const float *__restrict__ src, unsigned *__restrict__ out, int n) {
  int w = blockIdx.x * blockDim.x + threadIdx.x;
  if (w * 32 >= n) return;
  unsigned acc = 0;
  for (int k = 0; k < 32 && w * 32 + k < n; ++k) {
    unsigned bit = (__float_as_uint(src[w * 32 + k]) >> 31) << k;
    asm("lop3.b32 %0, %1, %2, %3, 0xfc;" : "=r"(acc) : "r"(acc), "r"(bit), "r"(0u));
  }
  out[w] = acc;
}

extern "C" __global__ void warp_max(const int *in, int *out, int rounds) {
  int v = in[threadIdx.x];
  for (int r = 0; r < rounds; ++r) {
    int o;
    asm volatile("shfl.sync.bfly.b32 %0, %1, 1, 31, -1;" : "=r"(o) : "r"(v));
    v = max(v, o);
    // A label in the asm: two copies would define L1 twice.
    asm volatile("{ .reg .pred p; L1: setp.lt.s32 p, %0, 0; @p add.s32 %0, %0, 1; @p bra L1; }" : "+r"(v));
  }
  out[threadIdx.x] = v;
}
