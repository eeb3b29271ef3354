// pipeline_block_scope_thread_copies releasing the stage before reading it:
// once every thread has released stage c % 2, a faster thread's
// producer_acquire for chunk c + 2 succeeds and its memcpy_async refills
// buf[c % 2][t] while thread t - 1 may still read that element of chunk c.
// LAUNCH: grid=2 block=128 args=x:f32[4096]:rand out:f32[256]:zero chunks:i32=4
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
#include <cooperative_groups.h>
#include <cuda/pipeline>

namespace cg = cooperative_groups;

constexpr int kThreads = 128;
constexpr int kStages = 2;

extern "C" __global__ void __launch_bounds__(kThreads) pipeline_block_scope_release_before_read(const float4 *x, float *out,
                                                                                         int chunks) {
  __shared__ alignas(16) float4 buf[kStages][kThreads];
#pragma nv_diag_suppress static_var_with_dynamic_init
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, kStages> state;
  cg::thread_block block = cg::this_thread_block();
  auto pipe = cuda::make_pipeline(block, &state);
  const float4 *src = x + (size_t)blockIdx.x * chunks * kThreads;
  const int t = threadIdx.x;
  float acc = 0.0f;
  int fetched = 0;
  for (int c = 0; c < chunks; ++c) {
    for (; fetched < chunks && fetched < c + kStages; ++fetched) {
      pipe.producer_acquire();
      cuda::memcpy_async(&buf[fetched % kStages][t], &src[fetched * kThreads + t],
                         cuda::aligned_size_t<16>(sizeof(float4)), pipe);
      pipe.producer_commit();
    }
    pipe.consumer_wait();
    pipe.consumer_release();
    // CHECK: pipeline_block_scope_release_before_read.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    const float4 v = buf[c % kStages][(t + 1) % kThreads];
    acc += v.x + v.y + v.z + v.w;
  }
  out[blockIdx.x * kThreads + t] = acc;
}
