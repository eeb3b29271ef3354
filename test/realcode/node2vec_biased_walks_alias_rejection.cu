// @realcode node2vec second-order biased random walks as cuGraph and GPU graph-embedding samplers run them: per-node alias tables (Vose's method, built one node per thread into small local work lists with fixed-point probabilities) over CSR edge weights, walks advancing one step per launch where each walker draws a neighbour from the alias table of its current node and accepts it by rejection sampling against the return (p) and in-out (q) biases, the previous node's adjacency checked by binary search in its sorted neighbour list; counter-based random numbers from a SplitMix64 of (walker, step, attempt), so the walks are reproducible.
// @let N = 1 << 18
// @let MAXDEG = 16
// @let WALKERS = 1 << 18
// @let LEN = 20
// @buf row_ptr i32[N + 1] rowptr(MAXDEG)
// @buf cols_raw i32[N * MAXDEG] uniform(0, N)
// @buf weights u32[N * MAXDEG] uniform(1, 100)
// @buf cols i32[N * MAXDEG] zero
// @buf alias_prob u32[N * MAXDEG] zero
// @buf alias_idx i32[N * MAXDEG] zero
// @buf walks i32[WALKERS * LEN] zero
// @launch sort_adjacency grid(N / 128) block(128) args(row_ptr, cols_raw, cols, i32(N))
// @launch build_alias_tables grid(N / 128) block(128) args(row_ptr, weights, alias_prob, alias_idx, i32(N))
// @launch start_walks grid(WALKERS / 256) block(256) args(walks, i32(WALKERS), i32(N), i32(LEN))
// @loop s = 1; s < LEN; s = s + 1
//   @launch node2vec_step grid(WALKERS / 256) block(256) args(row_ptr, cols, alias_prob, alias_idx, walks, i32(WALKERS), i32(LEN), i32(s), f32(0.5), f32(2.0))
// @end
// @check cols exact
// @check alias_prob exact
// @check alias_idx exact
// @check walks exact
#include <cstdint>

#define MAX_DEGREE 16
#define PROB_ONE (1u << 24)

__device__ __forceinline__ uint64_t splitmix64(uint64_t x) {
  x += 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

// uniform in [0, 1) with 24 bits, and an index in [0, n)
__device__ __forceinline__ uint32_t rand24(uint64_t key) { return (uint32_t)(splitmix64(key) >> 40); }
__device__ __forceinline__ uint32_t rand_below(uint64_t key, uint32_t n) { return (uint32_t)(((splitmix64(key) >> 32) * n) >> 32); }

// insertion sort of each adjacency list (lists are short)
__global__ void sort_adjacency(const int *__restrict__ row_ptr, const int *__restrict__ cols_raw, int *__restrict__ cols, int n) {
  const int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= n) return;
  const int b = row_ptr[v], e = row_ptr[v + 1];
  int local[MAX_DEGREE];
  int len = 0;
  for (int i = b; i < e; ++i) {
    int x = cols_raw[i], j = len++;
    while (j > 0 && local[j - 1] > x) { local[j] = local[j - 1]; --j; }
    local[j] = x;
  }
  for (int i = 0; i < len; ++i) cols[b + i] = local[i];
}

// Vose's alias method in 24-bit fixed point: prob[i] is the chance (of PROB_ONE) to keep column i
__global__ void build_alias_tables(const int *__restrict__ row_ptr, const uint32_t *__restrict__ w, uint32_t *__restrict__ prob, int *__restrict__ alias, int n) {
  const int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= n) return;
  const int b = row_ptr[v], deg = row_ptr[v + 1] - b;
  if (deg == 0) return;
  uint64_t total = 0;
  for (int i = 0; i < deg; ++i) total += w[b + i];
  uint32_t scaled[MAX_DEGREE];
  int small[MAX_DEGREE], large[MAX_DEGREE];
  int ns = 0, nl = 0;
  for (int i = 0; i < deg; ++i) {
    scaled[i] = (uint32_t)(((uint64_t)w[b + i] * deg * PROB_ONE) / total);
    if (scaled[i] < PROB_ONE) small[ns++] = i; else large[nl++] = i;
  }
  while (ns > 0 && nl > 0) {
    const int s = small[--ns], l = large[--nl];
    prob[b + s] = scaled[s];
    alias[b + s] = l;
    scaled[l] = scaled[l] + scaled[s] - PROB_ONE;
    if (scaled[l] < PROB_ONE) small[ns++] = l; else large[nl++] = l;
  }
  while (nl > 0) { const int l = large[--nl]; prob[b + l] = PROB_ONE; alias[b + l] = l; }
  while (ns > 0) { const int s = small[--ns]; prob[b + s] = PROB_ONE; alias[b + s] = s; }
}

__global__ void start_walks(int *walks, int walkers, int n, int len) {
  const int w = blockIdx.x * blockDim.x + threadIdx.x;
  if (w < walkers) walks[(size_t)w * len] = (int)(((uint64_t)w * 2654435761u) % n);
}

__device__ bool is_neighbour(const int *__restrict__ row_ptr, const int *__restrict__ cols, int u, int x) {
  int lo = row_ptr[u], hi = row_ptr[u + 1];
  while (lo < hi) {
    const int mid = (lo + hi) >> 1;
    const int c = cols[mid];
    if (c == x) return true;
    if (c < x) lo = mid + 1; else hi = mid;
  }
  return false;
}

__global__ void node2vec_step(const int *__restrict__ row_ptr, const int *__restrict__ cols, const uint32_t *__restrict__ prob,
                              const int *__restrict__ alias, int *__restrict__ walks, int walkers, int len, int step, float p, float q) {
  const int w = blockIdx.x * blockDim.x + threadIdx.x;
  if (w >= walkers) return;
  int *walk = walks + (size_t)w * len;
  const int cur = walk[step - 1];
  if (cur < 0) { walk[step] = -1; return; } // a walk that hit a sink stays dead
  const int b = row_ptr[cur], deg = row_ptr[cur + 1] - b;
  if (deg == 0) { walk[step] = -1; return; }
  const int prev = step >= 2 ? walk[step - 2] : -1;
  // rejection envelope: the largest of 1/p, 1, 1/q
  const float inv_p = 1.f / p, inv_q = 1.f / q;
  const float envelope = fmaxf(fmaxf(inv_p, 1.f), inv_q);
  int next = cols[b];
  for (int attempt = 0; attempt < 64; ++attempt) {
    const uint64_t key = ((uint64_t)w << 32) ^ ((uint64_t)step << 16) ^ (uint64_t)attempt * 3;
    const uint32_t i = rand_below(key, deg);
    const int col = rand24(key + 1) < prob[b + i] ? (int)i : alias[b + i];
    const int cand = cols[b + col];
    if (prev < 0) { next = cand; break; }
    const float bias = cand == prev ? inv_p : (is_neighbour(row_ptr, cols, prev, cand) ? 1.f : inv_q);
    // accept with probability bias / envelope, compared in 24-bit fixed point
    if (rand24(key + 2) < (uint32_t)(bias / envelope * PROB_ONE)) { next = cand; break; }
    next = cand;
  }
  walk[step] = next;
}
