#include "saxpy_math.h"

extern "C" __global__ void saxpy(float a, const float *x, float *y, long n) {
  for (long i = blockIdx.x * (long)blockDim.x + threadIdx.x; i < n; i += (long)gridDim.x * blockDim.x)
    y[i] = axpy(a, x[i], y[i]);
}
