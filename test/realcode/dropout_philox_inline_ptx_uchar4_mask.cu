// @realcode Fused dropout forward and backward as deep-learning frameworks generate it: a counter-based Philox4x32-10 stream written by hand (the 32x32->64 products through inline PTX mul.wide.u32 with "=l"/"r" constraints, the key schedule's Weyl constants), one Philox call giving four keep decisions for a float4 of activations, the keep mask stored as uchar4 for the backward pass, kept values scaled by 1/(1-p), and a backward kernel reading the mask through __ldg.
// @let N = 1 << 24
// @buf x f32[N] uniform(-1, 1)
// @buf y f32[N] zero
// @buf mask u8[N] zero
// @buf dy f32[N] uniform(-1, 1)
// @buf dx f32[N] zero
// @launch dropout_fwd grid(N / 4 / 256) block(256) args(x, y, mask, i32(N / 4), u64(20261206), u64(3), f32(0.1))
// @launch dropout_bwd grid(N / 4 / 256) block(256) args(dy, mask, dx, i32(N / 4), f32(0.1))
// @check y exact
// @check mask exact
// @check dx exact
#include <cstdint>

struct Philox4x32 {
  static constexpr uint32_t kMul0 = 0xD2511F53u, kMul1 = 0xCD9E8D57u;
  static constexpr uint32_t kWeyl0 = 0x9E3779B9u, kWeyl1 = 0xBB67AE85u;

  __device__ static uint64_t mul_wide(uint32_t a, uint32_t b) {
    uint64_t r;
    asm("mul.wide.u32 %0, %1, %2;" : "=l"(r) : "r"(a), "r"(b));
    return r;
  }

  __device__ static uint4 round(uint4 ctr, uint2 key) {
    uint64_t p0 = mul_wide(kMul0, ctr.x);
    uint64_t p1 = mul_wide(kMul1, ctr.z);
    uint32_t hi0 = (uint32_t)(p0 >> 32), lo0 = (uint32_t)p0;
    uint32_t hi1 = (uint32_t)(p1 >> 32), lo1 = (uint32_t)p1;
    return make_uint4(hi1 ^ ctr.y ^ key.x, lo1, hi0 ^ ctr.w ^ key.y, lo0);
  }

  __device__ static uint4 generate(uint4 ctr, uint2 key) {
#pragma unroll
    for (int r = 0; r < 10; ++r) {
      ctr = round(ctr, key);
      key.x += kWeyl0;
      key.y += kWeyl1;
    }
    return ctr;
  }
};

__device__ __forceinline__ float to_unit(uint32_t x) { return (x >> 8) * (1.f / 16777216.f); }

__global__ void dropout_fwd(const float4 *__restrict__ x, float4 *__restrict__ y, uchar4 *__restrict__ mask, int n4,
                            uint64_t seed, uint64_t offset, float p) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n4)
    return;
  uint4 ctr = make_uint4((uint32_t)i, (uint32_t)((uint64_t)i >> 32), (uint32_t)offset, (uint32_t)(offset >> 32));
  uint4 r = Philox4x32::generate(ctr, make_uint2((uint32_t)seed, (uint32_t)(seed >> 32)));
  float scale = 1.f / (1.f - p);
  float4 v = x[i];
  uchar4 k = make_uchar4(to_unit(r.x) >= p, to_unit(r.y) >= p, to_unit(r.z) >= p, to_unit(r.w) >= p);
  y[i] = make_float4(k.x ? v.x * scale : 0.f, k.y ? v.y * scale : 0.f, k.z ? v.z * scale : 0.f,
                     k.w ? v.w * scale : 0.f);
  mask[i] = k;
}

__global__ void dropout_bwd(const float4 *__restrict__ dy, const uchar4 *__restrict__ mask, float4 *__restrict__ dx,
                            int n4, float p) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n4)
    return;
  float scale = 1.f / (1.f - p);
  uchar4 k = __ldg(mask + i);
  float4 g = __ldg(dy + i);
  dx[i] = make_float4(k.x * g.x * scale, k.y * g.y * scale, k.z * g.z * scale, k.w * g.w * scale);
}
