// shear_sort_16x16_snake_phases with the column phase's per-step barrier moved after its
// loop: in step 1, thread (c, 1) compares rows 1 and 2 while thread (c, 0) of step 0 may
// still be swapping rows 0 and 1.
// LAUNCH: grid=4 block=16,16 args=keys:i32[1024]:rand(0,1000) out:i32[1024]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) shear_sort_column_steps_no_sync(const int *keys, int *out) {
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
        // CHECK: shear_sort_column_steps_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
        const int a = g[r][c], b = g[r + 1][c];
        if (a > b) {
          g[r][c] = b;
          g[r + 1][c] = a;
        }
      }
    }
    __syncthreads();
  }
  out[blockIdx.x * 256 + r * 16 + c] = g[r][c];
}
