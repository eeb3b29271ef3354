// RUN: kiln-opt %s -split-input-file -verify-diagnostics
// The kernel argument attributes (SimtDialect.td's discardableAttrs, verified by
// SimtDialect::verifyRegionArgAttribute): where they may appear and what they hold.

// The frontend's spelling: accepted.
func.func @ok(%p: !simt.ptr<f32, global> {simt.restrict, simt.param_type = "f32*", simt.param_align = 8 : i64},
              %n: i32 {simt.param_type = "i32", simt.param_align = 4 : i64}) attributes {simt.kernel} {
  return
}

// -----

// expected-error @+1 {{'simt.param_type' is a string attribute of kernel arguments}}
func.func @type_not_string(%n: i32 {simt.param_type = 4 : i64}) attributes {simt.kernel} {
  return
}

// -----

// expected-error @+1 {{'simt.param_type' is a string attribute of kernel arguments}}
func.func @type_on_device_function(%n: i32 {simt.param_type = "i32"}) {
  return
}

// -----

// expected-error @+1 {{'simt.param_align' is an integer attribute of kernel arguments}}
func.func @align_not_integer(%n: i32 {simt.param_align = "4"}) attributes {simt.kernel} {
  return
}

// -----

// expected-error @+1 {{'simt.param_align' of 12 bytes: an alignment is a power of two}}
func.func @align_not_power_of_two(%n: i32 {simt.param_align = 12 : i64}) attributes {simt.kernel} {
  return
}

// -----

// expected-error @+1 {{'simt.restrict' is a unit attribute of kernel pointer arguments}}
func.func @restrict_on_integer(%n: i32 {simt.restrict}) attributes {simt.kernel} {
  return
}

// -----

// expected-error @+1 {{'simt.restrict' is a unit attribute of kernel pointer arguments}}
func.func @restrict_on_device_function(%p: !simt.ptr<f32, global> {simt.restrict}) {
  return
}

// -----

// expected-error @+1 {{unknown simt argument attribute 'simt.colour'}}
func.func @unknown(%n: i32 {simt.colour}) attributes {simt.kernel} {
  return
}

// -----

// expected-error @+1 {{'simt.param_type' is an attribute of kernel arguments}}
func.func @on_the_function() attributes {simt.kernel, simt.param_type = "i32"} {
  return
}
