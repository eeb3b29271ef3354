// @realcode Particle-in-cell plasma step in the PIConGPU / WarpX-lite style: particles as structure-of-arrays float4 (x, y, vx, vy) plus a charge array, fields E and B on a periodic 2-D grid gathered with cloud-in-cell weights, the Boris rotation (half electric kick, magnetic rotation with t = q B dt / 2m and s = 2t / (1 + t^2), second half kick) in a __device__ function taking float3 by reference, periodic wrap with fmodf-free floor arithmetic, and the current deposited back onto the grid with four atomicAdds per particle.
// @let NP = 1 << 22
// @let GX = 1024
// @let GY = 1024
// @buf part f32[4 * NP] uniform(0, 1)
// @buf charge f32[NP] uniform(-1, 1)
// @buf Ex f32[GX * GY] uniform(-1, 1)
// @buf Ey f32[GX * GY] uniform(-1, 1)
// @buf Bz f32[GX * GY] uniform(-2, 2)
// @buf rho f32[GX * GY] zero
// @loop s = 0; s < 4; s = s + 1
//   @launch boris_push grid(cdiv(NP, 256)) block(256) args(part, charge, Ex, Ey, Bz, i32(NP), i32(GX), i32(GY), f32(0.05))
// @end
// @launch deposit_cic grid(cdiv(NP, 256)) block(256) args(part, charge, rho, i32(NP), i32(GX), i32(GY))
// @check part rel=1e-4 abs=1e-4 frac=1e-5 (a particle within rounding of the periodic edge wraps to 0 under one compiler and stays near 1 under the other)
// @check rho rel=1e-3 abs=1e-3 frac=1e-5 (such a wrapped particle deposits into the cells at the other edge)
#include <cuda_runtime.h>

struct CicWeights {
  int i0, j0, i1, j1;
  float w00, w10, w01, w11;
};

__device__ __forceinline__ CicWeights cic(float x, float y, int gx, int gy) {
  // x, y in grid units; periodic.
  float fx = floorf(x), fy = floorf(y);
  float dx = x - fx, dy = y - fy;
  CicWeights w;
  w.i0 = ((int)fx % gx + gx) % gx;
  w.j0 = ((int)fy % gy + gy) % gy;
  w.i1 = w.i0 + 1 == gx ? 0 : w.i0 + 1;
  w.j1 = w.j0 + 1 == gy ? 0 : w.j0 + 1;
  w.w00 = (1.0f - dx) * (1.0f - dy);
  w.w10 = dx * (1.0f - dy);
  w.w01 = (1.0f - dx) * dy;
  w.w11 = dx * dy;
  return w;
}

__device__ __forceinline__ float gather(const float *__restrict__ f, const CicWeights &w, int gx) {
  return w.w00 * __ldg(&f[w.j0 * gx + w.i0]) + w.w10 * __ldg(&f[w.j0 * gx + w.i1]) + w.w01 * __ldg(&f[w.j1 * gx + w.i0]) +
         w.w11 * __ldg(&f[w.j1 * gx + w.i1]);
}

__device__ __forceinline__ float3 cross(const float3 &a, const float3 &b) {
  return make_float3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x);
}

__device__ void boris_rotate(float3 &v, const float3 &E, const float3 &B, float qmdt2) {
  float3 vminus = make_float3(v.x + qmdt2 * E.x, v.y + qmdt2 * E.y, v.z + qmdt2 * E.z);
  float3 t = make_float3(qmdt2 * B.x, qmdt2 * B.y, qmdt2 * B.z);
  float t2 = t.x * t.x + t.y * t.y + t.z * t.z;
  float3 s = make_float3(2.0f * t.x / (1.0f + t2), 2.0f * t.y / (1.0f + t2), 2.0f * t.z / (1.0f + t2));
  float3 vc = cross(vminus, t);
  float3 vprime = make_float3(vminus.x + vc.x, vminus.y + vc.y, vminus.z + vc.z);
  float3 vs = cross(vprime, s);
  float3 vplus = make_float3(vminus.x + vs.x, vminus.y + vs.y, vminus.z + vs.z);
  v = make_float3(vplus.x + qmdt2 * E.x, vplus.y + qmdt2 * E.y, vplus.z + qmdt2 * E.z);
}

__global__ void boris_push(float4 *__restrict__ part, const float *__restrict__ charge, const float *__restrict__ Ex,
                           const float *__restrict__ Ey, const float *__restrict__ Bz, int np, int gx, int gy, float dt) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= np) return;
  float4 st = part[p];
  float x = st.x * gx, y = st.y * gy;
  CicWeights w = cic(x, y, gx, gy);
  float3 E = make_float3(gather(Ex, w, gx), gather(Ey, w, gx), 0.0f);
  float3 B = make_float3(0.0f, 0.0f, gather(Bz, w, gx));
  float3 v = make_float3(st.z, st.w, 0.0f);
  boris_rotate(v, E, B, 0.5f * charge[p] * dt);
  x += v.x * dt;
  y += v.y * dt;
  // Periodic wrap back into [0, 1).
  float nx = x / gx, ny = y / gy;
  nx -= floorf(nx);
  ny -= floorf(ny);
  part[p] = make_float4(nx, ny, v.x, v.y);
}

__global__ void deposit_cic(const float4 *__restrict__ part, const float *__restrict__ charge, float *__restrict__ rho, int np, int gx, int gy) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= np) return;
  float4 st = part[p];
  CicWeights w = cic(st.x * gx, st.y * gy, gx, gy);
  float q = charge[p];
  atomicAdd(&rho[w.j0 * gx + w.i0], q * w.w00);
  atomicAdd(&rho[w.j0 * gx + w.i1], q * w.w10);
  atomicAdd(&rho[w.j1 * gx + w.i0], q * w.w01);
  atomicAdd(&rho[w.j1 * gx + w.i1], q * w.w11);
}
