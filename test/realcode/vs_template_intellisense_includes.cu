// @realcode A kernel file as Visual Studio's CUDA project template and IntelliSense-driven code write it: "device_launch_parameters.h", <device_functions.h>, the toolkit's implementation headers included directly (<device_atomic_functions.hpp>, <sm_60_atomic_functions.hpp>, <sm_32_intrinsics.hpp>, <vector_functions.hpp>, <cuda_fp16.hpp> after <cuda_fp16.h>), a cudaError_t-returning addWithCuda host helper with goto Error cleanup, and kernels that use what those headers declare (atomicAdd on double, __ldg/__ldcg, make_float4, half arithmetic).
// @let N = 1 << 22
// @buf a f32[N] uniform(-1, 1)
// @buf b f32[N] uniform(-1, 1)
// @buf c f32[N] zero
// @buf h f16[N] uniform(-2, 2)
// @buf hsum f32[N / 256] zero
// @buf total f64[1] zero
// @launch addKernel grid(cdiv(N, 256)) block(256) args(c, a, b)
// @launch halfBlockSum grid(N / 256) block(256) args(h, hsum, total)
// @check c exact
// @check hsum rel=1e-6 abs=1e-6
// @check total rel=1e-9
#include "cuda_runtime.h"
#include "device_launch_parameters.h"
#include <device_functions.h>
#include <device_atomic_functions.hpp>
#include <sm_60_atomic_functions.hpp>
#include <sm_32_intrinsics.hpp>
#include <vector_functions.hpp>
#include <cuda_fp16.h>
#include <cuda_fp16.hpp>
#include <stdio.h>

__global__ void addKernel(float *c, const float *a, const float *b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 q = make_float4(__ldg(&a[i]), __ldcg(&b[i]), 0.0f, 0.0f);
  c[i] = q.x + q.y;
}

__global__ void halfBlockSum(const __half *h, float *hsum, double *total) {
  __shared__ float partial[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __half v = __hmul(h[i], __float2half(0.5f));
  partial[threadIdx.x] = __half2float(__hadd(v, v));
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) partial[threadIdx.x] += partial[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    hsum[blockIdx.x] = partial[0];
    atomicAdd(total, (double)partial[0]);
  }
}

cudaError_t addWithCuda(float *c, const float *a, const float *b, unsigned int size) {
  float *dev_a = 0, *dev_b = 0, *dev_c = 0;
  cudaError_t cudaStatus = cudaSetDevice(0);
  if (cudaStatus != cudaSuccess) {
    fprintf(stderr, "cudaSetDevice failed!  Do you have a CUDA-capable GPU installed?");
    goto Error;
  }
  cudaStatus = cudaMalloc((void **)&dev_c, size * sizeof(float));
  if (cudaStatus != cudaSuccess) goto Error;
  cudaStatus = cudaMalloc((void **)&dev_a, size * sizeof(float));
  if (cudaStatus != cudaSuccess) goto Error;
  cudaStatus = cudaMalloc((void **)&dev_b, size * sizeof(float));
  if (cudaStatus != cudaSuccess) goto Error;
  cudaStatus = cudaMemcpy(dev_a, a, size * sizeof(float), cudaMemcpyHostToDevice);
  if (cudaStatus != cudaSuccess) goto Error;
  cudaStatus = cudaMemcpy(dev_b, b, size * sizeof(float), cudaMemcpyHostToDevice);
  if (cudaStatus != cudaSuccess) goto Error;
  addKernel<<<(size + 255) / 256, 256>>>(dev_c, dev_a, dev_b);
  cudaStatus = cudaGetLastError();
  if (cudaStatus != cudaSuccess) {
    fprintf(stderr, "addKernel launch failed: %s\n", cudaGetErrorString(cudaStatus));
    goto Error;
  }
  cudaStatus = cudaDeviceSynchronize();
  if (cudaStatus != cudaSuccess) goto Error;
  cudaStatus = cudaMemcpy(c, dev_c, size * sizeof(float), cudaMemcpyDeviceToHost);
Error:
  cudaFree(dev_c);
  cudaFree(dev_a);
  cudaFree(dev_b);
  return cudaStatus;
}
