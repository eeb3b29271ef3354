// @realcode A discrete element method (DEM) granular step in the style of GPU DEM codes (LIGGGHTS-GPU, Chrono::Gpu): spheres binned four to a cell of a uniform grid in a fixed order, one thread per sphere visiting the 27 neighbouring cells, Hertz-Mindlin normal force with viscoelastic damping from the effective radius and mass, a tangential spring-less Coulomb-limited damping force and the rolling torque it induces, material constants in a __constant__ struct, double3-free float3 operators, then a semi-implicit Euler update of velocity, angular velocity and position with gravity and a floor contact.
// @let CX = 64
// @let CY = 64
// @let CZ = 32
// @let PER = 4
// @let N = CX * CY * CZ * PER
// @buf jitter f32[N * 3] uniform(-0.08, 0.08)
// @buf vel_init f32[N * 3] uniform(-0.5, 0.5)
// @buf pos f32[N * 4] zero
// @buf vel f32[N * 4] zero
// @buf omega f32[N * 4] zero
// @buf force f32[N * 4] zero
// @buf torque f32[N * 4] zero
// @const c_mat f32[8] set(0, 1e6) set(1, 0.3) set(2, 0.5) set(3, 0.2) set(4, 0.00105) set(5, 2500.0) set(6, 0.0) set(7, 0.0)
// @launch seed_particles grid(N / 256) block(256) args(jitter, vel_init, pos, vel, omega, i32(CX), i32(CY), i32(CZ))
// @launch compute_contacts grid(N / 128) block(128) args(pos, vel, omega, force, torque, i32(CX), i32(CY), i32(CZ))
// @launch integrate_particles grid(N / 256) block(256) args(pos, vel, omega, force, torque, i32(N), f32(1e-5))
// @check pos abs=1e-5 rel=1e-5
// @check vel abs=1e-4 rel=1e-3
// @check omega abs=1e-2 rel=1e-3
// @check force abs=1e-6 rel=1e-3
// @check torque abs=1e-9 rel=1e-3

struct MaterialParams {
  float youngs_modulus;
  float poisson_ratio;
  float restitution_damping; // viscoelastic normal damping coefficient
  float friction;            // Coulomb coefficient
  float radius;              // sphere radius: two spheres of a cell 0.5 cells apart overlap slightly
  float density;
  float pad0, pad1;
};
__constant__ MaterialParams c_mat;

inline __device__ float3 operator+(float3 a, float3 b) { return make_float3(a.x + b.x, a.y + b.y, a.z + b.z); }
inline __device__ float3 operator-(float3 a, float3 b) { return make_float3(a.x - b.x, a.y - b.y, a.z - b.z); }
inline __device__ float3 operator*(float3 a, float s) { return make_float3(a.x * s, a.y * s, a.z * s); }
inline __device__ float3 &operator+=(float3 &a, float3 b) { a.x += b.x; a.y += b.y; a.z += b.z; return a; }
inline __device__ float dot(float3 a, float3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
inline __device__ float3 cross(float3 a, float3 b) { return make_float3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x); }
inline __device__ float3 xyz(float4 v) { return make_float3(v.x, v.y, v.z); }

#define CELL_SIZE 0.004f

// PER spheres per cell, sphere i in cell i / 4, placed at a fixed sub-position plus jitter
__global__ void seed_particles(const float *jitter, const float *vel_init, float4 *pos, float4 *vel, float4 *omega, int cx, int cy, int cz) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int cell = i / 4, sub = i % 4;
  int x = cell % cx, y = (cell / cx) % cy, z = cell / (cx * cy);
  float ox = (sub & 1) ? 0.75f : 0.25f, oy = (sub & 2) ? 0.75f : 0.25f, oz = (sub & 1) ^ ((sub >> 1) & 1) ? 0.7f : 0.3f;
  pos[i] = make_float4((x + ox + jitter[3 * i]) * CELL_SIZE, (y + oy + jitter[3 * i + 1]) * CELL_SIZE,
                       (z + oz + jitter[3 * i + 2]) * CELL_SIZE, 0.f);
  vel[i] = make_float4(vel_init[3 * i], vel_init[3 * i + 1], vel_init[3 * i + 2], 0.f);
  omega[i] = make_float4(0.f, 0.f, 0.f, 0.f);
}

__device__ void hertz_mindlin(float3 xi, float3 vi, float3 wi, float3 xj, float3 vj, float3 wj, float3 &f, float3 &t) {
  const float r = c_mat.radius;
  const float3 d = xi - xj;
  const float dist2 = dot(d, d);
  if (dist2 >= 4.f * r * r || dist2 == 0.f)
    return;
  const float dist = sqrtf(dist2);
  const float overlap = 2.f * r - dist;
  const float3 n = d * (1.f / dist);
  const float e_star = c_mat.youngs_modulus / (2.f * (1.f - c_mat.poisson_ratio * c_mat.poisson_ratio));
  const float r_star = 0.5f * r;
  const float m = c_mat.density * 4.18879f * r * r * r;
  const float m_star = 0.5f * m;
  const float sqrt_rd = sqrtf(r_star * overlap);
  const float kn = 4.f / 3.f * e_star * sqrt_rd;
  // relative velocity at the contact point
  const float3 vrel = (vi - vj) + cross(wi * r, n * -1.f) - cross(wj * r, n);
  const float vn = dot(vrel, n);
  const float3 vt = vrel - n * vn;
  const float gamma_n = c_mat.restitution_damping * 2.f * sqrtf(m_star * 2.f * e_star * sqrt_rd);
  const float fn_mag = fmaxf(kn * overlap - gamma_n * vn, 0.f);
  float3 fn = n * fn_mag;
  // tangential damping capped by Coulomb friction
  const float vt_mag = sqrtf(dot(vt, vt));
  float3 ft = make_float3(0.f, 0.f, 0.f);
  if (vt_mag > 1e-12f) {
    const float ft_mag = fminf(gamma_n * vt_mag, c_mat.friction * fn_mag);
    ft = vt * (-ft_mag / vt_mag);
  }
  f += fn + ft;
  t += cross(n * -r, ft);
}

__global__ void __launch_bounds__(128) compute_contacts(const float4 *__restrict__ pos, const float4 *__restrict__ vel, const float4 *__restrict__ omega,
                                                        float4 *__restrict__ force, float4 *__restrict__ torque, int cx, int cy, int cz) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const float3 xi = xyz(pos[i]), vi = xyz(vel[i]), wi = xyz(omega[i]);
  const int cell = i / 4;
  const int x = cell % cx, y = (cell / cx) % cy, z = cell / (cx * cy);
  float3 f = make_float3(0.f, 0.f, 0.f), t = make_float3(0.f, 0.f, 0.f);
  for (int dz = -1; dz <= 1; ++dz) {
    const int nz = z + dz;
    if (nz < 0 || nz >= cz) continue;
    for (int dy = -1; dy <= 1; ++dy) {
      const int ny = y + dy;
      if (ny < 0 || ny >= cy) continue;
      for (int dx = -1; dx <= 1; ++dx) {
        const int nx = x + dx;
        if (nx < 0 || nx >= cx) continue;
        const int first = ((nz * cy + ny) * cx + nx) * 4;
#pragma unroll
        for (int j = first; j < first + 4; ++j)
          if (j != i)
            hertz_mindlin(xi, vi, wi, xyz(__ldg(&pos[j])), xyz(__ldg(&vel[j])), xyz(__ldg(&omega[j])), f, t);
      }
    }
  }
  force[i] = make_float4(f.x, f.y, f.z, 0.f);
  torque[i] = make_float4(t.x, t.y, t.z, 0.f);
}

__global__ void integrate_particles(float4 *pos, float4 *vel, float4 *omega, const float4 *force, const float4 *torque, int n, float dt) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const float r = c_mat.radius;
  const float m = c_mat.density * 4.18879f * r * r * r;
  const float inertia = 0.4f * m * r * r;
  float3 v = xyz(vel[i]) + (xyz(force[i]) * (1.f / m) + make_float3(0.f, 0.f, -9.81f)) * dt;
  float3 w = xyz(omega[i]) + xyz(torque[i]) * (dt / inertia);
  float3 p = xyz(pos[i]) + v * dt;
  if (p.z < r) { // the floor: reflect with restitution 0.5
    p.z = r;
    v.z = -0.5f * v.z;
  }
  pos[i] = make_float4(p.x, p.y, p.z, 0.f);
  vel[i] = make_float4(v.x, v.y, v.z, 0.f);
  omega[i] = make_float4(w.x, w.y, w.z, 0.f);
}
