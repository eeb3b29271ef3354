// @realcode BWA / Bowtie-style FM-index exact matching on the GPU: a 2-bit packed BWT (16 bases a uint32_t), occurrence checkpoints every 128 bases as uint4 counts built by a counting kernel and a single-block chunked exclusive scan (warp shuffles plus a shared carry), the C[] array in a __device__ table, occ(c, i) by XOR-ing the packed word with the base replicated and folding 2-bit lanes into __popc, and per-read backward search narrowing [k, l) from the last base, reporting the interval and the matched suffix length.
// @let NT = 1 << 26
// @let NB = NT / 128
// @let R = 1 << 20
// @let RL = 24
// @buf bwt u32[NT / 16] uniform(0, 4294967295)
// @buf occ u32[4 * (NB + 1)] zero
// @buf reads u8[R * RL] uniform(0, 4)
// @buf sa_k u32[R] zero
// @buf sa_l u32[R] zero
// @buf mlen i32[R] zero
// @global g_L2 u32[5] zero
// @launch count_buckets grid(cdiv(NB, 256)) block(256) args(bwt, occ, u32(NB))
// @launch scan_buckets grid(1) block(1024) args(occ, u32(NB))
// @launch backward_search grid(cdiv(R, 128)) block(128) args(bwt, occ, reads, i32(R), i32(RL), sa_k, sa_l, mlen)
// @check occ exact
// @check sa_k exact
// @check sa_l exact
// @check mlen exact
#include <cuda_runtime.h>
#include <cstdint>

#define OCC_INTV_SHIFT 7
#define OCC_INTERVAL (1 << OCC_INTV_SHIFT)
#define OCC_INTV_MASK (OCC_INTERVAL - 1)
#define WORDS_PER_BUCKET (OCC_INTERVAL / 16)

// L2[c]: number of bases smaller than c (the C array), L2[4] the text length.
__device__ uint32_t g_L2[5];

// Number of 2-bit lanes of w equal to c, among the first n lanes (n < 16, most significant first).
__device__ __forceinline__ int occ_in_word(uint32_t w, int c, int n) {
  uint32_t x = w ^ (0x55555555u * (uint32_t)c);  // lanes equal to c become 00
  uint32_t m = ~(x | (x >> 1)) & 0x55555555u;
  if (n < 16) m &= ~((1u << ((16 - n) * 2)) - 1u);  // keep the first n lanes
  return __popc(m);
}

__global__ void count_buckets(const uint32_t *__restrict__ bwt, uint4 *__restrict__ occ, uint32_t nb) {
  uint32_t b = blockIdx.x * blockDim.x + threadIdx.x;
  if (b >= nb) return;
  int cnt[4] = {0, 0, 0, 0};
#pragma unroll
  for (int w = 0; w < WORDS_PER_BUCKET; ++w) {
    uint32_t word = bwt[b * WORDS_PER_BUCKET + w];
#pragma unroll
    for (int c = 0; c < 4; ++c) cnt[c] += occ_in_word(word, c, 16);
  }
  occ[b] = make_uint4(cnt[0], cnt[1], cnt[2], cnt[3]);
}

__device__ __forceinline__ uint4 operator+(uint4 a, uint4 b) { return make_uint4(a.x + b.x, a.y + b.y, a.z + b.z, a.w + b.w); }

__device__ __forceinline__ uint4 shfl_up4(uint4 v, int d) {
  uint4 r;
  r.x = __shfl_up_sync(0xffffffffu, v.x, d);
  r.y = __shfl_up_sync(0xffffffffu, v.y, d);
  r.z = __shfl_up_sync(0xffffffffu, v.z, d);
  r.w = __shfl_up_sync(0xffffffffu, v.w, d);
  return r;
}

// One block scans every bucket, 1024 at a time, carrying the running total.
__global__ void scan_buckets(uint4 *occ, uint32_t nb) {
  __shared__ uint4 warp_sums[32];
  __shared__ uint4 carry;
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  if (threadIdx.x == 0) carry = make_uint4(0, 0, 0, 0);
  __syncthreads();
  for (uint32_t base = 0; base < nb; base += blockDim.x) {
    uint32_t i = base + threadIdx.x;
    uint4 v = i < nb ? occ[i] : make_uint4(0, 0, 0, 0);
    uint4 incl = v;
#pragma unroll
    for (int d = 1; d < 32; d <<= 1) {
      uint4 up = shfl_up4(incl, d);
      if (lane >= d) incl = incl + up;
    }
    if (lane == 31) warp_sums[warp] = incl;
    __syncthreads();
    if (warp == 0) {
      uint4 s = warp_sums[lane];
#pragma unroll
      for (int d = 1; d < 32; d <<= 1) {
        uint4 up = shfl_up4(s, d);
        if (lane >= d) s = s + up;
      }
      warp_sums[lane] = s;
    }
    __syncthreads();
    uint4 before = warp > 0 ? warp_sums[warp - 1] : make_uint4(0, 0, 0, 0);
    uint4 c = carry;
    if (i < nb) occ[i] = c + before + incl + make_uint4(-v.x, -v.y, -v.z, -v.w);
    __syncthreads();
    if (threadIdx.x == blockDim.x - 1) carry = c + before + incl;
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    uint4 t = carry;
    occ[nb] = t;  // the checkpoint at the end of the text
    g_L2[0] = 0;
    g_L2[1] = t.x;
    g_L2[2] = t.x + t.y;
    g_L2[3] = t.x + t.y + t.z;
    g_L2[4] = t.x + t.y + t.z + t.w;
  }
}

// Occurrences of c in bwt[0, i).
__device__ __forceinline__ uint32_t bwt_occ(const uint32_t *__restrict__ bwt, const uint4 *__restrict__ occ, uint32_t i, int c) {
  uint32_t b = i >> OCC_INTV_SHIFT;
  uint4 cp = __ldg(&occ[b]);
  uint32_t n = c == 0 ? cp.x : c == 1 ? cp.y : c == 2 ? cp.z : cp.w;
  uint32_t rem = i & OCC_INTV_MASK;
  const uint32_t *p = bwt + b * WORDS_PER_BUCKET;
  for (; rem >= 16; rem -= 16) n += occ_in_word(__ldg(p++), c, 16);
  if (rem) n += occ_in_word(__ldg(p), c, rem);
  return n;
}

__global__ void backward_search(const uint32_t *__restrict__ bwt, const uint4 *__restrict__ occ, const uint8_t *__restrict__ reads,
                                int nreads, int len, uint32_t *__restrict__ out_k, uint32_t *__restrict__ out_l, int *__restrict__ out_len) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= nreads) return;
  const uint8_t *q = reads + (size_t)r * len;
  uint32_t k = 0, l = g_L2[4];
  int matched = 0;
  for (int i = len - 1; i >= 0; --i) {
    int c = q[i];
    uint32_t nk = g_L2[c] + bwt_occ(bwt, occ, k, c);
    uint32_t nl = g_L2[c] + bwt_occ(bwt, occ, l, c);
    if (nk >= nl) break;
    k = nk;
    l = nl;
    ++matched;
  }
  out_k[r] = k;
  out_l[r] = l;
  out_len[r] = matched;
}
