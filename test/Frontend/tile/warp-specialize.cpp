// examples/tile_gemm.cpp's 128x256x64 bf16 GEMM on sm_90a: the contiguous
// variant's TMA ring gets a producer warpgroup (384 threads: warps 8..11)
// that lowers its budget to 40 registers and fills every stage from one
// thread, then exits; the two consumer warpgroups raise theirs to 232 and
// run the k-loop with no TMA and no bar.sync in it. The kernel as written
// keeps 256 threads and cp.async. On by default as part of the persistent
// schedule (persistent.cpp); here -ftile-warp-specialize -fno-tile-persistent
// keeps one program per tile; with -fno-tile-warp-specialize thread 0 produces
// (the A/B baseline). ptxas accepts both.
// REQUIRES: ptxas
// RUN: kilnc %s --arch=sm_90a -ftile-warp-specialize -fno-tile-persistent -Rpass=kiln-tile -o %t.ptx 2>%t.err
// The producer warpgroup's return leaves the consumer warpgroups whole: no
// sync finding on their wgmma or setmaxnreg (issue 14).
// RUN: not grep -E 'error:|warning:' %t.err
// RUN: FileCheck %s --check-prefix=REMARK < %t.err
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
// RUN: kilnc %s --arch=sm_90a -ftile-warp-specialize -fno-tile-persistent --emit=bundle -o %t.kbundle
// RUN: FileCheck %s --check-prefix=BUNDLE < %t.kbundle
// RUN: kilnc %s --arch=sm_90a -ftile-warp-specialize -fno-tile-persistent --emit=simt -o - | FileCheck %s --check-prefix=SIMT
// RUN: kilnc %s --arch=sm_90a -fno-tile-warp-specialize -Rpass=kiln-tile -o %t.nows.ptx 2>%t.nows.err
// RUN: FileCheck %s --check-prefix=NOWS < %t.nows.ptx
// RUN: FileCheck %s --check-prefix=NOWS-REMARK < %t.nows.err
// RUN: %ptxas -arch=sm_90a %t.nows.ptx -o %t.cubin
// REMARK: remark: kiln-tile: 128x256x64 k-loop on wgmma, operands by TMA into a ring of 4 stages of 49152 bytes with mbarrier full/empty barriers, filled by a producer warpgroup (setmaxnreg 40/232)
// CHECK-LABEL: .entry matmul(
// CHECK-NOT: setmaxnreg
// CHECK: .reqntid 256, 1, 1
// CHECK-LABEL: .entry matmul__kiln_contiguous(
// CHECK: .reqntid 384, 1, 1
// CHECK-COUNT-8: mbarrier.init.shared.b64
// CHECK: bar.sync 0;
// CHECK: setmaxnreg.dec.sync.aligned.u32 40;
// CHECK: mbarrier.try_wait.parity.shared.b64
// CHECK: mbarrier.arrive.expect_tx.shared.b64
// CHECK-COUNT-5: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK: setmaxnreg.inc.sync.aligned.u32 232;
// CHECK-NOT: cp.async.bulk.tensor
// CHECK-NOT: bar.sync
// CHECK: wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16
// CHECK-NOT: cp.async.bulk.tensor
// CHECK-NOT: bar.sync
// CHECK: wgmma.wait_group.sync.aligned 0;
// BUNDLE-LABEL: kernel matmul
// BUNDLE: threads 256 1 1
// BUNDLE-LABEL: kernel matmul__kiln_contiguous
// BUNDLE: threads 384 1 1
// SIMT: simt.setmaxnreg dec 40
// SIMT: cf.cond_br
// SIMT: simt.setmaxnreg inc 232
// NOWS-NOT: setmaxnreg
// NOWS: .entry matmul__kiln_contiguous(
// NOWS-NEXT: .param
// NOWS: .reqntid 256, 1, 1
// NOWS-REMARK: filled by thread 0: warp specialisation is off
#include <kiln/tile.hpp>
using namespace kiln::tile;

KILN_TILE_KERNEL KILN_NUM_WARPS(8) void matmul(tensor<const __bf16, 2> a, tensor<const __bf16, 2> b, tensor<float, 2> c) {
  int64_t m = block_id(0) * 128, n = block_id(1) * 256;
  auto acc = zeros<float, 128, 256>();
  for (int64_t k = 0; k < a.shape(1); k += 64)
    acc = mma(load<128, 64>(a, m, k), load<64, 256>(b, k, n), acc);
  store(c, acc, m, n);
}
