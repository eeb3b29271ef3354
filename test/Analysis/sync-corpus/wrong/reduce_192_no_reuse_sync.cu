// reduce_192_threads_warp_partials without the barrier between warp 0's reads of the sums and
// the maxima's stores into the same partials array.
// LAUNCH: grid=4 block=192 args=in:f32[768]:rand sums:f32[4]:zero maxes:f32[4]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#define THREADS 192
#define WARPS (THREADS / 32)

__device__ float warp_sum(float v) {
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_xor_sync(0xffffffffu, v, o);
  return v;
}
__device__ float warp_max(float v) {
  for (int o = 16; o > 0; o >>= 1)
    v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, o));
  return v;
}

extern "C" __global__ void __launch_bounds__(THREADS) reduce_192_no_reuse_sync(const float *in, float *sums,
                                                                                         float *maxes) {
  __shared__ float partial[WARPS];
  const int t = threadIdx.x, lane = t % 32, warp = t / 32;
  float v = in[blockIdx.x * THREADS + t];
  float s = warp_sum(v);
  if (lane == 0)
    partial[warp] = s;
  __syncthreads();
  if (warp == 0) {
    float p = lane < WARPS ? partial[lane] : 0.f;
    p = warp_sum(p);
    if (lane == 0)
      sums[blockIdx.x] = p;
  }
  float m = warp_max(v);
  if (lane == 0)
    // CHECK: reduce_192_no_reuse_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-7]]{{(,|$)}}
    partial[warp] = m;
  __syncthreads();
  if (warp == 0) {
    float p = lane < WARPS ? partial[lane] : -INFINITY;
    p = warp_max(p);
    if (lane == 0)
      maxes[blockIdx.x] = p;
  }
}
