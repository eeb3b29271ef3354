// @realcode Image rotation about the centre with Catmull-Rom bicubic resampling of RGBA float4 pixels: separable cubic weights from a __host__ __device__ constexpr-able helper, 4 x 4 taps read through __ldg(const float4 *) with clamp-to-edge addressing, helper_math-style float4 operators in an anonymous namespace, out-of-image destinations painted with a border colour, and a 2-D grid of 16 x 16 blocks.
// @let W = 2048
// @let H = 2048
// @buf src f32[W * H * 4] uniform(0, 1)
// @buf dst f32[W * H * 4] zero
// @launch rotate_bicubic grid(W / 16, H / 16) block(16, 16) args(src, dst, i32(W), i32(H), f32(0.5235988), f32(1.15))
// @check dst abs=1e-4 rel=1e-4
#include <cuda_runtime.h>

namespace {
__device__ __forceinline__ float4 operator*(float4 a, float s) { return make_float4(a.x * s, a.y * s, a.z * s, a.w * s); }
__device__ __forceinline__ float4 operator+(float4 a, float4 b) { return make_float4(a.x + b.x, a.y + b.y, a.z + b.z, a.w + b.w); }
__device__ __forceinline__ float4 &operator+=(float4 &a, float4 b) { a = a + b; return a; }

struct CubicWeights {
  float w[4];
};

__host__ __device__ inline CubicWeights catmull_rom(float t) {
  const float t2 = t * t, t3 = t2 * t;
  return {{-0.5f * t3 + t2 - 0.5f * t, 1.5f * t3 - 2.5f * t2 + 1.0f, -1.5f * t3 + 2.0f * t2 + 0.5f * t, 0.5f * t3 - 0.5f * t2}};
}

__device__ __forceinline__ int clampi(int v, int lo, int hi) { return v < lo ? lo : (v > hi ? hi : v); }
}  // namespace

__global__ void rotate_bicubic(const float *__restrict__ src, float *__restrict__ dst, int w, int h, float angle,
                               float scale) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  const float4 *img = reinterpret_cast<const float4 *>(src);
  float s, c;
  sincosf(angle, &s, &c);
  const float cx = 0.5f * (w - 1), cy = 0.5f * (h - 1);
  const float dx = (x - cx) / scale, dy = (y - cy) / scale;
  const float sx = c * dx + s * dy + cx;
  const float sy = -s * dx + c * dy + cy;
  float4 out;
  if (sx < -1.0f || sy < -1.0f || sx > w || sy > h) {
    out = make_float4(0.1f, 0.2f, 0.3f, 0.0f);
  } else {
    const float fx = floorf(sx), fy = floorf(sy);
    const int ix = static_cast<int>(fx), iy = static_cast<int>(fy);
    const CubicWeights wx = catmull_rom(sx - fx), wy = catmull_rom(sy - fy);
    out = make_float4(0.f, 0.f, 0.f, 0.f);
#pragma unroll
    for (int j = 0; j < 4; ++j) {
      const int yy = clampi(iy - 1 + j, 0, h - 1);
      float4 row = make_float4(0.f, 0.f, 0.f, 0.f);
#pragma unroll
      for (int i = 0; i < 4; ++i) row += __ldg(img + static_cast<size_t>(yy) * w + clampi(ix - 1 + i, 0, w - 1)) * wx.w[i];
      out += row * wy.w[j];
    }
  }
  reinterpret_cast<float4 *>(dst)[static_cast<size_t>(y) * w + x] = out;
}
