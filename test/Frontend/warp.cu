// RUN: kilnc %s --emit=mlir | FileCheck %s
// CHECK-LABEL: func.func @warp(
// CHECK: simt.shuffle idx {{.*}} : f32
// CHECK: simt.shuffle up {{.*}} : i32
// CHECK: simt.shuffle down {{.*}} : f64
// CHECK: simt.shuffle xor {{.*}} width {{.*}} : f32
// CHECK: simt.vote ballot {{.*}} : i32
// CHECK: simt.vote all {{.*}} : i1
// CHECK: simt.vote any {{.*}} : i1
// CHECK: simt.active_mask
// CHECK: simt.match_any {{.*}} : i32
// CHECK: simt.match_all {{.*}} : i64
// CHECK: simt.redux add
// CHECK: simt.redux umin
// CHECK: simt.redux max
// CHECK: simt.redux xor
extern "C" __global__ void warp(float *f, int *i, double *d, unsigned *u) {
  int t = threadIdx.x;
  f[0] = __shfl_sync(0xffffffff, f[t], 0);
  i[0] = __shfl_up_sync(0xffffffff, i[t], 1);
  d[0] = __shfl_down_sync(0xffffffff, d[t], 2);
  f[1] = __shfl_xor_sync(0xffffffff, f[t], 1, 16);
  u[0] = __ballot_sync(0xffffffff, t & 1);
  i[1] = __all_sync(0xffffffff, t < 40);
  i[2] = __any_sync(0xffffffff, t > 30);
  u[1] = __activemask();
  u[2] = __match_any_sync(0xffffffff, i[t]);
  int pred;
  u[3] = __match_all_sync(0xffffffff, (long long)t, &pred);
  u[4] = __reduce_add_sync(0xffffffff, u[t]);
  u[5] = __reduce_min_sync(0xffffffff, u[t]);
  i[3] = __reduce_max_sync(0xffffffff, i[t]);
  u[6] = __reduce_xor_sync(0xffffffff, u[t]) + pred;
}
