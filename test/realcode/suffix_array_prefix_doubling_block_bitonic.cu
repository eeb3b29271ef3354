// @realcode Suffix arrays of many short texts (reads or log lines, one 1024-byte text per block) by Manber-Myers prefix doubling as GPU string libraries do it in shared memory: each round sorts the suffixes by the 64-bit key (rank[i] << 32 | rank[i + h] + 1) with a block-wide bitonic sort of (key, index) pairs, re-ranks them with a flag per key change and a block-wide inclusive scan of the flags (warp shuffles, then the warp totals), stops when every rank is distinct (__syncthreads_and), and then builds the LCP array with Kasai's algorithm in thread 0; suffix arrays, ranks, LCPs and the round counts are written out.
// @let NTEXT = 2048
// @let TLEN = 1024
// @buf text u8[NTEXT * TLEN] uniform(0, 3)
// @buf sa i32[NTEXT * TLEN] zero
// @buf lcp i32[NTEXT * TLEN] zero
// @buf rounds i32[NTEXT] zero
// @launch suffix_array_blocks grid(NTEXT) block(1024) args(text, sa, lcp, rounds)
// @check sa exact
// @check lcp exact
// @check rounds exact
#include <cstdint>

#define TEXT_LEN 1024

__device__ __forceinline__ int block_inclusive_scan(int v, int *warp_tot) {
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  for (int d = 1; d < 32; d <<= 1) {
    const int up = __shfl_up_sync(0xffffffffu, v, d);
    if (lane >= d) v += up;
  }
  if (lane == 31) warp_tot[warp] = v;
  __syncthreads();
  if (warp == 0) {
    int t = warp_tot[lane];
    for (int d = 1; d < 32; d <<= 1) {
      const int up = __shfl_up_sync(0xffffffffu, t, d);
      if (lane >= d) t += up;
    }
    warp_tot[lane] = t;
  }
  __syncthreads();
  const int r = v + (warp > 0 ? warp_tot[warp - 1] : 0);
  __syncthreads();
  return r;
}

__global__ void __launch_bounds__(1024) suffix_array_blocks(const uint8_t *__restrict__ text, int *sa_out, int *lcp_out, int *rounds_out) {
  __shared__ uint64_t key[TEXT_LEN];
  __shared__ int idx[TEXT_LEN];
  __shared__ int rank[TEXT_LEN];
  __shared__ int warp_tot[32];
  const int t = threadIdx.x;
  const uint8_t *s = text + (size_t)blockIdx.x * TEXT_LEN;
  rank[t] = s[t];
  __syncthreads();
  int round = 0;
  for (int h = 1;; h <<= 1) {
    ++round;
    key[t] = ((uint64_t)rank[t] << 32) | (uint32_t)(t + h < TEXT_LEN ? rank[t + h] + 1 : 0);
    idx[t] = t;
    __syncthreads();
    // Bitonic sort of (key, idx), ascending by key then index.
    for (int size = 2; size <= TEXT_LEN; size <<= 1) {
      for (int stride = size >> 1; stride > 0; stride >>= 1) {
        const int p = t ^ stride;
        if (p > t) {
          const bool up = (t & size) == 0;
          const uint64_t ka = key[t], kb = key[p];
          const bool greater = ka > kb || (ka == kb && idx[t] > idx[p]);
          if (greater == up) {
            key[t] = kb;
            key[p] = ka;
            const int ti = idx[t];
            idx[t] = idx[p];
            idx[p] = ti;
          }
        }
        __syncthreads();
      }
    }
    const int flag = (t == 0 || key[t] != key[t - 1]) ? 1 : 0;
    const int new_rank = block_inclusive_scan(flag, warp_tot) - 1;
    rank[idx[t]] = new_rank;
    __syncthreads();
    const bool distinct = __syncthreads_and(key[t] != (t > 0 ? key[t - 1] : ~0ull));
    if (distinct || h >= TEXT_LEN) break;
  }
  sa_out[(size_t)blockIdx.x * TEXT_LEN + t] = idx[t];
  if (t == 0) {
    rounds_out[blockIdx.x] = round;
    // Kasai: rank[] is the inverse suffix array now.
    int k = 0;
    int *lcp = lcp_out + (size_t)blockIdx.x * TEXT_LEN;
    for (int i = 0; i < TEXT_LEN; ++i) {
      if (rank[i] == 0) {
        k = 0;
        lcp[0] = 0;
        continue;
      }
      const int j = idx[rank[i] - 1];
      while (i + k < TEXT_LEN && j + k < TEXT_LEN && s[i + k] == s[j + k]) ++k;
      lcp[rank[i]] = k;
      if (k > 0) --k;
    }
  }
}
