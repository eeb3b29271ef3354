// 2-D five-point stencil whose (16+2)x(16+2) haloed tile is loaded by loops
// over threadIdx.y and threadIdx.x stepping by blockDim (any 16x16-or-smaller
// block fills it), one barrier, then each thread computes its own point.
// LAUNCH: grid=4,4 block=16,16 args=out:f32[4096]:zero in:f32[4096]:rand n:i32=64
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define T 16

extern "C" __global__ void __launch_bounds__(256) stencil_2d_halo_ty_tx_loops(float *out, const float *in, int n) {
  __shared__ float tile[T + 2][T + 2];
  const int x0 = blockIdx.x * T - 1, y0 = blockIdx.y * T - 1;
  for (int y = threadIdx.y; y < T + 2; y += blockDim.y)
    for (int x = threadIdx.x; x < T + 2; x += blockDim.x) {
      int gx = min(max(x0 + x, 0), n - 1), gy = min(max(y0 + y, 0), n - 1);
      tile[y][x] = in[gy * n + gx];
    }
  __syncthreads();
  const int tx = threadIdx.x + 1, ty = threadIdx.y + 1;
  const int gx = blockIdx.x * T + threadIdx.x, gy = blockIdx.y * T + threadIdx.y;
  if (gx < n && gy < n)
    out[gy * n + gx] = 0.5f * tile[ty][tx] +
                       0.125f * (tile[ty - 1][tx] + tile[ty + 1][tx] + tile[ty][tx - 1] + tile[ty][tx + 1]);
}
