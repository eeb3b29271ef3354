// @realcode cuda-samples imageDenoising's two filters without textures: KNN (a 7x7 window weighted by colour distance and a spatial Gaussian, lerp toward the original by a counted "noise" fraction) and NLM (block-matching: 3x3 patch distances around each of the 7x7 candidates), over a uchar4 RGBA image with clamped reads, __expf weights, the sample's vecLen/lerpf helpers, make_color packing with __saturatef, and #define'd window radii.
// @let W = 1024
// @let H = 768
// @buf src u8[W * H * 4] uniform(0, 256)
// @buf knn u32[W * H] zero
// @buf nlm u32[W * H] zero
// @launch KNN grid(W / 16, H / 16) block(16, 16) args(src, knn, i32(W), i32(H), f32(0.02), f32(0.2))
// @launch NLM grid(W / 16, H / 16) block(16, 16) args(src, nlm, i32(W), i32(H), f32(0.5), f32(0.2))
// @check knn frac=0.001 (one channel of a few pixels may round the other way: __expf and __saturatef under different contraction)
// @check nlm frac=0.001 (same)
#include <cuda_runtime.h>

#define KNN_WINDOW_RADIUS 3
#define NLM_WINDOW_RADIUS 3
#define NLM_BLOCK_RADIUS 1
#define KNN_WINDOW_AREA ((2 * KNN_WINDOW_RADIUS + 1) * (2 * KNN_WINDOW_RADIUS + 1))
#define NLM_WINDOW_AREA ((2 * NLM_WINDOW_RADIUS + 1) * (2 * NLM_WINDOW_RADIUS + 1))
#define INV_KNN_WINDOW_AREA (1.0f / (float)KNN_WINDOW_AREA)
#define INV_NLM_WINDOW_AREA (1.0f / (float)NLM_WINDOW_AREA)
#define KNN_WEIGHT_THRESHOLD 0.02f
#define KNN_LERP_THRESHOLD 0.79f
#define NLM_WEIGHT_THRESHOLD 0.10f
#define NLM_LERP_THRESHOLD 0.10f

__device__ float lerpf(float a, float b, float c) { return a + (b - a) * c; }
__device__ float vecLen(float4 a, float4 b) {
  return ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y) + (b.z - a.z) * (b.z - a.z));
}
__device__ unsigned int make_color(float r, float g, float b, float a) {
  return ((int)(__saturatef(a) * 255.0f) << 24) | ((int)(__saturatef(b) * 255.0f) << 16) |
         ((int)(__saturatef(g) * 255.0f) << 8) | ((int)(__saturatef(r) * 255.0f) << 0);
}
__device__ float4 fetch(const uchar4 *img, int x, int y, int w, int h) {
  x = min(max(x, 0), w - 1);
  y = min(max(y, 0), h - 1);
  uchar4 p = img[y * w + x];
  return make_float4(p.x / 255.0f, p.y / 255.0f, p.z / 255.0f, p.w / 255.0f);
}

__global__ void KNN(const uchar4 *src, unsigned int *dst, int imageW, int imageH, float Noise, float lerpC) {
  const int ix = blockDim.x * blockIdx.x + threadIdx.x;
  const int iy = blockDim.y * blockIdx.y + threadIdx.y;
  if (ix >= imageW || iy >= imageH) return;
  float fCount = 0, sumWeights = 0;
  float3 clr = {0, 0, 0};
  float4 clr00 = fetch(src, ix, iy, imageW, imageH);
  for (float i = -KNN_WINDOW_RADIUS; i <= KNN_WINDOW_RADIUS; i++)
    for (float j = -KNN_WINDOW_RADIUS; j <= KNN_WINDOW_RADIUS; j++) {
      float4 clrIJ = fetch(src, ix + (int)j, iy + (int)i, imageW, imageH);
      float distanceIJ = vecLen(clr00, clrIJ);
      float weightIJ = __expf(-(distanceIJ * Noise + (i * i + j * j) * INV_KNN_WINDOW_AREA));
      clr.x += clrIJ.x * weightIJ;
      clr.y += clrIJ.y * weightIJ;
      clr.z += clrIJ.z * weightIJ;
      sumWeights += weightIJ;
      fCount += (weightIJ > KNN_WEIGHT_THRESHOLD) ? INV_KNN_WINDOW_AREA : 0;
    }
  sumWeights = 1.0f / sumWeights;
  clr.x *= sumWeights;
  clr.y *= sumWeights;
  clr.z *= sumWeights;
  float lerpQ = (fCount > KNN_LERP_THRESHOLD) ? lerpC : 1.0f - lerpC;
  clr.x = lerpf(clr.x, clr00.x, lerpQ);
  clr.y = lerpf(clr.y, clr00.y, lerpQ);
  clr.z = lerpf(clr.z, clr00.z, lerpQ);
  dst[imageW * iy + ix] = make_color(clr.x, clr.y, clr.z, 0);
}

__global__ void NLM(const uchar4 *src, unsigned int *dst, int imageW, int imageH, float Noise, float lerpC) {
  const int ix = blockDim.x * blockIdx.x + threadIdx.x;
  const int iy = blockDim.y * blockIdx.y + threadIdx.y;
  if (ix >= imageW || iy >= imageH) return;
  float fCount = 0, sumWeights = 0;
  float3 clr = {0, 0, 0};
  for (float i = -NLM_WINDOW_RADIUS; i <= NLM_WINDOW_RADIUS; i++)
    for (float j = -NLM_WINDOW_RADIUS; j <= NLM_WINDOW_RADIUS; j++) {
      float weightIJ = 0;
      for (float n = -NLM_BLOCK_RADIUS; n <= NLM_BLOCK_RADIUS; n++)
        for (float m = -NLM_BLOCK_RADIUS; m <= NLM_BLOCK_RADIUS; m++)
          weightIJ += vecLen(fetch(src, ix + (int)(j + m), iy + (int)(i + n), imageW, imageH),
                             fetch(src, ix + (int)m, iy + (int)n, imageW, imageH));
      weightIJ = __expf(-(weightIJ * Noise + (i * i + j * j) * INV_NLM_WINDOW_AREA));
      float4 clrIJ = fetch(src, ix + (int)j, iy + (int)i, imageW, imageH);
      clr.x += clrIJ.x * weightIJ;
      clr.y += clrIJ.y * weightIJ;
      clr.z += clrIJ.z * weightIJ;
      sumWeights += weightIJ;
      fCount += (weightIJ > NLM_WEIGHT_THRESHOLD) ? INV_NLM_WINDOW_AREA : 0;
    }
  sumWeights = 1.0f / sumWeights;
  clr.x *= sumWeights;
  clr.y *= sumWeights;
  clr.z *= sumWeights;
  float lerpQ = (fCount > NLM_LERP_THRESHOLD) ? lerpC : 1.0f - lerpC;
  float4 clr00 = fetch(src, ix, iy, imageW, imageH);
  clr.x = lerpf(clr.x, clr00.x, lerpQ);
  clr.y = lerpf(clr.y, clr00.y, lerpQ);
  clr.z = lerpf(clr.z, clr00.z, lerpQ);
  dst[imageW * iy + ix] = make_color(clr.x, clr.y, clr.z, 0);
}
