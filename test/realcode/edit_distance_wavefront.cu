// @realcode Levenshtein distance of two 4096-letter strings by anti-diagonals: one launch per diagonal, three rotating diagonal buffers.
// @let N = 4096
// @buf a u8[N] uniform(0, 4)
// @buf b u8[N] uniform(0, 4)
// @buf diags i32[3 * (N + 1)] zero
// @loop d = 0; d <= 2 * N; d = d + 1
//   @launch edit_distance_diagonal grid(cdiv(N + 1, 256)) block(256) args(a, b, diags, i32(N), i32(N), i32(d))
// @end
// @check diags exact
#include <cuda_runtime.h>
#include <stdint.h>

// Cell (i, j) with i + j == d. Diagonal k lives in diags[(k % 3) * (n + 1) + i].
__global__ void edit_distance_diagonal(const uint8_t *a, const uint8_t *b, int *diags, int n, int m, int d) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int j = d - i;
  if (i > n || j < 0 || j > m) return;
  int *cur = diags + (d % 3) * (n + 1);
  const int *prev = diags + ((d + 2) % 3) * (n + 1);   // d - 1
  const int *prev2 = diags + ((d + 1) % 3) * (n + 1);  // d - 2
  int v;
  if (i == 0) {
    v = j;
  } else if (j == 0) {
    v = i;
  } else {
    int subst = prev2[i - 1] + (a[i - 1] != b[j - 1] ? 1 : 0);
    int del = prev[i - 1] + 1;  // (i - 1, j)
    int ins = prev[i] + 1;      // (i, j - 1)
    v = min(subst, min(del, ins));
  }
  cur[i] = v;
}
