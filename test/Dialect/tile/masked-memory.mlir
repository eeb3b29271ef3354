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

// Masked gathers and scatters (tl.load(ptrs, mask=, other=), tl.store(ptrs,
// v, mask=)) and a tile padding (Triton's tile-valued `other`): element i
// of the padding stands in for element i.
// CHECK-LABEL: func.func @masked_indexed
// CHECK: tile.gather %{{.*}}[%{{.*}}, %{{.*}}] mask %{{.*}} : !tile.view<f32, 2>[tensor<4x256xi64>, tensor<4x256xi64>] -> tensor<4x256xf32>
// CHECK: tile.gather %{{.*}}[%{{.*}}, %{{.*}}] mask %{{.*}} padding %{{.*}} : f32 : !tile.view<f32, 2>[tensor<4x256xi64>, tensor<4x256xi64>] -> tensor<4x256xf32>
// CHECK: tile.gather %{{.*}}[%{{.*}}, %{{.*}}] mask %{{.*}} padding %{{.*}} : tensor<4x256xf32> : !tile.view<f32, 2>[tensor<4x256xi64>, tensor<4x256xi64>] -> tensor<4x256xf32>
// CHECK: tile.load %{{.*}}[%{{.*}}, %{{.*}}] mask %{{.*}} padding %{{.*}} : tensor<4x256xf32> : !tile.view<f32, 2> -> tensor<4x256xf32>
// CHECK: tile.scatter %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} mask %{{.*}} : !tile.view<f32, 2>[tensor<4x256xi64>, tensor<4x256xi64>], tensor<4x256xf32>
// CHECK: tile.scatter %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} mask %{{.*}} atomic_add : !tile.view<f32, 2>[tensor<4x256xi64>, tensor<4x256xi64>], tensor<4x256xf32>
func.func @masked_indexed(%x: !tile.view<f32, 2>, %y: !tile.view<f32, 2>, %rows: tensor<4x256xi64>, %cols: tensor<4x256xi64>, %m: tensor<4x256xi1>, %o: tensor<4x256xf32>, %i: i64) {
  %ninf = arith.constant 0xFF800000 : f32
  %a = tile.gather %x[%rows, %cols] mask %m : !tile.view<f32, 2>[tensor<4x256xi64>, tensor<4x256xi64>] -> tensor<4x256xf32>
  %b = tile.gather %x[%rows, %cols] mask %m padding %ninf : f32 : !tile.view<f32, 2>[tensor<4x256xi64>, tensor<4x256xi64>] -> tensor<4x256xf32>
  %c = tile.gather %x[%rows, %cols] mask %m padding %o : tensor<4x256xf32> : !tile.view<f32, 2>[tensor<4x256xi64>, tensor<4x256xi64>] -> tensor<4x256xf32>
  %d = tile.load %x[%i, %i] mask %m padding %c : tensor<4x256xf32> : !tile.view<f32, 2> -> tensor<4x256xf32>
  tile.scatter %y[%rows, %cols], %a mask %m : !tile.view<f32, 2>[tensor<4x256xi64>, tensor<4x256xi64>], tensor<4x256xf32>
  tile.scatter %y[%rows, %cols], %b mask %m atomic_add : !tile.view<f32, 2>[tensor<4x256xi64>, tensor<4x256xi64>], tensor<4x256xf32>
  tile.scatter %y[%rows, %cols], %d : !tile.view<f32, 2>[tensor<4x256xi64>, tensor<4x256xi64>], tensor<4x256xf32>
  return
}
