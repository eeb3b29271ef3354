// A block-scope cuda::pipeline used as producer and consumer by every thread,
// each copying its own float4 per stage with the per-thread
// cuda::memcpy_async(dst, src, size, pipe): the fetch loop keeps up to two
// chunks in flight (producer_acquire / memcpy_async / producer_commit), and
// each chunk is read between consumer_wait() and consumer_release(), every
// thread taking its right neighbour's float4.
// LAUNCH: grid=2 block=128 args=x:f32[4096]:rand out:f32[256]:zero chunks:i32=4
// SYNCCHECK-FALSE-ALARM: libcu++'s block-scope pipeline arrives on its stages' mbarriers at consumer_release() and nobody waits for the last arrivals: synccheck reports "Missing wait" in cuda::ptx::mbarrier_arrive and aborts the kernel, for nvcc's build (H200, 256 errors) as for kilnc's (2026-12-06); without the sanitizer both builds give the same results
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#include <cooperative_groups.h>
#include <cuda/pipeline>

namespace cg = cooperative_groups;

constexpr int kThreads = 128;
constexpr int kStages = 2;

extern "C" __global__ void __launch_bounds__(kThreads) pipeline_block_scope_thread_copies(const float4 *x, float *out,
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
    const float4 v = buf[c % kStages][(t + 1) % kThreads];
    acc += v.x + v.y + v.z + v.w;
    pipe.consumer_release();
  }
  out[blockIdx.x * kThreads + t] = acc;
}
