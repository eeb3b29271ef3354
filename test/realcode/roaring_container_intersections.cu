// @realcode Roaring-bitmap container intersections as search-engine and analytics code (CRoaring's GPU ports) writes them: each 2^16-value chunk is either an array container (sorted uint16 values, up to 4096) or a bitmap container (1024 uint64 words), the kind an enum tag in a 16-byte container header (a struct with a union of the two payload offsets), one warp per pair of containers dispatching on (kind_a, kind_b) with a switch: bitmap & bitmap by 64-bit ANDs and __popcll, array & bitmap by testing each value's bit, array & array by a merge-path style galloping search (lower_bound in the longer list), the result cardinality per pair reduced with __reduce_add_sync and written with the chunk key.
// @let PAIRS = 16384
// @buf raw u16[PAIRS * 2 * 4096] uniform(0, 65536)
// @buf bitmaps u64[PAIRS * 2 * 1024] zero
// @buf hdr u32[PAIRS * 2 * 4] zero
// @buf card u32[PAIRS] zero
// @launch build_containers grid(PAIRS * 2) block(256) args(raw, bitmaps, hdr)
// @launch intersect_pairs grid(PAIRS / 8) block(256) args(raw, bitmaps, hdr, card, i32(PAIRS))
// @check raw exact
// @check bitmaps exact
// @check card exact
#include <cstdint>

enum ContainerKind : uint16_t { kArray = 1, kBitmap = 2 };

struct Container {
  uint16_t key;
  uint16_t kind;
  uint32_t cardinality;
  union {
    uint32_t array_offset;   // into the uint16 value pool (kArray)
    uint32_t bitmap_offset;  // into the uint64 word pool (kBitmap)
  };
  uint32_t pad;
};
static_assert(sizeof(Container) == 16, "headers are read as uint4");

// Container c: array kind with a sorted, de-duplicated prefix of its 4096 slots when c % 3 != 0,
// else a bitmap with the same random values set. Sorting: a block-wide odd-even pass network on
// 4096 keys is slow; instead bucket the values into a 64 Ki-bit bitmap, then emit in order.
__global__ void __launch_bounds__(256) build_containers(uint16_t *vals, unsigned long long *bits, uint32_t *hdr) {
  __shared__ unsigned long long bm[1024];
  __shared__ uint32_t warp_base[8];
  __shared__ uint32_t total;
  const int c = blockIdx.x;
  uint16_t *v = vals + (size_t)c * 4096;
  const int count = 512 + (c * 977) % 3584;  // values drawn
  for (int w = threadIdx.x; w < 1024; w += blockDim.x) bm[w] = 0;
  __syncthreads();
  for (int k = threadIdx.x; k < count; k += blockDim.x) {
    const uint16_t x = c & 1 ? v[k] : (uint16_t)(v[k] & 0x3fff);  // overlap the pairs' ranges more
    atomicOr(&bm[x >> 6], 1ull << (x & 63));
  }
  __syncthreads();
  const bool as_bitmap = c % 3 == 0;
  if (as_bitmap) {
    for (int w = threadIdx.x; w < 1024; w += blockDim.x) bits[(size_t)c * 1024 + w] = bm[w];
  }
  // Rank the set bits: each thread owns 4 consecutive words.
  int mine = 0;
  for (int q = 0; q < 4; ++q) mine += __popcll(bm[4 * threadIdx.x + q]);
  int incl = mine;
  for (int off = 1; off < 32; off <<= 1) {
    int y = __shfl_up_sync(0xffffffffu, incl, off);
    if ((threadIdx.x & 31) >= off) incl += y;
  }
  if ((threadIdx.x & 31) == 31) warp_base[threadIdx.x >> 5] = incl;
  __syncthreads();
  if (threadIdx.x == 0) {
    uint32_t run = 0;
    for (int w = 0; w < 8; ++w) { uint32_t t = warp_base[w]; warp_base[w] = run; run += t; }
    total = run;
  }
  __syncthreads();
  if (!as_bitmap) {
    int pos = warp_base[threadIdx.x >> 5] + incl - mine;
    for (int q = 0; q < 4; ++q) {
      unsigned long long w = bm[4 * threadIdx.x + q];
      while (w) {
        int b = __ffsll((long long)w) - 1;
        w &= w - 1;
        v[pos++] = (uint16_t)((4 * threadIdx.x + q) * 64 + b);
      }
    }
  }
  if (threadIdx.x == 0) {
    Container h{};
    h.key = (uint16_t)(c >> 1);
    h.kind = as_bitmap ? kBitmap : kArray;
    h.cardinality = total;
    if (as_bitmap) h.bitmap_offset = (uint32_t)c * 1024;
    else h.array_offset = (uint32_t)c * 4096;
    reinterpret_cast<Container *>(hdr)[c] = h;
  }
}

__device__ __forceinline__ bool test_bit(const unsigned long long *bm, uint16_t x) { return (bm[x >> 6] >> (x & 63)) & 1; }

__device__ uint32_t lower_bound(const uint16_t *a, uint32_t n, uint16_t x) {
  uint32_t lo = 0, hi = n;
  while (lo < hi) {
    uint32_t mid = (lo + hi) >> 1;
    if (a[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

__global__ void __launch_bounds__(256) intersect_pairs(const uint16_t *__restrict__ vals, const unsigned long long *__restrict__ bits,
                                                       const uint32_t *__restrict__ hdr, uint32_t *__restrict__ card, int pairs) {
  const int pair = blockIdx.x * 8 + (threadIdx.x >> 5), lane = threadIdx.x & 31;
  if (pair >= pairs) return;
  const uint4 ha = reinterpret_cast<const uint4 *>(hdr)[2 * pair], hb = reinterpret_cast<const uint4 *>(hdr)[2 * pair + 1];
  Container a, b;
  memcpy(&a, &ha, sizeof a);
  memcpy(&b, &hb, sizeof b);
  if (a.kind == kBitmap && b.kind != kBitmap) { Container t = a; a = b; b = t; }  // array first
  unsigned n = 0;
  switch (a.kind << 2 | b.kind) {
  case kBitmap << 2 | kBitmap: {
    const unsigned long long *x = bits + a.bitmap_offset, *y = bits + b.bitmap_offset;
    for (int w = lane; w < 1024; w += 32) n += __popcll(x[w] & y[w]);
    break;
  }
  case kArray << 2 | kBitmap: {
    const uint16_t *x = vals + a.array_offset;
    const unsigned long long *y = bits + b.bitmap_offset;
    for (uint32_t k = lane; k < a.cardinality; k += 32) n += test_bit(y, x[k]);
    break;
  }
  case kArray << 2 | kArray: {
    // Each lane takes values of the shorter list and searches the longer one.
    const bool swap = a.cardinality > b.cardinality;
    const uint16_t *s = vals + (swap ? b.array_offset : a.array_offset);
    const uint16_t *l = vals + (swap ? a.array_offset : b.array_offset);
    const uint32_t ns = swap ? b.cardinality : a.cardinality, nl = swap ? a.cardinality : b.cardinality;
    for (uint32_t k = lane; k < ns; k += 32) {
      uint32_t at = lower_bound(l, nl, s[k]);
      n += at < nl && l[at] == s[k];
    }
    break;
  }
  default:
    break;
  }
  n = __reduce_add_sync(0xffffffffu, n);
  if (lane == 0) card[pair] = n;
}
