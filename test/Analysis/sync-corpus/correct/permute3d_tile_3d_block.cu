// Permutes a D x H x W volume into W x H x D (swaps the x and z axes) through a
// shared tile indexed by a 3-D thread block: threads (tx, ty, tz) load
// tile[tz][ty][tx] with x fastest, and after the barrier store out with z fastest,
// reading tile[tx][ty][tz]; the x extent is padded by one against bank conflicts.
// LAUNCH: grid=4,4,2 block=8,4,8 args=in:f32[8192]:rand out:f32[8192]:zero D:i32=16 H:i32=16 W:i32=32
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define TX 8
#define TY 4
#define TZ 8

extern "C" __global__ void permute3d_tile_3d_block(const float *in, float *out, int D, int H, int W) {
  __shared__ float tile[TZ][TY][TX + 1];
  const int x0 = blockIdx.x * TX;
  const int y0 = blockIdx.y * TY;
  const int z0 = blockIdx.z * TZ;

  int x = x0 + threadIdx.x, y = y0 + threadIdx.y, z = z0 + threadIdx.z;
  if (x < W && y < H && z < D) tile[threadIdx.z][threadIdx.y][threadIdx.x] = in[(z * H + y) * W + x];
  __syncthreads();

  // Output element (x', y, z') with z' = z0 + threadIdx.x fastest and x' = x0 + threadIdx.z.
  int zo = z0 + threadIdx.x, xo = x0 + threadIdx.z;
  if (xo < W && y < H && zo < D) out[(xo * H + y) * D + zo] = tile[threadIdx.x][threadIdx.y][threadIdx.z];
}
