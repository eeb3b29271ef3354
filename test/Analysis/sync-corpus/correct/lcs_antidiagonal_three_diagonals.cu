// Longest common subsequence of two 64-character strings per block, by
// anti-diagonals: thread i owns row r = i + 1 and computes cell (r, k - r)
// on diagonal k from the two diagonals before, kept in three rotating
// buffers diag[k % 3] indexed by row; one barrier per diagonal.
// LAUNCH: grid=4 block=64 args=a:i8[256]:rand(0,4) b:i8[256]:rand(0,4) out:i32[4]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(64) lcs_antidiagonal_three_diagonals(const char *a, const char *b, int *out) {
  __shared__ int diag[3][65];
  __shared__ char sa[64], sb[64];
  const int i = threadIdx.x, r = i + 1;
  sa[i] = a[blockIdx.x * 64 + i];
  sb[i] = b[blockIdx.x * 64 + i];
  for (int d = 0; d < 3; ++d)
    diag[d][r] = 0;
  if (i == 0)
    diag[0][0] = diag[1][0] = diag[2][0] = 0;
  __syncthreads();
  for (int k = 2; k <= 128; ++k) {
    const int c = k - r;
    if (c >= 1 && c <= 64) {
      const int upLeft = c == 1 ? 0 : diag[(k - 2) % 3][r - 1];
      const int up = diag[(k - 1) % 3][r - 1];
      const int left = c == 1 ? 0 : diag[(k - 1) % 3][r];
      diag[k % 3][r] = sa[r - 1] == sb[c - 1] ? upLeft + 1 : max(up, left);
    }
    __syncthreads();
  }
  if (i == 63)
    out[blockIdx.x] = diag[128 % 3][64];
}
