// Absolute maximum of a large array in the style of quantisation-calibration
// kernels: a grid-stride loop over tiles of blockDim.x elements whose start
// (blockIdx.x * blockDim.x + threadIdx.x), stride (blockDim.x * gridDim.x)
// and bound (n rounded up to a multiple of blockDim.x) are all multiples of
// the block size plus the thread index, so every thread of a block makes the
// same trips and may meet barriers inside; each tile is tree-reduced in
// shared memory and thread 0 keeps the block's running maximum.
// LAUNCH: grid=3 block=128 args=x:f32[1000]:rand out:f32[3]:zero n:i32=1000
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void tile_absmax_grid_stride_padded(const float *x, float *out, int n) {
  __shared__ float tile[1024];
  const unsigned t = threadIdx.x;
  const int padded = (n + blockDim.x - 1) / blockDim.x * blockDim.x;
  float running = 0.0f;
  for (int i = blockIdx.x * blockDim.x + t; i < padded; i += blockDim.x * gridDim.x) {
    tile[t] = i < n ? fabsf(x[i]) : 0.0f;
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
      if (t < s)
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
