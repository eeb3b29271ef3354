// An Ampere-style SGEMM main loop: 32x32 tiles of A and B in As[2][BM][BK] and
// Bs[2][BK][BN], each thread fetching one 16-byte float4 of each tile with
// cp.async.cg PTX; tile kt + 1 is in flight (cp.async.wait_group 1) while the
// block multiplies tile kt after a barrier, and a second barrier ends the
// reads of a stage before it is refilled. Each thread owns a 2x2 block of C.
// LAUNCH: grid=1 block=256 args=A:f32[4096]:rand B:f32[4096]:rand C:f32[1024]:zero K:i32=128
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BM 32
#define BN 32
#define BK 32

__device__ __forceinline__ void cp_async16(void *smem, const void *gmem) {
  const unsigned s = static_cast<unsigned>(__cvta_generic_to_shared(smem));
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(s), "l"(gmem));
}
__device__ __forceinline__ void cp_async_commit() { asm volatile("cp.async.commit_group;\n" ::); }
template <int N> __device__ __forceinline__ void cp_async_wait() { asm volatile("cp.async.wait_group %0;\n" ::"n"(N)); }

// A is 32 x K, B is K x 32, both row-major; C is 32 x 32.
extern "C" __global__ void __launch_bounds__(256) cp_async_cg_gemm_tiles_double_buffer(const float *A, const float *B, float *C,
                                                                                      int K) {
  __shared__ __align__(16) float As[2][BM][BK];
  __shared__ __align__(16) float Bs[2][BK][BN];
  const int t = threadIdx.x;
  const int lr = t / 8, lc = (t % 8) * 4;
  const int ty = t / 16, tx = t % 16;
  const int ntiles = K / BK;
  cp_async16(&As[0][lr][lc], &A[lr * K + lc]);
  cp_async16(&Bs[0][lr][lc], &B[lr * BN + lc]);
  cp_async_commit();
  float c00 = 0.f, c01 = 0.f, c10 = 0.f, c11 = 0.f;
  for (int kt = 0; kt < ntiles; ++kt) {
    if (kt + 1 < ntiles) {
      const int s = (kt + 1) & 1, k0 = (kt + 1) * BK;
      cp_async16(&As[s][lr][lc], &A[lr * K + k0 + lc]);
      cp_async16(&Bs[s][lr][lc], &B[(k0 + lr) * BN + lc]);
    }
    cp_async_commit();
    cp_async_wait<1>();
    __syncthreads();
    const int s = kt & 1;
    for (int k = 0; k < BK; ++k) {
      const float a0 = As[s][ty * 2][k], a1 = As[s][ty * 2 + 1][k];
      const float b0 = Bs[s][k][tx * 2], b1 = Bs[s][k][tx * 2 + 1];
      c00 += a0 * b0, c01 += a0 * b1, c10 += a1 * b0, c11 += a1 * b1;
    }
    __syncthreads();
  }
  C[(ty * 2) * BN + tx * 2] = c00;
  C[(ty * 2) * BN + tx * 2 + 1] = c01;
  C[(ty * 2 + 1) * BN + tx * 2] = c10;
  C[(ty * 2 + 1) * BN + tx * 2 + 1] = c11;
}
