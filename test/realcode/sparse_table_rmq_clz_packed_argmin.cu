// @realcode Range-minimum queries with a sparse table as suffix-array, LCA and genomics codes batch them: values and positions packed into one 64-bit key (the value's bits flipped to order as unsigned, the index below, so the minimum is the leftmost argmin), the table built one level per launch from the level below, and each query answered from two overlapping power-of-two windows whose level comes from 31 - __clz(length); 2^20 values, 2^24 random queries whose ends are given in either order.
// @let N = 1 << 20
// @let LOG = 21
// @let Q = 1 << 24
// @buf values i32[N] uniform(-1000000, 1000000)
// @buf table u64[LOG * N] zero
// @buf qa i32[Q] uniform(0, N)
// @buf qb i32[Q] uniform(0, N)
// @buf min_val i32[Q] zero
// @buf min_pos i32[Q] zero
// @launch pack_level0 grid(N / 256) block(256) args(values, table, i32(N))
// @loop k = 1; k < LOG; k = k + 1
//   @launch build_level grid(N / 256) block(256) args(table, i32(N), i32(k))
// @end
// @launch answer_queries grid(Q / 256) block(256) args(table, qa, qb, min_val, min_pos, i32(N), i32(Q))
// @check table exact
// @check min_val exact
// @check min_pos exact
#include <cstdint>

using Key = unsigned long long;

__device__ __forceinline__ Key pack(int value, int index) {
  return ((Key)((uint32_t)value ^ 0x80000000u) << 32) | (uint32_t)index;
}
__device__ __forceinline__ int unpack_value(Key k) { return (int)((uint32_t)(k >> 32) ^ 0x80000000u); }
__device__ __forceinline__ int unpack_index(Key k) { return (int)(uint32_t)k; }

__global__ void pack_level0(const int *__restrict__ values, Key *__restrict__ table, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) table[i] = pack(values[i], i);
}

// Level k covers [i, i + 2^k); entries whose window runs past the end are left as they are.
__global__ void build_level(Key *__restrict__ table, int n, int k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int half = 1 << (k - 1);
  if (i + 2 * half > n) return;
  const Key *below = table + (size_t)(k - 1) * n;
  table[(size_t)k * n + i] = min(below[i], below[i + half]);
}

__global__ void answer_queries(const Key *__restrict__ table, const int *__restrict__ qa, const int *__restrict__ qb,
                               int *__restrict__ min_val, int *__restrict__ min_pos, int n, int q) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= q) return;
  int a = qa[t], b = qb[t];
  int lo = min(a, b), hi = max(a, b);
  int len = hi - lo + 1;
  int k = 31 - __clz(len);
  Key left = __ldg(table + (size_t)k * n + lo);
  Key right = __ldg(table + (size_t)k * n + hi - (1 << k) + 1);
  Key best = left < right ? left : right;
  min_val[t] = unpack_value(best);
  min_pos[t] = unpack_index(best);
}
