// Three-stage asynchronous copy pipeline with the <cuda_pipeline.h> primitives:
// two tiles are requested before the loop, and iteration i requests tile i + 2
// into stage (i + 2) % 3 (the stage read in iteration i - 1, freed by that
// iteration's closing barrier), commits (an empty batch past the end keeps the
// count), waits for all but the two newest batches (so tile i has landed), and
// after a barrier every thread reads its right neighbour's float4 of tile i.
// LAUNCH: grid=2 block=256 args=in:f32[10240]:rand out:f32[512]:zero ntiles:i32=5
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#include <cuda_pipeline.h>

#define TILE 256
#define STAGES 3

extern "C" __global__ void __launch_bounds__(TILE) pipeline_primitives_three_stage_float4(const float4 *in, float *out,
                                                                                           int ntiles) {
  __shared__ float4 stage[STAGES][TILE];
  const int t = threadIdx.x;
  const float4 *src = in + (size_t)blockIdx.x * ntiles * TILE;
  for (int s = 0; s < STAGES - 1; ++s) {
    if (s < ntiles) __pipeline_memcpy_async(&stage[s][t], &src[s * TILE + t], sizeof(float4));
    __pipeline_commit();
  }
  float acc = 0.0f;
  for (int i = 0; i < ntiles; ++i) {
    const int ahead = i + STAGES - 1;
    if (ahead < ntiles) __pipeline_memcpy_async(&stage[ahead % STAGES][t], &src[ahead * TILE + t], sizeof(float4));
    __pipeline_commit();
    __pipeline_wait_prior(STAGES - 1);
    __syncthreads();
    const float4 v = stage[i % STAGES][(t + 1) % TILE];
    acc += v.x + v.y + v.z + v.w;
    __syncthreads();
  }
  out[blockIdx.x * TILE + t] = acc;
}
