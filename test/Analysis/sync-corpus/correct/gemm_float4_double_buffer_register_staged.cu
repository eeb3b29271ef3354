// The classic register-staged double-buffered SGEMM tile loop: a 64x64 tile
// of C per block of 256 threads (4x4 outputs each), A and B tiles of depth 8
// in As[2][BK][BM] (A transposed on the way in) and Bs[2][BK][BN], fetched
// from global memory as float4 into registers while the current stage is
// multiplied, stored into the other stage, then one barrier per iteration.
// LAUNCH: grid=1 block=256 args=A:f32[4096]:rand B:f32[4096]:rand C:f32[4096]:zero K:i32=64
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BM 64
#define BN 64
#define BK 8

// A is M x K (row-major, M = 64), B is K x N (row-major, N = 64).
extern "C" __global__ void __launch_bounds__(256) gemm_float4_double_buffer_register_staged(const float *A, const float *B,
                                                                                           float *C, int K) {
  __shared__ __align__(16) float As[2][BK][BM];
  __shared__ __align__(16) float Bs[2][BK][BN];
  const int t = threadIdx.x;
  const int tx = t % 16, ty = t / 16;
  // Loaders: threads 0..127 fetch a float4 of A (row t / 2, columns
  // (t % 2) * 4 ..), threads 128..255 a float4 of B (row u / 16, columns
  // (u % 16) * 4 ..).
  const bool loadsA = t < 128;
  const int u = t - 128;
  const int aRow = t / 2, aCol = (t % 2) * 4;
  const int bRow = u / 16, bCol = (u % 16) * 4;
  float4 r;
  if (loadsA)
    r = *reinterpret_cast<const float4 *>(&A[aRow * K + aCol]);
  else
    r = *reinterpret_cast<const float4 *>(&B[bRow * BN + bCol]);
  if (loadsA) {
    As[0][aCol + 0][aRow] = r.x;
    As[0][aCol + 1][aRow] = r.y;
    As[0][aCol + 2][aRow] = r.z;
    As[0][aCol + 3][aRow] = r.w;
  } else {
    *reinterpret_cast<float4 *>(&Bs[0][bRow][bCol]) = r;
  }
  __syncthreads();
  float acc[4][4] = {};
  const int ntiles = K / BK;
  for (int kt = 0; kt < ntiles; ++kt) {
    const int cur = kt & 1;
    const bool more = kt + 1 < ntiles;
    if (more) {
      const int k0 = (kt + 1) * BK;
      if (loadsA)
        r = *reinterpret_cast<const float4 *>(&A[aRow * K + k0 + aCol]);
      else
        r = *reinterpret_cast<const float4 *>(&B[(k0 + bRow) * BN + bCol]);
    }
#pragma unroll
    for (int k = 0; k < BK; ++k) {
      const float4 a = *reinterpret_cast<const float4 *>(&As[cur][k][ty * 4]);
      const float4 b = *reinterpret_cast<const float4 *>(&Bs[cur][k][tx * 4]);
      const float av[4] = {a.x, a.y, a.z, a.w}, bv[4] = {b.x, b.y, b.z, b.w};
#pragma unroll
      for (int i = 0; i < 4; ++i)
#pragma unroll
        for (int j = 0; j < 4; ++j)
          acc[i][j] += av[i] * bv[j];
    }
    if (more) {
      if (loadsA) {
        As[cur ^ 1][aCol + 0][aRow] = r.x;
        As[cur ^ 1][aCol + 1][aRow] = r.y;
        As[cur ^ 1][aCol + 2][aRow] = r.z;
        As[cur ^ 1][aCol + 3][aRow] = r.w;
      } else {
        *reinterpret_cast<float4 *>(&Bs[cur ^ 1][bRow][bCol]) = r;
      }
    }
    __syncthreads();
  }
  for (int i = 0; i < 4; ++i)
    *reinterpret_cast<float4 *>(&C[(ty * 4 + i) * BN + tx * 4]) = make_float4(acc[i][0], acc[i][1], acc[i][2], acc[i][3]);
}
