// pipeline_ring4_prologue_pairs without the barrier after the wait: a
// thread's __pipeline_wait_prior retires only its own copies, so reading its
// partner's element (t ^ 1) of stage k % 4 may see the partner's copy before
// it landed.
// LAUNCH: grid=2 block=128 args=in:f32[2048]:rand out:f32[256]:zero ntiles:i32=8
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
#include <cuda_pipeline.h>

#define T 128
#define STAGES 4

extern "C" __global__ void __launch_bounds__(T) pipeline_ring4_no_wait_sync(const float *in, float *out, int ntiles) {
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
    // CHECK: pipeline_ring4_no_wait_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    acc += stage[k % STAGES][t] * stage[k % STAGES][t ^ 1];
    __syncthreads();
  }
  out[blockIdx.x * T + t] = acc;
}
