// @realcode Lambert shading in the style of the CUDA samples' helper_math.h: user-defined float3 operators, dot, normalize with rsqrtf, and the file's own lerp and clamp next to <cmath> (valid C++17, what nvcc parses; C++20's std::lerp would clash), __saturatef colour packing and CUDART_PI_F from <math_constants.h>.
// @let N = 1 << 22
// @buf pos f32[3 * N] uniform(-2, 2)
// @buf nrm f32[3 * N] uniform(-1, 1)
// @buf rgba u32[N] zero
// @buf col f32[4 * N] zero
// @launch shade_points grid(cdiv(N, 256)) block(256) args(pos, nrm, rgba, col, i32(N))
// @check col abs=1e-5 rel=1e-5
// @check rgba frac=1e-3 (a channel at a rounding boundary of the 8-bit packing may differ by one)
#include <cuda_runtime.h>
#include <cmath>
#include <math_constants.h>

inline __host__ __device__ float3 operator+(float3 a, float3 b) { return make_float3(a.x + b.x, a.y + b.y, a.z + b.z); }
inline __host__ __device__ float3 operator*(float3 a, float s) { return make_float3(a.x * s, a.y * s, a.z * s); }
inline __host__ __device__ void operator+=(float3 &a, float3 b) { a.x += b.x; a.y += b.y; a.z += b.z; }
inline __host__ __device__ float dot(float3 a, float3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
inline __host__ __device__ float3 normalize(float3 v) { return v * rsqrtf(fmaxf(dot(v, v), 1e-12f)); }
inline __host__ __device__ float clamp(float f, float a, float b) { return fmaxf(a, fminf(f, b)); }
inline __host__ __device__ float lerp(float a, float b, float t) { return a + t * (b - a); }
inline __host__ __device__ float4 make_float4(float3 a, float w) { return make_float4(a.x, a.y, a.z, w); }

inline __device__ unsigned int pack_rgba(float4 c) {
  c.x = __saturatef(c.x); c.y = __saturatef(c.y); c.z = __saturatef(c.z); c.w = __saturatef(c.w);
  return ((unsigned int)(c.w * 255.0f) << 24) | ((unsigned int)(c.z * 255.0f) << 16) |
         ((unsigned int)(c.y * 255.0f) << 8) | (unsigned int)(c.x * 255.0f);
}

__global__ void shade_points(const float3 *__restrict__ pos, const float3 *__restrict__ nrm,
                             unsigned int *__restrict__ rgba, float4 *__restrict__ col, int n) {
  unsigned int i = __umul24(blockIdx.x, blockDim.x) + threadIdx.x;
  if (i >= n) return;
  const float3 light = normalize(make_float3(1.0f, 1.0f, -1.0f));
  float3 nn = normalize(nrm[i]);
  float diffuse = clamp(dot(nn, light), 0.0f, 1.0f);
  float3 c = make_float3(0.2f, 0.3f, 0.8f) * diffuse;
  c += make_float3(0.05f, 0.05f, 0.05f);
  float3 p = pos[i];
  float azimuth = atan2f(p.y, p.x) / CUDART_PI_F; // [-1, 1]
  float4 out = make_float4(c, lerp(0.5f, 1.0f, azimuth * 0.5f + 0.5f));
  col[i] = out;
  rgba[i] = pack_rgba(out);
}
