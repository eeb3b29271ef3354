// RUN: kilnc %s --emit=simt -o /dev/null
// Typical includes and qualifiers of nvcc sources.
#include <cuda_runtime.h>
#include <cstdint>
#include <cmath>
__device__ __noinline__ float f(float x) { return x + 1; }
__host__ __device__ inline int g(int a) { return a * 2; }
__global__ void k(float *x, uint32_t n) { x[0] = f(x[1]) + g(n) + std::sqrt(x[2]) + expf(x[3]); }
