// @realcode dynamic-programming inner loops on Hopper's DPX instructions as alignment and path-finding codes use them: __vibmax_s32/__vibmin_u32 (max/min with the "which operand won" predicate, for the traceback direction), __viaddmax_s32_relu and __viaddmin_u32 (add-then-compare), __vimax3_s32_relu, and the packed 16-bit forms __vimax3_s16x2, __viaddmax_s16x2_relu, __vimin_s16x2_relu and __vibmax_s16x2 scoring two lanes of a banded alignment at once.
// @let PAIRS = 1 << 16
// @let L = 64
// @buf qa u8[PAIRS * L] uniform(0, 4)
// @buf qb u8[PAIRS * L] uniform(0, 4)
// @buf score i32[PAIRS] zero
// @buf trace u32[PAIRS * L] zero
// @buf packed u32[PAIRS] zero
// @buf costs u32[PAIRS] zero
// @launch align_dpx grid(PAIRS / 128) block(128) args(qa, qb, score, trace, packed, costs, i32(L))
// @check score exact
// @check trace exact
// @check packed exact
// @check costs exact

__global__ void align_dpx(const unsigned char *__restrict__ qa, const unsigned char *__restrict__ qb, int *__restrict__ score,
                          unsigned *__restrict__ trace, unsigned *__restrict__ packed, unsigned *__restrict__ costs, int len) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned char *a = qa + (size_t)p * len, *b = qb + (size_t)p * len;
  const int match = 3, mismatch = -2, gap = -4;
  int h[65];
  for (int j = 0; j <= len; ++j) h[j] = 0;
  int best = 0;
  unsigned two = 0;    // two 16-bit running scores packed in one word
  unsigned cost = 0;
  for (int i = 1; i <= len; ++i) {
    int diag = h[0], left = 0;
    unsigned dirs = 0;
    unsigned char ai = a[i - 1];
    for (int j = 1; j <= len; ++j) {
      int up = h[j];
      int s = ai == b[j - 1] ? match : mismatch;
      bool from_diag;
      int d = __vibmax_s32(diag + s, __viaddmax_s32_relu(up, gap, left + gap), &from_diag);
      dirs = (dirs << 1 | (from_diag ? 1u : 0u)) ^ (dirs >> 31);
      diag = up;
      h[j] = left = __vimax3_s32_relu(d, up + gap, left + gap);
      best = max(best, left);
    }
    trace[(size_t)p * len + i - 1] = dirs;
    unsigned lane2 = (unsigned)(h[i] & 0x7fff) | ((unsigned)(h[len + 1 - i] & 0x7fff) << 16);
    bool lo_won, hi_won;
    two = __vibmax_s16x2(two, __viaddmax_s16x2_relu(lane2, 0xfffefffeu, __vimax3_s16x2(two, lane2, 0x00010001u)), &lo_won, &hi_won);
    two = __vimin_s16x2_relu(two, 0x7fff7fffu) + (lo_won ? 1u : 0u) + (hi_won ? 0x10000u : 0u);
    bool cheaper;
    cost = __vibmin_u32(__viaddmin_u32(cost, (unsigned)ai, (unsigned)h[i] + 7u), cost + 1u, &cheaper);
    cost += cheaper ? 0u : 2u;
  }
  score[p] = best;
  packed[p] = two;
  costs[p] = cost;
}
