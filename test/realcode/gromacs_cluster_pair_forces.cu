// @realcode Short-range nonbonded forces in the GROMACS nbnxm cluster-pair style: atoms grouped in clusters of 8 with float4 (x, y, z, charge) coordinates read through __ldg, a pair list of (i-cluster, j-cluster, 64-bit interaction mask) entries, one warp per i-cluster with lanes split 8 i-atoms x 4 j-lanes, Lennard-Jones + reaction-field Coulomb with a cutoff, the j-forces reduced across the i-atom lanes by a __shfl_xor_sync butterfly on a float3 struct and scattered with atomicAdd, i-forces reduced over the j-lanes and written once per cluster.
// @let NCL = 1 << 15
// @let NPAIR = NCL * 16
// @buf xq f32[NCL * 8 * 4] uniform(0, 3)
// @buf pairs i32[NPAIR * 2] uniform(0, NCL)
// @buf masks u64[NPAIR] uniform(0, 1 << 62)
// @buf f f32[NCL * 8 * 4] zero
// @buf energy f32[NCL] zero
// @launch nbnxm_forces grid(NCL / 4) block(128) args(xq, pairs, masks, f, energy, i32(NCL), f32(1.69), f32(0.1), f32(0.01))
// @check f abs=5e-2 rel=1e-3
// @check energy abs=1e-2 rel=1e-3
#include <cuda_runtime.h>

#define CLUSTER 8
#define PAIRS_PER_CLUSTER 16

struct F3 {
  float x, y, z;
};

static __device__ __forceinline__ F3 shfl_xor(const F3 &v, int mask) {
  F3 r;
  r.x = __shfl_xor_sync(0xffffffffu, v.x, mask);
  r.y = __shfl_xor_sync(0xffffffffu, v.y, mask);
  r.z = __shfl_xor_sync(0xffffffffu, v.z, mask);
  return r;
}
static __device__ __forceinline__ F3 operator+(const F3 &a, const F3 &b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }

__global__ void __launch_bounds__(128) nbnxm_forces(const float4 *__restrict__ xq, const int2 *__restrict__ pairs,
                                                    const unsigned long long *__restrict__ masks, float4 *__restrict__ f,
                                                    float *__restrict__ energy, int ncl, float rc2, float c6, float c12) {
  const int warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  const int lane = threadIdx.x & 31;
  if (warp >= ncl) return;
  const int ia = lane & 7; // i-atom within the cluster
  const int jl = lane >> 3; // which of 4 j-lanes
  const int ci = warp;
  const float4 xi = __ldg(xq + ci * CLUSTER + ia);
  F3 fi = {0.f, 0.f, 0.f};
  float e = 0.f;
  for (int p = 0; p < PAIRS_PER_CLUSTER; ++p) {
    const int entry = ci * PAIRS_PER_CLUSTER + p;
    const int cj = __ldg(&pairs[entry].y);
    const unsigned long long mask = __ldg(masks + entry);
#pragma unroll
    for (int jj = 0; jj < CLUSTER; jj += 4) {
      const int ja = jj + jl;
      const float4 xj = __ldg(xq + cj * CLUSTER + ja);
      const float dx = xi.x - xj.x, dy = xi.y - xj.y, dz = xi.z - xj.z;
      const float r2 = dx * dx + dy * dy + dz * dz + 0.25f; // soft core
      const bool on = ((mask >> (ia * CLUSTER + ja)) & 1ull) && r2 < rc2;
      float fscal = 0.f;
      if (on) {
        const float rinv2 = 1.f / r2;
        const float rinv6 = rinv2 * rinv2 * rinv2;
        const float vlj = (c12 * rinv6 - c6) * rinv6;
        const float rinv = rsqrtf(r2);
        const float qq = xi.w * xj.w;
        const float vc = qq * (rinv + 0.5f * r2 / rc2 - 1.5f * rsqrtf(rc2));
        fscal = (12.f * c12 * rinv6 * rinv6 - 6.f * c6 * rinv6) * rinv2 + qq * (rinv * rinv2 - 1.f / (rc2 * sqrtf(rc2)));
        e += 0.5f * (vlj + vc);
      }
      const F3 fij = {fscal * dx, fscal * dy, fscal * dz};
      fi = fi + fij;
      // j-force: sum over the 8 i-atom lanes (xor 1, 2, 4 stays inside the group of 8).
      F3 fj = fij;
      fj = fj + shfl_xor(fj, 1);
      fj = fj + shfl_xor(fj, 2);
      fj = fj + shfl_xor(fj, 4);
      if (ia == 0 && cj != ci) {
        float4 *dst = f + cj * CLUSTER + ja;
        atomicAdd(&dst->x, -fj.x);
        atomicAdd(&dst->y, -fj.y);
        atomicAdd(&dst->z, -fj.z);
      }
    }
  }
  // i-force: sum over the 4 j-lanes (xor 8, 16).
  fi = fi + shfl_xor(fi, 8);
  fi = fi + shfl_xor(fi, 16);
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) e += __shfl_xor_sync(0xffffffffu, e, o);
  if (jl == 0) {
    float4 *dst = f + ci * CLUSTER + ia;
    atomicAdd(&dst->x, fi.x);
    atomicAdd(&dst->y, fi.y);
    atomicAdd(&dst->z, fi.z);
  }
  if (lane == 0) energy[ci] = e;
}
