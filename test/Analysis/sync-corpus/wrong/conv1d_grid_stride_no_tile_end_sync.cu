// conv1d_grid_stride_tiles_edge_halo without the barrier at the end of each
// tile: a fast thread stores the next tile's element (or halo) while its
// neighbours still read the current tile.
// LAUNCH: grid=3 block=256 args=in:f32[4000]:rand out:f32[4000]:zero w:f32[7]:rand n:i32=4000
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2> %t.err; %sync_diags < %t.err | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BS 256
#define R 3

__device__ __forceinline__ float at(const float *in, int i, int n) { return (i >= 0 && i < n) ? in[i] : 0.f; }

extern "C" __global__ void __launch_bounds__(BS) conv1d_grid_stride_no_tile_end_sync(const float *in, float *out,
                                                                                   const float *w, int n) {
  __shared__ float tile[BS + 2 * R];
  const int t = threadIdx.x;
  for (int base = blockIdx.x * BS; base < n; base += gridDim.x * BS) {
    // CHECK: conv1d_grid_stride_no_tile_end_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
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
  }
}
