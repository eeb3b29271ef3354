// RUN: kilnc %s --emit=mlir | FileCheck %s
// CHECK-LABEL: func.func @sync(
// CHECK: simt.barrier block
// CHECK: simt.barrier_reduce count
// CHECK: simt.barrier_reduce and
// CHECK: simt.barrier_reduce or
// CHECK: simt.barrier warp{{$}}
// CHECK: simt.barrier warp, %{{.*}}
// CHECK: simt.fence block
// CHECK: simt.fence device
// CHECK: simt.fence system
extern "C" __global__ void sync(int *out) {
  int t = threadIdx.x;
  __syncthreads();
  out[0] = __syncthreads_count(t > 3);
  out[1] = __syncthreads_and(t);
  out[2] = __syncthreads_or(t == 0);
  __syncwarp();
  __syncwarp(0x0000ffff);
  __threadfence_block();
  __threadfence();
  __threadfence_system();
}
