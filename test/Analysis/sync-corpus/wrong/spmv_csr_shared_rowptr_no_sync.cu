// spmv_csr_scalar_shared_rowptr without the barrier: thread t reads s_ptr[t + 1],
// which thread t + 1 stores.
// LAUNCH: grid=4 block=128 args=rowptr:i32[513]:iota(0,4) cols:i32[2048]:rand(0,512) vals:f32[2048]:rand x:f32[512]:rand y:f32[512]:zero rows:i32=512
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BLOCK 128

extern "C" __global__ void __launch_bounds__(BLOCK) spmv_csr_shared_rowptr_no_sync(const int *rowptr, const int *cols, const float *vals, const float *x, float *y, int rows) {
  __shared__ int s_ptr[BLOCK + 1];
  int t = threadIdx.x;
  int row0 = blockIdx.x * BLOCK;
  int row = row0 + t;
  int last = min(row0 + BLOCK, rows);
  if (row < rows)
    s_ptr[t] = rowptr[row];
  if (t == 0)
    s_ptr[last - row0] = rowptr[last];
  if (row < rows) {
    float sum = 0.0f;
    // CHECK: spmv_csr_shared_rowptr_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    for (int j = s_ptr[t]; j < s_ptr[t + 1]; ++j)
      sum += vals[j] * x[cols[j]];
    y[row] = sum;
  }
}

