// Two halo loads under thread-index branches keep their own load and store
// in their own block: SimplifyCFG's late sinking used to join the identical
// tails into one load from a phi'd address after the branches, which ptxas
// cannot predicate, so the halo load waited for the tile load (a HotSpot step
// ran at 0.84x nvcc). nvcc keeps the branches apart, and so does Kiln
// (`sink-common-insts` off in PTXEmitter.cpp).
// RUN: kilnc %s --arch=sm_90 --emit=llvm | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

// CHECK-LABEL: define ptx_kernel void @_Z4haloPKfPfi(
// CHECK-NOT: phi
// CHECK: load float, ptr addrspace(1)
// CHECK: load float, ptr addrspace(1)
// CHECK-NEXT: getelementptr
// CHECK-NEXT: store float
// CHECK: load float, ptr addrspace(1)
// CHECK-NEXT: getelementptr
// CHECK-NEXT: store float
// CHECK-NOT: phi
// CHECK: llvm.nvvm.barrier
__global__ void halo(const float *g, float *out, int n) {
  __shared__ float t[18][16];
  int x = threadIdx.x, y = threadIdx.y;
  t[y + 1][x] = g[y * n + x];
  if (y == 0) t[0][x] = g[n * 16 + x];
  if (y == 15) t[17][x] = g[n * 17 + x];
  __syncthreads();
  out[y * n + x] = t[y][x] + t[y + 2][x];
}
