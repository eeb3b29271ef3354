// Shearsort of a 16x16 grid of keys per block (one key per thread of a 16x16 block) into
// snake order: log2(16) + 1 = 5 row phases (even rows ascending, odd rows descending) with a
// column phase between each two, every phase 16 steps of odd-even transposition with a
// barrier after each step. The last phase leaves the loop by a uniform break.
// LAUNCH: grid=4 block=16,16 args=keys:i32[1024]:rand(0,1000) out:i32[1024]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) shear_sort_16x16_snake_phases(const int *keys, int *out) {
  __shared__ int g[16][16];
  const int r = threadIdx.y, c = threadIdx.x;
  g[r][c] = keys[blockIdx.x * 256 + r * 16 + c];
  __syncthreads();
  for (int phase = 0; phase < 5; ++phase) {
    // Rows: odd-even transposition, even rows ascending, odd rows descending.
    for (int step = 0; step < 16; ++step) {
      if ((c & 1) == (step & 1) && c < 15) {
        const int a = g[r][c], b = g[r][c + 1];
        if ((a > b) == ((r & 1) == 0)) {
          g[r][c] = b;
          g[r][c + 1] = a;
        }
      }
      __syncthreads();
    }
    if (phase == 4)
      break;
    // Columns: odd-even transposition, ascending downwards.
    for (int step = 0; step < 16; ++step) {
      if ((r & 1) == (step & 1) && r < 15) {
        const int a = g[r][c], b = g[r + 1][c];
        if (a > b) {
          g[r][c] = b;
          g[r + 1][c] = a;
        }
      }
      __syncthreads();
    }
  }
  out[blockIdx.x * 256 + r * 16 + c] = g[r][c];
}
