// RUN: kiln-opt %s | kiln-opt | FileCheck %s
// RUN: kiln-opt %s --mlir-print-op-generic | kiln-opt | FileCheck %s

// tile.sort (keys only, descending, unsigned, with values), tile.topk and
// tile.histogram (with and without a mask) print as they parse.
// CHECK-LABEL: func.func @sorts
// CHECK: tile.sort %{{.*}}, 1 descending : tensor<4x1024xf32>
// CHECK: tile.sort %{{.*}}, 0 unsigned values(%{{.*}}, %{{.*}} : tensor<256xi32>, tensor<256xbf16>) -> tensor<256xi32>, tensor<256xbf16> : tensor<256xi32>
// CHECK: tile.topk %{{.*}}, 1, 8 : tensor<4x1024xf32> -> tensor<4x8xf32>, tensor<4x8xi32>
// CHECK: tile.topk %{{.*}}, 0, 4 unsigned : tensor<256xi32> -> tensor<4xi32>, tensor<4xi32>
func.func @sorts(%x: tensor<4x1024xf32>, %k: tensor<256xi32>, %v: tensor<256xbf16>)
    -> (tensor<4x1024xf32>, tensor<256xi32>, tensor<256xbf16>, tensor<4x8xi32>, tensor<4xi32>) {
  %s = tile.sort %x, 1 descending : tensor<4x1024xf32>
  %sk, %si, %sv = tile.sort %k, 0 unsigned values(%k, %v : tensor<256xi32>, tensor<256xbf16>) -> tensor<256xi32>, tensor<256xbf16> : tensor<256xi32>
  %tv, %ti = tile.topk %x, 1, 8 : tensor<4x1024xf32> -> tensor<4x8xf32>, tensor<4x8xi32>
  %uv, %ui = tile.topk %k, 0, 4 unsigned : tensor<256xi32> -> tensor<4xi32>, tensor<4xi32>
  return %s, %si, %sv, %ti, %uv : tensor<4x1024xf32>, tensor<256xi32>, tensor<256xbf16>, tensor<4x8xi32>, tensor<4xi32>
}

// CHECK-LABEL: func.func @histograms
// CHECK: tile.histogram %{{.*}} : tensor<1024xi32> -> tensor<64xi32>
// CHECK: tile.histogram %{{.*}} mask %{{.*}} : tensor<32x32xi8>, tensor<32x32xi1> -> tensor<16xi32>
func.func @histograms(%x: tensor<1024xi32>, %y: tensor<32x32xi8>, %m: tensor<32x32xi1>) -> (tensor<64xi32>, tensor<16xi32>) {
  %h = tile.histogram %x : tensor<1024xi32> -> tensor<64xi32>
  %g = tile.histogram %y mask %m : tensor<32x32xi8>, tensor<32x32xi1> -> tensor<16xi32>
  return %h, %g : tensor<64xi32>, tensor<16xi32>
}
