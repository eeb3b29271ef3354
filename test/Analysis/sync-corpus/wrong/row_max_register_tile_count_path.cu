// row_max_register_tile_blockdim_paths with the path picked on the thread's
// own trip count (`i * blockDim.x <= 32`, i left by the load loop at
// different iterations in different threads: rows shorter than the block
// leave threads at i = 0 and i = 1) instead of on blockDim.x alone: some
// threads of the block take the barrier, the others do not. The value read
// after the loop changes from pass to pass, so it stays temporally
// divergent. (The witness is the branch, line 29: naming two threads would
// need each thread's trip count, which the tables do not compute.)
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define ITEMS 4

__device__ __forceinline__ float warp_max(float m) {
  for (int o = 16; o > 0; o >>= 1) m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o));
  return m;
}

extern "C" __global__ void row_max_register_tile_count_path(const float *x, float *out, int cols) {
  __shared__ float partial[32];
  const float *row = x + (size_t)blockIdx.x * cols;
  float v[ITEMS];
  float m = -3.0e38f;
  int i = 0;
  for (; blockDim.x * i + threadIdx.x < cols && i < ITEMS; ++i) {
    v[i] = row[blockDim.x * i + threadIdx.x];
    m = fmaxf(m, v[i]);
  }
  if (i * blockDim.x <= 32) {
    m = warp_max(m);
  } else {
    m = warp_max(m);
    if ((threadIdx.x & 31) == 0) partial[threadIdx.x >> 5] = m;
    // CHECK: row_max_register_tile_count_path.cu:[[@LINE+1]]: error divergent-barrier {{.*}}lines=[[#@LINE-5]]
    __syncthreads();
    m = threadIdx.x < blockDim.x / 32 ? partial[threadIdx.x] : -3.0e38f;
    m = warp_max(m);
  }
  if (threadIdx.x == 0) out[blockIdx.x] = m;
}
