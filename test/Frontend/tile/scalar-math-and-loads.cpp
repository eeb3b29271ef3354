// RUN: kilnc %s --emit=mlir -o - | FileCheck %s
// RUN: kilnc %s --arch=sm_90a -o %t.ptx && ptxas -arch=sm_90a %t.ptx -o /dev/null
// RUN: kilnc %s --arch=sm_80 -o %t80.ptx && ptxas -arch=sm_80 %t80.ptx -o /dev/null
// RUN: not kilnc %s -DBAD --emit=mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// The scalar code of tile kernels calls CUDA's math functions as SIMT code
// does (sqrtf, expf, fmaxf, std::log through __builtin_logf, ...: libdevice
// or the exact op); `load(t, i...)` reads one element as a scalar (0 outside
// the tensor) for loop bounds and branches, and `item(t)` is the element of a
// single-element tile.
#include <kiln/tile.hpp>
#include <cmath>
using namespace kiln::tile;

#ifndef BAD
// CHECK-LABEL: func.func @group_stats
// CHECK: math.sqrt %{{.*}} : f32
// CHECK: arith.maxnumf %{{.*}} : f32
// CHECK: call @__nv_expf(%{{.*}}) : (f32) -> f32
// CHECK: call @__nv_logf(%{{.*}}) : (f32) -> f32
// CHECK: call @__nv_pow(%{{.*}}, %{{.*}}) : (f64, f64) -> f64
KILN_TILE_KERNEL void group_stats(tensor<const float, 1> x, tensor<float, 1> out, float eps) {
  int64_t i = block_id(0) * 1024;
  auto t = load<1024>(x, i);
  float mean = sum<0>(t) / 1024.0f;
  float var = sum<0>(t * t) / 1024.0f - mean * mean;
  float inv = 1.0f / sqrtf(var + eps);
  float top = fmaxf(max<0>(t), 0.0f);
  float soft = expf(top - mean) + std::log(inv);
  double p = pow(2.0, (double)top);
  store(out, (t - mean) * inv + soft + (float)p, i);
}

// CHECK-LABEL: func.func @segment_sum
// CHECK: %[[S:.*]] = tile.load %{{.*}}[%{{.*}}] : !tile.view<i64, 1> -> tensor<1xi64>
// CHECK: tile.reduce %[[S]], 0 : tensor<1xi64> -> i64
// CHECK: scf.for
KILN_TILE_KERNEL void segment_sum(tensor<const float, 1> x, tensor<const int64_t, 1> offsets,
                                  tensor<float, 1> out) {
  int64_t b = block_id(0);
  int64_t start = load(offsets, b), end = load(offsets, b + 1);
  auto acc = zeros<float, 1024>();
  for (int64_t j = start; j < end; j += 1024)
    acc = acc + where(arange<int64_t, 1024>(j) < end, load<1024>(x, j), 0.0f);
  store(out, full<float, 1>(sum<0>(acc)), b);
}

// A 2-D scalar load and item() of a reduced [1, N] row.
// CHECK-LABEL: func.func @row_item
// CHECK: tile.load %{{.*}}[%{{.*}}, %{{.*}}] : !tile.view<i32, 2> -> tensor<1x1xi32>
// CHECK: tile.reshape %{{.*}} : tensor<1x1xi32> -> tensor<1xi32>
// CHECK: tile.reduce %{{.*}}, 1 : tensor<1x256xf32> -> tensor<1xf32>
// CHECK: tile.reduce %{{.*}}, 0 : tensor<1xf32> -> f32
KILN_TILE_KERNEL void row_item(tensor<const float, 2> x, tensor<const int32_t, 2> flags,
                               tensor<float, 1> out) {
  int64_t r = block_id(0);
  int32_t flag = load(flags, r, 0);
  float m = item(max<1>(load<1, 256>(x, r, 0)));
  if (flag != 0)
    m = m * 2.0f;
  store(out, full<float, 1>(m), r);
}
#else
KILN_TILE_KERNEL void bad(tensor<float, 1> out) {
  int e = 0;
  // BAD: :[[@LINE+1]]:26: error: 'frexpf' returns through a pointer, which tile kernels do not have
  float f = frexpf(1.0f, &e);
  store(out, full<float, 1>(f), 0);
}
#endif
