// transpose_u16_tile64_odd_pitch with the second column stored at tx + 31
// instead of tx + 32: thread tx = 0's second store and thread 31's first one
// write the same halfword of every row.
// LAUNCH: grid=2,2 block=32,8 args=in:u16[16384]:rand(0,65535) out:u16[16384]:zero w:i32=128 h:i32=128
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define TILE 64

extern "C" __global__ void __launch_bounds__(256) transpose_u16_second_column_off_by_one(const unsigned short *in, unsigned short *out, int w, int h) {
  __shared__ unsigned short tile[TILE][TILE + 1];
  int tx = threadIdx.x, ty = threadIdx.y;
  int x0 = blockIdx.x * TILE, y0 = blockIdx.y * TILE;
  for (int r = ty; r < TILE; r += 8) {
    tile[r][tx] = in[(y0 + r) * w + x0 + tx];
    // CHECK: transpose_u16_second_column_off_by_one.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    tile[r][tx + 31] = in[(y0 + r) * w + x0 + tx + 32];
  }
  __syncthreads();
  for (int r = ty; r < TILE; r += 8) {
    out[(x0 + r) * h + y0 + tx] = tile[tx][r];
    out[(x0 + r) * h + y0 + tx + 32] = tile[tx + 32][r];
  }
}
