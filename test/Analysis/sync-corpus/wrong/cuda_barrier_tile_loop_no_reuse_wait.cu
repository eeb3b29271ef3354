// cuda_barrier_memcpy_async_tile_loop without the second arrive_and_wait():
// thread t's copy of tile i + 1 into tile[t] may land while thread t + 1 still
// reads tile[t] of tile i.
// LAUNCH: grid=2 block=256 args=in:f32[8192]:rand out:f32[8192]:zero ntiles:i32=4
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#include <cuda/barrier>

constexpr int kThreads = 256;

extern "C" __global__ void __launch_bounds__(kThreads) cuda_barrier_tile_loop_no_reuse_wait(const float4 *in,
                                                                                            float4 *out, int ntiles) {
  __shared__ float4 tile[kThreads];
#pragma nv_diag_suppress static_var_with_dynamic_init
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  const int t = threadIdx.x;
  if (t == 0) init(&bar, blockDim.x);
  __syncthreads();
  for (int i = 0; i < ntiles; ++i) {
    const size_t base = ((size_t)blockIdx.x * ntiles + i) * kThreads;
    // The finding is at libcu++'s cp.async.bulk statement, called from this line.
    // CHECK: cp_async_bulk.h:{{[0-9]+}}: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE+1]]{{(,|$)}}
    cuda::memcpy_async(&tile[t], &in[base + t], cuda::aligned_size_t<16>(sizeof(float4)), bar);
    bar.arrive_and_wait();
    const float4 l = tile[(t + kThreads - 1) % kThreads];
    const float4 r = tile[(t + 1) % kThreads];
    out[base + t] = make_float4(0.5f * (l.x + r.x), 0.5f * (l.y + r.y), 0.5f * (l.z + r.z), 0.5f * (l.w + r.w));
  }
}
