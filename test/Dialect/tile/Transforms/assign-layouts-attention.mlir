// RUN: kiln-opt %s -tile-assign-layouts -tile-convert-layouts | FileCheck %s

// An attention step (examples/tile_attention.cpp, reduced): P = exp2(Q K^T -
// rowmax) feeds the second dot's A operand, and the accumulator is rescaled
// by the body before that dot takes it.
// - The two dots form a chain, so both take warps along the rows only
//   ([8, 1]): each warp owns whole rows of P, and P's accumulator layout is
//   the A operand's in registers (a convert with no shared scratch).
// - The accumulator starts as zeros but the body produces it in the mma
//   layout: it is carried in that layout (it was carried in a blocked layout,
//   converted to the mma layout and back every iteration, 2 x 32 KiB).
// - Q does not change in the loop: its operand conversion is made once,
//   before the loop.
// CHECK: #[[$MMA:mma[0-9]*]] = #tile.mma<version = 2, warpsPerCTA = [8, 1]>
// CHECK-NOT: #tile.mma<
// CHECK-LABEL: func.func @attention_step
// CHECK: tile.convert_layout %{{.*}} {scratch = {{.*}}} : tensor<128x64xbf16, #{{.*}}> -> tensor<128x64xbf16, #[[A:dot_op[0-9]*]]>
// CHECK: scf.for {{.*}} -> (tensor<128x64xf32, #[[$MMA]]>, tensor<128xf32, #{{.*}}>)
// CHECK-NOT: tensor<128x64xf32, #blocked
// CHECK: tile.convert_layout %{{.*}} : tensor<128x64xbf16, #[[$MMA]]> -> tensor<128x64xbf16, #[[A]]>
// CHECK-NOT: tensor<128x64xf32, #blocked
// CHECK: scf.yield
module {
  func.func @attention_step(%arg0: !tile.view<bf16, 2>, %arg1: !tile.view<bf16, 2>, %arg2: !tile.view<bf16, 2>, %arg3: !tile.view<f32, 2>) attributes {simt.kernel, tile.num_warps = 8 : i32} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.extsi %c0_i32 : i32 to i64
    %c0_i32_0 = arith.constant 0 : i32
    %1 = arith.extsi %c0_i32_0 : i32 to i64
    %2 = tile.load %arg0[%0, %1] : !tile.view<bf16, 2> -> tensor<128x64xbf16>
    %cst = arith.constant 0xFF800000 : f32
    %3 = tile.splat %cst : tensor<128xf32>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<128x64xf32>
    %c0_i64 = arith.constant 0 : i64
    %4 = tile.view_dim %arg1, 0 : !tile.view<bf16, 2>
    %c64_i64 = arith.constant 64 : i64
    %5:2 = scf.for %arg4 = %c0_i64 to %4 step %c64_i64 iter_args(%arg5 = %cst_1, %arg6 = %3) -> (tensor<128x64xf32>, tensor<128xf32>)  : i64 {
      %c0_i32_4 = arith.constant 0 : i32
      %8 = arith.extsi %c0_i32_4 : i32 to i64
      %9 = tile.load %arg1[%arg4, %8] : !tile.view<bf16, 2> -> tensor<64x64xbf16>
      %10 = tile.permute %9, [1, 0] : tensor<64x64xbf16> -> tensor<64x64xbf16>
      %cst_5 = arith.constant dense<0.000000e+00> : tensor<128x64xf32>
      %11 = tile.dot %2, %10, %cst_5 : tensor<128x64xbf16>, tensor<64x64xbf16>, tensor<128x64xf32> -> tensor<128x64xf32>
      %12 = tile.reduce %11, 1 : tensor<128x64xf32> -> tensor<128xf32> {
      ^bb0(%arg7: f32, %arg8: f32):
        %27 = arith.maximumf %arg7, %arg8 : f32
        tile.yield %27 : f32
      }
      %13 = arith.maximumf %arg6, %12 : tensor<128xf32>
      %14 = tile.expand_dims %13, 1 : tensor<128xf32> -> tensor<128x1xf32>
      %15 = tile.broadcast %14 : tensor<128x1xf32> -> tensor<128x64xf32>
      %16 = arith.subf %11, %15 : tensor<128x64xf32>
      %17 = math.exp2 %16 : tensor<128x64xf32>
      %18 = arith.subf %arg6, %13 : tensor<128xf32>
      %19 = math.exp2 %18 : tensor<128xf32>
      %20 = tile.expand_dims %19, 1 : tensor<128xf32> -> tensor<128x1xf32>
      %21 = tile.broadcast %20 : tensor<128x1xf32> -> tensor<128x64xf32>
      %22 = arith.mulf %arg5, %21 : tensor<128x64xf32>
      %23 = arith.truncf %17 : tensor<128x64xf32> to tensor<128x64xbf16>
      %c0_i32_6 = arith.constant 0 : i32
      %24 = arith.extsi %c0_i32_6 : i32 to i64
      %25 = tile.load %arg2[%arg4, %24] : !tile.view<bf16, 2> -> tensor<64x64xbf16>
      %26 = tile.dot %23, %25, %22 : tensor<128x64xbf16>, tensor<64x64xbf16>, tensor<128x64xf32> -> tensor<128x64xf32>
      scf.yield %26, %13 : tensor<128x64xf32>, tensor<128xf32>
    }
    %c0_i32_2 = arith.constant 0 : i32
    %6 = arith.extsi %c0_i32_2 : i32 to i64
    %c0_i32_3 = arith.constant 0 : i32
    %7 = arith.extsi %c0_i32_3 : i32 to i64
    tile.store %arg3[%6, %7], %5#0 : !tile.view<f32, 2>, tensor<128x64xf32>
    return
  }
}

