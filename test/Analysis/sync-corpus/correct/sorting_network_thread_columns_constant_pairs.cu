// Sorting eight keys per thread with a fixed network: the comparator pairs
// come from a __constant__ table (19 comparators of the optimal 8-key
// network), each thread's keys live in a shared column keys[k * 128 + t] (so
// a warp's loads are consecutive), and only the thread's own column is ever
// touched: no barrier between the network's steps.
// LAUNCH: grid=4 block=128 args=in:i32[4096]:rand out:i32[4096]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

__constant__ int network[19][2] = {{0, 2}, {1, 3}, {4, 6}, {5, 7}, {0, 4}, {1, 5}, {2, 6}, {3, 7}, {0, 1}, {2, 3},
                                   {4, 5}, {6, 7}, {2, 4}, {3, 5}, {1, 4}, {3, 6}, {1, 2}, {3, 4}, {5, 6}};

extern "C" __global__ void __launch_bounds__(128) sorting_network_thread_columns_constant_pairs(const int *in, int *out) {
  __shared__ int keys[8 * 128];
  const int t = threadIdx.x;
  const int base = blockIdx.x * 8 * 128;
  for (int k = 0; k < 8; ++k)
    keys[k * 128 + t] = in[base + t * 8 + k];
  for (int s = 0; s < 19; ++s) {
    const int lo = network[s][0], hi = network[s][1];
    const int a = keys[lo * 128 + t], b = keys[hi * 128 + t];
    keys[lo * 128 + t] = min(a, b);
    keys[hi * 128 + t] = max(a, b);
  }
  for (int k = 0; k < 8; ++k)
    out[base + t * 8 + k] = keys[k * 128 + t];
}
