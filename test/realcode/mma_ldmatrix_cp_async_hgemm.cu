// @realcode A tensor-core HGEMM written the way hand-tuned kernels before CUTLASS 3 were: inline PTX for everything CUDA C++ does not expose directly: cp.async.cg.shared.global 16-byte copies with cp.async.commit_group / cp.async.wait_group (shared addresses from __cvta_generic_to_shared), ldmatrix.sync.aligned.m8n8.x4.shared.b16 to load A and B fragments, mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 with "+f" accumulators; C = A * B^T with both operands K-contiguous, 64x64 block tiles of four 32x32 warp tiles, padded shared rows, a two-stage copy pipeline.
// @let M = 2048
// @let N = 2048
// @let K = 2048
// @buf A f16[M * K] uniform(-1, 1)
// @buf B f16[N * K] uniform(-1, 1)
// @buf C f32[M * N] zero
// @launch hgemm_tn_mma grid(N / 64, M / 64) block(128) args(A, B, C, i32(M), i32(N), i32(K))
// @check C abs=1e-2 rel=1e-3
#include <cuda_fp16.h>
#include <cstdint>

#define BM 64
#define BN 64
#define BK 32
#define PAD 8
#define STAGES 2

static __device__ __forceinline__ void cp_async16(void *smem, const void *gmem) {
  const unsigned s = static_cast<unsigned>(__cvta_generic_to_shared(smem));
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(s), "l"(gmem));
}
static __device__ __forceinline__ void cp_async_commit() { asm volatile("cp.async.commit_group;\n" ::); }
template <int N>
static __device__ __forceinline__ void cp_async_wait() { asm volatile("cp.async.wait_group %0;\n" ::"n"(N)); }

static __device__ __forceinline__ void ldmatrix_x4(uint32_t (&r)[4], const void *smem) {
  const unsigned s = static_cast<unsigned>(__cvta_generic_to_shared(smem));
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];\n"
               : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
               : "r"(s));
}

static __device__ __forceinline__ void mma_16816(float (&d)[4], const uint32_t (&a)[4], uint32_t b0, uint32_t b1) {
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
               "{%0, %1, %2, %3};\n"
               : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
               : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
}

__global__ void __launch_bounds__(128) hgemm_tn_mma(const __half *__restrict__ A, const __half *__restrict__ B,
                                                    float *__restrict__ C, int m, int n, int k) {
  __shared__ __align__(16) __half As[STAGES][BM][BK + PAD];
  __shared__ __align__(16) __half Bs[STAGES][BN][BK + PAD];
  const int tid = threadIdx.x, warp = tid / 32, lane = tid % 32;
  const int row0 = blockIdx.y * BM, col0 = blockIdx.x * BN;
  const int wm = (warp / 2) * 32, wn = (warp % 2) * 32;

  auto load_stage = [&](int stage, int k0) {
    // 64 rows x 32 halves = 256 chunks of 16 bytes per operand: two per thread.
#pragma unroll
    for (int c = 0; c < 2; ++c) {
      const int chunk = tid + c * 128;
      const int r = chunk / 4, kc = (chunk % 4) * 8;
      cp_async16(&As[stage][r][kc], A + (size_t)(row0 + r) * k + k0 + kc);
      cp_async16(&Bs[stage][r][kc], B + (size_t)(col0 + r) * k + k0 + kc);
    }
    cp_async_commit();
  };

  float acc[2][4][4] = {};
  const int ktiles = k / BK;
  load_stage(0, 0);
  for (int kt = 0; kt < ktiles; ++kt) {
    const int stage = kt % STAGES;
    if (kt + 1 < ktiles) {
      load_stage((kt + 1) % STAGES, (kt + 1) * BK);
      cp_async_wait<1>();
    } else {
      cp_async_wait<0>();
    }
    __syncthreads();
#pragma unroll
    for (int kk = 0; kk < BK; kk += 16) {
      uint32_t a[2][4], b[2][4];
#pragma unroll
      for (int i = 0; i < 2; ++i)
        ldmatrix_x4(a[i], &As[stage][wm + i * 16 + (lane % 16)][kk + (lane / 16) * 8]);
#pragma unroll
      for (int j = 0; j < 2; ++j)
        ldmatrix_x4(b[j], &Bs[stage][wn + j * 16 + (lane % 8) + (lane / 16) * 8][kk + ((lane / 8) % 2) * 8]);
#pragma unroll
      for (int i = 0; i < 2; ++i)
#pragma unroll
        for (int j = 0; j < 4; ++j) mma_16816(acc[i][j], a[i], b[j / 2][(j % 2) * 2], b[j / 2][(j % 2) * 2 + 1]);
    }
    __syncthreads();
  }
#pragma unroll
  for (int i = 0; i < 2; ++i)
#pragma unroll
    for (int j = 0; j < 4; ++j) {
      const int r = row0 + wm + i * 16 + lane / 4;
      const int c = col0 + wn + j * 8 + (lane % 4) * 2;
      *reinterpret_cast<float2 *>(C + (size_t)r * n + c) = make_float2(acc[i][j][0], acc[i][j][1]);
      *reinterpret_cast<float2 *>(C + (size_t)(r + 8) * n + c) = make_float2(acc[i][j][2], acc[i][j][3]);
    }
}
