// @realcode A path tracer in the "in one weekend" style: an abstract hitable with a virtual hit(), spheres and a hitable_list made with new in a one-thread kernel and called through base pointers, materials with a virtual scatter() (lambertian, metal, light), a per-pixel xorshift RNG, iterative bounces, and the world freed with delete in a last kernel.
// @let W = 1024
// @let H = 512
// @let NS = 24
// @buf list u64[NS + 1] zero
// @buf world u64[1] zero
// @buf img f32[3 * W * H] zero
// @launch create_world grid(1) block(1) args(list, world, i32(NS))
// @launch render grid(cdiv(W, 8), cdiv(H, 8)) block(8, 8) args(img, i32(W), i32(H), world)
// @launch free_world grid(1) block(1) args(list, world, i32(NS))
// @check img abs=2e-3 rel=1e-3 frac=2e-3 (a ray grazing a sphere may bounce differently after a rounding difference)
#include <cuda_runtime.h>

struct vec3 {
  float e[3];
  __host__ __device__ vec3() {}
  __host__ __device__ vec3(float a, float b, float c) { e[0] = a; e[1] = b; e[2] = c; }
  __host__ __device__ float x() const { return e[0]; }
  __host__ __device__ float y() const { return e[1]; }
  __host__ __device__ float z() const { return e[2]; }
  __host__ __device__ vec3 operator-() const { return vec3(-e[0], -e[1], -e[2]); }
  __host__ __device__ vec3 &operator+=(const vec3 &v) {
    e[0] += v.e[0]; e[1] += v.e[1]; e[2] += v.e[2];
    return *this;
  }
  __host__ __device__ float length_squared() const { return e[0] * e[0] + e[1] * e[1] + e[2] * e[2]; }
  __host__ __device__ float length() const { return sqrtf(length_squared()); }
};
__host__ __device__ inline vec3 operator+(const vec3 &a, const vec3 &b) { return vec3(a.e[0] + b.e[0], a.e[1] + b.e[1], a.e[2] + b.e[2]); }
__host__ __device__ inline vec3 operator-(const vec3 &a, const vec3 &b) { return vec3(a.e[0] - b.e[0], a.e[1] - b.e[1], a.e[2] - b.e[2]); }
__host__ __device__ inline vec3 operator*(const vec3 &a, const vec3 &b) { return vec3(a.e[0] * b.e[0], a.e[1] * b.e[1], a.e[2] * b.e[2]); }
__host__ __device__ inline vec3 operator*(float t, const vec3 &v) { return vec3(t * v.e[0], t * v.e[1], t * v.e[2]); }
__host__ __device__ inline vec3 operator/(const vec3 &v, float t) { return (1.0f / t) * v; }
__host__ __device__ inline float dot(const vec3 &a, const vec3 &b) { return a.e[0] * b.e[0] + a.e[1] * b.e[1] + a.e[2] * b.e[2]; }
__host__ __device__ inline vec3 unit_vector(const vec3 &v) { return v / v.length(); }

class ray {
public:
  __device__ ray() {}
  __device__ ray(const vec3 &a, const vec3 &b) : A(a), B(b) {}
  __device__ vec3 origin() const { return A; }
  __device__ vec3 direction() const { return B; }
  __device__ vec3 point_at_parameter(float t) const { return A + t * B; }
  vec3 A, B;
};

struct rng {
  unsigned s;
  __device__ explicit rng(unsigned seed) : s(seed * 747796405u + 2891336453u) { next(); }
  __device__ unsigned next() {
    s ^= s << 13; s ^= s >> 17; s ^= s << 5;
    return s;
  }
  __device__ float uniform() { return (next() >> 8) * (1.0f / 16777216.0f); }
};

__device__ vec3 random_in_unit_sphere(rng &r) {
  vec3 p;
  int tries = 0;
  do {
    p = 2.0f * vec3(r.uniform(), r.uniform(), r.uniform()) - vec3(1, 1, 1);
  } while (p.length_squared() >= 1.0f && ++tries < 16);
  return p;
}

class material;

struct hit_record {
  float t;
  vec3 p;
  vec3 normal;
  material *mat_ptr;
};

class hitable {
public:
  __device__ virtual bool hit(const ray &r, float t_min, float t_max, hit_record &rec) const = 0;
};

class material {
public:
  __device__ virtual bool scatter(const ray &r_in, const hit_record &rec, vec3 &attenuation,
                                  ray &scattered, rng &r) const = 0;
  __device__ virtual vec3 emitted() const { return vec3(0, 0, 0); }
};

class lambertian : public material {
public:
  __device__ lambertian(const vec3 &a) : albedo(a) {}
  __device__ bool scatter(const ray &, const hit_record &rec, vec3 &attenuation, ray &scattered,
                          rng &r) const override {
    vec3 target = rec.p + rec.normal + random_in_unit_sphere(r);
    scattered = ray(rec.p, target - rec.p);
    attenuation = albedo;
    return true;
  }
  vec3 albedo;
};

class metal : public material {
public:
  __device__ metal(const vec3 &a, float f) : albedo(a), fuzz(f < 1 ? f : 1) {}
  __device__ bool scatter(const ray &r_in, const hit_record &rec, vec3 &attenuation,
                          ray &scattered, rng &r) const override {
    vec3 v = unit_vector(r_in.direction());
    vec3 reflected = v - 2.0f * dot(v, rec.normal) * rec.normal;
    scattered = ray(rec.p, reflected + fuzz * random_in_unit_sphere(r));
    attenuation = albedo;
    return dot(scattered.direction(), rec.normal) > 0.0f;
  }
  vec3 albedo;
  float fuzz;
};

class light : public material {
public:
  __device__ light(const vec3 &c) : colour(c) {}
  __device__ bool scatter(const ray &, const hit_record &, vec3 &, ray &, rng &) const override {
    return false;
  }
  __device__ vec3 emitted() const override { return colour; }
  vec3 colour;
};

class sphere : public hitable {
public:
  __device__ sphere(vec3 cen, float r, material *m) : center(cen), radius(r), mat_ptr(m) {}
  __device__ bool hit(const ray &r, float t_min, float t_max, hit_record &rec) const override {
    vec3 oc = r.origin() - center;
    float a = dot(r.direction(), r.direction());
    float b = dot(oc, r.direction());
    float c = dot(oc, oc) - radius * radius;
    float discriminant = b * b - a * c;
    if (discriminant > 0) {
      float temp = (-b - sqrtf(discriminant)) / a;
      if (temp < t_max && temp > t_min) {
        rec.t = temp;
        rec.p = r.point_at_parameter(rec.t);
        rec.normal = (rec.p - center) / radius;
        rec.mat_ptr = mat_ptr;
        return true;
      }
      temp = (-b + sqrtf(discriminant)) / a;
      if (temp < t_max && temp > t_min) {
        rec.t = temp;
        rec.p = r.point_at_parameter(rec.t);
        rec.normal = (rec.p - center) / radius;
        rec.mat_ptr = mat_ptr;
        return true;
      }
    }
    return false;
  }
  vec3 center;
  float radius;
  material *mat_ptr;
};

class hitable_list : public hitable {
public:
  __device__ hitable_list(hitable **l, int n) : list(l), list_size(n) {}
  __device__ bool hit(const ray &r, float t_min, float t_max, hit_record &rec) const override {
    hit_record temp_rec;
    bool hit_anything = false;
    float closest_so_far = t_max;
    for (int i = 0; i < list_size; i++) {
      if (list[i]->hit(r, t_min, closest_so_far, temp_rec)) {
        hit_anything = true;
        closest_so_far = temp_rec.t;
        rec = temp_rec;
      }
    }
    return hit_anything;
  }
  hitable **list;
  int list_size;
};

__global__ void create_world(hitable **d_list, hitable **d_world, int n) {
  if (threadIdx.x != 0 || blockIdx.x != 0)
    return;
  d_list[0] = new sphere(vec3(0, -1000.5f, -1), 1000.0f, new lambertian(vec3(0.5f, 0.5f, 0.5f)));
  rng r(12345u);
  for (int i = 1; i < n; i++) {
    float x = (i % 6) - 2.5f, z = -1.0f - (i / 6) * 0.9f;
    float choose = r.uniform();
    material *m;
    if (choose < 0.55f)
      m = new lambertian(vec3(r.uniform(), r.uniform(), r.uniform()));
    else if (choose < 0.9f)
      m = new metal(vec3(0.5f + 0.5f * r.uniform(), 0.6f, 0.7f), 0.3f * r.uniform());
    else
      m = new light(vec3(4, 4, 3.5f));
    d_list[i] = new sphere(vec3(x, -0.2f + 0.3f * r.uniform(), z), 0.25f + 0.1f * r.uniform(), m);
  }
  *d_world = new hitable_list(d_list, n);
}

__device__ vec3 colour(const ray &start, const hitable *world, rng &r) {
  ray cur = start;
  vec3 throughput(1, 1, 1);
  vec3 result(0, 0, 0);
  for (int depth = 0; depth < 8; depth++) {
    hit_record rec;
    if (!world->hit(cur, 0.001f, 1e30f, rec)) {
      vec3 unit_direction = unit_vector(cur.direction());
      float t = 0.5f * (unit_direction.y() + 1.0f);
      vec3 sky = (1.0f - t) * vec3(1.0f, 1.0f, 1.0f) + t * vec3(0.5f, 0.7f, 1.0f);
      result += throughput * sky;
      return result;
    }
    result += throughput * rec.mat_ptr->emitted();
    ray scattered;
    vec3 attenuation;
    if (!rec.mat_ptr->scatter(cur, rec, attenuation, scattered, r))
      return result;
    throughput = throughput * attenuation;
    cur = scattered;
  }
  return result;
}

__global__ void render(float *fb, int max_x, int max_y, hitable **world) {
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  int j = threadIdx.y + blockIdx.y * blockDim.y;
  if (i >= max_x || j >= max_y)
    return;
  int pixel_index = j * max_x + i;
  rng r(pixel_index + 1);
  vec3 lower_left(-2.0f, -1.0f, -1.0f), horizontal(4.0f, 0.0f, 0.0f), vertical(0.0f, 2.0f, 0.0f),
      origin(0.0f, 0.0f, 0.0f);
  vec3 col(0, 0, 0);
  const int samples = 4;
  for (int s = 0; s < samples; s++) {
    float u = float(i + r.uniform()) / float(max_x);
    float v = float(j + r.uniform()) / float(max_y);
    ray ry(origin, lower_left + u * horizontal + v * vertical - origin);
    col += colour(ry, *world, r);
  }
  col = col / float(samples);
  fb[3 * pixel_index + 0] = col.x();
  fb[3 * pixel_index + 1] = col.y();
  fb[3 * pixel_index + 2] = col.z();
}

__global__ void free_world(hitable **d_list, hitable **d_world, int n) {
  if (threadIdx.x != 0 || blockIdx.x != 0)
    return;
  for (int i = 0; i < n; i++) {
    delete ((sphere *)d_list[i])->mat_ptr;
    delete d_list[i];
  }
  delete *d_world;
}
