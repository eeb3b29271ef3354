// A radius-2 cross stencil on 16x16 blocks whose halo rows are loaded by the
// first two rows of threads (ty < R): the bottom halo goes one row too high,
// into tile[ty + BY + R - 1], the interior row that thread (tx, ty + BY - 1)
// stores, a different value with nothing ordering the two stores.
// LAUNCH: grid=8,8 block=16,16 args=u:f32[16384]:rand unew:f32[16384]:zero nx:i32=128 ny:i32=128
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BX 16
#define BY 16
#define R 2

extern "C" __global__ void stencil_2d_bottom_halo_off_by_one(const float *u, float *unew, int nx, int ny) {
  __shared__ float tile[BY + 2 * R][BX + 2 * R];
  int tx = threadIdx.x, ty = threadIdx.y;
  int gx = blockIdx.x * BX + tx;
  int gy = blockIdx.y * BY + ty;
  int cx = min(gx, nx - 1), cy = min(gy, ny - 1);
  tile[ty + R][tx + R] = u[cy * nx + cx]; // (a)
  if (ty < R) {
    tile[ty][tx + R] = u[max(cy - R, 0) * nx + cx];
    // CHECK: stencil_2d_bottom_halo_off_by_one.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    tile[ty + BY + R - 1][tx + R] = u[min(cy + BY, ny - 1) * nx + cx];
  }
  if (tx < R) {
    tile[ty + R][tx] = u[cy * nx + max(cx - R, 0)];
    tile[ty + R][tx + BX + R] = u[cy * nx + min(cx + BX, nx - 1)];
  }
  __syncthreads();
  if (gx < nx && gy < ny) {
    float acc = -4.0f * tile[ty + R][tx + R];
    for (int d = 1; d <= R; d++)
      acc += tile[ty + R - d][tx + R] + tile[ty + R + d][tx + R] + tile[ty + R][tx + R - d] + tile[ty + R][tx + R + d];
    unew[gy * nx + gx] = acc;
  }
}
