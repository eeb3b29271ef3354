// pipeline_primitives_three_stage_float4 waiting for all but the three newest
// batches instead of the two newest: the batch holding tile i is one of the
// three, so it may still be in flight when the block reads stage i % 3.
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#include <cuda_pipeline.h>

#define TILE 256
#define STAGES 3

extern "C" __global__ void __launch_bounds__(TILE) pipeline_primitives_wait_prior_too_many(const float4 *in, float *out,
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
    __pipeline_wait_prior(STAGES);
    __syncthreads();
    // CHECK: pipeline_primitives_wait_prior_too_many.cu:[[@LINE+1]]: error race
    const float4 v = stage[i % STAGES][(t + 1) % TILE];
    acc += v.x + v.y + v.z + v.w;
    __syncthreads();
  }
  out[blockIdx.x * TILE + t] = acc;
}
