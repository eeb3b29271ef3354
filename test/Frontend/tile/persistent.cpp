// examples/tile_gemm.cpp's 128x256x64 bf16 GEMM on sm_90a, persistent by default (measured on the
// H200, docs/benchmarks.md; -ftile-persistent spells it out): the contiguous variant (384 threads, a producer warpgroup) loops over the
// programs of the launch grid, which it takes in three u32 parameters after the flattened
// arguments (15 = 3 views x 5), before the two TMA descriptors (stream-K's workspace pointer would
// come between them, stream-k.cpp, which is off by default); the bundle says so (`persistent 15 1`:
// one program per SM, no workspace), the kernel as written is unchanged. The producer
// thread's loop over its tiles holds the TMA loads, the consumers' loop over tiles the
// wgmma k-loop and the epilogue's stores. ptxas accepts it with no spills.
// REQUIRES: ptxas
// RUN: kilnc %s --arch=sm_90a -Rpass=kiln-tile -o %t.ptx 2>%t.err
// RUN: not grep -E 'error:|warning:' %t.err
// RUN: FileCheck %s --check-prefix=REMARK < %t.err
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90a -v %t.ptx -o %t.cubin 2>%t.ptxas
// RUN: FileCheck %s --check-prefix=PTXAS < %t.ptxas
// RUN: kilnc %s --arch=sm_90a --emit=bundle -o %t.kbundle
// RUN: kilnc %s --arch=sm_90a -ftile-warp-specialize -ftile-persistent --emit=bundle -o %t.explicit.kbundle
// RUN: cmp %t.kbundle %t.explicit.kbundle
// RUN: FileCheck %s --check-prefix=BUNDLE < %t.kbundle
// -fno-tile-persistent (the later of it and -ftile-persistent wins) and -fno-tile-warp-specialize
// (no producer warpgroup) give one program per tile.
// RUN: kilnc %s --arch=sm_90a -ftile-persistent -fno-tile-persistent --emit=bundle -o %t.nop.kbundle
// RUN: FileCheck %s --check-prefix=NOWS < %t.nop.kbundle
// RUN: kilnc %s --arch=sm_90a -fno-tile-warp-specialize --emit=bundle -o %t.nows.kbundle
// RUN: FileCheck %s --check-prefix=NOWS < %t.nows.kbundle
// REMARK: filled by a producer warpgroup (setmaxnreg 40/232), persistent: one program per SM over the launch grid's tiles in grouped order
// CHECK-LABEL: .entry matmul(
// CHECK-NOT: setmaxnreg
// CHECK-LABEL: .entry matmul__kiln_contiguous(
// CHECK: .param .u32 matmul__kiln_contiguous_param_15,
// CHECK-NEXT: .param .u32 matmul__kiln_contiguous_param_16,
// CHECK-NEXT: .param .u32 matmul__kiln_contiguous_param_17,
// CHECK-NEXT: .param .align 64 .b8 matmul__kiln_contiguous_param_18[128],
// CHECK-NEXT: .param .align 64 .b8 matmul__kiln_contiguous_param_19[128]
// CHECK-NOT: .param
// CHECK: .reqntid 384, 1, 1
// CHECK: setmaxnreg.dec.sync.aligned.u32 40;
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK: setmaxnreg.inc.sync.aligned.u32 232;
// (LLVM lays out the tile's end, the last stage's release and the stores, before the k-loop.)
// CHECK-NOT: cp.async.bulk.tensor
// CHECK: wgmma.wait_group.sync.aligned 0;
// CHECK: mbarrier.arrive.shared.b64
// CHECK: st.global.v2.b32
// CHECK-NOT: cp.async.bulk.tensor
// CHECK: wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16
// PTXAS: Compiling entry function 'matmul__kiln_contiguous' for 'sm_90a'
// PTXAS-NEXT: Function properties for matmul__kiln_contiguous
// PTXAS-NEXT: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
// BUNDLE-LABEL: kernel matmul
// BUNDLE-NOT: persistent
// BUNDLE: threads 256 1 1
// BUNDLE-LABEL: kernel matmul__kiln_contiguous
// BUNDLE: param 15 value 4 4
// BUNDLE: threads 384 1 1
// BUNDLE: persistent 15 1{{$}}
// BUNDLE: tensor-map-sources 18=0:2:2:128x64:128 19=5:2:2:64x64:128
// NOWS-NOT: persistent
#include <kiln/tile.hpp>
using namespace kiln::tile;

KILN_TILE_KERNEL KILN_NUM_WARPS(8) void matmul(tensor<const __bf16, 2> a, tensor<const __bf16, 2> b, tensor<float, 2> c) {
  int64_t m = block_id(0) * 128, n = block_id(1) * 256;
  auto acc = zeros<float, 128, 256>();
  for (int64_t k = 0; k < a.shape(1); k += 64)
    acc = mma(load<128, 64>(a, m, k), load<64, 256>(b, k, n), acc);
  store(c, acc, m, n);
}
