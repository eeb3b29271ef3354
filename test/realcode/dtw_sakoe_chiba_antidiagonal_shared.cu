// @realcode Batched dynamic time warping for time-series similarity search the way GPU subsequence-search codes write it: one block per (query, candidate) pair of 512-sample series staged in shared memory, thread i owning row i of the cost matrix, the anti-diagonal wavefront kept in three rotating shared rows with a barrier per diagonal, a Sakoe-Chiba band as a template parameter, squared-difference local cost, and the final distance written per pair.
// @let L = 512
// @let PAIRS = 2048
// @buf queries f32[PAIRS * L] uniform(-1, 1)
// @buf cands f32[PAIRS * L] uniform(-1, 1)
// @buf dist f32[PAIRS] zero
// @buf dist_full f32[PAIRS] zero
// @launch dtw_pairs<512, 64> grid(PAIRS) block(512) args(queries, cands, dist)
// @launch dtw_pairs<512, 512> grid(PAIRS) block(512) args(queries, cands, dist_full)
// @check dist abs=1e-3 rel=1e-5
// @check dist_full abs=1e-3 rel=1e-5
#include <cfloat>

template <int LEN, int BAND>
__global__ void __launch_bounds__(LEN) dtw_pairs(const float *__restrict__ queries, const float *__restrict__ cands,
                                                 float *__restrict__ dist) {
  __shared__ float q[LEN], c[LEN];
  __shared__ float diag[3][LEN];
  const int i = threadIdx.x;
  q[i] = queries[(size_t)blockIdx.x * LEN + i];
  c[i] = cands[(size_t)blockIdx.x * LEN + i];
  diag[0][i] = FLT_MAX;
  diag[1][i] = FLT_MAX;
  diag[2][i] = FLT_MAX;
  __syncthreads();

  for (int k = 0; k < 2 * LEN - 1; ++k) {
    float *cur = diag[k % 3];
    const float *prev = diag[(k + 2) % 3];  // diagonal k - 1
    const float *prev2 = diag[(k + 1) % 3]; // diagonal k - 2
    const int j = k - i;
    float v = FLT_MAX;
    if (j >= 0 && j < LEN && abs(i - j) <= BAND) {
      float d = q[i] - c[j];
      float best;
      if (i == 0 && j == 0) {
        best = 0.0f;
      } else {
        float up = i > 0 ? prev[i - 1] : FLT_MAX;     // (i - 1, j)
        float left = j > 0 ? prev[i] : FLT_MAX;       // (i, j - 1)
        float corner = (i > 0 && j > 0) ? prev2[i - 1] : FLT_MAX;
        best = fminf(fminf(up, left), corner);
      }
      v = best == FLT_MAX ? FLT_MAX : d * d + best;
    }
    cur[i] = v;
    __syncthreads();
  }
  if (i == LEN - 1) dist[blockIdx.x] = sqrtf(diag[(2 * LEN - 2) % 3][LEN - 1]);
}

template __global__ void dtw_pairs<512, 64>(const float *, const float *, float *);
template __global__ void dtw_pairs<512, 512>(const float *, const float *, float *);
