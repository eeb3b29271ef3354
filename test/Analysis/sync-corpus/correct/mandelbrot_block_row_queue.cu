// Mandelbrot rows handed out by a per-block work queue: thread 0 resets a
// shared row counter, and each warp's lane 0 takes the next row with
// atomicAdd and broadcasts it with __shfl_sync; the warp leaves the loop
// together when the block's rows run out (rows cost very different amounts
// of work, so a static split would idle warps).
// LAUNCH: grid=4 block=128 args=out:i32[4096]:zero width:i32=64 height:i32=64 max_iter:i32=200
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void mandelbrot_block_row_queue(int *out, int width, int height, int max_iter) {
  __shared__ int next_row;
  const int lane = threadIdx.x % 32;
  if (threadIdx.x == 0)
    next_row = 0;
  __syncthreads();
  const int rows_per_block = height / gridDim.x;
  const int row0 = blockIdx.x * rows_per_block;
  while (true) {
    int r = 0;
    if (lane == 0)
      r = atomicAdd(&next_row, 1);
    r = __shfl_sync(0xffffffffu, r, 0);
    if (r >= rows_per_block)
      break;
    const float ci = -1.25f + 2.5f * (row0 + r) / height;
    for (int x = lane; x < width; x += 32) {
      const float cr = -2.0f + 2.75f * x / width;
      float zr = 0.0f, zi = 0.0f;
      int it = 0;
      while (it < max_iter && zr * zr + zi * zi < 4.0f) {
        const float t = zr * zr - zi * zi + cr;
        zi = 2.0f * zr * zi + ci;
        zr = t;
        ++it;
      }
      out[(row0 + r) * width + x] = it;
    }
  }
}
