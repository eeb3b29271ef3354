// 13-point 3-D stencil (radius 2 along each axis) that marches along z: the
// z neighbours live in register queues of two behind and two in front, the
// current xy plane sits in a shared tile with a two-cell halo loaded by the
// edge threads ('if (tx < R)' etc.); a barrier before overwriting the plane
// and one after loading it.
// LAUNCH: grid=2,2 block=16,16 args=out:f32[8192]:zero in:f32[8192]:rand nx:i32=32 ny:i32=32 nz:i32=8
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define TX 16
#define TY 16
#define R 2

extern "C" __global__ void stencil_3d_radius2_plane_march(float *out, const float *in, int nx, int ny, int nz) {
  __shared__ float plane[TY + 2 * R][TX + 2 * R];
  int tx = threadIdx.x, ty = threadIdx.y;
  int gx = blockIdx.x * TX + tx, gy = blockIdx.y * TY + ty;
  int stride = nx * ny;
  int cx = min(gx, nx - 1), cy = min(gy, ny - 1);
  int idx = cy * nx + cx;
  float behind[R], infront[R];
  float current = in[idx];
#pragma unroll
  for (int k = 0; k < R; ++k) {
    behind[k] = current;
    infront[k] = in[idx + min(k + 1, nz - 1) * stride];
  }
  for (int z = 0; z < nz; ++z) {
    __syncthreads();
    int lx = tx + R, ly = ty + R;
    plane[ly][lx] = current;
    if (tx < R) {
      plane[ly][tx] = in[z * stride + cy * nx + max(cx - R, 0)];
      plane[ly][lx + TX] = in[z * stride + cy * nx + min(cx + TX, nx - 1)];
    }
    if (ty < R) {
      plane[ty][lx] = in[z * stride + max(cy - R, 0) * nx + cx];
      plane[ly + TY][lx] = in[z * stride + min(cy + TY, ny - 1) * nx + cx];
    }
    __syncthreads();
    float v = 0.5f * current;
#pragma unroll
    for (int k = 1; k <= R; ++k)
      v += 0.05f * (plane[ly][lx - k] + plane[ly][lx + k] + plane[ly - k][lx] + plane[ly + k][lx] + behind[k - 1] +
                    infront[k - 1]);
    if (gx < nx && gy < ny) out[z * stride + idx] = v;
#pragma unroll
    for (int k = R - 1; k > 0; --k) behind[k] = behind[k - 1];
    behind[0] = current;
    current = infront[0];
#pragma unroll
    for (int k = 0; k < R - 1; ++k) infront[k] = infront[k + 1];
    infront[R - 1] = in[min(z + R + 1, nz - 1) * stride + idx];
  }
}
