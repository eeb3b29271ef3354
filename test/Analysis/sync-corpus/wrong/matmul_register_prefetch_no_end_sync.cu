// matmul_register_prefetch without the barrier at the end of a step: the next step's
// stores of the prefetched registers overwrite tiles other threads still multiply.
// LAUNCH: grid=4,4 block=16,16 args=A:f32[4096]:rand B:f32[4096]:rand C:f32[4096]:zero n:i32=64
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define T 16

extern "C" __global__ void __launch_bounds__(256) matmul_register_prefetch_no_end_sync(const float *A, const float *B, float *C, int n) {
  __shared__ float As[T][T];
  __shared__ float Bs[T][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * T + ty, col = blockIdx.x * T + tx;
  float a = A[row * n + tx], b = B[ty * n + col];
  float acc = 0.0f;
  int tiles = n / T;
  for (int t = 0; t < tiles; ++t) {
    // CHECK: matmul_register_prefetch_no_end_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    As[ty][tx] = a;
    Bs[ty][tx] = b;
    __syncthreads();
    if (t + 1 < tiles) {
      a = A[row * n + (t + 1) * T + tx];
      b = B[((t + 1) * T + ty) * n + col];
    }
    for (int k = 0; k < T; ++k)
      acc += As[ty][k] * Bs[k][tx];
  }
  C[row * n + col] = acc;
}

