// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// Issue 11 (branch probe17): a block-strided loop `for (pos = t; pos < stride;
// pos += blockDim.x)` whose bound is a counter that never exceeds the block
// (stride = 256, 128, ..., 1 with 256 threads or more) runs at most one
// iteration per thread: inside it pos is t. It was kept as "some multiple of
// the stride" and every pair with it warned ("the block-strided loop index
// ... is not compared with the other address"); now the tables read pos as
// its start under such a shape, the loop test is a guard on the counter, and
// the counter search finds the missing barrier's witness.

// Silent: one barrier per stride.
// CHECK-NOT: single-iteration-strided-index.cu:{{(1[2-9]|2[0-4])}}:{{.*}}{{error|warning}}
__global__ void strided_tree(float *out) {
  __shared__ float sum[512];
  for (int i = threadIdx.x; i < 512; i += blockDim.x)
    sum[i] = i;
  for (int stride = 256; stride > 0; stride >>= 1) {
    __syncthreads();
    for (int pos = threadIdx.x; pos < stride; pos += blockDim.x)
      sum[pos] += sum[pos + stride];
  }
  __syncthreads();
  if (threadIdx.x == 0)
    out[blockIdx.x] = sum[0];
}

// The barrier hoisted out of the stride loop: thread 0 reads sum[128] in the
// stride-128 round while thread 128 may still write it in the stride-256 one.
// CHECK: single-iteration-strided-index.cu:[[#@LINE+8]]:{{.*}}error: shared-memory race (read-after-write){{.*}}(with a 256-thread block, threads 128 and 0, @{{.*}}sum[128]
__global__ void strided_tree_one_sync(float *out) {
  __shared__ float sum[512];
  for (int i = threadIdx.x; i < 512; i += blockDim.x)
    sum[i] = i;
  __syncthreads();
  for (int stride = 256; stride > 0; stride >>= 1) {
    for (int pos = threadIdx.x; pos < stride; pos += blockDim.x)
      sum[pos] += sum[pos + stride];
  }
  __syncthreads();
  if (threadIdx.x == 0)
    out[blockIdx.x] = sum[0];
}
