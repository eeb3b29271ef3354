// RUN: kilnc %s --arch=sm_90 -o /dev/null 2>&1 | count 0
// RUN: not kilnc %s --arch=sm_90 -o /dev/null -DDISAGREE 2>&1 | FileCheck %s --check-prefix=DISAGREE
// A 2-D kernel (ggml's rms_norm_f32<block_size>: `row = blockIdx.x * blockDim.y
// + threadIdx.y`) whose loops from threadIdx.x step by one constant C is written
// for rows of C threads: with more, thread t + C would redo thread t's columns,
// with fewer, columns would be skipped. Only blockDim.x == C is a candidate, so
// the per-warp slots `s_sum[threadIdx.x / 32]` (one row per block when C is
// 1024) are not reported under a 32x32 block the kernel is not written for.
// With two different strides no row length is assumed, and under 32x32 the
// rows' warps 0 write the same slot.

template <int block_size>
__global__ void rms_norm_rows(const float *x, float *dst, const int ncols, const float eps) {
  const int row = blockIdx.x * blockDim.y + threadIdx.y;
  const int tid = threadIdx.x;
  float tmp = 0.0f;
  for (int col = tid; col < ncols; col += block_size)
    tmp += x[row * ncols + col] * x[row * ncols + col];
#pragma unroll
  for (int offset = 16; offset > 0; offset >>= 1)
    tmp += __shfl_xor_sync(0xffffffff, tmp, offset, 32);
  __shared__ float s_sum[32];
  // DISAGREE: row-stride-shapes.cu:[[@LINE+1]]:{{[0-9]+}}: error: shared-memory race (write-after-write): several threads write the same element of {{.*}}s_sum with this store, with different values (with a {{[0-9]+}}x{{[0-9]+}} block
  if (threadIdx.x % 32 == 0) s_sum[threadIdx.x / 32] = tmp;
  __syncthreads();
  tmp = s_sum[threadIdx.x % 32];
#pragma unroll
  for (int offset = 16; offset > 0; offset >>= 1)
    tmp += __shfl_xor_sync(0xffffffff, tmp, offset, 32);
  const float scale = rsqrtf(tmp / ncols + eps);
#ifdef DISAGREE
  for (int col = tid; col < ncols; col += block_size / 2)
#else
  for (int col = tid; col < ncols; col += block_size)
#endif
    dst[row * ncols + col] = scale * x[row * ncols + col];
}
template __global__ void rms_norm_rows<1024>(const float *, float *, int, float);
