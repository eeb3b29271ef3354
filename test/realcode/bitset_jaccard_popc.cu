// @realcode Jaccard similarity of 64-bit bitset signatures (the set-similarity kernels of genomics/near-duplicate search): __popcll on AND/OR, __clzll/__ffsll/__brevll for the signature's span, 64-bit types from <cstdint>.
// @let N = 1 << 22
// @let W = 8
// @buf sa u64[N * W] uniform(0, 4294967295)
// @buf sb u64[N * W] uniform(0, 4294967295)
// @buf sim f32[N] zero
// @buf span i32[N] zero
// @launch bitset_jaccard grid(cdiv(N, 128)) block(128) args(sa, sb, sim, span, i32(N))
// @check sim exact
// @check span exact
#include <cuda_runtime.h>
#include <cstdint>

#define WORDS 8

__global__ void bitset_jaccard(const uint64_t *__restrict__ a, const uint64_t *__restrict__ b,
                               float *__restrict__ sim, int *__restrict__ span, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned inter = 0, uni = 0;
  int first = -1, last = -1;
#pragma unroll
  for (int w = 0; w < WORDS; ++w) {
    uint64_t x = a[(size_t)i * WORDS + w] * 0x9E3779B97F4A7C15ull;  // spread the low-entropy input
    uint64_t y = b[(size_t)i * WORDS + w] * 0xC2B2AE3D27D4EB4Full;
    inter += __popcll(x & y);
    uni += __popcll(x | y);
    uint64_t both = x & y;
    if (both != 0) {
      if (first < 0) first = w * 64 + __ffsll((long long)both) - 1;
      last = w * 64 + 63 - __clzll((long long)both);
    }
  }
  sim[i] = uni ? (float)inter / (float)uni : 1.0f;
  // Reversing the bits of the span's low word mirrors it: a second check on __brevll.
  span[i] = first < 0 ? -1 : (last - first) ^ (int)(__brevll((unsigned long long)first) >> 58);
}
