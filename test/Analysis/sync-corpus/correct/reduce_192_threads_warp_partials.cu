// A block sum for a block of 192 threads (six warps, not a power of two, as kernels tuned for
// occupancy are launched): each warp reduces with shuffles, lane 0 stores its warp's partial,
// and warp 0 reduces the six partials; a second pass reuses the partials array for a maximum.
// LAUNCH: grid=4 block=192 args=in:f32[768]:rand sums:f32[4]:zero maxes:f32[4]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
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

extern "C" __global__ void __launch_bounds__(THREADS) reduce_192_threads_warp_partials(const float *in, float *sums,
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
  __syncthreads();
  float m = warp_max(v);
  if (lane == 0)
    partial[warp] = m;
  __syncthreads();
  if (warp == 0) {
    float p = lane < WARPS ? partial[lane] : -INFINITY;
    p = warp_max(p);
    if (lane == 0)
      maxes[blockIdx.x] = p;
  }
}
