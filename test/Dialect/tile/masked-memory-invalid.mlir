// RUN: kiln-opt %s -split-input-file -verify-diagnostics

// The mask of a load or store is the tile's shape and layout, of i1 (the
// custom form infers its type; the generic form can get it wrong).
func.func @store_mask_shape(%x: !tile.view<f32, 1>, %i: i64, %v: tensor<64xf32>, %m: tensor<32xi1>) {
  // expected-error @+1 {{failed to verify that mask is the value's shape and layout, of i1}}
  "tile.store"(%x, %i, %v, %m) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!tile.view<f32, 1>, i64, tensor<64xf32>, tensor<32xi1>) -> ()
  return
}

// -----

func.func @store_mask_elem(%x: !tile.view<f32, 1>, %i: i64, %v: tensor<64xf32>, %m: tensor<64xi8>) {
  // expected-error @+1 {{operand #3 must be tile of i1 (a mask)}}
  "tile.store"(%x, %i, %v, %m) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!tile.view<f32, 1>, i64, tensor<64xf32>, tensor<64xi8>) -> ()
  return
}

// -----

#a = #tile.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
#b = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
func.func @load_mask_layout(%x: !tile.view<f32, 1>, %i: i64, %m: tensor<512xi1, #b>) {
  // expected-error @+1 {{failed to verify that mask is the result's shape and layout, of i1}}
  %a = "tile.load"(%x, %i, %m) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!tile.view<f32, 1>, i64, tensor<512xi1, #b>) -> tensor<512xf32, #a>
  return
}

// -----

// A tile padding is of the result's type (shape, element type, layout).
func.func @load_tile_padding_type(%x: !tile.view<f32, 1>, %i: i64, %m: tensor<512xi1>, %o: tensor<512xf16>) {
  // expected-error @+1 {{a tile padding must be of the result type 'tensor<512xf32>'}}
  %a = tile.load %x[%i] mask %m padding %o : tensor<512xf16> : !tile.view<f32, 1> -> tensor<512xf32>
  return
}

// -----

func.func @gather_tile_padding_shape(%x: !tile.view<f32, 1>, %idx: tensor<512xi64>, %m: tensor<512xi1>, %o: tensor<256xf32>) {
  // expected-error @+1 {{a tile padding must be of the result type 'tensor<512xf32>'}}
  %a = tile.gather %x[%idx] mask %m padding %o : tensor<256xf32> : !tile.view<f32, 1>[tensor<512xi64>] -> tensor<512xf32>
  return
}

// -----

// The mask of a gather or scatter has the tile's shape and layout.
func.func @gather_mask_shape(%x: !tile.view<f32, 1>, %idx: tensor<512xi64>, %m: tensor<256xi1>) {
  // expected-error @+1 {{failed to verify that mask is the result's shape and layout, of i1}}
  %a = "tile.gather"(%x, %idx, %m) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!tile.view<f32, 1>, tensor<512xi64>, tensor<256xi1>) -> tensor<512xf32>
  return
}

// -----

func.func @scatter_mask_shape(%x: !tile.view<f32, 1>, %idx: tensor<512xi64>, %v: tensor<512xf32>, %m: tensor<256xi1>) {
  // expected-error @+1 {{failed to verify that mask is the value's shape and layout, of i1}}
  "tile.scatter"(%x, %idx, %v, %m) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!tile.view<f32, 1>, tensor<512xi64>, tensor<512xf32>, tensor<256xi1>) -> ()
  return
}
