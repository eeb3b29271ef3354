// @realcode Row softmax over 8192 floats per row in one read pass (online max/sum rescaling), one block per row, warp shuffles then shared memory to combine (max, sum) pairs, second pass writes.
// @let ROWS = 8192
// @let C = 8192
// @buf x f32[ROWS * C] uniform(-10, 10)
// @buf y f32[ROWS * C] zero
// @launch softmax_online grid(ROWS) block(512) args(y, x, i32(C))
// @check y rel=1e-4 abs=1e-9
#include <cuda_runtime.h>
#include <float.h>
#include <math.h>

struct MaxSum {
  float m, s;
};

__device__ __forceinline__ MaxSum combine(MaxSum a, MaxSum b) {
  MaxSum r;
  r.m = fmaxf(a.m, b.m);
  r.s = a.s * __expf(a.m - r.m) + b.s * __expf(b.m - r.m);
  return r;
}

__global__ void softmax_online(float *out, const float *in, int cols) {
  __shared__ MaxSum warp_part[32];
  __shared__ MaxSum row_total;
  const float *x = in + (size_t)blockIdx.x * cols;
  float *y = out + (size_t)blockIdx.x * cols;
  MaxSum acc = {-FLT_MAX, 0.0f};
  for (int c = threadIdx.x; c < cols; c += blockDim.x) {
    float v = x[c];
    float m = fmaxf(acc.m, v);
    acc.s = acc.s * __expf(acc.m - m) + __expf(v - m);
    acc.m = m;
  }
  for (int o = 16; o > 0; o >>= 1) {
    MaxSum other = {__shfl_xor_sync(0xffffffff, acc.m, o), __shfl_xor_sync(0xffffffff, acc.s, o)};
    acc = combine(acc, other);
  }
  if ((threadIdx.x & 31) == 0) warp_part[threadIdx.x >> 5] = acc;
  __syncthreads();
  if (threadIdx.x < 32) {
    MaxSum p = threadIdx.x < blockDim.x / 32 ? warp_part[threadIdx.x] : MaxSum{-FLT_MAX, 0.0f};
    for (int o = 16; o > 0; o >>= 1) {
      MaxSum other = {__shfl_xor_sync(0xffffffff, p.m, o), __shfl_xor_sync(0xffffffff, p.s, o)};
      p = combine(p, other);
    }
    if (threadIdx.x == 0) row_total = p;
  }
  __syncthreads();
  const float m = row_total.m, inv = 1.0f / row_total.s;
  for (int c = threadIdx.x; c < cols; c += blockDim.x) y[c] = __expf(x[c] - m) * inv;
}
