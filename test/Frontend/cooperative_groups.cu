// <cooperative_groups.h> in kilnc: after inlining (--emit=simt) every group operation is the simt
// op the synchronisation checks know; before it (--emit=mlir) the header's primitives are ops in
// its functions.
// RUN: kilnc %s --arch=sm_90 --emit=simt -o - | FileCheck %s
// RUN: kilnc %s --arch=sm_90 --emit=mlir -o - | FileCheck %s --check-prefix=MLIR
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o /dev/null %}
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

// MLIR-LABEL: func.func private @_ZNK18cooperative_groups10grid_group8is_validEv(
// MLIR: simt.grid_workspace
// MLIR-LABEL: func.func private @_ZNK18cooperative_groups10grid_group4syncEv(
// MLIR-NEXT: simt.grid_sync

// CHECK-LABEL: func.func @block_ops(
// thread_rank() is warp * 32 + lane; size() the block's threads.
// CHECK-DAG: %[[W:.*]] = simt.warp_id
// CHECK-DAG: %[[L:.*]] = simt.lane_id
// CHECK: simt.barrier block
// CHECK: simt.barrier block
// CHECK-NOT: simt.barrier
// CHECK: return
extern "C" __global__ void block_ops(unsigned* out) {
  cg::thread_block block = cg::this_thread_block();
  out[block.thread_rank()] = block.size();
  block.sync();
  out[block.thread_rank()] += 1;
  cg::sync(block);
}

// A tile of 32: no mask; of 16: the half warp's lanes, 0xffff << (lane & ~15).
// CHECK-LABEL: func.func @tiles(
// CHECK: simt.barrier warp{{$}}
// CHECK: simt.shuffle down %{{.*}}, %{{.*}}, %c-1_i32 width %c32_i32 : f32
// CHECK: %[[LANE:.*]] = simt.lane_id
// CHECK: %[[BASE:.*]] = arith.andi %[[LANE]], %c-16_i32
// CHECK: %[[MASK:.*]] = arith.shli %c65535_i32, %[[BASE]]
// CHECK: simt.barrier warp, %[[MASK]]
// CHECK: simt.shuffle xor %{{.*}}, %{{.*}}, %[[MASK]] width %c16_i32 : f32
// CHECK: simt.vote ballot %{{.*}}, %[[MASK]] : i32
extern "C" __global__ void tiles(float* f, unsigned* u) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  warp.sync();
  float v = warp.shfl_down(f[threadIdx.x], 1);
  cg::thread_block_tile<16> half = cg::tiled_partition<16>(block);
  half.sync();
  v += half.shfl_xor(v, 4);
  u[threadIdx.x] = half.ballot(v > 0.0f);
  f[threadIdx.x] = v;
}

// cg::reduce: redux.sync for 32-bit integers in tiles of 16 and 32, a shuffle tree otherwise.
// CHECK-LABEL: func.func @reductions(
// CHECK: simt.redux add %{{.*}}, %c-1_i32
// CHECK: simt.redux umax
// CHECK: simt.redux min %{{.*}}, %{{.*}} : i32
// CHECK: simt.shuffle xor %{{.*}}, %{{.*}}, %{{.*}} width %c8_i32 : i32
// CHECK: simt.shuffle xor %{{.*}}, %{{.*}}, %c-1_i32 width %c32_i32 : f32
// CHECK: simt.shuffle up %{{.*}}, %{{.*}}, %c-1_i32 width %c32_i32 : i32
extern "C" __global__ void reductions(int* i, unsigned* u, float* f) {
  cg::thread_block block = cg::this_thread_block();
  auto warp = cg::tiled_partition<32>(block);
  auto half = cg::tiled_partition<16>(block);
  auto oct = cg::tiled_partition<8>(block);
  int x = i[threadIdx.x];
  i[threadIdx.x] = cg::reduce(warp, x, cg::plus<int>());
  u[threadIdx.x] = cg::reduce(warp, u[threadIdx.x], cg::greater<unsigned>());
  i[threadIdx.x + 1] = cg::reduce(half, x, cg::less<int>());
  i[threadIdx.x + 2] = cg::reduce(oct, x, cg::plus<int>());
  f[threadIdx.x] = cg::reduce(warp, f[threadIdx.x], cg::plus<float>());
  i[threadIdx.x + 3] = cg::inclusive_scan(warp, x);
}

// coalesced_threads(): the active lanes; a type-erased thread_group folds to its barrier.
// CHECK-LABEL: func.func @coalesced_and_erased(
// CHECK: %[[ACTIVE:.*]] = simt.active_mask
// CHECK: simt.shuffle idx %{{.*}}, %{{.*}}, %[[ACTIVE]] width %c32_i32 : i32
// CHECK: simt.barrier block
// CHECK-NOT: cf.switch
// CHECK: return
extern "C" __global__ void coalesced_and_erased(int* out, int* counter) {
  if (out[threadIdx.x] > 0) {
    cg::coalesced_group g = cg::coalesced_threads();
    int base;
    if (g.thread_rank() == 0) base = atomicAdd(counter, (int)g.size());
    out[threadIdx.x] = g.shfl(base, 0) + (int)g.thread_rank();
  }
  cg::thread_group erased = cg::this_thread_block();
  erased.sync();
}

// The grid barrier.
// CHECK-LABEL: func.func @grid(
// CHECK: simt.grid_workspace
// CHECK: simt.grid_sync
extern "C" __global__ void grid(int* out) {
  cg::grid_group g = cg::this_grid();
  out[g.thread_rank()] = g.is_valid();
  g.sync();
  out[g.thread_rank()] += 1;
}
