// @realcode FlashAttention-2-style forward pass written with inline PTX, as the hand-written kernels of that family do: Q/K/V tiles staged into shared memory with cp.async.cg + commit_group/wait_group, ldmatrix.x4 (Q), ldmatrix.x2 (K) and ldmatrix.x2.trans (V) fragments, mma.sync.m16n8k16 f16 x f16 -> f32 for S = QK^T and O += PV, the online softmax kept in registers (row max and sum across the lane quad with __shfl_xor_sync, exp2f with a log2e-folded scale), P repacked to f16x2 with cvt.rn.f16x2.f32 as the A operand of the second mma, and O / l written as float2.
// @let BH = 48
// @let N = 1024
// @let D = 64
// @buf q f16[BH * N * D] uniform(-1, 1)
// @buf k f16[BH * N * D] uniform(-1, 1)
// @buf v f16[BH * N * D] uniform(-1, 1)
// @buf o f32[BH * N * D] zero
// @buf lse f32[BH * N] zero
// @launch flash_fwd_kernel<64, 64, 64> grid(N / 64, BH) block(128) args(q, k, v, o, lse, i32(N), f32(0.125))
// @check o abs=2e-3 rel=2e-3
// @check lse abs=1e-3 rel=1e-4
#include <cuda_fp16.h>
#include <cstdint>

__device__ __forceinline__ uint32_t smem_u32(const void *p) {
  return static_cast<uint32_t>(__cvta_generic_to_shared(p));
}
__device__ __forceinline__ void cp_async_cg16(void *smem, const void *gmem) {
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(smem_u32(smem)), "l"(gmem));
}
__device__ __forceinline__ void cp_async_commit() { asm volatile("cp.async.commit_group;\n" ::); }
template <int N> __device__ __forceinline__ void cp_async_wait() { asm volatile("cp.async.wait_group %0;\n" ::"n"(N)); }

__device__ __forceinline__ void ldmatrix_x4(uint32_t (&r)[4], const void *p) {
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];\n"
               : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "r"(smem_u32(p)));
}
__device__ __forceinline__ void ldmatrix_x2(uint32_t (&r)[2], const void *p) {
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0, %1}, [%2];\n" : "=r"(r[0]), "=r"(r[1]) : "r"(smem_u32(p)));
}
__device__ __forceinline__ void ldmatrix_x2_trans(uint32_t (&r)[2], const void *p) {
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%0, %1}, [%2];\n" : "=r"(r[0]), "=r"(r[1]) : "r"(smem_u32(p)));
}
__device__ __forceinline__ void mma_16816(float (&d)[4], const uint32_t (&a)[4], const uint32_t (&b)[2]) {
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
               "{%0, %1, %2, %3};\n"
               : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
               : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
}
__device__ __forceinline__ uint32_t pack_f16x2(float lo, float hi) {
  uint32_t r;
  asm("cvt.rn.f16x2.f32 %0, %1, %2;\n" : "=r"(r) : "f"(hi), "f"(lo));
  return r;
}

// One block: BR query rows (16 per warp), K/V tiles of BC keys, head dimension HD.
template <int BR, int BC, int HD>
__global__ void __launch_bounds__(BR * 2) flash_fwd_kernel(const half *__restrict__ Q, const half *__restrict__ K,
                                                          const half *__restrict__ V, float *__restrict__ O,
                                                          float *__restrict__ LSE, int seqlen, float softmax_scale) {
  constexpr int kWarps = BR / 16;
  constexpr int kThreads = kWarps * 32;
  __shared__ __align__(128) half sQ[BR][HD];
  __shared__ __align__(128) half sK[BC][HD];
  __shared__ __align__(128) half sV[BC][HD];
  const int tid = threadIdx.x, warp = tid / 32, lane = tid % 32;
  const size_t head = (size_t)blockIdx.y * seqlen * HD;
  const half *q = Q + head + (size_t)blockIdx.x * BR * HD;
  const half *k = K + head;
  const half *v = V + head;
  constexpr int kChunks = BR * HD / 8;  // 16-byte chunks per tile
  for (int c = tid; c < kChunks; c += kThreads) cp_async_cg16(&sQ[c / (HD / 8)][(c % (HD / 8)) * 8], q + c * 8);
  cp_async_commit();
  cp_async_wait<0>();
  __syncthreads();

  uint32_t qf[HD / 16][4];
#pragma unroll
  for (int kk = 0; kk < HD / 16; ++kk) {
    int m = lane / 8, r = lane % 8;
    ldmatrix_x4(qf[kk], &sQ[warp * 16 + r + (m % 2) * 8][kk * 16 + (m / 2) * 8]);
  }
  const float scale_log2 = softmax_scale * 1.4426950408889634f;
  float row_max[2] = {-INFINITY, -INFINITY};
  float row_sum[2] = {0.f, 0.f};
  float acc_o[HD / 8][4];
#pragma unroll
  for (int n = 0; n < HD / 8; ++n) acc_o[n][0] = acc_o[n][1] = acc_o[n][2] = acc_o[n][3] = 0.f;

  for (int kv = 0; kv < seqlen; kv += BC) {
    __syncthreads();
    for (int c = tid; c < BC * HD / 8; c += kThreads) {
      int row = c / (HD / 8), col = (c % (HD / 8)) * 8;
      cp_async_cg16(&sK[row][col], k + (size_t)(kv + row) * HD + col);
      cp_async_cg16(&sV[row][col], v + (size_t)(kv + row) * HD + col);
    }
    cp_async_commit();
    cp_async_wait<0>();
    __syncthreads();

    float s[BC / 8][4];
#pragma unroll
    for (int j = 0; j < BC / 8; ++j) {
      s[j][0] = s[j][1] = s[j][2] = s[j][3] = 0.f;
#pragma unroll
      for (int kk = 0; kk < HD / 16; ++kk) {
        uint32_t kf[2];
        ldmatrix_x2(kf, &sK[j * 8 + lane % 8][kk * 16 + ((lane / 8) % 2) * 8]);
        mma_16816(s[j], qf[kk], kf);
      }
    }
    // Online softmax for rows lane/4 (regs 0,1) and lane/4 + 8 (regs 2,3).
    float new_max[2] = {row_max[0], row_max[1]};
#pragma unroll
    for (int j = 0; j < BC / 8; ++j) {
      new_max[0] = fmaxf(new_max[0], fmaxf(s[j][0], s[j][1]));
      new_max[1] = fmaxf(new_max[1], fmaxf(s[j][2], s[j][3]));
    }
#pragma unroll
    for (int i = 0; i < 2; ++i) {
      new_max[i] = fmaxf(new_max[i], __shfl_xor_sync(0xffffffff, new_max[i], 1));
      new_max[i] = fmaxf(new_max[i], __shfl_xor_sync(0xffffffff, new_max[i], 2));
    }
    float correction[2], tile_sum[2] = {0.f, 0.f};
#pragma unroll
    for (int i = 0; i < 2; ++i) correction[i] = exp2f((row_max[i] - new_max[i]) * scale_log2);
#pragma unroll
    for (int j = 0; j < BC / 8; ++j) {
#pragma unroll
      for (int e = 0; e < 4; ++e) {
        s[j][e] = exp2f(s[j][e] * scale_log2 - new_max[e / 2] * scale_log2);
        tile_sum[e / 2] += s[j][e];
      }
    }
#pragma unroll
    for (int i = 0; i < 2; ++i) {
      row_sum[i] = row_sum[i] * correction[i] + tile_sum[i];
      row_max[i] = new_max[i];
    }
#pragma unroll
    for (int n = 0; n < HD / 8; ++n) {
      acc_o[n][0] *= correction[0]; acc_o[n][1] *= correction[0];
      acc_o[n][2] *= correction[1]; acc_o[n][3] *= correction[1];
    }
    // O += P V: P's accumulator tiles 2kk and 2kk+1 are the A fragment of k-step kk.
#pragma unroll
    for (int kk = 0; kk < BC / 16; ++kk) {
      uint32_t pf[4] = {pack_f16x2(s[2 * kk][0], s[2 * kk][1]), pack_f16x2(s[2 * kk][2], s[2 * kk][3]),
                        pack_f16x2(s[2 * kk + 1][0], s[2 * kk + 1][1]), pack_f16x2(s[2 * kk + 1][2], s[2 * kk + 1][3])};
#pragma unroll
      for (int n = 0; n < HD / 8; ++n) {
        uint32_t vf[2];
        ldmatrix_x2_trans(vf, &sV[kk * 16 + lane % 8 + ((lane / 8) % 2) * 8][n * 8]);
        mma_16816(acc_o[n], pf, vf);
      }
    }
  }
#pragma unroll
  for (int i = 0; i < 2; ++i) {
    row_sum[i] += __shfl_xor_sync(0xffffffff, row_sum[i], 1);
    row_sum[i] += __shfl_xor_sync(0xffffffff, row_sum[i], 2);
  }
  const int row0 = blockIdx.x * BR + warp * 16 + lane / 4;
  float *o = O + head;
#pragma unroll
  for (int n = 0; n < HD / 8; ++n) {
    int col = n * 8 + (lane % 4) * 2;
    *reinterpret_cast<float2 *>(&o[(size_t)row0 * HD + col]) = make_float2(acc_o[n][0] / row_sum[0], acc_o[n][1] / row_sum[0]);
    *reinterpret_cast<float2 *>(&o[(size_t)(row0 + 8) * HD + col]) = make_float2(acc_o[n][2] / row_sum[1], acc_o[n][3] / row_sum[1]);
  }
  if (lane % 4 == 0) {
    LSE[(size_t)blockIdx.y * seqlen + row0] = row_max[0] * softmax_scale + logf(row_sum[0]);
    LSE[(size_t)blockIdx.y * seqlen + row0 + 8] = row_max[1] * softmax_scale + logf(row_sum[1]);
  }
}
template __global__ void flash_fwd_kernel<64, 64, 64>(const half *, const half *, const half *, float *, float *, int, float);
