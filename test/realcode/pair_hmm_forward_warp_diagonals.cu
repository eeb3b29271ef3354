// @realcode the GATK HaplotypeCaller PairHMM forward algorithm as GPU ports compute it: one warp per (read, haplotype) pair, the read's rows striped over the 32 lanes, the M/I/D matrices advanced one anti-diagonal at a time in registers with the up and diagonal neighbours coming from the previous lane through __shfl_up_sync (lane 0 takes the row-0 boundary with its 1/len initial deletion), base-quality-dependent match/mismatch priors (Phred to error probability with exp10f), and the likelihood as log10 of the last row's M + I sum (a warp reduction); single precision, as the fast path of the real code.
// @let NPAIR = 4096
// @let RL = 32
// @let HL = 96
// @buf reads u8[NPAIR * RL] uniform(0, 4)
// @buf quals u8[NPAIR * RL] uniform(10, 41)
// @buf haps u8[NPAIR * HL] uniform(0, 4)
// @buf lik f32[NPAIR] zero
// @launch pairhmm_forward grid(NPAIR / 4) block(128) args(reads, quals, haps, lik, i32(NPAIR), i32(RL), i32(HL))
// @check lik abs=1e-3 rel=1e-4
#include <cstdint>

__device__ __forceinline__ float qual_to_err(int q) { return exp10f(-0.1f * (float)q); }

// Transition probabilities for gap open 45 / gap continuation 10 (GATK's defaults).
struct Trans {
  float mm, mi, md, im, ii, dm, dd;
};
__device__ __forceinline__ Trans transitions() {
  const float go = 3.1622776e-5f, gc = 0.1f; // 10^-4.5, 10^-1
  Trans t;
  t.mm = 1.f - 2.f * go;
  t.mi = go;
  t.md = go;
  t.im = 1.f - gc;
  t.ii = gc;
  t.dm = 1.f - gc;
  t.dd = gc;
  return t;
}

__global__ void __launch_bounds__(128) pairhmm_forward(const uint8_t *__restrict__ reads, const uint8_t *__restrict__ quals,
                                                       const uint8_t *__restrict__ haps, float *__restrict__ lik, int npair,
                                                       int rlen, int hlen) {
  const int warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  const int lane = threadIdx.x & 31;
  if (warp >= npair) return; // whole warps
  const uint8_t *rd = reads + warp * rlen;
  const uint8_t *hp = haps + warp * hlen;
  const Trans t = transitions();
  // Lane r owns read row r + 1 (rlen == 32).
  const uint8_t base = rd[lane];
  const float err = qual_to_err(quals[warp * rlen + lane]);
  const float init_d = 1.0f / (float)hlen;
  float m = 0.f, ins = 0.f, del = 0.f;       // this lane's cell at the current column
  // Column 0 (before the haplotype): M = I = 0, D = 1/hlen on row 0 only.
  float m_diag = 0.f, i_diag = 0.f, d_diag = lane == 0 ? init_d : 0.f;
  float sum = 0.f;
  // Anti-diagonal k: lane r works on column c = k - r (1-based columns).
  for (int k = 0; k < hlen + 31; ++k) {
    const int c = k - lane;
    // Neighbours from the lane above, as they were one step ago (its column c) and two steps ago (c - 1).
    float pm = __shfl_up_sync(0xffffffffu, m, 1);
    float pi = __shfl_up_sync(0xffffffffu, ins, 1);
    float pd = __shfl_up_sync(0xffffffffu, del, 1);
    if (lane == 0) { // row 0: M = I = 0, D = 1/hlen in every column
      pm = 0.f;
      pi = 0.f;
      pd = init_d;
    }
    if (c >= 0 && c < hlen) {
      const float prior = hp[c] == base ? 1.f - err : err / 3.f;
      const float nm = prior * (t.mm * m_diag + t.im * i_diag + t.dm * d_diag);
      const float ni = t.mi * pm + t.ii * pi;              // from the row above, same column
      const float nd = t.md * m + t.dd * del;              // from this row, previous column
      m_diag = pm; i_diag = pi; d_diag = pd;             // the row above becomes next column's diagonal
      m = nm; ins = ni; del = nd;
      if (lane == 31) sum += m + ins;
    }
  }
  sum = __shfl_sync(0xffffffffu, sum, 31);
  if (lane == 0) lik[warp] = log10f(sum) - log10f(init_d);
}
