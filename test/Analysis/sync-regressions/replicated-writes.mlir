// A shared buffer marked simt.replicated_writes (the tile lowering's, where
// threads holding replicas of an element store the value they all hold) takes
// several threads' stores of one element as benign; the same store into an
// unmarked buffer is a write-after-write race (an error: the values are
// per-thread loads).
// RUN: kiln-opt %s -simt-verify-sync -split-input-file -verify-diagnostics

module {
  simt.global shared @buf : !llvm.array<16 x f32> {alignment = 16 : i64, simt.replicated_writes}
  func.func @replicated(%v: !simt.ptr<f32, global>) attributes {simt.kernel, simt.launch_bounds = #simt.launch_bounds<128>} {
    %tid = simt.thread_id x
    %c4 = arith.constant 4 : i32
    %q = arith.divui %tid, %c4 : i32
    %q64 = arith.extui %q : i32 to i64
    %t64 = arith.extui %tid : i32 to i64
    %vp = simt.ptr_add inbounds %v, %t64 : !simt.ptr<f32, global>, i64
    %x = simt.load %vp : !simt.ptr<f32, global> -> f32
    %raw = simt.addressof @buf : !simt.ptr<!llvm.array<16 x f32>, shared>
    %p = simt.ptr_cast %raw : !simt.ptr<!llvm.array<16 x f32>, shared> to !simt.ptr<f32, shared>
    %c15 = arith.constant 15 : i64
    %i = arith.andi %q64, %c15 : i64
    %e = simt.ptr_add inbounds %p, %i : !simt.ptr<f32, shared>, i64
    simt.store %x, %e : f32, !simt.ptr<f32, shared>
    return
  }
}

// -----

module {
  simt.global shared @buf : !llvm.array<16 x f32> {alignment = 16 : i64}
  func.func @unmarked(%v: !simt.ptr<f32, global>) attributes {simt.kernel, simt.launch_bounds = #simt.launch_bounds<128>} {
    %tid = simt.thread_id x
    %c4 = arith.constant 4 : i32
    %q = arith.divui %tid, %c4 : i32
    %q64 = arith.extui %q : i32 to i64
    %t64 = arith.extui %tid : i32 to i64
    %vp = simt.ptr_add inbounds %v, %t64 : !simt.ptr<f32, global>, i64
    %x = simt.load %vp : !simt.ptr<f32, global> -> f32
    %raw = simt.addressof @buf : !simt.ptr<!llvm.array<16 x f32>, shared>
    %p = simt.ptr_cast %raw : !simt.ptr<!llvm.array<16 x f32>, shared> to !simt.ptr<f32, shared>
    %c15 = arith.constant 15 : i64
    %i = arith.andi %q64, %c15 : i64
    %e = simt.ptr_add inbounds %p, %i : !simt.ptr<f32, shared>, i64
    // expected-error @+1 {{several threads write the same element of @buf with this store}}
    simt.store %x, %e : f32, !simt.ptr<f32, shared>
    return
  }
}
