// splitk_3d_block_z_partials without the barrier between storing the partial
// sums and slice 0 adding them up: slice 0 reads the partials of slices 1..3,
// which other warps may not have stored yet.
// LAUNCH: grid=2,2 block=16,16,4 args=A:f32[2048]:rand B:f32[2048]:rand C:f32[1024]:zero K:i32=64 N:i32=32
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2> %t.err; %sync_diags < %t.err | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define T 16
#define Z 4

extern "C" __global__ void __launch_bounds__(1024) splitk_z_reduce_no_sync(const float *A, const float *B, float *C,
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
  if (tz == 0) {
    float sum = 0.f;
    for (int z = 0; z < Z; ++z)
      // CHECK: splitk_z_reduce_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      sum += partial[z][ty][tx];
    C[row * N + col] = sum;
  }
}
