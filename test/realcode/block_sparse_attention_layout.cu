// @realcode Block-sparse attention forward (the BigBird / Longformer / DeepSpeed sparse-attention layout): a per-head layout of 64x64 blocks given as CSR (row offsets and column-block ids built on the device from a local window, global blocks and a hashed random block per row), one 128-thread block per (head, query block), the query block's 64 rows of bf16 split so that each pair of threads owns one row (32 of the 64 head dimensions each, combined with __shfl_xor_sync), key and value blocks staged through shared memory as __nv_bfloat162, scores scaled by 1/sqrt(d) with a causal mask inside diagonal blocks, and the online softmax (running max and sum in float) over the allowed blocks only.
// @let H = 16
// @let SEQ = 4096
// @let D = 64
// @let NBLK = SEQ / 64
// @let MAXNZ = 8
// @buf q bf16[H * SEQ * D] uniform(-1, 1)
// @buf k bf16[H * SEQ * D] uniform(-1, 1)
// @buf v bf16[H * SEQ * D] uniform(-1, 1)
// @buf rowptr i32[H * (NBLK + 1)] zero
// @buf colidx i32[H * NBLK * MAXNZ] zero
// @buf o f32[H * SEQ * D] zero
// @launch build_layout grid(H) block(64) args(rowptr, colidx, i32(NBLK), i32(3), u32(12345))
// @launch sparse_attn_fwd grid(NBLK, H) block(128) args(q, k, v, rowptr, colidx, o, i32(SEQ), i32(NBLK), f32(0.125))
// @check rowptr exact
// @check colidx exact
// @check o abs=2e-4 rel=1e-3
#include <cuda_bf16.h>
#include <cfloat>

#define BLK 64
#define HD 64
#define MAXNZ_PER_ROW 8

// Row r may see: blocks r - w + 1 .. r (causal local window), block 0 (global), one hashed block below r.
__global__ void build_layout(int *__restrict__ rowptr, int *__restrict__ colidx, int nblk, int window, unsigned seed) {
  const int h = blockIdx.x;
  int *rp = rowptr + h * (nblk + 1);
  int *ci = colidx + h * nblk * MAXNZ_PER_ROW;
  for (int r = threadIdx.x; r < nblk; r += blockDim.x) {
    int cols[MAXNZ_PER_ROW];
    int n = 0;
    unsigned x = seed ^ (unsigned)(h * 7919 + r * 104729);
    x ^= x >> 13; x *= 0x5bd1e995u; x ^= x >> 15;
    const int rnd = r > 0 ? (int)(x % (unsigned)r) : 0;
    auto add = [&](int c) {
      for (int j = 0; j < n; ++j) if (cols[j] == c) return;
      int j = n++;
      while (j > 0 && cols[j - 1] > c) { cols[j] = cols[j - 1]; --j; }
      cols[j] = c;
    };
    add(0);
    add(rnd);
    for (int c = max(0, r - window + 1); c <= r; ++c) add(c);
    for (int j = 0; j < MAXNZ_PER_ROW; ++j) ci[r * MAXNZ_PER_ROW + j] = j < n ? cols[j] : -1;
    rp[r + 1] = n;   // counts first; thread 0 scans below
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    rp[0] = 0;
    for (int r = 0; r < nblk; ++r) rp[r + 1] += rp[r];
  }
}

__global__ void __launch_bounds__(128) sparse_attn_fwd(const __nv_bfloat16 *__restrict__ Q, const __nv_bfloat16 *__restrict__ K,
                                                      const __nv_bfloat16 *__restrict__ V, const int *__restrict__ rowptr,
                                                      const int *__restrict__ colidx, float *__restrict__ O, int seq,
                                                      int nblk, float scale) {
  __shared__ __nv_bfloat162 Ks[BLK][HD / 2 + 1];
  __shared__ __nv_bfloat162 Vs[BLK][HD / 2 + 1];
  const int qb = blockIdx.x, h = blockIdx.y;
  const int row = threadIdx.x >> 1, half = threadIdx.x & 1;   // two threads per query row
  const size_t head = (size_t)h * seq * HD;
  const int qpos = qb * BLK + row;
  float qv[HD / 2];
  const __nv_bfloat162 *q2 = reinterpret_cast<const __nv_bfloat162 *>(Q + head + (size_t)qpos * HD + half * (HD / 2));
#pragma unroll
  for (int d = 0; d < HD / 4; ++d) {
    const float2 f = __bfloat1622float2(q2[d]);
    qv[2 * d] = f.x * scale;
    qv[2 * d + 1] = f.y * scale;
  }
  float m = -FLT_MAX, l = 0.f, acc[HD / 2];
#pragma unroll
  for (int d = 0; d < HD / 2; ++d) acc[d] = 0.f;
  const int *rp = rowptr + h * (nblk + 1);
  const int *ci = colidx + (size_t)h * nblk * MAXNZ_PER_ROW;
  const int nnz = rp[qb + 1] - rp[qb];
  for (int e = 0; e < nnz; ++e) {
    const int kb = ci[qb * MAXNZ_PER_ROW + e];
    __syncthreads();
    for (int t = threadIdx.x; t < BLK * HD / 2; t += blockDim.x) {
      const int r = t / (HD / 2), c = t % (HD / 2);
      const size_t off = head + (size_t)(kb * BLK + r) * HD;
      Ks[r][c] = reinterpret_cast<const __nv_bfloat162 *>(K + off)[c];
      Vs[r][c] = reinterpret_cast<const __nv_bfloat162 *>(V + off)[c];
    }
    __syncthreads();
    for (int j = 0; j < BLK; ++j) {
      float s = 0.f;
#pragma unroll
      for (int d = 0; d < HD / 4; ++d) {
        const float2 kf = __bfloat1622float2(Ks[j][half * (HD / 4) + d]);
        s += qv[2 * d] * kf.x + qv[2 * d + 1] * kf.y;
      }
      s += __shfl_xor_sync(0xffffffffu, s, 1);
      if (kb == qb && j > row) continue;   // causal inside the diagonal block (both threads of a row agree)
      const float m_new = fmaxf(m, s);
      const float corr = __expf(m - m_new), p = __expf(s - m_new);
      l = l * corr + p;
#pragma unroll
      for (int d = 0; d < HD / 4; ++d) {
        const float2 vf = __bfloat1622float2(Vs[j][half * (HD / 4) + d]);
        acc[2 * d] = acc[2 * d] * corr + p * vf.x;
        acc[2 * d + 1] = acc[2 * d + 1] * corr + p * vf.y;
      }
      m = m_new;
    }
  }
  const float inv = 1.f / l;
  float *out = O + head + (size_t)qpos * HD + half * (HD / 2);
#pragma unroll
  for (int d = 0; d < HD / 2; ++d) out[d] = acc[d] * inv;
}
