// @realcode Ray casting through a 256^3 occupancy grid as voxel renderers and lidar simulators write it: a ray-box slab test against the grid's bounds (inverse directions, fminf/fmaxf per axis, tnear/tfar), then the Amanatides-Woo 3-D DDA stepping voxel to voxel with per-axis tMax/tDelta until a set bit of the packed uint32 occupancy words or the exit; one thread per ray, a Ray/Hit pair of plain structs, and the hit voxel, distance and step count written per ray.
// @let R = 1 << 21
// @let G = 256
// @buf origins f32[R * 4] uniform(-64, 320)
// @buf targets f32[R * 4] uniform(0, 256)
// @buf occupancy u32[G * G * G / 32] uniform(0, 4294967295)
// @buf hit_voxel i32[R] zero
// @buf hit_t f32[R] zero
// @buf steps i32[R] zero
// @launch sparsify_occupancy grid(G * G * G / 32 / 256) block(256) args(occupancy, i32(G * G * G / 32))
// @launch cast_rays<256> grid(R / 128) block(128) args(origins, targets, occupancy, hit_voxel, hit_t, steps, i32(R))
// @check occupancy exact
// @check hit_voxel frac=1e-3 (a ray passing within rounding of a voxel edge or corner may step into the neighbouring voxel first under another FMA contraction)
// @check hit_t abs=1e-3 rel=1e-4 frac=1e-3 (follows the voxel)
// @check steps frac=1e-3 (follows the voxel)
#include <cstdint>

struct Ray {
  float3 o, d;
};
struct Hit {
  int voxel;
  float t;
  int steps;
};

// Random words have half their bits set; keep about one in 64 voxels occupied.
__global__ void sparsify_occupancy(uint32_t *occ, int words) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < words) occ[i] = occ[i] & (occ[i] >> 7) & (occ[i] >> 13) & (occ[i] << 5) & (occ[i] << 11) & (occ[i] >> 3);
}

__device__ __forceinline__ bool slab(const Ray &r, float3 inv, float3 lo, float3 hi, float &tnear, float &tfar) {
  float tx0 = (lo.x - r.o.x) * inv.x, tx1 = (hi.x - r.o.x) * inv.x;
  float ty0 = (lo.y - r.o.y) * inv.y, ty1 = (hi.y - r.o.y) * inv.y;
  float tz0 = (lo.z - r.o.z) * inv.z, tz1 = (hi.z - r.o.z) * inv.z;
  tnear = fmaxf(fmaxf(fminf(tx0, tx1), fminf(ty0, ty1)), fmaxf(fminf(tz0, tz1), 0.0f));
  tfar = fminf(fminf(fmaxf(tx0, tx1), fmaxf(ty0, ty1)), fmaxf(tz0, tz1));
  return tnear <= tfar;
}

__device__ __forceinline__ bool occupied(const uint32_t *__restrict__ occ, int x, int y, int z, int g) {
  int idx = (z * g + y) * g + x;
  return (__ldg(occ + idx / 32) >> (idx % 32)) & 1u;
}

template <int GRID>
__device__ Hit march(const Ray &r, const uint32_t *__restrict__ occ) {
  Hit h{-1, -1.0f, 0};
  float3 inv = make_float3(1.0f / r.d.x, 1.0f / r.d.y, 1.0f / r.d.z);
  float tnear, tfar;
  if (!slab(r, inv, make_float3(0.f, 0.f, 0.f), make_float3(GRID, GRID, GRID), tnear, tfar)) return h;
  float3 p = make_float3(r.o.x + tnear * r.d.x, r.o.y + tnear * r.d.y, r.o.z + tnear * r.d.z);
  int x = min(max((int)floorf(p.x), 0), GRID - 1);
  int y = min(max((int)floorf(p.y), 0), GRID - 1);
  int z = min(max((int)floorf(p.z), 0), GRID - 1);
  const int sx = r.d.x > 0.f ? 1 : -1, sy = r.d.y > 0.f ? 1 : -1, sz = r.d.z > 0.f ? 1 : -1;
  float tmx = ((x + (sx > 0)) - r.o.x) * inv.x;
  float tmy = ((y + (sy > 0)) - r.o.y) * inv.y;
  float tmz = ((z + (sz > 0)) - r.o.z) * inv.z;
  const float tdx = fabsf(inv.x), tdy = fabsf(inv.y), tdz = fabsf(inv.z);
  float t = tnear;
  while (true) {
    if (occupied(occ, x, y, z, GRID)) {
      h.voxel = (z * GRID + y) * GRID + x;
      h.t = t;
      return h;
    }
    ++h.steps;
    if (tmx < tmy && tmx < tmz) {
      x += sx; t = tmx; tmx += tdx;
      if (x < 0 || x >= GRID) break;
    } else if (tmy < tmz) {
      y += sy; t = tmy; tmy += tdy;
      if (y < 0 || y >= GRID) break;
    } else {
      z += sz; t = tmz; tmz += tdz;
      if (z < 0 || z >= GRID) break;
    }
  }
  return h;
}

template <int GRID>
__global__ void __launch_bounds__(128) cast_rays(const float4 *__restrict__ origins, const float4 *__restrict__ targets,
                                                 const uint32_t *__restrict__ occ, int *__restrict__ hit_voxel,
                                                 float *__restrict__ hit_t, int *__restrict__ steps, int nrays) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= nrays) return;
  float4 o = origins[i], tg = targets[i];
  Ray r;
  r.o = make_float3(o.x, o.y, o.z);
  float3 d = make_float3(tg.x - o.x, tg.y - o.y, tg.z - o.z);
  float inv_len = rsqrtf(d.x * d.x + d.y * d.y + d.z * d.z);
  r.d = make_float3(d.x * inv_len, d.y * inv_len, d.z * inv_len);
  Hit h = march<GRID>(r, occ);
  hit_voxel[i] = h.voxel;
  hit_t[i] = h.t;
  steps[i] = h.steps;
}

template __global__ void cast_rays<256>(const float4 *, const float4 *, const uint32_t *, int *, float *, int *, int);
