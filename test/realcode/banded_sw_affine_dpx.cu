// @realcode Banded Smith-Waterman with affine gaps (Gotoh) as short-read aligners run it on Hopper: one thread per read/reference-window pair, a 33-diagonal band kept in registers (H and E per band cell, F carried along the row), 2-bit packed sequences unpacked with shifts, a __constant__ 4x4 substitution matrix, and the recurrences written with sm_90's DPX intrinsics (__vimax3_s32 for the three-way maximum, __viaddmax_s32 for gap open/extend, __vimax_s32_relu for the local-alignment floor at zero); writes the best score and its end cell.
// @let NPAIR = 1 << 17
// @let QLEN = 128
// @let W = 16
// @const c_subst i32[16] uniform(-3, 6)
// @buf qry u32[NPAIR * QLEN / 16] uniform(0, 4294967295)
// @buf ref u32[NPAIR * (QLEN + 2 * W) / 16] uniform(0, 4294967295)
// @buf score i32[NPAIR] zero
// @buf endpos i32[NPAIR] zero
// @launch banded_sw grid(NPAIR / 64) block(64) args(qry, ref, score, endpos, i32(NPAIR), i32(-5), i32(-2))
// @check score exact
// @check endpos exact
#include <cstdint>

#define BAND 16
#define BW (2 * BAND + 1)
#define QL 128
#define RL (QL + 2 * BAND)
#define NEG_INF (-(1 << 28))

__constant__ int c_subst[16];

__device__ __forceinline__ int base_at(const uint32_t *seq, int i) { return (seq[i >> 4] >> ((i & 15) * 2)) & 3; }

__global__ void __launch_bounds__(64) banded_sw(const uint32_t *__restrict__ qry, const uint32_t *__restrict__ ref,
                                              int *__restrict__ score, int *__restrict__ endpos, int npair,
                                              int gap_open, int gap_ext) {
  const int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= npair) return;
  const uint32_t *q = qry + (size_t)p * (QL / 16);
  const uint32_t *r = ref + (size_t)p * (RL / 16);
  // Band cell d of row i is reference column i + d (d = 0..BW-1): the diagonal band around i + BAND.
  int H[BW], E[BW];
#pragma unroll
  for (int d = 0; d < BW; ++d) { H[d] = 0; E[d] = NEG_INF; }
  int best = 0, best_at = 0;
  for (int i = 0; i < QL; ++i) {
    const int qb = base_at(q, i);
    int F = NEG_INF;
    int h_left = 0;     // H[i][j-1] of this row
    int h_diag = 0;     // H[i-1][j-1]: band cell d of the previous row
#pragma unroll
    for (int d = 0; d < BW; ++d) {
      const int j = i + d;
      h_diag = H[d];                                   // H[i-1][j-1] sits in the previous row's cell d
      const int h_up = d + 1 < BW ? H[d + 1] : NEG_INF; // H[i-1][j]
      const int e_up = d + 1 < BW ? E[d + 1] : NEG_INF;
      const int e = __viaddmax_s32(h_up, gap_open, e_up + gap_ext);  // max(h_up + open, e_up + ext)
      F = __viaddmax_s32(h_left, gap_open, F + gap_ext);
      const int s = c_subst[qb * 4 + base_at(r, j)];
      const int h = __vimax_s32_relu(__vimax3_s32(h_diag + s, e, F), 0);
      H[d] = h;
      E[d] = e;
      h_left = h;
      if (h > best) { best = h; best_at = i * RL + j; }
    }
  }
  score[p] = best;
  endpos[p] = best_at;
}
