// 2-D box blur inside a tile with the load-and-synchronise step factored into
// a device function; the tile wraps around at its edges (tile[ty][(tx+1)%W]).
// LAUNCH: grid=4,8 block=32,8 args=in:f32[8192]:rand out:f32[8192]:zero width:i32=128
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define W 32
#define H 8

__device__ void load_tile_and_sync(float (*tile)[W + 1], const float *src, int width, int x, int y) {
  tile[threadIdx.y][threadIdx.x] = src[y * width + x];
  __syncthreads();
}

extern "C" __global__ void device_helper_load_tile(const float *in, float *out, int width) {
  __shared__ float tile[H][W + 1];
  int tx = threadIdx.x, ty = threadIdx.y;
  int x = blockIdx.x * W + tx;
  int y = blockIdx.y * H + ty;
  load_tile_and_sync(tile, in, width, x, y);
  float sum = tile[ty][tx] + tile[ty][(tx + 1) % W] + tile[ty][(tx + W - 1) % W] + tile[(ty + 1) % H][tx] +
              tile[(ty + H - 1) % H][tx];
  out[y * width + x] = sum * 0.2f;
}
