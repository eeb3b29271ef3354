// float4_shared_stage_matvec without the barrier before a chunk is reloaded:
// a thread's float4 store into s_x may overwrite words another thread is still
// reading for the previous chunk.
// LAUNCH: grid=4 block=128 args=y:f32[512]:zero A:f32[262144]:rand x:f32[512]:rand n:i32=512
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define CHUNK 256

extern "C" __global__ void float4_stage_no_reload_sync(float *y, const float *A, const float *x, int n) {
  __shared__ __align__(16) float s_x[CHUNK];
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  float acc = 0.0f;
  for (int c = 0; c < n; c += CHUNK) {
    for (int q = threadIdx.x; q < CHUNK / 4; q += blockDim.x)
      // CHECK: float4_stage_no_reload_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
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
