// @realcode A smoothed-particle-hydrodynamics step in the cuda-samples helper_math.h style: inline __host__ __device__ operator overloads on float3/float4 (+, -, *, /, +=, unary minus, scalar on either side), dot/length/normalize/lerp/clamp/fminf/fmaxf overloads for float3, make_float3(float4) truncation, a __constant__ SimParams struct, poly6 density and spiky-gradient pressure plus viscosity-Laplacian forces over a tiled all-pairs loop with float4 positions staged in __shared__ memory, and a semi-implicit Euler integrate with box-wall reflection.
// @let N = 16384
// @const params f32[8] set(0, 0.045) set(1, 0.02) set(2, 3.0) set(3, 1000.0) set(4, 0.2) set(5, 0.0005) set(6, -9.8) set(7, 0.5)
// @buf pos f32[N * 4] uniform(0, 1)
// @buf vel f32[N * 4] uniform(-0.1, 0.1)
// @buf density f32[N] zero
// @buf new_pos f32[N * 4] zero
// @buf new_vel f32[N * 4] zero
// @launch compute_density grid(N / 128) block(128) args(pos, density, i32(N))
// @launch compute_forces_integrate grid(N / 128) block(128) args(pos, vel, density, new_pos, new_vel, i32(N))
// @check density rel=1e-4 abs=1e-3
// @check new_pos rel=1e-4 abs=1e-5
// @check new_vel rel=1e-3 abs=1e-4
#include <cuda_runtime.h>
#include <math_constants.h>

inline __host__ __device__ float3 make_float3(float4 a) { return make_float3(a.x, a.y, a.z); }
inline __host__ __device__ float3 operator-(float3 &a) { return make_float3(-a.x, -a.y, -a.z); }
inline __host__ __device__ float3 operator+(float3 a, float3 b) { return make_float3(a.x + b.x, a.y + b.y, a.z + b.z); }
inline __host__ __device__ void operator+=(float3 &a, float3 b) { a.x += b.x; a.y += b.y; a.z += b.z; }
inline __host__ __device__ float3 operator-(float3 a, float3 b) { return make_float3(a.x - b.x, a.y - b.y, a.z - b.z); }
inline __host__ __device__ float3 operator*(float3 a, float b) { return make_float3(a.x * b, a.y * b, a.z * b); }
inline __host__ __device__ float3 operator*(float b, float3 a) { return make_float3(b * a.x, b * a.y, b * a.z); }
inline __host__ __device__ float3 operator*(float3 a, float3 b) { return make_float3(a.x * b.x, a.y * b.y, a.z * b.z); }
inline __host__ __device__ float3 operator/(float3 a, float b) { return make_float3(a.x / b, a.y / b, a.z / b); }
inline __host__ __device__ float dot(float3 a, float3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
inline __host__ __device__ float length(float3 v) { return sqrtf(dot(v, v)); }
inline __host__ __device__ float3 normalize(float3 v) { float invLen = rsqrtf(dot(v, v)); return v * invLen; }
inline __device__ __host__ float lerp(float a, float b, float t) { return a + t * (b - a); }
inline __device__ __host__ float3 lerp(float3 a, float3 b, float t) { return a + t * (b - a); }
inline __device__ __host__ float clamp(float f, float a, float b) { return fmaxf(a, fminf(f, b)); }
inline __device__ __host__ float3 clamp(float3 v, float a, float b) { return make_float3(clamp(v.x, a, b), clamp(v.y, a, b), clamp(v.z, a, b)); }
inline __host__ __device__ float3 fminf(float3 a, float3 b) { return make_float3(fminf(a.x, b.x), fminf(a.y, b.y), fminf(a.z, b.z)); }
inline __host__ __device__ float3 fmaxf(float3 a, float3 b) { return make_float3(fmaxf(a.x, b.x), fmaxf(a.y, b.y), fmaxf(a.z, b.z)); }
inline __host__ __device__ float4 make_float4(float3 a, float w) { return make_float4(a.x, a.y, a.z, w); }

struct SimParams {
  float h;           // smoothing radius
  float mass;
  float stiffness;
  float rest_density;
  float viscosity;
  float dt;
  float gravity;
  float damping;
};
__constant__ SimParams params;

__device__ float poly6(float r2, float h) {
  float h2 = h * h;
  if (r2 >= h2) return 0.f;
  float d = h2 - r2;
  return 315.f / (64.f * CUDART_PI_F * powf(h, 9.f)) * d * d * d;
}

__global__ void compute_density(const float4 *__restrict__ pos, float *density, int n) {
  __shared__ float4 tile[128];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float3 pi = make_float3(pos[i]);
  float rho = 0.f;
  for (int base = 0; base < n; base += blockDim.x) {
    tile[threadIdx.x] = pos[base + threadIdx.x];
    __syncthreads();
    for (int j = 0; j < blockDim.x; ++j) {
      float3 d = pi - make_float3(tile[j]);
      rho += params.mass * poly6(dot(d, d), params.h);
    }
    __syncthreads();
  }
  density[i] = rho;
}

__global__ void compute_forces_integrate(const float4 *__restrict__ pos, const float4 *__restrict__ vel,
                                         const float *__restrict__ density, float4 *new_pos, float4 *new_vel, int n) {
  __shared__ float4 tpos[128];
  __shared__ float4 tvel[128];
  __shared__ float trho[128];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float3 pi = make_float3(pos[i]), vi = make_float3(vel[i]);
  float rhoi = density[i];
  float pressi = params.stiffness * (rhoi - params.rest_density);
  const float h = params.h;
  const float spiky = -45.f / (CUDART_PI_F * powf(h, 6.f));
  const float visc = 45.f / (CUDART_PI_F * powf(h, 6.f));
  float3 force = make_float3(0.f, 0.f, 0.f);
  for (int base = 0; base < n; base += blockDim.x) {
    tpos[threadIdx.x] = pos[base + threadIdx.x];
    tvel[threadIdx.x] = vel[base + threadIdx.x];
    trho[threadIdx.x] = density[base + threadIdx.x];
    __syncthreads();
    for (int j = 0; j < blockDim.x; ++j) {
      float3 d = pi - make_float3(tpos[j]);
      float r = length(d);
      if (r > 0.f && r < h) {
        float rhoj = fmaxf(trho[j], 1e-6f);
        float pressj = params.stiffness * (rhoj - params.rest_density);
        float3 dir = normalize(d);
        force += -params.mass * (pressi + pressj) / (2.f * rhoj) * spiky * (h - r) * (h - r) * dir;
        force += params.viscosity * params.mass * (make_float3(tvel[j]) - vi) / rhoj * visc * (h - r);
      }
    }
    __syncthreads();
  }
  float3 accel = force / fmaxf(rhoi, 1e-6f) + make_float3(0.f, params.gravity, 0.f);
  float3 v = vi + accel * params.dt;
  float3 p = pi + v * params.dt;
  float3 lo = make_float3(0.f, 0.f, 0.f), hi = make_float3(1.f, 1.f, 1.f);
  float3 clamped = fmaxf(lo, fminf(hi, p));
  if (clamped.x != p.x) v.x *= -params.damping;
  if (clamped.y != p.y) v.y *= -params.damping;
  if (clamped.z != p.z) v.z *= -params.damping;
  new_pos[i] = make_float4(lerp(pi, clamped, 1.f), 1.f);
  new_vel[i] = make_float4(clamp(v, -10.f, 10.f), 0.f);
}
