// RUN: kilnc %s --emit=mlir | FileCheck %s
#include <kiln/simt.hpp>
// CHECK-LABEL: func.func @kspell(
// CHECK-DAG: simt.thread_id x
// CHECK-DAG: simt.block_id y
// CHECK-DAG: simt.block_dim x
// CHECK-DAG: simt.grid_dim z
// CHECK-DAG: simt.lane_id
// CHECK-DAG: simt.warp_id
// CHECK: simt.barrier block
// CHECK: simt.barrier warp{{$}}
// CHECK: simt.barrier warp, %
// CHECK: simt.fence block
// CHECK: simt.fence device
// CHECK: simt.fence system
// CHECK: simt.atomic_rmw add {{.*}} scope(block) order(relaxed) : !simt.ptr<i32, shared>, i32
// CHECK: simt.atomic_cas {{.*}} scope(block) order(acq_rel) : !simt.ptr<i32, shared>, i32
// CHECK: simt.atomic_load {{.*}} scope(device) order(acquire) : !simt.ptr<f32, global> -> f32
// CHECK: simt.atomic_store {{.*}} scope(system) order(release) : f32, !simt.ptr<f32, global>
// CHECK: simt.atomic_rmw max {{.*}} scope(device) order(seq_cst)
// CHECK: simt.atomic_rmw exch {{.*}} scope(block) order(acq_rel)
// CHECK: simt.shuffle idx
// CHECK: simt.shuffle down
// CHECK: simt.shuffle up
// CHECK: simt.shuffle xor
// CHECK: simt.vote ballot
// CHECK: simt.vote all
// CHECK: simt.vote any
// CHECK: simt.redux add
extern "C" __global__ void kspell(float *out, int *cnt) {
  __shared__ int s[4];
  unsigned t = kiln::thread_idx().x + kiln::block_idx().y + kiln::block_dim().x +
               kiln::grid_dim().z + kiln::lane_id() + kiln::warp_id();
  kiln::sync(kiln::scope::block);
  kiln::sync(kiln::scope::warp);
  kiln::sync_warp(0xffu);
  kiln::fence(kiln::scope::block);
  kiln::fence(kiln::scope::device);
  kiln::fence(kiln::scope::system);
  kiln::atomic_ref<int, kiln::scope::block> ref(s[t % 4]);
  ref.fetch_add(1, kiln::memory_order::relaxed);
  int expected = 0;
  bool ok = ref.compare_exchange_strong(expected, 5, kiln::memory_order::acq_rel);
  kiln::atomic_ref<float> g(out[0]);
  float v = g.load(kiln::memory_order::acquire);
  kiln::atomic_ref<float, kiln::scope::system>(out[1]).store(v, kiln::memory_order::release);
  kiln::atomic_ref<int>(cnt[0]).fetch_max(7);
  kiln::atomic_ref<int, kiln::scope::block>(s[0]).exchange(1, kiln::memory_order::acq_rel);
  float x = kiln::shuffle(v, 0) + kiln::shuffle_down(v, 1) + kiln::shuffle_up(v, 2, 0xffffu) +
            kiln::shuffle_xor(v, 4);
  unsigned b = kiln::ballot(x > 0);
  bool a = kiln::all(x > 0) && kiln::any(ok);
  out[t] = x + b + a + kiln::reduce_add((int)t);
}
// Clusters (sm_90+).
// CHECK-LABEL: func.func @clusters(
// CHECK-DAG: simt.cluster_id x
// CHECK-DAG: simt.cluster_dim y
// CHECK-DAG: simt.block_rank_in_cluster
// CHECK: simt.barrier cluster
extern "C" __global__ void clusters(unsigned *out) {
  out[0] = kiln::cluster_idx().x + kiln::cluster_dim().y + kiln::block_rank_in_cluster();
  kiln::sync(kiln::scope::cluster);
}
