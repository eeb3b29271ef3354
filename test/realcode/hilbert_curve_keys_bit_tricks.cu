// @realcode Hilbert-curve keys for spatial sorting as particle codes and spatial databases compute them: 2-D keys by the classic rotate-and-flip loop over 16 levels (the Wikipedia xy2d form) and by Skilling's transpose algorithm (Gray-code decode with xor-shifts), the two checked against each other, the 3-D Skilling variant on 10-bit coordinates interleaved into a 30-bit key with magic-number bit spreading (0x30000ff, 0x300f00f, ...), the inverse d2xy for round trips, key byte order reversed with __byte_perm for a big-endian on-disk format, and the keys of a block bucketed by their top 8 bits with a shared histogram.
// @let N = 1 << 22
// @buf pts u32[N * 3] uniform(0, 65536)
// @buf k2 u32[N * 2] zero
// @buf k3 u32[N] zero
// @buf rt u32[N] fill(4294967295)
// @buf hist u32[256] zero
// @launch hilbert_keys grid(cdiv(N, 256)) block(256) args(pts, k2, k3, rt, hist, i32(N))
// @check k2 exact
// @check k3 exact
// @check rt exact
// @check hist exact
#include <cstdint>

__device__ __forceinline__ void rot(uint32_t n, uint32_t &x, uint32_t &y, uint32_t rx, uint32_t ry) {
  if (ry == 0) {
    if (rx == 1) {
      x = n - 1 - x;
      y = n - 1 - y;
    }
    uint32_t t = x;
    x = y;
    y = t;
  }
}

__device__ uint32_t xy2d(uint32_t n, uint32_t x, uint32_t y) {
  uint32_t d = 0;
  for (uint32_t s = n / 2; s > 0; s /= 2) {
    const uint32_t rx = (x & s) > 0, ry = (y & s) > 0;
    d += s * s * ((3 * rx) ^ ry);
    rot(n, x, y, rx, ry);
  }
  return d;
}

__device__ void d2xy(uint32_t n, uint32_t d, uint32_t &x, uint32_t &y) {
  uint32_t t = d;
  x = y = 0;
  for (uint32_t s = 1; s < n; s *= 2) {
    const uint32_t rx = 1 & (t / 2), ry = 1 & (t ^ rx);
    rot(s, x, y, rx, ry);
    x += s * rx;
    y += s * ry;
    t /= 4;
  }
}

// Skilling's AxestoTranspose for DIM axes of BITS bits each, in place.
template <int DIM, int BITS> __device__ void axes_to_transpose(uint32_t (&X)[DIM]) {
  const uint32_t M = 1u << (BITS - 1);
  for (uint32_t Q = M; Q > 1; Q >>= 1) {  // inverse undo
    const uint32_t P = Q - 1;
#pragma unroll
    for (int i = 0; i < DIM; ++i) {
      if (X[i] & Q) {
        X[0] ^= P;
      } else {
        const uint32_t t = (X[0] ^ X[i]) & P;
        X[0] ^= t;
        X[i] ^= t;
      }
    }
  }
#pragma unroll
  for (int i = 1; i < DIM; ++i) X[i] ^= X[i - 1];  // Gray encode
  uint32_t t = 0;
  for (uint32_t Q = M; Q > 1; Q >>= 1)
    if (X[DIM - 1] & Q) t ^= Q - 1;
#pragma unroll
  for (int i = 0; i < DIM; ++i) X[i] ^= t;
}

__device__ __forceinline__ uint32_t spread3(uint32_t v) {  // 10 bits -> every third bit
  v &= 0x3ffu;
  v = (v | (v << 16)) & 0x030000ffu;
  v = (v | (v << 8)) & 0x0300f00fu;
  v = (v | (v << 4)) & 0x030c30c3u;
  v = (v | (v << 2)) & 0x09249249u;
  return v;
}
__device__ __forceinline__ uint32_t spread2(uint32_t v) {  // 16 bits -> every other bit
  v &= 0xffffu;
  v = (v | (v << 8)) & 0x00ff00ffu;
  v = (v | (v << 4)) & 0x0f0f0f0fu;
  v = (v | (v << 2)) & 0x33333333u;
  v = (v | (v << 1)) & 0x55555555u;
  return v;
}

__global__ void __launch_bounds__(256) hilbert_keys(const uint32_t *__restrict__ pts, uint32_t *__restrict__ k2,
                                                   uint32_t *__restrict__ k3, uint32_t *__restrict__ rt,
                                                   uint32_t *__restrict__ hist, int n) {
  __shared__ uint32_t local[256];
  local[threadIdx.x] = 0;
  __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const uint32_t x = pts[3 * i], y = pts[3 * i + 1], z = pts[3 * i + 2];
    const uint32_t d = xy2d(1u << 16, x, y);
    // Skilling 2-D: the transposed form's bits interleaved (x's bit above y's) is the same index.
    uint32_t X2[2] = {x, y};
    axes_to_transpose<2, 16>(X2);
    const uint32_t ds = (spread2(X2[0]) << 1) | spread2(X2[1]);
    k2[2 * i] = __byte_perm(d, 0, 0x0123);  // big-endian bytes
    k2[2 * i + 1] = d ^ ds;                 // zero when the two agree
    uint32_t X3[3] = {x >> 6, y >> 6, z >> 6};
    axes_to_transpose<3, 10>(X3);
    const uint32_t key3 = (spread3(X3[0]) << 2) | (spread3(X3[1]) << 1) | spread3(X3[2]);
    k3[i] = key3;
    uint32_t bx, by;
    d2xy(1u << 16, d, bx, by);
    rt[i] = (bx ^ x) | (by ^ y);  // zero on a correct round trip
    atomicAdd(&local[key3 >> 22], 1u);
  }
  __syncthreads();
  if (local[threadIdx.x]) atomicAdd(&hist[threadIdx.x], local[threadIdx.x]);
}
