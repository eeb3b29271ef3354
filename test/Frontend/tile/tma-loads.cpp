// The contract's plain GEMM spelling on sm_90a: the kernel's variant for
// contiguous tensors loads both operands by TMA into an mbarrier ring (no
// block barrier in the k-loop), the kernel as written keeps cp.async; the
// bundle records the two descriptors the runtime appends (A's 128x64 box,
// B's 64x64 boxes, 128-byte swizzle), and ptxas accepts the PTX. Several
// targets in one bundle share one parameter list: no TMA there.
// REQUIRES: ptxas
// RUN: kilnc %s --arch=sm_90a -Rpass=kiln-tile -o %t.ptx 2>%t.err
// RUN: not grep -E '(warning|error):' %t.err
// RUN: FileCheck %s --check-prefix=REMARK < %t.err
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
// RUN: kilnc %s --arch=sm_90a --emit=bundle -o %t.kbundle
// RUN: FileCheck %s --check-prefix=BUNDLE < %t.kbundle
// RUN: kilnc %s --arch=sm_90a --emit=simt -o - | FileCheck %s --check-prefix=SIMT
// RUN: kilnc %s --arch=sm_80,sm_90a --emit=bundle -o %t.two.kbundle
// RUN: FileCheck %s --check-prefix=TWO < %t.two.kbundle
// RUN: for arch in sm_80 sm_100a sm_120; do kilnc %s --arch=$arch -o %t.$arch.ptx && %ptxas -arch=$arch %t.$arch.ptx -o %t.cubin && echo "ok $arch"; done | FileCheck %s --check-prefix=OLDER
// REMARK-DAG: remark: kiln-tile: 128x128x64 k-loop on wgmma, operands by cp.async into 3 stages of 32768 bytes with one block barrier per k-step
// REMARK-DAG: remark: kiln-tile: 128x128x64 k-loop on wgmma, operands by TMA into a ring of 3 stages of 32768 bytes with mbarrier full/empty barriers
// The variant: two descriptor parameters, 3 full + 3 empty mbarriers armed by
// one thread, one bar.sync publishing them; a prologue of two fills (A's box,
// B's two 64-column boxes each); then per k-step a parity wait, 4 wgmma
// m64n128k16, wait 1, the release of the previous stage, the producer's
// wait for that release and the refill, and no bar.sync.
// CHECK-LABEL: .entry matmul__kiln_contiguous(
// CHECK: .param .align 64 .b8 matmul__kiln_contiguous_param_15[128],
// CHECK-NEXT: .param .align 64 .b8 matmul__kiln_contiguous_param_16[128]
// CHECK-COUNT-6: mbarrier.init.shared.b64
// CHECK-NEXT: fence.mbarrier_init.release.cluster;
// CHECK: bar.sync 0;
// CHECK-COUNT-2: mbarrier.arrive.expect_tx.shared.b64
// CHECK: mbarrier.try_wait.parity.shared.b64
// CHECK-NOT: bar.sync
// CHECK: wgmma.fence.sync.aligned;
// CHECK-COUNT-4: wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16
// CHECK-NOT: bar.sync
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK-NEXT: wgmma.wait_group.sync.aligned 1;
// CHECK-NOT: bar.sync
// CHECK: mbarrier.arrive.shared.b64
// CHECK-NOT: bar.sync
// CHECK: mbarrier.try_wait.parity.shared.b64
// CHECK-NOT: bar.sync
// CHECK: mbarrier.arrive.expect_tx.shared.b64
// CHECK-COUNT-3: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK-NOT: bar.sync
// CHECK: wgmma.wait_group.sync.aligned 0;
// BUNDLE-LABEL: kernel {{.*}}__kiln_contiguous
// BUNDLE: param 15 value 128 64 CUtensorMap
// BUNDLE-NEXT: param 16 value 128 64 CUtensorMap
// BUNDLE: tensor-maps 15 16
// BUNDLE: tensor-map-sources 15=0:2:2:128x64:128 16=5:2:2:64x64:128
// SIMT: simt.tensor_map_sources = array<i64: 15, 0, 2, 2, 128, 64, 128, 16, 5, 2, 2, 64, 64, 128>
// SIMT: simt.tma_load
// TWO-NOT: tensor-map
// OLDER: ok sm_80
// OLDER: ok sm_100a
// OLDER: ok sm_120
#include <kiln/tile.hpp>
using namespace kiln::tile;

KILN_TILE_KERNEL void matmul(tensor<const __bf16, 2> a, tensor<const __bf16, 2> b, tensor<float, 2> c) {
  int64_t m = block_id(0) * 128, n = block_id(1) * 128;
  auto acc = zeros<float, 128, 128>();
  for (int64_t k = 0; k < a.shape(1); k += 64)
    acc = mma(load<128, 64>(a, m, k), load<64, 128>(b, k, n), acc);
  store(c, acc, m, n);
}
