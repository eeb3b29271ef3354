// Split-K inside one block: a 16x16x4 block computes a 16x16 tile of C = A * B,
// the four z-slices of threads each summing a quarter of the k range from
// shared tiles of A and B (each slice stages its own k-tile of every step,
// one element per thread), then the partial sums go to a [4][16][16] shared array
// and slice 0 adds them up after a barrier.
// LAUNCH: grid=2,2 block=16,16,4 args=A:f32[2048]:rand B:f32[2048]:rand C:f32[1024]:zero K:i32=64 N:i32=32
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define T 16
#define Z 4

extern "C" __global__ void __launch_bounds__(1024) splitk_3d_block_z_partials(const float *A, const float *B, float *C,
                                                                             int K, int N) {
  __shared__ float As[Z][T][T], Bs[Z][T][T];
  __shared__ float partial[Z][T][T];
  const int tx = threadIdx.x, ty = threadIdx.y, tz = threadIdx.z;
  const int row = blockIdx.y * T + ty, col = blockIdx.x * T + tx;
  float acc = 0.f;
  // Each step stages Z tiles of k, one per slice; slice tz multiplies its own.
  // (The trip count is the same for every thread: the barriers are uniform.)
  for (int k0 = 0; k0 < K; k0 += Z * T) {
    const int kz = k0 + tz * T;
    As[tz][ty][tx] = kz < K ? A[row * K + kz + tx] : 0.f;
    Bs[tz][ty][tx] = kz < K ? B[(kz + ty) * N + col] : 0.f;
    __syncthreads();
    for (int k = 0; k < T; ++k)
      acc += As[tz][ty][k] * Bs[tz][k][tx];
    __syncthreads();
  }
  partial[tz][ty][tx] = acc;
  __syncthreads();
  if (tz == 0) {
    float sum = 0.f;
    for (int z = 0; z < Z; ++z)
      sum += partial[z][ty][tx];
    C[row * N + col] = sum;
  }
}
