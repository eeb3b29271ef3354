// @realcode generic-pointer code that asks where a pointer lives, as allocator/debug layers and generic copy helpers do: __isGlobal/__isShared/__isLocal/__isConstant on pointers into a global buffer, a static and a dynamic shared array, a local array and a __constant__ table, a helper that dispatches on them (shared via __cvta_generic_to_shared and a 32-bit address, global via __cvta_generic_to_global), and the round trips __cvta_shared_to_generic / __cvta_global_to_generic / __cvta_constant_to_generic.
// @let N = 1 << 20
// @buf in f32[N] uniform(-1, 1)
// @buf out f32[N] zero
// @buf kinds u32[N / 128 * 4] zero
// @launch space_mix grid(N / 128) block(128) shared(512) args(in, out, kinds)
// @check out abs=1e-6 rel=1e-6
// @check kinds exact
#include <cstdint>

__constant__ float c_weights[8] = {0.5f, -0.25f, 0.125f, 1.f, 2.f, -1.f, 0.75f, 0.0625f};

__device__ __noinline__ unsigned where(const void *p) {
  return (__isGlobal(p) ? 1u : 0u) | (__isShared(p) ? 2u : 0u) | (__isLocal(p) ? 4u : 0u) | (__isConstant(p) ? 8u : 0u);
}

__device__ __noinline__ float read_any(const float *p, int k) {
  if (__isShared(p)) {
    uint32_t a = (uint32_t)__cvta_generic_to_shared(p + k);
    float v;
    asm volatile("ld.shared.f32 %0, [%1];" : "=f"(v) : "r"(a));
    return v;
  }
  if (__isGlobal(p)) {
    size_t g = __cvta_generic_to_global(p + k);
    float v;
    asm volatile("ld.global.f32 %0, [%1];" : "=f"(v) : "l"(g));
    return v;
  }
  if (__isConstant(p)) return *(p + k);
  return p[k] * 2.f;  // local
}

__global__ void space_mix(const float *in, float *out, unsigned *kinds) {
  __shared__ float tile[128];
  extern __shared__ float dyn[];
  float priv[4];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = in[i];
  dyn[threadIdx.x] = -in[i];
  for (int k = 0; k < 4; ++k) priv[k] = in[(i + k) % (int)(gridDim.x * blockDim.x)] + k;
  __syncthreads();
  int j = (threadIdx.x * 5 + 3) & 127;
  float s = read_any(tile, j) + read_any(dyn, j) + read_any(in, i ^ 1) + read_any(c_weights, threadIdx.x & 7) +
            read_any(priv, threadIdx.x & 3);
  // Round trips through the space-specific addresses land on the same generic pointers.
  const void *sh = __cvta_shared_to_generic(__cvta_generic_to_shared(&tile[j]));
  const void *gl = __cvta_global_to_generic(__cvta_generic_to_global(in + i));
  const void *cs = __cvta_constant_to_generic(__cvta_generic_to_constant(&c_weights[2]));
  s += (sh == &tile[j] ? 1.f : 0.f) + (gl == in + i ? 2.f : 0.f) + (cs == &c_weights[2] ? 4.f : 0.f);
  out[i] = s;
  if (threadIdx.x == 0) {
    kinds[blockIdx.x * 4 + 0] = where(tile) | (where(dyn) << 4);
    kinds[blockIdx.x * 4 + 1] = where(in) | (where(out) << 4);
    kinds[blockIdx.x * 4 + 2] = where(priv);
    kinds[blockIdx.x * 4 + 3] = where(c_weights);
  }
}
