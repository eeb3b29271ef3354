// libcu++ asynchronous copies completing into a block-scope cuda::barrier, in a
// loop over tiles: thread 0 initialises the barrier for the whole block, every
// thread then copies its own float4 of tile i with cuda::memcpy_async, one
// arrive_and_wait() makes the whole tile visible, each thread averages its two
// neighbours' float4s, and a second arrive_and_wait() keeps the next tile's
// copies from landing while a neighbour still reads this one.
// LAUNCH: grid=2 block=256 args=in:f32[8192]:rand out:f32[8192]:zero ntiles:i32=4
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#include <cuda/barrier>

constexpr int kThreads = 256;

extern "C" __global__ void __launch_bounds__(kThreads) cuda_barrier_memcpy_async_tile_loop(const float4 *in, float4 *out,
                                                                                           int ntiles) {
  __shared__ float4 tile[kThreads];
#pragma nv_diag_suppress static_var_with_dynamic_init
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  const int t = threadIdx.x;
  if (t == 0) init(&bar, blockDim.x);
  __syncthreads();
  for (int i = 0; i < ntiles; ++i) {
    const size_t base = ((size_t)blockIdx.x * ntiles + i) * kThreads;
    cuda::memcpy_async(&tile[t], &in[base + t], cuda::aligned_size_t<16>(sizeof(float4)), bar);
    bar.arrive_and_wait();
    const float4 l = tile[(t + kThreads - 1) % kThreads];
    const float4 r = tile[(t + 1) % kThreads];
    out[base + t] = make_float4(0.5f * (l.x + r.x), 0.5f * (l.y + r.y), 0.5f * (l.z + r.z), 0.5f * (l.w + r.w));
    bar.arrive_and_wait();
  }
}
