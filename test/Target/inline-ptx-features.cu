// Inline PTX an arch lacks is kilnc's error at the asm statement (naming the
// instruction and the targets that have it), not a ptxas failure after a
// successful compile; instructions that need a newer PTX ISA raise it.
// RUN: not kilnc %s --arch=sm_90 -DTCGEN05 -o /dev/null 2>&1 | FileCheck %s --check-prefix=TCGEN05
// RUN: not kilnc %s --arch=sm_90 -DWGMMA -o /dev/null 2>&1 | FileCheck %s --check-prefix=WGMMA
// RUN: not kilnc %s --arch=sm_80 -DELECT -o /dev/null 2>&1 | FileCheck %s --check-prefix=ELECT80
// RUN: not kilnc %s --arch=sm_80 -DCLUSTER -o /dev/null 2>&1 | FileCheck %s --check-prefix=CLUSTER80
// RUN: not kilnc %s --arch=sm_86 -DFP8 -o /dev/null 2>&1 | FileCheck %s --check-prefix=FP8
// RUN: kilnc %s --arch=sm_90 -DELECT -DCLUSTER -o %t.90.ptx
// RUN: FileCheck %s --check-prefix=PTX90 < %t.90.ptx
// RUN: kilnc %s --arch=sm_89 -DFP8 -o %t.89.ptx
// RUN: FileCheck %s --check-prefix=PTX89 < %t.89.ptx
// RUN: kilnc %s --arch=sm_100a -DTCGEN05 -o %t.100a.ptx
// RUN: kilnc %s --arch=sm_80 -o %t.80.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.90.ptx -o /dev/null && %ptxas -arch=sm_89 %t.89.ptx -o /dev/null && %ptxas -arch=sm_100a %t.100a.ptx -o /dev/null && %ptxas -arch=sm_80 %t.80.ptx -o /dev/null %}

// An sm_90 instruction raises the PTX ISA from sm_90's 7.8 to 8.0.
// PTX90: .version 8.0
// PTX90: elect.sync
// PTX90: barrier.cluster.arrive
// Packed fp8 conversions on sm_89 need PTX 8.1 (sm_90: 7.8).
// PTX89: .version 8.1
// PTX89: cvt.rn.satfinite.e4m3x2.f32

extern "C" __global__ void k(unsigned *out, float a, float b) {
  unsigned r = 0;
  // Comments and other statements around the instruction do not hide it.
  asm volatile("add.u32 %0, %0, 1; // plain\n\t"
               "mov.u32 %0, %0;" : "+r"(r));
#ifdef TCGEN05
  // TCGEN05: inline-ptx-features.cu:[[@LINE+1]]:{{[0-9]+}}: error: inline PTX instruction 'tcgen05.ld.sync.aligned.32x32b.x1.b32' needs tcgen05 (5th-generation tensor cores), which sm_90 does not have; targets that have it: sm_100a
  asm volatile("{\n\t.reg .b32 t;\n\t"
               "tcgen05.ld.sync.aligned.32x32b.x1.b32 {%0}, [%1];\n\t}"
               : "=r"(r) : "r"(r));
#endif
#ifdef WGMMA
  // WGMMA: inline-ptx-features.cu:[[@LINE+1]]:{{[0-9]+}}: error: inline PTX instruction 'wgmma.fence.sync.aligned' needs wgmma (warpgroup MMA), which sm_90 does not have; targets that have it: sm_90a
  asm volatile("wgmma.fence.sync.aligned;" ::: "memory");
#endif
#ifdef ELECT
  unsigned leader;
  // ELECT80: inline-ptx-features.cu:[[@LINE+1]]:{{[0-9]+}}: error: inline PTX instruction 'elect.sync' needs sm_90 instructions {{.*}}, which sm_80 does not have; targets that have it: sm_90, sm_90a, sm_100
  asm volatile("{\n\t.reg .pred p;\n\t"
               "elect.sync %0|p, 0xffffffff;\n\t}"
               : "=r"(leader));
  r += leader;
#endif
#ifdef CLUSTER
  unsigned rank;
  // CLUSTER80: inline-ptx-features.cu:[[@LINE+1]]:{{[0-9]+}}: error: inline PTX instruction 'mov.u32' needs thread-block clusters, which sm_80 does not have
  asm("mov.u32 %0, %%cluster_ctarank;" : "=r"(rank));
  // CLUSTER80: inline-ptx-features.cu:[[@LINE+1]]:{{[0-9]+}}: error: inline PTX instruction 'barrier.cluster.arrive' needs thread-block clusters
  asm volatile("barrier.cluster.arrive;\n\tbarrier.cluster.wait;" ::: "memory");
  r += rank;
#endif
#ifdef FP8
  unsigned short packed;
  // FP8: inline-ptx-features.cu:[[@LINE+1]]:{{[0-9]+}}: error: inline PTX instruction 'cvt.rn.satfinite.e4m3x2.f32' needs fp8 conversions, which sm_86 does not have; targets that have it: sm_89,
  asm("cvt.rn.satfinite.e4m3x2.f32 %0, %1, %2;" : "=h"(packed) : "f"(a), "f"(b));
  r += packed;
#endif
  out[threadIdx.x] = r;
}
