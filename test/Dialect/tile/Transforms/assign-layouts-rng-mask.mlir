// RUN: kiln-opt %s -tile-assign-layouts -tile-convert-layouts | FileCheck %s

// A counter-based RNG's keep mask (dropout: a murmur3 finaliser of the
// element index, 13 integer ops on an arange, compared with p) is index
// arithmetic: it is remade in the layout of the data it masks and in that of
// the bool tile stored, rather than computed once and converted through
// shared memory. Only the element-wise ops count against the limit of what
// is recomputed: the splats of its constants and their conversions cost
// nothing to remake (counted, they made 35 tiles, over the limit of 32, and
// the kernel took 6 KiB of shared memory for two conversions).
// CHECK-LABEL: func.func @dropout
// CHECK-NOT: tile.convert_layout
// CHECK: tile.load %arg0[%{{.*}}] : !tile.view<f16, 1> -> tensor<1024xf16, #[[L:blocked[0-9]*]]>
// CHECK-NOT: tile.convert_layout
// CHECK: tile.store %arg1[%{{.*}}], %{{.*}} : !tile.view<f16, 1>, tensor<1024xf16, #[[L]]>
// CHECK-NOT: tile.convert_layout
// CHECK: tile.store %arg2[%{{.*}}], %{{.*}} : !tile.view<i8, 1>, tensor<1024xi8, #{{.*}}>
// CHECK-NOT: tile.convert_layout
module {
  func.func @dropout(%arg0: !tile.view<f16, 1>, %arg1: !tile.view<f16, 1>, %arg2: !tile.view<i8, 1>, %arg3: i32, %arg4: f32) attributes {simt.kernel, tile.num_warps = 4 : i32} {
    %0 = tile.program_id 0
    %1 = arith.extui %0 : i32 to i64
    %c1024_i64 = arith.constant 1024 : i64
    %2 = arith.muli %1, %c1024_i64 : i64
    %3 = tile.arange 0 : tensor<1024xi64>
    %4 = tile.splat %2 : tensor<1024xi64>
    %5 = arith.addi %3, %4 : tensor<1024xi64>
    %6 = arith.trunci %5 : tensor<1024xi64> to tensor<1024xi32>
    %c-1640531527_i32 = arith.constant -1640531527 : i32
    %7 = arith.muli %arg3, %c-1640531527_i32 : i32
    %8 = tile.splat %7 : tensor<1024xi32>
    %9 = arith.xori %6, %8 : tensor<1024xi32>
    %c16_i32 = arith.constant 16 : i32
    %10 = tile.splat %c16_i32 : tensor<1024xi32>
    %11 = arith.shrui %9, %10 : tensor<1024xi32>
    %12 = arith.xori %9, %11 : tensor<1024xi32>
    %c-2048144789_i32 = arith.constant -2048144789 : i32
    %13 = tile.splat %c-2048144789_i32 : tensor<1024xi32>
    %14 = arith.muli %12, %13 : tensor<1024xi32>
    %c13_i32 = arith.constant 13 : i32
    %15 = tile.splat %c13_i32 : tensor<1024xi32>
    %16 = arith.shrui %14, %15 : tensor<1024xi32>
    %17 = arith.xori %14, %16 : tensor<1024xi32>
    %c-1028477387_i32 = arith.constant -1028477387 : i32
    %18 = tile.splat %c-1028477387_i32 : tensor<1024xi32>
    %19 = arith.muli %17, %18 : tensor<1024xi32>
    %c16_i32_0 = arith.constant 16 : i32
    %20 = tile.splat %c16_i32_0 : tensor<1024xi32>
    %21 = arith.shrui %19, %20 : tensor<1024xi32>
    %22 = arith.xori %19, %21 : tensor<1024xi32>
    %c8_i32 = arith.constant 8 : i32
    %23 = tile.splat %c8_i32 : tensor<1024xi32>
    %24 = arith.shrui %22, %23 : tensor<1024xi32>
    %25 = arith.uitofp %24 : tensor<1024xi32> to tensor<1024xf32>
    %cst = arith.constant 5.96046448E-8 : f32
    %26 = tile.splat %cst : tensor<1024xf32>
    %27 = arith.mulf %25, %26 : tensor<1024xf32>
    %28 = tile.splat %arg4 : tensor<1024xf32>
    %29 = arith.cmpf oge, %27, %28 : tensor<1024xf32>
    %30 = tile.load %arg0[%2] : !tile.view<f16, 1> -> tensor<1024xf16>
    %31 = arith.extf %30 : tensor<1024xf16> to tensor<1024xf32>
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %32 = arith.subf %cst_2, %arg4 : f32
    %33 = arith.divf %cst_1, %32 : f32
    %34 = tile.splat %33 : tensor<1024xf32>
    %35 = arith.mulf %31, %34 : tensor<1024xf32>
    %cst_3 = arith.constant 0.000000e+00 : f32
    %36 = tile.splat %cst_3 : tensor<1024xf32>
    %37 = arith.select %29, %35, %36 : tensor<1024xi1>, tensor<1024xf32>
    %38 = arith.truncf %37 : tensor<1024xf32> to tensor<1024xf16>
    tile.store %arg1[%2], %38 : !tile.view<f16, 1>, tensor<1024xf16>
    %39 = arith.extui %29 : tensor<1024xi1> to tensor<1024xi8>
    tile.store %arg2[%2], %39 : !tile.view<i8, 1>, tensor<1024xi8>
    return
  }
}

