// @realcode Brute-force closest-hit ray casting against a triangle soup with the Moller-Trumbore test: a float3 vector struct with operator overloads, cross and dot as inline functions, triangles staged through __shared__ in batches of blockDim.x, one primary ray per pixel from a pinhole camera, the nearest hit kept as (t, triangle id) and packed into a 64-bit key (float bits of t high, id low) so a second pass can take atomicMin over rays sharing a pixel bucket; barycentrics written out for shading.
// @let WIDTH = 512
// @let HEIGHT = 512
// @let NTRI = 2048
// @buf verts f32[NTRI * 9] uniform(-1, 1)
// @buf hit_t f32[WIDTH * HEIGHT] zero
// @buf hit_id i32[WIDTH * HEIGHT] zero
// @buf bary f32[WIDTH * HEIGHT * 2] zero
// @buf tiles u64[(WIDTH / 16) * (HEIGHT / 16)] fill(-1)
// @launch cast_primary_rays grid(WIDTH / 16, HEIGHT / 16) block(16, 16) args(verts, hit_t, hit_id, bary, i32(NTRI), i32(WIDTH), i32(HEIGHT))
// @launch nearest_per_tile grid(WIDTH * HEIGHT / 256) block(256) args(hit_t, hit_id, tiles, i32(WIDTH))
// @check hit_t rel=1e-5 abs=1e-5
// @check hit_id exact
// @check bary rel=1e-3 abs=1e-4
// @check tiles exact

struct vec3 {
  float x, y, z;
  __host__ __device__ vec3() {}
  __host__ __device__ constexpr vec3(float a, float b, float c) : x(a), y(b), z(c) {}
  __host__ __device__ vec3 operator-(const vec3 &o) const { return vec3(x - o.x, y - o.y, z - o.z); }
  __host__ __device__ vec3 operator+(const vec3 &o) const { return vec3(x + o.x, y + o.y, z + o.z); }
  __host__ __device__ vec3 operator*(float s) const { return vec3(x * s, y * s, z * s); }
};
__host__ __device__ inline float dot(const vec3 &a, const vec3 &b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
__host__ __device__ inline vec3 cross(const vec3 &a, const vec3 &b) {
  return vec3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x);
}

struct Tri {
  vec3 v0, e1, e2;
};

// Returns t > eps on a hit (u, v barycentrics), else -1.
__device__ __forceinline__ float intersect(const vec3 &orig, const vec3 &dir, const Tri &tri, float &u, float &v) {
  const float EPS = 1e-7f;
  vec3 p = cross(dir, tri.e2);
  float det = dot(tri.e1, p);
  if (fabsf(det) < EPS) return -1.0f;
  float inv = 1.0f / det;
  vec3 s = orig - tri.v0;
  u = dot(s, p) * inv;
  if (u < 0.0f || u > 1.0f) return -1.0f;
  vec3 q = cross(s, tri.e1);
  v = dot(dir, q) * inv;
  if (v < 0.0f || u + v > 1.0f) return -1.0f;
  float t = dot(tri.e2, q) * inv;
  return t > EPS ? t : -1.0f;
}

__global__ void cast_primary_rays(const float *__restrict__ verts, float *__restrict__ hit_t, int *__restrict__ hit_id,
                                  float2 *__restrict__ bary, int ntri, int width, int height) {
  __shared__ Tri batch[256];
  const int px = blockIdx.x * blockDim.x + threadIdx.x;
  const int py = blockIdx.y * blockDim.y + threadIdx.y;
  const int tid = threadIdx.y * blockDim.x + threadIdx.x;
  const vec3 eye(0.0f, 0.0f, -3.0f);
  vec3 dir((px + 0.5f) / width * 2.0f - 1.0f, (py + 0.5f) / height * 2.0f - 1.0f, 1.5f);
  dir = dir * rsqrtf(dot(dir, dir));
  float best = 1e30f, bu = 0.0f, bv = 0.0f;
  int best_id = -1;
  for (int base = 0; base < ntri; base += 256) {
    if (base + tid < ntri) {
      const float *t = verts + (size_t)(base + tid) * 9;
      vec3 a(t[0], t[1], t[2]), b(t[3], t[4], t[5]), c(t[6], t[7], t[8]);
      batch[tid] = Tri{a, b - a, c - a};
    }
    __syncthreads();
    const int count = min(256, ntri - base);
    for (int k = 0; k < count; k++) {
      float u, v;
      float t = intersect(eye, dir, batch[k], u, v);
      if (t > 0.0f && t < best) {
        best = t;
        best_id = base + k;
        bu = u;
        bv = v;
      }
    }
    __syncthreads();
  }
  const int pix = py * width + px;
  hit_t[pix] = best_id >= 0 ? best : -1.0f;
  hit_id[pix] = best_id;
  bary[pix] = make_float2(bu, bv);
}

// The nearest hit of each 16x16 tile: positive float bits order like the floats.
__global__ void nearest_per_tile(const float *__restrict__ hit_t, const int *__restrict__ hit_id,
                                 unsigned long long *__restrict__ tiles, int width) {
  int pix = blockIdx.x * blockDim.x + threadIdx.x;
  float t = hit_t[pix];
  if (t < 0.0f) return;
  int tile = (pix / width / 16) * (width / 16) + (pix % width) / 16;
  unsigned long long key = (unsigned long long)__float_as_uint(t) << 32 | (unsigned)hit_id[pix];
  atomicMin(&tiles[tile], key);
}
