// 3-D permutation through a shared tile with the barrier between the load and the
// transposed read missing: thread (1, 0, 0) reads tile[1][0][0], stored by thread
// (0, 0, 1) in another warp.
// LAUNCH: grid=4,4,2 block=8,4,8 args=in:f32[8192]:rand out:f32[8192]:zero D:i32=16 H:i32=16 W:i32=32
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define TX 8
#define TY 4
#define TZ 8

extern "C" __global__ void permute3d_no_tile_sync(const float *in, float *out, int D, int H, int W) {
  __shared__ float tile[TZ][TY][TX + 1];
  const int x0 = blockIdx.x * TX;
  const int y0 = blockIdx.y * TY;
  const int z0 = blockIdx.z * TZ;

  int x = x0 + threadIdx.x, y = y0 + threadIdx.y, z = z0 + threadIdx.z;
  if (x < W && y < H && z < D) tile[threadIdx.z][threadIdx.y][threadIdx.x] = in[(z * H + y) * W + x];

  // Output element (x', y, z') with z' = z0 + threadIdx.x fastest and x' = x0 + threadIdx.z.
  int zo = z0 + threadIdx.x, xo = x0 + threadIdx.z;
  // CHECK: permute3d_no_tile_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-4]]{{(,|$)}}
  if (xo < W && y < H && zo < D) out[(xo * H + y) * D + zo] = tile[threadIdx.x][threadIdx.y][threadIdx.z];
}
