// RUN: kiln-opt %s -split-input-file -verify-diagnostics
// What simt.named_barrier's verifier sees: a constant barrier past the
// block's 16, a constant count that is not whole warps up to 1024 threads.

func.func @id_past_fifteen(%n: i32) {
  %c16 = arith.constant 16 : i32
  // expected-error @below {{barrier 16 does not exist: a block has barriers 0 to 15}}
  simt.named_barrier %c16, %n
  return
}

// -----

func.func @partial_warp(%id: i32) {
  %c48 = arith.constant 48 : i32
  // expected-error @below {{a barrier of 48 threads: it counts whole warps, 32 to 1024 threads}}
  simt.named_barrier %id, %c48
  return
}

// -----

func.func @too_many(%id: i32) {
  %c = arith.constant 1056 : i32
  // expected-error @below {{a barrier of 1056 threads}}
  simt.named_barrier %id, %c
  return
}

// -----

func.func @no_threads(%id: i32) {
  %c0 = arith.constant 0 : i32
  // expected-error @below {{a barrier of 0 threads}}
  simt.named_barrier %id, %c0
  return
}

// -----

// Values the verifier cannot see are the program's to get right.
func.func @dynamic(%id: i32, %n: i32) {
  simt.named_barrier %id, %n
  %c15 = arith.constant 15 : i32
  %c1024 = arith.constant 1024 : i32
  simt.named_barrier %c15, %c1024
  return
}
