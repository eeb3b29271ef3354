// Thread 0 publishes each row's maximum in a __shared__ float, but the
// barrier that kept it from overwriting the value for the next row is
// missing: thread 1 may still be reading the previous row's maximum.
// LAUNCH: grid=8 block=64 args=m:f32[12800]:rand out:f32[12800]:zero cols:i32=400 rows_per_block:i32=4
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void broadcast_scalar_missing_second_sync(const float *m, float *out, int cols, int rows_per_block) {
  __shared__ float row_max;
  for (int r = 0; r < rows_per_block; ++r) {
    int row = blockIdx.x * rows_per_block + r;
    const float *src = m + row * cols;
    if (threadIdx.x == 0) {
      float mx = src[0];
      for (int c = 1; c < cols; ++c) mx = fmaxf(mx, src[c]);
      // CHECK: broadcast_scalar_missing_second_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^ ]+}} lines={{([0-9]+,)*}}[[#@LINE+4]]{{(,|$)}}
      row_max = mx;
    }
    __syncthreads();
    for (int c = threadIdx.x; c < cols; c += blockDim.x) out[row * cols + c] = src[c] - row_max; // (a)
  }
}
