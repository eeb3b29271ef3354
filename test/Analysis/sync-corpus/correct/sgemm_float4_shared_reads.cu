// SGEMM with 4x4 register blocking whose inner loop reads the shared tiles as float4 (the
// "float4 shared loads" step of the usual SGEMM optimisation walkthroughs): A's tile is stored
// transposed (As[k][m]) so that four consecutive rows are one 16-byte load, B's tile as is;
// 256 threads compute a 64x64 tile of C, each thread a 4x4 block.
// LAUNCH: grid=2,2 block=256 args=A:f32[16384]:rand B:f32[16384]:rand C:f32[16384]:zero M:i32=128 N:i32=128 K:i32=128
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#define BM 64
#define BN 64
#define BK 16
#define TM 4
#define TN 4

extern "C" __global__ void __launch_bounds__(256) sgemm_float4_shared_reads(const float *A, const float *B, float *C,
                                                                           int M, int N, int K) {
  __shared__ __align__(16) float As[BK][BM];
  __shared__ __align__(16) float Bs[BK][BN];
  const int tid = threadIdx.x;
  const int tRow = tid / (BN / TN), tCol = tid % (BN / TN);
  const int row0 = blockIdx.y * BM, col0 = blockIdx.x * BN;
  float acc[TM][TN] = {};
  for (int k0 = 0; k0 < K; k0 += BK) {
    // 1024 elements per tile, four per thread.
    for (int l = tid; l < BM * BK; l += 256) {
      int m = l / BK, k = l % BK;
      As[k][m] = A[(row0 + m) * K + k0 + k];
      int kb = l / BN, n = l % BN;
      Bs[kb][n] = B[(k0 + kb) * N + col0 + n];
    }
    __syncthreads();
#pragma unroll
    for (int k = 0; k < BK; ++k) {
      float4 a = *reinterpret_cast<const float4 *>(&As[k][tRow * TM]);
      float4 b = *reinterpret_cast<const float4 *>(&Bs[k][tCol * TN]);
      float av[4] = {a.x, a.y, a.z, a.w}, bv[4] = {b.x, b.y, b.z, b.w};
#pragma unroll
      for (int i = 0; i < TM; ++i)
#pragma unroll
        for (int j = 0; j < TN; ++j)
          acc[i][j] += av[i] * bv[j];
    }
    __syncthreads();
  }
#pragma unroll
  for (int i = 0; i < TM; ++i)
#pragma unroll
    for (int j = 0; j < TN; ++j)
      C[(row0 + tRow * TM + i) * N + col0 + tCol * TN + j] = acc[i][j];
}
