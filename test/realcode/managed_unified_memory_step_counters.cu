// @realcode Unified-memory style simulation step: `__managed__` scalars and a `__managed__` parameter table (initialised in the declaration) read by the kernels, a `__managed__` counter bumped with atomicAdd and a `__managed__` per-bin histogram, as programs written against cudaMallocManaged/`__managed__` keep their control state; a host main() that reads the managed counters directly after cudaDeviceSynchronize.
// @let N = 1 << 22
// @let STEPS = 4
// @buf pos f32[N] uniform(0, 1)
// @buf vel f32[N] uniform(-1, 1)
// @global g_dt f32[1] fill(0.01)
// @global g_escaped u32[1] zero
// @global g_bins u32[16] zero
// @loop s = 0; s < STEPS; s = s + 1
//   @launch advect grid(cdiv(N, 256)) block(256) args(pos, vel, i32(N))
// @end
// @launch bin_positions grid(cdiv(N, 512)) block(512) args(pos, i32(N))
// @buf counters u32[17] zero
// @launch snapshot_counters grid(1) block(32) args(counters)
// @check pos abs=1e-5 rel=1e-5
// @check vel abs=1e-5 rel=1e-5
// @check counters exact
#include <cstdio>
#include <cuda_runtime.h>

struct SimParams {
  float drag;
  float gravity;
  float lo, hi;
};

__managed__ float g_dt;
__managed__ unsigned int g_escaped;
__managed__ unsigned int g_bins[16];
__device__ __managed__ SimParams g_params = {0.02f, -0.5f, 0.0f, 1.0f};

__global__ void advect(float *__restrict__ pos, float *__restrict__ vel, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const float dt = g_dt;
  float v = vel[i] * (1.0f - g_params.drag) + g_params.gravity * dt;
  float p = pos[i] + v * dt;
  if (p < g_params.lo || p > g_params.hi) {
    // Reflect at the walls and count the particle once per bounce.
    p = fminf(fmaxf(p, g_params.lo), g_params.hi);
    v = -0.5f * v;
    atomicAdd(&g_escaped, 1u);
  }
  pos[i] = p;
  vel[i] = v;
}

__global__ void bin_positions(const float *__restrict__ pos, int n) {
  __shared__ unsigned int local[16];
  if (threadIdx.x < 16) local[threadIdx.x] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    float t = (pos[i] - g_params.lo) / (g_params.hi - g_params.lo);
    int b = min(15, max(0, (int)(t * 16.0f)));
    atomicAdd(&local[b], 1u);
  }
  __syncthreads();
  if (threadIdx.x < 16 && local[threadIdx.x]) atomicAdd(&g_bins[threadIdx.x], local[threadIdx.x]);
}

// What the host reads through the managed mapping, copied out for a caller without one.
__global__ void snapshot_counters(unsigned int *out) {
  if (threadIdx.x < 16) out[threadIdx.x] = g_bins[threadIdx.x];
  if (threadIdx.x == 16) out[16] = g_escaped;
}

int main() {
  const int n = 1 << 16;
  float *pos, *vel;
  cudaMallocManaged(&pos, n * sizeof(float));
  cudaMallocManaged(&vel, n * sizeof(float));
  for (int i = 0; i < n; i++) {
    pos[i] = (i + 0.5f) / n;
    vel[i] = (i % 7) * 0.1f - 0.3f;
  }
  g_dt = 0.01f;
  g_escaped = 0;
  for (int s = 0; s < 4; s++) advect<<<(n + 255) / 256, 256>>>(pos, vel, n);
  bin_positions<<<(n + 511) / 512, 512>>>(pos, n);
  cudaDeviceSynchronize();
  printf("escaped %u, first bin %u\n", g_escaped, g_bins[0]);
  cudaFree(pos);
  cudaFree(vel);
  return 0;
}
