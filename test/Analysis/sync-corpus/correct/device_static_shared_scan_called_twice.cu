// A block scan helper that owns its shared memory (a `static __shared__`
// array declared inside the __device__ function, the way some libraries hide
// their temp storage), called twice by the kernel: once to compact the kept
// elements of a tile and once to compute the output offsets of the second
// pass. The helper begins with a barrier so that a second call cannot
// overwrite slots the first call's readers are still reading.
// LAUNCH: grid=4 block=128 args=in:i32[512]:rand out:i32[512]:zero counts:i32[8]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BLOCK 128

// Exclusive scan of one int per thread; returns the block total in *total.
__device__ int block_exclusive_scan(int v, int *total) {
  static __shared__ int buf[2][BLOCK];
  const int t = threadIdx.x;
  __syncthreads();
  int cur = 0;
  buf[cur][t] = v;
  __syncthreads();
  for (int off = 1; off < BLOCK; off *= 2) {
    int x = buf[cur][t];
    if (t >= off)
      x += buf[cur][t - off];
    buf[1 - cur][t] = x;
    cur = 1 - cur;
    __syncthreads();
  }
  *total = buf[cur][BLOCK - 1];
  return buf[cur][t] - v;
}

extern "C" __global__ void __launch_bounds__(BLOCK) device_static_shared_scan_called_twice(const int *in, int *out,
                                                                                          int *counts) {
  __shared__ int tile[BLOCK];
  const int g = blockIdx.x * BLOCK + threadIdx.x;
  const int v = in[g];
  const int keep_even = (v & 1) == 0;
  int n_even;
  int pos = block_exclusive_scan(keep_even, &n_even);
  if (keep_even)
    tile[pos] = v;
  int n_odd;
  int pos_odd = block_exclusive_scan(!keep_even, &n_odd);
  if (!keep_even)
    tile[n_even + pos_odd] = v;
  __syncthreads();
  out[g] = tile[threadIdx.x];
  if (threadIdx.x == 0) {
    counts[2 * blockIdx.x] = n_even;
    counts[2 * blockIdx.x + 1] = n_odd;
  }
}
