// @realcode Sphere tracing a signed-distance scene into an RGBA8 image, shader-toy style ported to CUDA: a Mandelbulb distance estimator (powf, acosf, atan2f, sinf/cosf on the power-8 spherical coordinates), a smooth-union with a ground plane, normals by central differences of the SDF through a functor template parameter, soft shadows with a bounded step loop, Lambert + ambient occlusion shading, gamma with __powf, and uchar4 stores with __saturatef.
// @let W = 640
// @let H = 480
// @buf image u8[W * H * 4] zero
// @buf depth f32[W * H] zero
// @launch render_sdf<Scene> grid(W / 16, H / 8) block(16, 8) args(image, depth, i32(W), i32(H), f32(0.7))
// @check depth rel=1e-3 abs=1e-3 frac=0.002 (as for image below)
// @check image abs=2 frac=0.002 (the march stops at a threshold: a last-ulp difference in powf/atan2f can end a grazing ray one step apart)
#include <cuda_runtime.h>

struct V3 {
  float x, y, z;
};
__device__ inline V3 operator+(V3 a, V3 b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
__device__ inline V3 operator-(V3 a, V3 b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }
__device__ inline V3 operator*(V3 a, float s) { return {a.x * s, a.y * s, a.z * s}; }
__device__ inline float dot3(V3 a, V3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
__device__ inline float len3(V3 a) { return sqrtf(dot3(a, a)); }
__device__ inline V3 norm3(V3 a) { return a * rsqrtf(dot3(a, a)); }

__device__ float mandelbulb(V3 p) {
  V3 z = p;
  float dr = 1.0f, r = 0.0f;
  for (int i = 0; i < 8; i++) {
    r = len3(z);
    if (r > 2.0f) break;
    float theta = acosf(z.z / r) * 8.0f;
    float phi = atan2f(z.y, z.x) * 8.0f;
    dr = powf(r, 7.0f) * 8.0f * dr + 1.0f;
    float zr = powf(r, 8.0f);
    z = V3{sinf(theta) * cosf(phi), sinf(phi) * sinf(theta), cosf(theta)} * zr + p;
  }
  return 0.5f * logf(r) * r / dr;
}

__device__ inline float smooth_min(float a, float b, float k) {
  float h = fmaxf(k - fabsf(a - b), 0.0f) / k;
  return fminf(a, b) - h * h * k * 0.25f;
}

struct Scene {
  __device__ float operator()(V3 p) const { return smooth_min(mandelbulb(p), p.y + 1.2f, 0.3f); }
};

template <typename SDF> __device__ V3 normal_at(const SDF &sdf, V3 p) {
  const float e = 1e-3f;
  return norm3(V3{sdf(p + V3{e, 0, 0}) - sdf(p - V3{e, 0, 0}), sdf(p + V3{0, e, 0}) - sdf(p - V3{0, e, 0}),
                  sdf(p + V3{0, 0, e}) - sdf(p - V3{0, 0, e})});
}

template <typename SDF> __device__ float soft_shadow(const SDF &sdf, V3 ro, V3 rd, float k) {
  float res = 1.0f, t = 0.02f;
  for (int i = 0; i < 32 && t < 6.0f; i++) {
    float h = sdf(ro + rd * t);
    if (h < 1e-4f) return 0.0f;
    res = fminf(res, k * h / t);
    t += fminf(fmaxf(h, 0.02f), 0.5f);
  }
  return __saturatef(res);
}

template <typename SDF>
__global__ void render_sdf(uchar4 *__restrict__ image, float *__restrict__ depth, int w, int h, float angle) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  SDF sdf;
  float s, c;
  sincosf(angle, &s, &c);
  V3 ro{2.6f * s, 0.4f, -2.6f * c};
  V3 fwd = norm3(V3{0, 0, 0} - ro), right = norm3(V3{fwd.z, 0, -fwd.x});
  V3 up{right.y * fwd.z - right.z * fwd.y, right.z * fwd.x - right.x * fwd.z, right.x * fwd.y - right.y * fwd.x};
  float u = (2.0f * x - w) / h, v = (h - 2.0f * y) / h;
  V3 rd = norm3(fwd * 1.8f + right * u + up * v);
  float t = 0.0f;
  bool hit = false;
  for (int i = 0; i < 128; i++) {
    float d = sdf(ro + rd * t);
    if (d < 1e-3f * t) {
      hit = true;
      break;
    }
    t += d;
    if (t > 10.0f) break;
  }
  float3 col = make_float3(0.55f, 0.7f, 0.9f) ;
  if (hit) {
    V3 p = ro + rd * t, n = normal_at(sdf, p);
    V3 light = norm3(V3{0.6f, 0.8f, -0.4f});
    float diff = fmaxf(dot3(n, light), 0.0f) * soft_shadow(sdf, p + n * 2e-3f, light, 8.0f);
    float ao = __saturatef(sdf(p + n * 0.1f) / 0.1f);
    float shade = 0.15f * ao + 0.85f * diff;
    col = make_float3(0.9f * shade, 0.75f * shade, 0.6f * shade);
  }
  const float g = 1.0f / 2.2f;
  image[y * w + x] = make_uchar4((unsigned char)(255.0f * __saturatef(__powf(col.x, g))),
                                 (unsigned char)(255.0f * __saturatef(__powf(col.y, g))),
                                 (unsigned char)(255.0f * __saturatef(__powf(col.z, g))), 255);
  depth[y * w + x] = hit ? t : -1.0f;
}

template __global__ void render_sdf<Scene>(uchar4 *, float *, int, int, float);
