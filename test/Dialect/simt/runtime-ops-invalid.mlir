// RUN: kiln-opt %s -split-input-file -verify-diagnostics

func.func @clock_width() {
  // expected-error @+1 {{result #0 must be 32-bit signless integer or 64-bit signless integer}}
  %t = simt.clock : i16
  return
}

// -----

func.func @memcpy_length(%d: !simt.ptr<i8, generic>, %n: i16) {
  // expected-error @+1 {{counts bytes in an i32 or i64, not 'i16'}}
  simt.memcpy %d, %d, %n : !simt.ptr<i8, generic>, !simt.ptr<i8, generic>, i16
  return
}

// -----

func.func @memset_constant(%d: !simt.ptr<i8, constant>, %n: i64) {
  %z = arith.constant 0 : i8
  // expected-error @+1 {{constant memory is read-only on the device}}
  simt.memset %d, %z, %n : !simt.ptr<i8, constant>, i64
  return
}

// -----

func.func @cache_shared(%p: !simt.ptr<f32, shared>) {
  // expected-error @+1 {{a cache operator applies to global memory, not shared}}
  %v = simt.load cache(cs) %p : !simt.ptr<f32, shared> -> f32
  return
}

// -----

func.func @cache_invariant(%p: !simt.ptr<f32, global>) {
  // expected-error @+1 {{an invariant load (ld.global.nc) has no cache operator}}
  %v = simt.load invariant cache(cs) %p : !simt.ptr<f32, global> -> f32
  return
}

// -----

func.func @cache_volatile(%p: !simt.ptr<f32, global>, %v: f32) {
  // expected-error @+1 {{a volatile access has no cache operator}}
  simt.store volatile cache(wb) %v, %p : f32, !simt.ptr<f32, global>
  return
}

// -----

func.func @cache_struct(%p: !simt.ptr<!llvm.struct<(f32, i32)>, global>) {
  // expected-error @+1 {{a cache operator moves a scalar or a 2- or 4-element vector of 8- to 64-bit scalars}}
  %v = simt.load cache(cg) %p : !simt.ptr<!llvm.struct<(f32, i32)>, global> -> !llvm.struct<(f32, i32)>
  return
}

// -----

func.func @cache_v4_f64(%p: !simt.ptr<!llvm.struct<(f64, f64, f64, f64)>, global>) {
  // expected-error @+1 {{a cache operator moves a scalar or a 2- or 4-element vector}}
  %v = simt.load cache(cg) %p : !simt.ptr<!llvm.struct<(f64, f64, f64, f64)>, global> -> !llvm.struct<(f64, f64, f64, f64)>
  return
}
