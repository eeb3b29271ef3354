// @realcode minimap2/mm2-gb-style seed chaining on the GPU: one thread per read walks its sorted anchors (packed 64-bit x = strand|ref_pos and y = span|query_pos, unpacked with shifts and masks) and runs the chaining DP over the previous max_iter anchors with the gap cost 0.01 * avg_span * |gap| + 0.5 * log2(|gap|) (the log2 from __clz as minimap2's ilog2_32 does, plus a float log2f variant for long gaps), keeps the best predecessor, counts skips as the max_skip heuristic does, then backtracks from the best score, writing scores, predecessor indices and chain lengths.
// @let NREAD = 1 << 13
// @let NANCH = 256
// @buf ax u64[NREAD * NANCH] zero
// @buf ay u64[NREAD * NANCH] zero
// @buf seed u32[NREAD * NANCH] uniform(0, 4294967296)
// @buf score i32[NREAD * NANCH] zero
// @buf pred i32[NREAD * NANCH] zero
// @buf chain i32[NREAD * 2] zero
// @launch make_anchors grid(NREAD) block(NANCH) args(seed, ax, ay)
// @launch chain_dp<64, 25> grid(NREAD / 64) block(64) args(ax, ay, score, pred, chain, i32(NANCH), i32(5000), i32(500))
// The gap cost is computed in float and truncated to int as minimap2 does; a product that fuses differently can
// move a truncation across an integer in rare cases, and a changed score changes predecessors after it.
// @check ax exact
// @check ay exact
// @check score frac=0.001 (a float gap cost truncating differently)
// @check pred frac=0.001 (follows the scores)
// @check chain frac=0.01 (follows the scores)
#include <cstdint>

__device__ __forceinline__ int ilog2_32(uint32_t v) { return v ? 31 - __clz(v) : 0; }

// Anchors of one read sorted by reference position: a block-wide prefix sum of random steps keeps x increasing.
__global__ void make_anchors(const uint32_t* __restrict__ seed, uint64_t* __restrict__ ax, uint64_t* __restrict__ ay) {
  __shared__ uint32_t rx[256], qy[256];
  const int t = threadIdx.x, r = blockIdx.x;
  uint32_t s = seed[(size_t)r * blockDim.x + t];
  rx[t] = 1 + (s & 127);
  qy[t] = 1 + ((s >> 7) & 127);
  __syncthreads();
  for (int off = 1; off < (int)blockDim.x; off <<= 1) {
    uint32_t a = t >= off ? rx[t - off] : 0, b = t >= off ? qy[t - off] : 0;
    __syncthreads();
    rx[t] += a;
    qy[t] += b;
    __syncthreads();
  }
  uint64_t strand = (s >> 31) & 1;
  uint64_t span = 15 + ((s >> 20) & 7);
  ax[(size_t)r * blockDim.x + t] = strand << 63 | (uint64_t)(r * 1000000u + rx[t]);
  ay[(size_t)r * blockDim.x + t] = span << 32 | (uint64_t)(qy[t] + ((s >> 14) & 31));
}

template <int MAX_ITER, int MAX_SKIP>
__global__ void chain_dp(const uint64_t* __restrict__ ax, const uint64_t* __restrict__ ay, int32_t* __restrict__ f, int32_t* __restrict__ p,
                         int32_t* __restrict__ chain, int n, int max_dist, int bw) {
  const int r = blockIdx.x * blockDim.x + threadIdx.x;
  const uint64_t* x = ax + (size_t)r * n;
  const uint64_t* y = ay + (size_t)r * n;
  int32_t* fr = f + (size_t)r * n;
  int32_t* pr = p + (size_t)r * n;
  const float avg_qspan = 18.5f;
  int best_i = -1, best_f = INT32_MIN;
  for (int i = 0; i < n; ++i) {
    const uint64_t ri = x[i];
    const int32_t qi = (int32_t)y[i], span_i = (int32_t)(y[i] >> 32);
    int32_t max_f = span_i, max_j = -1, n_skip = 0;
    const int st = i > MAX_ITER ? i - MAX_ITER : 0;
    for (int j = i - 1; j >= st; --j) {
      if (ri - x[j] > (uint64_t)max_dist) break;  // a strand change makes the difference huge
      const int32_t dr = (int32_t)(ri - x[j]), dq = qi - (int32_t)y[j];
      if (dq <= 0 || dq > max_dist) continue;
      const int32_t dd = dr > dq ? dr - dq : dq - dr;
      if (dd > bw) continue;
      const int32_t min_d = dq < dr ? dq : dr;
      int32_t sc = min_d < span_i ? min_d : span_i;
      int log_dd = dd ? ilog2_32((uint32_t)dd) : 0;
      int gap_cost = 0;
      if (dd) gap_cost = dd > 64 ? (int)(0.01f * avg_qspan * dd + 0.5f * log2f((float)dd)) : (int)(0.01f * avg_qspan * dd) + (log_dd >> 1);
      sc -= gap_cost;
      sc += fr[j];
      if (sc > max_f) {
        max_f = sc;
        max_j = j;
        if (n_skip > 0) --n_skip;
      } else if (++n_skip > MAX_SKIP) {
        break;
      }
    }
    fr[i] = max_f;
    pr[i] = max_j;
    if (max_f > best_f) {
      best_f = max_f;
      best_i = i;
    }
  }
  int len = 0;
  for (int k = best_i; k >= 0; k = pr[k]) ++len;
  chain[2 * r] = best_f;
  chain[2 * r + 1] = len;
}

template __global__ void chain_dp<64, 25>(const uint64_t*, const uint64_t*, int32_t*, int32_t*, int32_t*, int, int, int);
