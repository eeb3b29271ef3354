// 27-point box average over a 16^3 volume with 8x8x8 blocks: the 10x10x10
// tile with its one-cell halo (clamped at the faces) is loaded by a flat
// block-strided loop over its 1000 cells, split into (z, y, x) by / and %,
// then each thread sums its 3x3x3 neighbourhood.
// LAUNCH: grid=2,2,2 block=8,8,8 args=in:f32[4096]:rand out:f32[4096]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(512) stencil3d_27pt_flat_halo_tile(const float *in, float *out) {
  constexpr int N = 16;
  __shared__ float tile[10][10][10];
  const int t = threadIdx.x + 8 * (threadIdx.y + 8 * threadIdx.z);
  for (int e = t; e < 1000; e += 512) {
    const int lx = e % 10, ly = (e / 10) % 10, lz = e / 100;
    const int gx = min(max((int)blockIdx.x * 8 + lx - 1, 0), N - 1);
    const int gy = min(max((int)blockIdx.y * 8 + ly - 1, 0), N - 1);
    const int gz = min(max((int)blockIdx.z * 8 + lz - 1, 0), N - 1);
    tile[lz][ly][lx] = in[(gz * N + gy) * N + gx];
  }
  __syncthreads();
  float s = 0.0f;
  for (int dz = 0; dz < 3; ++dz)
    for (int dy = 0; dy < 3; ++dy)
      for (int dx = 0; dx < 3; ++dx)
        s += tile[threadIdx.z + dz][threadIdx.y + dy][threadIdx.x + dx];
  const int x = blockIdx.x * 8 + threadIdx.x, y = blockIdx.y * 8 + threadIdx.y, z = blockIdx.z * 8 + threadIdx.z;
  out[(z * N + y) * N + x] = s * (1.0f / 27.0f);
}
