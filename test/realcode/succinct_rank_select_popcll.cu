// @realcode Succinct bit-vector rank/select as GPU text indexes and graph codes (FM-index, compressed adjacency) write it: 64-bit words with a per-superblock cumulative popcount directory built by a block-wide scan (warp __shfl_up_sync scans of __popcll counts, then the warp totals), rank1(i) = directory + popcount of the masked word, select1(k) by binary search over the directory then the word, finishing with __fns (find n-th set bit) and cross-checked with a __ffsll/__clzll loop; queries come in batches.
// @let NWORDS = 1 << 22
// @let NQ = 1 << 22
// @buf bits u32[NWORDS * 2] uniform(0, 4294967296)
// @buf dir u32[NWORDS / 256 + 1] zero
// @buf qpos u32[NQ] uniform(0, 268435456)
// @buf ranks u32[NQ] zero
// @buf sel u32[NQ] zero
// @buf agree u32[1] zero
// @launch build_directory grid(NWORDS / 256) block(256) args(bits, dir)
// @launch prefix_directory grid(1) block(1024) args(dir, i32(NWORDS / 256))
// @launch rank_select grid(cdiv(NQ, 256)) block(256) args(bits, dir, qpos, ranks, sel, agree, i32(NQ), i32(NWORDS / 256))
// @check dir exact
// @check ranks exact
// @check sel exact
// @check agree exact
#include <cstdint>

// Superblock popcounts (256 words each), summed by the whole block.
__global__ void build_directory(const unsigned long long *__restrict__ bits, unsigned *dir) {
  __shared__ unsigned warp_tot[8];
  unsigned c = __popcll(bits[blockIdx.x * 256 + threadIdx.x]);
  for (int off = 1; off < 32; off <<= 1) {
    unsigned v = __shfl_up_sync(0xffffffffu, c, off);
    if ((threadIdx.x & 31) >= off) c += v;
  }
  if ((threadIdx.x & 31) == 31) warp_tot[threadIdx.x >> 5] = c;
  __syncthreads();
  if (threadIdx.x == 0) {
    unsigned t = 0;
    for (int w = 0; w < 8; ++w) t += warp_tot[w];
    dir[blockIdx.x + 1] = t;
  }
}

// Exclusive prefix over the superblocks (dir[0] = 0 stays).
__global__ void prefix_directory(unsigned *dir, int nsuper) {
  __shared__ unsigned part[1024];
  const int per = (nsuper + 1023) / 1024, lo = threadIdx.x * per + 1, hi = min(lo + per, nsuper + 1);
  unsigned s = 0;
  for (int i = lo; i < hi; ++i) s += dir[i];
  part[threadIdx.x] = s;
  __syncthreads();
  for (int off = 1; off < 1024; off <<= 1) {
    unsigned v = threadIdx.x >= off ? part[threadIdx.x - off] : 0;
    __syncthreads();
    part[threadIdx.x] += v;
    __syncthreads();
  }
  unsigned run = part[threadIdx.x] - s;
  for (int i = lo; i < hi; ++i) {
    run += dir[i];
    dir[i] = run;
  }
}

__device__ __forceinline__ unsigned rank1(const unsigned long long *bits, const unsigned *dir, unsigned pos) {
  unsigned w = pos >> 6, sb = w >> 8;
  unsigned r = dir[sb];
  for (unsigned k = sb << 8; k < w; ++k) r += __popcll(__ldg(&bits[k]));
  unsigned long long mask = (pos & 63) ? (~0ull >> (64 - (pos & 63))) : 0ull;
  return r + __popcll(bits[w] & mask);
}

// The k-th (0-based) set bit of a word, by clearing the lowest set bits.
__device__ __forceinline__ int nth_set_slow(unsigned long long x, int k) {
  for (int i = 0; i < k; ++i) x &= x - 1;
  return __ffsll((long long)x) - 1;
}

__device__ __forceinline__ int nth_set_fast(unsigned long long x, int k) {
  unsigned lo = (unsigned)x, n = __popc(lo);
  if ((unsigned)k < n) return __fns(lo, 0, k + 1);
  return 32 + __fns((unsigned)(x >> 32), 0, k - n + 1);
}

__global__ void rank_select(const unsigned long long *__restrict__ bits, const unsigned *__restrict__ dir,
                            const unsigned *__restrict__ qpos, unsigned *ranks, unsigned *sel, unsigned *agree, int nq,
                            int nsuper) {
  int q = blockIdx.x * blockDim.x + threadIdx.x;
  bool same = true;
  if (q < nq) {
    unsigned pos = qpos[q];
    unsigned r = rank1(bits, dir, pos);
    ranks[q] = r;
    // select1(r): the position of the r-th set bit (0-based).
    int lo = 0, hi = nsuper;
    while (hi - lo > 1) {
      int mid = (lo + hi) >> 1;
      if (dir[mid] <= r) lo = mid; else hi = mid;
    }
    unsigned need = r - dir[lo], w = lo << 8;
    for (;; ++w) {
      unsigned c = __popcll(bits[w]);
      if (need < c) break;
      need -= c;
    }
    unsigned long long word = bits[w];
    int a = nth_set_fast(word, need), b = nth_set_slow(word, need);
    same = a == b && 63 - __clzll((long long)(word & (~0ull >> (63 - a)))) == a;
    sel[q] = (w << 6) + a;
  }
  unsigned ok = __syncthreads_count(same);
  if (threadIdx.x == 0) atomicAdd(agree, ok);
}
