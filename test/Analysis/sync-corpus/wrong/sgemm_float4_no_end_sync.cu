// sgemm_float4_shared_reads without the barrier at the end of a k-step: the next tile's stores
// overwrite As and Bs while slower threads still read them as float4.
// LAUNCH: grid=2,2 block=256 args=A:f32[16384]:rand B:f32[16384]:rand C:f32[16384]:zero M:i32=128 N:i32=128 K:i32=128
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#define BM 64
#define BN 64
#define BK 16
#define TM 4
#define TN 4

extern "C" __global__ void __launch_bounds__(256) sgemm_float4_no_end_sync(const float *A, const float *B, float *C,
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
      // CHECK: sgemm_float4_no_end_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE+7]]{{(,|$)}}
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
  }
#pragma unroll
  for (int i = 0; i < TM; ++i)
#pragma unroll
    for (int j = 0; j < TN; ++j)
      C[(row0 + tRow * TM + i) * N + col0 + tCol * TN + j] = acc[i][j];
}
