// llama.cpp / ggml style mul_mat_vec for q8_0 weights: every row is a run of block_q8_0 (a half
// scale and 32 int8 quants); the activation vector is quantised once per thread block into shared
// memory (one warp per 32-element block: warp-wide absmax with __shfl_xor_sync, lane 0 stores the
// block's scale), then one warp per row sums the integer products of each block times both scales.
// LAUNCH: grid=4 block=128 tol=1e-4 args=w:u8[17408]:rand(0,64) x:f32[256]:rand y:f32[64]:zero nrows:i32=64
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#include <cuda_fp16.h>
#include <stdint.h>

#define QK 32
#define NCOLS 256
#define NB (NCOLS / QK)
#define WARPS 4

struct block_q8_0 {
  __half d;
  int8_t qs[QK];
};

extern "C" __global__ void __launch_bounds__(WARPS * 32)
ggml_q8_0_dot_shared_scales(const block_q8_0 *w, const float *x, float *y, int nrows) {
  __shared__ int8_t xq[NCOLS];
  __shared__ float xd[NB];
  const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  for (int b = warp; b < NB; b += WARPS) {
    const float v = x[b * QK + lane];
    float amax = fabsf(v);
    for (int o = 16; o > 0; o >>= 1) amax = fmaxf(amax, __shfl_xor_sync(0xffffffffu, amax, o));
    const float d = amax / 127.0f;
    xq[b * QK + lane] = (int8_t)(d == 0.0f ? 0 : __float2int_rn(v / d));
    if (lane == 0) xd[b] = d;
  }
  __syncthreads();
  for (int row = blockIdx.x * WARPS + warp; row < nrows; row += gridDim.x * WARPS) {
    const block_q8_0 *wr = w + (size_t)row * NB;
    float sum = 0.0f;
    for (int b = 0; b < NB; ++b) {
      int prod = (int)wr[b].qs[lane] * (int)xq[b * QK + lane];
      for (int o = 16; o > 0; o >>= 1) prod += __shfl_xor_sync(0xffffffffu, prod, o);
      sum += __half2float(wr[b].d) * xd[b] * (float)prod;
    }
    if (lane == 0) y[row] = sum;
  }
}
