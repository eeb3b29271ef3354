// @realcode Bit-parallel approximate matching (Myers' bit-vector algorithm, as read mappers and sequence aligners use it): each thread takes one 64-symbol pattern over a 4-letter alphabet, builds the Peq masks in registers (unsigned long long Peq[4]), then scans a 2048-symbol text window packed 16 symbols per uint32 with the Pv/Mv/Ph/Mh recurrences, tracking the best semi-global score and its end column; texts are shared per block and staged in shared memory.
// @let NPAT = 1 << 16
// @let TLEN = 2048
// @let NTEXT = 64
// @buf pats u32[NPAT * 4] uniform(0, 4294967295)
// @buf texts u32[NTEXT * TLEN / 16] uniform(0, 4294967295)
// @buf best i32[NPAT] zero
// @buf where i32[NPAT] zero
// @launch myers_search grid(NPAT / 128) block(128) args(pats, texts, best, where, i32(TLEN), i32(NTEXT))
// @check best exact
// @check where exact
#include <cstdint>

typedef unsigned long long u64;

__global__ void __launch_bounds__(128) myers_search(const uint32_t *__restrict__ pats, const uint32_t *__restrict__ texts,
                                                    int *__restrict__ best, int *__restrict__ where, int tlen, int ntext) {
  __shared__ uint32_t text[2048 / 16];
  const int p = blockIdx.x * blockDim.x + threadIdx.x;
  const int t = blockIdx.x % ntext;
  for (int i = threadIdx.x; i < tlen / 16; i += blockDim.x) text[i] = texts[(size_t)t * (tlen / 16) + i];
  __syncthreads();

  u64 peq[4] = {0, 0, 0, 0};
#pragma unroll
  for (int w = 0; w < 4; ++w) {
    const uint32_t word = pats[(size_t)p * 4 + w];
#pragma unroll
    for (int s = 0; s < 16; ++s) {
      const int sym = (word >> (2 * s)) & 3;
      peq[sym] |= 1ull << (w * 16 + s);
    }
  }
  u64 pv = ~0ull, mv = 0;
  int score = 64, best_score = 64, best_col = -1;
  const u64 high = 1ull << 63;
  for (int i = 0; i < tlen; ++i) {
    const int sym = (text[i >> 4] >> (2 * (i & 15))) & 3;
    const u64 eq = peq[sym];
    const u64 xv = eq | mv;
    const u64 xh = (((eq & pv) + pv) ^ pv) | eq;
    u64 ph = mv | ~(xh | pv);
    u64 mh = pv & xh;
    if (ph & high) ++score;
    else if (mh & high) --score;
    ph <<= 1;
    mh <<= 1;
    pv = mh | ~(xv | ph);
    mv = ph & xv;
    if (score < best_score) {
      best_score = score;
      best_col = i;
    }
  }
  best[p] = best_score;
  where[p] = best_col;
}
