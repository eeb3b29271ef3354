// Matrix-vector product with the reduction dimension split over the block's
// rows: a 32x8 block gives each of 32 output rows to threadIdx.x and an
// eighth of the columns to threadIdx.y, the partial sums meet in a padded
// shared array, and after a barrier the ty == 0 row of threads adds the
// eight partials of its output.
// LAUNCH: grid=8 block=32,8 args=a:f32[65536]:rand x:f32[256]:rand y:f32[256]:zero n:i32=256
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define ROWS 32
#define SPLIT 8

extern "C" __global__ void __launch_bounds__(ROWS * SPLIT) gemv_splitk_ty_partials_2d(const float *a, const float *x,
                                                                                     float *y, int n) {
  __shared__ float partial[SPLIT][ROWS + 1];
  const int row = blockIdx.x * ROWS + threadIdx.x;
  const int chunk = n / SPLIT;
  float acc = 0.0f;
  for (int c = threadIdx.y * chunk; c < (threadIdx.y + 1) * chunk; ++c)
    acc += a[row * n + c] * x[c];
  partial[threadIdx.y][threadIdx.x] = acc;
  __syncthreads();
  if (threadIdx.y == 0) {
    float s = 0.0f;
    for (int k = 0; k < SPLIT; ++k)
      s += partial[k][threadIdx.x];
    y[row] = s;
  }
}
