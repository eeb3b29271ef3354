// Bitonic sort of 2 * blockDim.x key/index pairs in dynamic shared memory,
// each thread doing one compare-exchange per step: the pair's lower position
// is 2 * t - (t & (j - 1)), its partner j above it, and the direction comes
// from bit k of the position; the sizes derive from blockDim.x, so one
// kernel sorts any power-of-two tile.
// LAUNCH: grid=3 block=256 smem=4096 args=keys:f32[1536]:rand idx_out:i32[1536]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void bitonic_sort_dynamic_pairs_blockdim(const float *keys, int *idx_out) {
  extern __shared__ float smem[];
  const unsigned n = 2 * blockDim.x;
  float *k = smem;
  int *v = (int *)(smem + n);
  const unsigned t = threadIdx.x;
  const unsigned base = blockIdx.x * n;
  k[t] = keys[base + t];
  v[t] = t;
  k[t + blockDim.x] = keys[base + t + blockDim.x];
  v[t + blockDim.x] = t + blockDim.x;
  __syncthreads();
  for (unsigned size = 2; size <= n; size <<= 1) {
    for (unsigned j = size >> 1; j > 0; j >>= 1) {
      const unsigned lo = 2 * t - (t & (j - 1));
      const unsigned hi = lo + j;
      const bool ascending = (lo & size) == 0;
      const float a = k[lo], b = k[hi];
      if ((a > b) == ascending) {
        k[lo] = b;
        k[hi] = a;
        const int tmp = v[lo];
        v[lo] = v[hi];
        v[hi] = tmp;
      }
      __syncthreads();
    }
  }
  idx_out[base + t] = v[t];
  idx_out[base + t + blockDim.x] = v[t + blockDim.x];
}
