// Integral image of 32x32 tiles with a 32x32 block: the row scan stays inside
// one warp (a row is 32 threads, so __syncwarp() is enough), the column scan
// crosses warps and uses __syncthreads().
// LAUNCH: grid=2,2 block=32,32 args=in:i32[4096]:rand(0,10) out:i32[4096]:zero width:i32=64
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void integral_image_tile(const int *in, int *out, int width) {
  __shared__ int tile[32][33];
  int tx = threadIdx.x, ty = threadIdx.y;
  int x = blockIdx.x * 32 + tx, y = blockIdx.y * 32 + ty;
  tile[ty][tx] = in[y * width + x];
  __syncwarp();
  for (int off = 1; off < 32; off <<= 1) {
    int v = (tx >= off) ? tile[ty][tx - off] : 0;
    __syncwarp();
    tile[ty][tx] += v;
    __syncwarp();
  }
  __syncthreads();
  for (int off = 1; off < 32; off <<= 1) {
    int v = (ty >= off) ? tile[ty - off][tx] : 0;
    __syncthreads();
    tile[ty][tx] += v;
    __syncthreads();
  }
  out[y * width + x] = tile[ty][tx];
}
