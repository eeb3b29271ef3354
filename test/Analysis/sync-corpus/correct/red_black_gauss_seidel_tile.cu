// Red-black Gauss-Seidel sweeps on a 16x16 tile with a fixed halo (18x18 in
// shared memory): red cells ((x + y) even) are updated from their black
// neighbours, a barrier, then the black cells from the red ones.
// LAUNCH: grid=4 block=16,16 args=out:f32[1024]:zero in:f32[1296]:rand iters:i32=4
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
extern "C" __global__ void __launch_bounds__(256) red_black_gauss_seidel_tile(float *out, const float *in, int iters) {
  __shared__ float u[18][18];
  int tx = threadIdx.x, ty = threadIdx.y, t = ty * 16 + tx;
  for (int i = t; i < 324; i += 256) u[i / 18][i % 18] = in[blockIdx.x * 324 + i];
  __syncthreads();
  for (int it = 0; it < iters; it++) {
    for (int color = 0; color < 2; color++) {
      if (((tx + ty) & 1) == color)
        u[ty + 1][tx + 1] = 0.25f * (u[ty][tx + 1] + u[ty + 2][tx + 1] + u[ty + 1][tx] + u[ty + 1][tx + 2]);
      __syncthreads();
    }
  }
  out[blockIdx.x * 256 + t] = u[ty + 1][tx + 1];
}
