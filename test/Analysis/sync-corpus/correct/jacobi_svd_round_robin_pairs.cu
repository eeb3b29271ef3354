// One-sided Jacobi sweeps in the style of GPU SVD codes: a 16-column tile of
// A (16 rows) lives in shared memory; each round of a sweep pairs the
// columns by the round-robin tournament ordering (pair 0 is (15, r), pair k
// is ((r + k) % 15, (r - k + 15) % 15)), so the 8 pairs of a round are
// disjoint. Thread (k, row) of an 8 x 16 block rotates its row's two entries
// of pair k; the rotation angle of the pair is computed by row 0's thread
// and published through shared memory, with barriers between the phases.
// LAUNCH: grid=3 block=8,16 args=a:f32[768]:rand out:f32[768]:zero sweeps:i32=3
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 16

__device__ __forceinline__ void round_robin_pair(int r, int k, int &p, int &q) {
  if (k == 0) {
    p = N - 1;
    q = r;
  } else {
    p = (r + k) % (N - 1);
    q = (r - k + N - 1) % (N - 1);
  }
}

extern "C" __global__ void __launch_bounds__(128) jacobi_svd_round_robin_pairs(const float *a, float *out,
                                                                              int sweeps) {
  __shared__ float A[N][N + 1];
  __shared__ float cs[N / 2][2];
  const int k = threadIdx.x, row = threadIdx.y;
  const float *ab = a + blockIdx.x * N * N;
  for (int c = k; c < N; c += N / 2)
    A[row][c] = ab[row * N + c];
  __syncthreads();
  for (int s = 0; s < sweeps; s++) {
    for (int r = 0; r < N - 1; r++) {
      int p, q;
      round_robin_pair(r, k, p, q);
      if (row == 0) {
        float app = 0.f, aqq = 0.f, apq = 0.f;
        for (int i = 0; i < N; i++) {
          app += A[i][p] * A[i][p];
          aqq += A[i][q] * A[i][q];
          apq += A[i][p] * A[i][q];
        }
        float c = 1.f, sn = 0.f;
        if (fabsf(apq) > 1e-12f) {
          const float zeta = (aqq - app) / (2.f * apq);
          const float t = copysignf(1.f, zeta) / (fabsf(zeta) + sqrtf(1.f + zeta * zeta));
          c = rsqrtf(1.f + t * t);
          sn = c * t;
        }
        cs[k][0] = c;
        cs[k][1] = sn;
      }
      __syncthreads();
      const float c = cs[k][0], sn = cs[k][1];
      const float xp = A[row][p], xq = A[row][q];
      A[row][p] = c * xp - sn * xq;
      A[row][q] = sn * xp + c * xq;
      __syncthreads();
    }
  }
  for (int c = k; c < N; c += N / 2)
    out[blockIdx.x * N * N + row * N + c] = A[row][c];
}
