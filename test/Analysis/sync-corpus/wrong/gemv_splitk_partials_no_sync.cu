// gemv_splitk_ty_partials_2d without the barrier between the partial sums and their addition: the ty == 0 threads
// read partials the other rows may not have stored yet.
// LAUNCH: grid=8 block=32,8 args=a:f32[65536]:rand x:f32[256]:rand y:f32[256]:zero n:i32=256
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define ROWS 32
#define SPLIT 8

extern "C" __global__ void __launch_bounds__(ROWS * SPLIT) gemv_splitk_partials_no_sync(const float *a, const float *x,
                                                                                     float *y, int n) {
  __shared__ float partial[SPLIT][ROWS + 1];
  const int row = blockIdx.x * ROWS + threadIdx.x;
  const int chunk = n / SPLIT;
  float acc = 0.0f;
  for (int c = threadIdx.y * chunk; c < (threadIdx.y + 1) * chunk; ++c)
    acc += a[row * n + c] * x[c];
  partial[threadIdx.y][threadIdx.x] = acc;
  if (threadIdx.y == 0) {
    float s = 0.0f;
    for (int k = 0; k < SPLIT; ++k)
      // CHECK: gemv_splitk_partials_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      s += partial[k][threadIdx.x];
    y[row] = s;
  }
}
