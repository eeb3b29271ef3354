// tile_absmax_grid_stride_padded without the barrier between loading a tile
// and its first reduction step: a thread reads tile[t + s] before thread
// t + s stores it.
// LAUNCH: grid=3 block=128 args=x:f32[1000]:rand out:f32[3]:zero n:i32=1000
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void tile_absmax_grid_stride_no_load_sync(const float *x, float *out, int n) {
  __shared__ float tile[1024];
  const unsigned t = threadIdx.x;
  const int padded = (n + blockDim.x - 1) / blockDim.x * blockDim.x;
  float running = 0.0f;
  for (int i = blockIdx.x * blockDim.x + t; i < padded; i += blockDim.x * gridDim.x) {
    tile[t] = i < n ? fabsf(x[i]) : 0.0f;
    for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
      if (t < s)
        // CHECK: tile_absmax_grid_stride_no_load_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
        tile[t] = fmaxf(tile[t], tile[t + s]);
      __syncthreads();
    }
    if (t == 0)
      running = fmaxf(running, tile[0]);
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = running;
}
