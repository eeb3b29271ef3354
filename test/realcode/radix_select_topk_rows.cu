// @realcode Per-row top-k by radix select, as Thrust-free sampling code in LLM decoders does it: floats mapped to order-preserving unsigned keys (sign-flip trick), one block per row runs four 8-bit digit passes with a shared-memory histogram (atomicAdd on shared counters), a single thread walks the histogram from the top to find the digit holding the k-th largest key, then the row's elements above the threshold and enough ties are compacted with a shared atomic cursor.
// @let ROWS = 4096
// @let COLS = 4096
// @let K = 64
// @buf logits f32[ROWS * COLS] uniform(-8, 8)
// @buf kth f32[ROWS] zero
// @buf topv f32[ROWS * K] zero
// @buf topi i32[ROWS * K] zero
// @launch topk_radix_select<256> grid(ROWS) block(256) args(logits, kth, topv, topi, i32(COLS), i32(K))
// @check kth exact
// @check topv unordered
// @check topi unordered
#include <cstdint>

static __device__ __forceinline__ uint32_t float_to_key(float f) {
  const uint32_t u = __float_as_uint(f);
  return (u & 0x80000000u) ? ~u : (u | 0x80000000u);
}
static __device__ __forceinline__ float key_to_float(uint32_t k) {
  return __uint_as_float((k & 0x80000000u) ? (k & 0x7fffffffu) : ~k);
}

template <int BLOCK>
__global__ void __launch_bounds__(BLOCK) topk_radix_select(const float *__restrict__ logits, float *__restrict__ kth,
                                                          float *__restrict__ topv, int *__restrict__ topi, int cols,
                                                          int k) {
  __shared__ unsigned hist[256];
  __shared__ uint32_t s_prefix, s_mask;
  __shared__ int s_remaining;
  __shared__ int s_above, s_ties;
  const float *row = logits + (size_t)blockIdx.x * cols;
  if (threadIdx.x == 0) {
    s_prefix = 0;
    s_mask = 0;
    s_remaining = k;
  }
  for (int shift = 24; shift >= 0; shift -= 8) {
    for (int b = threadIdx.x; b < 256; b += BLOCK) hist[b] = 0;
    __syncthreads();
    const uint32_t prefix = s_prefix, mask = s_mask;
    for (int c = threadIdx.x; c < cols; c += BLOCK) {
      const uint32_t key = float_to_key(row[c]);
      if ((key & mask) == prefix) atomicAdd(&hist[(key >> shift) & 0xff], 1u);
    }
    __syncthreads();
    if (threadIdx.x == 0) {
      int remaining = s_remaining;
      int digit = 255;
      for (; digit > 0; --digit) {
        if ((int)hist[digit] >= remaining) break;
        remaining -= hist[digit];
      }
      s_prefix = prefix | ((uint32_t)digit << shift);
      s_mask = mask | (0xffu << shift);
      s_remaining = remaining;
    }
    __syncthreads();
  }
  const uint32_t thresh = s_prefix;
  if (threadIdx.x == 0) {
    kth[blockIdx.x] = key_to_float(thresh);
    s_above = 0;
    s_ties = 0;
  }
  __syncthreads();
  // k - s_remaining elements are strictly above the threshold; s_remaining ties fill the rest.
  const int need_ties = s_remaining;
  const int above_total = k - need_ties;
  for (int c = threadIdx.x; c < cols; c += BLOCK) {
    const float v = row[c];
    const uint32_t key = float_to_key(v);
    int slot = -1;
    if (key > thresh) {
      slot = atomicAdd(&s_above, 1);
    } else if (key == thresh) {
      const int t = atomicAdd(&s_ties, 1);
      if (t < need_ties) slot = above_total + t;
    }
    if (slot >= 0) {
      topv[(size_t)blockIdx.x * k + slot] = v;
      topi[(size_t)blockIdx.x * k + slot] = key == thresh ? -1 : c; // which tie wins is not deterministic
    }
  }
}

template __global__ void topk_radix_select<256>(const float *, float *, float *, int *, int, int);
