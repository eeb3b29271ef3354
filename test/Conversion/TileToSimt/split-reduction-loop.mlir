// RUN: kiln-opt %s -tile-split-reduction-loop -tile-assign-layouts -tile-convert-layouts -convert-tile-to-simt 2>%t.err | FileCheck %s
// RUN: not grep -E 'error:' %t.err

// A split loop's marks become the bundle's `split` entry in flattened
// positions: the split count is parameter 8 (after x's 5 and y's 3), the
// workspace pointer parameter 9; a slot holds the [64] f32 column sums
// (the reduction after the loop runs before the store), 256 bytes; the
// trips are known only at run time: at launch, from x's rows (its view
// argument 0's dimension 0 before the flattening, the i64 parameter 1
// after it). simt.split_loop named S's parameter before the flattening (2:
// after x and y) and names it after it.
// CHECK-LABEL: func.func @col_sum
// CHECK-SAME: %arg8: i32, %arg9: !simt.ptr<i8, global>
// CHECK-SAME: simt.split_loop = array<i64: 8, 256, 0, 8192, 1, 0, 0, 32>
// The arrival, as simt: the counter's add by thread 0, acq_rel at device scope.
// CHECK: simt.fence device order(acq_rel)
// CHECK: simt.barrier_reduce or
// CHECK: simt.thread_id x
// CHECK: simt.atomic_rmw add %{{.*}}, %{{.*}} scope(device) order(acq_rel) : !simt.ptr<i32, global>, i32
// CHECK: simt.barrier_reduce or
func.func @col_sum(%x: !tile.view<f32, 2>, %y: !tile.view<f32, 1>) attributes {simt.kernel, tile.num_warps = 4 : i32} {
  %0 = tile.program_id 0
  %1 = arith.extui %0 : i32 to i64
  %c64 = arith.constant 64 : i64
  %c = arith.muli %1, %c64 : i64
  %zero = arith.constant dense<0.000000e+00> : tensor<32x64xf32>
  %c0 = arith.constant 0 : i64
  %rows = tile.view_dim %x, 0 : !tile.view<f32, 2>
  %c32 = arith.constant 32 : i64
  %acc = scf.for %r = %c0 to %rows step %c32 iter_args(%a = %zero) -> (tensor<32x64xf32>) : i64 {
    %t = tile.load %x[%r, %c] : !tile.view<f32, 2> -> tensor<32x64xf32>
    %n = arith.addf %a, %t : tensor<32x64xf32>
    scf.yield %n : tensor<32x64xf32>
  }
  %s = tile.reduce %acc, 0 : tensor<32x64xf32> -> tensor<64xf32> {
  ^bb0(%p: f32, %q: f32):
    %v = arith.addf %p, %q : f32
    tile.yield %v : f32
  }
  tile.store %y[%c], %s : !tile.view<f32, 1>, tensor<64xf32>
  return
}
