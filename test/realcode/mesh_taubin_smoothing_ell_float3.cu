// @realcode Taubin lambda/mu mesh smoothing on a vertex adjacency graph in ELL-padded form (a degree per vertex and a fixed-width neighbour row): positions as float3 (12-byte structs read through a const float3 *__restrict__), per-vertex umbrella Laplacian with uniform weights over the valid neighbours, alternating shrink (lambda) and inflate (mu) passes as a templated functor policy selected at launch, and ping-pong position buffers over a host loop.
// @let NV = 1 << 20
// @let DEG = 8
// @let PASSES = 6
// @buf pos_a f32[NV * 3] uniform(-1, 1)
// @buf pos_b f32[NV * 3] zero
// @buf nbr i32[NV * DEG] uniform(0, 1048576)
// @buf deg i32[NV] uniform(0, 9)
// @loop p = 0; p < PASSES; p = p + 1
//   @launch taubin_pass grid(NV / 256) block(256) args(sel(p % 2, pos_b, pos_a), sel(p % 2, pos_a, pos_b), nbr, deg, i32(NV), i32(DEG), i32(p % 2))
// @end
// @check pos_a abs=1e-5 rel=1e-5
// @check pos_b abs=1e-5 rel=1e-5
#include <cuda_runtime.h>

struct Shrink { static constexpr float factor = 0.5f; };
struct Inflate { static constexpr float factor = -0.53f; };

__device__ __forceinline__ float3 operator+(float3 a, float3 b) { return make_float3(a.x + b.x, a.y + b.y, a.z + b.z); }
__device__ __forceinline__ float3 operator-(float3 a, float3 b) { return make_float3(a.x - b.x, a.y - b.y, a.z - b.z); }
__device__ __forceinline__ float3 operator*(float s, float3 a) { return make_float3(s * a.x, s * a.y, s * a.z); }

template <class Policy>
__device__ __forceinline__ float3 smooth_vertex(const float3 *__restrict__ pos, const int *__restrict__ nbr, int count,
                                                float3 p) {
  if (count == 0) return p;
  float3 sum = make_float3(0.f, 0.f, 0.f);
  for (int k = 0; k < count; ++k) sum = sum + pos[nbr[k]];
  const float3 lap = (1.0f / count) * sum - p;
  return p + Policy::factor * lap;
}

__global__ void taubin_pass(const float3 *__restrict__ pos, float3 *__restrict__ out, const int *__restrict__ nbr,
                            const int *__restrict__ deg, int nv, int max_deg, int inflate) {
  const int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= nv) return;
  const int *row = nbr + static_cast<size_t>(v) * max_deg;  // ELL-padded CSR: deg[v] valid entries
  const int count = min(deg[v], max_deg);
  const float3 p = pos[v];
  out[v] = inflate ? smooth_vertex<Inflate>(pos, row, count, p) : smooth_vertex<Shrink>(pos, row, count, p);
}
