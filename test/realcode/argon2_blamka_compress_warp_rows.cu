// @realcode Argon2's memory-hard compression function G as GPU password crackers and argon2-gpu run it: a 1 KiB block of 128 64-bit words, one warp per lane segment with each of 32 threads owning four words, the BlaMka round (a + b + 2 * lo32(a) * lo32(b) built from __umul64hi-free 32x32->64 multiplies, 64-bit rotations by 32/24/16/63 as funnel shifts on the halves) applied first to the eight rows then the eight columns by exchanging words with __shfl_sync under index permutations computed per round, XOR with the input blocks before and after, and a chain of passes over a small per-instance memory of blocks with data-independent reference indices (Argon2i-style, from a counter hashed by the same G).
// @let INSTANCES = 2048
// @let BLOCKS = 64
// @let PASSES = 2
// @buf seed u64[INSTANCES * 2 * 128] uniform(0, 1 << 62)
// @buf memory u64[INSTANCES * BLOCKS * 128] zero
// @buf digests u64[INSTANCES * 8] zero
// @launch argon2_fill_kernel grid(INSTANCES / 4) block(32, 4) args(seed, memory, digests, i32(BLOCKS), i32(PASSES))
// @check memory exact
// @check digests exact
#include <stdint.h>

#define ARGON2_QWORDS_IN_BLOCK 128
#define THREADS_PER_LANE 32

__device__ __forceinline__ uint64_t u64_build(uint32_t hi, uint32_t lo) { return ((uint64_t)hi << 32) | lo; }
__device__ __forceinline__ uint32_t u64_lo(uint64_t x) { return (uint32_t)x; }
__device__ __forceinline__ uint32_t u64_hi(uint64_t x) { return (uint32_t)(x >> 32); }

__device__ __forceinline__ uint64_t rotr64(uint64_t x, int n) {
  if (n == 32) return u64_build(u64_lo(x), u64_hi(x));
  const uint32_t lo = u64_lo(x), hi = u64_hi(x);
  if (n < 32) return u64_build(__funnelshift_r(hi, lo, n) , __funnelshift_r(lo, hi, n)) ;
  return u64_build(__funnelshift_r(lo, hi, n - 32), __funnelshift_r(hi, lo, n - 32));
}

__device__ __forceinline__ uint64_t fBlaMka(uint64_t a, uint64_t b) {
  const uint64_t m = (uint64_t)u64_lo(a) * u64_lo(b);
  return a + b + 2 * m;
}

__device__ __forceinline__ void G(uint64_t &a, uint64_t &b, uint64_t &c, uint64_t &d) {
  a = fBlaMka(a, b);
  d = rotr64(d ^ a, 32);
  c = fBlaMka(c, d);
  b = rotr64(b ^ c, 24);
  a = fBlaMka(a, b);
  d = rotr64(d ^ a, 16);
  c = fBlaMka(c, d);
  b = rotr64(b ^ c, 63);
}

// each thread holds words thread + 32 * k, k = 0..3; a round works on 16-word groups
struct BlockThread {
  uint64_t w[4];
};

__device__ __forceinline__ uint64_t shfl64(uint64_t v, int src) {
  return u64_build(__shfl_sync(0xffffffffu, u64_hi(v), src), __shfl_sync(0xffffffffu, u64_lo(v), src));
}

// Gathers the four words this thread's G needs (indices idx[k] of the block), runs G, and
// scatters them back to their owners.
__device__ void round_on_indices(BlockThread &b, const int (&idx)[4]) {
  uint64_t v[4];
#pragma unroll
  for (int k = 0; k < 4; ++k) {
    // word i lives in thread i % 32, slot i / 32; fetch every slot then pick
    uint64_t got[4];
#pragma unroll
    for (int s = 0; s < 4; ++s) got[s] = shfl64(b.w[s], idx[k] & 31);
    v[k] = got[idx[k] >> 5];
  }
  G(v[0], v[1], v[2], v[3]);
  // write back: the owner of word i takes it from the thread that computed it
  const int lane = threadIdx.x;
#pragma unroll
  for (int s = 0; s < 4; ++s) {
    const int word = lane + 32 * s;
    int src = 0, which = 0;
    // who computed `word`: invert the index map by searching the 32 threads' index sets
    for (int t = 0; t < 32; ++t) {
#pragma unroll
      for (int k = 0; k < 4; ++k) {
        const int ik = __shfl_sync(0xffffffffu, idx[k], t);
        if (ik == word) { src = t; which = k; }
      }
    }
    uint64_t pick[4];
#pragma unroll
    for (int k = 0; k < 4; ++k) pick[k] = shfl64(v[k], src);
    b.w[s] = pick[which];
  }
}

__device__ void blamka_permute(BlockThread &b) {
  const int t = threadIdx.x;
  // rows: 8 groups of 16 consecutive words; thread t runs the G of group t / 4, column step t % 4
  {
    const int g = t / 4, j = t % 4;
    int idx[4] = {16 * g + j, 16 * g + 4 + j, 16 * g + 8 + j, 16 * g + 12 + j};
    round_on_indices(b, idx);
    int d[4] = {16 * g + j, 16 * g + 4 + (j + 1) % 4, 16 * g + 8 + (j + 2) % 4, 16 * g + 12 + (j + 3) % 4};
    round_on_indices(b, d);
  }
  // columns: group g takes words (2g, 2g + 1) of each row, v[m] = row m / 2, word 2g + m % 2,
  // and G runs on (v[j], v[4 + j], v[8 + j], v[12 + j])
  {
    const int g = t / 4, j = t % 4;
    auto colw = [&](int m) { return 16 * (m >> 1) + 2 * g + (m & 1); };
    int idx[4] = {colw(j), colw(4 + j), colw(8 + j), colw(12 + j)};
    round_on_indices(b, idx);
  }
}

__device__ void fill_block(BlockThread &out, const BlockThread &prev, const BlockThread &ref) {
  BlockThread r, tmp;
#pragma unroll
  for (int k = 0; k < 4; ++k) {
    r.w[k] = prev.w[k] ^ ref.w[k];
    tmp.w[k] = r.w[k] ^ out.w[k]; // version 1.3: XOR into the previous contents
  }
  blamka_permute(r);
#pragma unroll
  for (int k = 0; k < 4; ++k) out.w[k] = tmp.w[k] ^ r.w[k];
}

__device__ __forceinline__ void load_block(BlockThread &b, const uint64_t *p) {
#pragma unroll
  for (int k = 0; k < 4; ++k) b.w[k] = p[threadIdx.x + 32 * k];
}
__device__ __forceinline__ void store_block(uint64_t *p, const BlockThread &b) {
#pragma unroll
  for (int k = 0; k < 4; ++k) p[threadIdx.x + 32 * k] = b.w[k];
}

__global__ void __launch_bounds__(128) argon2_fill_kernel(const uint64_t *__restrict__ seed, uint64_t *__restrict__ memory, uint64_t *__restrict__ digests, int blocks, int passes) {
  const int inst = blockIdx.x * blockDim.y + threadIdx.y;
  uint64_t *mem = memory + (size_t)inst * blocks * ARGON2_QWORDS_IN_BLOCK;
  BlockThread prev, ref, cur;
  // the first two blocks come from the seed (H0 expansion happens on the host in argon2)
  load_block(prev, seed + (size_t)inst * 2 * ARGON2_QWORDS_IN_BLOCK);
  store_block(mem, prev);
  load_block(prev, seed + (size_t)inst * 2 * ARGON2_QWORDS_IN_BLOCK + ARGON2_QWORDS_IN_BLOCK);
  store_block(mem + ARGON2_QWORDS_IN_BLOCK, prev);
  __syncwarp();
  for (int pass = 0; pass < passes; ++pass) {
    for (int i = pass == 0 ? 2 : 0; i < blocks; ++i) {
      // data-independent reference: a pseudo-random earlier block from a counter
      const uint32_t x = (uint32_t)(pass * blocks + i) * 2654435761u;
      const int limit = pass == 0 ? i - 1 : blocks - 1;
      const int ref_index = (int)(((uint64_t)x * (uint64_t)limit) >> 32);
      __syncwarp();
      load_block(ref, mem + (size_t)ref_index * ARGON2_QWORDS_IN_BLOCK);
      if (pass == 0) {
#pragma unroll
        for (int k = 0; k < 4; ++k) cur.w[k] = 0;
      } else {
        load_block(cur, mem + (size_t)i * ARGON2_QWORDS_IN_BLOCK);
      }
      fill_block(cur, prev, ref);
      __syncwarp();
      store_block(mem + (size_t)i * ARGON2_QWORDS_IN_BLOCK, cur);
      prev = cur;
    }
  }
  // digest: XOR-fold of the last block to 8 words
  uint64_t f = prev.w[0] ^ prev.w[1] ^ prev.w[2] ^ prev.w[3];
  f ^= shfl64(f, (threadIdx.x + 8) & 31);
  f ^= shfl64(f, (threadIdx.x + 16) & 31);
  if (threadIdx.x < 8)
    digests[inst * 8 + threadIdx.x] = f;
}
