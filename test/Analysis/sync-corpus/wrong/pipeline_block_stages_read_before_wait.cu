// pipeline_block_stages_weighted_sum reading its own element of the stage
// into a register before consumer_wait(): the block's collective copy of that
// element (by another thread) may not have landed. (The diagnostic of a
// conflict with an asynchronous copy names no threads: only its line and
// class are checked.)
// LAUNCH: grid=4 block=128 args=x:f32[4096]:rand out:f32[512]:zero chunks:i32=8
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#include <cooperative_groups.h>
#include <cuda/pipeline>

namespace cg = cooperative_groups;

constexpr int kChunk = 128;
constexpr int kStages = 2;

extern "C" __global__ void __launch_bounds__(128) pipeline_block_stages_read_before_wait(const float *x, float *out, int chunks) {
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
    const float *xc = xs[c % kStages];
    // CHECK: pipeline_block_stages_read_before_wait.cu:[[@LINE+1]]: error race
    const float mine = xc[t];
    pipe.consumer_wait();
    acc += mine;
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
