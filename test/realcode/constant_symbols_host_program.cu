// @realcode A particle-in-cell style deposit/push step shipped with its host program, as lab codes are: CUDA_CHECK around every runtime call, simulation parameters in a __constant__ struct and a __constant__ float array of shape-function weights filled with cudaMemcpyToSymbol, a __device__ global counter of particles that left the box (read back with cudaMemcpyFromSymbol), device-side assert on the cell index, float2 positions with __ldg, and charge deposition to a grid with atomicAdd.
// @let NP = 1 << 22
// @let NG = 1 << 16
// @const c_params f32[8] fill(0.5)
// @const c_weights f32[4] uniform(0.1, 0.4)
// @global d_escaped u32[1] zero
// @buf pos f32[NP * 2] uniform(0, 1)
// @buf vel f32[NP * 2] uniform(-1, 1)
// @buf rho f32[NG] zero
// @buf out_pos f32[NP * 2] zero
// @launch push_deposit grid(cdiv(NP, 256)) block(256) args(pos, vel, out_pos, rho, i32(NP), i32(NG))
// @check out_pos abs=1e-6 rel=1e-6
// @check rho abs=1e-3 rel=1e-4
#include <cassert>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                                               \
  do {                                                                                                 \
    cudaError_t err__ = (call);                                                                        \
    if (err__ != cudaSuccess) {                                                                        \
      fprintf(stderr, "CUDA error %s at %s:%d: %s\n", #call, __FILE__, __LINE__, cudaGetErrorString(err__)); \
      exit(EXIT_FAILURE);                                                                              \
    }                                                                                                  \
  } while (0)

struct SimParams {
  float dt, qm, box, inv_dx;
  float efield_x, efield_y, damping, pad;
};

__constant__ SimParams c_params;
__constant__ float c_weights[4];
__device__ unsigned d_escaped;

__global__ void push_deposit(const float *__restrict__ pos, const float *__restrict__ vel, float *__restrict__ out_pos,
                             float *__restrict__ rho, int np, int ng) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= np) return;
  const float2 p = __ldg(reinterpret_cast<const float2 *>(pos) + i);
  const float2 v = __ldg(reinterpret_cast<const float2 *>(vel) + i);
  const SimParams &sp = c_params;
  float2 vn = make_float2(v.x * (1.f - sp.damping * sp.dt) + sp.qm * sp.efield_x * sp.dt,
                          v.y * (1.f - sp.damping * sp.dt) + sp.qm * sp.efield_y * sp.dt);
  float2 pn = make_float2(p.x + vn.x * sp.dt, p.y + vn.y * sp.dt);
  if (pn.x < 0.f || pn.x >= 1.f || pn.y < 0.f || pn.y >= 1.f) {
    atomicAdd(&d_escaped, 1u);
    pn.x -= floorf(pn.x);
    pn.y -= floorf(pn.y);
  }
  reinterpret_cast<float2 *>(out_pos)[i] = pn;
  const int cell = min((int)(pn.x * (ng - 3)), ng - 4);
  assert(cell >= 0 && cell + 3 < ng);
#pragma unroll
  for (int k = 0; k < 4; ++k) atomicAdd(rho + cell + k, c_weights[k] * (0.5f + 0.5f * pn.y));
}

int main() {
  const int np = 1 << 22, ng = 1 << 16;
  SimParams hp = {0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
  const float hw[4] = {0.125f, 0.375f, 0.375f, 0.125f};
  CUDA_CHECK(cudaMemcpyToSymbol(c_params, &hp, sizeof hp));
  CUDA_CHECK(cudaMemcpyToSymbol(c_weights, hw, sizeof hw));
  const unsigned zero = 0;
  CUDA_CHECK(cudaMemcpyToSymbol(d_escaped, &zero, sizeof zero));
  std::vector<float> h(2 * np);
  for (int i = 0; i < 2 * np; ++i) h[i] = (i * 37 % 1000) / 1000.f;
  float *pos, *vel, *out, *rho;
  CUDA_CHECK(cudaMalloc(&pos, 2 * np * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&vel, 2 * np * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&out, 2 * np * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&rho, ng * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(pos, h.data(), 2 * np * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(vel, h.data(), 2 * np * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(rho, 0, ng * sizeof(float)));
  push_deposit<<<(np + 255) / 256, 256>>>(pos, vel, out, rho, np, ng);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  unsigned escaped = 0;
  CUDA_CHECK(cudaMemcpyFromSymbol(&escaped, d_escaped, sizeof escaped));
  printf("escaped %u\n", escaped);
  CUDA_CHECK(cudaFree(pos));
  CUDA_CHECK(cudaFree(vel));
  CUDA_CHECK(cudaFree(out));
  CUDA_CHECK(cudaFree(rho));
  return 0;
}
