// @realcode SHOC-style molecular dynamics: Lennard-Jones forces over a fixed-width neighbour list (column-major, as SHOC lays it out), float4 positions read through __ldg, cutoff test, force accumulated in registers and written as float4.
// @let NA = 1 << 18
// @let MAXN = 64
// @buf pos f32[NA * 4] uniform(0, 20)
// @buf nbr i32[NA * MAXN] uniform(0, 262144)
// @buf force f32[NA * 4] zero
// @launch compute_lj_force_t<float, float4, float4> grid(NA / 128) block(128) args(force, pos, nbr, i32(MAXN), f32(16.0), f32(1.5), f32(2.0), i32(NA))
// @check force rel=1e-3 abs=1e-2
#include <cuda_runtime.h>

template <typename T, typename posVecType, typename forceVecType>
__global__ void compute_lj_force_t(forceVecType *__restrict__ d_force, const posVecType *__restrict__ d_position,
                                   const int *__restrict__ neighList, int neighCount, T cutsq, T lj1, T lj2,
                                   int inum) {
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx >= inum) return;
  posVecType ipos = __ldg(&d_position[idx]);
  forceVecType f = {0.0f, 0.0f, 0.0f, 0.0f};
  int j = 0;
  while (j < neighCount) {
    int jidx = neighList[j * inum + idx];
    posVecType jpos = __ldg(&d_position[jidx]);
    T delx = ipos.x - jpos.x, dely = ipos.y - jpos.y, delz = ipos.z - jpos.z;
    T r2inv = delx * delx + dely * dely + delz * delz;
    if (r2inv < cutsq && r2inv > (T)1e-6) {
      r2inv = (T)1.0 / r2inv;
      T r6inv = r2inv * r2inv * r2inv;
      T force = r2inv * r6inv * (lj1 * r6inv - lj2);
      f.x += delx * force;
      f.y += dely * force;
      f.z += delz * force;
    }
    j++;
  }
  d_force[idx] = f;
}

template __global__ void compute_lj_force_t<float, float4, float4>(float4 *__restrict__, const float4 *__restrict__,
                                                                   const int *__restrict__, int, float, float, float, int);
