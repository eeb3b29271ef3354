// Row maxima with a per-thread register tile, FasterTransformer style: each
// block reduces one row; thread t keeps up to ITEMS elements t, t + B, ...
// (B = blockDim.x) in registers, leaving the load loop as soon as it runs
// past the row. Then `blockDim.x <= 32` picks the warp-only reduction or
// the one through shared memory with a barrier. blockDim.x is read inside
// the load loop (its test), so its value reaches the branch from inside a
// loop that threads leave at different iterations: the same value in every
// pass, not temporally divergent (Uniformity.cpp, sameEveryPass).
// LAUNCH: grid=6 block=128 args=x:f32[2400]:rand out:f32[6]:zero cols:i32=400
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define ITEMS 4

__device__ __forceinline__ float warp_max(float m) {
  for (int o = 16; o > 0; o >>= 1) m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o));
  return m;
}

extern "C" __global__ void row_max_register_tile_blockdim_paths(const float *x, float *out, int cols) {
  __shared__ float partial[32];
  const float *row = x + (size_t)blockIdx.x * cols;
  float v[ITEMS];
  float m = -3.0e38f;
  for (int i = 0; blockDim.x * i + threadIdx.x < cols && i < ITEMS; ++i) {
    v[i] = row[blockDim.x * i + threadIdx.x];
    m = fmaxf(m, v[i]);
  }
  if (blockDim.x <= 32) {
    m = warp_max(m);
  } else {
    m = warp_max(m);
    if ((threadIdx.x & 31) == 0) partial[threadIdx.x >> 5] = m;
    __syncthreads();
    m = threadIdx.x < blockDim.x / 32 ? partial[threadIdx.x] : -3.0e38f;
    m = warp_max(m);
  }
  if (threadIdx.x == 0) out[blockIdx.x] = m;
}
