// Batched LU factorisation (no pivoting) of 8x8 matrices, one warp per two
// matrices in the style of batched linear-algebra kernels: the lanes stride
// over the 128 elements of their warp's two matrices, which live in a
// warp-private slice of shared memory, and __syncwarp() separates the
// steps of the elimination (scale the column under the pivot, then update the
// trailing submatrix). Warps never share a slice, so no block barrier.
// LAUNCH: grid=2 block=128 args=M:f32[1024]:rand(1,2) out:f32[1024]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 8
#define WARPS 4

extern "C" __global__ void __launch_bounds__(128) warp_lu_8x8_syncwarp_pivots(const float *M, float *out) {
  // Two matrices per warp: 128 elements, four per lane.
  __shared__ float lu[WARPS][2 * N * N];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  const float *src = M + (blockIdx.x * WARPS + warp) * 2 * N * N;
  float *a = lu[warp];
  for (int e = lane; e < 2 * N * N; e += 32)
    a[e] = src[e] + (e % (N * N) % (N + 1) == 0 ? 8.f : 0.f); // diagonally dominant
  __syncwarp();
  for (int k = 0; k < N - 1; ++k) {
    // Scale the column under the pivot: lanes 0..15 take rows k+1.. of each matrix.
    int m = lane / 16, r = lane % 16;
    if (r > k && r < N)
      a[m * N * N + r * N + k] /= a[m * N * N + k * N + k];
    __syncwarp();
    // Update the trailing submatrix: element (i, j), i, j > k.
    for (int e = lane; e < 2 * N * N; e += 32) {
      int mm = e / (N * N), i = e % (N * N) / N, j = e % N;
      if (i > k && j > k)
        a[e] -= a[mm * N * N + i * N + k] * a[mm * N * N + k * N + j];
    }
    __syncwarp();
  }
  float *dst = out + (blockIdx.x * WARPS + warp) * 2 * N * N;
  for (int e = lane; e < 2 * N * N; e += 32)
    dst[e] = a[e];
}
