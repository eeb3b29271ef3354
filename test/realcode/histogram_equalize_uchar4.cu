// @realcode Image histogram equalisation as image-processing libraries write it: RGBA uchar4 pixels read four at a time as uint4 (16 bytes), luma from integer BT.601 weights, per-warp privatised 256-bin shared histograms with shared atomicAdd merged into a global histogram; a single-block kernel builds the CDF with a Hillis-Steele scan over 256 bins and the look-up table in 64-bit integer arithmetic with rounding (cdf_min excluded); an apply kernel remaps the colour channels through the LUT staged in shared memory and writes uchar4.
// @let W = 3840
// @let H = 2160
// @let NPIX = W * H
// @buf img u8[NPIX * 4] uniform(0, 200)
// @buf hist u32[256] zero
// @buf lut u32[256] zero
// @buf out u8[NPIX * 4] zero
// @launch luma_histogram grid(264) block(256) args(img, hist, i32(NPIX))
// @launch build_lut grid(1) block(256) args(hist, lut, i32(NPIX))
// @launch apply_lut grid(cdiv(NPIX, 256)) block(256) args(img, lut, out, i32(NPIX))
// @check hist exact
// @check lut exact
// @check out exact
#include <cstdint>

static __device__ __forceinline__ unsigned luma(uchar4 p) { return (77u * p.x + 150u * p.y + 29u * p.z + 128u) >> 8; }

__global__ void __launch_bounds__(256) luma_histogram(const uchar4 *__restrict__ img, unsigned *__restrict__ hist, int npix) {
  constexpr int WARPS = 256 / 32;
  __shared__ unsigned local[WARPS][256];
  for (int i = threadIdx.x; i < WARPS * 256; i += blockDim.x) (&local[0][0])[i] = 0;
  __syncthreads();
  unsigned *mine = local[threadIdx.x / 32];
  const uint4 *quads = reinterpret_cast<const uint4 *>(img);
  const int nquads = npix / 4;
  for (int q = blockIdx.x * blockDim.x + threadIdx.x; q < nquads; q += gridDim.x * blockDim.x) {
    const uint4 v = __ldg(quads + q);
    const unsigned words[4] = {v.x, v.y, v.z, v.w};
#pragma unroll
    for (int k = 0; k < 4; ++k) {
      uchar4 p;
      p.x = words[k] & 0xff;
      p.y = (words[k] >> 8) & 0xff;
      p.z = (words[k] >> 16) & 0xff;
      p.w = words[k] >> 24;
      atomicAdd(&mine[luma(p)], 1u);
    }
  }
  __syncthreads();
  for (int b = threadIdx.x; b < 256; b += blockDim.x) {
    unsigned s = 0;
#pragma unroll
    for (int w = 0; w < WARPS; ++w) s += local[w][b];
    if (s) atomicAdd(hist + b, s);
  }
}

__global__ void __launch_bounds__(256) build_lut(const unsigned *__restrict__ hist, unsigned *__restrict__ lut, int npix) {
  __shared__ unsigned cdf[2][256];
  const int t = threadIdx.x;
  int cur = 0;
  cdf[0][t] = hist[t];
  __syncthreads();
  for (int off = 1; off < 256; off <<= 1) {
    cdf[1 - cur][t] = cdf[cur][t] + (t >= off ? cdf[cur][t - off] : 0u);
    cur = 1 - cur;
    __syncthreads();
  }
  __shared__ unsigned cdf_min;
  if (t == 0) {
    unsigned m = 0;
    for (int b = 0; b < 256; ++b)
      if (cdf[cur][b]) { m = cdf[cur][b]; break; }
    cdf_min = m;
  }
  __syncthreads();
  const unsigned long long num = (unsigned long long)(cdf[cur][t] > cdf_min ? cdf[cur][t] - cdf_min : 0u) * 255ull;
  const unsigned den = (unsigned)npix - cdf_min;
  lut[t] = den ? (unsigned)((num + den / 2) / den) : (unsigned)t;
}

__global__ void __launch_bounds__(256) apply_lut(const uchar4 *__restrict__ img, const unsigned *__restrict__ lut,
                                                 uchar4 *__restrict__ out, int npix) {
  __shared__ unsigned char s_lut[256];
  s_lut[threadIdx.x] = (unsigned char)lut[threadIdx.x];
  __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= npix) return;
  const uchar4 p = img[i];
  const unsigned y = luma(p);
  const int gain_num = s_lut[y] + 1, gain_den = y + 1;
  uchar4 o;
  o.x = (unsigned char)min(255, p.x * gain_num / gain_den);
  o.y = (unsigned char)min(255, p.y * gain_num / gain_den);
  o.z = (unsigned char)min(255, p.z * gain_num / gain_den);
  o.w = p.w;
  out[i] = o;
}
