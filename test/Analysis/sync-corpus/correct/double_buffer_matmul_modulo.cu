// Double-buffered tiled matmul in a block-size template: stages selected with
// `k % 2` and `(k + 1) % 2`, the prefetch of the next tile guarded by the
// tile count (a kernel argument), one barrier at the end of each step.
// LAUNCH: kernel=_Z13db_matmul_modILi16EEvPKfS1_Pfi grid=4,4 block=16,16 args=A:f32[4096]:rand B:f32[4096]:rand C:f32[4096]:zero n:i32=64
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

template <int BS>
__global__ void db_matmul_mod(const float *A, const float *B, float *C, int n) {
  __shared__ float sA[2][BS][BS];
  __shared__ float sB[2][BS][BS];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int row = blockIdx.y * BS + ty, col = blockIdx.x * BS + tx;
  const int steps = n / BS;
  sA[0][ty][tx] = A[row * n + tx];
  sB[0][ty][tx] = B[ty * n + col];
  __syncthreads();
  float sum = 0.0f;
  for (int k = 0; k < steps; k++) {
    if (k + 1 < steps) {
      sA[(k + 1) % 2][ty][tx] = A[row * n + (k + 1) * BS + tx];
      sB[(k + 1) % 2][ty][tx] = B[((k + 1) * BS + ty) * n + col];
    }
#pragma unroll
    for (int e = 0; e < BS; ++e)
      sum += sA[k % 2][ty][e] * sB[k % 2][e][tx];
    __syncthreads();
  }
  C[row * n + col] = sum;
}

template __global__ void db_matmul_mod<16>(const float *, const float *, float *, int);
