// @realcode Full bitonic sort of 2^22 floats in global memory: one launch per (k, j) step, each thread compares one pair.
// @let N = 1 << 22
// @buf data f32[N] uniform(-1000, 1000)
// @loop k = 2; k <= N; k = k * 2
//   @loop j = k / 2; j > 0; j = j / 2
//     @launch bitonic_step grid(N / 512) block(512) args(data, i32(j), i32(k))
//   @end
// @end
// @check data exact ascending
#include <cuda_runtime.h>

__global__ void bitonic_step(float *dev_values, int j, int k) {
  unsigned int i = threadIdx.x + blockDim.x * blockIdx.x;
  unsigned int ixj = i ^ j;
  if (ixj > i) {
    float a = dev_values[i], b = dev_values[ixj];
    if ((i & k) == 0) {
      if (a > b) { dev_values[i] = b; dev_values[ixj] = a; }
    } else {
      if (a < b) { dev_values[i] = b; dev_values[ixj] = a; }
    }
  }
}
