// power_iteration_block_matvec_norm without the barrier after the rescale: the next step's matrix-vector product reads x[j]
// while thread j may still be storing it.
// LAUNCH: grid=1 block=128 args=a:f32[16384]:urand x_out:f32[128]:zero steps:i32=20
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 128

extern "C" __global__ void __launch_bounds__(N) power_iteration_no_rescale_sync(const float *a, float *x_out,
                                                                                 int steps) {
  __shared__ float x[N];
  __shared__ float partial[N / 32];
  const int i = threadIdx.x, lane = i & 31, warp = i >> 5;
  x[i] = 1.0f;
  __syncthreads();
  for (int s = 0; s < steps; ++s) {
    float y = 0.0f;
    for (int j = 0; j < N; ++j)
      // CHECK: power_iteration_no_rescale_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      y += a[i * N + j] * x[j];
    float sq = y * y;
    for (int off = 16; off > 0; off >>= 1)
      sq += __shfl_xor_sync(0xffffffffu, sq, off);
    if (lane == 0)
      partial[warp] = sq;
    __syncthreads();
    float norm2 = 0.0f;
    for (int w = 0; w < N / 32; ++w)
      norm2 += partial[w];
    x[i] = y * rsqrtf(norm2);
  }
  x_out[i] = x[i];
}
