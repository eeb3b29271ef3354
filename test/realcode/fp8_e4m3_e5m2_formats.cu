// @realcode FP8 storage the way inference code handles it with <cuda_fp8.h>: per-row scales, __nv_fp8x4_e4m3 packed quads built from float4, __nv_fp8x2_e5m2 pairs from __half2, the raw __nv_cvt_* converters with saturation, and dequantisation back to float through __half.
// @let R = 4096
// @let C = 1024
// @buf x f32[R * C] uniform(-30, 30)
// @buf q4 u32[R * C / 4] zero
// @buf q2 u16[R * C / 2] zero
// @buf deq f32[R * C] zero
// @launch fp8_roundtrip grid(R) block(256) args(x, q4, q2, deq, i32(C))
// @check q4 exact
// @check q2 exact
// @check deq exact
#include <cuda_fp8.h>
#include <cuda_fp16.h>

__global__ void fp8_roundtrip(const float *__restrict__ x, __nv_fp8x4_e4m3 *__restrict__ q4, __nv_fp8x2_e5m2 *__restrict__ q2,
                              float *__restrict__ deq, int cols) {
  const float *row = x + (size_t)blockIdx.x * cols;
  float amax = 0.f;
  for (int c = threadIdx.x; c < cols; c += blockDim.x) amax = fmaxf(amax, fabsf(row[c]));
  for (int o = 16; o > 0; o >>= 1) amax = fmaxf(amax, __shfl_xor_sync(0xffffffffu, amax, o));
  __shared__ float red[8];
  if ((threadIdx.x & 31) == 0) red[threadIdx.x >> 5] = amax;
  __syncthreads();
  amax = red[0];
  for (int w = 1; w < 8; ++w) amax = fmaxf(amax, red[w]);
  float scale = amax > 0.f ? 448.f / amax : 1.f;
  for (int c4 = threadIdx.x; c4 < cols / 4; c4 += blockDim.x) {
    float4 v = reinterpret_cast<const float4 *>(row)[c4];
    float4 s = make_float4(v.x * scale, v.y * scale, v.z * scale, v.w * scale);
    __nv_fp8x4_e4m3 p(s);
    q4[(size_t)blockIdx.x * (cols / 4) + c4] = p;
    float4 back = static_cast<float4>(p);
    float *d = deq + (size_t)blockIdx.x * cols + 4 * c4;
    d[0] = back.x / scale; d[1] = back.y / scale; d[2] = back.z / scale; d[3] = back.w / scale;
  }
  for (int c2 = threadIdx.x; c2 < cols / 2; c2 += blockDim.x) {
    __half2 h = __floats2half2_rn(row[2 * c2], row[2 * c2 + 1]);
    __nv_fp8x2_storage_t raw = __nv_cvt_halfraw2_to_fp8x2(h, __NV_SATFINITE, __NV_E5M2);
    __nv_fp8x2_e5m2 e;
    e.__x = raw;
    q2[(size_t)blockIdx.x * (cols / 2) + c2] = e;
  }
}
