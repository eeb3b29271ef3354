// Sobol-style quasirandom generator: blockIdx.y picks the dimension, whose 32
// direction numbers are staged in shared memory by the first 32 threads; every
// thread then builds the Gray-code points of a grid-stride loop from them.
// LAUNCH: grid=4,3 block=64 args=dirs:u32[96]:rand out:f32[3000]:zero n:i32=1000
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void sobol_direction_numbers_2d_grid(const unsigned *dirs, float *out, int n) {
  __shared__ unsigned v[32];
  if (threadIdx.x < 32)
    v[threadIdx.x] = dirs[blockIdx.y * 32 + threadIdx.x];
  __syncthreads();

  float *dim_out = out + blockIdx.y * n;
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < (unsigned)n; i += blockDim.x * gridDim.x) {
    unsigned g = i ^ (i >> 1);
    unsigned x = 0;
    for (int k = 0; g != 0; g >>= 1, k++)
      if (g & 1)
        x ^= v[k];
    dim_out[i] = (float)x * 2.3283064365386963e-10f;
  }
}
