// Conversions between float/double and __int128 / unsigned __int128 compile (nvcc compiles
// them too): NVPTX has no library call for them (instruction selection stopped with "LLVM
// ERROR: unsupported library call operation"), so LLVM's ExpandFp expands float -> __int128
// inline, and __int128 -> float/double goes through 64-bit operations and one cvt.rn from u64
// (compiler/LLVMIR/WideIntToFloat.cpp: ExpandFp's i128 code rounded wrongly on the GPU). The
// values are checked against the CPU on the GPU (test/e2e/constructs/int128.cu).
// REQUIRES: ptxas
// RUN: kilnc %s --arch=sm_80 -o %t.sm_80.ptx && %ptxas -arch=sm_80 %t.sm_80.ptx -o /dev/null
// RUN: kilnc %s --arch=sm_90a -o %t.sm_90a.ptx && %ptxas -arch=sm_90a %t.sm_90a.ptx -o /dev/null
// RUN: kilnc %s --arch=sm_90 -O0 -o %t.O0.ptx && %ptxas -arch=sm_90 %t.O0.ptx -o /dev/null
// RUN: FileCheck %s < %t.sm_80.ptx
// RUN: kilnc %s --arch=sm_80 --emit=llvm -o - | FileCheck %s --check-prefix=IR
// IR-NOT: itofp i128
// IR-COUNT-4: uitofp i64 {{.*}} to float
// IR-NOT: itofp i128

// Inline code, no calls to compiler-rt's conversion routines.
// CHECK-LABEL: .entry convert(
// CHECK-NOT:   call
// CHECK-COUNT-4: cvt.rn.f32.u64
// CHECK-NOT:   call
// CHECK:       ret;
extern "C" __global__ void convert(const float *f, const double *d, __int128 *q, unsigned __int128 *u,
                                   float *fo, double *dout) {
  q[0] = (__int128)f[0];
  u[0] = (unsigned __int128)f[1];
  q[1] = (__int128)d[0];
  u[1] = (unsigned __int128)d[1];
  fo[0] = (float)q[2];
  fo[1] = (float)u[2];
  dout[0] = (double)q[3];
  dout[1] = (double)u[3];
}
