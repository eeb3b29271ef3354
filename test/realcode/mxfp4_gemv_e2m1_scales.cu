// @realcode MXFP4 weight-only GEMV as open-weight LLM inference code runs it on GPUs without FP4 tensor cores: weights packed two E2M1 values to a byte (__nv_fp4x2_e2m1, low nibble first) with one __nv_fp8_e8m0 scale per 32 weights, one warp per output row reading 16 bytes a lane (uint4) and decoding them pairwise through float2(__nv_fp4x2_e2m1), the dot product with a bf16 activation vector reduced with __shfl_xor_sync; a second kernel quantises a float row into the same format (round to nearest even, saturating) for the round trip.
// @let ROWS = 8192
// @let K = 4096
// @buf wq u8[ROWS * K / 2] uniform(0, 256)
// @buf scales u8[ROWS * K / 32] uniform(118, 130)
// @buf act bf16[K] uniform(-1, 1)
// @buf y f32[ROWS] zero
// @buf src f32[ROWS * K] uniform(-7, 7)
// @buf requant u8[ROWS * K / 2] zero
// @launch mxfp4_gemv grid(ROWS / 8) block(256) args(wq, scales, act, y, i32(ROWS), i32(K))
// @launch mxfp4_quantize grid(ROWS * K / 2 / 256) block(256) args(src, requant, i32(ROWS * K / 2))
// @check y rel=1e-5 abs=2e-3
// @check requant exact
#include <cuda_bf16.h>
#include <cuda_fp4.h>
#include <cuda_fp8.h>
#include <cuda_runtime.h>

__global__ void mxfp4_gemv(const unsigned char *__restrict__ wq, const __nv_fp8_e8m0 *__restrict__ scales,
                           const __nv_bfloat16 *__restrict__ act, float *__restrict__ y, int rows, int k) {
  const int lane = threadIdx.x & 31;
  const int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
  if (row >= rows) return;
  const unsigned char *wrow = wq + (size_t)row * (k / 2);
  const __nv_fp8_e8m0 *srow = scales + (size_t)row * (k / 32);
  float acc = 0.0f;
  // Each lane takes 32 weights (16 bytes, one scale block) at a time.
  for (int blk = lane; blk < k / 32; blk += 32) {
    const uint4 packed = __ldg(reinterpret_cast<const uint4 *>(wrow) + blk);
    const float s = static_cast<float>(srow[blk]);
    const unsigned words[4] = {packed.x, packed.y, packed.z, packed.w};
    float part = 0.0f;
#pragma unroll
    for (int w = 0; w < 4; ++w) {
#pragma unroll
      for (int b = 0; b < 4; ++b) {
        __nv_fp4x2_e2m1 pair;
        pair.__x = (unsigned char)(words[w] >> (8 * b));
        const float2 v = static_cast<float2>(pair);
        const int col = blk * 32 + w * 8 + b * 2;
        const float2 a = __bfloat1622float2(*reinterpret_cast<const __nv_bfloat162 *>(act + col));
        part += v.x * a.x + v.y * a.y;
      }
    }
    acc += s * part;
  }
#pragma unroll
  for (int off = 16; off > 0; off >>= 1) acc += __shfl_xor_sync(0xffffffffu, acc, off);
  if (lane == 0) y[row] = acc;
}

__global__ void mxfp4_quantize(const float2 *__restrict__ src, __nv_fp4x2_e2m1 *__restrict__ out, int pairs) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < pairs) out[i] = __nv_fp4x2_e2m1(src[i]);
}
