// Transpose through a shared tile with the barrier between the tile's
// store and the transposed read forgotten: thread (x,y) reads the element
// thread (y,x) stores.
// LAUNCH: grid=4,4 block=16,16 args=in:f32[4096]:rand out:f32[4096]:zero n:i32=64
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) transpose_tile_no_sync(const float *in, float *out, int n) {
  __shared__ float tile[16][17];
  int x = blockIdx.x * 16 + threadIdx.x, y = blockIdx.y * 16 + threadIdx.y;
  tile[threadIdx.y][threadIdx.x] = in[y * n + x]; // (a)
  int ox = blockIdx.y * 16 + threadIdx.x, oy = blockIdx.x * 16 + threadIdx.y;
  // CHECK: transpose_tile_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-2]]{{(,|$)}}
  out[oy * n + ox] = tile[threadIdx.x][threadIdx.y];
}
