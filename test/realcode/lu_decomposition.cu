// @realcode In-place LU factorisation (Doolittle, no pivoting) of a diagonally dominant 1536 x 1536 matrix: per column, scale the column below the pivot, then a shared-memory tiled rank-1 update of the trailing block.
// @let N = 1536
// @buf a f32[N * N] diagdom(N)
// @loop k = 0; k < N - 1; k = k + 1
//   @launch lu_scale_column grid(cdiv(N - k - 1, 128)) block(128) args(a, i32(N), i32(k))
//   @launch lu_rank1_update grid(cdiv(N - k - 1, 32), cdiv(N - k - 1, 8)) block(32, 8) args(a, i32(N), i32(k))
// @end
// @check a rel=1e-3 abs=1e-3
#include <cuda_runtime.h>

#define TX 32
#define TY 8

__global__ void lu_scale_column(float *a, int n, int k) {
  int i = k + 1 + blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[(size_t)i * n + k] /= a[(size_t)k * n + k];
}

// a[i][j] -= a[i][k] * a[k][j] for i, j > k; the pivot row and column pieces are staged in shared memory.
__global__ void lu_rank1_update(float *a, int n, int k) {
  __shared__ float pivot_row[TX];
  __shared__ float pivot_col[TY];
  int j = k + 1 + blockIdx.x * TX + threadIdx.x;
  int i = k + 1 + blockIdx.y * TY + threadIdx.y;
  if (threadIdx.y == 0) pivot_row[threadIdx.x] = j < n ? a[(size_t)k * n + j] : 0.0f;
  if (threadIdx.x == 0) pivot_col[threadIdx.y] = i < n ? a[(size_t)i * n + k] : 0.0f;
  __syncthreads();
  if (i < n && j < n) a[(size_t)i * n + j] -= pivot_col[threadIdx.y] * pivot_row[threadIdx.x];
}
