// A 1-D box blur written with 64-bit index arithmetic throughout (size_t
// thread and element indices, the way code written for very large images
// spells them): the tile and its halo of R elements on each side are loaded
// by a block-strided loop over the halo-extended tile, then each thread sums
// 2R+1 neighbours. The grid-stride outer loop reuses the tile, so a second
// barrier guards it.
// LAUNCH: grid=3 block=128 args=in:f32[2000]:rand out:f32[2000]:zero n:u64=2000
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define R 5
#define TILE 128

extern "C" __global__ void blur_size_t_index_halo(const float *in, float *out, size_t n) {
  __shared__ float tile[TILE + 2 * R];
  const size_t tid = threadIdx.x;
  for (size_t base = (size_t)blockIdx.x * TILE; base < n; base += (size_t)gridDim.x * TILE) {
    for (size_t j = tid; j < TILE + 2 * R; j += blockDim.x) {
      const long long src = (long long)(base + j) - R;
      tile[j] = (src >= 0 && (size_t)src < n) ? in[src] : 0.0f;
    }
    __syncthreads();
    const size_t i = base + tid;
    if (tid < TILE && i < n) {
      float s = 0.0f;
#pragma unroll
      for (int k = 0; k <= 2 * R; k++)
        s += tile[tid + k];
      out[i] = s * (1.0f / (2 * R + 1));
    }
    __syncthreads();
  }
}
