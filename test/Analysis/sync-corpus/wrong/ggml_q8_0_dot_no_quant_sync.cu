// ggml_q8_0_dot_shared_scales without the barrier after the activation is quantised: warp 0 reads
// the quants and scales of block 1, which warp 1 may not have stored yet.
// LAUNCH: grid=4 block=128 tol=1e-4 args=w:u8[17408]:rand(0,64) x:f32[256]:rand y:f32[64]:zero nrows:i32=64
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
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
ggml_q8_0_dot_no_quant_sync(const block_q8_0 *w, const float *x, float *y, int nrows) {
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
  for (int row = blockIdx.x * WARPS + warp; row < nrows; row += gridDim.x * WARPS) {
    const block_q8_0 *wr = w + (size_t)row * NB;
    float sum = 0.0f;
    for (int b = 0; b < NB; ++b) {
      // CHECK: ggml_q8_0_dot_no_quant_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      int prod = (int)wr[b].qs[lane] * (int)xq[b * QK + lane];
      for (int o = 16; o > 0; o >>= 1) prod += __shfl_xor_sync(0xffffffffu, prod, o);
      sum += __half2float(wr[b].d) * xd[b] * (float)prod;
    }
    if (lane == 0) y[row] = sum;
  }
}
