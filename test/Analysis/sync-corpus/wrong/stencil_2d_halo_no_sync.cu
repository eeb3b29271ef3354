// 2-D five-point stencil that reads its neighbours before the block has
// finished loading the tile and its halo (the barrier is missing).
// LAUNCH: grid=8,8 block=16,16 args=u:f32[16384]:rand unew:f32[16384]:zero nx:i32=128 ny:i32=128
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BX 16
#define BY 16

extern "C" __global__ void stencil_2d_halo_no_sync(const float *u, float *unew, int nx, int ny) {
  __shared__ float tile[BY + 2][BX + 2];
  int tx = threadIdx.x, ty = threadIdx.y;
  int gx = blockIdx.x * BX + tx, gy = blockIdx.y * BY + ty;
  int cx = min(gx, nx - 1), cy = min(gy, ny - 1);
  tile[ty + 1][tx + 1] = u[cy * nx + cx];
  if (tx == 0) tile[ty + 1][0] = u[cy * nx + max(cx - 1, 0)];
  if (tx == BX - 1) tile[ty + 1][BX + 1] = u[cy * nx + min(cx + 1, nx - 1)];
  if (ty == 0) tile[0][tx + 1] = u[max(cy - 1, 0) * nx + cx];
  if (ty == BY - 1) tile[BY + 1][tx + 1] = u[min(cy + 1, ny - 1) * nx + cx];
  if (gx < nx && gy < ny)
    // CHECK: stencil_2d_halo_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    unew[gy * nx + gx] = 0.25f * (tile[ty][tx + 1] + tile[ty + 2][tx + 1] + tile[ty + 1][tx] + tile[ty + 1][tx + 2]);
}
