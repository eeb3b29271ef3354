// RUN: kiln-opt %s -split-input-file -verify-diagnostics
// simt.split_loop (tile-split-reduction-loop) on kernels: [S's i32
// parameter, followed by the workspace's global pointer; a slot's bytes (a
// positive multiple of 16); the trips (0: unknown); the bytes a trip loads;
// the argument whose extent bounds the loop (a view or an i64; -1: none),
// its dimension, the loop's start and step].

// expected-error @below {{'simt.split_loop' is an array<i64: count parameter, slot bytes, trips, trip bytes, bound argument, bound dimension, start, step> on kernels}}
func.func @not_kernel(%s: i32, %w: !simt.ptr<i8, global>) attributes {simt.split_loop = array<i64: 0, 16, 0, 0, -1, 0, 0, 0>} {
  return
}

// -----

// The old kiln.split_loop's two fields.
// expected-error @below {{'simt.split_loop' is an array<i64: count parameter, slot bytes}}
func.func @two_fields(%s: i32, %w: !simt.ptr<i8, global>) attributes {simt.kernel, simt.split_loop = array<i64: 8192, 0>} {
  return
}

// -----

// expected-error @below {{'simt.split_loop' is an array<i64: count parameter, slot bytes}}
func.func @string(%s: i32, %w: !simt.ptr<i8, global>) attributes {simt.kernel, simt.split_loop = "0 16 0"} {
  return
}

// -----

// expected-error @below {{'simt.split_loop': the split count parameter 2 is not an i32 argument}}
func.func @past_end(%s: i32, %w: !simt.ptr<i8, global>) attributes {simt.kernel, simt.split_loop = array<i64: 2, 16, 0, 0, -1, 0, 0, 0>} {
  return
}

// -----

// expected-error @below {{'simt.split_loop': the split count parameter 0 is not an i32 argument}}
func.func @wide_count(%s: i64, %w: !simt.ptr<i8, global>) attributes {simt.kernel, simt.split_loop = array<i64: 0, 16, 0, 0, -1, 0, 0, 0>} {
  return
}

// -----

// expected-error @below {{'simt.split_loop': parameter 1 after the split count is not a global pointer (the workspace)}}
func.func @no_workspace(%s: i32) attributes {simt.kernel, simt.split_loop = array<i64: 0, 16, 0, 0, -1, 0, 0, 0>} {
  return
}

// -----

// expected-error @below {{'simt.split_loop': parameter 1 after the split count is not a global pointer (the workspace)}}
func.func @shared_workspace(%s: i32, %w: !simt.ptr<i8, shared>) attributes {simt.kernel, simt.split_loop = array<i64: 0, 16, 0, 0, -1, 0, 0, 0>} {
  return
}

// -----

// expected-error @below {{'simt.split_loop': slots of 24 bytes, not a positive multiple of 16}}
func.func @unaligned_slot(%s: i32, %w: !simt.ptr<i8, global>) attributes {simt.kernel, simt.split_loop = array<i64: 0, 24, 0, 0, -1, 0, 0, 0>} {
  return
}

// -----

// expected-error @below {{'simt.split_loop': slots of 0 bytes, not a positive multiple of 16}}
func.func @no_slot(%s: i32, %w: !simt.ptr<i8, global>) attributes {simt.kernel, simt.split_loop = array<i64: 0, 0, 0, 0, -1, 0, 0, 0>} {
  return
}

// -----

// expected-error @below {{'simt.split_loop': -1 trips}}
func.func @negative_trips(%s: i32, %w: !simt.ptr<i8, global>) attributes {simt.kernel, simt.split_loop = array<i64: 0, 16, -1, 0, -1, 0, 0, 0>} {
  return
}

// -----

// expected-error @below {{'simt.split_loop': -4 bytes per trip}}
func.func @negative_trip_bytes(%s: i32, %w: !simt.ptr<i8, global>) attributes {simt.kernel, simt.split_loop = array<i64: 0, 16, 0, -4, -1, 0, 0, 0>} {
  return
}

// -----

// expected-error @below {{'simt.split_loop': the bound argument 7 is not an argument}}
func.func @bound_past_end(%s: i32, %w: !simt.ptr<i8, global>) attributes {simt.kernel, simt.split_loop = array<i64: 0, 16, 0, 0, 7, 0, 0, 32>} {
  return
}

// -----

// expected-error @below {{'simt.split_loop': the bound argument 0 is neither an i64 (dimension 0) nor a view}}
func.func @bound_i32(%n: i32, %s: i32, %w: !simt.ptr<i8, global>) attributes {simt.kernel, simt.split_loop = array<i64: 1, 16, 0, 0, 0, 0, 0, 32>} {
  return
}

// -----

// expected-error @below {{'simt.split_loop': the bound argument 0 is neither an i64 (dimension 0) nor a view}}
func.func @bound_scalar_dimension(%n: i64, %s: i32, %w: !simt.ptr<i8, global>) attributes {simt.kernel, simt.split_loop = array<i64: 1, 16, 0, 0, 0, 1, 0, 32>} {
  return
}

// -----

// expected-error @below {{'simt.split_loop': a bound needs unknown trips, a start of 0 to 2^32-1 and a step of 1 to 2^32-1, not 0 trips, start 0 and step 0}}
func.func @bound_zero_step(%n: i64, %s: i32, %w: !simt.ptr<i8, global>) attributes {simt.kernel, simt.split_loop = array<i64: 1, 16, 0, 0, 0, 0, 0, 0>} {
  return
}

// -----

// expected-error @below {{'simt.split_loop': a bound needs unknown trips, a start of 0 to 2^32-1 and a step of 1 to 2^32-1, not 8 trips, start 0 and step 32}}
func.func @bound_and_trips(%n: i64, %s: i32, %w: !simt.ptr<i8, global>) attributes {simt.kernel, simt.split_loop = array<i64: 1, 16, 8, 0, 0, 0, 0, 32>} {
  return
}
