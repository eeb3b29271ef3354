// @realcode 3D Gaussian splatting preprocessing in the style of the reference rasterizer: a glm-like header-only math library (template tvec2/tvec3/tvec4 structs with operator overloads and swizzle-free accessors, tmat3x3 column-major with operator*(mat, mat), operator*(mat, vec), transpose, a quaternion-to-rotation function), computeCov3D from scale and rotation, computeCov2D with the EWA Jacobian and a low-pass dilation, the conic (inverse 2D covariance), the pixel radius from the larger eigenvalue (ceil(3 sqrt(lambda))), near-plane culling through an in_frustum helper returning by reference, and the projected 2D means, with the camera in a __constant__ struct.
// @let P = 1 << 20
// @buf means f32[3 * P] uniform(-4, 4)
// @buf scales f32[3 * P] uniform(0.01, 0.3)
// @buf rots f32[4 * P] uniform(-1, 1)
// @buf cov3d f32[6 * P] zero
// @buf conic f32[4 * P] zero
// @buf radii i32[P] zero
// @buf points2d f32[2 * P] zero
// @const c_cam f32[20] uniform(0, 1)
// @launch set_camera grid(1) block(1) args(f32(0.6), f32(0.5))
// @launch preprocessCUDA grid(P / 256) block(256) args(i32(P), means, scales, f32(1.0), rots, cov3d, conic, radii, points2d, i32(1920), i32(1080))
// @check cov3d rel=1e-4 abs=1e-6
// @check conic rel=1e-3 abs=1e-3 frac=1e-4 (a nearly singular 2D covariance amplifies the last-bit differences of its determinant)
// @check radii frac=1e-3 (ceil of 3 sqrt(lambda) may step at an integer)
// @check points2d rel=1e-4 abs=1e-3
#include <cuda_runtime.h>

namespace glm_like {

template <typename T>
struct tvec2 {
  T x, y;
  __host__ __device__ constexpr tvec2() : x(0), y(0) {}
  __host__ __device__ constexpr tvec2(T a, T b) : x(a), y(b) {}
};

template <typename T>
struct tvec3 {
  T x, y, z;
  __host__ __device__ constexpr tvec3() : x(0), y(0), z(0) {}
  __host__ __device__ constexpr explicit tvec3(T s) : x(s), y(s), z(s) {}
  __host__ __device__ constexpr tvec3(T a, T b, T c) : x(a), y(b), z(c) {}
  __host__ __device__ T &operator[](int i) { return i == 0 ? x : (i == 1 ? y : z); }
  __host__ __device__ const T &operator[](int i) const { return i == 0 ? x : (i == 1 ? y : z); }
};

template <typename T>
struct tvec4 {
  T x, y, z, w;
  __host__ __device__ constexpr tvec4(T a, T b, T c, T d) : x(a), y(b), z(c), w(d) {}
};

template <typename T>
__host__ __device__ tvec3<T> operator+(const tvec3<T> &a, const tvec3<T> &b) {
  return tvec3<T>(a.x + b.x, a.y + b.y, a.z + b.z);
}
template <typename T>
__host__ __device__ tvec3<T> operator*(T s, const tvec3<T> &a) {
  return tvec3<T>(s * a.x, s * a.y, s * a.z);
}

// column-major: value[c] is column c
template <typename T>
struct tmat3x3 {
  tvec3<T> value[3];
  __host__ __device__ tmat3x3() {}
  __host__ __device__ explicit tmat3x3(T s) {
    value[0] = tvec3<T>(s, 0, 0);
    value[1] = tvec3<T>(0, s, 0);
    value[2] = tvec3<T>(0, 0, s);
  }
  __host__ __device__ tmat3x3(T x0, T y0, T z0, T x1, T y1, T z1, T x2, T y2, T z2) {
    value[0] = tvec3<T>(x0, y0, z0);
    value[1] = tvec3<T>(x1, y1, z1);
    value[2] = tvec3<T>(x2, y2, z2);
  }
  __host__ __device__ tvec3<T> &operator[](int i) { return value[i]; }
  __host__ __device__ const tvec3<T> &operator[](int i) const { return value[i]; }
};

template <typename T>
__host__ __device__ tmat3x3<T> operator*(const tmat3x3<T> &m1, const tmat3x3<T> &m2) {
  tmat3x3<T> r;
#pragma unroll
  for (int c = 0; c < 3; ++c) {
#pragma unroll
    for (int rr = 0; rr < 3; ++rr) r[c][rr] = m1[0][rr] * m2[c][0] + m1[1][rr] * m2[c][1] + m1[2][rr] * m2[c][2];
  }
  return r;
}

template <typename T>
__host__ __device__ tvec3<T> operator*(const tmat3x3<T> &m, const tvec3<T> &v) {
  return tvec3<T>(m[0][0] * v.x + m[1][0] * v.y + m[2][0] * v.z, m[0][1] * v.x + m[1][1] * v.y + m[2][1] * v.z,
                  m[0][2] * v.x + m[1][2] * v.y + m[2][2] * v.z);
}

template <typename T>
__host__ __device__ tmat3x3<T> transpose(const tmat3x3<T> &m) {
  return tmat3x3<T>(m[0][0], m[1][0], m[2][0], m[0][1], m[1][1], m[2][1], m[0][2], m[1][2], m[2][2]);
}

using vec2 = tvec2<float>;
using vec3 = tvec3<float>;
using vec4 = tvec4<float>;
using mat3 = tmat3x3<float>;

}  // namespace glm_like

namespace glm = glm_like;

struct Camera {
  float viewmatrix[12];  // 3x4 row-major [R | t]
  float focal_x, focal_y;
  float tan_fovx, tan_fovy;
  float pad[4];
};
static_assert(sizeof(Camera) == 20 * sizeof(float), "camera layout");

__constant__ Camera c_cam;
__device__ Camera g_cam;

// The harness fills c_cam with noise; a real viewer would memcpy its camera. Build one deterministically.
__global__ void set_camera(float tan_fovx, float tan_fovy) {
  Camera cam;
  const float a = 0.3f, cs = cosf(a), sn = sinf(a);
  const float R[9] = {cs, 0.f, sn, 0.f, 1.f, 0.f, -sn, 0.f, cs};
  for (int r = 0; r < 3; ++r) {
    for (int c = 0; c < 3; ++c) cam.viewmatrix[r * 4 + c] = R[r * 3 + c];
  }
  cam.viewmatrix[3] = 0.1f;
  cam.viewmatrix[7] = -0.2f;
  cam.viewmatrix[11] = 8.0f;
  cam.tan_fovx = tan_fovx;
  cam.tan_fovy = tan_fovy;
  cam.focal_x = 1920.f / (2.f * tan_fovx);
  cam.focal_y = 1080.f / (2.f * tan_fovy);
  for (int i = 0; i < 4; ++i) cam.pad[i] = 0.f;
  g_cam = cam;
}

__forceinline__ __device__ glm::vec3 transformPoint4x3(const glm::vec3 &p, const float *m) {
  return glm::vec3(m[0] * p.x + m[1] * p.y + m[2] * p.z + m[3], m[4] * p.x + m[5] * p.y + m[6] * p.z + m[7],
                   m[8] * p.x + m[9] * p.y + m[10] * p.z + m[11]);
}

__forceinline__ __device__ bool in_frustum(int idx, const float *orig_points, const float *viewmatrix,
                                           glm::vec3 &p_view) {
  const glm::vec3 p_orig(orig_points[3 * idx], orig_points[3 * idx + 1], orig_points[3 * idx + 2]);
  p_view = transformPoint4x3(p_orig, viewmatrix);
  return p_view.z > 0.2f;
}

__device__ void computeCov3D(const glm::vec3 scale, float mod, const glm::vec4 rot, float *cov3D) {
  glm::mat3 S(1.0f);
  S[0][0] = mod * scale.x;
  S[1][1] = mod * scale.y;
  S[2][2] = mod * scale.z;

  // normalise the quaternion (r, x, y, z)
  const float len = sqrtf(rot.x * rot.x + rot.y * rot.y + rot.z * rot.z + rot.w * rot.w) + 1e-8f;
  const float r = rot.x / len, x = rot.y / len, y = rot.z / len, z = rot.w / len;
  glm::mat3 R(1.f - 2.f * (y * y + z * z), 2.f * (x * y - r * z), 2.f * (x * z + r * y), 2.f * (x * y + r * z),
              1.f - 2.f * (x * x + z * z), 2.f * (y * z - r * x), 2.f * (x * z - r * y), 2.f * (y * z + r * x),
              1.f - 2.f * (x * x + y * y));

  glm::mat3 M = S * R;
  glm::mat3 Sigma = glm::transpose(M) * M;
  cov3D[0] = Sigma[0][0];
  cov3D[1] = Sigma[0][1];
  cov3D[2] = Sigma[0][2];
  cov3D[3] = Sigma[1][1];
  cov3D[4] = Sigma[1][2];
  cov3D[5] = Sigma[2][2];
}

__device__ glm::vec3 computeCov2D(const glm::vec3 &t_in, float focal_x, float focal_y, float tan_fovx, float tan_fovy,
                                  const float *cov3D, const float *viewmatrix) {
  glm::vec3 t = t_in;
  const float limx = 1.3f * tan_fovx;
  const float limy = 1.3f * tan_fovy;
  const float txtz = t.x / t.z;
  const float tytz = t.y / t.z;
  t.x = fminf(limx, fmaxf(-limx, txtz)) * t.z;
  t.y = fminf(limy, fmaxf(-limy, tytz)) * t.z;

  glm::mat3 J(focal_x / t.z, 0.0f, -(focal_x * t.x) / (t.z * t.z), 0.0f, focal_y / t.z,
              -(focal_y * t.y) / (t.z * t.z), 0, 0, 0);
  glm::mat3 W(viewmatrix[0], viewmatrix[4], viewmatrix[8], viewmatrix[1], viewmatrix[5], viewmatrix[9],
              viewmatrix[2], viewmatrix[6], viewmatrix[10]);
  glm::mat3 T = W * J;
  glm::mat3 Vrk(cov3D[0], cov3D[1], cov3D[2], cov3D[1], cov3D[3], cov3D[4], cov3D[2], cov3D[4], cov3D[5]);
  glm::mat3 cov = glm::transpose(T) * glm::transpose(Vrk) * T;
  // low-pass filter: every Gaussian at least one pixel wide
  cov[0][0] += 0.3f;
  cov[1][1] += 0.3f;
  return glm::vec3(cov[0][0], cov[0][1], cov[1][1]);
}

__global__ void preprocessCUDA(int P, const float *orig_points, const float *scales, const float scale_modifier,
                               const float *rotations, float *cov3Ds, float *conic_opacity, int *radii,
                               float *points_xy_image, int W, int H) {
  const int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx >= P) return;
  radii[idx] = 0;
  const Camera &cam = g_cam;
  glm::vec3 p_view;
  if (!in_frustum(idx, orig_points, cam.viewmatrix, p_view)) return;

  const glm::vec3 scale(scales[3 * idx], scales[3 * idx + 1], scales[3 * idx + 2]);
  const glm::vec4 rot(rotations[4 * idx], rotations[4 * idx + 1], rotations[4 * idx + 2], rotations[4 * idx + 3]);
  float *cov3D = cov3Ds + 6 * idx;
  computeCov3D(scale, scale_modifier, rot, cov3D);

  const glm::vec3 cov = computeCov2D(p_view, cam.focal_x, cam.focal_y, cam.tan_fovx, cam.tan_fovy, cov3D, cam.viewmatrix);
  const float det = (cov.x * cov.z - cov.y * cov.y);
  if (det == 0.0f) return;
  const float det_inv = 1.f / det;
  const glm::vec3 conic(cov.z * det_inv, -cov.y * det_inv, cov.x * det_inv);

  const float mid = 0.5f * (cov.x + cov.z);
  const float lambda1 = mid + sqrtf(fmaxf(0.1f, mid * mid - det));
  const float lambda2 = mid - sqrtf(fmaxf(0.1f, mid * mid - det));
  const float my_radius = ceilf(3.f * sqrtf(fmaxf(lambda1, lambda2)));

  const glm::vec2 point_image((p_view.x / p_view.z) * cam.focal_x + 0.5f * W,
                              (p_view.y / p_view.z) * cam.focal_y + 0.5f * H);
  radii[idx] = (int)my_radius;
  points_xy_image[2 * idx] = point_image.x;
  points_xy_image[2 * idx + 1] = point_image.y;
  conic_opacity[4 * idx + 0] = conic.x;
  conic_opacity[4 * idx + 1] = conic.y;
  conic_opacity[4 * idx + 2] = conic.z;
  conic_opacity[4 * idx + 3] = c_cam.pad[0] * 0.f + 1.f;
}
