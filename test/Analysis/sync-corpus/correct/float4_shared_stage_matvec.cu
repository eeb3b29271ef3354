// A matrix-vector product that stages the vector in shared memory with
// float4 stores (reinterpret_cast<float4 *>(s_x)[i], a block-strided loop
// over quarter indices), then each thread walks its row reading the staged
// vector as float4 too; the chunk loop reloads after a barrier.
// LAUNCH: grid=4 block=128 args=y:f32[512]:zero A:f32[262144]:rand x:f32[512]:rand n:i32=512
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define CHUNK 256

extern "C" __global__ void float4_shared_stage_matvec(float *y, const float *A, const float *x, int n) {
  __shared__ __align__(16) float s_x[CHUNK];
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  float acc = 0.0f;
  for (int c = 0; c < n; c += CHUNK) {
    __syncthreads();
    for (int q = threadIdx.x; q < CHUNK / 4; q += blockDim.x)
      reinterpret_cast<float4 *>(s_x)[q] = reinterpret_cast<const float4 *>(x + c)[q];
    __syncthreads();
    if (row < n)
      for (int q = 0; q < CHUNK / 4; q++) {
        float4 v = reinterpret_cast<const float4 *>(s_x)[q];
        const float *a = A + (size_t)row * n + c + 4 * q;
        acc += a[0] * v.x + a[1] * v.y + a[2] * v.z + a[3] * v.w;
      }
  }
  if (row < n) y[row] = acc;
}
