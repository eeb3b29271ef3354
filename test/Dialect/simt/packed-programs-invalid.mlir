// RUN: kiln-opt %s -split-input-file -verify-diagnostics
// simt.packed_programs (simt-pack-programs): [the i32 parameter that takes
// the program count, the most programs per block] on kernels.

// expected-error @below {{'simt.packed_programs' is an array<i64: count parameter, programs> on kernels}}
func.func @not_kernel(%n: i32) attributes {simt.packed_programs = array<i64: 0, 4>} {
  return
}

// -----

// expected-error @below {{'simt.packed_programs' is an array<i64: count parameter, programs> on kernels}}
func.func @three(%n: i32) attributes {simt.kernel, simt.packed_programs = array<i64: 0, 4, 1>} {
  return
}

// -----

// expected-error @below {{'simt.packed_programs': the program count parameter 1 is not an i32 argument}}
func.func @past_end(%n: i32) attributes {simt.kernel, simt.packed_programs = array<i64: 1, 4>} {
  return
}

// -----

// expected-error @below {{'simt.packed_programs': the program count parameter 0 is not an i32 argument}}
func.func @wide_count(%n: i64) attributes {simt.kernel, simt.packed_programs = array<i64: 0, 4>} {
  return
}

// -----

// expected-error @below {{'simt.packed_programs': 1 programs per block, not 2 to 32}}
func.func @one(%n: i32) attributes {simt.kernel, simt.packed_programs = array<i64: 0, 1>} {
  return
}

// -----

// expected-error @below {{'simt.packed_programs' is an array<i64: count parameter, programs> on kernels}}
func.func @string(%n: i32) attributes {simt.kernel, simt.packed_programs = "0 4"} {
  return
}
