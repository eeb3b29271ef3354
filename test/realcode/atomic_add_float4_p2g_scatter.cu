// @realcode Particle-to-grid transfer of a material point method step (the MLS-MPM style of Taichi- and Warp-generated CUDA) written for sm_90's vector atomics: each particle scatters its mass-weighted momentum and mass as one float4 (mv.x, mv.y, mv.z, m) to the 27 nodes of its quadratic B-spline stencil with atomicAdd(float4 *, float4), the spline weights computed per axis in a small struct, the affine APIC term C * dpos added per node, and a float2 atomicAdd accumulating per-node (volume, count); a grid update then turns momentum into velocity with gravity and boundary conditions.
// @let NP = 1 << 20
// @let G = 64
// @let NG = G * G * G
// @buf pos f32[NP * 4] uniform(0.1, 0.9)
// @buf vel f32[NP * 4] uniform(-1, 1)
// @buf affine f32[NP * 9] uniform(-0.5, 0.5)
// @buf grid_mv f32[NG * 4] zero
// @buf grid_vol f32[NG * 2] zero
// @buf grid_v f32[NG * 4] zero
// @launch p2g_scatter grid(cdiv(NP, 128)) block(128) args(pos, vel, affine, grid_mv, grid_vol, i32(NP), i32(G), f32(0.001), f32(0.0002))
// @launch grid_update grid(cdiv(NG, 256)) block(256) args(grid_mv, grid_v, i32(G), f32(0.0001))
// @check grid_mv abs=1e-4 rel=1e-4
// @check grid_vol abs=1e-5 rel=1e-4
// @check grid_v abs=1e-3 rel=1e-3
#include <cuda_runtime.h>

struct BSpline {
  int base;
  float w[3];
  float fx;
};

__device__ __forceinline__ BSpline quadratic(float x_grid) {
  BSpline s;
  s.base = (int)(x_grid - 0.5f);
  s.fx = x_grid - (float)s.base;
  s.w[0] = 0.5f * (1.5f - s.fx) * (1.5f - s.fx);
  s.w[1] = 0.75f - (s.fx - 1.f) * (s.fx - 1.f);
  s.w[2] = 0.5f * (s.fx - 0.5f) * (s.fx - 0.5f);
  return s;
}

__global__ void __launch_bounds__(128) p2g_scatter(const float4 *__restrict__ pos, const float4 *__restrict__ vel,
                                                  const float *__restrict__ affine, float4 *grid_mv, float2 *grid_vol,
                                                  int np, int g, float p_mass, float p_vol) {
  const int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= np) return;
  const float inv_dx = (float)g;
  const float4 x = pos[p], v = vel[p];
  const BSpline sx = quadratic(x.x * inv_dx), sy = quadratic(x.y * inv_dx), sz = quadratic(x.z * inv_dx);
  float C[9];
#pragma unroll
  for (int k = 0; k < 9; ++k) C[k] = affine[(size_t)p * 9 + k];
#pragma unroll
  for (int i = 0; i < 3; ++i)
#pragma unroll
    for (int j = 0; j < 3; ++j)
#pragma unroll
      for (int k = 0; k < 3; ++k) {
        const float dx = ((float)i - sx.fx) / inv_dx, dy = ((float)j - sy.fx) / inv_dx, dz = ((float)k - sz.fx) / inv_dx;
        const float w = sx.w[i] * sy.w[j] * sz.w[k];
        const float ax = C[0] * dx + C[1] * dy + C[2] * dz;
        const float ay = C[3] * dx + C[4] * dy + C[5] * dz;
        const float az = C[6] * dx + C[7] * dy + C[8] * dz;
        const int node = ((sx.base + i) * g + (sy.base + j)) * g + (sz.base + k);
        atomicAdd(grid_mv + node, make_float4(w * p_mass * (v.x + ax), w * p_mass * (v.y + ay), w * p_mass * (v.z + az),
                                              w * p_mass));
        atomicAdd(grid_vol + node, make_float2(w * p_vol, 1.f));
      }
}

__global__ void grid_update(const float4 *__restrict__ grid_mv, float4 *__restrict__ grid_v, int g, float dt) {
  const int n = blockIdx.x * blockDim.x + threadIdx.x;
  if (n >= g * g * g) return;
  const float4 mv = grid_mv[n];
  float4 out = make_float4(0.f, 0.f, 0.f, 0.f);
  if (mv.w > 0.f) {
    const float inv_m = 1.f / mv.w;
    out = make_float4(mv.x * inv_m, mv.y * inv_m - 9.8f * dt, mv.z * inv_m, mv.w);
    const int i = n / (g * g), j = (n / g) % g, k = n % g;
    if (i < 3 && out.x < 0.f) out.x = 0.f;
    if (i > g - 3 && out.x > 0.f) out.x = 0.f;
    if (j < 3 && out.y < 0.f) out.y = 0.f;
    if (j > g - 3 && out.y > 0.f) out.y = 0.f;
    if (k < 3 && out.z < 0.f) out.z = 0.f;
    if (k > g - 3 && out.z > 0.f) out.z = 0.f;
  }
  grid_v[n] = out;
}
