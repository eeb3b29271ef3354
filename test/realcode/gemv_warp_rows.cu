// @realcode y = A x for a 16384 x 4096 row-major matrix: one warp per row, float4 loads of A and x, shuffle reduction (the memory-bound GEMV of inference code).
// @let M = 16384
// @let K = 4096
// @buf A f32[M * K] uniform(-1, 1)
// @buf x f32[K] uniform(-1, 1)
// @buf y f32[M] zero
// @launch gemv_rows grid(M / 8) block(256) args(A, x, y, i32(M), i32(K))
// @check y rel=1e-4 abs=1e-3
#include <cuda_runtime.h>

__global__ void gemv_rows(const float *__restrict__ A, const float *__restrict__ x, float *__restrict__ y, int m, int k) {
  int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
  int lane = threadIdx.x % 32;
  if (row >= m) return;
  const float4 *a4 = reinterpret_cast<const float4 *>(A + (size_t)row * k);
  const float4 *x4 = reinterpret_cast<const float4 *>(x);
  float sum = 0.0f;
  for (int c = lane; c < k / 4; c += 32) {
    float4 a = a4[c], b = x4[c];
    sum += a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w;
  }
  for (int o = 16; o > 0; o /= 2) sum += __shfl_down_sync(0xffffffff, sum, o);
  if (lane == 0) y[row] = sum;
}
