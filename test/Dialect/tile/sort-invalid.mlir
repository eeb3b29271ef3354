// RUN: kiln-opt %s -split-input-file -verify-diagnostics

func.func @sort_axis(%x: tensor<16x32xf32>) {
  // expected-error @+1 {{axis 2 is out of range for rank 2}}
  %s = tile.sort %x, 2 : tensor<16x32xf32>
  return
}

// -----

func.func @sort_bool_keys(%x: tensor<32xi1>) {
  // expected-error @+1 {{cannot order keys of type 'i1' (integers of 8..64 bits, f16, bf16, f32, f64)}}
  %s = tile.sort %x, 0 : tensor<32xi1>
  return
}

// -----

func.func @sort_fp8_keys(%x: tensor<32xf8E4M3FN>) {
  // expected-error @+1 {{cannot order keys of type 'f8E4M3FN'}}
  %s = tile.sort %x, 0 : tensor<32xf8E4M3FN>
  return
}

// -----

func.func @sort_value_shape(%x: tensor<32xf32>, %v: tensor<64xi32>) {
  // expected-error @+1 {{values #0 must have the keys' shape}}
  %s, %i = tile.sort %x, 0 values(%v : tensor<64xi32>) -> tensor<64xi32> : tensor<32xf32>
  return
}

// -----

func.func @sort_value_type(%x: tensor<32xf32>, %v: tensor<32xi32>) {
  // expected-error @+1 {{sorted values #0 must have the values' type}}
  %s, %i = tile.sort %x, 0 values(%v : tensor<32xi32>) -> tensor<32xf32> : tensor<32xf32>
  return
}

// -----

func.func @sort_not_pow2(%x: tensor<48xf32>) {
  // expected-error @+1 {{tile dimensions must be static powers of two}}
  %s = tile.sort %x, 0 : tensor<48xf32>
  return
}

// -----

func.func @topk_k(%x: tensor<4x64xf32>) {
  // expected-error @+1 {{k = 6 must be a power of two no larger than the axis (64)}}
  %v, %i = tile.topk %x, 1, 6 : tensor<4x64xf32> -> tensor<4x6xf32>, tensor<4x6xi32>
  return
}

// -----

func.func @topk_large(%x: tensor<4x64xf32>) {
  // expected-error @+1 {{k = 128 must be a power of two no larger than the axis (64)}}
  %v, %i = tile.topk %x, 1, 128 : tensor<4x64xf32> -> tensor<4x128xf32>, tensor<4x128xi32>
  return
}

// -----

func.func @topk_shape(%x: tensor<4x64xf32>) {
  // expected-error @+1 {{values must be the source with axis 1 of length 8}}
  %v, %i = tile.topk %x, 1, 8 : tensor<4x64xf32> -> tensor<8x8xf32>, tensor<4x8xi32>
  return
}

// -----

func.func @topk_index_type(%x: tensor<4x64xf32>) {
  // expected-error @+1 {{indices must be i32 of the values' shape}}
  %v, %i = tile.topk %x, 1, 8 : tensor<4x64xf32> -> tensor<4x8xf32>, tensor<4x8xi64>
  return
}

// -----

func.func @histogram_float(%x: tensor<64xf32>) {
  // expected-error @+1 {{operand #0 must be}}
  %h = tile.histogram %x : tensor<64xf32> -> tensor<16xi32>
  return
}

// -----

func.func @histogram_result(%x: tensor<64xi32>) {
  // expected-error @+1 {{result must be a 1-D i32 tile (one count per bin)}}
  %h = tile.histogram %x : tensor<64xi32> -> tensor<4x4xi32>
  return
}

// -----

func.func @histogram_mask(%x: tensor<64xi32>, %m: tensor<32xi1>) {
  // expected-error @+1 {{mask must be i1 of the source's shape}}
  %h = tile.histogram %x mask %m : tensor<64xi32>, tensor<32xi1> -> tensor<16xi32>
  return
}
