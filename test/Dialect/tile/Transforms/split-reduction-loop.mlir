// RUN: kiln-opt %s -split-input-file -tile-split-reduction-loop -verify-diagnostics | FileCheck %s

// col_sum: one program per 64 columns sums every row. The kernel takes the
// split count and the workspace; program x is output program x / S, its
// trips the s-th of S slices (s = x % S); its partial goes to its slot, the
// last of the S programs to count its arrival (thread 0's acq_rel add)
// combines the slots in order 0..S-1 and runs the store. The epilogue's
// column sum (the same op as the loop's) runs before the store to the slot:
// a slot holds [64] sums, 256 bytes, not the [32, 64] accumulator, and the
// last program reads 8 slots before it adds them (8192 elements / 64), a
// slot past S - 1 read as slot S - 1 and not added.
// simt.split_loop: S is parameter 2, a slot 256 bytes, the trips unknown
// here, a trip loads 8192 bytes, and x's extent 0 bounds the loop from 0 by
// 32 (the runtime's trips at launch).
// CHECK-LABEL: func.func @col_sum
// CHECK-SAME: %[[S:[a-z0-9]+]]: i32, %[[WS:[a-z0-9]+]]: !simt.ptr<i8, global>
// CHECK-SAME: simt.split_loop = array<i64: 2, 256, 0, 8192, 0, 0, 0, 32>
// CHECK: %[[RAW:.*]] = tile.program_id 0
// CHECK: %[[OUT:.*]] = arith.divui %[[RAW]], %[[S]] : i32
// CHECK: %[[SID:.*]] = arith.remui %[[RAW]], %[[S]] : i32
// CHECK: arith.extui %[[OUT]]
// CHECK: %[[FIRST:.*]] = arith.divui {{.*}}, %{{.*}} : i64
// CHECK: %[[LB:.*]] = arith.addi %c0_i64, %{{.*}} : i64
// CHECK: %[[UB:.*]] = arith.minsi
// CHECK: %[[ACC:.*]] = scf.for %{{.*}} = %[[LB]] to %[[UB]] step %c32_i64
// CHECK: %[[SPLIT:.*]] = arith.cmpi ugt, %[[S]], %c1_i32
// CHECK: %[[LAST:.*]] = scf.if %[[SPLIT]] -> (i1) {
// CHECK: %[[PART:.*]] = tile.reduce %[[ACC]], 0 : tensor<32x64xf32> -> tensor<64xf32>
// CHECK: arith.addf
// CHECK: tile.store %{{.*}}[%{{.*}}], %[[PART]] : !tile.view<f32, 1>, tensor<64xf32>
// CHECK: simt.fence device order(acq_rel)
// CHECK: simt.barrier_reduce or
// CHECK: simt.atomic_rmw add %{{.*}}, %c1_i32{{.*}} scope(device) order(acq_rel)
// CHECK: simt.barrier_reduce or
// CHECK: simt.fence device order(acq_rel)
// CHECK: simt.store %c0_i32
// CHECK: } else {
// CHECK: scf.if %[[LAST]] {
// CHECK: %[[SUM:.*]] = scf.if %[[SPLIT]] -> (tensor<64xf32>) {
// CHECK: tile.load {{.*}} -> tensor<64xf32>
// CHECK: scf.for %[[Q:.*]] = %c1_i32 to %[[S]] step %c8_i32 iter_args(%[[CUR:.*]] = %{{.*}})
// CHECK: %[[LASTSLOT:.*]] = arith.subi %[[S]], %c1_i32
// CHECK: %[[P0:.*]] = tile.load {{.*}} -> tensor<64xf32>
// CHECK: %[[Q1:.*]] = arith.addi %[[Q]], %c1_i32
// CHECK: %[[V1:.*]] = arith.cmpi ult, %[[Q1]], %[[S]]
// CHECK: arith.minui %[[Q1]], %[[LASTSLOT]]
// CHECK: %[[P1:.*]] = tile.load {{.*}} -> tensor<64xf32>
// CHECK-COUNT-6: tile.load {{.*}} -> tensor<64xf32>
// CHECK-NOT: tile.load
// CHECK: %[[R0:.*]] = arith.addf %[[CUR]], %[[P0]] : tensor<64xf32>
// CHECK: %[[A1:.*]] = arith.addf %[[R0]], %[[P1]] : tensor<64xf32>
// CHECK: %[[M1:.*]] = tile.splat %[[V1]] : tensor<64xi1>
// CHECK: arith.select %[[M1]], %[[A1]], %[[R0]]
// CHECK: scf.yield
// CHECK: } else {
// CHECK: %[[WHOLE:.*]] = tile.reduce %[[ACC]], 0
// CHECK: scf.yield %[[WHOLE]]
// CHECK-NOT: tile.reduce
// CHECK: tile.store %arg1[%{{.*}}], %[[SUM]]
func.func @col_sum(%x: !tile.view<f32, 2>, %y: !tile.view<f32, 1>) attributes {simt.kernel} {
  %0 = tile.program_id 0
  %1 = arith.extui %0 : i32 to i64
  %c64 = arith.constant 64 : i64
  %c = arith.muli %1, %c64 : i64
  %zero = arith.constant dense<0.000000e+00> : tensor<32x64xf32>
  %c0 = arith.constant 0 : i64
  %rows = tile.view_dim %x, 0 : !tile.view<f32, 2>
  %c32 = arith.constant 32 : i64
  // expected-remark @below {{kiln-tile: the loop of 'col_sum' may be split across programs}}
  %acc = scf.for %r = %c0 to %rows step %c32 iter_args(%a = %zero) -> (tensor<32x64xf32>) : i64 {
    %t = tile.load %x[%r, %c] : !tile.view<f32, 2> -> tensor<32x64xf32>
    %n = arith.addf %a, %t : tensor<32x64xf32>
    scf.yield %n : tensor<32x64xf32>
  }
  %s = tile.reduce %acc, 0 : tensor<32x64xf32> -> tensor<64xf32> {
  ^bb0(%p: f32, %q: f32):
    %v = arith.addf %p, %q : f32
    tile.yield %v : f32
  }
  tile.store %y[%c], %s : !tile.view<f32, 1>, tensor<64xf32>
  return
}

// -----

// col_max from -inf (max is idempotent: any start), with constant bounds:
// the trips (4096 / 32) go into the attribute; the partials combine by max.
// CHECK-LABEL: func.func @col_max_static
// CHECK-SAME: simt.split_loop = array<i64: {{[0-9]+}}, 256, 128, 8192, -1, 0, 0, 0>
// CHECK: scf.for %{{.*}} = %c1_i32 to %{{.*}} step %c8_i32
// CHECK: arith.maximumf
func.func @col_max_static(%x: !tile.view<f32, 2>, %y: !tile.view<f32, 1>) attributes {simt.kernel} {
  %0 = tile.program_id 0
  %c = arith.extui %0 : i32 to i64
  %ninf = arith.constant 0xFF800000 : f32
  %init = tile.splat %ninf : tensor<32x64xf32>
  %c0 = arith.constant 0 : i64
  %c4096 = arith.constant 4096 : i64
  %c32 = arith.constant 32 : i64
  // expected-remark @below {{may be split}}
  %acc = scf.for %r = %c0 to %c4096 step %c32 iter_args(%a = %init) -> (tensor<32x64xf32>) : i64 {
    %t = tile.load %x[%r, %c] : !tile.view<f32, 2> -> tensor<32x64xf32>
    %n = arith.maximumf %a, %t : tensor<32x64xf32>
    scf.yield %n : tensor<32x64xf32>
  }
  %m = tile.reduce %acc, 0 : tensor<32x64xf32> -> tensor<64xf32> {
  ^bb0(%p: f32, %q: f32):
    %v = arith.maximumf %p, %q : f32
    tile.yield %v : f32
  }
  tile.store %y[%c], %m : !tile.view<f32, 1>, tensor<64xf32>
  return
}

// -----

// Two carried tiles (an i32 count and an f32 sum): each has its place in
// the slot, 16-byte aligned (64 x 4 = 256 bytes each).
// CHECK-LABEL: func.func @two_sums
// CHECK-SAME: simt.split_loop = array<i64: {{[0-9]+}}, 512, 0, {{.*}}>
// CHECK: arith.addi %{{.*}}, %c256_i64
func.func @two_sums(%x: !tile.view<f32, 1>, %n: i64, %y: !tile.view<f32, 1>, %k: !tile.view<i32, 1>) attributes {simt.kernel} {
  %z = arith.constant dense<0.000000e+00> : tensor<64xf32>
  %zi = arith.constant dense<0> : tensor<64xi32>
  %ones = arith.constant dense<1> : tensor<64xi32>
  %c0 = arith.constant 0 : i64
  %c64 = arith.constant 64 : i64
  // expected-remark @below {{may be split}}
  %r:2 = scf.for %i = %c0 to %n step %c64 iter_args(%a = %z, %b = %zi) -> (tensor<64xf32>, tensor<64xi32>) : i64 {
    %t = tile.load %x[%i] : !tile.view<f32, 1> -> tensor<64xf32>
    %a2 = arith.addf %a, %t : tensor<64xf32>
    %b2 = arith.addi %ones, %b : tensor<64xi32>
    scf.yield %a2, %b2 : tensor<64xf32>, tensor<64xi32>
  }
  tile.store %y[%c0], %r#0 : !tile.view<f32, 1>, tensor<64xf32>
  tile.store %k[%c0], %r#1 : !tile.view<i32, 1>, tensor<64xi32>
  return
}

// -----

// argmax's pair: the key (best) and the row (at) are selected where the
// new value is strictly greater; the partials combine in slot order by the
// same comparison, later slot on the left (it wins only where strictly
// greater: the first maximum, as the loop gives).
// CHECK-LABEL: func.func @argmax
// CHECK-SAME: simt.split_loop = array<i64: {{[0-9]+}}, 512, 0, {{.*}}>
// Eight slots at a time (two [64] tiles a slot); the second slot's pair is
// kept where it lies past S - 1.
// CHECK: scf.for %[[Q:.*]] = %c1_i32 to %{{.*}} step %c8_i32 iter_args(%[[BEST:.*]] = %{{.*}}, %[[AT:.*]] = %{{.*}}) -> (tensor<64xf32>, tensor<64xi32>)
// CHECK: %[[PB:.*]] = tile.load {{.*}} -> tensor<64xf32>
// CHECK: %[[PA:.*]] = tile.load {{.*}} -> tensor<64xi32>
// CHECK: %[[V1:.*]] = arith.cmpi ult
// CHECK: %[[PB1:.*]] = tile.load {{.*}} -> tensor<64xf32>
// CHECK: %[[PA1:.*]] = tile.load {{.*}} -> tensor<64xi32>
// CHECK: %[[WIN:.*]] = arith.cmpf ogt, %[[PB]], %[[BEST]] : tensor<64xf32>
// CHECK: %[[NB:.*]] = arith.select %[[WIN]], %[[PB]], %[[BEST]]
// CHECK: %[[NA:.*]] = arith.select %[[WIN]], %[[PA]], %[[AT]]
// CHECK: %[[WIN1:.*]] = arith.cmpf ogt, %[[PB1]], %[[NB]] : tensor<64xf32>
// CHECK: %[[NB1:.*]] = arith.select %[[WIN1]], %[[PB1]], %[[NB]]
// CHECK: %[[M1:.*]] = tile.splat %[[V1]] : tensor<64xi1>
// CHECK: %[[KB1:.*]] = arith.select %[[M1]], %[[NB1]], %[[NB]]
// CHECK: %[[NA1:.*]] = arith.select %[[WIN1]], %[[PA1]], %[[NA]]
// CHECK: %[[M1B:.*]] = tile.splat %[[V1]] : tensor<64xi1>
// CHECK: %[[KA1:.*]] = arith.select %[[M1B]], %[[NA1]], %[[NA]]
// CHECK: scf.yield
func.func @argmax(%x: !tile.view<f32, 1>, %n: i64, %y: !tile.view<i32, 1>) attributes {simt.kernel} {
  %ninf = arith.constant 0xFF800000 : f32
  %init = tile.splat %ninf : tensor<64xf32>
  %zi = arith.constant dense<0> : tensor<64xi32>
  %c0 = arith.constant 0 : i64
  %c64 = arith.constant 64 : i64
  // expected-remark @below {{may be split}}
  %r:2 = scf.for %i = %c0 to %n step %c64 iter_args(%best = %init, %at = %zi) -> (tensor<64xf32>, tensor<64xi32>) : i64 {
    %t = tile.load %x[%i] : !tile.view<f32, 1> -> tensor<64xf32>
    %gt = arith.cmpf ogt, %t, %best : tensor<64xf32>
    %b2 = arith.select %gt, %t, %best : tensor<64xi1>, tensor<64xf32>
    %i32 = arith.trunci %i : i64 to i32
    %is = tile.splat %i32 : tensor<64xi32>
    %a2 = arith.select %gt, %is, %at : tensor<64xi1>, tensor<64xi32>
    scf.yield %b2, %a2 : tensor<64xf32>, tensor<64xi32>
  }
  tile.store %y[%c0], %r#1 : !tile.view<i32, 1>, tensor<64xi32>
  return
}

// -----

// argmin written `best < t` the other way round (the key on the left).
// CHECK-LABEL: func.func @argmin_key_left
// CHECK-SAME: simt.split_loop
// CHECK: scf.for %{{.*}} = %c1_i32 to %{{.*}} iter_args(%[[BEST:.*]] = %{{.*}}, %{{.*}} = %{{.*}})
// CHECK: %[[PB:.*]] = tile.load {{.*}} -> tensor<64xi32>
// CHECK: arith.cmpi sgt, %[[BEST]], %[[PB]] : tensor<64xi32>
func.func @argmin_key_left(%x: !tile.view<i32, 1>, %n: i64, %y: !tile.view<i32, 1>) attributes {simt.kernel} {
  %big = arith.constant dense<2147483647> : tensor<64xi32>
  %zi = arith.constant dense<0> : tensor<64xi32>
  %c0 = arith.constant 0 : i64
  %c64 = arith.constant 64 : i64
  // expected-remark @below {{may be split}}
  %r:2 = scf.for %i = %c0 to %n step %c64 iter_args(%best = %big, %at = %zi) -> (tensor<64xi32>, tensor<64xi32>) : i64 {
    %t = tile.load %x[%i] : !tile.view<i32, 1> -> tensor<64xi32>
    %lt = arith.cmpi sgt, %best, %t : tensor<64xi32>
    %b2 = arith.select %lt, %t, %best : tensor<64xi1>, tensor<64xi32>
    %i32 = arith.trunci %i : i64 to i32
    %is = tile.splat %i32 : tensor<64xi32>
    %a2 = arith.select %lt, %is, %at : tensor<64xi1>, tensor<64xi32>
    scf.yield %b2, %a2 : tensor<64xi32>, tensor<64xi32>
  }
  tile.store %y[%c0], %r#1 : !tile.view<i32, 1>, tensor<64xi32>
  return
}

// -----

// `>=` keeps the last maximum: an empty slice's start would win ties with
// it, so it is not split.
// CHECK-LABEL: func.func @argmax_last
// CHECK-NOT: simt.split_loop
func.func @argmax_last(%x: !tile.view<f32, 1>, %n: i64, %y: !tile.view<i32, 1>) attributes {simt.kernel} {
  %ninf = arith.constant 0xFF800000 : f32
  %init = tile.splat %ninf : tensor<64xf32>
  %zi = arith.constant dense<0> : tensor<64xi32>
  %c0 = arith.constant 0 : i64
  %c64 = arith.constant 64 : i64
  // expected-remark @below {{kiln-tile: missed: the loop of 'argmax_last' is not split across programs: loop-carried value 0 is selected by a comparison that is not strict (> or <)}}
  %r:2 = scf.for %i = %c0 to %n step %c64 iter_args(%best = %init, %at = %zi) -> (tensor<64xf32>, tensor<64xi32>) : i64 {
    %t = tile.load %x[%i] : !tile.view<f32, 1> -> tensor<64xf32>
    %ge = arith.cmpf oge, %t, %best : tensor<64xf32>
    %b2 = arith.select %ge, %t, %best : tensor<64xi1>, tensor<64xf32>
    %i32 = arith.trunci %i : i64 to i32
    %is = tile.splat %i32 : tensor<64xi32>
    %a2 = arith.select %ge, %is, %at : tensor<64xi1>, tensor<64xi32>
    scf.yield %b2, %a2 : tensor<64xf32>, tensor<64xi32>
  }
  tile.store %y[%c0], %r#1 : !tile.view<i32, 1>, tensor<64xi32>
  return
}

// -----

// A sum that starts from one: each split program would add its start.
// CHECK-LABEL: func.func @sum_from_one
// CHECK-NOT: simt.split_loop
func.func @sum_from_one(%x: !tile.view<f32, 1>, %n: i64, %y: !tile.view<f32, 1>) attributes {simt.kernel} {
  %one = arith.constant dense<1.000000e+00> : tensor<64xf32>
  %c0 = arith.constant 0 : i64
  %c64 = arith.constant 64 : i64
  // expected-remark @below {{not split across programs: loop-carried value 0 does not start from zero: each split program would count its start once}}
  %r = scf.for %i = %c0 to %n step %c64 iter_args(%a = %one) -> (tensor<64xf32>) : i64 {
    %t = tile.load %x[%i] : !tile.view<f32, 1> -> tensor<64xf32>
    %a2 = arith.addf %a, %t : tensor<64xf32>
    scf.yield %a2 : tensor<64xf32>
  }
  tile.store %y[%c0], %r : !tile.view<f32, 1>, tensor<64xf32>
  return
}

// -----

// A product is not split (not in the list), nor a loop that stores, nor
// one after a store (every split program would repeat it).
// CHECK-LABEL: func.func @product
// CHECK-NOT: simt.split_loop
func.func @product(%x: !tile.view<f32, 1>, %n: i64, %y: !tile.view<f32, 1>) attributes {simt.kernel} {
  %one = arith.constant dense<1.000000e+00> : tensor<64xf32>
  %c0 = arith.constant 0 : i64
  %c64 = arith.constant 64 : i64
  // expected-remark @below {{loop-carried value 0 is combined by 'arith.mulf', which is not associative and commutative}}
  %r = scf.for %i = %c0 to %n step %c64 iter_args(%a = %one) -> (tensor<64xf32>) : i64 {
    %t = tile.load %x[%i] : !tile.view<f32, 1> -> tensor<64xf32>
    %a2 = arith.mulf %a, %t : tensor<64xf32>
    scf.yield %a2 : tensor<64xf32>
  }
  tile.store %y[%c0], %r : !tile.view<f32, 1>, tensor<64xf32>
  return
}

// -----

// CHECK-LABEL: func.func @stores_in_loop
// CHECK-NOT: simt.split_loop
func.func @stores_in_loop(%x: !tile.view<f32, 1>, %n: i64, %y: !tile.view<f32, 1>) attributes {simt.kernel} {
  %z = arith.constant dense<0.000000e+00> : tensor<64xf32>
  %c0 = arith.constant 0 : i64
  %c64 = arith.constant 64 : i64
  // expected-remark @below {{not split across programs: the loop writes memory}}
  %r = scf.for %i = %c0 to %n step %c64 iter_args(%a = %z) -> (tensor<64xf32>) : i64 {
    %t = tile.load %x[%i] : !tile.view<f32, 1> -> tensor<64xf32>
    %a2 = arith.addf %a, %t : tensor<64xf32>
    tile.store %y[%i], %a2 : !tile.view<f32, 1>, tensor<64xf32>
    scf.yield %a2 : tensor<64xf32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @store_before_loop
// CHECK-NOT: simt.split_loop
func.func @store_before_loop(%x: !tile.view<f32, 1>, %n: i64, %y: !tile.view<f32, 1>) attributes {simt.kernel} {
  %z = arith.constant dense<0.000000e+00> : tensor<64xf32>
  %c0 = arith.constant 0 : i64
  %c64 = arith.constant 64 : i64
  tile.store %y[%c0], %z : !tile.view<f32, 1>, tensor<64xf32>
  // expected-remark @below {{not split across programs: 'tile.store' before the loop writes memory, which every split program would repeat}}
  %r = scf.for %i = %c0 to %n step %c64 iter_args(%a = %z) -> (tensor<64xf32>) : i64 {
    %t = tile.load %x[%i] : !tile.view<f32, 1> -> tensor<64xf32>
    %a2 = arith.addf %a, %t : tensor<64xf32>
    scf.yield %a2 : tensor<64xf32>
  }
  tile.store %y[%c64], %r : !tile.view<f32, 1>, tensor<64xf32>
  return
}

// -----

// The carried value feeds something else in the body besides its sum
// (a running check): each split program would see only its own prefix.
// CHECK-LABEL: func.func @used_in_body
// CHECK-NOT: simt.split_loop
func.func @used_in_body(%x: !tile.view<f32, 1>, %n: i64, %y: !tile.view<f32, 1>) attributes {simt.kernel} {
  %z = arith.constant dense<0.000000e+00> : tensor<64xf32>
  %c0 = arith.constant 0 : i64
  %c64 = arith.constant 64 : i64
  // expected-remark @below {{loop-carried value 0 is used by more than its combining op}}
  %r = scf.for %i = %c0 to %n step %c64 iter_args(%a = %z) -> (tensor<64xf32>) : i64 {
    %t = tile.load %x[%i] : !tile.view<f32, 1> -> tensor<64xf32>
    %u = arith.mulf %a, %t : tensor<64xf32>
    %a2 = arith.addf %a, %u : tensor<64xf32>
    scf.yield %a2 : tensor<64xf32>
  }
  tile.store %y[%c0], %r : !tile.view<f32, 1>, tensor<64xf32>
  return
}

// -----

// A GEMM's k-loop: the accumulator is a dot's, not an element-wise combination.
// CHECK-LABEL: func.func @kloop
// CHECK-NOT: simt.split_loop
func.func @kloop(%a: !tile.view<f16, 2>, %b: !tile.view<f16, 2>, %k: i64, %c: !tile.view<f32, 2>) attributes {simt.kernel} {
  %z = arith.constant dense<0.000000e+00> : tensor<64x32xf32>
  %c0 = arith.constant 0 : i64
  %c32 = arith.constant 32 : i64
  // expected-remark @below {{loop-carried value 0 is updated by 'tile.dot', not combined with its previous value by one element-wise op}}
  %r = scf.for %i = %c0 to %k step %c32 iter_args(%acc = %z) -> (tensor<64x32xf32>) : i64 {
    %ta = tile.load %a[%c0, %i] : !tile.view<f16, 2> -> tensor<64x32xf16>
    %tb = tile.load %b[%i, %c0] : !tile.view<f16, 2> -> tensor<32x32xf16>
    %d = tile.dot %ta, %tb, %acc : tensor<64x32xf16>, tensor<32x32xf16>, tensor<64x32xf32> -> tensor<64x32xf32>
    scf.yield %d : tensor<64x32xf32>
  }
  tile.store %c[%c0, %c0], %r : !tile.view<f32, 2>, tensor<64x32xf32>
  return
}

// -----

// A loop up to an i64 parameter, from 1 by 2: that parameter bounds the
// trips at launch (dimension 0); one [64] f32 load (256 bytes) a trip.
// CHECK-LABEL: func.func @sum_to_n
// CHECK-SAME: simt.split_loop = array<i64: 3, 256, 0, 256, 2, 0, 1, 2>
func.func @sum_to_n(%x: !tile.view<f32, 1>, %y: !tile.view<f32, 1>, %n: i64) attributes {simt.kernel} {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %zero = arith.constant dense<0.000000e+00> : tensor<64xf32>
  // expected-remark @below {{may be split}}
  %acc = scf.for %r = %c1 to %n step %c2 iter_args(%a = %zero) -> (tensor<64xf32>) : i64 {
    %t = tile.load %x[%r] : !tile.view<f32, 1> -> tensor<64xf32>
    %s = arith.addf %a, %t : tensor<64xf32>
    scf.yield %s : tensor<64xf32>
  }
  tile.store %y[%c0], %acc : !tile.view<f32, 1>, tensor<64xf32>
  return
}
