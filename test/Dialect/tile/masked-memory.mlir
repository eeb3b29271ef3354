// RUN: kiln-opt %s | kiln-opt | FileCheck %s
// RUN: kiln-opt %s --mlir-print-op-generic | kiln-opt | FileCheck %s

// Masked loads and stores (tl.load(mask=, other=), tl.store(mask=)): the
// mask has the tile's shape and layout, of i1; its type is not spelled.
// CHECK-LABEL: func.func @masked
// CHECK: tile.load %{{.*}}[%{{.*}}] mask %{{.*}} : !tile.view<f32, 1> -> tensor<1024xf32>
// CHECK: tile.load %{{.*}}[%{{.*}}] mask %{{.*}} padding %{{.*}} : f32 : !tile.view<f32, 1> -> tensor<1024xf32>
// CHECK: tile.store %{{.*}}[%{{.*}}], %{{.*}} mask %{{.*}} : !tile.view<f32, 1>, tensor<1024xf32>
// CHECK: tile.store %{{.*}}[%{{.*}}], %{{.*}} : !tile.view<f32, 1>, tensor<1024xf32>
func.func @masked(%x: !tile.view<f32, 1>, %out: !tile.view<f32, 1>, %i: i64, %n: i64) {
  %r = tile.arange 0 : tensor<1024xi64>
  %o = tile.splat %i : tensor<1024xi64>
  %idx = arith.addi %r, %o : tensor<1024xi64>
  %ns = tile.splat %n : tensor<1024xi64>
  %m = arith.cmpi slt, %idx, %ns : tensor<1024xi64>
  %ninf = arith.constant 0xFF800000 : f32
  %a = tile.load %x[%i] mask %m : !tile.view<f32, 1> -> tensor<1024xf32>
  %b = tile.load %x[%i] mask %m padding %ninf : f32 : !tile.view<f32, 1> -> tensor<1024xf32>
  %s = arith.addf %a, %b : tensor<1024xf32>
  tile.store %out[%i], %s mask %m : !tile.view<f32, 1>, tensor<1024xf32>
  tile.store %out[%i], %s : !tile.view<f32, 1>, tensor<1024xf32>
  return
}

// With layouts: the mask carries the value's.
// CHECK-LABEL: func.func @masked_layout
// CHECK: tile.store %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} mask %{{.*}} : !tile.view<bf16, 2>, tensor<2x256xbf16, #blocked>
#blocked = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [2, 1], order = [1, 0]>
func.func @masked_layout(%y: !tile.view<bf16, 2>, %v: tensor<2x256xbf16, #blocked>, %m: tensor<2x256xi1, #blocked>, %r: i64, %c: i64) {
  tile.store %y[%r, %c], %v mask %m : !tile.view<bf16, 2>, tensor<2x256xbf16, #blocked>
  return
}
