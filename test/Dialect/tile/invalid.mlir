// RUN: kiln-opt %s -split-input-file -verify-diagnostics

func.func @not_pow2(%v: f32) {
  // expected-error @+1 {{tile dimensions must be static powers of two}}
  %s = tile.splat %v : tensor<48xf32>
  return
}

// -----

func.func @load_rank(%x: !tile.view<f32, 2>, %i: i64) {
  // expected-error @+1 {{needs 2 offsets, got 1}}
  %a = tile.load %x[%i] : !tile.view<f32, 2> -> tensor<64x64xf32>
  return
}

// -----

func.func @load_elem(%x: !tile.view<f32, 1>, %i: i64) {
  // expected-error @+1 {{tile element type 'f16' differs from the view's 'f32'}}
  %a = tile.load %x[%i] : !tile.view<f32, 1> -> tensor<64xf16>
  return
}

// -----

func.func @load_pad(%x: !tile.view<f32, 1>, %i: i64, %p: f16) {
  // expected-error @+1 {{padding must be of the element type}}
  %a = tile.load %x[%i] padding %p : f16 : !tile.view<f32, 1> -> tensor<64xf32>
  return
}

// -----

func.func @store_rank(%x: !tile.view<f32, 1>, %i: i64, %t: tensor<8x8xf32>) {
  // expected-error @+1 {{tile rank 2 differs from the view rank 1}}
  tile.store %x[%i], %t : !tile.view<f32, 1>, tensor<8x8xf32>
  return
}

// -----

func.func @atomic_type(%x: !tile.view<i8, 1>, %i: i64, %t: tensor<8xi8>) {
  // expected-error @+1 {{atomic_add acts on}}
  tile.atomic_add %x[%i], %t : !tile.view<i8, 1>, tensor<8xi8>
  return
}

// -----

func.func @gather_count(%x: !tile.view<f32, 2>, %i: tensor<8xi32>) {
  // expected-error @+1 {{needs one index tile per view dimension (2), got 1}}
  %g = tile.gather %x[%i] : !tile.view<f32, 2>[tensor<8xi32>] -> tensor<8xf32>
  return
}

// -----

func.func @scatter_shape(%x: !tile.view<f32, 1>, %i: tensor<16xi32>, %v: tensor<8xf32>) {
  // expected-error @+1 {{index tiles must have the value's shape}}
  tile.scatter %x[%i], %v : !tile.view<f32, 1>[tensor<16xi32>], tensor<8xf32>
  return
}

// -----

func.func @broadcast_bad(%t: tensor<2x8xf32>) {
  // expected-error @+1 {{cannot broadcast}}
  %b = tile.broadcast %t : tensor<2x8xf32> -> tensor<4x8xf32>
  return
}

// -----

func.func @reshape_bad(%t: tensor<2x8xf32>) {
  // expected-error @+1 {{reshape keeps the number of elements}}
  %b = tile.reshape %t : tensor<2x8xf32> -> tensor<32xf32>
  return
}

// -----

func.func @permute_bad(%t: tensor<2x8xf32>) {
  // expected-error @+1 {{order must be a permutation}}
  %b = tile.permute %t, [0, 0] : tensor<2x8xf32> -> tensor<2x8xf32>
  return
}

// -----

func.func @expand_bad(%t: tensor<8xf32>) {
  // expected-error @+1 {{axis 3 is out of range}}
  %b = tile.expand_dims %t, 3 : tensor<8xf32> -> tensor<8x1xf32>
  return
}

// -----

func.func @reduce_axis(%t: tensor<8x4xf32>) {
  // expected-error @+1 {{axis 2 is out of range for rank 2}}
  %r = tile.reduce %t, 2 : tensor<8x4xf32> -> tensor<8xf32> {
  ^bb0(%a: f32, %b: f32):
    tile.yield %a : f32
  }
  return
}

// -----

func.func @reduce_result(%t: tensor<8x4xf32>) {
  // expected-error @+1 {{result must be the source without axis 1}}
  %r = tile.reduce %t, 1 : tensor<8x4xf32> -> tensor<4xf32> {
  ^bb0(%a: f32, %b: f32):
    tile.yield %a : f32
  }
  return
}

// -----

func.func @reduce_combiner(%t: tensor<8xf32>) {
  // expected-error @+1 {{combiner takes two 'f32' arguments}}
  %r = tile.reduce %t, 0 : tensor<8xf32> -> f32 {
  ^bb0(%a: i32, %b: i32):
    tile.yield %a : i32
  }
  return
}

// -----

func.func @dot_k(%a: tensor<16x32xf16>, %b: tensor<16x16xf16>, %c: tensor<16x16xf32>) {
  // expected-error @+1 {{a is 16x32 but b has 16 rows}}
  %d = tile.dot %a, %b, %c : tensor<16x32xf16>, tensor<16x16xf16>, tensor<16x16xf32> -> tensor<16x16xf32>
  return
}

// -----

func.func @dot_types(%a: tensor<16x16xf16>, %b: tensor<16x16xbf16>, %c: tensor<16x16xf32>) {
  // expected-error @+1 {{a and b element types differ}}
  %d = tile.dot %a, %b, %c : tensor<16x16xf16>, tensor<16x16xbf16>, tensor<16x16xf32> -> tensor<16x16xf32>
  return
}

// -----

// fp8 formats mix (e4m3 x e5m2 is one tensor-core instruction); fp8 with
// another type does not, and fp8 accumulates in f32 only.
func.func @dot_fp8_mixed_f16(%a: tensor<16x32xf8E4M3FN>, %b: tensor<32x16xf16>, %c: tensor<16x16xf32>) {
  // expected-error @+1 {{a and b element types differ}}
  %d = tile.dot %a, %b, %c : tensor<16x32xf8E4M3FN>, tensor<32x16xf16>, tensor<16x16xf32> -> tensor<16x16xf32>
  return
}

// -----

func.func @dot_fp8_acc(%a: tensor<16x32xf8E4M3FN>, %b: tensor<32x16xf8E5M2>, %c: tensor<16x16xf16>) {
  // expected-error @+1 {{fp8 operands accumulate in f32, not 'f16'}}
  %d = tile.dot %a, %b, %c : tensor<16x32xf8E4M3FN>, tensor<32x16xf8E5M2>, tensor<16x16xf16> -> tensor<16x16xf16>
  return
}

// -----

func.func @arange_rank() {
  // expected-error @+1 {{arange makes a 1-D tile}}
  %r = tile.arange 0 : tensor<4x4xi32>
  return
}

// -----

func.func @view_dim(%v: !tile.view<f32, 2>) {
  // expected-error @+1 {{dimension 2 is out of range for a rank-2 view}}
  %d = tile.view_dim %v, 2 : !tile.view<f32, 2>
  return
}

// -----

// expected-error @+1 {{blocked layout: threadsPerWarp must multiply to 32}}
func.func @bad_blocked(%t: tensor<8xf32, #tile.blocked<sizePerThread = [1], threadsPerWarp = [16], warpsPerCTA = [4], order = [0]>>) {
  return
}

// -----

// expected-error @+1 {{'tile.num_warps' must be a power of two in 1..32}}
func.func @bad_warps() attributes {tile.num_warps = 3 : i32} {
  return
}

// -----

func.func @convert_shape(%t: tensor<8xf32>) {
  // expected-error @+1 {{changes only the layout}}
  %c = tile.convert_layout %t : tensor<8xf32> -> tensor<16xf32>
  return
}

// -----

// expected-error @+1 {{'tile.assume_contiguous' is a unit attribute of !tile.view arguments}}
func.func @contiguous_on_scalar(%n: i64 {tile.assume_contiguous}) {
  return
}

// -----

func.func @atomic_both(%x: !tile.view<i32, 1>, %o: i64, %i: tensor<16xi64>, %v: tensor<16xi32>) {
  // expected-error @+1 {{takes either offsets or index tiles ('at')}}
  %r = tile.atomic_rmw max %x[%o] at [%i : tensor<16xi64>], %v scope(device) order(relaxed) : !tile.view<i32, 1>, tensor<16xi32> -> tensor<16xi32>
  return
}

// -----

func.func @atomic_float_or(%x: !tile.view<f32, 1>, %o: i64, %v: tensor<16xf32>) {
  // expected-error @+1 {{'or' needs integer elements, not 'f32'}}
  %r = tile.atomic_rmw or %x[%o], %v scope(device) order(relaxed) : !tile.view<f32, 1>, tensor<16xf32> -> tensor<16xf32>
  return
}

// -----

func.func @atomic_16bit(%x: !tile.view<f16, 1>, %o: i64, %v: tensor<16xf16>) {
  // expected-error @+1 {{acts on 32- or 64-bit elements, not 'f16'}}
  %r = tile.atomic_rmw exch %x[%o], %v scope(device) order(relaxed) : !tile.view<f16, 1>, tensor<16xf16> -> tensor<16xf16>
  return
}

// -----

func.func @atomic_warp(%x: !tile.view<i32, 1>, %o: i64, %v: tensor<16xi32>) {
  // expected-error @+1 {{scope is block, cluster, device or system}}
  %r = tile.atomic_cas %x[%o], %v, %v scope(warp) order(relaxed) : !tile.view<i32, 1>, tensor<16xi32> -> tensor<16xi32>
  return
}

// -----

func.func @atomic_inc(%x: !tile.view<i32, 1>, %o: i64, %v: tensor<16xi32>) {
  // expected-error @+1 {{'inc' is not a tile atomic}}
  %r = tile.atomic_rmw inc %x[%o], %v scope(device) order(relaxed) : !tile.view<i32, 1>, tensor<16xi32> -> tensor<16xi32>
  return
}
