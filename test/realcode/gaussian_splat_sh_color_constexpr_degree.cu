// @realcode View-dependent colour of 3-D Gaussian splats from real spherical harmonics as the 3DGS rasteriser's preprocessing evaluates them: a kernel template over the SH degree whose bands are added under if constexpr, the band constants as __device__ const arrays (constexpr scalars for the first two), float3 helper operators, the view direction from the camera centre normalised with rsqrtf, the +0.5 offset and clamp-at-zero recorded per channel, and the backward pass writing the coefficient gradients and the direction gradient for a given colour gradient.
// @let G = 1 << 21
// @buf means f32[G * 3] uniform(-4, 4)
// @buf shs f32[G * 16 * 3] uniform(-0.5, 0.5)
// @buf colors f32[G * 3] zero
// @buf clamped u8[G * 3] zero
// @buf dcolor f32[G * 3] uniform(-1, 1)
// @buf dshs f32[G * 16 * 3] zero
// @buf dmeans f32[G * 3] zero
// @launch sh_forward<3> grid(G / 256) block(256) args(means, shs, colors, clamped, i32(G), f32(0.5), f32(-0.25), f32(6.0))
// @launch sh_backward<3> grid(G / 256) block(256) args(means, shs, clamped, dcolor, dshs, dmeans, i32(G), f32(0.5), f32(-0.25), f32(6.0))
// @check colors abs=1e-5 rel=1e-5
// @check clamped frac=1e-4 (a colour within rounding of zero may clamp under one compiler's FMA contraction only)
// @check dshs abs=1e-5 rel=1e-5 frac=1e-4 (follows the clamp mask)
// @check dmeans abs=1e-4 rel=1e-4 frac=1e-4 (follows the clamp mask)

#include <cstdint>

struct vec3 {
  float x, y, z;
};
__device__ __forceinline__ vec3 operator+(vec3 a, vec3 b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
__device__ __forceinline__ vec3 operator-(vec3 a, vec3 b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }
__device__ __forceinline__ vec3 operator*(float s, vec3 a) { return {s * a.x, s * a.y, s * a.z}; }
__device__ __forceinline__ vec3 &operator+=(vec3 &a, vec3 b) { return a = a + b; }
__device__ __forceinline__ float dot(vec3 a, vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }

constexpr float SH_C0 = 0.28209479177387814f;
constexpr float SH_C1 = 0.4886025119029199f;
__device__ const float SH_C2[5] = {1.0925484305920792f, -1.0925484305920792f, 0.31539156525252005f, -1.0925484305920792f,
                            0.5462742152960396f};
__device__ const float SH_C3[7] = {-0.5900435899266435f, 2.890611442640554f, -0.4570457994644658f, 0.3731763325901154f,
                            -0.4570457994644658f, 1.445305721320277f, -0.5900435899266435f};

template <int DEG> __host__ __device__ constexpr int sh_count() { return (DEG + 1) * (DEG + 1); }

// The basis functions for direction d, in the coefficient order of the splat files.
template <int DEG> __device__ __forceinline__ void sh_basis(vec3 d, float (&b)[sh_count<DEG>()]) {
  b[0] = SH_C0;
  if constexpr (DEG > 0) {
    b[1] = -SH_C1 * d.y;
    b[2] = SH_C1 * d.z;
    b[3] = -SH_C1 * d.x;
  }
  if constexpr (DEG > 1) {
    float xx = d.x * d.x, yy = d.y * d.y, zz = d.z * d.z;
    b[4] = SH_C2[0] * d.x * d.y;
    b[5] = SH_C2[1] * d.y * d.z;
    b[6] = SH_C2[2] * (2.0f * zz - xx - yy);
    b[7] = SH_C2[3] * d.x * d.z;
    b[8] = SH_C2[4] * (xx - yy);
    if constexpr (DEG > 2) {
      b[9] = SH_C3[0] * d.y * (3.0f * xx - yy);
      b[10] = SH_C3[1] * d.x * d.y * d.z;
      b[11] = SH_C3[2] * d.y * (4.0f * zz - xx - yy);
      b[12] = SH_C3[3] * d.z * (2.0f * zz - 3.0f * xx - 3.0f * yy);
      b[13] = SH_C3[4] * d.x * (4.0f * zz - xx - yy);
      b[14] = SH_C3[5] * d.z * (xx - yy);
      b[15] = SH_C3[6] * d.x * (xx - 3.0f * yy);
    }
  }
}

__device__ __forceinline__ vec3 view_dir(const vec3 *means, int i, vec3 cam, float &inv_len) {
  vec3 d = means[i] - cam;
  inv_len = rsqrtf(dot(d, d));
  return inv_len * d;
}

template <int DEG>
__global__ void sh_forward(const vec3 *__restrict__ means, const vec3 *__restrict__ shs, vec3 *__restrict__ colors,
                           uint8_t *__restrict__ clamped, int n, float cx, float cy, float cz) {
  constexpr int K = sh_count<DEG>();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float inv_len;
  vec3 d = view_dir(means, i, vec3{cx, cy, cz}, inv_len);
  float b[K];
  sh_basis<DEG>(d, b);
  const vec3 *sh = shs + (size_t)i * 16;
  vec3 c{0.5f, 0.5f, 0.5f};
#pragma unroll
  for (int k = 0; k < K; ++k) c += b[k] * sh[k];
  clamped[3 * i + 0] = c.x < 0.0f;
  clamped[3 * i + 1] = c.y < 0.0f;
  clamped[3 * i + 2] = c.z < 0.0f;
  colors[i] = vec3{fmaxf(c.x, 0.0f), fmaxf(c.y, 0.0f), fmaxf(c.z, 0.0f)};
}

template <int DEG>
__global__ void sh_backward(const vec3 *__restrict__ means, const vec3 *__restrict__ shs, const uint8_t *__restrict__ clamped,
                            const vec3 *__restrict__ dcolor, vec3 *__restrict__ dshs, vec3 *__restrict__ dmeans, int n, float cx,
                            float cy, float cz) {
  constexpr int K = sh_count<DEG>();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float inv_len;
  vec3 d = view_dir(means, i, vec3{cx, cy, cz}, inv_len);
  vec3 g = dcolor[i];
  g.x = clamped[3 * i + 0] ? 0.0f : g.x;
  g.y = clamped[3 * i + 1] ? 0.0f : g.y;
  g.z = clamped[3 * i + 2] ? 0.0f : g.z;
  float b[K];
  sh_basis<DEG>(d, b);
  const vec3 *sh = shs + (size_t)i * 16;
  vec3 *dsh = dshs + (size_t)i * 16;
#pragma unroll
  for (int k = 0; k < K; ++k) dsh[k] = b[k] * g;
  // d(colour)/d(direction) through the degree-1 band only, as a cheaper approximation.
  vec3 ddir{0.f, 0.f, 0.f};
  if constexpr (DEG > 0) {
    ddir.x = -SH_C1 * dot(sh[3], g);
    ddir.y = -SH_C1 * dot(sh[1], g);
    ddir.z = SH_C1 * dot(sh[2], g);
  }
  // Through the normalisation: (I - d d^T) / |v|.
  float proj = dot(ddir, d);
  dmeans[i] = inv_len * (ddir - proj * d);
}

// Host side: the degree is chosen at run time from the training schedule.
void splat_colors(int degree, const vec3 *means, const vec3 *shs, vec3 *colors, uint8_t *clamped, int n, float3 cam, cudaStream_t s) {
  const int grid = (n + 255) / 256;
  switch (degree) {
  case 0: sh_forward<0><<<grid, 256, 0, s>>>(means, shs, colors, clamped, n, cam.x, cam.y, cam.z); break;
  case 1: sh_forward<1><<<grid, 256, 0, s>>>(means, shs, colors, clamped, n, cam.x, cam.y, cam.z); break;
  case 2: sh_forward<2><<<grid, 256, 0, s>>>(means, shs, colors, clamped, n, cam.x, cam.y, cam.z); break;
  default: sh_forward<3><<<grid, 256, 0, s>>>(means, shs, colors, clamped, n, cam.x, cam.y, cam.z); break;
  }
}

void splat_colors_backward(const vec3 *means, const vec3 *shs, const uint8_t *clamped, const vec3 *dcolor, vec3 *dshs, vec3 *dmeans,
                           int n, float3 cam, cudaStream_t s) {
  sh_backward<3><<<(n + 255) / 256, 256, 0, s>>>(means, shs, clamped, dcolor, dshs, dmeans, n, cam.x, cam.y, cam.z);
}
