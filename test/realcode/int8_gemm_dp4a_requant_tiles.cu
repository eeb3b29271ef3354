// @realcode An int8 GEMM with int32 accumulation as inference runtimes wrote it before tensor-core paths (TensorRT's and ONNX Runtime's fallback kernels): A (M x K) row-major and B stored transposed (N x K) so that both tiles load as char4 / int words, 64x64 block tiles with a K step of 32 staged in shared memory as packed int32 words, each thread computing a 4x4 micro-tile with __dp4a, then a requantizing epilogue: per-output-channel float scales and bias, __float2int_rn, saturation to [-128, 127] with max/min, and a fused ReLU selected by a template flag.
// @let M = 2048
// @let N = 2048
// @let K = 1024
// @buf A i8[M * K] uniform(-128, 128)
// @buf B i8[N * K] uniform(-128, 128)
// @buf scale f32[N] uniform(0.0001, 0.0005)
// @buf bias i32[N] uniform(-5000, 5000)
// @buf C i8[M * N] zero
// @buf C2 i8[M * N] zero
// @launch gemm_s8s8_requant<false> grid(N / 64, M / 64) block(16, 16) args(A, B, scale, bias, C, i32(M), i32(N), i32(K))
// @launch gemm_s8s8_requant<true> grid(N / 64, M / 64) block(16, 16) args(A, B, scale, bias, C2, i32(M), i32(N), i32(K))
// @check C exact
// @check C2 exact
#include <cstdint>

constexpr int BM = 64, BN = 64, BK = 32;   // BK bytes = 8 int32 words
constexpr int KW = BK / 4;

template <bool kRelu>
__global__ void __launch_bounds__(256) gemm_s8s8_requant(const int8_t *__restrict__ A, const int8_t *__restrict__ Bt,
                                                        const float *__restrict__ scale, const int *__restrict__ bias,
                                                        int8_t *__restrict__ C, int M, int N, int K) {
  __shared__ int As[KW][BM + 1];
  __shared__ int Bs[KW][BN + 1];
  const int tx = threadIdx.x, ty = threadIdx.y, tid = ty * 16 + tx;
  const int row0 = blockIdx.y * BM, col0 = blockIdx.x * BN;
  const int *A32 = reinterpret_cast<const int *>(A);
  const int *B32 = reinterpret_cast<const int *>(Bt);
  const int kw_total = K / 4;
  int acc[4][4] = {};
  for (int kw0 = 0; kw0 < kw_total; kw0 += KW) {
    // 64 rows x 8 words per operand: two words per thread each.
#pragma unroll
    for (int l = 0; l < 2; ++l) {
      const int e = tid + l * 256;
      const int r = e / KW, w = e % KW;
      As[w][r] = A32[(size_t)(row0 + r) * kw_total + kw0 + w];
      Bs[w][r] = B32[(size_t)(col0 + r) * kw_total + kw0 + w];
    }
    __syncthreads();
#pragma unroll
    for (int w = 0; w < KW; ++w) {
      int a[4], b[4];
#pragma unroll
      for (int i = 0; i < 4; ++i) {
        a[i] = As[w][ty * 4 + i];
        b[i] = Bs[w][tx * 4 + i];
      }
#pragma unroll
      for (int i = 0; i < 4; ++i)
#pragma unroll
        for (int j = 0; j < 4; ++j) acc[i][j] = __dp4a(a[i], b[j], acc[i][j]);
    }
    __syncthreads();
  }
#pragma unroll
  for (int i = 0; i < 4; ++i) {
    const int r = row0 + ty * 4 + i;
    char4 packed;
    int8_t *p = reinterpret_cast<int8_t *>(&packed);
#pragma unroll
    for (int j = 0; j < 4; ++j) {
      const int c = col0 + tx * 4 + j;
      int q = __float2int_rn((float)(acc[i][j] + bias[c]) * scale[c]);
      q = max(-128, min(127, q));
      if (kRelu) q = max(q, 0);
      p[j] = (int8_t)q;
    }
    *reinterpret_cast<char4 *>(C + (size_t)r * N + col0 + tx * 4) = packed;
  }
}

template __global__ void gemm_s8s8_requant<false>(const int8_t *, const int8_t *, const float *, const int *, int8_t *, int, int, int);
template __global__ void gemm_s8s8_requant<true>(const int8_t *, const int8_t *, const float *, const int *, int8_t *, int, int, int);
