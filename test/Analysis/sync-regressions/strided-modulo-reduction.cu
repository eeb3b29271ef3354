// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// Issue 11: strided reductions of a classic benchmark suite: the writers of a
// step are the threads with (tx + 1) % i == 0, the slots read are
// tx - i/2, whose (index + 1) % i is i/2: no reader slot is written. The
// same with the stride computed by __powf(2, i).
#define BLOCK 256
__global__ void reduce_mod(float *g) {
  __shared__ float sh[BLOCK];
  int tx = threadIdx.x;
  sh[tx] = g[blockIdx.x * BLOCK + tx];
  __syncthreads();
  for (int i = 2; i <= BLOCK; i *= 2) {
    if ((tx + 1) % i == 0)
      sh[tx] += sh[tx - i / 2];
    __syncthreads();
  }
  if (tx == 0) g[blockIdx.x] = sh[BLOCK - 1];
}
__global__ void reduce_pow(float *g) {
  __shared__ float sh[BLOCK];
  int tx = threadIdx.x;
  sh[tx] = g[blockIdx.x * BLOCK + tx];
  __syncthreads();
  for (int i = 1; i <= 8; i++) {
    int stride = (int)__powf(2, i);
    if ((tx + 1) % stride == 0)
      sh[tx] += sh[tx - stride / 2];
    __syncthreads();
  }
  if (tx == 0) g[blockIdx.x] = sh[BLOCK - 1];
}
