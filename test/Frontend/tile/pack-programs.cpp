// Small tile programs share a block (simt-pack-programs, issue 16): a 1-warp
// row program runs up to 4 to a block of up to 128 threads, a 2-warp program
// whose row reduction goes through shared memory and a block barrier up to 2
// to a block, each on its own named barrier and its own copy of the buffer.
// The launch picks how many (blockDim.x / program threads, read from %ntid.x):
// the PTX takes the program count in a last u32 parameter and bounds the
// block (.maxntid, not .reqntid); the bundle records `packed <count-param>
// <P>`, `packed-at-launch` and the largest block; ptxas accepts both.
// -ftile-pack-programs=0 keeps one program per block; -ftile-pack-programs=8
// asks for up to 8.
// REQUIRES: ptxas
// RUN: kilnc %s --arch=sm_90a -Rpass=kiln-tile -o %t.ptx 2>%t.err
// RUN: FileCheck %s --check-prefix=REMARK < %t.err
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
// RUN: kilnc %s --arch=sm_90a --emit=bundle -o %t.kbundle
// RUN: FileCheck %s --check-prefix=BUNDLE < %t.kbundle
// RUN: kilnc %s --arch=sm_90a -ftile-pack-programs=0 --emit=bundle -o %t.off.kbundle
// RUN: FileCheck %s --check-prefix=OFF < %t.off.kbundle
// RUN: kilnc %s --arch=sm_90a -ftile-pack-programs=8 -o %t.eight.ptx
// RUN: FileCheck %s --check-prefix=EIGHT < %t.eight.ptx
// RUN: %ptxas -arch=sm_90a %t.eight.ptx -o %t.eight.cubin
#include <kiln/tile.hpp>
using namespace kiln::tile;

// REMARK: pack-programs.cpp:[[@LINE+1]]:{{[0-9]+}}: remark: kiln-tile: 'row_softmax' runs up to 4 programs of 1 warp per block of 128 threads
KILN_TILE_KERNEL void row_softmax(tensor<const float, 2> x, tensor<float, 2> y) {
  int64_t r = block_id(0);
  auto t = load<1, 256>(x, -__builtin_inff(), r, 0);
  auto e = exp(t - expand_dims<1>(max<1>(t)));
  store(y, e / expand_dims<1>(sum<1>(e)), r, 0);
}

// REMARK: pack-programs.cpp:[[@LINE+1]]:{{[0-9]+}}: remark: kiln-tile: 'row_sum2' runs up to 2 programs of 2 warps per block of 128 threads
KILN_TILE_KERNEL KILN_NUM_WARPS(2) void row_sum2(tensor<const float, 2> x, tensor<float, 1> y) {
  int64_t r = block_id(0);
  store(y, sum<1>(load<1, 512>(x, r, 0)), r);
}

// x: 1 view of rank 2 (5 parameters), y: 5 more; the count is parameter 10.
// CHECK-LABEL: .entry row_softmax(
// CHECK: .param .u32 row_softmax_param_10
// CHECK-NEXT: )
// CHECK-NEXT: .maxntid 128, 1, 1
// CHECK-NOT: .reqntid
// The slots this launch has: %ntid.x / 32 (a shift); the guard: slots past the
// program count return.
// CHECK: mov.u32 %[[NTID:r[0-9]+]], %ntid.x;
// CHECK: shr.u32 %r{{[0-9]+}}, %[[NTID]], 5;
// CHECK: setp.{{.*}}
// CHECK-LABEL: .entry row_sum2(
// CHECK: .param .u32 row_sum2_param_8
// CHECK-NEXT: )
// CHECK-NEXT: .maxntid 128, 1, 1
// CHECK-NOT: .reqntid
// CHECK: .shared .align 16 .b8
// CHECK: mov.u32 %[[NTID2:r[0-9]+]], %ntid.x;
// CHECK: shr.u32 %r{{[0-9]+}}, %[[NTID2]], 6;
// Not .aligned: the slots past the count skip it.
// CHECK: barrier.sync %r{{[0-9]+}}, 64;
// EIGHT-LABEL: .entry row_softmax(
// EIGHT: .maxntid 256, 1, 1
// EIGHT-LABEL: .entry row_sum2(
// EIGHT: .maxntid 512, 1, 1

// BUNDLE-LABEL: kernel row_softmax
// BUNDLE: param 10 value 4 4 i32
// BUNDLE: threads 128 1 1
// BUNDLE: packed 10 4
// BUNDLE-NEXT: packed-at-launch
// BUNDLE-LABEL: kernel row_softmax__kiln_contiguous
// BUNDLE: threads 128 1 1
// BUNDLE: packed 10 4
// BUNDLE-NEXT: packed-at-launch
// BUNDLE-LABEL: kernel row_sum2
// BUNDLE: threads 128 1 1
// BUNDLE: packed 8 2
// BUNDLE-NEXT: packed-at-launch
// OFF-LABEL: kernel row_softmax
// OFF-NOT: param 10
// OFF: threads 32 1 1
// OFF-NOT: packed
// OFF-LABEL: kernel row_sum2
// OFF: threads 64 1 1
// OFF-NOT: packed
