// 1-D convolution (radius 3) over tiles of 256 outputs in a grid-stride loop:
// every thread loads its tile element, only the first three threads load the
// left halo and only the last three the right halo (zero outside the signal),
// a barrier, the weighted sum from shared memory, and a barrier at the end of
// each tile before the next tile overwrites the buffer.
// LAUNCH: grid=3 block=256 args=in:f32[4000]:rand out:f32[4000]:zero w:f32[7]:rand n:i32=4000
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BS 256
#define R 3

__device__ __forceinline__ float at(const float *in, int i, int n) { return (i >= 0 && i < n) ? in[i] : 0.f; }

extern "C" __global__ void __launch_bounds__(BS) conv1d_grid_stride_tiles_edge_halo(const float *in, float *out,
                                                                                   const float *w, int n) {
  __shared__ float tile[BS + 2 * R];
  const int t = threadIdx.x;
  for (int base = blockIdx.x * BS; base < n; base += gridDim.x * BS) {
    tile[R + t] = at(in, base + t, n);
    if (t < R)
      tile[t] = at(in, base - R + t, n);
    if (t >= BS - R)
      tile[2 * R + t] = at(in, base + R + t, n);
    __syncthreads();
    float sum = 0.f;
#pragma unroll
    for (int k = -R; k <= R; ++k)
      sum += w[k + R] * tile[R + t + k];
    if (base + t < n)
      out[base + t] = sum;
    __syncthreads();
  }
}
