// smith_waterman_three_diagonals without the per-diagonal barrier: thread i reads
// diag[prev][i], written by thread i - 1 on the previous diagonal.
// LAUNCH: grid=4 block=256 args=a:u8[1024]:rand(0,4) b:u8[1024]:rand(0,4) best:i32[4]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define L 256

extern "C" __global__ void smith_waterman_no_diagonal_sync(const unsigned char *a, const unsigned char *b, int *best) {
  __shared__ int diag[3][L + 1];
  __shared__ unsigned char sb[L];
  int i = threadIdx.x;
  unsigned char ai = a[blockIdx.x * L + i];
  sb[i] = b[blockIdx.x * L + i];
  for (int r = 0; r < 3; ++r) {
    diag[r][i + 1] = 0;
    if (i == 0) diag[r][0] = 0;
  }
  __syncthreads();
  int my_best = 0;
  for (int d = 0; d < 2 * L - 1; ++d) {
    int j = d - i;
    int cur = d % 3, prev = (d + 2) % 3, prev2 = (d + 1) % 3;
    if (j >= 0 && j < L) {
      int up = diag[prev][i + 1];
      // CHECK: smith_waterman_no_diagonal_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      int left = diag[prev][i];
      int upleft = (i > 0 && j > 0) ? diag[prev2][i] : 0;
      int s = max(0, max(upleft + (ai == sb[j] ? 2 : -1), max(up - 1, left - 1)));
      diag[cur][i + 1] = s;
      my_best = max(my_best, s);
    } else {
      diag[cur][i + 1] = 0;
    }
  }
  atomicMax(&best[blockIdx.x], my_best);
}
