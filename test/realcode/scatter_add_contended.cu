// @realcode Scatter-add with contended float atomics: 2^26 values added into 4096 bins by index (a sparse gradient / segment-sum pattern), atomicAdd result unused.
// @let N = 1 << 26
// @let BINS = 4096
// @buf idx i32[N] uniform(0, BINS)
// @buf val f32[N] uniform(-1, 1)
// @buf out f32[BINS] zero
// @launch scatter_add grid(2640) block(256) args(out, idx, val, i32(N))
// @check out rel=1e-3 abs=1e-2
#include <cuda_runtime.h>

__global__ void scatter_add(float *__restrict__ out, const int *__restrict__ idx, const float *__restrict__ val, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) atomicAdd(&out[idx[i]], val[i]);
}
