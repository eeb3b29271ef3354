// @realcode Per-row mean and variance with Welford accumulators: a struct with default member initialisers (and one with a user-provided constructor) held in __shared__ arrays and a __shared__ scalar, which nvcc accepts without running the initialisation, merged in a tree over the block, one block per row.
// @let ROWS = 4096
// @let COLS = 3000
// @buf x f32[ROWS * COLS] uniform(-2, 3)
// @buf mean f32[ROWS] zero
// @buf var f32[ROWS] zero
// @buf count i32[ROWS] zero
// @launch row_moments<256> grid(ROWS) block(256) args(x, mean, var, count, i32(COLS))
// @check mean abs=1e-5 rel=1e-4
// @check var abs=1e-4 rel=1e-4
// @check count exact
#include <cuda_runtime.h>

struct Welford {
  float mean = 0.0f;
  float m2 = 0.0f;
  int n = 0;

  __device__ void push(float v) {
    ++n;
    float d = v - mean;
    mean += d / n;
    m2 += d * (v - mean);
  }
  __device__ void merge(const Welford &o) {
    if (o.n == 0)
      return;
    if (n == 0) {
      *this = o;
      return;
    }
    int total = n + o.n;
    float d = o.mean - mean;
    mean += d * o.n / total;
    m2 += o.m2 + d * d * (float(n) * o.n / total);
    n = total;
  }
};

// A user-provided constructor: nvcc warns that it does not run for __shared__.
struct RowResult {
  float mean, var;
  int n;
  __device__ RowResult() : mean(-1.0f), var(-1.0f), n(-1) {}
};

template <int BLOCK>
__global__ void row_moments(const float *__restrict__ x, float *__restrict__ mean,
                            float *__restrict__ var, int *__restrict__ count, int cols) {
  __shared__ Welford partial[BLOCK];
  __shared__ RowResult result;
  const float *row = x + (size_t)blockIdx.x * cols;
  Welford w; // a local: its initialisers do run
  for (int c = threadIdx.x; c < cols; c += BLOCK)
    w.push(row[c]);
  partial[threadIdx.x] = w;
  __syncthreads();
  for (int stride = BLOCK / 2; stride > 0; stride >>= 1) {
    if (threadIdx.x < stride)
      partial[threadIdx.x].merge(partial[threadIdx.x + stride]);
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    result.mean = partial[0].mean;
    result.var = partial[0].n > 1 ? partial[0].m2 / (partial[0].n - 1) : 0.0f;
    result.n = partial[0].n;
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    mean[blockIdx.x] = result.mean;
    var[blockIdx.x] = result.var;
    count[blockIdx.x] = result.n;
  }
}

template __global__ void row_moments<256>(const float *, float *, float *, int *, int);
