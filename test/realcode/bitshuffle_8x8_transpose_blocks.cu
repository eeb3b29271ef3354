// @realcode Blosc/HDF5 bitshuffle on the GPU as compressed-array libraries (nvCOMP's cascaded front ends, bitshuffle ports) implement it: blocks of 8 x 8 bytes transposed as 8x8 bit matrices with Hacker's Delight's three-stage swap (64-bit masks 0x00AA00AA..., 0x0000CCCC..., 0x00000000F0F0F0F0) on the byte-interleaved 64-bit words of four-byte elements, the bit planes of 32-element groups built a second way from __ballot_sync over each bit, both outputs compared and the inverse transform checked against the input; templated on the element size, with a byte-level transpose by __byte_perm for the 4 x 4 byte stage.
// @let N = 1 << 24
// @buf in u32[N] uniform(0, 4294967295)
// @buf planes_swap u32[N] zero
// @buf planes_ballot u32[N] zero
// @buf restored u32[N] zero
// @buf mismatches u32[2] zero
// @launch bitshuffle_swap_kernel<4> grid(N / 32 / 128) block(128) args(in, planes_swap, i32(N))
// @launch bitshuffle_ballot_kernel grid(N / 256) block(256) args(in, planes_ballot, i32(N))
// @launch bitunshuffle_swap_kernel<4> grid(N / 32 / 128) block(128) args(planes_swap, restored, in, planes_ballot, mismatches, i32(N))
// @check planes_swap exact
// @check planes_ballot exact
// @check restored exact
#include <cstdint>

// transposes the 8x8 bit matrix held in x (row i is byte i)
__device__ __forceinline__ uint64_t transpose8(uint64_t x) {
  uint64_t t;
  t = (x ^ (x >> 7)) & 0x00AA00AA00AA00AAull;
  x = x ^ t ^ (t << 7);
  t = (x ^ (x >> 14)) & 0x0000CCCC0000CCCCull;
  x = x ^ t ^ (t << 14);
  t = (x ^ (x >> 28)) & 0x00000000F0F0F0F0ull;
  x = x ^ t ^ (t << 28);
  return x;
}

// 4x4 byte transpose of four words: out[j] byte i = in[i] byte j
__device__ __forceinline__ void transpose_bytes4(uint32_t (&w)[4]) {
  const uint32_t a = __byte_perm(w[0], w[1], 0x5140), b = __byte_perm(w[2], w[3], 0x5140);
  const uint32_t c = __byte_perm(w[0], w[1], 0x7362), d = __byte_perm(w[2], w[3], 0x7362);
  w[0] = __byte_perm(a, b, 0x5410);
  w[1] = __byte_perm(a, b, 0x7632);
  w[2] = __byte_perm(c, d, 0x5410);
  w[3] = __byte_perm(c, d, 0x7632);
}

// Groups of 32 elements: output word (g * 32 + b) holds bit b of the group's 32 elements,
// element e in bit e. One thread per group; ELEM_SIZE is the element size in bytes.
template <int ELEM_SIZE>
__global__ void bitshuffle_swap_kernel(const uint32_t *__restrict__ in, uint32_t *__restrict__ out, int n) {
  static_assert(ELEM_SIZE == 4, "this port handles 32-bit elements");
  const int g = blockIdx.x * blockDim.x + threadIdx.x;
  if (g * 32 >= n) return;
  const uint32_t *src = in + (size_t)g * 32;
  uint32_t planes[32];
  // for each 8-element octet and each byte position, an 8x8 bit matrix (rows: elements)
#pragma unroll
  for (int octet = 0; octet < 4; ++octet) {
#pragma unroll
    for (int byte = 0; byte < 4; ++byte) {
      uint64_t m = 0;
#pragma unroll
      for (int e = 0; e < 8; ++e)
        m |= (uint64_t)((src[octet * 8 + e] >> (8 * byte)) & 0xff) << (8 * e);
      m = transpose8(m); // now row k holds bit k of the 8 elements
#pragma unroll
      for (int k = 0; k < 8; ++k) {
        const uint32_t bits = (uint32_t)(m >> (8 * k)) & 0xff;
        if (octet == 0) planes[byte * 8 + k] = bits;
        else planes[byte * 8 + k] |= bits << (8 * octet);
      }
    }
  }
  uint32_t *dst = out + (size_t)g * 32;
#pragma unroll
  for (int b = 0; b < 32; b += 4) {
    uint32_t w[4] = {planes[b], planes[b + 1], planes[b + 2], planes[b + 3]};
    transpose_bytes4(w);
    transpose_bytes4(w); // a byte transpose twice is the identity: kept to exercise the permutes
    *reinterpret_cast<uint4 *>(dst + b) = make_uint4(w[0], w[1], w[2], w[3]);
  }
}

// the same planes from ballots: lane e of a warp holds element e of the group
__global__ void bitshuffle_ballot_kernel(const uint32_t *__restrict__ in, uint32_t *__restrict__ out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const uint32_t v = i < n ? in[i] : 0u;
  const int lane = threadIdx.x & 31;
  uint32_t mine = 0;
#pragma unroll
  for (int b = 0; b < 32; ++b) {
    const uint32_t plane = __ballot_sync(0xffffffffu, (v >> b) & 1u);
    if (lane == b) mine = plane;
  }
  if (i < n) out[i] = mine;
}

template <int ELEM_SIZE>
__global__ void bitunshuffle_swap_kernel(const uint32_t *__restrict__ planes, uint32_t *__restrict__ out, const uint32_t *__restrict__ original,
                                         const uint32_t *__restrict__ other, uint32_t *__restrict__ mismatches, int n) {
  const int g = blockIdx.x * blockDim.x + threadIdx.x;
  if (g * 32 >= n) return;
  const uint32_t *src = planes + (size_t)g * 32;
  uint32_t elems[32];
#pragma unroll
  for (int e = 0; e < 32; ++e) elems[e] = 0;
#pragma unroll
  for (int octet = 0; octet < 4; ++octet) {
#pragma unroll
    for (int byte = 0; byte < 4; ++byte) {
      uint64_t m = 0;
#pragma unroll
      for (int k = 0; k < 8; ++k)
        m |= (uint64_t)((src[byte * 8 + k] >> (8 * octet)) & 0xff) << (8 * k);
      m = transpose8(m); // the transpose is its own inverse
#pragma unroll
      for (int e = 0; e < 8; ++e)
        elems[octet * 8 + e] |= ((uint32_t)(m >> (8 * e)) & 0xff) << (8 * byte);
    }
  }
  unsigned bad_restore = 0, bad_planes = 0;
#pragma unroll
  for (int e = 0; e < 32; ++e) {
    out[(size_t)g * 32 + e] = elems[e];
    bad_restore += elems[e] != original[(size_t)g * 32 + e];
    bad_planes += src[e] != other[(size_t)g * 32 + e];
  }
  if (bad_restore) atomicAdd(&mismatches[0], bad_restore);
  if (bad_planes) atomicAdd(&mismatches[1], bad_planes);
}

template __global__ void bitshuffle_swap_kernel<4>(const uint32_t *, uint32_t *, int);
template __global__ void bitunshuffle_swap_kernel<4>(const uint32_t *, uint32_t *, const uint32_t *, const uint32_t *, uint32_t *, int);
