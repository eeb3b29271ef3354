// pipeline_block_stages_weighted_sum consuming the wrong stage: after
// consumer_wait() (which waits for chunk c's copy into stage c % 2) every
// thread reads stage (c + 1) % 2, into which the block's collective copy of
// chunk c + 1 may still be in flight. Kiln takes the stages of a pipeline
// family as one (docs/synchronisation.md, "Pipeline stage barriers"): the
// wait on stage c % 2 is taken to order the copies of both stages, so this
// compiles silently today (known-failures.txt: MISSED).
// LAUNCH: grid=4 block=128 args=x:f32[4096]:rand out:f32[512]:zero chunks:i32=8
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2> %t.err; %sync_diags < %t.err | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#include <cooperative_groups.h>
#include <cuda/pipeline>

namespace cg = cooperative_groups;

constexpr int kChunk = 128;
constexpr int kStages = 2;

extern "C" __global__ void __launch_bounds__(128) pipeline_block_stages_read_other_stage(const float *x, float *out, int chunks) {
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
    const float *xc = xs[(c + 1) % kStages];
    for (int j = 0; j < kChunk; ++j)
      // CHECK: pipeline_block_stages_read_other_stage.cu:[[@LINE+1]]: {{error|warning}} race
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
