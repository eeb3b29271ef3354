// RUN: kilnc %s --emit=mlir -o - | FileCheck %s
// RUN: not kilnc %s -DBAD --emit=mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// break and continue in tile loops: per-loop i1 flags carried like
// variables; after a statement that may jump, the rest of the body runs
// under scf.if (!break && !continue); a counted for with a break is an
// scf.while running while i < ub && !break.
#include <kiln/tile.hpp>
using namespace kiln::tile;

#ifndef BAD
// A counted for with a break: scf.while over (i, at, break), running while
// i < ub && !break; the break's if yields the flag set.
// CHECK-LABEL: func.func @for_break
// CHECK: %[[F:.*]] = arith.constant false
// CHECK: %[[W:.*]]:3 = scf.while (%[[I:.*]] = %{{.*}}, %[[AT:.*]] = %{{.*}}, %[[B:.*]] = %[[F]]) : (i64, i64, i1) -> (i64, i64, i1) {
// CHECK: %[[LT:.*]] = arith.cmpi slt, %[[I]], %{{.*}} : i64
// CHECK: %[[OR:.*]] = arith.ori %{{.*}}, %[[B]] : i1
// CHECK: %[[NOT:.*]] = arith.xori %[[OR]], %{{.*}} : i1
// CHECK: %[[C:.*]] = arith.andi %[[LT]], %[[NOT]] : i1
// CHECK: scf.condition(%[[C]]) %[[I]], %[[AT]], %[[B]] : i64, i64, i1
// CHECK: } do {
// CHECK: ^bb0(%[[I2:.*]]: i64, %[[AT2:.*]]: i64, %[[B2:.*]]: i1):
// CHECK: %[[R:.*]]:2 = scf.if %{{.*}} -> (i64, i1) {
// CHECK: scf.yield %[[I2]], %true{{.*}} : i64, i1
// CHECK: } else {
// CHECK: scf.yield %[[AT2]], %[[B2]] : i64, i1
// CHECK: %[[NEXT:.*]] = arith.addi %[[I2]], %{{.*}} : i64
// CHECK: scf.yield %[[NEXT]], %[[R]]#0, %[[R]]#1 : i64, i64, i1
// CHECK: tile.splat %[[W]]#1 : tensor<1xi64>
KILN_TILE_KERNEL void for_break(tensor<const float, 1> x, tensor<int64_t, 1> out) {
  int64_t at = -1;
  for (int64_t k = 0; k < x.shape(0); k += 128) {
    if (max<0>(load<128>(x, k)) > 1.0f) {
      at = k;
      break;
    }
  }
  store(out, full<int64_t, 1>(at), 0);
}

// continue only: scf.for stays; the rest of the body runs under
// scf.if (!continue).
// CHECK-LABEL: func.func @for_continue
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (tensor<128xf32>)
// CHECK: %[[NO:.*]] = arith.constant false
// CHECK: %[[T:.*]] = tile.load
// CHECK: %[[K:.*]] = scf.if %{{.*}} -> (i1) {
// CHECK: scf.yield %true{{.*}} : i1
// CHECK: scf.yield %[[NO]] : i1
// CHECK: %[[J:.*]] = arith.ori %{{.*}}, %[[K]] : i1
// CHECK: %[[GO:.*]] = arith.xori %[[J]], %{{.*}} : i1
// CHECK: %[[N:.*]] = scf.if %[[GO]] -> (tensor<128xf32>) {
// CHECK: arith.addf %[[ACC]], %[[T]] : tensor<128xf32>
// CHECK: } else {
// CHECK: scf.yield %[[ACC]] : tensor<128xf32>
// CHECK: scf.yield %[[N]] : tensor<128xf32>
KILN_TILE_KERNEL void for_continue(tensor<const float, 1> x, tensor<float, 1> out) {
  auto acc = zeros<float, 128>();
  for (int64_t k = 0; k < x.shape(0); k += 128) {
    auto t = load<128>(x, k);
    if (min<0>(t) < 0.0f)
      continue;
    acc += t;
  }
  store(out, acc, 0);
}

// while (true) with two breaks: the condition is true && !break; the
// second break's if runs only when the first did not break.
// CHECK-LABEL: func.func @while_true
// CHECK: scf.while (%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %[[B:.*]] = %false) : (tensor<64xf32>, i32, i1)
// CHECK: %[[NB:.*]] = arith.xori %[[B]], %true{{.*}} : i1
// CHECK: arith.andi %true{{.*}}, %[[NB]] : i1
// CHECK: } do {
// CHECK: %[[B1:.*]] = scf.if %{{.*}} -> (i1) {
// CHECK: %[[GO:.*]] = arith.xori
// CHECK: %[[B2:.*]] = scf.if %[[GO]] -> (i1) {
// CHECK: arith.cmpi sgt
// CHECK: } else {
// CHECK: scf.yield %[[B1]] : i1
// CHECK: scf.yield %{{.*}}, %{{.*}}, %[[B2]] : tensor<64xf32>, i32, i1
KILN_TILE_KERNEL void while_true(tensor<float, 1> x) {
  auto t = load<64>(x, 0);
  int32_t n = 0;
  while (true) {
    t = t * 0.5f;
    n += 1;
    if (max<0>(t) < 1.0f)
      break;
    if (n > 100)
      break;
  }
  store(x, t, 0);
}

// do-while with continue: the body (in the before region) skips its rest;
// the condition is still evaluated.
// CHECK-LABEL: func.func @do_continue
// CHECK: scf.while (%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) : (i32, tensor<64xf32>) -> (i32, tensor<64xf32>) {
// CHECK: %[[K:.*]] = scf.if %{{.*}} -> (i1) {
// CHECK: scf.if %{{.*}} -> (tensor<64xf32>) {
// CHECK: arith.addf
// CHECK: %[[C:.*]] = arith.cmpi slt
// CHECK: scf.condition(%[[C]])
KILN_TILE_KERNEL void do_continue(tensor<float, 1> x) {
  auto t = load<64>(x, 0);
  int32_t n = 0;
  do {
    n += 1;
    if (n % 2 == 0)
      continue;
    t = t + 1.0f;
  } while (n < 10);
  store(x, t, 0);
}

// A break of an inner loop leaves only that loop.
// CHECK-LABEL: func.func @nested
// CHECK: scf.for
// CHECK: scf.while (%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %false{{.*}}) : (i64, tensor<64xf32>, i1)
// CHECK: scf.yield %{{.*}}#1 : tensor<64xf32>
KILN_TILE_KERNEL void nested(tensor<float, 1> x) {
  auto t = load<64>(x, 0);
  for (int64_t i = 0; i < 4; ++i) {
    for (int64_t j = 0; j < 4; ++j) {
      if (j > i)
        break;
      t = t + 1.0f;
    }
  }
  store(x, t, 0);
}
#else
KILN_TILE_KERNEL void bad(tensor<float, 1> x) {
  auto t = load<64>(x, 0);
  for (int64_t i = 0; i < 4; ++i) {
    // BAD: [[@LINE+1]]:5: error: 'SwitchStmt' is not supported in tile kernels
    switch (i) {
    case 0:
      break;
    }
  }
  store(x, t, 0);
}
#endif
