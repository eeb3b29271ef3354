// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// Issue 11: an FFT's bit-reversed staging store `buf[__brev(i) >> 22]` in a
// block-strided loop over i < 1024 was "not an affine function" (a warning
// on correct code). Each execution of the loop has its own i, and the index
// takes a different value for every i below the constant bound (tabulated,
// __brev included), so the store never meets itself.

// CHECK-NOT: injective-strided-index.cu:{{1[0-9]}}:{{.*}}{{error|warning}}
__global__ void bit_reversed_load(const float *src, float *dst) {
  __shared__ float buf[1024];
  for (int i = threadIdx.x; i < 1024; i += blockDim.x) buf[__brev(i) >> 22] = src[i];
  __syncthreads();
  dst[threadIdx.x] = buf[threadIdx.x];
}

// Shifted one bit too far, i and i + 512 share a slot: a race once the
// block has more than 512 threads (the executions of the loop are listed
// under the shape, HazardExecutions.cpp); with fewer, one thread stores
// both. Nothing in the kernel says the block is that large, so a warning
// naming the 1024-thread block (branch sync27).
// CHECK: injective-strided-index.cu:[[@LINE+3]]:{{.*}}warning: {{.*}}write-after-write{{.*}}with a 1024-thread block, threads 512 and 0, {{.*}}buf[0]{{.*}}only blocks of more than 256 threads collide here
__global__ void bit_reversed_collide(const float *src, float *dst) {
  __shared__ float buf[1024];
  for (int i = threadIdx.x; i < 1024; i += blockDim.x) buf[__brev(i) >> 23] = src[i];
  __syncthreads();
  dst[threadIdx.x] = buf[threadIdx.x];
}

// Rows of a 2-D block share threadIdx.x and so i: a proven race.
// CHECK: injective-strided-index.cu:[[@LINE+3]]:{{.*}}error: {{.*}}write-after-write{{.*}}threads (0,{{[0-9]+}}) and (0,{{[0-9]+}}), {{.*}}buf[0]
__global__ void bit_reversed_rows(const float *src, float *dst) {
  __shared__ float buf[1024];
  for (int i = threadIdx.x; i < 1024; i += blockDim.x) buf[__brev(i) >> 22] = src[i + threadIdx.y];
  __syncthreads();
  dst[threadIdx.x] = buf[threadIdx.x];
}

// Branch sync10: the index may be spread over the dimensions of the array,
// each offset read from i (`rows[i / 64][i % 64]` with rows padded to 65
// words against bank conflicts): the byte offsets are summed per i, and
// distinct sums are distinct words.
// CHECK-NOT: injective-strided-index.cu:{{4[0-9]}}:{{.*}}{{error|warning}}
__global__ void __launch_bounds__(64) padded_rows_flat_load(const float *src, float *dst) {
  __shared__ float rows[64][65];
  for (int i = threadIdx.x; i < 4096; i += 64) rows[i / 64][i % 64] = src[i];
  __syncthreads();
  dst[threadIdx.x] = rows[threadIdx.x][3];
}

// With a row index of i / 128, i and i + 64 share a word (row i / 128,
// column i % 64), but i and i + 64 are one thread's (the stride is 64):
// silent since the loop's executions are listed (it was a warning).
// CHECK-NOT: injective-strided-index.cu:{{(5[0-9]|6[0-9])}}:{{.*}}{{error|warning}}
__global__ void __launch_bounds__(64) padded_rows_collide(const float *src, float *dst) {
  __shared__ float rows[128][65];
  for (int i = threadIdx.x; i < 4096; i += 64)
    rows[i / 128][i % 64] = src[i];
  __syncthreads();
  dst[threadIdx.x] = rows[threadIdx.x][3];
}
