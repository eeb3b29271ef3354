// RUN: kilnc %s --emit=simt -o /dev/null
#include <cuda_runtime.h>
#include <stdint.h>
#define CUDA_KERNEL_LOOP(i, n) \
  for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < (n); i += (int64_t)blockDim.x * gridDim.x)

__global__ void saxpy(int n, float a, const float *x, float *y) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    y[i] = a * x[i] + y[i];
}
__global__ void relu_inplace(float *data, int64_t n) {
  CUDA_KERNEL_LOOP(i, n) { data[i] = fmaxf(data[i], 0.0f); }
}
__global__ void scale_shift(const float4 *__restrict__ in, float4 *__restrict__ out, float s, float b, int n4) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n4) {
    float4 v = in[i];
    v.x = v.x * s + b; v.y = v.y * s + b; v.z = v.z * s + b; v.w = v.w * s + b;
    out[i] = v;
  }
}
__global__ void iota(unsigned *out, size_t n) {
  size_t idx = threadIdx.x + (size_t)blockIdx.x * blockDim.x;
  if (idx >= n) return;
  out[idx] = static_cast<unsigned>(idx);
}
