// @realcode SGEMM with 64 x 64 block tiles and a 4 x 4 register micro-tile per thread (256 threads), A tile stored transposed in shared memory, float4 global loads, 4096^3.
// @let M = 4096
// @let N = 4096
// @let K = 4096
// @buf A f32[M * K] uniform(-1, 1)
// @buf B f32[K * N] uniform(-1, 1)
// @buf C f32[M * N] zero
// @launch sgemm_64x64_4x4 grid(N / 64, M / 64) block(256) args(A, B, C, i32(M), i32(N), i32(K))
// @check C rel=1e-4 abs=1e-3
#include <cuda_runtime.h>

#define BM 64
#define BN 64
#define BK 16
#define TM 4
#define TN 4

// M, N multiples of 64 and K of 16 (asserted by the host code that launches it).
__global__ void __launch_bounds__(256) sgemm_64x64_4x4(const float *__restrict__ A, const float *__restrict__ B,
                                                       float *__restrict__ C, int M, int N, int K) {
  __shared__ float As[BK][BM];  // transposed: As[k][m]
  __shared__ float Bs[BK][BN];
  const int tid = threadIdx.x;
  const int tx = tid % (BN / TN), ty = tid / (BN / TN);
  const float *a = A + (size_t)blockIdx.y * BM * K;
  const float *b = B + (size_t)blockIdx.x * BN;
  float acc[TM][TN] = {};
  // Loaders: A tile 64 x 16 as 256 float4 (one per thread), B tile 16 x 64 likewise.
  const int a_row = tid / (BK / 4), a_col = (tid % (BK / 4)) * 4;
  const int b_row = tid / (BN / 4), b_col = (tid % (BN / 4)) * 4;
  for (int k0 = 0; k0 < K; k0 += BK) {
    float4 av = *reinterpret_cast<const float4 *>(a + (size_t)a_row * K + k0 + a_col);
    As[a_col + 0][a_row] = av.x;
    As[a_col + 1][a_row] = av.y;
    As[a_col + 2][a_row] = av.z;
    As[a_col + 3][a_row] = av.w;
    *reinterpret_cast<float4 *>(&Bs[b_row][b_col]) = *reinterpret_cast<const float4 *>(b + (size_t)(k0 + b_row) * N + b_col);
    __syncthreads();
#pragma unroll
    for (int k = 0; k < BK; ++k) {
      float ar[TM], br[TN];
#pragma unroll
      for (int i = 0; i < TM; ++i) ar[i] = As[k][ty * TM + i];
#pragma unroll
      for (int j = 0; j < TN; ++j) br[j] = Bs[k][tx * TN + j];
#pragma unroll
      for (int i = 0; i < TM; ++i)
#pragma unroll
        for (int j = 0; j < TN; ++j) acc[i][j] += ar[i] * br[j];
    }
    __syncthreads();
  }
  float *c = C + (size_t)(blockIdx.y * BM + ty * TM) * N + blockIdx.x * BN + tx * TN;
#pragma unroll
  for (int i = 0; i < TM; ++i)
    *reinterpret_cast<float4 *>(c + (size_t)i * N) = make_float4(acc[i][0], acc[i][1], acc[i][2], acc[i][3]);
}
