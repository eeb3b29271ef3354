// 7-point 3-D stencil that marches along z: the z neighbours travel in a
// register queue (behind/current/infront) and each xy plane is staged in a
// shared tile with a one-cell halo; two barriers per plane.
// LAUNCH: grid=2,2 block=32,8 args=in:f32[8192]:rand out:f32[8192]:zero nx:i32=64 ny:i32=16 nz:i32=8
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BX 32
#define BY 8

extern "C" __global__ void stencil_3d_register_queue(const float *in, float *out, int nx, int ny, int nz) {
  __shared__ float plane[BY + 2][BX + 2];
  const float c0 = 0.4f, c1 = 0.1f;
  int tx = threadIdx.x, ty = threadIdx.y;
  int gx = blockIdx.x * BX + tx;
  int gy = blockIdx.y * BY + ty;
  int cx = min(gx, nx - 1), cy = min(gy, ny - 1);
  int stride = nx * ny;
  int col = cy * nx + cx;

  float behind;
  float current = in[col];
  float infront = in[stride + col];

  for (int z = 1; z < nz - 1; ++z) {
    behind = current;
    current = infront;
    infront = in[(z + 1) * stride + col];

    __syncthreads();
    plane[ty + 1][tx + 1] = current;
    if (tx == 0) plane[ty + 1][0] = in[z * stride + cy * nx + max(cx - 1, 0)];
    if (tx == BX - 1) plane[ty + 1][BX + 1] = in[z * stride + cy * nx + min(cx + 1, nx - 1)];
    if (ty == 0) plane[0][tx + 1] = in[z * stride + max(cy - 1, 0) * nx + cx];
    if (ty == BY - 1) plane[BY + 1][tx + 1] = in[z * stride + min(cy + 1, ny - 1) * nx + cx];
    __syncthreads();

    if (gx > 0 && gx < nx - 1 && gy > 0 && gy < ny - 1)
      out[z * stride + gy * nx + gx] =
          c0 * current + c1 * (plane[ty + 1][tx] + plane[ty + 1][tx + 2] + plane[ty][tx + 1] +
                               plane[ty + 2][tx + 1] + behind + infront);
  }
}
