// @realcode Otsu's automatic threshold for a batch of 8-bit images: a 256-bin histogram per image in shared memory (per-warp sub-histograms merged, uchar4 loads), then within the same block the between-class variance for every threshold from prefix sums of counts and first moments done as a Hillis-Steele scan in shared memory (double), the argmax found with a shuffle reduction over (variance, threshold) pairs, and the image binarised with the chosen threshold.
// @let NIMG = 256
// @let PIX = 512 * 512
// @buf img u8[NIMG * PIX] uniform(0, 256)
// @buf thresh i32[NIMG] zero
// @buf mask u8[NIMG * PIX] zero
// @launch otsu_per_image grid(NIMG) block(256) args(img, thresh, mask, i32(PIX))
// @check thresh exact
// @check mask exact
#include <cuda_runtime.h>
#include <cstdint>

__global__ void __launch_bounds__(256) otsu_per_image(const uint8_t *__restrict__ img, int *__restrict__ thresh,
                                                      uint8_t *__restrict__ mask, int pix) {
  __shared__ unsigned sub[8][256];
  __shared__ double cnt[256], mom[256];
  __shared__ float best_v[8];
  __shared__ int best_t[8];
  __shared__ int chosen;
  const int t = threadIdx.x, warp = t >> 5, lane = t & 31;
  for (int w = 0; w < 8; ++w) sub[w][t] = 0;
  __syncthreads();
  const uchar4 *src = reinterpret_cast<const uchar4 *>(img + static_cast<size_t>(blockIdx.x) * pix);
  for (int i = t; i < pix / 4; i += blockDim.x) {
    const uchar4 v = src[i];
    atomicAdd(&sub[warp][v.x], 1u);
    atomicAdd(&sub[warp][v.y], 1u);
    atomicAdd(&sub[warp][v.z], 1u);
    atomicAdd(&sub[warp][v.w], 1u);
  }
  __syncthreads();
  unsigned c = 0;
#pragma unroll
  for (int w = 0; w < 8; ++w) c += sub[w][t];
  cnt[t] = c;
  mom[t] = static_cast<double>(c) * t;
  __syncthreads();
  for (int off = 1; off < 256; off <<= 1) {
    double a = t >= off ? cnt[t - off] : 0.0, b = t >= off ? mom[t - off] : 0.0;
    __syncthreads();
    cnt[t] += a;
    mom[t] += b;
    __syncthreads();
  }
  const double total = cnt[255], total_mom = mom[255];
  const double w0 = cnt[t], w1 = total - w0;
  float var = 0.0f;
  if (w0 > 0.0 && w1 > 0.0) {
    const double mu0 = mom[t] / w0, mu1 = (total_mom - mom[t]) / w1;
    var = static_cast<float>(w0 * w1 * (mu0 - mu1) * (mu0 - mu1) / (total * total));
  }
  int bt = t;
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) {
    const float ov = __shfl_down_sync(0xffffffffu, var, o);
    const int ot = __shfl_down_sync(0xffffffffu, bt, o);
    if (ov > var || (ov == var && ot < bt)) { var = ov; bt = ot; }
  }
  if (lane == 0) { best_v[warp] = var; best_t[warp] = bt; }
  __syncthreads();
  if (t == 0) {
    float bv = best_v[0];
    int b = best_t[0];
    for (int w = 1; w < 8; ++w)
      if (best_v[w] > bv) { bv = best_v[w]; b = best_t[w]; }
    chosen = b;
    thresh[blockIdx.x] = b;
  }
  __syncthreads();
  const int th = chosen;
  uchar4 *dst = reinterpret_cast<uchar4 *>(mask + static_cast<size_t>(blockIdx.x) * pix);
  for (int i = t; i < pix / 4; i += blockDim.x) {
    const uchar4 v = src[i];
    dst[i] = make_uchar4(v.x > th ? 255 : 0, v.y > th ? 255 : 0, v.z > th ? 255 : 0, v.w > th ? 255 : 0);
  }
}
