// device_static_shared_scan_called_twice with the scan step written in place
// (buf[cur][t] = x, no ping-pong): a thread overwrites the slot its right
// neighbour at distance off reads in the same step.
// LAUNCH: grid=4 block=128 args=in:i32[512]:rand out:i32[512]:zero counts:i32[8]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
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
    // CHECK: device_static_scan_in_place_step.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    buf[cur][t] = x;
    __syncthreads();
  }
  *total = buf[cur][BLOCK - 1];
  return buf[cur][t] - v;
}

extern "C" __global__ void __launch_bounds__(BLOCK) device_static_scan_in_place_step(const int *in, int *out,
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
