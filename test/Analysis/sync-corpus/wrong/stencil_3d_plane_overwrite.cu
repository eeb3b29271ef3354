// 3-D register-queue stencil without the barrier at the top of the z loop:
// a thread stores the next plane into plane[ty + 1][tx + 1] while its left
// neighbour may still read that cell for the previous plane.
// LAUNCH: grid=2,2 block=32,8 args=in:f32[8192]:rand out:f32[8192]:zero nx:i32=64 ny:i32=16 nz:i32=8
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BX 32
#define BY 8

extern "C" __global__ void stencil_3d_plane_overwrite(const float *in, float *out, int nx, int ny, int nz) {
  __shared__ float plane[BY + 2][BX + 2];
  int tx = threadIdx.x, ty = threadIdx.y;
  int gx = blockIdx.x * BX + tx, gy = blockIdx.y * BY + ty;
  int cx = min(gx, nx - 1), cy = min(gy, ny - 1);
  int stride = nx * ny;
  float behind, current = in[cy * nx + cx], infront = in[stride + cy * nx + cx];
  for (int z = 1; z < nz - 1; ++z) {
    behind = current;
    current = infront;
    infront = in[(z + 1) * stride + cy * nx + cx];
    // CHECK: stencil_3d_plane_overwrite.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE+7]]{{(,|$)}}
    plane[ty + 1][tx + 1] = current;
    if (tx == 0) plane[ty + 1][0] = in[z * stride + cy * nx + max(cx - 1, 0)];
    if (tx == BX - 1) plane[ty + 1][BX + 1] = in[z * stride + cy * nx + min(cx + 1, nx - 1)];
    if (ty == 0) plane[0][tx + 1] = in[z * stride + max(cy - 1, 0) * nx + cx];
    if (ty == BY - 1) plane[BY + 1][tx + 1] = in[z * stride + min(cy + 1, ny - 1) * nx + cx];
    __syncthreads();
    float around = plane[ty + 1][tx] + plane[ty + 1][tx + 2] + plane[ty][tx + 1] + plane[ty + 2][tx + 1]; // (a)
    if (gx > 0 && gx < nx - 1 && gy > 0 && gy < ny - 1)
      out[z * stride + gy * nx + gx] = 0.4f * current + 0.1f * (around + behind + infront);
  }
}
