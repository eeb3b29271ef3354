// @realcode H.264 / x264-style integer transform coding of 4x4 blocks: residuals from uint8 source and prediction, the forward core transform as two butterfly passes over an int16_t block in registers (the x264 DCT4x4 with >> and << shifts), quantisation with the MF tables per QP % 6 and rounding offset f = 2^qbits / 3 (intra), the zig-zag scan through a __constant__ table, the non-zero count per block by __ballot-free popcount of a coefficient mask, then dequantisation with the V tables and the inverse transform with the (x + 32) >> 6 rounding, reconstructing saturated pixels.
// @let W = 3840
// @let H = 2160
// @let NB = (W / 4) * (H / 4)
// @buf src u8[W * H] uniform(0, 256)
// @buf pred u8[W * H] uniform(0, 256)
// @buf levels i16[NB * 16] zero
// @buf nnz u8[NB] zero
// @buf recon u8[W * H] zero
// @launch transform_quant_4x4 grid(cdiv(W / 4, 16), cdiv(H / 4, 8)) block(16, 8) args(src, pred, levels, nnz, recon, i32(W), i32(H), i32(28))
// @check levels exact
// @check nnz exact
// @check recon exact
#include <cuda_runtime.h>
#include <cstdint>

__constant__ uint8_t c_zigzag4x4[16] = {0, 1, 4, 8, 5, 2, 3, 6, 9, 12, 13, 10, 7, 11, 14, 15};
// Quantisation multipliers MF and dequantisation scales V for positions (0,0)-class, (1,1)-class, other.
__constant__ int32_t c_quant_mf[6][3] = {{13107, 5243, 8066}, {11916, 4660, 7490}, {10082, 4194, 6554},
                                         {9362, 3647, 5825},  {8192, 3355, 5243}, {7282, 2893, 4559}};
__constant__ int32_t c_dequant_v[6][3] = {{10, 16, 13}, {11, 18, 14}, {13, 20, 16}, {14, 23, 18}, {16, 25, 20}, {18, 29, 23}};

__device__ __forceinline__ int pos_class(int i) {
  int r = i >> 2, c = i & 3;
  if (((r | c) & 1) == 0) return 0;  // both even
  if ((r & 1) && (c & 1)) return 1;  // both odd
  return 2;
}

__device__ __forceinline__ void dct4x4_forward(int16_t d[16]) {
  int16_t tmp[16];
#pragma unroll
  for (int i = 0; i < 4; i++) {
    int s03 = d[i * 4 + 0] + d[i * 4 + 3];
    int s12 = d[i * 4 + 1] + d[i * 4 + 2];
    int d03 = d[i * 4 + 0] - d[i * 4 + 3];
    int d12 = d[i * 4 + 1] - d[i * 4 + 2];
    tmp[0 * 4 + i] = (int16_t)(s03 + s12);
    tmp[1 * 4 + i] = (int16_t)(2 * d03 + d12);
    tmp[2 * 4 + i] = (int16_t)(s03 - s12);
    tmp[3 * 4 + i] = (int16_t)(d03 - 2 * d12);
  }
#pragma unroll
  for (int i = 0; i < 4; i++) {
    int s03 = tmp[i * 4 + 0] + tmp[i * 4 + 3];
    int s12 = tmp[i * 4 + 1] + tmp[i * 4 + 2];
    int d03 = tmp[i * 4 + 0] - tmp[i * 4 + 3];
    int d12 = tmp[i * 4 + 1] - tmp[i * 4 + 2];
    d[i * 4 + 0] = (int16_t)(s03 + s12);
    d[i * 4 + 1] = (int16_t)(2 * d03 + d12);
    d[i * 4 + 2] = (int16_t)(s03 - s12);
    d[i * 4 + 3] = (int16_t)(d03 - 2 * d12);
  }
}

__device__ __forceinline__ void idct4x4(int16_t d[16]) {
  int16_t tmp[16];
#pragma unroll
  for (int i = 0; i < 4; i++) {
    int s02 = d[0 * 4 + i] + d[2 * 4 + i];
    int d02 = d[0 * 4 + i] - d[2 * 4 + i];
    int s13 = d[1 * 4 + i] + (d[3 * 4 + i] >> 1);
    int d13 = (d[1 * 4 + i] >> 1) - d[3 * 4 + i];
    tmp[i * 4 + 0] = (int16_t)(s02 + s13);
    tmp[i * 4 + 1] = (int16_t)(d02 + d13);
    tmp[i * 4 + 2] = (int16_t)(d02 - d13);
    tmp[i * 4 + 3] = (int16_t)(s02 - s13);
  }
#pragma unroll
  for (int i = 0; i < 4; i++) {
    int s02 = tmp[0 * 4 + i] + tmp[2 * 4 + i];
    int d02 = tmp[0 * 4 + i] - tmp[2 * 4 + i];
    int s13 = tmp[1 * 4 + i] + (tmp[3 * 4 + i] >> 1);
    int d13 = (tmp[1 * 4 + i] >> 1) - tmp[3 * 4 + i];
    d[0 * 4 + i] = (int16_t)(s02 + s13);
    d[1 * 4 + i] = (int16_t)(d02 + d13);
    d[2 * 4 + i] = (int16_t)(d02 - d13);
    d[3 * 4 + i] = (int16_t)(s02 - s13);
  }
}

__device__ __forceinline__ uint8_t clip_uint8(int x) { return (uint8_t)(x & ~255 ? (-x) >> 31 & 255 : x); }

__global__ void transform_quant_4x4(const uint8_t *__restrict__ src, const uint8_t *__restrict__ pred, int16_t *__restrict__ levels,
                                    uint8_t *__restrict__ nnz, uint8_t *__restrict__ recon, int width, int height, int qp) {
  const int bx = blockIdx.x * blockDim.x + threadIdx.x;
  const int by = blockIdx.y * blockDim.y + threadIdx.y;
  const int bw = width / 4;
  if (bx >= bw || by >= height / 4) return;
  const int blk = by * bw + bx;
  const int x0 = bx * 4, y0 = by * 4;

  int16_t d[16];
#pragma unroll
  for (int r = 0; r < 4; ++r) {
    uchar4 s = *reinterpret_cast<const uchar4 *>(src + (y0 + r) * width + x0);
    uchar4 p = *reinterpret_cast<const uchar4 *>(pred + (y0 + r) * width + x0);
    d[r * 4 + 0] = (int16_t)(s.x - p.x);
    d[r * 4 + 1] = (int16_t)(s.y - p.y);
    d[r * 4 + 2] = (int16_t)(s.z - p.z);
    d[r * 4 + 3] = (int16_t)(s.w - p.w);
  }
  dct4x4_forward(d);

  const int qbits = 15 + qp / 6;
  const int f = (1 << qbits) / 3;
  const int qm = qp % 6;
  unsigned mask = 0;
#pragma unroll
  for (int i = 0; i < 16; ++i) {
    int coef = d[i];
    int mf = c_quant_mf[qm][pos_class(i)];
    int level = (abs(coef) * mf + f) >> qbits;
    level = coef < 0 ? -level : level;
    d[i] = (int16_t)level;
    mask |= (level != 0) << i;
  }
  // Zig-zag order for the entropy coder.
  int16_t *out = levels + (size_t)blk * 16;
#pragma unroll
  for (int i = 0; i < 16; ++i) out[i] = d[c_zigzag4x4[i]];
  nnz[blk] = (uint8_t)__popc(mask);

  // Dequantise and reconstruct.
  const int shift = qp / 6;
#pragma unroll
  for (int i = 0; i < 16; ++i) d[i] = (int16_t)((d[i] * c_dequant_v[qm][pos_class(i)]) << shift);
  idct4x4(d);
#pragma unroll
  for (int r = 0; r < 4; ++r) {
    uchar4 p = *reinterpret_cast<const uchar4 *>(pred + (y0 + r) * width + x0);
    uchar4 o;
    o.x = clip_uint8(p.x + ((d[r * 4 + 0] + 32) >> 6));
    o.y = clip_uint8(p.y + ((d[r * 4 + 1] + 32) >> 6));
    o.z = clip_uint8(p.z + ((d[r * 4 + 2] + 32) >> 6));
    o.w = clip_uint8(p.w + ((d[r * 4 + 3] + 32) >> 6));
    *reinterpret_cast<uchar4 *>(recon + (y0 + r) * width + x0) = o;
  }
}
