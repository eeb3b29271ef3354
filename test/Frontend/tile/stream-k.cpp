// Stream-K for the persistent tile GEMM on sm_90a (kilnc -ftile-stream-k, off by default: slower
// than one tile per unit on the H200, docs/benchmarks.md; TileToSimt/PersistentTiles.cpp). The remark names the schedule and its
// cost model; the contiguous variant takes a workspace pointer after the three grid parameters
// (param 18, before the two TMA descriptors), which the bundle sizes per program (`persistent 15
// 1 132096`: 256 consumer threads x (1 flag + 128 accumulator registers) x 4 bytes). A
// contributing unit stores its registers, then releases its flag (st.release.gpu); a fixing unit
// polls each contributor's flag with ld.acquire.gpu and a nanosleep back-off (the poll must
// survive: a loop of a read-only atomic load alone was erased as dead), adds its sums and clears
// the flag. bf16 and fp16 alike; ptxas accepts both with no spills.
// Without it (the default, or -fno-tile-stream-k last) the persistent kernel has no workspace,
// `persistent 15 1`.
// REQUIRES: ptxas
// RUN: kilnc %s --arch=sm_90a -ftile-stream-k -Rpass=kiln-tile -o %t.ptx 2>%t.err
// RUN: not grep -E 'error:|warning:' %t.err
// RUN: FileCheck %s --check-prefix=REMARK < %t.err
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90a -v %t.ptx -o %t.cubin 2>%t.ptxas
// RUN: FileCheck %s --check-prefix=PTXAS < %t.ptxas
// RUN: FileCheck %s --check-prefix=PTXAS16 < %t.ptxas
// RUN: kilnc %s --arch=sm_90a -ftile-stream-k --emit=simt -o %t.simt.mlir
// RUN: FileCheck %s --check-prefix=SIMT < %t.simt.mlir
// RUN: kilnc %s --arch=sm_90a -ftile-stream-k --emit=bundle -o %t.kbundle
// RUN: FileCheck %s --check-prefix=BUNDLE < %t.kbundle
// RUN: kilnc %s --arch=sm_90a --emit=bundle -o %t.off.kbundle
// RUN: FileCheck %s --check-prefix=OFF < %t.off.kbundle
// RUN: kilnc %s --arch=sm_90a -ftile-stream-k -fno-tile-stream-k -o %t.off.ptx
// RUN: FileCheck %s --check-prefix=OFFPTX < %t.off.ptx
// REMARK: persistent: one program per SM over the launch grid's tiles in grouped order, stream-K: the last two waves' k-steps split evenly over the programs when the last wave leaves over a fifth of them idle (partial tiles summed in program order through a workspace)
// CHECK-LABEL: .entry matmul__kiln_contiguous(
// CHECK: .param .u32 matmul__kiln_contiguous_param_17,
// CHECK-NEXT: .param .u64 .ptr .global .align 1 matmul__kiln_contiguous_param_18,
// CHECK-NEXT: .param .align 64 .b8 matmul__kiln_contiguous_param_19[128],
// CHECK: st.release.gpu.global.b32 {{.*}}, 1;
// CHECK: ld.acquire.gpu.global.b32
// CHECK: nanosleep.u32
// CHECK-LABEL: .entry matmul_f16__kiln_contiguous(
// CHECK-DAG: wgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16
// CHECK-DAG: st.release.gpu.global.b32 {{.*}}, 1;
// CHECK-DAG: ld.acquire.gpu.global.b32
// PTXAS: Function properties for matmul__kiln_contiguous
// PTXAS-NEXT: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
// PTXAS16: Function properties for matmul_f16__kiln_contiguous
// PTXAS16-NEXT: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
// SIMT-LABEL: func.func @matmul__kiln_contiguous(
// SIMT-SAME: !simt.ptr<i32, global>
// SIMT-SAME: kiln.persistent_grid = array<i64: 15, 1, 132096>
// SIMT: simt.atomic_store {{.*}} scope(device) order(release)
// SIMT: simt.atomic_load {{.*}} scope(device) order(acquire)
// BUNDLE-LABEL: kernel matmul__kiln_contiguous
// BUNDLE: param 18 pointer 8 8
// BUNDLE: persistent 15 1 132096{{$}}
// BUNDLE: tensor-map-sources 19=0:2:2:128x64:128 20=5:2:2:64x64:128
// BUNDLE-LABEL: kernel matmul_f16__kiln_contiguous
// BUNDLE: persistent 15 1 132096{{$}}
// OFF-LABEL: kernel matmul__kiln_contiguous
// OFF-NOT: param 18 pointer
// OFF: persistent 15 1{{$}}
// OFF: tensor-map-sources 18=0:2:2:128x64:128
// OFFPTX-LABEL: .entry matmul__kiln_contiguous(
// OFFPTX-NOT: ld.acquire
// OFFPTX-NOT: st.release
// OFFPTX: ret;
#include <kiln/tile.hpp>
using namespace kiln::tile;

KILN_TILE_KERNEL KILN_NUM_WARPS(8) void matmul(tensor<const __bf16, 2> a, tensor<const __bf16, 2> b, tensor<float, 2> c) {
  int64_t m = block_id(0) * 128, n = block_id(1) * 256;
  auto acc = zeros<float, 128, 256>();
  for (int64_t k = 0; k < a.shape(1); k += 64)
    acc = mma(load<128, 64>(a, m, k), load<64, 256>(b, k, n), acc);
  store(c, acc, m, n);
}

KILN_TILE_KERNEL KILN_NUM_WARPS(8) void matmul_f16(tensor<const _Float16, 2> a, tensor<const _Float16, 2> b,
                                                   tensor<float, 2> c) {
  int64_t m = block_id(0) * 128, n = block_id(1) * 256;
  auto acc = zeros<float, 128, 256>();
  for (int64_t k = 0; k < a.shape(1); k += 64)
    acc = mma(load<128, 64>(a, m, k), load<64, 256>(b, k, n), acc);
  store(c, acc, m, n);
}
