// Game of Life step without the barrier after the tile and halo loads: each cell's neighbours are read
// before the threads that load them have stored them.
// LAUNCH: grid=4,4 block=16,16 args=in:i32[4096]:rand(0,2) out:i32[4096]:zero n:i32=64
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define T 16

__device__ int wrap(int i, int n) { return (i + n) % n; }

extern "C" __global__ void game_of_life_no_halo_sync(const int *in, int *out, int n) {
  __shared__ int cell[T + 2][T + 2];
  int tx = threadIdx.x, ty = threadIdx.y;
  int x = blockIdx.x * T + tx, y = blockIdx.y * T + ty;
  cell[ty + 1][tx + 1] = in[y * n + x];
  if (tx == 0) cell[ty + 1][0] = in[y * n + wrap(x - 1, n)];
  if (tx == T - 1) cell[ty + 1][T + 1] = in[y * n + wrap(x + 1, n)];
  if (ty == 0) cell[0][tx + 1] = in[wrap(y - 1, n) * n + x];
  if (ty == T - 1) cell[T + 1][tx + 1] = in[wrap(y + 1, n) * n + x];
  if (tx == 0 && ty == 0) {
    cell[0][0] = in[wrap(y - 1, n) * n + wrap(x - 1, n)];
    cell[0][T + 1] = in[wrap(y - 1, n) * n + wrap(x + T, n)];
    cell[T + 1][0] = in[wrap(y + T, n) * n + wrap(x - 1, n)];
    cell[T + 1][T + 1] = in[wrap(y + T, n) * n + wrap(x + T, n)];
  }
  int alive = 0;
  for (int dy = 0; dy < 3; ++dy)
  // CHECK: game_of_life_no_halo_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-1]]{{(,|$)}}
    for (int dx = 0; dx < 3; ++dx) alive += cell[ty + dy][tx + dx];
  int self = cell[ty + 1][tx + 1];
  alive -= self;
  out[y * n + x] = (alive == 3 || (alive == 2 && self)) ? 1 : 0;
}
