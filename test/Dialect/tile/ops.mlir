// RUN: kiln-opt %s | kiln-opt | FileCheck %s
// RUN: kiln-opt %s --mlir-print-op-generic | kiln-opt | FileCheck %s

// CHECK-DAG: #blocked = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-DAG: #slice = #tile.slice<dim = 1, parent = #blocked>
// CHECK-DAG: #mma = #tile.mma<version = 2, warpsPerCTA = [2, 2]>
// CHECK-DAG: #dot_op = #tile.dot_operand<opIdx = 0, parent = #mma>
// CHECK-DAG: #shared = #tile.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>

// CHECK-LABEL: func.func @views
// CHECK: tile.make_view %{{.*}}, shape[%{{.*}}, %{{.*}}], strides[%{{.*}}, %{{.*}}] : !simt.ptr<f32, global> -> !tile.view<f32, 2>
// CHECK: tile.view_dim %{{.*}}, 1 : !tile.view<f32, 2>
// CHECK: tile.view_stride %{{.*}}, 0 : !tile.view<f32, 2>
func.func @views(%p: !simt.ptr<f32, global>, %m: i64, %n: i64) -> i64 {
  %one = arith.constant 1 : i64
  %v = tile.make_view %p, shape [%m, %n], strides [%n, %one] : !simt.ptr<f32, global> -> !tile.view<f32, 2>
  %d = tile.view_dim %v, 1 : !tile.view<f32, 2>
  %s = tile.view_stride %v, 0 : !tile.view<f32, 2>
  %r = arith.addi %d, %s : i64
  return %r : i64
}

// CHECK-LABEL: func.func @vadd
// CHECK: tile.program_id 0
// CHECK: tile.num_programs 1
// CHECK: tile.load %{{.*}}[%{{.*}}] : !tile.view<f32, 1> -> tensor<1024xf32>
// CHECK: tile.load %{{.*}}[%{{.*}}] padding %{{.*}} : f32 : !tile.view<f32, 1> -> tensor<1024xf32>
// CHECK: tile.store %{{.*}}[%{{.*}}], %{{.*}} : !tile.view<f32, 1>, tensor<1024xf32>
// CHECK: tile.atomic_add %{{.*}}[%{{.*}}], %{{.*}} : !tile.view<f32, 1>, tensor<1024xf32>
func.func @vadd(%x: !tile.view<f32, 1>, %y: !tile.view<f32, 1>, %out: !tile.view<f32, 1>)
    attributes {simt.kernel, tile.num_warps = 8 : i32} {
  %pid = tile.program_id 0
  %np = tile.num_programs 1
  %c = arith.constant 1024 : i64
  %p = arith.extsi %pid : i32 to i64
  %i = arith.muli %p, %c : i64
  %pad = arith.constant 1.0 : f32
  %a = tile.load %x[%i] : !tile.view<f32, 1> -> tensor<1024xf32>
  %b = tile.load %y[%i] padding %pad : f32 : !tile.view<f32, 1> -> tensor<1024xf32>
  %s = arith.addf %a, %b : tensor<1024xf32>
  tile.store %out[%i], %s : !tile.view<f32, 1>, tensor<1024xf32>
  tile.atomic_add %out[%i], %s : !tile.view<f32, 1>, tensor<1024xf32>
  return
}

// CHECK-LABEL: func.func @make_and_shape
// CHECK: tile.arange 0 : tensor<64xi32>
// CHECK: tile.splat %{{.*}} : tensor<64x32xf32>
// CHECK: tile.expand_dims %{{.*}}, 1 : tensor<64xi32> -> tensor<64x1xi32>
// CHECK: tile.broadcast %{{.*}} : tensor<64x1xi32> -> tensor<64x32xi32>
// CHECK: tile.reshape %{{.*}} : tensor<64x32xf32> -> tensor<2048xf32>
// CHECK: tile.permute %{{.*}}, [1, 0] : tensor<64x32xf32> -> tensor<32x64xf32>
func.func @make_and_shape(%v: f32) -> (tensor<64x32xi32>, tensor<2048xf32>, tensor<32x64xf32>) {
  %r = tile.arange 0 : tensor<64xi32>
  %s = tile.splat %v : tensor<64x32xf32>
  %e = tile.expand_dims %r, 1 : tensor<64xi32> -> tensor<64x1xi32>
  %b = tile.broadcast %e : tensor<64x1xi32> -> tensor<64x32xi32>
  %f = tile.reshape %s : tensor<64x32xf32> -> tensor<2048xf32>
  %t = tile.permute %s, [1, 0] : tensor<64x32xf32> -> tensor<32x64xf32>
  return %b, %f, %t : tensor<64x32xi32>, tensor<2048xf32>, tensor<32x64xf32>
}

// CHECK-LABEL: func.func @gather_scatter
// CHECK: tile.gather %{{.*}}[%{{.*}}] : !tile.view<f32, 1>[tensor<128xi32>] -> tensor<128xf32>
// CHECK: tile.scatter %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} : !tile.view<f32, 2>[tensor<128xi64>, tensor<128xi64>], tensor<128xf32>
func.func @gather_scatter(%x: !tile.view<f32, 1>, %y: !tile.view<f32, 2>, %i: tensor<128xi32>, %j: tensor<128xi64>) {
  %g = tile.gather %x[%i] : !tile.view<f32, 1>[tensor<128xi32>] -> tensor<128xf32>
  tile.scatter %y[%j, %j], %g : !tile.view<f32, 2>[tensor<128xi64>, tensor<128xi64>], tensor<128xf32>
  return
}

// CHECK-LABEL: func.func @reduce_scan
// CHECK: tile.reduce %{{.*}}, 1 : tensor<4x1024xf32> -> tensor<4xf32> {
// CHECK: tile.yield %{{.*}} : f32
// CHECK: tile.scan %{{.*}}, 0 reverse : tensor<256xi32> -> tensor<256xi32> {
func.func @reduce_scan(%x: tensor<4x1024xf32>, %y: tensor<256xi32>) -> (tensor<4xf32>, tensor<256xi32>, i32) {
  %m = tile.reduce %x, 1 : tensor<4x1024xf32> -> tensor<4xf32> {
  ^bb0(%a: f32, %b: f32):
    %c = arith.maximumf %a, %b : f32
    tile.yield %c : f32
  }
  %s = tile.scan %y, 0 reverse : tensor<256xi32> -> tensor<256xi32> {
  ^bb0(%a: i32, %b: i32):
    %c = arith.addi %a, %b : i32
    tile.yield %c : i32
  }
  %t = tile.reduce %y, 0 : tensor<256xi32> -> i32 {
  ^bb0(%a: i32, %b: i32):
    %c = arith.addi %a, %b : i32
    tile.yield %c : i32
  }
  return %m, %s, %t : tensor<4xf32>, tensor<256xi32>, i32
}

// CHECK-LABEL: func.func @dot
// CHECK: tile.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<128x64xbf16>, tensor<64x128xbf16>, tensor<128x128xf32> -> tensor<128x128xf32>
func.func @dot(%a: tensor<128x64xbf16>, %b: tensor<64x128xbf16>, %c: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %d = tile.dot %a, %b, %c : tensor<128x64xbf16>, tensor<64x128xbf16>, tensor<128x128xf32> -> tensor<128x128xf32>
  return %d : tensor<128x128xf32>
}

// CHECK-LABEL: func.func @layouts
// CHECK-SAME: tensor<64x64xf32, #blocked>, %{{.*}}: tensor<64xf32, #slice>, %{{.*}}: tensor<64x64xf32, #mma>
// CHECK: tile.convert_layout %{{.*}} {scratch = #shared} : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #dot_op>
#bl = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
#mma = #tile.mma<version = 2, warpsPerCTA = [2, 2]>
func.func @layouts(%x: tensor<64x64xf32, #bl>, %y: tensor<64xf32, #tile.slice<dim = 1, parent = #bl>>,
                   %z: tensor<64x64xf32, #mma>, %a: tensor<64x32xf16, #bl>) -> tensor<64x32xf16, #tile.dot_operand<opIdx = 0, parent = #mma>> {
  %c = tile.convert_layout %a {scratch = #tile.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>} : tensor<64x32xf16, #bl> -> tensor<64x32xf16, #tile.dot_operand<opIdx = 0, parent = #mma>>
  return %c : tensor<64x32xf16, #tile.dot_operand<opIdx = 0, parent = #mma>>
}

// Atomics returning the old values, at offsets or at index tiles (`at`),
// with their scope and memory order.
// CHECK-LABEL: func.func @atomics
// CHECK: tile.atomic_rmw max %{{.*}}[%{{.*}}], %{{.*}} scope(device) order(relaxed) : !tile.view<f32, 1>, tensor<128xf32> -> tensor<128xf32>
// CHECK: tile.atomic_rmw xor %{{.*}}[] at[%{{.*}} : tensor<128xi64>], %{{.*}} scope(block) order(acq_rel) : !tile.view<i32, 1>, tensor<128xi32> -> tensor<128xi32>
// CHECK: tile.atomic_cas %{{.*}}[%{{.*}}], %{{.*}}, %{{.*}} scope(system) order(acquire) : !tile.view<i32, 1>, tensor<128xi32> -> tensor<128xi32>
// CHECK: tile.atomic_cas %{{.*}}[] at[%{{.*}} : tensor<128xi64>], %{{.*}}, %{{.*}} scope(device) order(relaxed) : !tile.view<i32, 1>, tensor<128xi32> -> tensor<128xi32>
func.func @atomics(%f: !tile.view<f32, 1>, %n: !tile.view<i32, 1>, %o: i64, %i: tensor<128xi64>,
                   %x: tensor<128xf32>, %k: tensor<128xi32>) -> (tensor<128xf32>, tensor<128xi32>) {
  %a = tile.atomic_rmw max %f[%o], %x scope(device) order(relaxed) : !tile.view<f32, 1>, tensor<128xf32> -> tensor<128xf32>
  %b = tile.atomic_rmw xor %n[] at [%i : tensor<128xi64>], %k scope(block) order(acq_rel) : !tile.view<i32, 1>, tensor<128xi32> -> tensor<128xi32>
  %c = tile.atomic_cas %n[%o], %b, %k scope(system) order(acquire) : !tile.view<i32, 1>, tensor<128xi32> -> tensor<128xi32>
  %d = tile.atomic_cas %n[] at [%i : tensor<128xi64>], %c, %k scope(device) order(relaxed) : !tile.view<i32, 1>, tensor<128xi32> -> tensor<128xi32>
  return %a, %d : tensor<128xf32>, tensor<128xi32>
}

// fp8 tiles and views (MLIR's builtin 8-bit floats), converted by extf/truncf.
// CHECK-LABEL: func.func @fp8
// CHECK: tile.load %{{.*}}[%{{.*}}] : !tile.view<f8E4M3FN, 1> -> tensor<256xf8E4M3FN>
// CHECK: tile.store %{{.*}}[%{{.*}}], %{{.*}} : !tile.view<f8E5M2, 1>, tensor<256xf8E5M2>
func.func @fp8(%a: !tile.view<f8E4M3FN, 1>, %b: !tile.view<f8E5M2, 1>, %o: i64) {
  %t = tile.load %a[%o] : !tile.view<f8E4M3FN, 1> -> tensor<256xf8E4M3FN>
  %h = arith.extf %t : tensor<256xf8E4M3FN> to tensor<256xf16>
  %e = arith.truncf %h : tensor<256xf16> to tensor<256xf8E5M2>
  tile.store %b[%o], %e : !tile.view<f8E5M2, 1>, tensor<256xf8E5M2>
  return
}
