// Double buffering with asynchronous copies (the toolkit's globalToShmemAsyncCopy
// style, through <cuda_pipeline.h>): tile 0 is requested before the loop; in
// iteration i every thread requests its element of tile i + 1 into the other
// buffer, commits, waits for all but the newest batch (tile i), and after a barrier
// the block runs a 3-point circular smoothing over tile i; the barrier at the end
// keeps the next request from overwriting a buffer still being read.
// LAUNCH: grid=4 block=256 args=in:f32[8192]:rand out:f32[1024]:zero ntiles:i32=8
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <cuda_pipeline.h>

#define TILE 256

extern "C" __global__ void __launch_bounds__(TILE)
    pipeline_async_copy_double_buffer(const float *in, float *out, int ntiles) {
  __shared__ __align__(16) float buf[2][TILE];
  const int t = threadIdx.x;
  const float *src = in + (size_t)blockIdx.x * ntiles * TILE;

  __pipeline_memcpy_async(&buf[0][t], &src[t], sizeof(float));
  __pipeline_commit();

  float acc = 0.0f;
  for (int i = 0; i < ntiles; i++) {
    if (i + 1 < ntiles) __pipeline_memcpy_async(&buf[(i + 1) & 1][t], &src[(i + 1) * TILE + t], sizeof(float));
    __pipeline_commit();
    __pipeline_wait_prior(1);
    __syncthreads();

    const float *cur = buf[i & 1];
    acc += 0.25f * cur[(t + TILE - 1) % TILE] + 0.5f * cur[t] + 0.25f * cur[(t + 1) % TILE];
    __syncthreads();
  }
  out[blockIdx.x * TILE + t] = acc;
}
