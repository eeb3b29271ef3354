// @realcode FP8 quantisation in the Transformer-Engine / llm.c style: a block-wide amax (warp shuffles, shared memory, atomicMax on the float bits), then per-tensor-scaled casts to __nv_fp8_e4m3 (weights) and __nv_fp8_e5m2 (gradients) with the satfinite constructors, __nv_fp8x4_e4m3 packed stores from float4, dequantisation back through float and __half2, and the __NV_NOSAT C API; bit-exact against nvcc.
// @let N = 1 << 22
// @let B = 256
// @buf x f32[N] uniform(-600, 600)
// @buf amax u32[1] zero
// @buf q4 u8[N] zero
// @buf q5 u8[N] zero
// @buf packed u32[N / 4] zero
// @buf nosat u8[N] zero
// @buf deq f32[N] zero
// @buf deq_h u16[N] zero
// @launch block_amax grid(N / B / 4) block(B) args(x, amax, i32(N))
// @launch quantize grid(N / B) block(B) args(x, amax, q4, q5, nosat, deq, deq_h, i32(N))
// @launch quantize_packed grid(N / 4 / B) block(B) args(x, packed, i32(N / 4))
// @check amax exact
// @check q4 exact
// @check q5 exact
// @check packed exact
// @check nosat exact
// @check deq exact
// @check deq_h exact
#include <cuda_fp8.h>
#include <cuda_fp16.h>

__global__ void block_amax(const float *x, unsigned int *amax, int n) {
  __shared__ float warp_max[32];
  float m = 0.f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    m = fmaxf(m, fabsf(x[i]));
  for (int off = 16; off > 0; off >>= 1)
    m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, off));
  if ((threadIdx.x & 31) == 0)
    warp_max[threadIdx.x >> 5] = m;
  __syncthreads();
  if (threadIdx.x < 32) {
    m = threadIdx.x < blockDim.x / 32 ? warp_max[threadIdx.x] : 0.f;
    for (int off = 16; off > 0; off >>= 1)
      m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, off));
    if (threadIdx.x == 0)
      atomicMax(amax, __float_as_uint(m)); // non-negative floats order as their bits
  }
}

__global__ void quantize(const float *x, const unsigned int *amax, __nv_fp8_e4m3 *q4, __nv_fp8_e5m2 *q5,
                         __nv_fp8_storage_t *nosat, float *deq, __half *deq_h, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  // Scale so that amax maps just past E4M3's largest finite value: the top values saturate.
  const float scale = 480.0f / __uint_as_float(*amax);
  float v = x[i] * scale;
  __nv_fp8_e4m3 a(v);
  __nv_fp8_e5m2 g(v * 64.0f);
  q4[i] = a;
  q5[i] = g;
  nosat[i] = __nv_cvt_float_to_fp8(v, __NV_NOSAT, __NV_E4M3) ^
             (__nv_fp8_storage_t)(__nv_cvt_double_to_fp8((double)v * 128.0, __NV_NOSAT, __NV_E5M2) << 1);
  deq[i] = static_cast<float>(a) / scale + static_cast<float>(g);
  __nv_fp8x2_e4m3 pair(make_float2(v, -0.5f * v));
  __half2 h = static_cast<__half2>(pair);
  deq_h[i] = __hadd(__low2half(h), __high2half(h));
}

__global__ void quantize_packed(const float4 *x, __nv_fp8x4_e4m3 *out, int n4) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n4) {
    float4 v = x[i];
    v.x *= 0.75f;
    v.w = v.w * 1e-4f; // into the subnormal range of E4M3
    out[i] = __nv_fp8x4_e4m3(v);
  }
}
