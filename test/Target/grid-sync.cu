// The grid barrier in PTX: the cooperative launch's workspace from %envreg1/2, a release add on
// its arrival counter, acquire polling, block barriers around it, a trap without a workspace.
// The bundle records the kernel as cooperative (and only it).
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: kilnc %s --arch=sm_80 -o %t.80.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.80.ptx -o /dev/null %}
// RUN: kilnc %s --arch=sm_80,sm_90a -o %t.kbundle
// RUN: FileCheck %s --check-prefix=BUNDLE < %t.kbundle
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

// CHECK-LABEL: .entry grid_kernel(
// CHECK: bar.sync 0;
// CHECK: mov.{{[bu]}}32 %r{{[0-9]+}}, %envreg1;
// CHECK-NEXT: mov.{{[bu]}}32 %r{{[0-9]+}}, %envreg2;
// CHECK: atom.add.release.gpu.u32
// CHECK: ld.acquire.gpu.{{[bu]}}32
// CHECK: bar.sync 0;
// CHECK: ret;
// CHECK: trap;
// CHECK-LABEL: .entry plain_kernel(
// CHECK-NOT: envreg
// CHECK: ret;

// BUNDLE: kernel grid_kernel
// BUNDLE: param 0 pointer 8 8 f32*
// BUNDLE-NEXT: cooperative
// BUNDLE-NEXT: end
// BUNDLE: kernel plain_kernel
// BUNDLE: param 0 pointer 8 8 f32*
// BUNDLE-NEXT: end
extern "C" __global__ void grid_kernel(float* data) {
  cg::grid_group grid = cg::this_grid();
  data[grid.thread_rank()] += 1.0f;
  grid.sync();
  data[grid.thread_rank()] += data[(grid.thread_rank() + 1) % grid.size()];
}

extern "C" __global__ void plain_kernel(float* data) {
  data[cg::this_grid().thread_rank()] = 2.0f;
}
