// fp8 GEMMs with B stored N x K (torch._scaled_mm's and cuBLASLt's layout):
// `transpose(load(b, n, k))` makes B K-major, which fp8 wgmma needs. On
// sm_90a the contiguous variant of the contract's loop gets the TMA ring,
// the producer warpgroup and the persistent schedule, as bf16 does: per
// k-step of 128 one parity wait, 4 wgmma m64n256k32 .e4m3 (each warpgroup's
// 64 rows x 256 x 32 bytes of k), commit, wait 1, the release of the
// previous stage, and no bar.sync, no cp.async and no ld.shared in the loop;
// the producer's fill is two TMA boxes (A 128x128, B 256x128, 1-byte
// elements, 128-byte swizzle). The kernel as written keeps cp.async stages.
// On sm_90 (no wgmma) the same loop is cp.async + ldmatrix (no .trans: B's
// rows are K-contiguous) + mma.sync m16n8k32. ptxas accepts every target
// with fp8, and the TMA variant uses no local memory.
// REQUIRES: ptxas
// RUN: kilnc %s --arch=sm_90a -Rpass=kiln-tile -o %t.ptx 2>%t.err
// RUN: not grep -E '(warning|error):' %t.err
// RUN: FileCheck %s --check-prefix=REMARK < %t.err
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90a -v %t.ptx -o %t.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS
// RUN: kilnc %s --arch=sm_90a --emit=bundle -o %t.kbundle
// RUN: FileCheck %s --check-prefix=BUNDLE < %t.kbundle
// RUN: kilnc %s --arch=sm_90 -o %t.sm90.ptx
// RUN: FileCheck %s --check-prefix=SM90 < %t.sm90.ptx
// RUN: for arch in sm_89 sm_90 sm_100a sm_120; do kilnc %s --arch=$arch -o %t.$arch.ptx && %ptxas -arch=$arch %t.$arch.ptx -o %t.cubin && echo "ok $arch"; done | FileCheck %s --check-prefix=OLDER
#include <kiln/tile.hpp>
using namespace kiln::tile;

// REMARK-DAG: remark: kiln-tile: 128x256x128 k-loop on wgmma (e4m3 x e4m3, B K-major), operands by cp.async into 4 stages of 49152 bytes with one block barrier per k-step
// REMARK-DAG: remark: kiln-tile: 128x256x128 k-loop on wgmma (e4m3 x e4m3, B K-major), operands by TMA into a ring of 4 stages of 49152 bytes with mbarrier full/empty barriers, filled by a producer warpgroup (setmaxnreg 40/232), persistent
// CHECK-LABEL: .entry gemm_nt(
// CHECK: wgmma.mma_async.sync.aligned.m64n256k32.f32.e4m3.e4m3
// CHECK-LABEL: .entry gemm_nt__kiln_contiguous(
// CHECK: .reqntid 384, 1, 1
// CHECK: setmaxnreg.dec.sync.aligned.u32 40;
// CHECK: mbarrier.arrive.expect_tx.shared.b64
// CHECK-COUNT-2: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK-NOT: cp.async.bulk.tensor
// CHECK: setmaxnreg.inc.sync.aligned.u32 232;
// CHECK: mbarrier.try_wait.parity.shared.b64
// CHECK-NOT: {{bar.sync|cp.async|ld.shared}}
// CHECK: wgmma.fence.sync.aligned;
// CHECK-NOT: {{bar.sync|cp.async|ld.shared}}
// CHECK-COUNT-4: wgmma.mma_async.sync.aligned.m64n256k32.f32.e4m3.e4m3 {{.*}}, p, 1,  1;
// CHECK-NOT: {{bar.sync|cp.async|ld.shared|wgmma.mma_async}}
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK-NEXT: wgmma.wait_group.sync.aligned 1;
// CHECK-NOT: {{bar.sync|cp.async|ld.shared|wgmma.mma_async}}
// CHECK: mbarrier.arrive.shared.b64
// PTXAS-LABEL: Compiling entry function 'gemm_nt__kiln_contiguous' for 'sm_90a'
// PTXAS-NEXT: Function properties for gemm_nt__kiln_contiguous
// PTXAS-NEXT: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
// BUNDLE-LABEL: kernel gemm_nt__kiln_contiguous
// BUNDLE: threads 384 1 1
// BUNDLE: persistent
// BUNDLE: tensor-map-sources {{[0-9]+}}=0:1:2:128x128:128 {{[0-9]+}}=5:1:2:256x128:128
// SM90-LABEL: .entry gemm_nt(
// SM90-NOT: wgmma
// SM90-NOT: ldmatrix.sync.aligned.m8n8.x4.trans
// SM90: cp.async.cg.shared.global
// SM90: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// SM90: mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32
// SM90-NOT: ldmatrix.sync.aligned.m8n8.x4.trans
// SM90-LABEL: .entry gemm_nt__kiln_contiguous(
// OLDER: ok sm_89
// OLDER: ok sm_90
// OLDER: ok sm_100a
// OLDER: ok sm_120
KILN_TILE_KERNEL KILN_NUM_WARPS(8) void gemm_nt(tensor<const kiln::fp8_e4m3, 2> a,
                                               tensor<const kiln::fp8_e4m3, 2> b,
                                               tensor<__bf16, 2> c, float scale_a, float scale_b) {
  int64_t m = block_id(0) * 128, n = block_id(1) * 256;
  auto acc = zeros<float, 128, 256>();
  for (int64_t k = 0; k < a.shape(1); k += 128)
    acc = mma(load<128, 128>(a, m, k), transpose(load<256, 128>(b, n, k)), acc);
  store(c, cast<__bf16>(acc * (scale_a * scale_b)), m, n);
}
