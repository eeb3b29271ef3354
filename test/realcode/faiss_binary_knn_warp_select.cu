// @realcode Faiss-style exact k-NN on binary codes: Hamming distances by __popc over uint4 code loads, a Pair<K, V> struct with operator< (ties broken by index), Comparator<T> and Limits<T> traits with static members, a shuffle wrapper overloaded for Pair (member-wise __shfl_xor_sync / __shfl_sync), a warp bitonic sort of 32 candidates (template on the direction), a bitonic merge into a lane-distributed sorted warp queue (reverse by shfl, elementwise min, merge network), one warp per query with several queries a block, and the k = 32 results (distances and labels) written per query.
// @let NQ = 4096
// @let NB = 16384
// @let K = 32
// @buf xq u32[NQ * 8] uniform(0, 4294967296)
// @buf xb u32[NB * 8] uniform(0, 4294967296)
// @buf outD i32[NQ * K] zero
// @buf outI i32[NQ * K] zero
// @launch faiss_like::binaryKnnWarp<4> grid(NQ / 4) block(128) args(xq, xb, i32(NQ), i32(NB), outD, outI)
// @check outD exact
// @check outI exact
#include <cstdint>
#include <climits>

namespace faiss_like {

constexpr int kWarpSize = 32;

template <typename T>
struct Limits {};
template <>
struct Limits<int> {
  static __device__ __host__ inline int getMin() { return INT_MIN; }
  static __device__ __host__ inline int getMax() { return INT_MAX; }
};

template <typename T>
struct Comparator {
  __device__ static inline bool lt(T a, T b) { return a < b; }
  __device__ static inline bool gt(T a, T b) { return a > b; }
};

template <typename K, typename V>
struct Pair {
  constexpr __device__ inline Pair() {}
  constexpr __device__ inline Pair(K key, V value) : k(key), v(value) {}
  __device__ inline bool operator==(const Pair<K, V> &rhs) const { return Comparator<K>::eq(k, rhs.k) && v == rhs.v; }
  __device__ inline bool operator<(const Pair<K, V> &rhs) const {
    return Comparator<K>::lt(k, rhs.k) || (k == rhs.k && v < rhs.v);
  }
  K k;
  V v;
};

template <typename T>
inline __device__ T shfl_xor(const T val, int laneMask, int width = kWarpSize) {
  return __shfl_xor_sync(0xffffffff, val, laneMask, width);
}
template <typename K, typename V>
inline __device__ Pair<K, V> shfl_xor(const Pair<K, V> &pair, int laneMask, int width = kWarpSize) {
  Pair<K, V> out;
  out.k = shfl_xor(pair.k, laneMask, width);
  out.v = shfl_xor(pair.v, laneMask, width);
  return out;
}
template <typename T>
inline __device__ T shfl(const T val, int srcLane, int width = kWarpSize) {
  return __shfl_sync(0xffffffff, val, srcLane, width);
}
template <typename K, typename V>
inline __device__ Pair<K, V> shfl(const Pair<K, V> &pair, int srcLane, int width = kWarpSize) {
  return Pair<K, V>(shfl(pair.k, srcLane, width), shfl(pair.v, srcLane, width));
}

inline __device__ int getLaneId() {
  int laneId;
  asm("mov.u32 %0, %%laneid;" : "=r"(laneId));
  return laneId;
}

// Keep the smaller of (mine, partner's) when `keepLow`, else the larger.
template <typename T>
inline __device__ T compareSwap(const T &mine, int laneMask, bool keepLow) {
  const T other = shfl_xor(mine, laneMask);
  const bool otherLess = other < mine;
  return (otherLess == keepLow) ? other : mine;
}

template <typename T, bool Ascending>
inline __device__ T warpBitonicSort(T val) {
  const int lane = getLaneId();
#pragma unroll
  for (int size = 2; size <= kWarpSize; size <<= 1) {
#pragma unroll
    for (int stride = size / 2; stride > 0; stride >>= 1) {
      const bool up = ((lane & size) == 0) == Ascending || size == kWarpSize ? Ascending : !Ascending;
      const bool lower = (lane & stride) == 0;
      val = compareSwap(val, stride, lower == up);
    }
  }
  return val;
}

// Both inputs sorted ascending across the warp: the 32 smallest of the union, sorted ascending.
template <typename T>
inline __device__ T warpMergeLowest(T queue, T sortedCandidates) {
  const int lane = getLaneId();
  const T rev = shfl(sortedCandidates, kWarpSize - 1 - lane);
  T m = rev < queue ? rev : queue;  // a bitonic sequence holding the lowest 32
#pragma unroll
  for (int stride = kWarpSize / 2; stride > 0; stride >>= 1) m = compareSwap(m, stride, (lane & stride) == 0);
  return m;
}

inline __device__ int hamming256(const uint4 &a0, const uint4 &a1, const uint4 &b0, const uint4 &b1) {
  return __popc(a0.x ^ b0.x) + __popc(a0.y ^ b0.y) + __popc(a0.z ^ b0.z) + __popc(a0.w ^ b0.w) +
         __popc(a1.x ^ b1.x) + __popc(a1.y ^ b1.y) + __popc(a1.z ^ b1.z) + __popc(a1.w ^ b1.w);
}

template <int WarpsPerBlock>
__global__ void __launch_bounds__(WarpsPerBlock * kWarpSize)
    binaryKnnWarp(const uint32_t *__restrict__ queries, const uint32_t *__restrict__ base, int nq, int nb,
                  int *__restrict__ outDistances, int *__restrict__ outIndices) {
  using P = Pair<int, int>;
  const int lane = getLaneId();
  const int q = blockIdx.x * WarpsPerBlock + threadIdx.x / kWarpSize;
  if (q >= nq) return;
  const uint4 *qv = reinterpret_cast<const uint4 *>(queries) + 2 * q;
  const uint4 q0 = qv[0], q1 = qv[1];

  P queue(Limits<int>::getMax(), -1);
  for (int j0 = 0; j0 < nb; j0 += kWarpSize) {
    const int j = j0 + lane;
    P cand(Limits<int>::getMax(), -1);
    if (j < nb) {
      const uint4 *bv = reinterpret_cast<const uint4 *>(base) + 2 * j;
      cand = P(hamming256(q0, q1, __ldg(bv), __ldg(bv + 1)), j);
    }
    // skip the merge when no lane beats the current k-th best
    const P kth = shfl(queue, kWarpSize - 1);
    if (!__any_sync(0xffffffff, cand < kth)) continue;
    cand = warpBitonicSort<P, true>(cand);
    queue = warpMergeLowest(queue, cand);
  }
  outDistances[q * kWarpSize + lane] = queue.k;
  outIndices[q * kWarpSize + lane] = queue.v;
}

template __global__ void binaryKnnWarp<4>(const uint32_t *, const uint32_t *, int, int, int *, int *);

}  // namespace faiss_like
