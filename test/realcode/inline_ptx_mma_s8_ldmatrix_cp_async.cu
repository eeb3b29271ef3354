// @realcode an int8 tensor-core GEMM written the way quantized-inference kernels do it without CUTLASS: mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 through inline asm, ldmatrix.sync.aligned.m8n8.x4/.x2.shared.b16 fragment loads from 32-bit shared addresses (__cvta_generic_to_shared), and a two-stage cp.async.cg.shared.global pipeline with cp.async.commit_group / cp.async.wait_group 1 / wait_all, then an int32 epilogue with per-row scales and bias.
// @let M = 2048
// @let N = 2048
// @let K = 1024
// @buf A i8[M * K] uniform(-128, 128)
// @buf Bt i8[N * K] uniform(-128, 128)
// @buf bias i32[N] uniform(-5000, 5000)
// @buf C i32[M * N] zero
// @launch gemm_s8_mma grid(N / 16, M / 32) block(128) args(A, Bt, bias, C, i32(M), i32(N), i32(K))
// @check C exact
#include <cstdint>

__device__ __forceinline__ void cp_async16(void *smem, const void *gmem) {
  uint32_t s = (uint32_t)__cvta_generic_to_shared(smem);
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" ::"r"(s), "l"(gmem) : "memory");
}
__device__ __forceinline__ void cp_async_commit() { asm volatile("cp.async.commit_group;" ::: "memory"); }
template <int N> __device__ __forceinline__ void cp_async_wait() { asm volatile("cp.async.wait_group %0;" ::"n"(N) : "memory"); }
__device__ __forceinline__ void cp_async_wait_all() { asm volatile("cp.async.wait_all;" ::: "memory"); }

__device__ __forceinline__ void ldmatrix_x4(uint32_t (&r)[4], const void *smem) {
  uint32_t s = (uint32_t)__cvta_generic_to_shared(smem);
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];"
               : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
               : "r"(s));
}
__device__ __forceinline__ void ldmatrix_x2(uint32_t (&r)[2], const void *smem) {
  uint32_t s = (uint32_t)__cvta_generic_to_shared(smem);
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0, %1}, [%2];" : "=r"(r[0]), "=r"(r[1]) : "r"(s));
}

__device__ __forceinline__ void mma_s8(int (&c)[4], const uint32_t (&a)[4], const uint32_t (&b)[2]) {
  asm volatile("mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
               "{%0, %1, %2, %3};"
               : "+r"(c[0]), "+r"(c[1]), "+r"(c[2]), "+r"(c[3])
               : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
}

constexpr int BM = 32, BN = 16, BK = 32;

__global__ void __launch_bounds__(128) gemm_s8_mma(const int8_t *__restrict__ A, const int8_t *__restrict__ Bt,
                                                   const int *__restrict__ bias, int *__restrict__ C, int m, int n, int k) {
  __shared__ alignas(128) int8_t sA[2][BM][BK];
  __shared__ alignas(128) int8_t sB[2][BN][BK];
  const int tid = threadIdx.x, warp = tid >> 5, lane = tid & 31;
  const int row0 = blockIdx.y * BM, col0 = blockIdx.x * BN;
  const int wm = (warp >> 1) * 16, wn = (warp & 1) * 8;
  auto load_stage = [&](int stage, int k0) {
    if (tid < 64) {
      int r = tid >> 1, c = (tid & 1) * 16;
      cp_async16(&sA[stage][r][c], A + (size_t)(row0 + r) * k + k0 + c);
    } else if (tid < 96) {
      int r = (tid - 64) >> 1, c = (tid & 1) * 16;
      cp_async16(&sB[stage][r][c], Bt + (size_t)(col0 + r) * k + k0 + c);
    }
    cp_async_commit();
  };
  int acc[4] = {0, 0, 0, 0};
  const int tiles = k / BK;
  load_stage(0, 0);
  for (int t = 0; t < tiles; ++t) {
    const int cur = t & 1;
    if (t + 1 < tiles) {
      load_stage(cur ^ 1, (t + 1) * BK);
      cp_async_wait<1>();
    } else {
      cp_async_wait_all();
    }
    __syncthreads();
    uint32_t a[4], b[2];
    ldmatrix_x4(a, &sA[cur][wm + (lane & 7) + ((lane >> 3) & 1) * 8][(lane >> 4) * 16]);
    ldmatrix_x2(b, &sB[cur][wn + (lane & 7)][((lane >> 3) & 1) * 16]);
    mma_s8(acc, a, b);
    __syncthreads();
  }
  const int g = lane >> 2, q = lane & 3;
  const int r = row0 + wm + g, c = col0 + wn + q * 2;
  C[(size_t)r * n + c] = acc[0] + bias[c];
  C[(size_t)r * n + c + 1] = acc[1] + bias[c + 1];
  C[(size_t)(r + 8) * n + c] = acc[2] + bias[c];
  C[(size_t)(r + 8) * n + c + 1] = acc[3] + bias[c + 1];
}
