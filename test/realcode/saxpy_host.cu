// @realcode SAXPY as a complete CUDA program: the kernel plus a host main() with cudaMalloc, cudaMemcpy, a <<<>>> launch, error checks and printf (kilnc must compile the device side and leave the host side alone).
// @let N = 1 << 27
// @buf x f32[N] uniform(-1, 1)
// @buf y f32[N] uniform(-1, 1)
// @launch saxpy grid(cdiv(N, 256)) block(256) args(i32(N), f32(2.0), x, y)
// @check y rel=1e-6 abs=1e-6
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#define CUDA_CHECK(call)                                                                        \
  do {                                                                                          \
    cudaError_t err_ = (call);                                                                  \
    if (err_ != cudaSuccess) {                                                                  \
      fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(err_), __FILE__, __LINE__); \
      exit(EXIT_FAILURE);                                                                       \
    }                                                                                           \
  } while (0)

__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}

int main(void) {
  const int N = 1 << 20;
  float *x = (float *)malloc(N * sizeof(float));
  float *y = (float *)malloc(N * sizeof(float));
  for (int i = 0; i < N; i++) {
    x[i] = 1.0f;
    y[i] = 2.0f;
  }
  float *d_x, *d_y;
  CUDA_CHECK(cudaMalloc(&d_x, N * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_y, N * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(d_x, x, N * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(d_y, y, N * sizeof(float), cudaMemcpyHostToDevice));
  saxpy<<<(N + 255) / 256, 256>>>(N, 2.0f, d_x, d_y);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(y, d_y, N * sizeof(float), cudaMemcpyDeviceToHost));
  float maxError = 0.0f;
  for (int i = 0; i < N; i++) maxError = fmaxf(maxError, fabsf(y[i] - 4.0f));
  printf("Max error: %f\n", maxError);
  cudaFree(d_x);
  cudaFree(d_y);
  free(x);
  free(y);
  return 0;
}
