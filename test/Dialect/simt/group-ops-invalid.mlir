// RUN: kiln-opt %s -split-input-file -verify-diagnostics

// expected-error @below {{'simt.grid_sync' op must be inside a function}}
simt.grid_sync

// -----

func.func @map_shared(%p: !simt.ptr<f32, shared>, %r: i32) {
  // expected-error @below {{maps a generic address}}
  %q = simt.map_shared_rank %p, %r : !simt.ptr<f32, shared>
  return
}

// -----

func.func @rank_of_global(%p: !simt.ptr<f32, global>) {
  // expected-error @below {{takes a shared or generic address, not one in the global space}}
  %r = simt.shared_rank %p : !simt.ptr<f32, global>
  return
}

// -----

func.func @generic_space(%p: !simt.ptr<f32, generic>) -> i1 {
  // expected-error @below {{asks about shared, global, local, constant or param memory, not generic}}
  %r = simt.is_space generic %p : !simt.ptr<f32, generic>
  return %r : i1
}
