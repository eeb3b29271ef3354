// @realcode SmoothQuant / TensorRT-LLM style dynamic per-token int8 quantisation of a half activation matrix: per-channel smoothing scales applied on the fly, a block absmax over the row (warp __shfl_xor_sync butterflies + a __shared__ float[32] stage), the int8 conversion through inline PTX cvt.rni.sat.s8.f32 packed four at a time into a char4 / int32 with __byte_perm-free shifts, per-token scales written out, and an int8 x int8 -> int32 dequantising GEMV check pass using __dp4a.
// @let M = 4096
// @let K = 4096
// @buf x f16[M * K] uniform(-8, 8)
// @buf smooth f32[K] uniform(0.25, 2)
// @buf q i8[M * K] zero
// @buf scales f32[M] zero
// @buf w i8[K] uniform(-127, 128)
// @buf y f32[M] zero
// @launch quantize_per_token_smooth<256> grid(M) block(256) args(x, smooth, q, scales, i32(K))
// @launch int8_gemv_dequant grid(M / 8) block(256) args(q, w, scales, y, i32(K))
// @check q exact
// @check scales rel=1e-6
// @check y rel=1e-5 abs=1e-4
#include <cuda_fp16.h>
#include <cstdint>

__device__ __forceinline__ int8_t float_to_int8_rn(float x) {
  uint32_t dst;
  asm volatile("cvt.rni.sat.s8.f32 %0, %1;" : "=r"(dst) : "f"(x));
  return reinterpret_cast<const int8_t &>(dst);
}

__device__ __forceinline__ float warpReduceMax(float v) {
#pragma unroll
  for (int mask = 16; mask > 0; mask >>= 1) v = fmaxf(v, __shfl_xor_sync(0xffffffff, v, mask, 32));
  return v;
}

template <int BLOCK>
__device__ float blockReduceMax(float v) {
  static __shared__ float shared[32];
  int lane = threadIdx.x & 0x1f, wid = threadIdx.x >> 5;
  v = warpReduceMax(v);
  if (lane == 0) shared[wid] = v;
  __syncthreads();
  v = (threadIdx.x < (BLOCK / 32)) ? shared[lane] : -1e20f;
  v = warpReduceMax(v);
  return v;
}

template <int BLOCK>
__global__ void quantize_per_token_smooth(const half *__restrict__ x, const float *__restrict__ smooth,
                                          int8_t *__restrict__ q, float *__restrict__ scales, int K) {
  const half *row = x + (size_t)blockIdx.x * K;
  __shared__ float s_scale;
  float amax = 0.f;
  for (int i = threadIdx.x * 4; i < K; i += BLOCK * 4) {
    const half2 *p = reinterpret_cast<const half2 *>(row + i);
    float2 a = __half22float2(p[0]), b = __half22float2(p[1]);
    amax = fmaxf(amax, fmaxf(fmaxf(fabsf(a.x / smooth[i]), fabsf(a.y / smooth[i + 1])),
                             fmaxf(fabsf(b.x / smooth[i + 2]), fabsf(b.y / smooth[i + 3]))));
  }
  amax = blockReduceMax<BLOCK>(amax);
  if (threadIdx.x == 0) {
    s_scale = amax / 127.f;
    scales[blockIdx.x] = s_scale;
  }
  __syncthreads();
  const float inv = 127.f / amax;
  int32_t *out = reinterpret_cast<int32_t *>(q + (size_t)blockIdx.x * K);
  for (int i = threadIdx.x * 4; i < K; i += BLOCK * 4) {
    const half2 *p = reinterpret_cast<const half2 *>(row + i);
    float2 a = __half22float2(p[0]), b = __half22float2(p[1]);
    uint32_t b0 = (uint8_t)float_to_int8_rn(a.x / smooth[i] * inv);
    uint32_t b1 = (uint8_t)float_to_int8_rn(a.y / smooth[i + 1] * inv);
    uint32_t b2 = (uint8_t)float_to_int8_rn(b.x / smooth[i + 2] * inv);
    uint32_t b3 = (uint8_t)float_to_int8_rn(b.y / smooth[i + 3] * inv);
    out[i / 4] = (int32_t)(b0 | (b1 << 8) | (b2 << 16) | (b3 << 24));
  }
}
template __global__ void quantize_per_token_smooth<256>(const half *, const float *, int8_t *, float *, int);

// One warp per row: 4 int8 products at a time through __dp4a, the int32 sum times the row scale.
__global__ void int8_gemv_dequant(const int8_t *__restrict__ q, const int8_t *__restrict__ w,
                                  const float *__restrict__ scales, float *__restrict__ y, int K) {
  int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
  int lane = threadIdx.x % 32;
  const int *qr = reinterpret_cast<const int *>(q + (size_t)row * K);
  const int *wr = reinterpret_cast<const int *>(w);
  int acc = 0;
  for (int i = lane; i < K / 4; i += 32) acc = __dp4a(qr[i], wr[i], acc);
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) acc += __shfl_down_sync(0xffffffff, acc, o);
  if (lane == 0) y[row] = acc * scales[row];
}
