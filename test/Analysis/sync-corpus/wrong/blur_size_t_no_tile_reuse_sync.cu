// blur_size_t_index_halo without the barrier at the end of the grid-stride
// loop: the next tile overwrites halo cells a slower thread still sums.
// LAUNCH: grid=3 block=128 args=in:f32[2000]:rand out:f32[2000]:zero n:u64=2000
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define R 5
#define TILE 128

extern "C" __global__ void blur_size_t_no_tile_reuse_sync(const float *in, float *out, size_t n) {
  __shared__ float tile[TILE + 2 * R];
  const size_t tid = threadIdx.x;
  for (size_t base = (size_t)blockIdx.x * TILE; base < n; base += (size_t)gridDim.x * TILE) {
    for (size_t j = tid; j < TILE + 2 * R; j += blockDim.x) {
      const long long src = (long long)(base + j) - R;
      // CHECK: blur_size_t_no_tile_reuse_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
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
  }
}
