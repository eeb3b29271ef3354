// @realcode Histogram of floats into 1024 bins straight with global atomics (no privatisation), grid-stride.
// @let N = 1 << 25
// @let BINS = 1024
// @buf x f32[N] uniform(0, 1)
// @buf bins i32[BINS] zero
// @launch hist_global grid(2640) block(256) args(x, bins, i32(N), i32(BINS), f32(0.0), f32(1.0))
// @check bins exact
#include <cuda_runtime.h>
#include <math.h>

__global__ void hist_global(const float *x, int *bins, int n, int nbins, float lo, float hi) {
  float scale = nbins / (hi - lo);
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    int b = (int)floorf((x[i] - lo) * scale);
    b = min(max(b, 0), nbins - 1);
    atomicAdd(&bins[b], 1);
  }
}
