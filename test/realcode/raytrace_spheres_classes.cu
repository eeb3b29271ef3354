// @realcode A one-bounce sphere ray caster in the style of hobby path tracers: a Vec3 class with member operators, a namespace, enum class materials dispatched by switch, an intersection routine returning through a reference, and the scene in a __constant__ float4 array.
// @let W = 2048
// @let H = 2048
// @const c_spheres f32[32] uniform(0.2, 1.5)
// @buf img f32[3 * W * H] zero
// @buf hits i32[W * H] zero
// @launch trace_spheres grid(cdiv(W, 16), cdiv(H, 16)) block(16, 16) args(img, hits, i32(W), i32(H))
// @check img abs=1e-4 rel=1e-4 frac=1e-3 (pixels on a sphere rim take the colour of whichever surface the rounding hits)
// @check hits frac=1e-4 (a ray grazing a sphere's rim may hit on one side of a rounding and miss on the other)
namespace scene {
struct Vec3 {
  float x, y, z;
  __device__ Vec3(float a, float b, float c) : x(a), y(b), z(c) {}
  __device__ Vec3 operator+(const Vec3 &o) const { return Vec3(x + o.x, y + o.y, z + o.z); }
  __device__ Vec3 operator-(const Vec3 &o) const { return Vec3(x - o.x, y - o.y, z - o.z); }
  __device__ Vec3 operator*(float s) const { return Vec3(x * s, y * s, z * s); }
  __device__ Vec3 &operator+=(const Vec3 &o) { x += o.x; y += o.y; z += o.z; return *this; }
  __device__ float dot(const Vec3 &o) const { return x * o.x + y * o.y + z * o.z; }
  __device__ float length() const { return sqrtf(dot(*this)); }
};

enum class Material : int { Diffuse = 0, Metal = 1, Emissive = 2 };

struct Sphere {
  Vec3 centre;
  float radius;
  Material material;
};

// The nearest positive root of |o + t d - c|^2 = r^2 (d is unit length).
__device__ inline bool intersect(const Sphere &s, const Vec3 &o, const Vec3 &d, float &t) {
  Vec3 oc = o - s.centre;
  float b = oc.dot(d);
  float c = oc.dot(oc) - s.radius * s.radius;
  float disc = b * b - c;
  if (disc < 0.0f) return false;
  t = -b - sqrtf(disc);
  return t > 1e-3f;
}
}  // namespace scene

using namespace scene;

// Eight spheres of (x, y, z, radius); the centres are moved onto a ring below.
__constant__ float4 c_spheres[8];

__device__ Sphere sphere_at(int k) {
  float4 s = c_spheres[k];
  float a = 0.785398f * k;
  Sphere sp{Vec3(2.5f * cosf(a) + 0.2f * s.x, 2.5f * sinf(a) + 0.2f * s.y, 6.0f + s.z), 0.5f * s.w,
            static_cast<Material>(k % 3)};
  return sp;
}

__global__ void trace_spheres(float *img, int *hits, int w, int h) {
  int px = blockIdx.x * blockDim.x + threadIdx.x;
  int py = blockIdx.y * blockDim.y + threadIdx.y;
  if (px >= w || py >= h) return;
  Vec3 origin(0.0f, 0.0f, 0.0f);
  Vec3 dir((px - 0.5f * w) / (0.5f * w) * 0.8f, (py - 0.5f * h) / (0.5f * h) * 0.8f, 1.0f);
  dir = dir * (1.0f / dir.length());
  Vec3 colour(0.1f, 0.1f, 0.15f);
  float nearest = 1e30f;
  int hit = -1;
  for (int k = 0; k < 8; ++k) {
    Sphere s = sphere_at(k);
    float t;
    if (intersect(s, origin, dir, t) && t < nearest) {
      nearest = t;
      hit = k;
      Vec3 p = origin + dir * t;
      Vec3 n = (p - s.centre) * (1.0f / s.radius);
      float lambert = fmaxf(0.0f, n.dot(Vec3(0.577f, 0.577f, -0.577f)));
      switch (s.material) {
        case Material::Diffuse: colour = Vec3(0.8f, 0.3f, 0.3f) * lambert; break;
        case Material::Metal: colour = Vec3(0.9f, 0.9f, 0.9f) * (0.2f + 0.8f * lambert * lambert); break;
        default: colour = Vec3(1.0f, 0.9f, 0.5f); colour += Vec3(0.1f, 0.1f, 0.1f) * lambert;
      }
    }
  }
  int o = py * w + px;
  img[3 * o + 0] = colour.x;
  img[3 * o + 1] = colour.y;
  img[3 * o + 2] = colour.z;
  hits[o] = hit;
}
