// @realcode The CUDA samples' bilateralFilter shape on a float RGBA image: a spatial Gaussian of radius 5 precomputed into a __constant__ array (cGaussian, filled by the host in the sample), per-pixel range weights from the Euclidean colour distance through __expf, float4 colour helpers written as __device__ inline functions (euclideanLen, operator overloads on float4), one thread per pixel with clamped neighbour coordinates.
// @let W = 1920
// @let H = 1080
// @let R = 5
// @buf src f32[4 * W * H] uniform(0, 1)
// @buf dst f32[4 * W * H] zero
// @const cGaussian f32[64] uniform(0.05, 1)
// @launch d_bilateral_filter grid(cdiv(W, 16), cdiv(H, 16)) block(16, 16) args(dst, src, f32(0.1), i32(W), i32(H), i32(R))
// @check dst rel=1e-5 abs=1e-6
#include <cuda_runtime.h>

__constant__ float cGaussian[64];

inline __device__ float4 operator+(float4 a, float4 b) { return make_float4(a.x + b.x, a.y + b.y, a.z + b.z, a.w + b.w); }
inline __device__ float4 operator-(float4 a, float4 b) { return make_float4(a.x - b.x, a.y - b.y, a.z - b.z, a.w - b.w); }
inline __device__ float4 operator*(float4 a, float s) { return make_float4(a.x * s, a.y * s, a.z * s, a.w * s); }
inline __device__ float4 operator/(float4 a, float s) { return a * (1.0f / s); }

__device__ inline float euclideanLen(float4 a, float4 b, float d) {
  float mod = (b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y) + (b.z - a.z) * (b.z - a.z);
  return __expf(-mod / (2.f * d * d));
}

__device__ inline float4 fetch(const float4 *img, int x, int y, int w, int h) {
  x = max(0, min(x, w - 1));
  y = max(0, min(y, h - 1));
  return img[y * w + x];
}

__global__ void d_bilateral_filter(float4 *od, const float4 *src, float e_d, int w, int h, int r) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;

  float sum = 0.0f;
  float factor;
  float4 t = {0.f, 0.f, 0.f, 0.f};
  float4 center = fetch(src, x, y, w, h);

  for (int i = -r; i <= r; i++) {
    for (int j = -r; j <= r; j++) {
      float4 curPix = fetch(src, x + j, y + i, w, h);
      factor = cGaussian[i + r] * cGaussian[j + r] * euclideanLen(curPix, center, e_d);
      t = t + curPix * factor;
      sum += factor;
    }
  }

  od[y * w + x] = t / sum;
}
