// The halo threads of the left edge synchronise inside their own branch:
// only the threads with tx == 0 reach that barrier.
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BX 16
#define BY 16

extern "C" __global__ void stencil_2d_sync_in_halo_branch(const float *u, float *unew, int nx, int ny) {
  __shared__ float tile[BY + 2][BX + 2];
  int tx = threadIdx.x, ty = threadIdx.y;
  int gx = blockIdx.x * BX + tx, gy = blockIdx.y * BY + ty;
  int cx = min(gx, nx - 1), cy = min(gy, ny - 1);
  tile[ty + 1][tx + 1] = u[cy * nx + cx];
  if (tx == 0) { // (a)
    tile[ty + 1][0] = u[cy * nx + max(cx - 1, 0)];
    // CHECK: stencil_2d_sync_in_halo_branch.cu:[[@LINE+1]]: error divergent-barrier threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^ ]+}} lines={{([0-9]+,)*}}[[#@LINE-2]]{{(,|$)}}
    __syncthreads();
  }
  if (tx == BX - 1) tile[ty + 1][BX + 1] = u[cy * nx + min(cx + 1, nx - 1)];
  if (ty == 0) tile[0][tx + 1] = u[max(cy - 1, 0) * nx + cx];
  if (ty == BY - 1) tile[BY + 1][tx + 1] = u[min(cy + 1, ny - 1) * nx + cx];
  __syncthreads();
  if (gx < nx && gy < ny)
    unew[gy * nx + gx] = 0.25f * (tile[ty][tx + 1] + tile[ty + 2][tx + 1] + tile[ty + 1][tx] + tile[ty + 1][tx + 2]);
}
