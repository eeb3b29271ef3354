// @realcode Gaussian elimination without pivoting on a diagonally dominant 2048 x 2048 system: per step, one kernel for the multipliers and one 2-D kernel for the trailing update of A and b.
// @let N = 2048
// @buf a f32[N * N] diagdom(N)
// @buf b f32[N] uniform(-1, 1)
// @buf m f32[N * N] zero
// @loop t = 0; t < N - 1; t = t + 1
//   @launch gauss_multipliers grid(cdiv(N - t - 1, 256)) block(256) args(m, a, i32(N), i32(t))
//   @launch gauss_update grid(cdiv(N, 16), cdiv(N - t - 1, 16)) block(16, 16) args(m, a, b, i32(N), i32(t))
// @end
// @check a rel=1e-3 abs=1e-3
// @check b rel=1e-3 abs=1e-3
#include <cuda_runtime.h>
#include <math.h>

// m[i][t] = a[i][t] / a[t][t] for the rows below the pivot.
__global__ void gauss_multipliers(float *m, const float *a, int n, int t) {
  int row = blockIdx.x * blockDim.x + threadIdx.x + t + 1;
  if (row >= n) return;
  m[row * n + t] = a[row * n + t] / a[t * n + t];
}

__global__ void gauss_update(const float *m, float *a, float *b, int n, int t) {
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  int row = blockIdx.y * blockDim.y + threadIdx.y + t + 1;
  if (row >= n || col < t || col >= n) return;
  float mul = m[row * n + t];
  a[row * n + col] -= mul * a[t * n + col];
  if (col == t) b[row] -= mul * b[t];
}
