// Asynchronous-copy double buffering without the barrier after the smoothing step:
// in iteration i thread 1 may request its element of tile i + 1 into
// buf[(i + 1) & 1][1] while thread 0 is still reading element 1 of tile i - 1 from
// that same buffer.
// LAUNCH: grid=4 block=256 args=in:f32[8192]:rand out:f32[1024]:zero ntiles:i32=8
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <cuda_pipeline.h>

#define TILE 256

extern "C" __global__ void __launch_bounds__(TILE)
    pipeline_async_no_consume_sync(const float *in, float *out, int ntiles) {
  __shared__ __align__(16) float buf[2][TILE];
  const int t = threadIdx.x;
  const float *src = in + (size_t)blockIdx.x * ntiles * TILE;

  __pipeline_memcpy_async(&buf[0][t], &src[t], sizeof(float));
  __pipeline_commit();

  float acc = 0.0f;
  for (int i = 0; i < ntiles; i++) {
    // CHECK: pipeline_async_no_consume_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE+7]]{{(,|$)}}
    if (i + 1 < ntiles) __pipeline_memcpy_async(&buf[(i + 1) & 1][t], &src[(i + 1) * TILE + t], sizeof(float));
    __pipeline_commit();
    __pipeline_wait_prior(1);
    __syncthreads();

    const float *cur = buf[i & 1];
    acc += 0.25f * cur[(t + TILE - 1) % TILE] + 0.5f * cur[t] + 0.25f * cur[(t + 1) % TILE];
  }
  out[blockIdx.x * TILE + t] = acc;
}
