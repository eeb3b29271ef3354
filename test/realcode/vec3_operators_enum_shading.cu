// @realcode A small physics/shading step with a user vec3 struct carrying member and free operator overloads (+, -, * by scalar, unary -, +=, [], ==, dot/cross as friends), a namespace of static member functions (Material::albedo), an unscoped enum used as an array index and an enum class switch for the boundary condition.
// @let N = 1 << 20
// @buf p f32[3 * N] uniform(-1, 1)
// @buf v f32[3 * N] uniform(-1, 1)
// @buf mat i32[N] uniform(0, 3)
// @buf outp f32[3 * N] zero
// @buf outc f32[N] zero
// @launch step_and_shade grid(cdiv(N, 128)) block(128) args(p, v, mat, outp, outc, i32(N), i32(1))
// @check outp abs=1e-5 rel=1e-5
// @check outc abs=1e-5 rel=1e-4
// outc at rel 1e-4: __powf's error grows with its exponent (CUDA documents 2 + floor(1.16 |y|) ulp), and nvcc's and kilnc's
// approximate sequences differ by about 1.3e-5 relative on the largest values (measured on the H200).
namespace phys {

struct vec3 {
  float x, y, z;
  __host__ __device__ vec3() : x(0), y(0), z(0) {}
  __host__ __device__ vec3(float a, float b, float c) : x(a), y(b), z(c) {}
  __host__ __device__ vec3 operator-() const { return vec3(-x, -y, -z); }
  __host__ __device__ vec3 &operator+=(const vec3 &o) {
    x += o.x; y += o.y; z += o.z;
    return *this;
  }
  __host__ __device__ float operator[](int i) const { return i == 0 ? x : (i == 1 ? y : z); }
  __host__ __device__ bool operator==(const vec3 &o) const { return x == o.x && y == o.y && z == o.z; }
  friend __host__ __device__ float dot(const vec3 &a, const vec3 &b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
  friend __host__ __device__ vec3 cross(const vec3 &a, const vec3 &b) {
    return vec3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x);
  }
};

__host__ __device__ inline vec3 operator+(vec3 a, const vec3 &b) { return a += b; }
__host__ __device__ inline vec3 operator-(const vec3 &a, const vec3 &b) { return a + (-b); }
__host__ __device__ inline vec3 operator*(const vec3 &a, float s) { return vec3(a.x * s, a.y * s, a.z * s); }
__host__ __device__ inline vec3 operator*(float s, const vec3 &a) { return a * s; }

enum MaterialId { Diffuse = 0, Metal = 1, Glass = 2, MaterialCount };
enum class Boundary { Clamp, Wrap, Reflect };

struct Material {
  static __device__ float albedo(MaterialId m) {
    const float table[MaterialCount] = {0.8f, 0.95f, 0.1f};
    return table[m];
  }
  static __device__ float shininess(MaterialId m) { return m == Metal ? 64.0f : (m == Glass ? 128.0f : 1.0f); }
};

__device__ float apply_boundary(float c, Boundary b) {
  switch (b) {
    case Boundary::Clamp: return fminf(fmaxf(c, -1.0f), 1.0f);
    case Boundary::Wrap: return c > 1.0f ? c - 2.0f : (c < -1.0f ? c + 2.0f : c);
    case Boundary::Reflect: return c > 1.0f ? 2.0f - c : (c < -1.0f ? -2.0f - c : c);
  }
  return c;
}

}  // namespace phys

__global__ void step_and_shade(const float *__restrict__ p, const float *__restrict__ v, const int *__restrict__ mat,
                               float *__restrict__ outp, float *__restrict__ outc, int n, int boundary) {
  using namespace phys;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  vec3 pos(p[3 * i], p[3 * i + 1], p[3 * i + 2]);
  vec3 vel(v[3 * i], v[3 * i + 1], v[3 * i + 2]);
  vec3 next = pos + 0.05f * vel - vec3(0.0f, 0.01f, 0.0f);
  Boundary b = static_cast<Boundary>(boundary);
  vec3 bounded(apply_boundary(next[0], b), apply_boundary(next[1], b), apply_boundary(next[2], b));
  outp[3 * i] = bounded.x;
  outp[3 * i + 1] = bounded.y;
  outp[3 * i + 2] = bounded.z;
  vec3 light(0.577f, 0.577f, 0.577f);
  vec3 nrm = cross(vel, light);
  MaterialId m = static_cast<MaterialId>(mat[i]);
  float lambert = fmaxf(dot(nrm, light), 0.0f) + fabsf(dot(bounded, light));
  float spec = __powf(fmaxf(dot(-bounded, light), 0.0f), Material::shininess(m));
  outc[i] = Material::albedo(m) * lambert + (bounded == pos ? 1.0f : spec);
}
