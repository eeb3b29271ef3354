// @realcode ZFP-style fixed-rate block coding of 4x4 integer blocks: the non-orthogonal lifting transform forward along rows then columns, a sequency reordering through a constexpr permutation table, two's-complement to negabinary conversion, and per-block bit-plane counts with __clz; one thread per block, then a second kernel that inverts the transform and checks round-tripping.
// @let NB = 1 << 18
// @buf in i32[NB * 16] uniform(-1000000, 1000000)
// @buf coeff u32[NB * 16] zero
// @buf planes i32[NB] zero
// @buf back i32[NB * 16] zero
// @launch zfp_forward grid(NB / 128) block(128) args(in, coeff, planes, i32(NB))
// @launch zfp_inverse grid(NB / 128) block(128) args(coeff, back, i32(NB))
// @check coeff exact
// @check planes exact
// @check back exact
#include <cuda_runtime.h>
#include <cstdint>

namespace zfp {
struct Perm {
  unsigned char idx[16];
};
constexpr Perm make_perm() {
  // Order coefficients by i + j (total sequency), rows first within a diagonal.
  Perm p{};
  int n = 0;
  for (int d = 0; d <= 6; ++d)
    for (int i = 0; i < 4; ++i)
      for (int j = 0; j < 4; ++j)
        if (i + j == d) p.idx[n++] = static_cast<unsigned char>(4 * i + j);
  return p;
}
__device__ constexpr Perm kPerm = make_perm();

__device__ __forceinline__ void fwd_lift(int32_t *p, int s) {
  int32_t x = p[0], y = p[s], z = p[2 * s], w = p[3 * s];
  x += w; x >>= 1; w -= x;
  z += y; z >>= 1; y -= z;
  x += z; x >>= 1; z -= x;
  w += y; w >>= 1; y -= w;
  w += y >> 1; y -= w >> 1;
  p[0] = x; p[s] = y; p[2 * s] = z; p[3 * s] = w;
}
__device__ __forceinline__ void inv_lift(int32_t *p, int s) {
  int32_t x = p[0], y = p[s], z = p[2 * s], w = p[3 * s];
  y += w >> 1; w -= y >> 1;
  y += w; w <<= 1; w -= y;
  z += x; x <<= 1; x -= z;
  y += z; z <<= 1; z -= y;
  w += x; x <<= 1; x -= w;
  p[0] = x; p[s] = y; p[2 * s] = z; p[3 * s] = w;
}
constexpr uint32_t kNbMask = 0xaaaaaaaau;
__device__ __forceinline__ uint32_t to_negabinary(int32_t v) { return (static_cast<uint32_t>(v) + kNbMask) ^ kNbMask; }
__device__ __forceinline__ int32_t from_negabinary(uint32_t u) { return static_cast<int32_t>((u ^ kNbMask) - kNbMask); }
}  // namespace zfp

__global__ void zfp_forward(const int32_t *__restrict__ in, uint32_t *__restrict__ coeff, int *__restrict__ planes, int nblocks) {
  const int b = blockIdx.x * blockDim.x + threadIdx.x;
  if (b >= nblocks) return;
  int32_t blk[16];
#pragma unroll
  for (int k = 0; k < 16; ++k) blk[k] = in[16 * b + k] >> 2;  // headroom for the transform
#pragma unroll
  for (int r = 0; r < 4; ++r) zfp::fwd_lift(blk + 4 * r, 1);
#pragma unroll
  for (int c = 0; c < 4; ++c) zfp::fwd_lift(blk + c, 4);
  uint32_t any = 0;
#pragma unroll
  for (int k = 0; k < 16; ++k) {
    uint32_t u = zfp::to_negabinary(blk[zfp::kPerm.idx[k]]);
    coeff[16 * b + k] = u;
    any |= u;
  }
  planes[b] = 32 - __clz(static_cast<int>(any));
}

__global__ void zfp_inverse(const uint32_t *__restrict__ coeff, int32_t *__restrict__ out, int nblocks) {
  const int b = blockIdx.x * blockDim.x + threadIdx.x;
  if (b >= nblocks) return;
  int32_t blk[16];
#pragma unroll
  for (int k = 0; k < 16; ++k) blk[zfp::kPerm.idx[k]] = zfp::from_negabinary(coeff[16 * b + k]);
#pragma unroll
  for (int c = 0; c < 4; ++c) zfp::inv_lift(blk + c, 4);
#pragma unroll
  for (int r = 0; r < 4; ++r) zfp::inv_lift(blk + 4 * r, 1);
#pragma unroll
  for (int k = 0; k < 16; ++k) out[16 * b + k] = blk[k] * 4;
}
