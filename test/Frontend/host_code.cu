// A whole .cu file, host code included: kilnc compiles its kernels and parses the
// rest as nvcc -ptx does, with the CUDA runtime API (cudaMalloc, <<<>>>, error
// checks) from the installed toolkit and host containers from the host's libstdc++.
// REQUIRES: cuda-headers
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
// The host API needs the toolkit's headers; without them kilnc says so at the use.
// RUN: not kilnc %s --emit=mlir --cuda-path=none 2>&1 | FileCheck %s --check-prefix=NOTK
#include <cstdio>
#include <vector>
#include <iostream>
#include <algorithm>
#include <numeric>
#include <chrono>
#include <random>
#include <string>

#define CUDA_CHECK(call)                                                        \
  do {                                                                          \
    cudaError_t err_ = (call);                                                  \
    if (err_ != cudaSuccess) {                                                  \
      std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err_)); \
      std::exit(1);                                                             \
    }                                                                           \
  } while (0)

__constant__ float coeff[4];

// CHECK-LABEL: func.func @_Z5saxpyifPKfPf(
// CHECK-NOT: func.func @main
// CHECK-NOT: func.func @{{.*}}run_saxpy
__global__ void saxpy(int n, float a, const float *x, float *y) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    y[i] = a * x[i] + y[i] * coeff[i & 3];
}

static float run_saxpy(const std::vector<float> &hx, std::vector<float> &hy, float a) {
  int n = (int)hx.size();
  float *dx, *dy;
  CUDA_CHECK(cudaMalloc(&dx, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc((void **)&dy, n * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(dx, hx.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dy, hy.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  float c[4] = {1, 1, 1, 1};
  CUDA_CHECK(cudaMemcpyToSymbol(coeff, c, sizeof c));
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  dim3 block(256), grid((n + 255) / 256);
  saxpy<<<grid, block>>>(n, a, dx, dy);
  saxpy<<<grid, block, 0, 0>>>(n, a, dx, dy);
  CUDA_CHECK(cudaGetLastError());
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  CUDA_CHECK(cudaMemcpy(hy.data(), dy, n * sizeof(float), cudaMemcpyDeviceToHost));
  cudaFree(dx);
  cudaFree(dy);
  return ms;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? std::stoi(argv[1]) : 1 << 20;
  cudaDeviceProp prop;
  CUDA_CHECK(cudaGetDeviceProperties(&prop, 0));
  std::cout << prop.name << " with " << prop.multiProcessorCount << " SMs\n";
  std::mt19937 gen(42);
  std::uniform_real_distribution<float> u(-1, 1);
  std::vector<float> x(n), y(n);
  std::generate(x.begin(), x.end(), [&] { return u(gen); });
  std::fill(y.begin(), y.end(), 1.0f);
  auto t0 = std::chrono::steady_clock::now();
  float ms = run_saxpy(x, y, 2.0f);
  double sum = std::accumulate(y.begin(), y.end(), 0.0);
  std::printf("sum %f in %.3f ms (%.1f ms wall)\n", sum, ms,
              std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
  return 0;
}
// NOTK: error: use of undeclared identifier 'cudaMalloc'
// NOTK: note: the CUDA runtime API for host code comes from the CUDA toolkit's headers, and kilnc found no CUDA toolkit
