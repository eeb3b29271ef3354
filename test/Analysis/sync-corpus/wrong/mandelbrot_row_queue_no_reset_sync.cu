// mandelbrot_block_row_queue without the barrier after thread 0 resets the row counter: a warp may take a row with
// atomicAdd before (and then be undone by) the reset.
// LAUNCH: grid=4 block=128 args=out:i32[4096]:zero width:i32=64 height:i32=64 max_iter:i32=200
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void mandelbrot_row_queue_no_reset_sync(int *out, int width, int height, int max_iter) {
  __shared__ int next_row;
  const int lane = threadIdx.x % 32;
  if (threadIdx.x == 0)
    next_row = 0;
  const int rows_per_block = height / gridDim.x;
  const int row0 = blockIdx.x * rows_per_block;
  while (true) {
    int r = 0;
    if (lane == 0)
      // CHECK: mandelbrot_row_queue_no_reset_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
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
