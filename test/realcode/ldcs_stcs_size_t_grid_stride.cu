// @realcode Streaming kernels with size_t grid-stride loops (64-bit indices for tensors past 2^31 elements, written the way PyTorch-style code does), cache-hinted vector loads and stores (__ldcs/__ldcg/__ldlu of float4 and int2, __stcs/__stwt/__stcg), make_float4/make_int2 packing, and __restrict__ everywhere.
// @let N = 1 << 22
// @buf a f32[N * 4] uniform(-1, 1)
// @buf b f32[N * 4] uniform(-1, 1)
// @buf idx i32[N * 2] uniform(0, 1000)
// @buf out f32[N * 4] zero
// @buf out_i i32[N * 2] zero
// @launch stream_mix grid(1024) block(256) args(a, b, idx, out, out_i, u64(N))
// @check out abs=1e-6 rel=1e-6
// @check out_i exact
#include <cstddef>

__global__ void stream_mix(const float4 *__restrict__ a, const float4 *__restrict__ b, const int2 *__restrict__ idx,
                           float4 *__restrict__ out, int2 *__restrict__ out_i, size_t n) {
  const size_t stride = (size_t)blockDim.x * gridDim.x;
  for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
    float4 u = __ldcs(a + i);
    float4 v = __ldcg(b + i);
    int2 k = __ldlu(idx + i);
    float s = (float)(k.x - k.y) * 1e-3f;
    float4 r = make_float4(fmaf(u.x, v.x, s), fmaf(u.y, v.y, s), fmaf(u.z, v.z, s), fmaf(u.w, v.w, s));
    if (i & 1) __stcs(out + i, r);
    else __stwt(out + i, r);
    __stcg(out_i + i, make_int2(k.y, k.x + (int)(i & 0xffff)));
  }
}
