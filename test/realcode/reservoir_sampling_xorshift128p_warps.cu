// @realcode weighted and unweighted reservoir sampling as stream-analytics and graph-sampling code (GraphSAGE-style neighbour sampling) writes it: one warp per segment (a CSR row), each lane streaming a strided slice with its own xorshift128+ generator seeded by splitmix64 from (row, lane), Algorithm R for a uniform sample of K = 8 per lane, then the 32 lanes' reservoirs merged into the row's K by the Efraimidis-Spirakis key u^(1/w) for the weighted variant (keys as 64-bit (float key bits << 32 | index) compared with __shfl_xor_sync bitonic steps), and the sample counts checked by a warp __reduce_add_sync.
// @let ROWS = 1 << 16
// @let MAXLEN = 1024
// @buf rowptr i32[ROWS + 1] rowptr(MAXLEN)
// @buf w f32[ROWS * MAXLEN] uniform(0.01, 1)
// @buf uni i32[ROWS * 8] zero
// @buf wtd i32[ROWS * 8] zero
// @buf seen i32[ROWS] zero
// @launch sample_rows grid(ROWS / 8) block(256) args(rowptr, w, uni, wtd, seen, i32(ROWS))
// @check uni exact
// @check wtd frac=1e-3 (two keys within an ulp may swap if the compilers round __powf differently)
// @check seen exact
#include <cstdint>

constexpr int K = 8;

struct Xorshift128p {
  uint64_t s0, s1;
  __device__ static uint64_t splitmix64(uint64_t &x) {
    uint64_t z = (x += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  __device__ explicit Xorshift128p(uint64_t seed) { s0 = splitmix64(seed); s1 = splitmix64(seed); }
  __device__ uint64_t next() {
    uint64_t a = s0;
    const uint64_t b = s1;
    s0 = b;
    a ^= a << 23;
    s1 = a ^ b ^ (a >> 17) ^ (b >> 26);
    return s1 + b;
  }
  __device__ float uniform() { return (float)(next() >> 40) * (1.0f / 16777216.0f); }  // [0, 1)
  __device__ uint32_t below(uint32_t n) { return (uint32_t)(((next() >> 32) * (uint64_t)n) >> 32); }
};

__global__ void __launch_bounds__(256) sample_rows(const int *__restrict__ rowptr, const float *__restrict__ w,
                                                   int *__restrict__ uni, int *__restrict__ wtd, int *__restrict__ seen,
                                                   int rows) {
  const int row = blockIdx.x * 8 + (threadIdx.x >> 5), lane = threadIdx.x & 31;
  if (row >= rows) return;
  const int begin = rowptr[row], end = rowptr[row + 1];
  Xorshift128p rng(((uint64_t)row << 8) | (uint64_t)lane);
  int res[K];
  uint64_t best[K];  // weighted: the K largest keys of this lane, unordered
#pragma unroll
  for (int k = 0; k < K; ++k) { res[k] = -1; best[k] = 0; }
  int count = 0;
  for (int e = begin + lane; e < end; e += 32, ++count) {
    // Algorithm R over this lane's slice.
    if (count < K) {
      res[count] = e - begin;
    } else {
      const uint32_t j = rng.below((uint32_t)count + 1);
      if (j < K) res[j] = e - begin;
    }
    // A-Res: key = u^(1/w); keep the K largest (replace the smallest).
    const float key = __powf(fmaxf(rng.uniform(), 1e-30f), 1.0f / __ldg(w + e));
    const uint64_t packed = (uint64_t)__float_as_uint(key) << 32 | (uint32_t)(e - begin);
    int lo = 0;
#pragma unroll
    for (int k = 1; k < K; ++k) lo = best[k] < best[lo] ? k : lo;
#pragma unroll
    for (int k = 0; k < K; ++k) if (k == lo && packed > best[k]) best[k] = packed;
  }
  // Uniform: lane l's reservoir stands for its slice; take lane (k * 4)'s k-th pick, a simple merge.
  int pick = -1;
#pragma unroll
  for (int k = 0; k < K; ++k) {
    const int v = __shfl_sync(0xffffffffu, res[k], (k * 4 + row) & 31);
    if (lane == k) pick = v;
  }
  if (lane < K) uni[row * K + lane] = pick;
  // Weighted: the warp's top K of 32 * K keys. Each lane sorts its own K descending, then
  // a butterfly merge keeps the top K of each pair of lanes.
#pragma unroll
  for (int a = 0; a < K; ++a)
#pragma unroll
    for (int b = a + 1; b < K; ++b)
      if (best[b] > best[a]) { uint64_t t = best[a]; best[a] = best[b]; best[b] = t; }
  for (int mask = 1; mask < 32; mask <<= 1) {
    uint64_t other[K];
#pragma unroll
    for (int k = 0; k < K; ++k) other[k] = __shfl_xor_sync(0xffffffffu, best[k], mask);
    uint64_t merged[K];
    int i = 0, j = 0;
#pragma unroll
    for (int k = 0; k < K; ++k) {
      const bool take_mine = best[i < K ? i : K - 1] >= other[j < K ? j : K - 1];
      merged[k] = take_mine ? best[i] : other[j];
      i += take_mine;
      j += !take_mine;
    }
#pragma unroll
    for (int k = 0; k < K; ++k) best[k] = merged[k];
  }
  if (lane < K) {
    uint64_t mine = 0;
#pragma unroll
    for (int k = 0; k < K; ++k) if (k == lane) mine = best[k];
    wtd[row * K + lane] = mine ? (int)(uint32_t)mine : -1;
  }
  const int total = __reduce_add_sync(0xffffffffu, count);
  if (lane == 0) seen[row] = total;
}
