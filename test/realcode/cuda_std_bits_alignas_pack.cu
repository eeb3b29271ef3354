// @realcode Bit-packing and statistics with libcu++ utilities and aligned shared staging: cuda::std::popcount / countl_zero / bit_width / rotl / has_single_bit, cuda::std::plus and cuda::std::bit_xor functors, cuda::std::clamp-free min/max, cuda::std::gcd, an alignas(16) __shared__ byte buffer reinterpreted as uint4 for 128-bit vector loads and stores, and structured bindings of a cuda::std::pair.
// @let N = 1 << 22
// @buf words u32[N] uniform(0, 4294967295)
// @buf packed u32[N / 4] zero
// @buf stats u32[5 * (N / 1024)] zero
// @launch pack_and_stats<256> grid(N / 1024) block(256) args(words, packed, stats, i32(N))
// @check packed exact
// @check stats exact
#include <cuda_runtime.h>
#include <cuda/std/bit>
#include <cuda/std/cstdint>
#include <cuda/std/functional>
#include <cuda/std/numeric>
#include <cuda/std/utility>

using u32 = cuda::std::uint32_t;

__device__ cuda::std::pair<u32, u32> summarize(u32 w) {
  u32 ones = cuda::std::popcount(w);
  u32 width = cuda::std::bit_width(w);
  return {ones, width};
}

template <int BLOCK>
__global__ void pack_and_stats(const u32 *__restrict__ words, u32 *__restrict__ packed,
                               u32 *__restrict__ stats, int n) {
  // Four words per thread, staged through shared memory as 128-bit vectors.
  alignas(16) __shared__ unsigned char staging[BLOCK * 4 * sizeof(u32)];
  __shared__ u32 red[5][BLOCK];
  static_assert(sizeof(staging) % sizeof(uint4) == 0, "whole vectors");
  const int base = blockIdx.x * BLOCK * 4;
  const uint4 *src = reinterpret_cast<const uint4 *>(words + base);
  uint4 *stage = reinterpret_cast<uint4 *>(staging);
  stage[threadIdx.x] = src[threadIdx.x];
  __syncthreads();
  // Each thread reads the words of a different vector (a transposed walk).
  const u32 *w = reinterpret_cast<const u32 *>(staging);
  u32 mine[4];
#pragma unroll
  for (int j = 0; j < 4; ++j)
    mine[j] = w[j * BLOCK + threadIdx.x];

  u32 ones = 0, widest = 0, leading = 32, singles = 0, x = 0;
  u32 byte_pack = 0;
#pragma unroll
  for (int j = 0; j < 4; ++j) {
    auto [o, width] = summarize(mine[j]);
    ones = cuda::std::plus<u32>()(ones, o);
    widest = cuda::std::max(widest, width);
    leading = cuda::std::min(leading, (u32)cuda::std::countl_zero(mine[j]));
    singles += cuda::std::has_single_bit(mine[j] & 0xFFu) ? 1u : 0u;
    x = cuda::std::bit_xor<u32>()(x, cuda::std::rotl(mine[j], j * 5));
    byte_pack |= (o & 0xFFu) << (8 * j);
  }
  packed[blockIdx.x * BLOCK + threadIdx.x] = byte_pack;

  red[0][threadIdx.x] = ones;
  red[1][threadIdx.x] = widest;
  red[2][threadIdx.x] = leading;
  red[3][threadIdx.x] = singles;
  red[4][threadIdx.x] = x;
  __syncthreads();
  for (int s = BLOCK / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) {
      red[0][threadIdx.x] += red[0][threadIdx.x + s];
      red[1][threadIdx.x] = cuda::std::max(red[1][threadIdx.x], red[1][threadIdx.x + s]);
      red[2][threadIdx.x] = cuda::std::min(red[2][threadIdx.x], red[2][threadIdx.x + s]);
      red[3][threadIdx.x] += red[3][threadIdx.x + s];
      red[4][threadIdx.x] ^= red[4][threadIdx.x + s];
    }
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    u32 *out = stats + 5 * blockIdx.x;
    out[0] = red[0][0];
    out[1] = red[1][0];
    out[2] = red[2][0];
    out[3] = cuda::std::gcd(red[3][0], 360u);
    out[4] = red[4][0];
  }
}

template __global__ void pack_and_stats<256>(const u32 *, u32 *, u32 *, int);
