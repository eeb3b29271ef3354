// @realcode Streaming scale-and-add over float4 with explicit cache hints: __ldcs/__ldcg loads, __stcs/__stwt/__stcg stores, the way bandwidth benchmarks keep one-touch data out of L1/L2.
// @let N = 1 << 24
// @buf a f32[4 * N] uniform(-1, 1)
// @buf b f32[4 * N] uniform(-1, 1)
// @buf c f32[4 * N] zero
// @buf d f32[N] zero
// @launch stream_triad_hinted grid(cdiv(N, 256)) block(256) args(a, b, c, f32(0.75), i32(N))
// @launch stream_dot_lanes grid(cdiv(N, 256)) block(256) args(a, b, d, i32(N))
// @check c abs=1e-6 rel=1e-6
// @check d abs=1e-5 rel=1e-5
#include <cuda_runtime.h>

__global__ void stream_triad_hinted(const float4 *a, const float4 *b, float4 *c, float s, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    float4 x = __ldcs(a + i);  // read once: evict first
    float4 y = __ldcg(b + i);  // cache in L2 only
    float4 r = make_float4(x.x + s * y.x, x.y + s * y.y, x.z + s * y.z, x.w + s * y.w);
    if (i & 1)
      __stcs(c + i, r);
    else
      __stwt(c + i, r);
  }
}

__global__ void stream_dot_lanes(const float4 *a, const float4 *b, float *d, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float4 x = __ldlu(a + i);
    float4 y = __ldcv(b + i);
    float v = x.x * y.x + x.y * y.y + x.z * y.z + x.w * y.w;
    __stcg(d + i, v);
  }
}
