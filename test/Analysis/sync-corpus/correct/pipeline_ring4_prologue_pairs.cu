// A four-stage ring with the <cuda_pipeline.h> primitives and a prologue:
// tiles 0..2 are requested before the loop; iteration k requests tile k + 3
// into stage (k + 3) % 4, commits, waits for all but the three newest
// batches (tile k has landed: __pipeline_wait_prior(STAGES - 1)), and after a
// barrier each thread combines its element of stage k % 4 with its pair
// partner's (t ^ 1); the closing barrier frees the stage for tile k + 4.
// LAUNCH: grid=2 block=128 args=in:f32[2048]:rand out:f32[256]:zero ntiles:i32=8
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#include <cuda_pipeline.h>

#define T 128
#define STAGES 4

extern "C" __global__ void __launch_bounds__(T) pipeline_ring4_prologue_pairs(const float *in, float *out, int ntiles) {
  __shared__ float stage[STAGES][T];
  const int t = threadIdx.x;
  const float *src = in + (size_t)blockIdx.x * ntiles * T;
  for (int s = 0; s < STAGES - 1; ++s) {
    if (s < ntiles) __pipeline_memcpy_async(&stage[s][t], &src[s * T + t], sizeof(float));
    __pipeline_commit();
  }
  float acc = 0.0f;
  for (int k = 0; k < ntiles; ++k) {
    const int ahead = k + STAGES - 1;
    if (ahead < ntiles) __pipeline_memcpy_async(&stage[ahead % STAGES][t], &src[ahead * T + t], sizeof(float));
    __pipeline_commit();
    __pipeline_wait_prior(STAGES - 1);
    __syncthreads();
    acc += stage[k % STAGES][t] * stage[k % STAGES][t ^ 1];
    __syncthreads();
  }
  out[blockIdx.x * T + t] = acc;
}
