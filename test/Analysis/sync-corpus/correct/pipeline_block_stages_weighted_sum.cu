// A block-scope cuda::pipeline (pipeline_shared_state<thread_scope_block, 2>,
// make_pipeline(block, &state)) staging chunks of x with the block's
// collective cuda::memcpy_async while every thread consumes the current
// stage between consumer_wait() and consumer_release(): the pattern of the
// CUDA programming guide's pipeline examples. Each thread reads every
// element of the stage (a circular weighted sum), so the stages are shared.
// LAUNCH: grid=4 block=128 args=x:f32[4096]:rand out:f32[512]:zero chunks:i32=8
// SYNCCHECK-FALSE-ALARM: as pipeline_block_scope_thread_copies (libcu++'s block-scope pipeline: "Missing wait" at the consumer_release() arrivals nobody waits for; kilnc's build on the H200, 2026-12-06; nvcc's build not yet run alone)
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#include <cooperative_groups.h>
#include <cuda/pipeline>

namespace cg = cooperative_groups;

constexpr int kChunk = 128;
constexpr int kStages = 2;

extern "C" __global__ void __launch_bounds__(128) pipeline_block_stages_weighted_sum(const float *x, float *out, int chunks) {
  __shared__ alignas(16) float xs[kStages][kChunk];
#pragma nv_diag_suppress static_var_with_dynamic_init
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, kStages> state;
  cg::thread_block block = cg::this_thread_block();
  auto pipe = cuda::make_pipeline(block, &state);
  const float *src = x + (size_t)blockIdx.x * chunks * kChunk;
  const int t = threadIdx.x;
  int fetched = 0;
  for (; fetched < kStages && fetched < chunks; ++fetched) {
    pipe.producer_acquire();
    cuda::memcpy_async(block, xs[fetched % kStages], src + fetched * kChunk, cuda::aligned_size_t<16>(sizeof(float) * kChunk), pipe);
    pipe.producer_commit();
  }
  float acc = 0.0f;
  for (int c = 0; c < chunks; ++c) {
    pipe.consumer_wait();
    const float *xc = xs[c % kStages];
    for (int j = 0; j < kChunk; ++j)
      acc += xc[(t + j) % kChunk] * (float)(j + 1);
    pipe.consumer_release();
    if (fetched < chunks) {
      pipe.producer_acquire();
      cuda::memcpy_async(block, xs[fetched % kStages], src + fetched * kChunk, cuda::aligned_size_t<16>(sizeof(float) * kChunk), pipe);
      pipe.producer_commit();
      ++fetched;
    }
  }
  out[blockIdx.x * kChunk + t] = acc;
}
