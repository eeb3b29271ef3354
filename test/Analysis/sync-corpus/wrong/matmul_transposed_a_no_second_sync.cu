// Tiled matmul with a transposed A tile, without the barrier after the inner product: the next tile's
// loads overwrite As and Bs while slower threads still read them.
// LAUNCH: grid=4,4 block=16,16 args=A:f32[4096]:rand B:f32[4096]:rand C:f32[4096]:zero n:i32=64
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define T 16

extern "C" __global__ void matmul_transposed_a_no_second_sync(const float *A, const float *B, float *C, int n) {
  __shared__ float As[T][T + 1];
  __shared__ float Bs[T][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * T + ty, col = blockIdx.x * T + tx;
  float acc = 0.0f;
  for (int k0 = 0; k0 < n; k0 += T) {
  // CHECK: matmul_transposed_a_no_second_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE+5]]{{(,|$)}}
    As[tx][ty] = A[row * n + k0 + tx];
  // CHECK: matmul_transposed_a_no_second_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE+3]]{{(,|$)}}
    Bs[ty][tx] = B[(k0 + ty) * n + col];
    __syncthreads();
    for (int k = 0; k < T; ++k) acc += As[k][ty] * Bs[k][tx];
  }
  C[row * n + col] = acc;
}
