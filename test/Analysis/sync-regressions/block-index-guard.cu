// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// Issue 11 (the sync corpus' srad_v1_reduce_global_modulo): a guard that
// picks the active threads by the global element index, (blockIdx.x * 512 +
// t + 1) % i == 0, used to be dropped before evaluation because no address
// reads the block index: the search then found "threads 32 and 31" colliding
// in a correct kernel, neither of which passes the guard. The guard is now
// evaluated with the block index bound to the first blocks' values.
#define BLOCK 512

// Correct: the writers of a step are t = -1 mod i, the slots read t - i/2.
__global__ void srad_reduce(const float *d_sums, float *out) {
  int bx = blockIdx.x, tx = threadIdx.x;
  int ei = bx * BLOCK + tx;
  __shared__ float sh[BLOCK];
  sh[tx] = d_sums[ei];
  __syncthreads();
  for (int i = 2; i <= BLOCK; i = 2 * i) {
    if ((ei + 1) % i == 0)
      sh[tx] = sh[tx] + sh[tx - i / 2];
    __syncthreads();
  }
  if (tx == BLOCK - 1) out[bx] = sh[tx];
}

// Wrong: reading t - i, another writer's slot of the same step. The witness
// is two threads the guard lets in (33 reads sh[31], 31 writes it); with the
// guard dropped it was 32 and 30, neither of which runs the access.
__global__ void srad_reduce_wrong(const float *d_sums, float *out) {
  int bx = blockIdx.x, tx = threadIdx.x;
  int ei = bx * BLOCK + tx;
  __shared__ float sh[BLOCK];
  sh[tx] = d_sums[ei];
  __syncthreads();
  for (int i = 2; i <= BLOCK / 2; i = 2 * i) {
    if ((ei + 1) % i == 0 && tx >= i)
      // CHECK: block-index-guard.cu:[[@LINE+1]]:7: error: shared-memory race (write-after-read){{.*}}threads 33 and 31, {{.*}}sh[31], when the counter of the loop at line [[#@LINE-2]] is 2, assuming blockIdx.x is 0)
      sh[tx] = sh[tx] + sh[tx - i];
    __syncthreads();
  }
  if (tx == BLOCK - 1) out[bx] = sh[tx];
}
